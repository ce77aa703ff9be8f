import { useMemo } from 'react'
import { useSite } from './site.tsx'
import { createTracker, type Tracker } from './tracking.ts'
import { useWorkbenchLaunch } from './workbench-session.ts'

/** The page's tracker (lib/tracking.ts) with the company's switch, the mode and, for agents, who they are. */
export function useTracker(): Tracker {
  const { config, settings, session } = useSite()
  // Shell spec §7: clicks carry the campaign id (ucId) the session holds as uci.
  const ucId = session?.uci ?? null
  // Shell spec §7: in call-centre mode clicks carry the agent's user name from the token data.
  const launch = useWorkbenchLaunch()
  const username = settings.callCentre ? launch?.wbTokenData?.USERNAME : undefined
  return useMemo(() => {
    const tracker = createTracker({
      enabled: config.data_layer_tracking,
      callCentre: settings.callCentre,
      env: settings.testMode ? 'test' : 'production',
      ucId,
    })
    if (!username) return tracker
    return { ...tracker, click: (event, fields = {}) => tracker.click(event, { username, ...fields }) }
  }, [config.data_layer_tracking, settings.callCentre, settings.testMode, username, ucId])
}
