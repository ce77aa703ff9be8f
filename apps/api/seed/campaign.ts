import { CAMPAIGN_CODE, COMPANY_CODES, type CompanyCode } from '@insure/domain/catalogue'
import { CAMPAIGN_COVER_CENTS } from '@insure/domain/limits'
import { saIdControlDigit } from '@insure/domain/sa-id'
import { idNumberDigest } from '../src/areas/campaign/id-number-digest.ts'

/**
 * A South African ID number with a valid control digit: date of birth YYMMDD, a 4-digit sequence
 * (0000-4999 female, 5000-9999 male), citizenship 0 (citizen), then 8 and the control digit.
 */
function saId(yymmdd: string, sequence: string): string {
  const firstTwelve = `${yymmdd}${sequence}08`
  return `${firstTwelve}${saIdControlDigit(firstTwelve)}`
}

/** On both companies' lists, aged 18 to 64: IN_CAMPAIGN with either company until opted in. */
const ON_BOTH_LISTS = [
  saId('850615', '5009'), // 15 June 1985, male
  saId('900220', '0123'), // 20 February 1990, female
] as const

/**
 * The free life cover campaign's seeded ID numbers, for tests and demos (the web e2e tests import
 * them). Every number is valid (checksum and date of birth). With a fresh database:
 * - `eligible`: on the company's list, aged 18 to 64 → IN_CAMPAIGN (ALREADY_OPTED_IN once opted in);
 *   the first two are on both companies' lists, the others on this company's only;
 * - `tooOld` (born 1952 / 1950) and `tooYoung` (born 2012 / 2014): on the list, outside the ages
 *   → NOT_IN_CAMPAIGN;
 * - `otherCompanyOnly`: eligible with the other company, not on this one's list → NOT_IN_CAMPAIGN.
 * CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER is valid and on no list → NOT_IN_CAMPAIGN with both.
 */
export const CAMPAIGN_SEED_ID_NUMBERS: Readonly<
  Record<
    CompanyCode,
    { eligible: readonly string[]; tooOld: string; tooYoung: string; otherCompanyOnly: string }
  >
> = {
  IWYZE: {
    eligible: [
      ...ON_BOTH_LISTS,
      saId('780412', '5231'), // 12 April 1978, male
      saId('950830', '0456'), // 30 August 1995, female
      saId('820105', '5678'), // 5 January 1982, male
      saId('700918', '0042'), // 18 September 1970, female
    ],
    tooOld: saId('520710', '5012'), // 10 July 1952
    tooYoung: saId('120315', '0034'), // 15 March 2012
    otherCompanyOnly: saId('870923', '0789'),
  },
  OM: {
    eligible: [
      ...ON_BOTH_LISTS,
      saId('870923', '0789'), // 23 September 1987, female
      saId('760101', '5345'), // 1 January 1976, male
      saId('990512', '0567'), // 12 May 1999, female
      saId('810227', '5811'), // 27 February 1981, male
    ],
    tooOld: saId('500606', '5090'), // 6 June 1950
    tooYoung: saId('140707', '0011'), // 7 July 2014
    otherCompanyOnly: saId('780412', '5231'),
  },
}

/** Valid, on no company's list: NOT_IN_CAMPAIGN. */
export const CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER = saId('880808', '5555')

/** The free life cover rule of both companies (forms spec §9: cover R20 000). */
export const CAMPAIGN_RULE_SEEDS = COMPANY_CODES.map((companyCode) => ({
  campaignCode: CAMPAIGN_CODE,
  companyCode,
  minAge: 18,
  maxAge: 64,
  opensOn: '2026-01-01',
  closesOn: null,
  coverCents: CAMPAIGN_COVER_CENTS,
}))

/**
 * The eligible lists as stored: digests of the ID numbers under `tokenSecret`, never the numbers.
 * The seed set is versioned by these rows, so a new TOKEN_SECRET reloads the lists.
 */
export function campaignMemberSeeds(tokenSecret: string) {
  return COMPANY_CODES.flatMap((companyCode) => {
    const { eligible, tooOld, tooYoung } = CAMPAIGN_SEED_ID_NUMBERS[companyCode]
    return [...eligible, tooOld, tooYoung].map((idNumber) => ({
      campaignCode: CAMPAIGN_CODE,
      companyCode,
      idNumberDigest: idNumberDigest(tokenSecret, idNumber),
    }))
  })
}
