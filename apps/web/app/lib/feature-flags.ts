import { parseFeatureFlags, type FeatureFlag } from '@insure/domain/catalogue'

/** The cookie that carries feature flags (shell spec §4); the site also writes it, see `rememberFlags`. */
export const FEATURE_FLAG_COOKIE = 'ff'

export type FlagSources = {
  url: string
  /** The `ff` cookie's value, if any. */
  cookie: string | null | undefined
  testMode: boolean
  /** Flags the server's environment turns on for everyone (LEGAL=1, …). */
  environmentFlags: readonly string[]
}

/**
 * Feature flags (shell spec §4): the `ff` cookie, the `ff` query parameter, the environment, and
 * debug on localhost in test mode. Used by the page server and the browser alike.
 */
export function featureFlagsFrom(sources: FlagSources): FeatureFlag[] {
  const url = new URL(sources.url)
  const flags = [
    ...parseFeatureFlags(sources.cookie),
    ...parseFeatureFlags(url.searchParams.get('ff')),
    ...parseFeatureFlags(sources.environmentFlags.join(',')),
  ]
  if (sources.testMode && ['localhost', '127.0.0.1'].includes(url.hostname)) flags.push('debug')
  return [...new Set(flags)]
}

/** A cookie's value from a Cookie header. */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  const part = (header ?? '').split(/;\s*/).find((entry) => entry.startsWith(`${name}=`))
  if (!part) return undefined
  try {
    return decodeURIComponent(part.slice(name.length + 1))
  } catch {
    return undefined
  }
}

/**
 * Keeps the session's flags in the `ff` cookie for the rest of the browser session, so the page
 * server renders menus and guards pages with the same flags the visitor's session holds.
 */
export function rememberFlags(flags: readonly string[], environmentFlags: readonly string[]) {
  const own = flags.filter((flag) => !environmentFlags.includes(flag) && flag !== 'debug')
  const value = own.join(',')
  const current = document.cookie.split('; ').find((part) => part.startsWith(`${FEATURE_FLAG_COOKIE}=`))
  if ((current?.slice(FEATURE_FLAG_COOKIE.length + 1) ?? '') === encodeURIComponent(value)) return
  document.cookie = value
    ? `${FEATURE_FLAG_COOKIE}=${encodeURIComponent(value)}; path=/; SameSite=Lax`
    : `${FEATURE_FLAG_COOKIE}=; path=/; SameSite=Lax; Max-Age=0`
}
