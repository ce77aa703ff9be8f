import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { createApiClient } from './api-client.ts'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE, readCookie, writeSessionCookie } from './cookies.ts'
import { rememberFlags } from './feature-flags.ts'
import type { SiteLoadContext } from './load-context.ts'
import {
  browserSessionStore,
  currentSession,
  syncSessionWithServer,
  type SiteSession,
} from './session.client.ts'

/** What the root loader hands the browser from the page server's context. */
export type SiteSettings = Pick<
  SiteLoadContext,
  'companyCode' | 'callCentre' | 'testMode' | 'productionServer' | 'publicApiKey' | 'featureFlags'
>

/**
 * On the first page of a visit: take the stored session or start one, keep it in session storage,
 * and create or update it on the server; if the server refuses, go to error/ToHomePage (shell spec §8).
 * Returns the session once it is known in the browser (undefined while rendering on the server).
 */
export function useSiteSession(site: SiteSettings): SiteSession | undefined {
  const navigate = useNavigate()
  const [session, setSession] = useState<SiteSession>()
  useEffect(() => {
    const store = browserSessionStore()
    const visit = currentSession(store, {
      url: window.location.href,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      featureFlagCookie: readCookie(FEATURE_FLAG_COOKIE),
      companyCode: site.companyCode,
      callCentre: site.callCentre,
      testMode: site.testMode,
      environmentFlags: site.featureFlags,
      nowMs: Date.now(),
    })
    store.write(JSON.stringify(visit))
    rememberFlags(visit.featureFlags, site.featureFlags)
    // In call-centre mode the company the launch link chose is kept for the visit.
    if (site.callCentre) writeSessionCookie(CALL_CENTRE_COMPANY_COOKIE, site.companyCode)
    syncSessionWithServer(visit, createApiClient({ apiKey: site.publicApiKey })).then(
      (synced) => {
        store.write(JSON.stringify(synced))
        setSession(synced)
      },
      () => navigate('/error/ToHomePage'),
    )
    // Once per page load: the session is the visit's, not the route's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return session
}
