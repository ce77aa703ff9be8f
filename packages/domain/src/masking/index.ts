/**
 * How personal numbers are shown once they have been received (POPIA; issue 18: "masked in every
 * response after the one that received them"): the last few characters stay, so a person recognises
 * their own number, and every other character becomes MASK_CHARACTER. Masking is idempotent, so a
 * masked number masked again is unchanged, and a number no longer than what stays is masked whole:
 * a mask never shows a complete number.
 */

export const MASK_CHARACTER = '*'

/** Digits of an ID number left visible: the last 4, as banks and insurers show them. */
export const ID_NUMBER_VISIBLE_DIGITS = 4

/** Digits of a bank account number left visible: the last 3. */
export const ACCOUNT_NUMBER_VISIBLE_DIGITS = 3

/** `value` without white space, every character but the last `visible` replaced by MASK_CHARACTER. */
export function maskKeepingLast(value: string, visible: number): string {
  const compact = value.replace(/\s+/g, '')
  const shown = compact.length > visible ? visible : 0
  return MASK_CHARACTER.repeat(compact.length - shown) + compact.slice(compact.length - shown)
}

/** An ID number as shown after it was received: `8001015009087` is `*********9087`. */
export function maskIdNumber(idNumber: string): string {
  return maskKeepingLast(idNumber, ID_NUMBER_VISIBLE_DIGITS)
}

/** A bank account number as shown after it was received: `62012345678` is `********678`. */
export function maskAccountNumber(accountNumber: string): string {
  return maskKeepingLast(accountNumber, ACCOUNT_NUMBER_VISIBLE_DIGITS)
}

/** Characters of a medical aid membership number left visible: the last 3, as of an account number. */
export const MEDICAL_AID_NUMBER_VISIBLE_CHARACTERS = 3

/** A medical aid membership number as shown after it was received: `123456789` is `******789`. */
export function maskMedicalAidNumber(number: string): string {
  return maskKeepingLast(number, MEDICAL_AID_NUMBER_VISIBLE_CHARACTERS)
}

/** Whether a value is one of our masks (a form sent back unchanged): the stored number is kept. */
export function isMasked(value: string): boolean {
  return value.includes(MASK_CHARACTER)
}
