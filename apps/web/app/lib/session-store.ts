import { SESSION_STORAGE_KEY } from '@insure/domain/session'
import type { SiteSession } from './session.client.ts'

/*
 * The tab's stored session, without the rules that start or sync one (./session.client.ts): the
 * shell reads it on every page (tracking, the developer bar), so it is part of the first load, and
 * the session's start loads after hydration (./use-site-session.ts).
 */

export type SessionStore = { read(): string | null; write(value: string): void; clear(): void }

/** Session storage under the key `session`, or memory when storage is unavailable (shell spec §3). */
export function browserSessionStore(): SessionStore {
  try {
    const storage = window.sessionStorage
    storage.setItem('__probe__', '1')
    storage.removeItem('__probe__')
    return {
      read: () => storage.getItem(SESSION_STORAGE_KEY),
      write: (value) => storage.setItem(SESSION_STORAGE_KEY, value),
      clear: () => storage.removeItem(SESSION_STORAGE_KEY),
    }
  } catch {
    return memorySessionStore()
  }
}

/** The session stored in this tab, or null when there is none or it cannot be read. */
export function readStoredSession(): SiteSession | null {
  try {
    return JSON.parse(browserSessionStore().read() ?? 'null') as SiteSession | null
  } catch {
    return null
  }
}

/** A store in memory: where session storage is unavailable, and in tests. */
export function memorySessionStore(): SessionStore {
  let value: string | null = null
  return { read: () => value, write: (next) => (value = next), clear: () => (value = null) }
}
