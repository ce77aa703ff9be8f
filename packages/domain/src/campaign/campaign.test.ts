import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import {
  CAMPAIGN_BENEFICIARY_NAME_MESSAGE,
  CAMPAIGN_COVER_CENTS,
  CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
  CAMPAIGN_RELATION_MESSAGE,
  CampaignBeneficiaryFormSchema,
  checkCampaignIdNumber,
  coverEndDate,
  stepAfterStatusCheck,
  toCampaignOptInRequest,
} from './index.ts'

const TODAY = new Date(2026, 5, 15)

describe('Free life campaign ID: 13 digits, valid date of birth, valid control digit (forms spec §5)', () => {
  it('reads a valid number: date of birth, gender, citizenship', () => {
    expect(checkCampaignIdNumber(VALID_ID_NUMBER, TODAY)).toEqual({
      idError: false,
      dateOfBirth: '1985-06-15',
      gender: 'Male',
      isCitizen: true,
    })
  })

  it.each([
    ['12 digits', VALID_ID_NUMBER.slice(0, 12)],
    ['a wrong control digit', `${VALID_ID_NUMBER.slice(0, 12)}${(Number(VALID_ID_NUMBER[12]) + 1) % 10}`],
    ['no date of birth (31 April)', saIdNumber('850431')],
    ['letters', 'ABCDEFGHIJKLM'],
  ])('sets idError for %s', (_, value) => {
    expect(checkCampaignIdNumber(value, TODAY)).toEqual({ idError: true })
  })

  it.each([
    ['24 (below 26) as 2024', '240101', '2024-01-01'],
    ['26 (not below 26) as 1926', '260101', '1926-01-01'],
  ])('century: reads %s', (_, yymmdd, iso) => {
    expect(checkCampaignIdNumber(saIdNumber(yymmdd), TODAY)).toMatchObject({ dateOfBirth: iso })
  })

  it.each([
    ['4', 'Female'],
    ['5', 'Male'],
  ])('gender: digit 7 = %s is %s', (digit, gender) => {
    expect(checkCampaignIdNumber(saIdNumber('850615', `${digit}000`), TODAY)).toMatchObject({ gender })
  })

  it.each([
    ['0', true],
    ['1', false],
  ])('citizen: digit 11 = %s is citizen %s', (digit, isCitizen) => {
    expect(checkCampaignIdNumber(saIdNumber('850615', '5009', digit), TODAY)).toMatchObject({ isCitizen })
  })
})

describe('Free life campaign steps (forms spec §4)', () => {
  it.each([
    ['IN_CAMPAIGN', 2],
    ['ALREADY_OPTED_IN', 98],
    ['NOT_FOUND', 99],
    [null, 99],
  ])('status %s goes to step %i', (status, step) => {
    expect(stepAfterStatusCheck(status)).toBe(step)
  })
})

describe('Free life campaign cover (forms spec §9)', () => {
  it('is R20 000', () => {
    expect(CAMPAIGN_COVER_CENTS).toBe(2_000_000)
  })

  it.each([
    [new Date(2026, 5, 15), '15/09/2026'],
    [new Date(2026, 10, 5), '05/02/2027'],
    [new Date(2026, 10, 30), '28/02/2027'],
    [new Date(2027, 10, 30), '29/02/2028'],
    [new Date(2026, 0, 31), '30/04/2026'],
  ])('cover that starts %s ends three months later, %s', (today, end) => {
    expect(coverEndDate(today)).toBe(end)
  })
})

const beneficiary = {
  bName: 'Lerato Mokoena',
  bId: '',
  bDob: '1990-07-04',
  bEmail: 'lerato@example.co.za',
  bPhone: '082 123 4567',
  bRelation: 'Sister',
}

describe('Campaign beneficiary form (forms spec §5)', () => {
  it('accepts a beneficiary with a date of birth and no ID number', () => {
    expect(fieldMessages(CampaignBeneficiaryFormSchema, beneficiary)).toEqual({})
  })

  it('accepts a beneficiary with an ID number and no date of birth', () => {
    expect(
      fieldMessages(CampaignBeneficiaryFormSchema, { ...beneficiary, bDob: '', bId: VALID_ID_NUMBER }),
    ).toEqual({})
  })

  it.each([
    ['name at least 3 characters', { bName: 'Al' }, 'bName', CAMPAIGN_BENEFICIARY_NAME_MESSAGE],
    [
      'ID or date of birth required (at least one)',
      { bDob: '' },
      'bId',
      CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
    ],
    ['an ID number, when given, is valid', { bId: '1234567890123' }, 'bId', 'Id Number must be valid'],
    ['email required', { bEmail: '' }, 'bEmail', 'Email must be valid'],
    ['email valid', { bEmail: 'lerato@' }, 'bEmail', 'Email must be valid'],
    ['phone required', { bPhone: '' }, 'bPhone', 'Phone number must be valid'],
    ['phone valid', { bPhone: '0000000000' }, 'bPhone', 'Phone number must be valid'],
    ['relation required', { bRelation: '' }, 'bRelation', CAMPAIGN_RELATION_MESSAGE],
  ])('%s', (_, change, field, message) => {
    expect(fieldMessages(CampaignBeneficiaryFormSchema, { ...beneficiary, ...change })).toEqual({
      [field]: [message],
    })
  })

  it('an empty form shows every message at once, the ID-or-date-of-birth rule too', () => {
    expect(
      fieldMessages(CampaignBeneficiaryFormSchema, {
        bName: '',
        bId: '',
        bDob: '',
        bEmail: '',
        bPhone: '',
        bRelation: '',
      }),
    ).toEqual({
      bName: [CAMPAIGN_BENEFICIARY_NAME_MESSAGE],
      bId: [CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE],
      bEmail: ['Email must be valid'],
      bPhone: ['Phone number must be valid'],
      bRelation: [CAMPAIGN_RELATION_MESSAGE],
    })
  })

  it('counts the name without surrounding spaces', () => {
    expect(
      Object.keys(fieldMessages(CampaignBeneficiaryFormSchema, { ...beneficiary, bName: '  Al  ' })),
    ).toEqual(['bName'])
  })
})

describe('campaign opt-in request (forms spec §7)', () => {
  it('sends the beneficiary as additional data, with BENEFICIARY_ID only when given', () => {
    const form = CampaignBeneficiaryFormSchema.parse(beneficiary)
    expect(toCampaignOptInRequest(VALID_ID_NUMBER, 'IWYZE', form)).toEqual({
      campaignCode: 'FREE_LIFE',
      companyCode: 'IWYZE',
      zaIdNumber: VALID_ID_NUMBER,
      additionalData: {
        BENEFICIARY_NAME: 'Lerato Mokoena',
        BENEFICIARY_DOB: '1990-07-04',
        BENEFICIARY_EMAIL: 'lerato@example.co.za',
        BENEFICIARY_PHONE: '0821234567',
        BENEFICIARY_RELATION: 'Sister',
      },
    })
    const withId = CampaignBeneficiaryFormSchema.parse({ ...beneficiary, bId: VALID_ID_NUMBER })
    expect(toCampaignOptInRequest(VALID_ID_NUMBER, 'OM', withId).additionalData.BENEFICIARY_ID).toBe(
      VALID_ID_NUMBER,
    )
  })
})
