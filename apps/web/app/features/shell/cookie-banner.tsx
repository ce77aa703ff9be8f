import { useRef, useSyncExternalStore } from 'react'
import { acceptCookies, cookiesAccepted, subscribeToCookieConsent } from '../../lib/cookie-consent.ts'
import { useReservedEdge } from '../../lib/reserved-edge.ts'
import { useSite } from '../../lib/site.tsx'

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
  return <Banner privacyNoticeUrl={config.privacy_notice_url} />
}

/** The banner while it shows: the page keeps room above it for a control that takes focus. */
function Banner({ privacyNoticeUrl }: { privacyNoticeUrl: string }) {
  const banner = useRef<HTMLElement>(null)
  useReservedEdge(banner, 'bottom')
  const external = /^https?:/.test(privacyNoticeUrl)
  return (
    <section ref={banner} className="cookie-banner" aria-label="Cookies">
      <p>
        We use cookies to keep your visit working and to understand how the site is used. Read our{' '}
        <a href={privacyNoticeUrl} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          privacy policy
        </a>
        .
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          acceptCookies()
        }}
      >
        Accept
      </button>
    </section>
  )
}
