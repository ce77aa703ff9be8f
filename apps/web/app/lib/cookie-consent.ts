/**
 * The visitor's answer to the cookie banner (shell spec §2), kept in local storage. The banner
 * (features/shell) writes it; tracking reads it: analytics identifies a visitor only after they
 * accepted (shell spec §7).
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent'

const listeners = new Set<() => void>()
let acceptedInMemory = false

export function subscribeToCookieConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the visitor accepted cookies; false on the server and when storage cannot be read. */
export function cookiesAccepted(): boolean {
  if (acceptedInMemory) return true
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted'
  } catch {
    return false
  }
}

export function acceptCookies(): void {
  acceptedInMemory = true
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
  } catch {
    // storage unavailable: the answer holds for this page view
  }
  listeners.forEach((listener) => listener())
}
