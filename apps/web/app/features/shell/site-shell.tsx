import type { ReactNode } from 'react'
import { Suspense, lazy, useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'
import { ErrorPopup } from './error-popup.tsx'
import { FooterPart } from '#footer-part'
import { SiteHeader } from './site-header.tsx'
import type { ShellNavigation } from './navigation.server.ts'
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
export function SiteShell({ children, navigation }: { children: ReactNode; navigation: ShellNavigation }) {
  const { settings } = useSite()
  const location = useLocation()
  const phoneNumber = usePhoneNumber()
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
      {visitor ? (
        <SiteHeader
          phoneNumber={phoneNumber}
          mainMenu={navigation.mainMenu}
          fullNavigation={navigation.fullNavigation}
        />
      ) : null}
      <div id="content" className="site-content" tabIndex={-1}>
        {children}
      </div>
      {visitor ? (
        <>
          {/* Its code loads beside hydration (./footer-part.tsx); the server's HTML stays meanwhile. */}
          <Suspense fallback={null}>
            <FooterPart phoneNumber={phoneNumber} links={navigation.footer} />
          </Suspense>
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
