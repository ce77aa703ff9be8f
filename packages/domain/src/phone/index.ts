import { z } from '../zod-config/index.ts'

/** Message for a phone number that is not valid (forms spec §5, claim and contact forms). */
export const PHONE_NUMBER_INVALID_MESSAGE = 'Phone number must be valid'

/**
 * Forms spec §5: optional +27 or a leading 0, then 2 digits, an optional space or hyphen, then 7 digits.
 * So 0821234567, 082 1234567, 082-1234567, +27821234567 and 821234567 are all valid.
 */
export const PHONE_NUMBER_PATTERN = /^(?:\+27|0)?\d{2}[ -]?\d{7}$/

/** Removes every space (and other white space) from a phone number, as the forms do on blur. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '')
}

/**
 * True when `value` matches PHONE_NUMBER_PATTERN and is not all zeros. The spec refuses 0000000000; we
 * refuse every all-zero number (000000000, +27000000000) for the same reason. Empty is not valid.
 */
export function isValidPhoneNumber(value: string): boolean {
  return PHONE_NUMBER_PATTERN.test(value) && /[1-9]/.test(value.replace(/^\+27/, ''))
}

/**
 * A phone field as the claim and call-me-back forms treat it: spaces are stripped first (forms spec
 * §5), then the number must be valid. The parsed value is the number without spaces.
 */
export const PhoneNumberSchema = z
  .string({ error: PHONE_NUMBER_INVALID_MESSAGE })
  .overwrite(stripSpaces)
  .refine(isValidPhoneNumber, { error: PHONE_NUMBER_INVALID_MESSAGE })
