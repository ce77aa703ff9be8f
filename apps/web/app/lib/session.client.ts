import { parseFeatureFlags, type CompanyCode } from '@insure/domain/catalogue'
import {
  SESSION_STORAGE_KEY,
  SESSION_TEXT_MAX_CHARS,
  isSessionExpired,
  type SessionReceipt,
} from '@insure/domain/session'
import type { ApiClient } from './api-client.ts'

/** The browser's Session entity (shell spec §3): the fields the shell keeps so far. */
export type SiteSession = {
  hashedSessionId?: string
  contactId?: string
  /** The campaign id (ucid). */
  uci: string | null
  location: string
  browser: string
  operatingSystem: string
  companyCode: CompanyCode
  callcentre: boolean
  createDateMilliseconds: number
  transactionOriginOnline: boolean
  featureFlags: string[]
  environments: { key: string; value: string }[]
  landingSlug: string | null
}

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

export function memorySessionStore(): SessionStore {
  let value: string | null = null
  return { read: () => value, write: (next) => (value = next), clear: () => (value = null) }
}

export type VisitContext = {
  url: string
  referrer: string
  userAgent: string
  platform: string
  /** The `ff` cookie's value, if any. */
  featureFlagCookie: string | undefined
  companyCode: CompanyCode
  callCentre: boolean
  testMode: boolean
  /** Flags the server's environment turns on for everyone. */
  environmentFlags: string[]
  nowMs: number
}

/** The campaign id: `ucid` from the page's query string, else from the referrer's (shell spec §4). */
export function campaignIdOf(url: string, referrer: string): string | null {
  for (const candidate of [url, referrer]) {
    try {
      const ucid = new URL(candidate).searchParams.get('ucid')
      if (ucid) return ucid
    } catch {
      // an empty or relative referrer has no campaign
    }
  }
  return null
}

/**
 * Feature flags (shell spec §4): the `ff` cookie, the `ff` query parameter, the environment, and debug
 * on localhost in test mode.
 */
export function featureFlagsOf(visit: VisitContext): string[] {
  const url = new URL(visit.url)
  const flags = [
    ...parseFeatureFlags(visit.featureFlagCookie),
    ...parseFeatureFlags(url.searchParams.get('ff')),
    ...visit.environmentFlags,
  ]
  if (visit.testMode && ['localhost', '127.0.0.1'].includes(url.hostname)) flags.push('debug')
  return [...new Set(flags)]
}

function landingSlugOf(url: string): string | null {
  const match = /^\/home\/([^/]+)\/?$/.exec(new URL(url).pathname)
  return match ? decodeURIComponent(match[1]!) : null
}

/** A new session records user agent, platform, URL and campaign id (shell spec §4). */
export function newSession(visit: VisitContext): SiteSession {
  return {
    uci: campaignIdOf(visit.url, visit.referrer),
    location: visit.url,
    browser: visit.userAgent,
    operatingSystem: visit.platform,
    companyCode: visit.companyCode,
    callcentre: visit.callCentre,
    createDateMilliseconds: visit.nowMs,
    transactionOriginOnline: true,
    featureFlags: featureFlagsOf(visit),
    environments: [],
    landingSlug: landingSlugOf(visit.url),
  }
}

/**
 * The stored session, brought up to date with this visit, or a new one when none is stored, the
 * stored one is older than 7 days, or it belongs to another company.
 */
export function currentSession(store: SessionStore, visit: VisitContext): SiteSession {
  let stored: SiteSession | null = null
  try {
    stored = JSON.parse(store.read() ?? 'null') as SiteSession | null
  } catch {
    stored = null
  }
  if (
    !stored ||
    typeof stored.createDateMilliseconds !== 'number' ||
    isSessionExpired(stored.createDateMilliseconds, visit.nowMs) ||
    stored.companyCode !== visit.companyCode
  ) {
    return newSession(visit)
  }
  const flags = [...new Set([...stored.featureFlags, ...featureFlagsOf(visit)])]
  return {
    ...stored,
    location: visit.url,
    featureFlags: flags,
    landingSlug: landingSlugOf(visit.url) ?? stored.landingSlug,
  }
}

/**
 * Creates the session on the server when it has no id yet, updates it otherwise; not in call-centre
 * mode (shell spec §4). Throws when the server refuses: the caller sends the visitor to error/ToHomePage.
 */
export async function syncSessionWithServer(session: SiteSession, api: ApiClient): Promise<SiteSession> {
  if (session.callcentre) return session
  const fields = {
    location: session.location.slice(0, SESSION_TEXT_MAX_CHARS.location),
    browser: session.browser.slice(0, SESSION_TEXT_MAX_CHARS.browser),
    operatingSystem: session.operatingSystem.slice(0, SESSION_TEXT_MAX_CHARS.operatingSystem),
    uci: session.uci,
    companyCode: session.companyCode,
    featureFlags: session.featureFlags,
    landingSlug: session.landingSlug,
    callcentre: session.callcentre,
    transactionOriginOnline: session.transactionOriginOnline,
    createDateMilliseconds: session.createDateMilliseconds,
  }
  if (!session.hashedSessionId) {
    const receipt = await api.post<SessionReceipt>('/wyzeapi/session/create', fields)
    return {
      ...session,
      hashedSessionId: receipt.hashedSessionId,
      contactId: receipt.cid,
      environments: receipt.environments,
    }
  }
  const receipt = await api.put<SessionReceipt>('/wyzeapi/session/update', {
    ...fields,
    hashedSessionId: session.hashedSessionId,
  })
  return { ...session, contactId: receipt.cid, environments: receipt.environments }
}
