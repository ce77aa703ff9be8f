import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { SiteLoadContext } from './load-context.ts'
import type { FooterProductItem, SiteSession } from './session.client.ts'
import { browserSessionStore } from './session-store.ts'

/**
 * The code that starts the visit's session (./visit-session.ts), out of the page's first-load
 * JavaScript (issue 25's budget): fetched as soon as this module runs in the browser, beside
 * hydration rather than after it, so the stored session is written as early as before.
 */
const visitSession = typeof document === 'undefined' ? undefined : import('./visit-session.ts')

/**
 * The footer's product items of a configuration's `products` (shell spec §3), for the session. Here,
 * not in session.client.ts: the root renders on the server too, where `.client` modules are empty.
 */
export function footerItemsOf(
  products: readonly { id: number; name: string; title: string }[],
): FooterProductItem[] {
  return products.map(({ id, name, title }) => ({ id, name, title }))
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
  /*
   * The session changes the site context every page reads, and it arrives while a lazy form may
   * still be the server's HTML, its boundary not hydrated (docs/forms.md, "Hydration"). An urgent
   * update there makes React drop that HTML, and what the visitor typed in it, for a client render;
   * a transition waits until the boundary has hydrated. The same holds for the shell's header and
   * foot, which load beside hydration (features/shell/page-parts.tsx), and for startNewSession's
   * updates: another form on the page may still be loading.
   */
  const changeSession = useCallback((next: SiteSession | undefined) => {
    startTransition(() => setSession(next))
  }, [])
  // Counts the sessions begun: an answer for a session that was since wiped is dropped.
  const begun = useRef(0)

  const begin = useCallback(
    (url: string) => {
      const attempt = ++begun.current
      const isCurrent = () => attempt === begun.current
      const refused = () => {
        if (isCurrent()) navigate('/error/ToHomePage')
      }
      // A page's API calls wait for the session (site.session), so they still follow it.
      ;(visitSession ?? import('./visit-session.ts')).then(
        ({ startVisitSession }) =>
          startVisitSession(url, site, footer, { isCurrent, onSession: changeSession, onRefused: refused }),
        refused,
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
      changeSession(undefined)
      begin(new URL(path, window.location.origin).href)
    },
    [begin, changeSession],
  )

  return { session, startNewSession }
}
