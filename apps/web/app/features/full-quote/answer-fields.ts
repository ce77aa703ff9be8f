import type { Field } from '../../lib/forms/fields.tsx'
import type { PageAnswer } from './page-data.ts'

/**
 * A field of `lib/forms/fields.tsx` made from a full-quote page's answer (its messages and what was
 * typed) and the value saved before: the sections written on the one form stack (postal address,
 * payer) are drawn on pages that do not use Conform yet. Once a page does, it passes Conform's own
 * fields instead (the same shape) and this goes.
 */
export function answerField(answer: PageAnswer | undefined, name: string, saved?: string | null): Field {
  const id = `field-${name.replace(/[^\w-]/g, '-')}`
  const typed = answer?.values[name]
  const message = answer?.messages[name]
  return {
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    // A new answer draws the control anew with what it holds.
    key: answer?.answerId,
    errors: message ? [message] : undefined,
    initialValue: answer ? (Array.isArray(typed) ? typed[0] : (typed ?? '')) : (saved ?? ''),
    value: undefined,
  }
}

/** The fields `names` under `prefix.` (`postal.poBox`), from the answer and what was saved. */
export function answerFieldsOf<Name extends string>(
  answer: PageAnswer | undefined,
  prefix: string,
  names: readonly Name[],
  saved: Partial<Record<Name, string | null>> | null | undefined,
): Record<Name, Field> {
  return Object.fromEntries(
    names.map((name) => [name, answerField(answer, `${prefix}.${name}`, saved?.[name] ?? null)]),
  ) as Record<Name, Field>
}
