import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import {
  autocompleteRequestPath,
  filterLocalOptions,
  resultsAtPath,
  searchResultMessage,
} from '@insure/domain/search'
import { ApiCallError, type ApiClient } from '../lib/api-client.ts'

/**
 * Where an autocomplete gets its options: the source contract every search widget fills, and the
 * remote variant's sources (forms spec §7: a question type's endpoint, or its own list). Kept apart
 * from the components so they can be tested without a browser.
 */

/** What one search answers: the options to list and the sentence to show instead of or above them. */
export type SearchAnswer<T> = { options: T[]; message: string | null }

/** A search's source: the trimmed term, and a signal that fires when a newer search replaces it. */
export type LoadOptions<T> = (term: string, signal: AbortSignal) => Promise<SearchAnswer<T>>

/** An option of a dynamic autocomplete question: the text shown and the value stored as the answer. */
export type QuestionOption = { value: string; text: string }

/**
 * Resolves with the call's answer, or rejects with an AbortError as soon as `signal` fires. The API
 * client takes no signal, so the request itself runs on (and is cached); its late answer is dropped.
 */
export function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** The sentence a failed search shows: the server's `msg` when it gave one, else the generic one. */
export function searchFailureMessage(error: unknown): string {
  return error instanceof ApiCallError && error.msg ? error.msg : GENERIC_ERROR_MESSAGE
}

const DISPLAY_FIELDS = ['text', 'name', 'description', 'value'] as const
const VALUE_FIELDS = ['value', 'code', 'id'] as const

function fieldText(item: Record<string, unknown>, field: string): string | null {
  const value = item[field]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}

/**
 * A remote result as an option: its `displayField` shown and its `valueField` stored (forms spec §3).
 * A type that names neither falls back on the usual fields (text or name shown, value, code or id
 * stored, else the text); a plain string or number is both. Results without a text are skipped.
 */
export function questionOption(
  item: unknown,
  type: Pick<QuestionType, 'displayField' | 'valueField'>,
): QuestionOption | null {
  if (typeof item === 'string' || typeof item === 'number') return { value: String(item), text: String(item) }
  if (item === null || typeof item !== 'object') return null
  const record = item as Record<string, unknown>
  const pick = (own: string | null | undefined, fallbacks: readonly string[]) =>
    own
      ? fieldText(record, own)
      : (fallbacks.map((field) => fieldText(record, field)).find((v) => v !== null) ?? null)
  const text = pick(type.displayField, DISPLAY_FIELDS)
  if (text === null || text.trim() === '') return null
  return { text, value: pick(type.valueField, VALUE_FIELDS) ?? text }
}

/**
 * A remote autocomplete's options: GET {endpoint}?{searchParam}={term} with `{:name}` placeholders
 * filled, results read at the type's path (forms spec §7); none: "No results available." (§8).
 */
export async function loadQuestionOptions(
  api: ApiClient,
  type: QuestionType,
  placeholders: Readonly<Record<string, string>>,
  term: string,
  signal: AbortSignal,
): Promise<SearchAnswer<QuestionOption>> {
  const body = await abortable(api.get<unknown>(autocompleteRequestPath(type, term, placeholders)), signal)
  return questionAnswer(resultsAtPath(body, type.path).map((item) => questionOption(item, type)))
}

/** A local list's options for the term, filtered in the page (forms spec §4). */
export function localQuestionOptions(
  options: readonly QuestionOption[],
  term: string,
): SearchAnswer<QuestionOption> {
  return questionAnswer(filterLocalOptions(options, term, (option) => option.text))
}

/** The options a list shows: results without a text dropped, and one option per value (the first). */
function questionAnswer(found: readonly (QuestionOption | null)[]): SearchAnswer<QuestionOption> {
  const byValue = new Map<string, QuestionOption>()
  for (const option of found) if (option && !byValue.has(option.value)) byValue.set(option.value, option)
  const options = [...byValue.values()]
  return { options, message: searchResultMessage('autocomplete', options.length) }
}
