import type { ReactNode } from 'react'
import { Suspense, lazy, memo, useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'
import { ErrorPopup } from './error-popup.tsx'
import { FooterPart, HeaderPart, type FooterPartProps, type HeaderPartProps } from '#page-parts'
import type { ShellNavigation } from './navigation.server.ts'
import { useThemeVersion } from './use-theme-version.ts'
import { useTracker } from '../../lib/use-tracker.ts'
import { useFocusOnNavigation } from '../../lib/focus-on-navigation.ts'

/** Test mode only: its code stays out of the visitors' first load (issue 25's budget). */
const DeveloperBar = lazy(() =>
  import('./developer-bar.tsx').then((module) => ({ default: module.DeveloperBar })),
)

/*
 * The header and the foot, each in a Suspense boundary whose server HTML hydration keeps until their
 * code is in (./page-parts.tsx). Memoised: the shell renders again as the page starts (its stores
 * read in the browser), and a boundary given new props before its code is in would be rendered
 * afresh, its server HTML removed meanwhile. Their props are the root loader's data, and strings.
 */
const HeaderSlot = memo(function HeaderSlot(props: HeaderPartProps) {
  return (
    <Suspense fallback={null}>
      <HeaderPart {...props} />
    </Suspense>
  )
})

const FooterSlot = memo(function FooterSlot(props: FooterPartProps) {
  return (
    <Suspense fallback={null}>
      <FooterPart {...props} />
    </Suspense>
  )
})

/**
 * The shell (shell spec §2): popup host, top bar, sticky main menu, routed content, footer,
 * developer bar and floating button. Call-centre mode hides header, menu, footer, floating button
 * and cookie banner.
 */
export function SiteShell({ children, navigation }: { children: ReactNode; navigation: ShellNavigation }) {
  const { settings, session } = useSite()
  const location = useLocation()
  const phoneNumber = usePhoneNumber()
  const params = useParams()
  const tracker = useTracker()
  useThemeVersion(settings.companyCode)
  useFocusOnNavigation('content')

  useEffect(() => tracker.pageView(location.pathname), [tracker, location.pathname])

  const visitor = !settings.callCentre
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <ErrorPopup />
      {visitor ? (
        <HeaderSlot
          phoneNumber={phoneNumber}
          mainMenu={navigation.mainMenu}
          fullNavigation={navigation.fullNavigation}
        />
      ) : null}
      {/* data-session: the page's script has the visit's session. It comes as a transition, after
          every embed the page drew has hydrated (docs/forms.md, "Hydration"): from then on a form
          sends with script, not as the plain post it is before. */}
      <div id="content" className="site-content" tabIndex={-1} data-session={session ? 'ready' : undefined}>
        {children}
      </div>
      {visitor ? <FooterSlot phoneNumber={phoneNumber} links={navigation.footer} /> : null}
      {settings.testMode ? (
        <Suspense fallback={null}>
          <DeveloperBar launchToken={params.token} />
        </Suspense>
      ) : null}
    </>
  )
}
