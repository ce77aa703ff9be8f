import { useSyncExternalStore } from 'react'
import { acceptCookies, cookiesAccepted, subscribeToCookieConsent } from '../../lib/cookie-consent.ts'
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
  const external = /^https?:/.test(config.privacy_notice_url)
  return (
    <section className="cookie-banner" aria-label="Cookies">
      <p>
        We use cookies to keep your visit working and to understand how the site is used. Read our{' '}
        <a href={config.privacy_notice_url} {...(external ? { rel: 'noopener noreferrer' } : {})}>
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
