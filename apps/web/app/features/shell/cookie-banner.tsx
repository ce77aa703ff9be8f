import { Suspense, lazy, useSyncExternalStore } from 'react'
import { cookiesAccepted, subscribeToCookieConsent } from '../../lib/cookie-consent.ts'
import { useSite } from '../../lib/site.tsx'

/**
 * The banner's code loads once the page shows it: it is never in the server's HTML, so it need not be
 * in the page's first-load JavaScript either (issue 25's budget).
 */
const CookieBannerPanel = lazy(() =>
  import('./cookie-banner-panel.tsx').then((module) => ({ default: module.CookieBannerPanel })),
)

/**
 * Cookie-consent banner (shell spec §2), outside call-centre mode, linking to the brand's privacy
 * policy. Shown after hydration so the cached page is the same for everyone.
 */
export function CookieBanner() {
  const { config } = useSite()
  const visible = useSyncExternalStore(
    subscribeToCookieConsent,
    () => !cookiesAccepted(),
    () => false,
  )

  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel privacyNoticeUrl={config.privacy_notice_url} />
    </Suspense>
  )
}
