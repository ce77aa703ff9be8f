import { z } from 'zod'

/** Default bound on free-text fields the spec gives no length for, so a request cannot carry a book. */
export const TEXT_FIELD_MAX_CHARS = 255

/**
 * A required text field: trimmed, at least one character, at most `maxChars`; every failure (absent,
 * not text, empty, too long) carries `message` on the field's own path.
 */
export function requiredText(message: string, maxChars: number = TEXT_FIELD_MAX_CHARS) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(maxChars, { error: message })
}
