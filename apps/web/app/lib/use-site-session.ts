import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { createApiClient } from './api-client.ts'
import { readCookie } from './cookies.ts'
import type { SiteLoadContext } from './load-context.ts'
import { browserSessionStore, currentSession, syncSessionWithServer } from './session.client.ts'

/** What the root loader hands the browser from the page server's context. */
export type SiteSettings = Pick<
  SiteLoadContext,
  'companyCode' | 'callCentre' | 'testMode' | 'publicApiKey' | 'featureFlags'
>

/**
 * On the first page of a visit: take the stored session or start one, keep it in session storage,
 * and create or update it on the server; if the server refuses, go to error/ToHomePage (shell spec §8).
 */
export function useSiteSession(site: SiteSettings) {
  const navigate = useNavigate()
  useEffect(() => {
    const store = browserSessionStore()
    const session = currentSession(store, {
      url: window.location.href,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      featureFlagCookie: readCookie('ff'),
      companyCode: site.companyCode,
      callCentre: site.callCentre,
      testMode: site.testMode,
      environmentFlags: site.featureFlags,
      nowMs: Date.now(),
    })
    store.write(JSON.stringify(session))
    syncSessionWithServer(session, createApiClient({ apiKey: site.publicApiKey })).then(
      (synced) => store.write(JSON.stringify(synced)),
      () => navigate('/error/ToHomePage'),
    )
    // Once per page load: the session is the visit's, not the route's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
