import { BackToTop } from './back-to-top.tsx'
import { useFooterDisclaimer } from './footer-disclaimer.ts'
import type { FooterLinks } from './navigation.server.ts'
import { SiteFooter } from './site-footer.tsx'

export type FooterPartProps = { phoneNumber: string; links: FooterLinks }

/**
 * The foot of every visitor's page: Back to top and the footer with its disclaimer. The page server
 * imports it with the shell; the browser loads it beside hydration (./footer-part.browser.tsx,
 * apps/web/package.json "imports"), so its code and the disclaimer's rules are not in the page's
 * first-load JavaScript (issue 25's budget): nothing in it answers before the page is read down to
 * it, and its links work as plain links until then.
 */
export function FooterPart({ phoneNumber, links }: FooterPartProps) {
  const disclaimer = useFooterDisclaimer()
  return (
    <>
      <BackToTop />
      <SiteFooter phoneNumber={phoneNumber} disclaimer={disclaimer} links={links} />
    </>
  )
}
