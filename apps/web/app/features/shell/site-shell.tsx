import type { ReactNode } from 'react'
import { Suspense, lazy, useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'
import { BackToTop } from './back-to-top.tsx'
import { CookieBanner } from './cookie-banner.tsx'
import { ErrorPopup } from './error-popup.tsx'
import { FloatingButton } from './floating-button.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { useFooterDisclaimer } from './footer-disclaimer.ts'
import { useThemeVersion } from './use-theme-version.ts'
import { useTracker } from '../../lib/use-tracker.ts'
import { useFocusOnNavigation } from '../../lib/focus-on-navigation.ts'
import { useFocusClearOfEdges } from '../../lib/reserved-edge.ts'

/** Test mode only: its code stays out of the visitors' first load (issue 25's budget). */
const DeveloperBar = lazy(() =>
  import('./developer-bar.tsx').then((module) => ({ default: module.DeveloperBar })),
)

/**
 * The shell (shell spec §2): popup host, top bar, sticky main menu, routed content, footer,
 * developer bar and floating button. Call-centre mode hides header, menu, footer, floating button
 * and cookie banner.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { settings, config, session } = useSite()
  const location = useLocation()
  const phoneNumber = usePhoneNumber()
  const disclaimer = useFooterDisclaimer()
  const params = useParams()
  const tracker = useTracker()
  useThemeVersion(settings.companyCode)
  useFocusOnNavigation('content')
  useFocusClearOfEdges()

  useEffect(() => tracker.pageView(location.pathname), [tracker, location.pathname])

  const visitor = !settings.callCentre
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <ErrorPopup />
      {visitor ? <SiteHeader phoneNumber={phoneNumber} /> : null}
      {/* data-session: the page's script has the visit's session. It comes as a transition, after
          every embed the page drew has hydrated (docs/forms.md, "Hydration"): from then on a form
          sends with script, not as the plain post it is before. */}
      <div id="content" className="site-content" tabIndex={-1} data-session={session ? 'ready' : undefined}>
        {children}
      </div>
      {visitor ? (
        <>
          {/* Before the footer: where it sits in the flow (a phone, large text), it ends the page's
              content rather than the footer. */}
          {config.floating_button.quick_quote || config.floating_button.call_me_back ? (
            <FloatingButton phoneNumber={phoneNumber} />
          ) : null}
          <BackToTop />
          <SiteFooter phoneNumber={phoneNumber} disclaimer={disclaimer} />
          <CookieBanner />
        </>
      ) : null}
      {settings.testMode ? (
        <Suspense fallback={null}>
          <DeveloperBar launchToken={params.token} />
        </Suspense>
      ) : null}
    </>
  )
}
