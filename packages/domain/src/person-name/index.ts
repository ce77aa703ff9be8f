import { z } from '../zod-config/index.ts'
import { PERSON_NAME_MAX_CHARS, PERSON_NAME_MIN_CHARS } from '../limits/index.ts'

/** Messages of forms spec §5 (claim form and contact form). */
export const NAME_INVALID_MESSAGE = 'Name must be valid'
export const SURNAME_INVALID_MESSAGE = 'Surname must be valid'
export const NAME_AND_SURNAME_INVALID_MESSAGE = 'Name and Surname must be valid'

/**
 * Forms spec §5: 1 to 255 letters and spaces. Letters are any script's (`\p{L}`, so José and Nkosinathi
 * and Müller pass), with combining accents (`\p{M}`); digits, hyphens and apostrophes do not.
 */
export const PERSON_NAME_PATTERN = new RegExp(
  `^[\\p{L}\\p{M} ]{${PERSON_NAME_MIN_CHARS},${PERSON_NAME_MAX_CHARS}}$`,
  'u',
)

/** Surrounding spaces dropped, runs of spaces made one, accents composed (NFC). */
export function normalisePersonName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ')
}

/**
 * True when `value`, normalised, is 1 to 255 letters and spaces (counted in characters, after
 * trimming). A value of spaces only is empty, so not valid.
 */
export function isValidPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(normalisePersonName(value))
}

/** A name or surname as the person typed it, split out of one full-name field. */
export interface SplitName {
  name: string
  surname: string
}

/**
 * Splits a full name (forms spec §5, landing and blog call-me-back): at the first and last space, the
 * first word is the name, the last word the surname, and middle words are joined to the name. A single
 * word leaves the surname empty. Spaces are trimmed and collapsed first.
 */
export function splitFullName(fullName: string): SplitName {
  const words = normalisePersonName(fullName).split(' ').filter(Boolean)
  if (words.length <= 1) return { name: words[0] ?? '', surname: '' }
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1) ?? '' }
}

/**
 * A blank name or surname on the full quote's pages (About you, beneficiaries): the field is
 * required, and "must be valid" says nothing of what to do with an empty one (issue 25). Ours.
 */
export const NAME_REQUIRED_MESSAGE = 'Enter a first name'
export const SURNAME_REQUIRED_MESSAGE = 'Enter a surname'

/**
 * A person-name field with its own message: 1 to 255 letters and spaces, normalised; left blank,
 * `requiredMessage` when one is given (else the same message, as the spec's forms say it).
 */
export function personNameSchema(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .overwrite(normalisePersonName)
    .regex(PERSON_NAME_PATTERN, { error: (issue) => (issue.input === '' ? requiredMessage : message) })
}

/** A name field: 1 to 255 letters and spaces, else "Name must be valid". Parsed value normalised. */
export const NameSchema = personNameSchema(NAME_INVALID_MESSAGE)
/** A surname field: 1 to 255 letters and spaces, else "Surname must be valid". */
export const SurnameSchema = personNameSchema(SURNAME_INVALID_MESSAGE)
/** The full quote's name field: blank, "Enter a first name"; else as NameSchema. */
export const RequiredNameSchema = personNameSchema(NAME_INVALID_MESSAGE, NAME_REQUIRED_MESSAGE)
/** The full quote's surname field: blank, "Enter a surname"; else as SurnameSchema. */
export const RequiredSurnameSchema = personNameSchema(SURNAME_INVALID_MESSAGE, SURNAME_REQUIRED_MESSAGE)

/**
 * One field holding name and surname (contact form, forms spec §5): valid when, split by
 * splitFullName, both the name and the surname are valid, so it needs at least two words; else
 * "Name and Surname must be valid".
 */
export const FullNameSchema = z
  .string({ error: NAME_AND_SURNAME_INVALID_MESSAGE })
  .overwrite(normalisePersonName)
  .refine(
    (value) => {
      const { name, surname } = splitFullName(value)
      return isValidPersonName(name) && isValidPersonName(surname)
    },
    { error: NAME_AND_SURNAME_INVALID_MESSAGE },
  )
