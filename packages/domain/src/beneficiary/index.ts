import { z } from '../zod-config/index.ts'
import {
  BENEFICIARY_DESIGNATIONS,
  BENEFICIARY_RELATIONSHIPS,
  MISC_RELATIONSHIPS,
} from '../catalogue/index.ts'
import { isIsoDate } from '../calendar/index.ts'
import { RequiredNameSchema, RequiredSurnameSchema } from '../person-name/index.ts'

/** Messages for beneficiary fields; the spec gives none (forms spec §5), these are ours. */
export const BENEFIT_PERCENTAGE_INVALID_MESSAGE =
  'Benefit percentage must be a number above 0 and at most 100'
export const GENDER_REQUIRED_MESSAGE = 'Select a gender'
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'Date of birth must be valid'
export const DESIGNATION_REQUIRED_MESSAGE = 'Select a designation'
export const RELATION_REQUIRED_MESSAGE = 'Select a relation'

export const BENEFICIARY_GENDERS = ['Female', 'Male'] as const

/**
 * Share of the benefit, a percentage. Forms spec §5: "numeric percentage". Numbers and numeric text
 * (as a form sends it) are both accepted and parsed to a number, above 0 and at most 100.
 */
export const BenefitPercentageSchema = z
  .union(
    [
      z.number({ error: BENEFIT_PERCENTAGE_INVALID_MESSAGE }),
      z
        .string({ error: BENEFIT_PERCENTAGE_INVALID_MESSAGE })
        .trim()
        .regex(/^\d+(?:\.\d+)?$/, { error: BENEFIT_PERCENTAGE_INVALID_MESSAGE }),
    ],
    { error: BENEFIT_PERCENTAGE_INVALID_MESSAGE },
  )
  .transform(Number)
  .refine((percentage) => Number.isFinite(percentage) && percentage > 0 && percentage <= 100, {
    error: BENEFIT_PERCENTAGE_INVALID_MESSAGE,
  })

const GenderSchema = z.enum(BENEFICIARY_GENDERS, { error: GENDER_REQUIRED_MESSAGE })

/** A date of birth: an ISO `YYYY-MM-DD` day that exists and is not after `today`. */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  if (!isIsoDate(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day) <= today
}

const DateOfBirthSchema = z
  .string({ error: DATE_OF_BIRTH_INVALID_MESSAGE })
  .trim()
  .refine((value) => isValidDateOfBirth(value), { error: DATE_OF_BIRTH_INVALID_MESSAGE })

/**
 * Beneficiary of the products other than life v2 (forms spec §3, §5): every field required, the
 * percentage numeric, the designation one of the 41 BENEFICIARY_DESIGNATIONS.
 */
export const BeneficiarySchema = z.object({
  benefitPercentage: BenefitPercentageSchema,
  gender: GenderSchema,
  dateOfBirth: DateOfBirthSchema,
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  beneficiaryDesignation: z.enum(BENEFICIARY_DESIGNATIONS, { error: DESIGNATION_REQUIRED_MESSAGE }),
})
export type Beneficiary = z.infer<typeof BeneficiarySchema>

/**
 * Beneficiary of life v2 (forms spec §3): name, surname, gender, date of birth, percentage and
 * relation. The spec lists the fields without a rule; we require them all, like the other beneficiary.
 * The relation is one of BENEFICIARY_RELATIONSHIPS, the list GET A/beneficiary/relationships answers.
 */
export const LifeBeneficiarySchema = z.object({
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  gender: GenderSchema,
  dateOfBirth: DateOfBirthSchema,
  benefitPercentage: BenefitPercentageSchema,
  relation: z.enum(BENEFICIARY_RELATIONSHIPS, { error: RELATION_REQUIRED_MESSAGE }),
})
export type LifeBeneficiary = z.infer<typeof LifeBeneficiarySchema>

/** GET A/beneficiary/designations: the 41 designations, in the spec's order. */
export const BeneficiaryDesignationsSchema = z.array(z.enum(BENEFICIARY_DESIGNATIONS))
/** GET A/beneficiary/relationships: a life v2 beneficiary's relations. */
export const BeneficiaryRelationshipsSchema = z.array(z.enum(BENEFICIARY_RELATIONSHIPS))
/** GET A/misc/relationships: a covered person's or payer's relations to the policyholder. */
export const MiscRelationshipsSchema = z.array(z.enum(MISC_RELATIONSHIPS))
