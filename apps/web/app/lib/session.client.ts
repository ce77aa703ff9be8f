import { productOfCode, type CompanyCode, type FeatureFlag } from '@insure/domain/catalogue'
import { landingSlugOfPath } from '@insure/domain/content'
import {
  SESSION_TEXT_MAX_CHARS,
  isSessionExpired,
  createdSessionIdOf,
  type SessionCreateReceipt,
  type SessionReceipt,
} from '@insure/domain/session'
import type { WorkbenchContact } from '@insure/domain/workbench'
import type { ApiClient } from './api-client.ts'
import type { ListedProduct } from './product-list.ts'
import { campaignIdOf } from './campaign-id.ts'
import { featureFlagsFrom } from './feature-flags.ts'
import { browserSessionStore, readStoredSession, type SessionStore } from './session-store.ts'

// The store lives in ./session-store.ts, light enough for the shell's first load; re-exported so the
// pages keep one place to import the session from.
export {
  browserSessionStore,
  memorySessionStore,
  readStoredSession,
  type SessionStore,
} from './session-store.ts'

/** The footer's product items (shell spec §3 "Footer product item": id, name, title). */
export type FooterProductItem = { id: number; name: string; title: string }

/** A quick-quote result as the session keeps it, with the product it was for. */
export type StoredQuickQuoteResult = {
  productCode: string
  hashedProductId: string
  result: Record<string, unknown>
}

/**
 * The browser's Session entity (shell spec §3). The server owns the quote (DESIGN.md): the quote
 * fields here are its cache, written where the spec says, never read to decide anything the server
 * has not said.
 */
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
  featureFlags: FeatureFlag[]
  environments: { key: string; value: string }[]
  landingSlug: string | null
  /** All products (GET A/product/all), loaded once a session, at its start. */
  products?: ListedProduct[]
  /** The footer's product items of the company configuration, as the shell shows them. */
  footer?: FooterProductItem[]
  /** The hashed id of the quote a resume link opened (resume-quote/{hashedQuoteId}), else null. */
  resumeQuote?: string | null
  /** The policy number of the quote bought in this visit (the congratulations page). */
  policyNumber?: string | null
  /** The cover of the last quick quote, in cents (the quote's qqValue.cover, shell spec §3). */
  selectedCover?: number | null
  /** The quick-quote result before the last one replaced it: a changed answer can be undone. */
  qqResultBackup?: StoredQuickQuoteResult | null
  /** Sent with call-back and contact-us payloads when the session has it (forms spec §3). */
  mustUseDirectTrafficUcid?: boolean
  /** Start-up `qId`, then the last quick quote's: the hashed quick-quote session to continue. */
  hashedQuickQuoteSessionId?: string
  // Quick-quote data (shell spec §3), kept so a reload of /quote continues where the visitor was.
  /** Products with a quick quote started in this visit (product codes, most recent last). */
  qqProducts?: string[]
  /** The answers so far by question id (the question engine's state; ids are unique across products). */
  qqObjects?: Record<string, unknown>
  /** Position of the first question of the current product not yet answered. */
  qqQuestionIndex?: number
  /**
   * The product whose answers in qqObjects the API does not hold yet (a save still waiting when the
   * page went): this tab's copy is then the newer one (issue 25). Null once the API holds them.
   */
  qqDraftUnsaved?: string | null
  /**
   * The product whose answers (and result) in the session a workbench launch just put there: the
   * token's prefill or its linked quick quote. They win over the API's draft for this browser until
   * the agent changes them (a fresh launch is the agent's, issue 25).
   */
  qqLaunched?: string | null
  /** The last quick-quote result, with the product it was for. */
  qqResult?: StoredQuickQuoteResult | null
  /** Premium and cover of the last quote, in cents. */
  qqValue?: { premium: number; cover: number } | null
  /** The sub-product quoted (a VAP option product), null for a main product. */
  qqSubProduct?: string | null
  // Full-quote data (shell spec §3): a cache of the server's state, which decides.
  /** The quote being bought. */
  hashedQuoteId?: string
  /** The full-quote page shown last. */
  hashedPageId?: string
  /** The code of that page. */
  quoteState?: string
  /**
   * Call-centre mode: the scripts of the quote's pages (GET A/pages/{id}/script) by hashed page id,
   * as the server's state gives them (agentScriptPages): viewable, those of the pages the agent may
   * open now (up to the first still to answer); pending, those of the pages still to come. Empty
   * for a visitor, who sees no scripts.
   */
  viewableScripts: string[]
  pendingScripts: string[]
  /** Whether the full quote's pages are under way (not yet bought). */
  showFullQuoteProcess?: boolean
  /** The product the visitor chose on the quote page: its internalName (shell spec §3), "FUNERAL". */
  selectedProduct?: string
  /** Test-data generator ages (start-up `minAge`, `maxAge`; defaults 20 and 64). */
  testDataAges?: { minAge: number; maxAge: number }
  /** Call-centre launch parameters (connected dialler: cnx, lead_id, cid, company, product, agent, contact). */
  connexData?: Record<string, string>
  // Call-centre workbench launch (shell spec §3, §4), written once the token is verified.
  /** The workbench token verified in this visit. */
  wbToken?: string
  /** Who launched it: the agent's user name (sent to tracking) and id. */
  wbTokenData?: { USERNAME: string; agentId: string }
  /** The journey step the agent is on (quick-quote for a new token). */
  currstep?: string
  currstepIndex?: number
  /** The customer the workbench and the dialler named (personal information: kept in the tab only). */
  contact?: WorkbenchContact
  /** Hashed ids of the journey pages the quote has been through, the last one last. */
  pageHistory?: string[]
  /** A GAP quote session to resume (shell spec §4). */
  gapQuoteSessionId?: string | null
  /** The GAP quote (shell spec §3: premium, policyNo, gapQuoteSessionId); the GAP pages write it. */
  gapQuoteSession?: GapQuoteSession
  /** The car full sale (shell spec §3): the vehicle search keeps the chosen car here (forms spec §4). */
  carFullSaleSession?: CarFullSaleSession
}

export type GapQuoteSession = {
  premium?: number | null
  policyNo?: string | null
  gapQuoteSessionId?: string | null
}

/**
 * The session's GAP quote (shell spec §3), written by the GAP pages: the premium in cents (the one
 * accepted, else the one rated), the policy number once bought, and gapQuoteSessionId, which is the
 * GAP quote's id (what an agent's workbench token names to continue it). A quote of another product
 * writes nothing.
 */
export function gapQuoteSessionFields(quote: {
  productCode: string
  hashedQuoteId: string
  premiumCents: number | null
  policyNumber: string | null
}): Partial<SiteSession> {
  if (productOfCode(quote.productCode)?.internalName !== 'GAP') return {}
  return {
    gapQuoteSession: {
      premium: quote.premiumCents,
      policyNo: quote.policyNumber,
      gapQuoteSessionId: quote.hashedQuoteId,
    },
  }
}

/**
 * The session's car full sale (shell spec §3). Its money is in cents, as the GAP quote's premium and
 * every amount the API answers (DESIGN.md: money is integer cents): the spec names finalPremium
 * without a unit, and one unit for both caches keeps a reader from mistaking one for the other.
 */
export type CarFullSaleSession = {
  /** The bought policy's monthly premium, in cents. */
  finalPremium?: number | null
  policyNumber?: string | null
  carFullSaleSessionId?: string | null
  /** The vehicle chosen in the vehicle search, with its model year; null once the search clears it. */
  selectedCar: Record<string, unknown> | null
}

/** Merges fields into the stored session; nothing happens before the shell stored one. */
export function mergeIntoStoredSession(fields: Partial<SiteSession>): void {
  const session = readStoredSession()
  if (!session) return
  browserSessionStore().write(JSON.stringify({ ...session, ...fields }))
}

/**
 * The session's fields for a product being quoted, by the quick quote or a workbench launch
 * (qqProducts keeps each product once, most recent last).
 */
export function productFields(
  productCode: string,
  session: SiteSession | null = readStoredSession(),
): Partial<SiteSession> {
  const products = (session?.qqProducts ?? []).filter((code) => code !== productCode)
  return {
    selectedProduct: productOfCode(productCode)?.internalName,
    qqProducts: [...products, productCode],
    // The VAP options are sub-products of VAP (spec: qqSubProduct).
    qqSubProduct: productCode.startsWith('vaps') ? productCode : null,
  }
}

/**
 * The session's fields for a new quick-quote result (shell spec §3): the result and its value, the
 * cover chosen (selectedCover), and the result it replaces kept as qqResultBackup.
 */
export function quickQuoteResultFields(
  result: StoredQuickQuoteResult,
  value: { premium: number; cover: number } | null,
  session: SiteSession | null = readStoredSession(),
): Partial<SiteSession> {
  return {
    qqResult: result,
    qqValue: value,
    selectedCover: value?.cover ?? null,
    qqResultBackup: session?.qqResult ?? session?.qqResultBackup ?? null,
  }
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
  /** The footer's product items the shell shows (the company configuration's products). */
  footer?: FooterProductItem[]
}

/** Feature flags of this visit (shell spec §4): cookie, query, environment, debug on localhost in test mode. */
export function featureFlagsOf(visit: VisitContext): FeatureFlag[] {
  return featureFlagsFrom({
    url: visit.url,
    cookie: visit.featureFlagCookie,
    testMode: visit.testMode,
    environmentFlags: visit.environmentFlags,
  })
}

/** Test-data generator age defaults (shell spec §6). */
export const TEST_DATA_MIN_AGE = 20
export const TEST_DATA_MAX_AGE = 64

/** Call-centre launch parameters (shell spec §2), under the names the spec lists, first spelling wins. */
const CONNEX_PARAMETERS: Record<string, readonly string[]> = {
  cnx: ['cnx'],
  lead_id: ['lead_id'],
  cid: ['cid'],
  company: ['cpy', 'companycode', 'company_code', 'company'],
  product_code: ['product_code'],
  agent: ['agent'],
  firstname: ['firstname', 'first_name'],
  surname: ['surname', 'last_name'],
  idnumber: ['idnumber'],
  mobile: ['mobile'],
  email: ['email'],
}

/**
 * What the start-up query parameters ask of the session (shell spec §2): `qId`, `hashedSessionId`,
 * `minAge`/`maxAge`, and in call-centre mode the connected-dialler parameters.
 */
export function startupParameters(url: string, callCentre: boolean): Partial<SiteSession> {
  const query = new URL(url).searchParams
  const fields: Partial<SiteSession> = {}
  const qId = query.get('qId')
  if (qId) fields.hashedQuickQuoteSessionId = qId
  const hashedSessionId = query.get('hashedSessionId')
  if (hashedSessionId) fields.hashedSessionId = hashedSessionId
  const age = (name: string, fallback: number) => {
    const value = Number.parseInt(query.get(name) ?? '', 10)
    return Number.isFinite(value) && value > 0 && value < 120 ? value : fallback
  }
  if (query.has('minAge') || query.has('maxAge')) {
    fields.testDataAges = {
      minAge: age('minAge', TEST_DATA_MIN_AGE),
      maxAge: age('maxAge', TEST_DATA_MAX_AGE),
    }
  }
  if (callCentre) {
    const connex: Record<string, string> = {}
    for (const [field, names] of Object.entries(CONNEX_PARAMETERS)) {
      const value = names.map((name) => query.get(name)).find((candidate) => candidate)
      if (value) connex[field] = value
    }
    if (Object.keys(connex).length > 0) fields.connexData = connex
  }
  return fields
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
    viewableScripts: [],
    pendingScripts: [],
    featureFlags: featureFlagsOf(visit),
    environments: [],
    landingSlug: landingSlugOfPath(new URL(visit.url).pathname),
    footer: visit.footer ?? [],
    resumeQuote: resumeQuoteOf(visit.url),
    ...startupParameters(visit.url, visit.callCentre),
  }
}

/** The quote a resume-quote/{hashedQuoteId} link names (shell spec §2), else null. */
function resumeQuoteOf(url: string): string | null {
  const match = /^\/resume-quote\/([^/]+)\/?$/.exec(new URL(url).pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
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
  // A connected-dialler launch (cnx=1) starts from a clean session (shell spec §4).
  const connectedDialler = visit.callCentre && new URL(visit.url).searchParams.get('cnx') === '1'
  if (
    connectedDialler ||
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
    // A session stored before the lists were kept has none.
    viewableScripts: (stored as Partial<SiteSession>).viewableScripts ?? [],
    pendingScripts: (stored as Partial<SiteSession>).pendingScripts ?? [],
    location: visit.url,
    featureFlags: flags,
    landingSlug: landingSlugOfPath(new URL(visit.url).pathname) ?? stored.landingSlug,
    footer: visit.footer ?? stored.footer ?? [],
    resumeQuote: resumeQuoteOf(visit.url) ?? stored.resumeQuote ?? null,
    ...startupParameters(visit.url, visit.callCentre),
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
    const receipt = await api.post<SessionCreateReceipt>('/wyzeapi/session/create', fields)
    return {
      ...session,
      hashedSessionId: createdSessionIdOf(receipt),
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
