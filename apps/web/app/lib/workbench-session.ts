/**
 * The workbench launch in the browser session: read by the developer bar on every page in test mode
 * (tracking reads the agent's name from the stored session as a click happens), so it is kept apart
 * from the launch's rules and imports nothing heavy.
 */
import { useSyncExternalStore } from 'react'
import type { SiteSession } from './session.client.ts'
import { browserSessionStore, readStoredSession as storedSession } from './session-store.ts'

/** Fired on the window when a launch changes the session's workbench fields. */
const WORKBENCH_SESSION_EVENT = 'workbench-session'

/** Merges a launch's fields into the stored session (or drops the workbench's, `null`) and says so. */
export function writeLaunch(fields: Partial<SiteSession> | null): void {
  const session = storedSession()
  if (!session) return
  const next = fields ? { ...session, ...fields } : { ...session, wbToken: undefined, wbTokenData: undefined }
  // Shown and sent to tracking only: the API knows the agent from the agent session (issue 22).
  browserSessionStore().write(JSON.stringify(next))
  window.dispatchEvent(new Event(WORKBENCH_SESSION_EVENT))
}

export { storedSession as readLaunchSession }

function subscribe(onChange: () => void) {
  window.addEventListener(WORKBENCH_SESSION_EVENT, onChange)
  return () => window.removeEventListener(WORKBENCH_SESSION_EVENT, onChange)
}

/** The session's launch token and who launched it, kept up to date; undefined on the server. */
export function useWorkbenchLaunch(): Pick<SiteSession, 'wbToken' | 'wbTokenData'> | undefined {
  // A string snapshot: equal launches compare equal, so React does not render again for nothing.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const session = storedSession()
      return JSON.stringify({ wbToken: session?.wbToken, wbTokenData: session?.wbTokenData })
    },
    () => undefined,
  )
  return snapshot === undefined
    ? undefined
    : (JSON.parse(snapshot) as Pick<SiteSession, 'wbToken' | 'wbTokenData'>)
}

/**
 * What the call-centre page (features/callcentre) tells the quote it hosts, the child route that
 * routes.ts nests under it (features/quote): the quote waits while the launch token is verified.
 */
export type CallCentreOutletContext = { launchPending: boolean }
