import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { isValidPhoneNumber, stripSpaces } from '../index.ts'

// Apart from ../index.ts, so that the forms carry the pattern without libphonenumber-js (30 KB gzip):
// the API stores numbers in this form, and keys the contact reference of tracking on it.

/**
 * The one form a phone number is stored and hashed in: E.164, `+27821234567`, whatever the spelling
 * (`082 123 4567`, `082-1234567`, `0821234567`, `+27821234567`, `821234567`), so that duplicate
 * detection and the contact reference see one number. The spec's pattern decides what is valid and
 * which nine digits are the number (after its `+27` or `0`); libphonenumber-js gives the E.164 form
 * of that South African number. Throws a RangeError for a value the pattern refuses.
 */
export function toE164PhoneNumber(value: string): string {
  const compact = stripSpaces(value)
  if (!isValidPhoneNumber(compact)) throw new RangeError('not a valid phone number')
  const digits = compact.replace(/^\+27/, '').replace('-', '')
  // Ten digits: the pattern's leading 0 and nine more; nine: the number alone.
  const national = digits.length === 10 ? digits.slice(1) : digits
  return parsePhoneNumberFromString(`+27${national}`)!.number
}
