import { TITLE_REQUIRED_MESSAGE } from '@insure/domain/contact'
import { PAYER_CONSENT_MESSAGE } from '@insure/domain/full-quote'
import { PHONE_NUMBER_INVALID_MESSAGE } from '@insure/domain/phone'
import { describe, expect, it } from 'vitest'
import { saIdNumber } from '../../../../../packages/domain/test/sa-id-numbers.ts'
import { echoForm } from '../../lib/forms/schema-form.ts'
import { payerOf } from './payer-form.ts'

/** A form as Conform reads it: `payer.title` nested under `payer`. */
function formOf(entries: Record<string, string>): Record<string, unknown> {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.append(name, value)
  return (echoForm(form).initialValue ?? {}) as Record<string, unknown>
}

/** The rule's errors by field name. */
const messagesOf = (errors: readonly { path: string; message: string }[]) =>
  Object.fromEntries(errors.map((error) => [error.path, error.message]))

/** A woman's ID number (digit 7 below 5): the title Mrs agrees with it. */
const PAYER_ID = saIdNumber('620320', '0123')

const PAYER_FORM = {
  'payer.title': 'Mrs',
  'payer.name': ' Nomsa ',
  'payer.surname': 'Khumalo',
  'payer.citizenId': PAYER_ID,
  'payer.mobile': '083 555 0199',
  'payer.email': 'nomsa@example.co.za',
  'payer.consent': 'on',
}

describe('the payer of a banking page sent as a form', () => {
  it('is none while "someone else pays" is unticked, whatever the fields hold', () => {
    expect(payerOf(formOf({ ...PAYER_FORM, 'payer.title': '' }))).toEqual({ payer: null, errors: [] })
  })

  it('is the payer and their consent when ticked', () => {
    expect(payerOf(formOf({ ...PAYER_FORM, someoneElsePays: 'on' }))).toEqual({
      payer: {
        title: 'Mrs',
        name: 'Nomsa',
        surname: 'Khumalo',
        citizenId: PAYER_ID,
        mobile: '083 555 0199',
        email: 'nomsa@example.co.za',
        consent: true,
      },
      errors: [],
    })
  })

  it('says beside each field what is wrong', () => {
    const { errors } = payerOf(
      formOf({
        ...PAYER_FORM,
        someoneElsePays: 'on',
        'payer.title': '',
        'payer.mobile': '12',
        'payer.consent': '',
      }),
    )
    expect(messagesOf(errors)).toEqual({
      'payer.title': TITLE_REQUIRED_MESSAGE,
      'payer.mobile': PHONE_NUMBER_INVALID_MESSAGE,
      'payer.consent': PAYER_CONSENT_MESSAGE,
    })
  })
})
