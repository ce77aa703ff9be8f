import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import {
  AlternativeMiniContactSchema,
  FULL_NAMES_INVALID_MESSAGE,
  FullContactSchema,
  MARITAL_STATUS_REQUIRED_MESSAGE,
  MARITAL_STATUSES,
  MiniContactSchema,
  OCCUPATION_REQUIRED_MESSAGE,
  TITLE_GENDERS,
  TITLE_REQUIRED_MESSAGE,
  TITLES,
  titleGenderMessage,
  POLICY_NUMBER_INVALID_MESSAGE,
  PolicyNumbersSchema,
  TOO_MANY_POLICIES_MESSAGE,
} from './index.ts'

const contact = {
  title: 'Ms',
  citizenId: VALID_ID_NUMBER,
  name: 'Thandi',
  surname: 'Nkosi',
  fullNames: 'Thandi Precious',
  mobile: '0821234567',
  email: 'thandi@example.co.za',
  occupation: 'Teacher',
  maritalStatus: 'Married',
}

const without = (field: keyof typeof contact) => ({ ...contact, [field]: '' })

describe('Contact full validation requires title, citizenId, name, surname, mobile, occupation (email optional)', () => {
  it('accepts a complete contact, and one without email', () => {
    expect(fieldMessages(FullContactSchema, contact)).toEqual({})
    expect(FullContactSchema.parse({ ...contact, email: '' }).email).toBeNull()
  })

  it.each([
    ['title', TITLE_REQUIRED_MESSAGE],
    ['citizenId', 'Id Number must be valid. Type the 13 digits of the ID number.'],
    ['name', 'Enter a first name'],
    ['surname', 'Enter a surname'],
    ['mobile', 'Phone number must be valid'],
    ['occupation', OCCUPATION_REQUIRED_MESSAGE],
  ] as const)('requires %s', (field, message) => {
    expect(fieldMessages(FullContactSchema, without(field))).toEqual({ [field]: [message] })
  })

  it('says a name that is there but not letters must be valid (blank: enter one)', () => {
    expect(fieldMessages(FullContactSchema, { ...contact, name: 'Th4ndi', surname: '   ' })).toEqual({
      name: ['Name must be valid'],
      surname: ['Enter a surname'],
    })
  })

  it('still refuses a malformed email', () => {
    expect(fieldMessages(FullContactSchema, { ...contact, email: 'thandi@' })).toEqual({
      email: ['Email must be valid'],
    })
  })
})

describe('Contact mini validation requires title, citizenId, name, surname, email, mobile', () => {
  it.each([
    ['title', TITLE_REQUIRED_MESSAGE],
    ['citizenId', 'Id Number must be valid. Type the 13 digits of the ID number.'],
    ['name', 'Enter a first name'],
    ['surname', 'Enter a surname'],
    ['email', 'Email must be valid'],
    ['mobile', 'Phone number must be valid'],
  ] as const)('requires %s', (field, message) => {
    expect(fieldMessages(MiniContactSchema, without(field))).toEqual({ [field]: [message] })
  })

  it('does not need an occupation', () => {
    expect(fieldMessages(MiniContactSchema, without('occupation'))).toEqual({})
  })
})

describe('Contact alternative mini validation requires citizenId, name, surname, fullNames, email, mobile, maritalStatus', () => {
  it.each([
    ['citizenId', 'Id Number must be valid. Type the 13 digits of the ID number.'],
    ['name', 'Enter a first name'],
    ['surname', 'Enter a surname'],
    ['fullNames', FULL_NAMES_INVALID_MESSAGE],
    ['email', 'Email must be valid'],
    ['mobile', 'Phone number must be valid'],
    ['maritalStatus', MARITAL_STATUS_REQUIRED_MESSAGE],
  ] as const)('requires %s', (field, message) => {
    expect(fieldMessages(AlternativeMiniContactSchema, without(field))).toEqual({ [field]: [message] })
  })

  it('does not need a title', () => {
    expect(fieldMessages(AlternativeMiniContactSchema, without('title'))).toEqual({})
  })
})

describe('a title and a marital status are one of their lists', () => {
  it.each([
    ['title', 'Mx', MiniContactSchema, TITLE_REQUIRED_MESSAGE],
    ['title', '<b>Dr</b>', FullContactSchema, TITLE_REQUIRED_MESSAGE],
    ['maritalStatus', 'Complicated', AlternativeMiniContactSchema, MARITAL_STATUS_REQUIRED_MESSAGE],
  ] as const)('%s %j is refused', (field, value, schema, message) => {
    expect(fieldMessages(schema, { ...contact, [field]: value })).toEqual({ [field]: [message] })
  })

  it.each([
    ...TITLES.map((title) => ['title', title] as const),
    ...MARITAL_STATUSES.map((status) => ['maritalStatus', status] as const),
  ])('%s %s is taken', (field, value) => {
    const schema = field === 'title' ? MiniContactSchema : AlternativeMiniContactSchema
    expect(fieldMessages(schema, { ...contact, [field]: ` ${value} ` })).toEqual({})
  })
})

describe('tiaPolicies and mipPolicies (forms spec §3 Contact): lists of policy numbers', () => {
  it('keeps each number once, upper case, in the order given', () => {
    expect(PolicyNumbersSchema.parse(['tia/123456', 'IW-FUNERAL-0000001', 'TIA/123456'])).toEqual([
      'TIA/123456',
      'IW-FUNERAL-0000001',
    ])
  })

  it.each([
    ['an empty number', [''], POLICY_NUMBER_INVALID_MESSAGE],
    ['a space inside', ['MIP 1'], POLICY_NUMBER_INVALID_MESSAGE],
    ['a trailing slash', ['TIA/'], POLICY_NUMBER_INVALID_MESSAGE],
    ['41 characters', ['A'.repeat(41)], POLICY_NUMBER_INVALID_MESSAGE],
    ['21 numbers', Array.from({ length: 21 }, (_, index) => `P${index}`), TOO_MANY_POLICIES_MESSAGE],
  ])('refuses %s', (_case, numbers, message) => {
    const parsed = PolicyNumbersSchema.safeParse(numbers)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message])
  })
})

describe('the title agrees with the ID number’s gender (issue 25)', () => {
  const WOMAN = saIdNumber('900101', '0123')
  it.each([
    [
      'Mr',
      WOMAN,
      'The title Mr is for a man, and this ID number is a woman’s. Choose a title that fits, such as Ms, Mrs or Dr, or check the ID number.',
    ],
    [
      'Mrs',
      VALID_ID_NUMBER,
      'The title Mrs is for a woman, and this ID number is a man’s. Choose a title that fits, such as Mr or Dr, or check the ID number.',
    ],
    [
      'Ms',
      VALID_ID_NUMBER,
      'The title Ms is for a woman, and this ID number is a man’s. Choose a title that fits, such as Mr or Dr, or check the ID number.',
    ],
    [
      'Miss',
      VALID_ID_NUMBER,
      'The title Miss is for a woman, and this ID number is a man’s. Choose a title that fits, such as Mr or Dr, or check the ID number.',
    ],
    ['Mr', VALID_ID_NUMBER, null],
    ['Mrs', WOMAN, null],
    ['Ms', WOMAN, null],
    ['Miss', WOMAN, null],
    ['Dr', WOMAN, null],
    ['Dr', VALID_ID_NUMBER, null],
    ['Prof', WOMAN, null],
    ['Adv', VALID_ID_NUMBER, null],
    ['Rev', WOMAN, null],
    // Missing or invalid: their own messages say so, not this one.
    ['', WOMAN, null],
    ['Mr', '', null],
    ['Mr', '9001010123081', null],
  ])('%s with %s: %s', (title, idNumber, message) => {
    expect(titleGenderMessage(title, idNumber)).toBe(message)
  })

  it('every title is in the table', () => {
    expect(Object.keys(TITLE_GENDERS).sort()).toEqual([...TITLES].sort())
  })
})
