import { zodResolver } from '@hookform/resolvers/zod'
import { ClaimFormSchema, type ClaimForm } from '@insure/domain/claim'
import { describe, expect, it } from 'vitest'

// The forms validate with the domain's schemas through react-hook-form's zodResolver: the same
// rule and the same message as the API (forms spec §5), landing on the field that is wrong.
const resolve = zodResolver(ClaimFormSchema)
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('a domain schema in react-hook-form', () => {
  it('puts the spec message beside each wrong field of the claim form', async () => {
    const result = await resolve(
      {
        name: 'Thandi2',
        surname: '',
        email: 'thandi@',
        idNumber: '8001015009088',
        phone: '000 000 0000',
        product: '',
      },
      undefined,
      options,
    )
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    )
    expect(messages).toEqual({
      name: 'Name must be valid',
      surname: 'Surname must be valid',
      email: 'Email must be valid',
      idNumber: 'Id Number must be valid',
      phone: 'Phone number must be valid',
      product: 'Select a product',
    })
  })

  it('gives back the values as the schema parsed them (spaces stripped from the phone)', async () => {
    const result = await resolve(
      {
        name: ' Thandi ',
        surname: 'Nkosi',
        email: 'thandi@example.co.za',
        idNumber: '8001015009087',
        phone: '082 123 4567',
        product: 'hashed-car',
      },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values as ClaimForm).toMatchObject({ name: 'Thandi', phone: '0821234567' })
  })
})
