import { useMemo } from 'react'
import { useSite } from '../../lib/site.tsx'
import { createTracker, type Tracker } from '../../lib/tracking.ts'

export function useTracker(): Tracker {
  const { config, settings } = useSite()
  return useMemo(
    () =>
      createTracker({
        enabled: config.data_layer_tracking,
        callCentre: settings.callCentre,
        env: settings.testMode ? 'test' : 'production',
      }),
    [config.data_layer_tracking, settings.callCentre, settings.testMode],
  )
}
