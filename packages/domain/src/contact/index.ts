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
import { ExplainedSaIdNumberSchema, parseSaIdNumber, type SaIdGender } from '../sa-id/index.ts'

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
export type Title = (typeof TITLES)[number]

/**
 * The gender a title says (Mr a man; Mrs, Ms and Miss a woman); null for the titles anyone may hold.
 * A policy schedule that reads "Mr" for a woman is wrong, and the ID number is what the insurer
 * relies on (issue 25).
 */
export const TITLE_GENDERS: Readonly<Record<Title, SaIdGender | null>> = {
  Mr: 'Male',
  Mrs: 'Female',
  Ms: 'Female',
  Miss: 'Female',
  Dr: null,
  Prof: null,
  Adv: null,
  Rev: null,
}

/** Ours (the spec has no such rule): why the title is refused and what to do. */
export const TITLE_GENDER_MESSAGES: Readonly<Record<SaIdGender, string>> = {
  Female:
    'The title {title} is for a man, and this ID number is a woman’s. Choose a title that fits, such as Ms, Mrs or Dr, or check the ID number.',
  Male: 'The title {title} is for a woman, and this ID number is a man’s. Choose a title that fits, such as Mr or Dr, or check the ID number.',
}

/**
 * The message when `title` and the gender of `idNumber` disagree ("Mr" with a woman's ID number);
 * null when they agree, when the title fits anyone, or when either is missing or not valid (those
 * have their own messages).
 */
export function titleGenderMessage(
  title: string | null | undefined,
  idNumber: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const said = TITLE_GENDERS[(title?.trim() ?? '') as Title] ?? null
  const details = idNumber ? parseSaIdNumber(idNumber.trim(), today) : null
  if (said === null || details === null || said === details.gender) return null
  return TITLE_GENDER_MESSAGES[details.gender].replace('{title}', title!.trim())
}

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
  citizenId: ExplainedSaIdNumberSchema,
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
  citizenId: ExplainedSaIdNumberSchema,
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
  citizenId: ExplainedSaIdNumberSchema,
  name: RequiredNameSchema,
  surname: RequiredSurnameSchema,
  fullNames: FullNamesSchema,
  email: EmailSchema,
  mobile: PhoneNumberSchema,
  maritalStatus: MaritalStatusSchema,
})
export type AlternativeMiniContact = z.infer<typeof AlternativeMiniContactSchema>
