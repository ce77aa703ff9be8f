/**
 * The payer of a banking page's form (issue 24, forms spec §3 Payer), read into the purchase's
 * `payer` and checked by the banking page's rule (@insure/domain/full-quote, banking-details): the
 * API applies the same, and also refuses the policyholder's own ID number. Pure: the page's form
 * schema (page-forms.ts, debitOrderFormSchema) and its unit tests use it.
 */
import { checkPayer, type PageError, type PayerInput } from '@insure/domain/full-quote'

/** The choice that opens the payer's section (no dot: it is not a nested field). */
export const SOMEONE_ELSE_PAYS_FIELD = 'someoneElsePays'

/** The payer's fields, as `payer.<name>` on the form (Conform nests them under `payer`). */
export const PAYER_FIELDS = ['title', 'name', 'surname', 'citizenId', 'mobile', 'email', 'consent'] as const
export type PayerField = (typeof PAYER_FIELDS)[number]

/** The first text sent under a name of a payload Conform read, trimmed; '' when none. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first.trim() : ''
}

/**
 * The payer a form names (its payload as Conform reads it: `payer.title` nested under `payer`), with
 * the rule's errors (`payer.<field>`); none when the policyholder pays (the box unticked).
 */
export function payerOf(payload: Record<string, unknown>): {
  payer: PayerInput | null
  errors: PageError[]
} {
  if (textOf(payload[SOMEONE_ELSE_PAYS_FIELD]) !== 'on') return { payer: null, errors: [] }
  const sent = payload.payer !== null && typeof payload.payer === 'object' ? payload.payer : {}
  const field = (name: PayerField) => textOf((sent as Record<string, unknown>)[name])
  const payer = {
    title: field('title'),
    name: field('name'),
    surname: field('surname'),
    citizenId: field('citizenId'),
    mobile: field('mobile'),
    email: field('email'),
    consent: field('consent') === 'on',
  }
  return { payer: payer as PayerInput, errors: checkPayer(payer).errors }
}
