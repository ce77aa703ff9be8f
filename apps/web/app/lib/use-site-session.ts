import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { CompanyCode } from '@insure/domain/catalogue'
import { createApiClient } from './api-client.ts'
import { browserSessionStore, currentSession, syncSessionWithServer } from './session.client.ts'

export type SiteSettings = {
  companyCode: CompanyCode
  callCentre: boolean
  testMode: boolean
  publicApiKey: string
  featureFlags: string[]
}

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
      featureFlagCookie: document.cookie
        .split('; ')
        .find((part) => part.startsWith('ff='))
        ?.slice(3),
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
