import { parseFeatureFlags, type FeatureFlag } from '@insure/domain/catalogue'
import { FEATURE_FLAG_COOKIE, readCookie, writeSessionCookie } from './cookies.ts'

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

/**
 * Keeps the session's flags in the `ff` cookie for the rest of the browser session, so the page
 * server renders menus and guards pages with the same flags the visitor's session holds.
 */
export function rememberFlags(flags: readonly string[], environmentFlags: readonly string[]) {
  const own = flags.filter((flag) => !environmentFlags.includes(flag) && flag !== 'debug').join(',')
  if ((readCookie(FEATURE_FLAG_COOKIE) ?? '') !== own) writeSessionCookie(FEATURE_FLAG_COOKIE, own)
}
