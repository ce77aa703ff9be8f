import { z } from '../zod-config/index.ts'
import {
  BENEFICIARY_DESIGNATIONS,
  BENEFICIARY_RELATIONSHIPS,
  MISC_RELATIONSHIPS,
  type BeneficiaryDesignation,
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

/**
 * The relations a person chooses a funeral (and every non-life v2) beneficiary by, in plain words,
 * each mapped to the spec's designation (forms spec §3 and its 41-value list), which stays the code
 * the form sends, the API checks and the database stores (issue 25). The 41 are an insurer's terms
 * ("Stillborn child", "Third party insurer", "Supplier"): a buyer names a person they know, so the
 * page offers life v2's 21 kinships in words a buyer uses, and no firm, estate or the buyer themself.
 */
export const PLAIN_BENEFICIARY_RELATIONS = [
  { relation: 'Husband or wife', designation: 'Spouse' },
  { relation: 'Partner', designation: 'Partner' },
  { relation: 'Fiancé or fiancée', designation: 'Fiancé' },
  { relation: 'Child', designation: 'Child' },
  { relation: 'Parent', designation: 'Parent' },
  { relation: 'Brother', designation: 'Brother' },
  { relation: 'Sister', designation: 'Sister' },
  { relation: 'Grandchild', designation: 'Grandchild' },
  { relation: 'Grandparent', designation: 'Grandparent' },
  { relation: 'Aunt', designation: 'Aunt' },
  { relation: 'Uncle', designation: 'Uncle' },
  { relation: 'Nephew or niece', designation: 'Nephew/ niece' },
  { relation: 'Cousin', designation: 'Cousin' },
  { relation: 'Mother-in-law', designation: 'Mother in law' },
  { relation: 'Father-in-law', designation: 'Father in law' },
  { relation: 'Son-in-law', designation: 'Son in law' },
  { relation: 'Daughter-in-law', designation: 'Daughter in law' },
  { relation: 'Guardian', designation: 'Guardian' },
  { relation: 'Someone who depends on me', designation: 'Dependant' },
  { relation: 'Friend', designation: 'Friend' },
  { relation: 'Someone else', designation: 'Other' },
] as const satisfies readonly { relation: string; designation: BeneficiaryDesignation }[]

/** A choice of a beneficiary's relation as a page offers it: the code sent, the words shown. */
export interface BeneficiaryRelationChoice {
  value: string
  label: string
}

/**
 * The relation choices of a beneficiaries page: life v2's relations as they are (they read well), or
 * for the other rule the plain relations, sent as their designations.
 */
export function beneficiaryRelationChoices(rule: 'LIFE_V2' | 'OTHER'): BeneficiaryRelationChoice[] {
  return rule === 'LIFE_V2'
    ? BENEFICIARY_RELATIONSHIPS.map((relation) => ({ value: relation, label: relation }))
    : PLAIN_BENEFICIARY_RELATIONS.map(({ relation, designation }) => ({
        value: designation,
        label: relation,
      }))
}
