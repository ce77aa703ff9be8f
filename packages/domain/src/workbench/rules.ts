/**
 * The workbench token of call-centre mode (shell spec §3 Workbench token data, §4 Workbench token
 * status): the rules that turn what the workbench stored into what the site restores. Zod-free, so the
 * browser can import them without loading zod; the schemas of the calls are in ./schema.ts.
 */
import { contactGenderFromCode, type ContactGender } from '../catalogue/lists.ts'
import { formatCents } from '../money/index.ts'

/** Shell spec §4: new (also forced when there are no quotes) or continue. */
export const WORKBENCH_STATUSES = ['new', 'continue'] as const
export type WorkbenchStatus = (typeof WORKBENCH_STATUSES)[number]

/**
 * How long a launch token may be opened: the workbench issues it as the agent clicks, so minutes
 * are plenty, and a link left in a log or a history is soon worth nothing (issue 22).
 */
export const LAUNCH_TOKEN_TTL_S = 10 * 60

/** What an agent's page says to a browser without an agent session (issue 22). */
export const NO_AGENT_SESSION_MESSAGE =
  'This browser has no agent session. Launch the quote from the workbench.'

/** How long the agent session a launch token opens lasts, at most (or until the browser closes): a shift. */
export const AGENT_SESSION_TTL_S = 12 * 60 * 60

/** The connected-dialler parameters the verify call carries (shell spec §7), with their longest value. */
export const CONNEX_FIELD_MAX_CHARS = {
  lead_id: 64,
  contact: 64,
  company: 64,
  product: 64,
  agent: 64,
  firstname: 100,
  surname: 100,
  idnumber: 13,
  mobile: 20,
  email: 254,
} as const
export type ConnexField = keyof typeof CONNEX_FIELD_MAX_CHARS
export type ConnexData = Partial<Record<ConnexField, string>>

/**
 * The verify call's connex parameters from the launch link's (the site keeps the link's names:
 * `cid` is the dialler's contact, `product_code` its product).
 */
export function connexDataOfLaunch(launch: Readonly<Record<string, string>> | undefined): ConnexData {
  const renamed: Record<string, string | undefined> = {
    ...launch,
    contact: launch?.contact ?? launch?.cid,
    product: launch?.product ?? launch?.product_code,
  }
  const connex: ConnexData = {}
  for (const field of Object.keys(CONNEX_FIELD_MAX_CHARS) as ConnexField[]) {
    const value = renamed[field]?.trim()
    if (value) connex[field] = value.slice(0, CONNEX_FIELD_MAX_CHARS[field])
  }
  return connex
}

/**
 * The dialler's parameters a launch may use: those of a link that names the launching agent (its
 * `agent`); a link naming another agent, or none, is ignored, so nobody can put a customer's details
 * in front of an agent by crafting a link (issue 22).
 */
export function diallerDataFor(connex: ConnexData, agentId: string): ConnexData {
  return connex.agent === agentId ? connex : {}
}

/** Metadata names of the token data (shell spec §3: id/value pairs flattened onto the record). */
export const WORKBENCH_METADATA = {
  username: 'USERNAME',
  agentId: 'AGENT_ID',
  companyCode: 'COMPANY_CODE',
  productCode: 'PRODUCT_CODE',
  leadId: 'LEAD_ID',
} as const

export type WorkbenchMetadataItem = { id: string; value: string }

/** The metadata list as one record, id → value; a later pair wins over an earlier one. */
export function metadataRecord(metadata: readonly WorkbenchMetadataItem[]): Record<string, string> {
  return Object.fromEntries(metadata.map((item) => [item.id, item.value]))
}

/** Shell spec §4: the status is new when forced or when there is no quote to continue. */
export function workbenchStatus(quoteCount: number, forcedNew = false): WorkbenchStatus {
  return forcedNew || quoteCount === 0 ? 'new' : 'continue'
}

/** The contact as the workbench stores it with the token: gender as a code (f, m). */
export type StoredWorkbenchContact = {
  name?: string | null
  surname?: string | null
  mobile?: string | null
  email?: string | null
  idNumber?: string | null
  gender?: string | null
}

/** The contact the site prefills (forms spec §4: gender f is Female, m Male, anything else NA). */
export type WorkbenchContact = {
  name: string | null
  surname: string | null
  mobile: string | null
  email: string | null
  idNumber: string | null
  gender: ContactGender
}

/**
 * The token's contact with what the dialler sent: the dialler has the person on the line, so its
 * names, ID number, mobile and e-mail win over the workbench's.
 */
export function workbenchContact(
  stored: StoredWorkbenchContact | null,
  connex: ConnexData,
): WorkbenchContact {
  const pick = (dialled: string | undefined, kept: string | null | undefined) =>
    dialled?.trim() || kept?.trim() || null
  return {
    name: pick(connex.firstname, stored?.name),
    surname: pick(connex.surname, stored?.surname),
    mobile: pick(connex.mobile, stored?.mobile),
    email: pick(connex.email, stored?.email),
    idNumber: pick(connex.idnumber, stored?.idNumber),
    gender: contactGenderFromCode(stored?.gender),
  }
}

/** Shell spec §4: a continued quote's cover (cents) with two decimals, as the site shows cover. */
export function workbenchCover(coverCents: number | null): string | null {
  return coverCents === null ? null : formatCents(coverCents)
}

type PageLike = { hashedPageId: string; index: number }

/** Where a continued quote goes (shell spec §4). */
export type ContinueStep<P> =
  /** The last page is the first (the quick quote): show the quote and its disclaimer. */
  | { step: 'disclaimer' }
  /** Further along: the next page, in the full quote process. */
  | { step: 'next-page'; page: P }
  /** The page history names a page the journey does not have (spec: an error in the console only). */
  | { step: 'page-not-found'; hashedPageId: string }

/**
 * Shell spec §4 continue: when the last page visited is the journey's first, the disclaimer; otherwise
 * the page after it (the last page stays itself). No page history means the quote stopped at the first.
 */
export function continueStep<P extends PageLike>(
  pages: readonly P[],
  lastHashedPageId: string | null,
): ContinueStep<P> {
  const ordered = [...pages].sort((a, b) => a.index - b.index)
  if (!lastHashedPageId || ordered[0]?.hashedPageId === lastHashedPageId) return { step: 'disclaimer' }
  const at = ordered.findIndex((page) => page.hashedPageId === lastHashedPageId)
  if (at < 0) return { step: 'page-not-found', hashedPageId: lastHashedPageId }
  return { step: 'next-page', page: ordered[at + 1] ?? ordered[at]! }
}
