import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  FullNameSchema,
  NAME_AND_SURNAME_INVALID_MESSAGE,
  NAME_INVALID_MESSAGE,
  NameSchema,
  SURNAME_INVALID_MESSAGE,
  SurnameSchema,
  isValidPersonName,
  splitFullName,
} from './index.ts'

describe('Claim form: name letters and spaces, 1 to 255 (forms spec §5)', () => {
  it.each([
    ['one letter', 'A'],
    ['255 letters', 'a'.repeat(255)],
    ['a name with spaces', 'Mary Anne'],
    ['accented letters', 'Zoë Renée Müller'],
    ['decomposed accents', 'Jose\u0301'],
    ['surrounding spaces, which are trimmed', '  Sipho  '],
  ])('accepts %s', (_, value) => {
    expect(isValidPersonName(value)).toBe(true)
  })

  it.each([
    ['256 letters', 'a'.repeat(256)],
    ['digits', 'Sipho2'],
    ['a hyphen', 'Smith-Jones'],
    ['an apostrophe', "O'Neil"],
    ['nothing', ''],
    ['only spaces', '   '],
  ])('rejects %s', (_, value) => {
    expect(isValidPersonName(value)).toBe(false)
  })

  it('name field shows "Name must be valid"', () => {
    expect(fieldMessages(NameSchema, 'R2D2')).toEqual({ '': [NAME_INVALID_MESSAGE] })
    expect(fieldMessages(NameSchema, undefined)).toEqual({ '': [NAME_INVALID_MESSAGE] })
  })

  it('gives back the name trimmed with single spaces', () => {
    expect(NameSchema.parse('  Mary   Anne ')).toBe('Mary Anne')
  })
})

describe('Claim form: surname same rule (forms spec §5)', () => {
  it.each([
    ['255 letters', 'b'.repeat(255), {}],
    ['256 letters', 'b'.repeat(256), { '': [SURNAME_INVALID_MESSAGE] }],
    ['digits', 'Dlamini 3', { '': [SURNAME_INVALID_MESSAGE] }],
    ['empty', '', { '': [SURNAME_INVALID_MESSAGE] }],
    ['two words', 'van der Merwe', {}],
  ])('surname of %s', (_, value, messages) => {
    expect(fieldMessages(SurnameSchema, value)).toEqual(messages)
  })

  it('uses the spec texts to the letter', () => {
    expect([NAME_INVALID_MESSAGE, SURNAME_INVALID_MESSAGE, NAME_AND_SURNAME_INVALID_MESSAGE]).toEqual([
      'Name must be valid',
      'Surname must be valid',
      'Name and Surname must be valid',
    ])
  })
})

describe('full name splits at first and last space (forms spec §5, landing and blog call-me-back)', () => {
  it.each([
    ['Thandi Nkosi', 'Thandi', 'Nkosi'],
    ['Mary Anne Smith', 'Mary Anne', 'Smith'],
    ['Jan Hendrik van Wyk', 'Jan Hendrik van', 'Wyk'],
    ['Sipho', 'Sipho', ''],
    ['  Thandi    Nkosi  ', 'Thandi', 'Nkosi'],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j gives name %j and surname %j', (fullName, name, surname) => {
    expect(splitFullName(fullName)).toEqual({ name, surname })
  })
})

describe('Contact form: name and surname valid ("Name and Surname must be valid")', () => {
  it.each([['Thandi Nkosi'], ['Mary Anne Smith'], ['Zoë Müller']])('accepts %j', (value) => {
    expect(fieldMessages(FullNameSchema, value)).toEqual({})
  })

  it.each([
    ['a single word, which leaves no surname', 'Thandi'],
    ['digits', 'Thandi Nkosi 2'],
    ['empty', ''],
    ['a surname of 256 letters', `Thandi ${'n'.repeat(256)}`],
    ['no value at all', undefined],
  ])('rejects %s', (_, value) => {
    expect(fieldMessages(FullNameSchema, value)).toEqual({ '': [NAME_AND_SURNAME_INVALID_MESSAGE] })
  })
})
