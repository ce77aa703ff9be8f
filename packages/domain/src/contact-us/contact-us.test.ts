import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  ContactUsFormSchema,
  ContactUsPayloadSchema,
  MESSAGE_EMPTY_MESSAGE,
  preselectedProduct,
  toContactUsPayload,
} from './index.ts'

const filledIn = {
  fullName: 'Mary Anne Smith',
  phone: '082-1234567',
  message: 'Please call me about my car cover.',
  department: 'customer_care',
  product: 'hashed-car',
}

describe('Contact form (forms spec §5)', () => {
  it('accepts a filled-in form, with the preferred callback gender defaulting to a', () => {
    expect(ContactUsFormSchema.parse(filledIn)).toEqual({ ...filledIn, preferredCallbackGender: 'a' })
  })

  it.each([
    [
      'name and surname valid: a single word',
      { fullName: 'Mary' },
      'fullName',
      'Name and Surname must be valid',
    ],
    [
      'name and surname valid: digits',
      { fullName: 'Mary 5mith' },
      'fullName',
      'Name and Surname must be valid',
    ],
    ['department required', { department: '' }, 'department', 'Select a department'],
    ['department one of the four', { department: 'sales' }, 'department', 'Select a department'],
    ['product required', { product: '' }, 'product', 'Select a product'],
    ['message not empty', { message: '   ' }, 'message', MESSAGE_EMPTY_MESSAGE],
    ['phone valid', { phone: '12345' }, 'phone', 'Phone number must be valid'],
  ])('%s', (_, change, field, message) => {
    expect(fieldMessages(ContactUsFormSchema, { ...filledIn, ...change })).toEqual({ [field]: [message] })
  })

  it.each([['quotes'], ['claims'], ['customer_care'], ['complaints']])(
    'accepts the department %s',
    (department) => {
      expect(fieldMessages(ContactUsFormSchema, { ...filledIn, department })).toEqual({})
    },
  )

  it('refuses a preferred callback gender other than a, f or m', () => {
    expect(
      Object.keys(fieldMessages(ContactUsFormSchema, { ...filledIn, preferredCallbackGender: 'x' })),
    ).toEqual(['preferredCallbackGender'])
  })
})

describe('Contact form: a single available product is preselected (forms spec §5)', () => {
  it.each([
    [[], undefined],
    [['car'], 'car'],
    [['car', 'life'], undefined],
  ])('available %j preselects %j', (products, preselected) => {
    expect(preselectedProduct(products)).toBe(preselected)
  })
})

describe('contact-us payload (forms spec §3)', () => {
  it('splits the full name and carries the form', () => {
    const payload = toContactUsPayload(ContactUsFormSchema.parse(filledIn), { hashedSessionId: 'session-1' })
    expect(payload).toEqual({
      firstName: 'Mary Anne',
      surname: 'Smith',
      contactNumber: '082-1234567',
      email: null,
      hashedProductId: 'hashed-car',
      department: 'customer_care',
      message: 'Please call me about my car cover.',
      hashedSessionId: 'session-1',
      preferredCallbackGender: 'a',
    })
    expect(ContactUsPayloadSchema.parse(payload)).toEqual(payload)
  })
})
