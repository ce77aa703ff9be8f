import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import {
  CAMPAIGN_BENEFICIARY_NAME_MESSAGE,
  CAMPAIGN_COMPANY_UNKNOWN_MESSAGE,
  CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
  CAMPAIGN_RELATION_MESSAGE,
  CAMPAIGN_UNKNOWN_MESSAGE,
  CampaignBeneficiaryFormSchema,
  CampaignOptInRequestSchema,
  toCampaignOptInRequest,
  type CampaignOptInRequest,
} from './index.ts'

const BENEFICIARY_ID = saIdNumber('920304', '0123')

const request = {
  campaignCode: 'FREE_LIFE',
  companyCode: 'OM',
  zaIdNumber: VALID_ID_NUMBER,
  additionalData: {
    BENEFICIARY_NAME: 'Lerato Mokoena',
    BENEFICIARY_DOB: '1990-07-04',
    BENEFICIARY_EMAIL: 'lerato@example.co.za',
    BENEFICIARY_PHONE: '082 123 4567',
    BENEFICIARY_RELATION: 'Sister',
  },
}
const withData = (change: object) => ({
  ...request,
  additionalData: { ...request.additionalData, ...change },
})

describe('campaign opt-in request schema (forms spec §7, the beneficiary rules of §5)', () => {
  it('accepts what toCampaignOptInRequest builds from a valid beneficiary form', () => {
    const form = CampaignBeneficiaryFormSchema.parse({
      bName: 'Lerato Mokoena',
      bId: BENEFICIARY_ID,
      bDob: '',
      bEmail: 'lerato@example.co.za',
      bPhone: '082 123 4567',
      bRelation: 'Sister',
    })
    const built = toCampaignOptInRequest(VALID_ID_NUMBER, 'IWYZE', form)
    const parsed: CampaignOptInRequest = CampaignOptInRequestSchema.parse(built)
    expect(parsed).toEqual(built)
  })

  it('normalises the phone and leaves BENEFICIARY_ID out when none was given', () => {
    expect(CampaignOptInRequestSchema.parse(request).additionalData).toEqual({
      BENEFICIARY_NAME: 'Lerato Mokoena',
      BENEFICIARY_DOB: '1990-07-04',
      BENEFICIARY_EMAIL: 'lerato@example.co.za',
      BENEFICIARY_PHONE: '0821234567',
      BENEFICIARY_RELATION: 'Sister',
    })
  })

  it('accepts an empty date of birth when an ID number is given', () => {
    expect(
      fieldMessages(
        CampaignOptInRequestSchema,
        withData({ BENEFICIARY_DOB: '', BENEFICIARY_ID: BENEFICIARY_ID }),
      ),
    ).toEqual({})
  })

  it.each([
    ['the campaign is known', { campaignCode: 'SUMMER' }, 'campaignCode', CAMPAIGN_UNKNOWN_MESSAGE],
    ['the company is known', { companyCode: 'ACME' }, 'companyCode', CAMPAIGN_COMPANY_UNKNOWN_MESSAGE],
    ['the ID number is valid', { zaIdNumber: '1234567890123' }, 'zaIdNumber', 'Id Number must be valid'],
    ['an ID number is given', { zaIdNumber: undefined }, 'zaIdNumber', 'Id Number must be valid'],
  ])('checks that %s', (_, change, path, message) => {
    expect(fieldMessages(CampaignOptInRequestSchema, { ...request, ...change })).toEqual({
      [path]: [message],
    })
  })

  it.each([
    [
      'name at least 3 characters',
      { BENEFICIARY_NAME: 'Al' },
      'BENEFICIARY_NAME',
      CAMPAIGN_BENEFICIARY_NAME_MESSAGE,
    ],
    [
      'an ID number or a date of birth',
      { BENEFICIARY_DOB: '' },
      'BENEFICIARY_DOB',
      CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
    ],
    [
      'a real date of birth',
      { BENEFICIARY_DOB: '1990-02-30' },
      'BENEFICIARY_DOB',
      'Date of birth must be valid',
    ],
    [
      'a valid beneficiary ID number',
      { BENEFICIARY_ID: '1234567890123' },
      'BENEFICIARY_ID',
      'Id Number must be valid',
    ],
    ['an email', { BENEFICIARY_EMAIL: '' }, 'BENEFICIARY_EMAIL', 'Email must be valid'],
    ['a valid phone', { BENEFICIARY_PHONE: '0000000000' }, 'BENEFICIARY_PHONE', 'Phone number must be valid'],
    [
      'a relation from the designations',
      { BENEFICIARY_RELATION: 'Neighbour' },
      'BENEFICIARY_RELATION',
      CAMPAIGN_RELATION_MESSAGE,
    ],
  ])('the beneficiary needs %s', (_, change, field, message) => {
    expect(fieldMessages(CampaignOptInRequestSchema, withData(change))).toEqual({
      [`additionalData.${field}`]: [message],
    })
  })
})
