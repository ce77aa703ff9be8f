import { z } from '../zod-config/index.ts'

/** Default bound on free-text fields the spec gives no length for, so a request cannot carry a book. */
export const TEXT_FIELD_MAX_CHARS = 255

/**
 * A required text field: trimmed, at least one character, at most `maxChars`; every failure (absent,
 * not text, empty, too long) carries `message` on the field's own path.
 */
export function requiredText(message: string, maxChars: number = TEXT_FIELD_MAX_CHARS) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(maxChars, { error: message })
}

/**
 * Markup in free text: a tag opening (`<` then a letter, `/`, `!` or `?`). Free text is stored and
 * shown to agents, so it is refused at the door rather than escaped later (issue 4: script-laden
 * bodies get a 4xx and nothing is stored).
 */
export const MARKUP_PATTERN = /<[a-z!/?]/i
export function containsMarkup(value: string): boolean {
  return MARKUP_PATTERN.test(value)
}

/** Free text without markup: `schema` refined so that a tag fails with `message`. */
export function withoutMarkup<T extends z.ZodType<string | null | undefined>>(schema: T, message: string) {
  return schema.refine((value) => typeof value !== 'string' || !containsMarkup(value), { error: message })
}
