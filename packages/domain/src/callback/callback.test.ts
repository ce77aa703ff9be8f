import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  BannerCallbackFormSchema,
  CALLBACK_INCOMPLETE_MESSAGE,
  CALLBACK_PLACEHOLDER_EMAIL,
  CallbackFormSchema,
  CallbackPayloadSchema,
  LandingCallbackFormSchema,
  requesterFromFullName,
  toCallbackPayload,
} from './index.ts'

const MESSAGE = 'Please complete all form fields and try again'

const filledIn = {
  name: 'Sipho',
  surname: 'Dlamini',
  phone: '082 123 4567',
  email: 'sipho@example.co.za',
  product: 'hashed-life',
  reason: 'Sales',
}

describe('Call-me-back: name, surname, mobile, email non-empty per the contact model (forms spec §5)', () => {
  it('uses the spec text to the letter', () => {
    expect(CALLBACK_INCOMPLETE_MESSAGE).toBe(MESSAGE)
  })

  it('accepts a filled-in form', () => {
    expect(fieldMessages(CallbackFormSchema, filledIn)).toEqual({})
  })

  it.each([
    ['name', { name: '  ' }],
    ['surname', { surname: '' }],
    ['phone', { phone: '' }],
    ['email', { email: '' }],
    ['product', { product: '' }],
    ['reason', { reason: '' }],
  ])('an empty %s shows "Please complete all form fields and try again" on it', (field, change) => {
    expect(fieldMessages(CallbackFormSchema, { ...filledIn, ...change })).toEqual({ [field]: [MESSAGE] })
  })

  it.each([
    ['phone', { phone: '0000000000' }],
    ['email', { email: 'sipho@' }],
  ])('an invalid %s shows the same message', (field, change) => {
    expect(fieldMessages(CallbackFormSchema, { ...filledIn, ...change })).toEqual({ [field]: [MESSAGE] })
  })

  it('a null field fails too (forms spec §3: any null fails validation)', () => {
    expect(fieldMessages(CallbackFormSchema, { ...filledIn, surname: null })).toEqual({ surname: [MESSAGE] })
  })

  it('a form hiding its email field sends the placeholder email, which passes', () => {
    expect(fieldMessages(CallbackFormSchema, { ...filledIn, email: CALLBACK_PLACEHOLDER_EMAIL })).toEqual({})
  })
})

describe('Call-me-back: spaces removed from phone on blur (forms spec §5)', () => {
  it('gives the phone back without spaces', () => {
    expect(CallbackFormSchema.parse(filledIn).phone).toBe('0821234567')
  })
})

describe('Call-me-back landing and blog variants: a full name splits at first and last space (forms spec §5)', () => {
  const landing = { ...filledIn, name: undefined, surname: undefined, fullName: 'Sipho Themba Dlamini' }

  it('accepts a full name and splits it into name and surname', () => {
    const form = LandingCallbackFormSchema.parse(landing)
    expect(requesterFromFullName(form)).toMatchObject({ name: 'Sipho Themba', surname: 'Dlamini' })
  })

  it('a single word leaves an empty surname, so the form is incomplete', () => {
    expect(fieldMessages(LandingCallbackFormSchema, { ...landing, fullName: 'Sipho' })).toEqual({
      fullName: [MESSAGE],
    })
  })
})

describe('Call-me-back banner form: full name, valid phone, selected product (forms spec §5)', () => {
  const banner = { fullName: 'Sipho Dlamini', phone: '+27821234567', product: 'hashed-car' }

  it('accepts a filled-in banner form', () => {
    expect(fieldMessages(BannerCallbackFormSchema, banner)).toEqual({})
  })

  it.each([
    ['fullName', { fullName: '' }],
    ['phone', { phone: '082123' }],
    ['product', { product: '' }],
  ])('an empty or invalid %s is refused', (field, change) => {
    expect(fieldMessages(BannerCallbackFormSchema, { ...banner, ...change })).toEqual({ [field]: [MESSAGE] })
  })
})

describe('call-back payload (forms spec §3)', () => {
  it('carries the form under the payload names, email null when empty', () => {
    const payload = toCallbackPayload(
      { ...CallbackFormSchema.parse(filledIn), email: '' },
      { hashedSessionId: 'session-1' },
    )
    expect(payload).toEqual({
      hashedProductId: 'hashed-life',
      contactNumber: '0821234567',
      hashedSessionId: 'session-1',
      firstName: 'Sipho',
      surname: 'Dlamini',
      email: null,
      reason: 'Sales',
      citizenId: null,
      preferredCallbackGender: 'a',
    })
    expect(CallbackPayloadSchema.parse(payload)).toEqual(payload)
  })

  it('refuses a payload with a malformed ID number', () => {
    const payload = toCallbackPayload(CallbackFormSchema.parse(filledIn), {
      hashedSessionId: 'session-1',
      citizenId: '1234567890123',
    })
    expect(fieldMessages(CallbackPayloadSchema, payload)).toEqual({ citizenId: ['Id Number must be valid'] })
  })
})
