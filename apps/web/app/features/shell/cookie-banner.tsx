import { useSyncExternalStore } from 'react'
import { useSite } from '../../lib/site.tsx'

export const COOKIE_CONSENT_KEY = 'cookie-consent'

const listeners = new Set<() => void>()
let acceptedInMemory = false

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function consentMissing(): boolean {
  if (acceptedInMemory) return false
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) !== 'accepted'
  } catch {
    return true
  }
}

function acceptCookies() {
  acceptedInMemory = true
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
  } catch {
    // storage unavailable: the banner stays closed for this page view
  }
  listeners.forEach((listener) => listener())
}

/**
 * Cookie-consent banner (shell spec §2), outside call-centre mode, linking to the brand's privacy
 * policy. Shown after hydration so the cached page is the same for everyone.
 */
export function CookieBanner() {
  const { config } = useSite()
  const visible = useSyncExternalStore(subscribe, consentMissing, () => false)

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
