import { ClaimFormSchema } from '@insure/domain/claim'
import { describe, expect, it } from 'vitest'
import { errorOf, fieldErrorsOfEnvelope, formBody, parseForm, typedValue } from './schema-form.ts'

// The forms and their page actions parse with the domain's schemas through Conform: the same rule
// and the same message as the API (forms spec §5), landing on the field that is wrong.

describe('a domain schema through Conform', () => {
  it('puts the spec message beside each wrong field of the claim form, and keeps what was typed', () => {
    const typed = {
      name: 'Thandi2',
      surname: '',
      email: 'thandi@',
      idNumber: '8001015009088',
      phone: '000 000 0000',
      product: '',
    }
    const submission = parseForm(formBody(typed), ClaimFormSchema)
    expect(submission.status).toBe('error')
    const reply = submission.reply()
    const messages = Object.fromEntries(Object.keys(typed).map((field) => [field, errorOf(reply, field)]))
    expect(messages).toEqual({
      name: 'Name must be valid',
      surname: 'Surname must be valid',
      email: 'Email must be valid',
      idNumber: 'Id Number must be valid',
      phone: 'Phone number must be valid',
      product: 'Select a product',
    })
    expect(typedValue(reply, 'email')).toBe('thandi@')
    expect(typedValue(reply, 'phone')).toBe('000 000 0000')
  })

  it('gives back the values as the schema parsed them (spaces stripped from the phone)', () => {
    const submission = parseForm(
      formBody({
        name: ' Thandi ',
        surname: 'Nkosi',
        email: 'thandi@example.co.za',
        idNumber: '8001015009087',
        phone: '082 123 4567',
        product: 'hashed-car',
      }),
      ClaimFormSchema,
    )
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toMatchObject({
      name: 'Thandi',
      phone: '0821234567',
    })
  })

  it("puts a 400 envelope's field errors on the form's fields, the first per field", () => {
    const errors = [
      { path: 'contactNumber', message: 'Phone number must be valid' },
      { path: 'contactNumber', message: 'second' },
      { path: 'unknown', message: 'not on the form' },
    ]
    expect(fieldErrorsOfEnvelope(errors, { contactNumber: 'phone' })).toEqual({
      phone: ['Phone number must be valid'],
    })
  })
})
