import { z } from '../zod-config/index.ts'
import { addMonths, formatDayMonthYear } from '../calendar/index.ts'
import {
  BENEFICIARY_DESIGNATIONS,
  CAMPAIGN_CODE,
  COMPANY_CODES,
  CAMPAIGN_STEPS,
  type CampaignStep,
  type CompanyCode,
} from '../catalogue/index.ts'
import { isValidDateOfBirth } from '../beneficiary/index.ts'
import { isValidEmail } from '../email/index.ts'
import { TEXT_FIELD_MAX_CHARS, withoutMarkup } from '../field/index.ts'
import { CAMPAIGN_BENEFICIARY_NAME_MIN_CHARS, CAMPAIGN_COVER_PERIOD_MONTHS } from '../limits/index.ts'
import { isValidPhoneNumber, stripSpaces } from '../phone/index.ts'
import {
  type SaIdNumberDetails,
  SA_ID_NUMBER_INVALID_MESSAGE,
  SaIdNumberSchema,
  isValidSaIdNumber,
  parseSaIdNumber,
} from '../sa-id/index.ts'

import { CAMPAIGN_COVER_CENTS } from '../limits/index.ts'
import { formatCents } from '../money/index.ts'

export { CAMPAIGN_COVER_CENTS }

/** Step after the campaign status check (forms spec §4): IN_CAMPAIGN 2, ALREADY_OPTED_IN 98, anything else 99. */
export function stepAfterStatusCheck(status: string | null | undefined): CampaignStep {
  if (status === 'IN_CAMPAIGN') return CAMPAIGN_STEPS.beneficiary
  if (status === 'ALREADY_OPTED_IN') return CAMPAIGN_STEPS.alreadyOptedIn
  return CAMPAIGN_STEPS.notInCampaign
}

/**
 * Last day of the free cover as shown (forms spec §9): three months from `today`, `DD/MM/YYYY`. When
 * the month three ahead is shorter, its last day (30 November gives the end of February).
 */
export function coverEndDate(today: Date = new Date()): string {
  return formatDayMonthYear(addMonths(today, CAMPAIGN_COVER_PERIOD_MONTHS))
}

/** Result of step 1 (forms spec §5): `idError` set for any invalid ID number, else the holder's details. */
export type CampaignIdCheck = { idError: true } | ({ idError: false } & SaIdNumberDetails)

/**
 * Checks the ID number of step 1 (forms spec §5 "Free life campaign ID"): 13 digits, a real date of
 * birth from the first six digits with the century rule, and the right control digit.
 */
export function checkCampaignIdNumber(value: string, today: Date = new Date()): CampaignIdCheck {
  const details = parseSaIdNumber(value.trim(), today)
  return details === null ? { idError: true } : { idError: false, ...details }
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Messages of the campaign beneficiary form; the spec gives none (forms spec §5), these are ours. */
export const CAMPAIGN_BENEFICIARY_NAME_MESSAGE = `Name must be at least ${CAMPAIGN_BENEFICIARY_NAME_MIN_CHARS} characters`
export const CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE = 'Enter an ID number or a date of birth'
export const CAMPAIGN_DATE_OF_BIRTH_MESSAGE = 'Date of birth must be valid'
export const CAMPAIGN_EMAIL_MESSAGE = 'Email must be valid'
export const CAMPAIGN_PHONE_MESSAGE = 'Phone number must be valid'
export const CAMPAIGN_RELATION_MESSAGE = 'Select a relation'

const optionalTrimmed = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value ?? '')

/**
 * The campaign beneficiary form of step 2 (forms spec §3, §5): bName at least 3 characters; bId or
 * bDob, at least one (each valid when given); bEmail required and valid; bPhone required and valid
 * (spaces removed); bRelation required, one of the beneficiary designations.
 */
export const CampaignBeneficiaryFormSchema = z
  .object({
    // Free text is stored and shown to agents: markup is refused (see withoutMarkup).
    bName: withoutMarkup(
      z
        .string({ error: CAMPAIGN_BENEFICIARY_NAME_MESSAGE })
        .trim()
        .min(CAMPAIGN_BENEFICIARY_NAME_MIN_CHARS, { error: CAMPAIGN_BENEFICIARY_NAME_MESSAGE })
        .max(TEXT_FIELD_MAX_CHARS, { error: CAMPAIGN_BENEFICIARY_NAME_MESSAGE }),
      CAMPAIGN_BENEFICIARY_NAME_MESSAGE,
    ),
    bId: optionalTrimmed.refine((value) => value === '' || isValidSaIdNumber(value), {
      error: SA_ID_NUMBER_INVALID_MESSAGE,
    }),
    /** ISO `YYYY-MM-DD`. */
    bDob: optionalTrimmed.refine((value) => value === '' || isValidDateOfBirth(value), {
      error: CAMPAIGN_DATE_OF_BIRTH_MESSAGE,
    }),
    bEmail: z
      .string({ error: CAMPAIGN_EMAIL_MESSAGE })
      .trim()
      .refine((value) => isValidEmail(value), { error: CAMPAIGN_EMAIL_MESSAGE }),
    bPhone: z
      .string({ error: CAMPAIGN_PHONE_MESSAGE })
      .overwrite(stripSpaces)
      .refine(isValidPhoneNumber, { error: CAMPAIGN_PHONE_MESSAGE }),
    bRelation: z.enum(BENEFICIARY_DESIGNATIONS, { error: CAMPAIGN_RELATION_MESSAGE }),
  })
  // Runs even when other fields fail, so the message shows beside the ID field with the rest.
  .refine((form) => hasText(form.bId) || hasText(form.bDob), {
    path: ['bId'],
    error: CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
export type CampaignBeneficiaryForm = z.infer<typeof CampaignBeneficiaryFormSchema>

/** Body of POST {api}/wyzeapi/contact/campaignOptIn (forms spec §7). */
export interface CampaignOptInRequest {
  campaignCode: typeof CAMPAIGN_CODE
  companyCode: CompanyCode
  zaIdNumber: string
  additionalData: {
    BENEFICIARY_NAME: string
    BENEFICIARY_DOB: string
    BENEFICIARY_EMAIL: string
    BENEFICIARY_PHONE: string
    BENEFICIARY_RELATION: string
    BENEFICIARY_ID?: string
  }
}

/** Builds the opt-in request; BENEFICIARY_ID is sent only when an ID number was given (forms spec §7). */
export function toCampaignOptInRequest(
  zaIdNumber: string,
  companyCode: CompanyCode,
  beneficiary: CampaignBeneficiaryForm,
): CampaignOptInRequest {
  return {
    campaignCode: CAMPAIGN_CODE,
    companyCode,
    zaIdNumber,
    additionalData: {
      BENEFICIARY_NAME: beneficiary.bName,
      BENEFICIARY_DOB: beneficiary.bDob,
      BENEFICIARY_EMAIL: beneficiary.bEmail,
      BENEFICIARY_PHONE: beneficiary.bPhone,
      BENEFICIARY_RELATION: beneficiary.bRelation,
      ...(beneficiary.bId ? { BENEFICIARY_ID: beneficiary.bId } : {}),
    },
  }
}

/** The free cover as the campaign shows it (forms spec §9): `R20 000`, whole rands. */
export const CAMPAIGN_COVER_TEXT = `R${formatCents(CAMPAIGN_COVER_CENTS).replace(/\.00$/, '')}`

/** Messages of the opt-in request for a campaign or company the API does not know; ours. */
export const CAMPAIGN_UNKNOWN_MESSAGE = 'Unknown campaign'
export const CAMPAIGN_COMPANY_UNKNOWN_MESSAGE = 'Unknown company'

const beneficiaryField = CampaignBeneficiaryFormSchema.shape

/**
 * The beneficiary as the opt-in request carries it (forms spec §7, additionalData), with the rules of
 * the beneficiary form (CampaignBeneficiaryFormSchema) field for field: BENEFICIARY_DOB may be empty
 * when BENEFICIARY_ID is given, and one of the two is required. BENEFICIARY_ID is dropped when empty.
 */
export const CampaignOptInAdditionalDataSchema = z
  .object({
    BENEFICIARY_NAME: beneficiaryField.bName,
    BENEFICIARY_DOB: beneficiaryField.bDob,
    BENEFICIARY_EMAIL: beneficiaryField.bEmail,
    BENEFICIARY_PHONE: beneficiaryField.bPhone,
    BENEFICIARY_RELATION: beneficiaryField.bRelation,
    BENEFICIARY_ID: beneficiaryField.bId,
  })
  .superRefine((data, ctx) => {
    if (!data.BENEFICIARY_ID && !data.BENEFICIARY_DOB) {
      ctx.addIssue({
        code: 'custom',
        path: ['BENEFICIARY_DOB'],
        message: CAMPAIGN_ID_OR_DATE_OF_BIRTH_MESSAGE,
      })
    }
  })
  .transform(({ BENEFICIARY_ID, ...rest }) => (BENEFICIARY_ID ? { ...rest, BENEFICIARY_ID } : rest))

/** Body of POST {api}/wyzeapi/contact/campaignOptIn (forms spec §7), as the API validates it. */
export const CampaignOptInRequestSchema = z.object({
  campaignCode: z.literal(CAMPAIGN_CODE, { error: CAMPAIGN_UNKNOWN_MESSAGE }),
  companyCode: z.enum(COMPANY_CODES, { error: CAMPAIGN_COMPANY_UNKNOWN_MESSAGE }),
  zaIdNumber: SaIdNumberSchema,
  additionalData: CampaignOptInAdditionalDataSchema,
})
