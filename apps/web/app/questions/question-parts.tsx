import type { JourneyQuestion } from '@insure/domain/quick-quote'
import type { QuestionState } from './answers.ts'
import type { SearchMatch, SearchWithoutScript } from './search-answers.ts'

/** Element ids of one question's parts, so messages can be tied to inputs (aria-describedby). */
export type QuestionIds = { input: string; hint: string; error: string; format: string }

/** What every question component gets from the engine. */
export type QuestionProps = {
  question: JourneyQuestion
  state: QuestionState | undefined
  error: string | undefined
  ids: QuestionIds
  /** The other answers, for an endpoint's `{:name}` placeholders (see placeholderValues). */
  placeholders: Readonly<Record<string, string>>
  onChange(next: QuestionState): void
  /**
   * Set while the page has no script: searches are a box and a submit the route's action answers,
   * with the matches it found (issue 25).
   */
  withoutScript?: WithoutScript | undefined
}

/** A page without script: the search the action answered, and the search answers the API holds. */
export type WithoutScript = {
  search: SearchWithoutScript | null
  held: Readonly<Record<string, SearchMatch>>
}

export function questionIds(prefix: string): QuestionIds {
  return {
    input: `${prefix}-input`,
    hint: `${prefix}-hint`,
    error: `${prefix}-error`,
    format: `${prefix}-format`,
  }
}

/** Space-separated ids of the parts that exist, or undefined when none do. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const present = ids.filter(Boolean)
  return present.length > 0 ? present.join(' ') : undefined
}

/** The question's description, read with its input. */
export function QuestionHint({ question, ids }: { question: JourneyQuestion; ids: QuestionIds }) {
  return question.description ? (
    <p id={ids.hint} className="field__hint">
      {question.description}
    </p>
  ) : null
}

/** The question's message beside it (forms spec §5); the live region announces it when it appears. */
export function QuestionError({ error, ids }: { error: string | undefined; ids: QuestionIds }) {
  return error ? (
    <p id={ids.error} className="field__error question__error">
      {error}
    </p>
  ) : null
}
