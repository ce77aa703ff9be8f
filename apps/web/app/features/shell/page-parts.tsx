import { useFocusClearOfEdges } from '../../lib/reserved-edge.ts'
import { useSite } from '../../lib/site.tsx'
import { BackToTop } from './back-to-top.tsx'
import { CookieBanner } from './cookie-banner.tsx'
import { FloatingButton } from './floating-button.tsx'
import { useFooterDisclaimer } from './footer-disclaimer.ts'
import type { FooterLinks, NavigationLink } from './navigation.server.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/*
 * The parts of a visitor's page around its content: the header, and the foot. The page server imports
 * them with the shell; the browser loads them beside hydration (./page-parts.browser.tsx,
 * apps/web/package.json "imports"), so their code and the disclaimer's rules are not in the page's
 * first-load JavaScript (issue 25's budget). Until they are in, the server's HTML stands and works as
 * it does without script: the menu is a <details> the browser opens, the links and the floating
 * button are plain links; the cookie banner, never in the server's HTML, shows once they are in.
 */

export type HeaderPartProps = {
  phoneNumber: string
  /** The root loader's menus (./navigation.server.ts). */
  mainMenu: NavigationLink[]
  fullNavigation: NavigationLink[]
}

/** The top bar and the sticky main menu; a focused control is kept clear of them and of the banner. */
export function HeaderPart(props: HeaderPartProps) {
  useFocusClearOfEdges()
  return <SiteHeader {...props} />
}

export type FooterPartProps = { phoneNumber: string; links: FooterLinks }

/** The foot: the floating button, Back to top, the footer with its disclaimer and the cookie banner. */
export function FooterPart({ phoneNumber, links }: FooterPartProps) {
  const { config } = useSite()
  const disclaimer = useFooterDisclaimer()
  return (
    <>
      {/* Before the footer: where it sits in the flow (a phone, large text), it ends the page's
          content rather than the footer. */}
      {config.floating_button.quick_quote || config.floating_button.call_me_back ? (
        <FloatingButton phoneNumber={phoneNumber} />
      ) : null}
      <BackToTop />
      <SiteFooter phoneNumber={phoneNumber} disclaimer={disclaimer} links={links} />
      <CookieBanner />
    </>
  )
}
