/**
 * A page kind as one unit (docs/decisions/009): the schema of its settings (seed data of the
 * journey), the schema of what the page sends, `validate(settings, input, context)` that the page
 * server's action and the API's handler both call, and when a page of the kind is done. Adding a
 * kind is one file here, one entry of PAGE_DEFINITIONS, one view of the site and one save of the API.
 */
import type { z } from '../../zod-config/index.ts'
import type { FullQuotePage, QuoteProgress } from '../journey.ts'

/** A message beside a field: `path` names it as the page sends it (`residence.street`, `beneficiaries.0.name`). */
export interface PageError {
  /** The question's id on a questions page; the field's path on a special page. */
  path: string
  message: string
}

/** What `validate` gives: the page's answer checked (in the shape it is stored), or the messages. */
export type PageCheck<T> = { ok: true; value: T } | { ok: false; errors: PageError[] }

/**
 * The API calls a page saves through (forms spec §7). The web action and the API read the same
 * setting: the page server posts to it, and the API refuses a page sent to another call.
 */
export const PAGE_CALLS = [
  'questionDetails',
  'disclaimer',
  'contact',
  'updateContact',
  'addBeneficiary',
  'lifeAddressesAndBeneficiaries',
  'accept',
  'purchase',
  'lifePurchase',
  /** POST A/quote/validate: a page a domain rule checks on the server before it is stored (GAP's medical aid; VAP's vehicle and address). */
  'validate',
  // The car full sale's (forms spec §7 …/full-sale/validate and /purchase).
  'carFullSaleValidate',
  'carFullSalePurchase',
  'none',
] as const
export type PageCall = (typeof PAGE_CALLS)[number]

export interface PageDefinition<Settings, Input, Context, Value> {
  /** The page's settings as seeded: a page reads only its kind's. */
  settingsSchema: z.ZodType<Settings>
  /** What the page sends (the API's body part; the form read into it). */
  inputSchema: z.ZodType<Input>
  /** The call the page saves through when its settings name none. */
  savesThrough: PageCall
  /** The page's answer checked with the spec's messages: the same rule for the site and the API. */
  validate(settings: Settings, input: unknown, context: Context): PageCheck<Value>
  /** Whether the person has answered what a page of this kind asks (or the server recorded it). */
  isComplete(page: FullQuotePage, progress: QuoteProgress): boolean
}

/** Zod issues as page errors under `prefix` (the first message of each field wins on the page). */
export function pageErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): PageError[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }))
}

/** A special page is done when the server recorded it done (its save stored the page's rows). */
export function recordedAsDone(page: FullQuotePage, progress: QuoteProgress): boolean {
  return progress.done.has(page.code)
}
