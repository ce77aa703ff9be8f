import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { createApiClient } from './api-client.ts'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE, readCookie, writeSessionCookie } from './cookies.ts'
import { rememberFlags } from './feature-flags.ts'
import type { SiteLoadContext } from './load-context.ts'
import { loadProductList } from './product-list.ts'
import {
  browserSessionStore,
  currentSession,
  syncSessionWithServer,
  type FooterProductItem,
  type SiteSession,
} from './session.client.ts'

/**
 * The footer's product items of a configuration's `products` (shell spec §3), for the session. Here,
 * not in session.client.ts: the root renders on the server too, where `.client` modules are empty.
 */
export function footerItemsOf(
  products: readonly { id: number; name: string; title: string }[],
): FooterProductItem[] {
  return products.map(({ id, name, title }) => ({ id, name, title }))
}

/** The session in the store, or `fallback` when it cannot be read. */
function storedSessionOr(store: { read(): string | null }, fallback: SiteSession): SiteSession {
  try {
    return (JSON.parse(store.read() ?? 'null') as SiteSession | null) ?? fallback
  } catch {
    return fallback
  }
}

/** What the root loader hands the browser from the page server's context. */
export type SiteSettings = Pick<
  SiteLoadContext,
  'companyCode' | 'callCentre' | 'testMode' | 'productionServer' | 'publicApiKey' | 'featureFlags'
>

/** The visit's session, and how a form starts the visit over with a new one. */
export type SiteSessionHandle = {
  /** Undefined while rendering on the server, and until the server has the session. */
  session: SiteSession | undefined
  /**
   * Wipes the session and starts a new one as a visit to `path` would (shell spec §4: the reset after
   * a submitted call-me-back): the forms that follow send the new session, not the wiped one.
   */
  startNewSession: (path: string) => void
}

/**
 * On the first page of a visit: take the stored session or start one, keep it in session storage,
 * and create or update it on the server; if the server refuses, go to error/ToHomePage (shell spec §8).
 */
export function useSiteSession(site: SiteSettings, footer: FooterProductItem[] = []): SiteSessionHandle {
  const navigate = useNavigate()
  const [session, setSession] = useState<SiteSession>()
  // Counts the sessions begun: an answer for a session that was since wiped is dropped.
  const begun = useRef(0)

  const begin = useCallback(
    (url: string) => {
      const attempt = ++begun.current
      const store = browserSessionStore()
      const visit = currentSession(store, {
        url,
        referrer: document.referrer,
        userAgent: navigator.userAgent,
        platform: navigator.platform,
        featureFlagCookie: readCookie(FEATURE_FLAG_COOKIE),
        companyCode: site.companyCode,
        callCentre: site.callCentre,
        testMode: site.testMode,
        environmentFlags: site.featureFlags,
        nowMs: Date.now(),
        footer,
      })
      store.write(JSON.stringify(visit))
      rememberFlags(visit.featureFlags, site.featureFlags)
      // In call-centre mode the company the launch link chose is kept for the visit.
      if (site.callCentre) writeSessionCookie(CALL_CENTRE_COMPANY_COOKIE, site.companyCode)
      const api = createApiClient({ apiKey: site.publicApiKey })
      syncSessionWithServer(visit, api).then(
        async (synced) => {
          if (attempt !== begun.current) return
          store.write(JSON.stringify(synced))
          setSession(synced)
          // The session's products (shell spec §3), once a session: the list changes with the
          // configuration only. A failure is logged (and shown to an agent) by loadProductList.
          if (synced.products) return
          const products = await loadProductList(api, site)
          if (!products || attempt !== begun.current) return
          // Merged into the session as stored now: a form or page may have written to it meanwhile.
          const withProducts = { ...storedSessionOr(store, synced), products }
          store.write(JSON.stringify(withProducts))
          setSession(withProducts)
        },
        () => {
          if (attempt === begun.current) navigate('/error/ToHomePage')
        },
      )
    },
    // The settings are the page server's, fixed for the page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  // Once per page load: the session is the visit's, not the route's.
  useEffect(() => begin(window.location.href), [begin])

  const startNewSession = useCallback(
    (path: string) => {
      browserSessionStore().clear()
      setSession(undefined)
      begin(new URL(path, window.location.origin).href)
    },
    [begin],
  )

  return { session, startNewSession }
}
