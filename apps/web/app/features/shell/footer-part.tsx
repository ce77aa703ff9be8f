import { useSite } from '../../lib/site.tsx'
import { BackToTop } from './back-to-top.tsx'
import { CookieBanner } from './cookie-banner.tsx'
import { FloatingButton } from './floating-button.tsx'
import { useFooterDisclaimer } from './footer-disclaimer.ts'
import type { FooterLinks } from './navigation.server.ts'
import { SiteFooter } from './site-footer.tsx'

export type FooterPartProps = { phoneNumber: string; links: FooterLinks }

/**
 * The foot of every visitor's page: the floating button, Back to top, the footer with its disclaimer
 * and the cookie banner. The page server imports it with the shell; the browser loads it beside
 * hydration (./footer-part.browser.tsx, apps/web/package.json "imports"), so its code and the
 * disclaimer's rules are not in the page's first-load JavaScript (issue 25's budget). Until it is in,
 * the server's HTML stands: the floating button and the footer's links work as plain links (as they
 * do without script), and the cookie banner, never in the server's HTML, shows once it is in.
 */
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
