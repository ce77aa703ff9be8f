import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import {
  ExplainedSaIdNumberSchema,
  SA_ID_NUMBER_INVALID_MESSAGE,
  SaIdNumberSchema,
  saIdNumberMessage,
  isValidSaIdNumber,
  parseSaIdNumber,
  saIdControlDigit,
  saIdDateOfBirth,
} from './index.ts'

// A fixed day, so the century rule gives the same answers every year: the two-digit year is 26.
const TODAY = new Date(2026, 5, 15)

const withWrongControlDigit = (value: string) => value.slice(0, 12) + String((Number(value[12]) + 1) % 10)

describe('ID number control digit (forms spec §5: odd-position digits plus the doubled even-position number)', () => {
  it.each([
    ['800101500908', 7],
    ['850615500908', 5],
    ['920220472008', 3],
  ])('the control digit of %s is %i', (firstTwelve, digit) => {
    expect(saIdControlDigit(firstTwelve)).toBe(digit)
  })

  it('turns 10 minus a total ending in 0 into 0, not 10', () => {
    expect(saIdControlDigit('000000000000')).toBe(0)
  })

  it('needs exactly 12 digits', () => {
    expect(() => saIdControlDigit('12345')).toThrow(RangeError)
  })
})

describe('ID number 13-digit with checksum (forms spec §5)', () => {
  it.each([
    ['a published example number', '8001015009087'],
    ['a number built for this test', VALID_ID_NUMBER],
    ['a number with control digit 0', saIdNumber('900101', '0000')],
  ])('accepts %s', (_, value) => {
    expect(isValidSaIdNumber(value, TODAY)).toBe(true)
  })

  it.each([
    ['a number whose control digit is wrong', withWrongControlDigit(VALID_ID_NUMBER)],
    ['a number with a letter in it', '85061A5009085'],
    ['a number with a space in it', '850615 5009085'],
    ['12 digits', VALID_ID_NUMBER.slice(0, 12)],
    ['14 digits', `${VALID_ID_NUMBER}0`],
    ['an empty value', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidSaIdNumber(value, TODAY)).toBe(false)
    expect(parseSaIdNumber(value, TODAY)).toBeNull()
  })
})

describe('ID number date of birth from the first six digits (forms spec §5)', () => {
  it.each([
    ['31 April', '850431'],
    ['30 February', '850230'],
    ['month 13', '851301'],
    ['month 00', '850001'],
    ['day 00', '850600'],
    ['29 February 2023, not a leap year', '230229'],
  ])('rejects a number born on %s', (_, yymmdd) => {
    expect(isValidSaIdNumber(saIdNumber(yymmdd), TODAY)).toBe(false)
  })

  it.each([
    ['29 February 2024, a leap year', '240229', '2024-02-29'],
    ['29 February 2000, a leap year although a century', '000229', '2000-02-29'],
    ['31 December 1999', '991231', '1999-12-31'],
  ])('accepts a number born on %s', (_, yymmdd, iso) => {
    expect(parseSaIdNumber(saIdNumber(yymmdd), TODAY)?.dateOfBirth).toBe(iso)
  })

  it('rejects 29 February 1900, which is not a leap year (the century rule gives 19 in the year 2000)', () => {
    const inTheYear2000 = new Date(2000, 5, 15)
    expect(saIdDateOfBirth('000229', inTheYear2000)).toBeNull()
    expect(isValidSaIdNumber(saIdNumber('000229'), inTheYear2000)).toBe(false)
  })

  it.each([
    ['25, below the current 26, is 2025', '250101', '2025-01-01'],
    ['00, below 26, is 2000', '000101', '2000-01-01'],
    ['26, equal to the current 26, is 1926', '260101', '1926-01-01'],
    ['27, above the current 26, is 1927', '270101', '1927-01-01'],
  ])('century rule: two-digit year %s', (_, yymmdd, iso) => {
    expect(saIdDateOfBirth(yymmdd, TODAY)).toBe(iso)
    expect(parseSaIdNumber(saIdNumber(yymmdd), TODAY)?.dateOfBirth).toBe(iso)
  })
})

describe('ID number gender and citizenship (forms spec §5)', () => {
  it.each([
    ['0', 'Female'],
    ['4', 'Female'],
    ['5', 'Male'],
    ['9', 'Male'],
  ])('digit 7 = %s means %s', (seventh, gender) => {
    expect(parseSaIdNumber(saIdNumber('850615', `${seventh}009`), TODAY)?.gender).toBe(gender)
  })

  it.each([
    ['0', true],
    ['1', false],
  ])('digit 11 = %s means citizen: %s', (eleventh, isCitizen) => {
    expect(parseSaIdNumber(saIdNumber('850615', '5009', eleventh), TODAY)?.isCitizen).toBe(isCitizen)
  })

  it('reads everything from one number', () => {
    expect(parseSaIdNumber('8001015009087', TODAY)).toEqual({
      dateOfBirth: '1980-01-01',
      gender: 'Male',
      isCitizen: true,
    })
  })
})

describe('ID number field (claim form message "Id Number must be valid")', () => {
  it('accepts a valid number and trims spaces around it', () => {
    expect(SaIdNumberSchema.parse(`  ${VALID_ID_NUMBER} `)).toBe(VALID_ID_NUMBER)
  })

  it.each([
    ['a wrong control digit', withWrongControlDigit(VALID_ID_NUMBER)],
    ['12 digits', VALID_ID_NUMBER.slice(0, 12)],
    ['an impossible date of birth', saIdNumber('850431')],
    ['nothing', ''],
    ['no value at all', undefined],
  ])('shows "Id Number must be valid" once for %s', (_, value) => {
    expect(fieldMessages(SaIdNumberSchema, value)).toEqual({ '': [SA_ID_NUMBER_INVALID_MESSAGE] })
  })

  it('uses the spec text to the letter', () => {
    expect(SA_ID_NUMBER_INVALID_MESSAGE).toBe('Id Number must be valid')
  })
})

describe('ID number messages that name the problem and the fix (issue 25)', () => {
  it.each([
    ['nothing typed', '', 'Id Number must be valid. Type the 13 digits of the ID number.'],
    ['only spaces', '   ', 'Id Number must be valid. Type the 13 digits of the ID number.'],
    [
      'a letter in it',
      '85061550O9087',
      'Id Number must be valid. Use digits only: an ID number is 13 digits, with no spaces or letters.',
    ],
    [
      'a space inside',
      '850615 5009087',
      'Id Number must be valid. Use digits only: an ID number is 13 digits, with no spaces or letters.',
    ],
    [
      '12 digits',
      VALID_ID_NUMBER.slice(0, 12),
      'Id Number must be valid. It has 12 digits and an ID number has 13: check that none is missing or extra.',
    ],
    [
      '14 digits',
      `${VALID_ID_NUMBER}1`,
      'Id Number must be valid. It has 14 digits and an ID number has 13: check that none is missing or extra.',
    ],
    [
      '31 April as the date of birth',
      saIdNumber('850431'),
      'Id Number must be valid. Its first six digits are the date of birth (YYMMDD) and they are not a real date: check them against the ID document.',
    ],
    [
      'month 13',
      saIdNumber('851301'),
      'Id Number must be valid. Its first six digits are the date of birth (YYMMDD) and they are not a real date: check them against the ID document.',
    ],
    [
      'a wrong check digit',
      withWrongControlDigit(VALID_ID_NUMBER),
      'Id Number must be valid. Its last digit does not match the other 12, so one digit is probably mistyped: check each digit against the ID document.',
    ],
  ])('%s: %j', (_, value, message) => {
    expect(saIdNumberMessage(value, TODAY)).toBe(message)
    // Each message leads with the spec's text, so a reader of the spec finds it.
    expect(message.startsWith(SA_ID_NUMBER_INVALID_MESSAGE)).toBe(true)
  })

  it('has no message for a valid number, spaces around it trimmed', () => {
    expect(saIdNumberMessage(` ${VALID_ID_NUMBER} `, TODAY)).toBeNull()
  })

  it('the explaining field gives the one message of the problem, and the number trimmed', () => {
    expect(fieldMessages(ExplainedSaIdNumberSchema, VALID_ID_NUMBER.slice(0, 11))).toEqual({
      '': [
        'Id Number must be valid. It has 11 digits and an ID number has 13: check that none is missing or extra.',
      ],
    })
    expect(fieldMessages(ExplainedSaIdNumberSchema, undefined)).toEqual({
      '': ['Id Number must be valid. Type the 13 digits of the ID number.'],
    })
    expect(ExplainedSaIdNumberSchema.parse(` ${VALID_ID_NUMBER}`)).toBe(VALID_ID_NUMBER)
  })
})
