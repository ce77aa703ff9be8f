import { z } from '../zod-config/index.ts'

/** Message for an email address that is not valid (forms spec §5, claim form). */
export const EMAIL_INVALID_MESSAGE = 'Email must be valid'

/** Longest address a mailbox can have (RFC 5321); the spec gives no limit. */
export const EMAIL_MAX_CHARS = 254

/**
 * The pattern check (forms spec §5). The spec does not give the pattern; we use zod's: a dotted local
 * part, `@`, dotted domain labels and a top-level domain of two or more letters.
 */
export const EMAIL_PATTERN = z.regexes.email

export interface EmailOptions {
  /** When on, an empty address is allowed (forms spec §5: "empty allowed only when optional flag on"). */
  optional?: boolean
}

/** True when `value` (trimmed) is a valid address, or empty while `optional` is on. */
export function isValidEmail(value: string, { optional = false }: EmailOptions = {}): boolean {
  const trimmed = value.trim()
  if (trimmed === '') return optional
  return trimmed.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(trimmed)
}

/** A required email field: trimmed, valid, else "Email must be valid". */
export const EmailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .refine((value) => isValidEmail(value), { error: EMAIL_INVALID_MESSAGE })

/**
 * An optional email field: empty, null or absent is accepted and parsed as null; anything typed must
 * be a valid address.
 */
export const OptionalEmailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .refine((value) => isValidEmail(value, { optional: true }), { error: EMAIL_INVALID_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null))

/**
 * An e-mail the site sends through its outbox: a plain-text body always (every mail client reads
 * it), an HTML body or null, and the stored documents (their hashed ids) attached in this order.
 */
export type OutgoingEmail = {
  to: string
  subject: string
  text: string
  html: string | null
  documentHashedIds: string[]
}
