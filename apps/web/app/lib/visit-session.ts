import { createApiClient } from './api-client.ts'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE, readCookie, writeSessionCookie } from './cookies.ts'
import { rememberFlags } from './feature-flags.ts'
import { loadProductList } from './product-list.ts'
import {
  browserSessionStore,
  currentSession,
  syncSessionWithServer,
  type FooterProductItem,
  type SiteSession,
} from './session.client.ts'
import type { SiteSettings } from './use-site-session.ts'

/*
 * The start of a visit's session in the browser: the stored session or a new one, created or updated
 * on the server, then the session's products. A module of its own, imported by ./use-site-session.ts
 * after hydration: the session rules, the API client and the product list are not needed to show the
 * page, so they stay out of its first-load JavaScript (issue 25's budget).
 */

/** The session in the store, or `fallback` when it cannot be read. */
function storedSessionOr(store: { read(): string | null }, fallback: SiteSession): SiteSession {
  try {
    return (JSON.parse(store.read() ?? 'null') as SiteSession | null) ?? fallback
  } catch {
    return fallback
  }
}

/** The fields of a session that session/create and session/update answer (shell spec §3-4). */
function serverPartOf(
  session: SiteSession,
): Pick<SiteSession, 'hashedSessionId' | 'contactId' | 'environments'> {
  return {
    ...(session.hashedSessionId === undefined ? {} : { hashedSessionId: session.hashedSessionId }),
    ...(session.contactId === undefined ? {} : { contactId: session.contactId }),
    environments: session.environments,
  }
}

export type VisitSessionEvents = {
  /** False once a later start replaced this one: its answers are dropped. */
  isCurrent: () => boolean
  /** The session as the server has it, then again with its products. */
  onSession: (session: SiteSession) => void
  /** The server refused the session. */
  onRefused: () => void
}

/**
 * Takes the stored session or starts one for a visit to `url`, keeps it in session storage, and
 * creates or updates it on the server (shell spec §3-4).
 */
export function startVisitSession(
  url: string,
  site: SiteSettings,
  footer: FooterProductItem[],
  { isCurrent, onSession, onRefused }: VisitSessionEvents,
): void {
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
    async (answered) => {
      if (!isCurrent()) return
      // What the server answered, put on the session as stored now: a page (a quick quote's cover,
      // a chosen product) may have written to it while session/create was on its way.
      const synced = { ...storedSessionOr(store, answered), ...serverPartOf(answered) }
      store.write(JSON.stringify(synced))
      onSession(synced)
      // The session's products (shell spec §3), once a session: the list changes with the
      // configuration only. A failure is logged (and shown to an agent) by loadProductList.
      if (synced.products) return
      const products = await loadProductList(api, site)
      if (!products || !isCurrent()) return
      // Merged into the session as stored now: a form or page may have written to it meanwhile.
      const withProducts = { ...storedSessionOr(store, synced), products }
      store.write(JSON.stringify(withProducts))
      onSession(withProducts)
    },
    () => {
      if (isCurrent()) onRefused()
    },
  )
}
