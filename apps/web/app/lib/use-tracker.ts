import { useMemo } from 'react'
import { readStoredSession } from './session-store.ts'
import { useSite } from './site.tsx'
import type * as TrackingModule from './tracking.ts'
import type { Tracker } from './tracking.ts'

/**
 * The tracking code (./tracking.ts) loads as the page's code runs, out of its first-load JavaScript
 * (issue 25's budget): what is tracked before it is in (the first page view, a click at once) waits
 * for it, in order; after that a tracker pushes at once, as before.
 */
type Tracking = typeof TrackingModule
let tracking: Tracking | null = null
const loading: Promise<Tracking> | null =
  typeof document === 'undefined'
    ? null
    : import('./tracking.ts').then((module) => {
        tracking = module
        return module
      })

function whenLoaded(run: (module: Tracking) => void): void {
  if (tracking) run(tracking)
  // Nothing is tracked on the server; a failed load loses the events, as a blocked tracker would.
  else loading?.then(run, () => {})
}

/** The page's tracker (lib/tracking.ts) with the company's switch, the mode and, for agents, who they are. */
export function useTracker(): Tracker {
  const { config, settings, session } = useSite()
  // Shell spec §7: clicks carry the campaign id (ucId) the session holds as uci.
  const ucId = session?.uci ?? null
  return useMemo(() => {
    const options = {
      enabled: config.data_layer_tracking,
      callCentre: settings.callCentre,
      env: settings.testMode ? 'test' : 'production',
      ucId,
    }
    const withTracker = (run: (tracker: Tracker) => void) =>
      whenLoaded((module) => run(module.createTracker(options)))
    return {
      pageView: (path) => withTracker((tracker) => tracker.pageView(path)),
      click: (event, fields = {}) => {
        // Shell spec §7: in call-centre mode clicks carry the agent's user name from the token data
        // of the workbench launch, as the session holds it when the click happens.
        const username = settings.callCentre ? readStoredSession()?.wbTokenData?.USERNAME : undefined
        withTracker((tracker) => tracker.click(event, username ? { username, ...fields } : fields))
      },
      identify: (fields) => withTracker((tracker) => tracker.identify(fields)),
    }
  }, [config.data_layer_tracking, settings.callCentre, settings.testMode, ucId])
}
