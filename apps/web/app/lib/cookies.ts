/** The site's own cookies besides the XSRF token: feature flags (shell spec §4) and, in call-centre
 *  mode, the company the launch link chose. Both live for the browser session only. */
export { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE } from '@insure/domain/catalogue'

/** A cookie's value from a Cookie header (or `document.cookie`), decoded; undefined when absent. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  const part = (header ?? '').split(/;\s*/).find((entry) => entry.startsWith(`${name}=`))
  if (!part) return undefined
  try {
    return decodeURIComponent(part.slice(name.length + 1))
  } catch {
    return undefined
  }
}

/** A cookie of the current page; undefined on the server or when it is not set. */
export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : cookieFromHeader(document.cookie, name)
}

/** Sets a cookie for the rest of the browser session, or removes it when the value is empty. */
export function writeSessionCookie(name: string, value: string) {
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`
    : `${name}=; path=/; SameSite=Lax; Max-Age=0`
}
