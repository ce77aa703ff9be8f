import { useRef } from 'react'
import { acceptCookies } from '../../lib/cookie-consent.ts'
import { useReservedEdge } from '../../lib/reserved-edge.ts'

/**
 * The cookie banner while it shows (./cookie-banner.tsx): the page keeps room above it for a control
 * that takes focus.
 */
export function CookieBannerPanel({ privacyNoticeUrl }: { privacyNoticeUrl: string }) {
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
