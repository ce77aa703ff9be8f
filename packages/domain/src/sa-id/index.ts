import { z } from '../zod-config/index.ts'
import { isCalendarDate, toIsoDate } from '../calendar/index.ts'
import { SA_ID_NUMBER_DIGITS } from '../limits/index.ts'

/** Claim form message for an ID number that is not valid (forms spec §5). */
export const SA_ID_NUMBER_INVALID_MESSAGE = 'Id Number must be valid'

export type SaIdGender = 'Female' | 'Male'

/** What a valid South African ID number tells about its holder. */
export interface SaIdNumberDetails {
  /** ISO calendar date `YYYY-MM-DD`. */
  dateOfBirth: string
  gender: SaIdGender
  isCitizen: boolean
}

const THIRTEEN_DIGITS = new RegExp(`^\\d{${SA_ID_NUMBER_DIGITS}}$`)

const digitAt = (value: string, position: number) => Number(value[position - 1])
const sumOfDigits = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0)

/**
 * Control digit of the first 12 digits of an ID number, as forms spec §5 describes it: add the digits
 * in odd positions (1, 3, …, 11); form the number from the digits in even positions (2, 4, …, 12),
 * double it and add its digits; 10 minus the total modulo 10, where 10 becomes 0.
 */
export function saIdControlDigit(firstTwelveDigits: string): number {
  if (!/^\d{12}$/.test(firstTwelveDigits)) throw new RangeError('An ID number control digit needs 12 digits')
  let oddSum = 0
  let evenDigits = ''
  for (let position = 1; position <= 12; position += 1) {
    if (position % 2 === 1) oddSum += digitAt(firstTwelveDigits, position)
    else evenDigits += firstTwelveDigits[position - 1]
  }
  const total = oddSum + sumOfDigits(String(Number(evenDigits) * 2))
  return (10 - (total % 10)) % 10
}

/** True when `value` is 13 digits whose 13th digit is the control digit of the first 12. */
export function hasValidSaIdControlDigit(value: string): boolean {
  return THIRTEEN_DIGITS.test(value) && saIdControlDigit(value.slice(0, 12)) === digitAt(value, 13)
}

/**
 * Date of birth in the first six digits (YYMMDD) as `YYYY-MM-DD`, or null for a day that does not
 * exist. Century (forms spec §5): 20YY when YY is below the two-digit year of `today`, else 19YY.
 */
export function saIdDateOfBirth(value: string, today: Date = new Date()): string | null {
  if (!/^\d{6}/.test(value)) return null
  const twoDigitYear = Number(value.slice(0, 2))
  const year = (twoDigitYear < today.getFullYear() % 100 ? 2000 : 1900) + twoDigitYear
  const month = Number(value.slice(2, 4))
  const day = Number(value.slice(4, 6))
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : null
}

/**
 * Reads a South African ID number (forms spec §5): 13 digits, a real date of birth and the right
 * control digit. Gender is female when digit 7 is below 5, else male; citizen when digit 11 is 0.
 * Returns null for anything else. `today` fixes the century of the date of birth.
 */
export function parseSaIdNumber(value: string, today: Date = new Date()): SaIdNumberDetails | null {
  if (!hasValidSaIdControlDigit(value)) return null
  const dateOfBirth = saIdDateOfBirth(value, today)
  if (dateOfBirth === null) return null
  return {
    dateOfBirth,
    gender: digitAt(value, 7) < 5 ? 'Female' : 'Male',
    isCitizen: digitAt(value, 11) === 0,
  }
}

/** True for a 13-digit ID number with a real date of birth and the right control digit. */
export function isValidSaIdNumber(value: string, today: Date = new Date()): boolean {
  return parseSaIdNumber(value, today) !== null
}

/** What is wrong with an ID number, in the order a person would fix it. */
export type SaIdNumberProblem = 'NOT_DIGITS' | 'LENGTH' | 'DATE' | 'CHECK_DIGIT'

/**
 * The spec's message for an invalid ID number is "Id Number must be valid" (forms spec §5, the claim
 * form), which says neither what is wrong nor what to do. Where the spec fixes that message (the
 * claim form, the campaign, the call-me-back) it stays as it is; the quote's contact and payer keep
 * it as the lead of the field's message and add the reason and the fix (issue 25).
 */
export const SA_ID_NUMBER_PROBLEM_MESSAGES: Readonly<Record<SaIdNumberProblem | 'MISSING', string>> = {
  MISSING: `${SA_ID_NUMBER_INVALID_MESSAGE}. Type the 13 digits of the ID number.`,
  NOT_DIGITS: `${SA_ID_NUMBER_INVALID_MESSAGE}. Use digits only: an ID number is 13 digits, with no spaces or letters.`,
  LENGTH: `${SA_ID_NUMBER_INVALID_MESSAGE}. It has {count} digits and an ID number has ${SA_ID_NUMBER_DIGITS}: check that none is missing or extra.`,
  DATE: `${SA_ID_NUMBER_INVALID_MESSAGE}. Its first six digits are the date of birth (YYMMDD) and they are not a real date: check them against the ID document.`,
  CHECK_DIGIT: `${SA_ID_NUMBER_INVALID_MESSAGE}. Its last digit does not match the other 12, so one digit is probably mistyped: check each digit against the ID document.`,
}

/** Why `value` (trimmed) is not a valid ID number, or null when it is one. */
export function saIdNumberProblem(value: string, today: Date = new Date()): SaIdNumberProblem | null {
  if (!/^\d*$/.test(value)) return 'NOT_DIGITS'
  if (value.length !== SA_ID_NUMBER_DIGITS) return 'LENGTH'
  if (saIdDateOfBirth(value, today) === null) return 'DATE'
  if (!hasValidSaIdControlDigit(value)) return 'CHECK_DIGIT'
  return null
}

/** The message that names what is wrong with `value` and how to fix it; null for a valid number. */
export function saIdNumberMessage(value: string | null | undefined, today: Date = new Date()): string | null {
  const trimmed = (value ?? '').trim()
  if (trimmed === '') return SA_ID_NUMBER_PROBLEM_MESSAGES.MISSING
  const problem = saIdNumberProblem(trimmed, today)
  if (problem === null) return null
  return SA_ID_NUMBER_PROBLEM_MESSAGES[problem].replace('{count}', String(trimmed.length))
}

/**
 * An ID number field that says what is wrong (issue 25): the contact's and the payer's. Surrounding
 * spaces are trimmed; the message leads with the spec's "Id Number must be valid".
 */
export const ExplainedSaIdNumberSchema = z
  .string({ error: SA_ID_NUMBER_PROBLEM_MESSAGES.MISSING })
  .trim()
  .superRefine((value, context) => {
    const message = saIdNumberMessage(value)
    if (message !== null) context.addIssue({ code: 'custom', message })
  })

/**
 * An ID number field: surrounding spaces are trimmed, then the number must be valid, else
 * "Id Number must be valid". The spec's claim form checks only the checksum; we also refuse a date of
 * birth that does not exist, which no issued number has.
 */
export const SaIdNumberSchema = z
  .string({ error: SA_ID_NUMBER_INVALID_MESSAGE })
  .trim()
  .regex(THIRTEEN_DIGITS, { error: SA_ID_NUMBER_INVALID_MESSAGE, abort: true })
  .refine((value) => isValidSaIdNumber(value), { error: SA_ID_NUMBER_INVALID_MESSAGE })
