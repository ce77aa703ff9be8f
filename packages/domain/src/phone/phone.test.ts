import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { toE164PhoneNumber } from './e164/index.ts'
import { PHONE_NUMBER_INVALID_MESSAGE, PhoneNumberSchema, isValidPhoneNumber, stripSpaces } from './index.ts'

describe('Phone: optional +27 or a leading 0, then 2 digits, optional space or hyphen, then 7 digits (forms spec §5)', () => {
  it.each([
    ['a leading 0', '0821234567'],
    ['a leading 0 and a space', '082 1234567'],
    ['a leading 0 and a hyphen', '082-1234567'],
    ['+27', '+27821234567'],
    ['+27 and a space', '+2782 1234567'],
    ['+27 and a hyphen', '+2782-1234567'],
    ['no prefix', '821234567'],
    ['no prefix and a space', '82 1234567'],
    ['no prefix, read as 2 digits then 7 (the pattern allows it)', '082123456'],
  ])('accepts a number with %s', (_, value) => {
    expect(isValidPhoneNumber(value)).toBe(true)
  })

  it.each([
    ['too short', '08212345'],
    ['too long', '08212345678'],
    ['with letters', '082123456a'],
    ['with 27 but no plus', '27821234567'],
    ['with two separators', '082 -1234567'],
    ['with the separator in the wrong place', '0821 234567'],
    ['with a space after +27', '+27 821234567'],
  ])('rejects a number %s', (_, value) => {
    expect(isValidPhoneNumber(value)).toBe(false)
  })

  it.each([[''], ['   ']])('Empty phone invalid: rejects %j', (value) => {
    expect(isValidPhoneNumber(value)).toBe(false)
  })

  it.each([['0000000000'], ['000 0000000'], ['+27000000000'], ['000000000']])(
    '0000000000 rejected, like every all-zero number: %s',
    (value) => {
      expect(isValidPhoneNumber(value)).toBe(false)
    },
  )
})

describe('spaces removed from phone (on blur; claim form: spaces stripped first)', () => {
  it.each([
    ['082 123 4567', '0821234567'],
    [' +27 82 123 4567 ', '+27821234567'],
    ['0821234567', '0821234567'],
    ['082\t123\u00a04567', '0821234567'],
  ])('%j becomes %j', (typed, stripped) => {
    expect(stripSpaces(typed)).toBe(stripped)
  })

  it('accepts a number typed with spaces and gives it back without them', () => {
    expect(PhoneNumberSchema.parse('082 123 4567')).toBe('0821234567')
  })

  it('keeps a hyphen, which the pattern allows', () => {
    expect(PhoneNumberSchema.parse('082-1234567')).toBe('082-1234567')
  })
})

describe('phone field message "Phone number must be valid"', () => {
  it.each([['0000000000'], [''], ['   '], ['12345'], [undefined], [821234567]])('for %j', (value) => {
    expect(fieldMessages(PhoneNumberSchema, value)).toEqual({ '': [PHONE_NUMBER_INVALID_MESSAGE] })
  })

  it('uses the spec text to the letter', () => {
    expect(PHONE_NUMBER_INVALID_MESSAGE).toBe('Phone number must be valid')
  })
})

describe('the stored form of a phone number: E.164 (issue 17)', () => {
  it.each([
    ['0821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['082 1234567', '+27821234567'],
    ['082-1234567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['+2782-1234567', '+27821234567'],
    ['821234567', '+27821234567'],
    ['82 1234567', '+27821234567'],
    [' 082\t123\u00a04567 ', '+27821234567'],
    ['0211234567', '+27211234567'],
    ['011-1234567', '+27111234567'],
  ])('%j is stored as %s', (typed, stored) => {
    expect(toE164PhoneNumber(typed)).toBe(stored)
  })

  it.each([['0000000000'], [''], ['12345'], ['082--1234567'], ['27821234567']])(
    'refuses what the pattern refuses: %j',
    (typed) => {
      expect(() => toE164PhoneNumber(typed)).toThrow(RangeError)
    },
  )

  /** Every spelling the pattern allows of the number whose nine digits are `national`. */
  const spellings = (national: string) =>
    ['', '0', '+27'].flatMap((prefix) =>
      ['', ' ', '-'].map((separator) => `${prefix}${national.slice(0, 2)}${separator}${national.slice(2)}`),
    )

  it("gives one form for every spelling of one number, the pattern's digits after +27 for a real one", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{8}$/), (national) => {
        const stored = spellings(national).map(toE164PhoneNumber)
        expect(new Set(stored)).toEqual(new Set([`+27${national}`]))
      }),
    )
  })

  it('gives one form for the spellings of a number that is not a real one too (nine digits from 0)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^0\d{8}$/).filter((national) => /[1-9]/.test(national)),
        (national) => {
          const stored = spellings(national).filter(isValidPhoneNumber).map(toE164PhoneNumber)
          expect(new Set(stored).size).toBe(1)
          expect(stored[0]).toMatch(/^\+27\d{8,9}$/)
        },
      ),
    )
  })
})
