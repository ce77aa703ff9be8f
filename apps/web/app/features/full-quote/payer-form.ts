/**
 * The payer of a banking page's form (issue 24, forms spec §3 Payer), read into the purchase's
 * `payer` and checked by the banking page's rule (@insure/domain/full-quote, banking-details): the
 * API applies the same, and also refuses the policyholder's own ID number. Pure: the page's action
 * and its unit tests use it.
 */
import { checkPayer, type PayerInput } from '@insure/domain/full-quote'
import { messagesOfPageErrors, type FieldMessages } from './page-forms.ts'

/** The choice that opens the payer's section. */
export const SOMEONE_ELSE_PAYS_FIELD = 'someoneElsePays'

/** The payer's fields, as `payer.<name>` on the form. */
export const PAYER_FIELDS = ['title', 'name', 'surname', 'citizenId', 'mobile', 'email', 'consent'] as const
export type PayerField = (typeof PAYER_FIELDS)[number]

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The payer the form names, with its messages; none when the policyholder pays (the box unticked). */
export function payerOf(form: FormData): { payer: PayerInput | null; messages: FieldMessages } {
  if (form.get(SOMEONE_ELSE_PAYS_FIELD) !== 'on') return { payer: null, messages: {} }
  const payer = {
    title: text(form, 'payer.title'),
    name: text(form, 'payer.name'),
    surname: text(form, 'payer.surname'),
    citizenId: text(form, 'payer.citizenId'),
    mobile: text(form, 'payer.mobile'),
    email: text(form, 'payer.email'),
    consent: form.get('payer.consent') === 'on',
  }
  const checked = checkPayer(payer)
  return { payer: payer as PayerInput, messages: messagesOfPageErrors(checked.errors) }
}
