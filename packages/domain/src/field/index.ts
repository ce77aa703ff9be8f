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

/**
 * What no text field can hold, whatever its own schema allows: NUL (U+0000), which PostgreSQL's text
 * and jsonb cannot store, and a lone UTF-16 surrogate, which is no character at all and which JSON
 * cannot carry to another system intact (issue 17: either failed the whole statement it was in).
 * Right-to-left overrides and emoji are characters: a field's own schema may refuse them.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u
const LONE_SURROGATES = /[\ud800-\udfff]/gu

export function containsUnstorableCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value)
}

/** The field error of a value with such a character. */
export const UNSTORABLE_CHARACTER_MESSAGE = 'This field contains a character that cannot be stored.'

type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined }

/**
 * The path of the first string in `value` (keys included, at any depth) with an unstorable
 * character, as the envelope writes field paths (`answers.0.value`); undefined when there is none.
 * Walked with a stack of its own, each step linked to its parent: a body of 100 KB can nest deeper
 * than the call stack goes, and a path copied at every level would cost its depth squared.
 */
export function pathOfUnstorableCharacter(value: unknown): string | undefined {
  // Nearly every body holds no such character: a walk that allocates nothing says so first (it ran
  // on every API call's body and every quick quote's, 7 KB of garbage a quick quote posted without
  // script, issue 25), and only a body it cannot clear is walked for the path.
  if (!mayHoldUnstorable(value, 0)) return undefined
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }]
  while (pending.length > 0) {
    const visit = pending.pop()!
    if (typeof visit.value === 'string') {
      if (containsUnstorableCharacter(visit.value)) return pathOf(visit)
      continue
    }
    if (visit.value === null || typeof visit.value !== 'object') continue
    const entries: [string | number, unknown][] = Array.isArray(visit.value)
      ? visit.value.map((each, index) => [index, each])
      : Object.entries(visit.value)
    for (const [key] of entries) {
      if (typeof key === 'string' && containsUnstorableCharacter(key)) {
        return pathOf({
          value: key,
          key: key.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd'),
          parent: visit,
        })
      }
    }
    // Reversed, so that the first field is looked at first.
    for (const [key, each] of entries.reverse()) pending.push({ value: each, key, parent: visit })
  }
  return undefined
}

/** Below this depth the quick walk recurses; deeper, it leaves the value to the walk with a stack. */
const QUICK_WALK_MAX_DEPTH = 64

/**
 * False when no string in `value` (keys included) has an unstorable character; true when one may:
 * it has one, or it nests deeper than the quick walk goes. Own enumerable keys, as Object.entries.
 */
function mayHoldUnstorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return containsUnstorableCharacter(value)
  if (value === null || typeof value !== 'object') return false
  if (depth >= QUICK_WALK_MAX_DEPTH) return true
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (mayHoldUnstorable(value[index], depth + 1)) return true
    }
    return false
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (containsUnstorableCharacter(key)) return true
    if (mayHoldUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true
  }
  return false
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}
