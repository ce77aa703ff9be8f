/**
 * Session lifetime, storage key and limits (shell spec §3, §4), without schemas: the browser imports
 * these, and zod stays out of its first load. The request and receipt schemas are in ./schema.ts.
 */

/** Shell spec §4: a session older than 7 days is replaced by a new one. */
export const SESSION_TTL_MS = 604_800_000
/** Shell spec §3: the browser keeps its session in session storage under this key. */
export const SESSION_STORAGE_KEY = 'session'

/** Longest page URL, user agent and platform the server keeps; the site trims to these before sending. */
export const SESSION_TEXT_MAX_CHARS = { location: 2048, browser: 512, operatingSystem: 128 } as const

/** True when a session created at `createdAtMs` has outlived SESSION_TTL_MS at `nowMs`. */
export function isSessionExpired(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs > SESSION_TTL_MS
}

/** The session id a session/create answer names (the first and only of its list, forms spec §7). */
export function createdSessionIdOf(receipt: { hashedSessionId: readonly string[] }): string {
  return receipt.hashedSessionId[0]!
}
