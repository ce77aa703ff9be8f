import { z } from '../zod-config/index.ts'
import { EmailSchema, OptionalEmailSchema } from '../email/index.ts'
import { requiredText } from '../field/index.ts'
import {
  PERSON_NAME_PATTERN,
  RequiredNameSchema,
  RequiredSurnameSchema,
  normalisePersonName,
} from '../person-name/index.ts'
import { PhoneNumberSchema } from '../phone/index.ts'
import { SaIdNumberSchema } from '../sa-id/index.ts'

/**
 * Messages for the contact-model fields the spec gives none for (forms spec §5 names only the fields);
 * ours. Name, surname, ID number, mobile and email use the spec's messages of the claim form.
 */
export const TITLE_REQUIRED_MESSAGE = 'Select a title'
export const OCCUPATION_REQUIRED_MESSAGE = 'Select an occupation'
export const MARITAL_STATUS_REQUIRED_MESSAGE = 'Select a marital status'
export const FULL_NAMES_INVALID_MESSAGE = 'Full names must be valid'

export const POLICY_NUMBER_INVALID_MESSAGE = 'Policy number must be valid'
export const TOO_MANY_POLICIES_MESSAGE = 'No more than 20 policy numbers'
/** The most policy numbers a contact's list holds: a person's policies, not a book of business. */
export const MAX_POLICIES_PER_LIST = 20

/**
 * A policy number as insurers write them: letters and digits, with hyphens or slashes between
 * (IW-FUNERAL-0000001, TIA/123456), at most 40 characters.
 */
export const PolicyNumberSchema = z
  .string({ error: POLICY_NUMBER_INVALID_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9/-]{0,38}[A-Za-z0-9])?$/, { error: POLICY_NUMBER_INVALID_MESSAGE })

/**
 * The Contact's `tiaPolicies` and `mipPolicies` (forms spec §3): the policy numbers the person
 * already holds with the group's short-term insurer (TIA) and its life insurer (MIP), which an
 * agent or the workbench reads to see an existing client. The spec names the fields only; we keep
 * each as a list of policy numbers, repeats dropped, in the order given.
 */
export const PolicyNumbersSchema = z
  .array(PolicyNumberSchema, { error: POLICY_NUMBER_INVALID_MESSAGE })
  .max(MAX_POLICIES_PER_LIST, { error: TOO_MANY_POLICIES_MESSAGE })
  .transform((numbers) => [...new Set(numbers.map((number) => number.toUpperCase()))])

/** The titles a contact may have (the spec names the field, not its values; the page's choices). */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'Adv', 'Rev'] as const
/** The marital statuses of the alternative mini contact (forms spec §5). */
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Living together'] as const

/** One of `choices`, after trimming; anything else (or nothing) gets `message`. */
const choiceOf = <const Choices extends readonly [string, ...string[]]>(choices: Choices, message: string) =>
  requiredText(message, 50).pipe(z.enum(choices, { error: message }))

const TitleSchema = choiceOf(TITLES, TITLE_REQUIRED_MESSAGE)
const OccupationSchema = requiredText(OCCUPATION_REQUIRED_MESSAGE, 100)
const MaritalStatusSchema = choiceOf(MARITAL_STATUSES, MARITAL_STATUS_REQUIRED_MESSAGE)
/** All of a person's given names: letters and spaces like a name, 1 to 255 characters. */
const FullNamesSchema = z
  .string({ error: FULL_NAMES_INVALID_MESSAGE })
  .overwrite(normalisePersonName)
  .regex(PERSON_NAME_PATTERN, { error: FULL_NAMES_INVALID_MESSAGE })

/**
 * Full contact validation (forms spec §5): title, citizenId, name, surname, mobile and occupation
 * required; email optional but valid when given. "Required" here also means valid: an ID number with
 * a wrong checksum or a malformed mobile is refused.
 */
export const FullContactSchema = z.object({
  title: TitleSchema,
  citizenId: SaIdNumberSchema,
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  mobile: PhoneNumberSchema,
  occupation: OccupationSchema,
  email: OptionalEmailSchema,
})
export type FullContact = z.infer<typeof FullContactSchema>

/** Mini contact validation (forms spec §5): title, citizenId, name, surname, email and mobile required. */
export const MiniContactSchema = z.object({
  title: TitleSchema,
  citizenId: SaIdNumberSchema,
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  email: EmailSchema,
  mobile: PhoneNumberSchema,
})
export type MiniContact = z.infer<typeof MiniContactSchema>

/**
 * Alternative mini contact validation (forms spec §5): citizenId, name, surname, fullNames, email,
 * mobile and maritalStatus required.
 */
export const AlternativeMiniContactSchema = z.object({
  citizenId: SaIdNumberSchema,
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  fullNames: FullNamesSchema,
  email: EmailSchema,
  mobile: PhoneNumberSchema,
  maritalStatus: MaritalStatusSchema,
})
export type AlternativeMiniContact = z.infer<typeof AlternativeMiniContactSchema>
