import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { EMAIL_INVALID_MESSAGE, EmailSchema, OptionalEmailSchema, isValidEmail } from './index.ts'

describe('Email: pattern check (forms spec §5)', () => {
  it.each([
    ['thandi@example.co.za'],
    ['first.last+cover@mail.example.com'],
    ["o'neil@example.org"],
    [' a@b.co '],
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each([
    ['no at sign', 'thandi.example.co.za'],
    ['no domain', 'thandi@'],
    ['no top-level domain', 'thandi@example'],
    ['a space inside', 'than di@example.co.za'],
    ['two at signs', 'a@b@example.com'],
    ['a one-letter top-level domain', 'a@example.c'],
    ['more than 254 characters', `${'a'.repeat(250)}@example.com`],
  ])('rejects an address with %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false)
  })
})

describe('Email: empty allowed only when optional flag on (forms spec §5)', () => {
  it.each([
    ['', false, false],
    ['   ', false, false],
    ['', true, true],
    ['   ', true, true],
    ['not-an-address', true, false],
  ])('%j with optional %s is valid: %s', (value, optional, valid) => {
    expect(isValidEmail(value, { optional })).toBe(valid)
  })

  it('a required email field shows "Email must be valid" when empty or missing', () => {
    expect(fieldMessages(EmailSchema, '')).toEqual({ '': [EMAIL_INVALID_MESSAGE] })
    expect(fieldMessages(EmailSchema, undefined)).toEqual({ '': [EMAIL_INVALID_MESSAGE] })
  })

  it.each([[''], [null], [undefined], ['  ']])(
    'an optional email field accepts %j as no email (null)',
    (value) => {
      expect(OptionalEmailSchema.parse(value)).toBeNull()
    },
  )

  it('an optional email field still refuses a malformed address', () => {
    expect(fieldMessages(OptionalEmailSchema, 'thandi@')).toEqual({ '': [EMAIL_INVALID_MESSAGE] })
  })

  it('uses the spec text to the letter', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Email must be valid')
  })
})
