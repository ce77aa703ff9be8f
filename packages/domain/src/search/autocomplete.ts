import type { QuestionType } from '../quick-quote/journey.ts'
import { NO_MATCH, normaliseSearchText, searchHaystack, searchMatchRank, SEARCH_RANK } from './index.ts'

/**
 * Rules of the autocomplete widgets (forms spec §2, §4, §7) that do not need a browser: where a
 * question type's endpoint is asked, where its results are in the answer, which option a blur picks
 * and how a local list is filtered.
 */

/** The query parameter of the term when the question type names none (forms spec §7). */
export const DEFAULT_AUTOCOMPLETE_SEARCH_PARAM = 'query'
/** Where the results are in the response body when the question type says nothing (forms spec §7). */
export const DEFAULT_AUTOCOMPLETE_RESULTS_PATH = 'data'

const PLACEHOLDER = /\{:([A-Za-z0-9_$-]+)\}/g

/**
 * The path a remote autocomplete GETs (forms spec §7, generic GET {endpoint}?query): its `{:name}`
 * placeholders replaced by `placeholders[name]` (URL-encoded), then the term appended as the
 * `searchParam` query parameter (default `query`), after any query string the endpoint already has
 * (`/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes` keeps its `answerValue`).
 * A placeholder without a value is a configuration error: it throws rather than ask a wrong URL.
 */
export function autocompleteRequestPath(
  type: Pick<QuestionType, 'endpoint' | 'searchParam'>,
  term: string,
  placeholders: Readonly<Record<string, string>> = {},
): string {
  const endpoint = type.endpoint?.trim()
  if (!endpoint) throw new Error('The question type has no endpoint to search.')
  const [beforeHash = '', ...hash] = endpoint.split('#')
  const path = beforeHash.replace(PLACEHOLDER, (_, name: string) => {
    const value = placeholders[name]
    if (value === undefined) throw new Error(`No value for the placeholder {:${name}} of ${endpoint}`)
    return encodeURIComponent(value)
  })
  const param = type.searchParam?.trim() || DEFAULT_AUTOCOMPLETE_SEARCH_PARAM
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&'
  const query = `${encodeURIComponent(param)}=${encodeURIComponent(term)}`
  return `${path}${separator}${query}${hash.length > 0 ? `#${hash.join('#')}` : ''}`
}

function readPath(body: unknown, segments: readonly string[]): unknown {
  let at = body
  for (const segment of segments) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string, unknown>)[segment]
  }
  return at
}

/**
 * The results at a question type's dot `path` (default `data`; blank is the default) of a response
 * body, or [] when there is no list there.
 *
 * The path is written against the whole `{ code, data }` envelope, but the site's API client hands back
 * the envelope's `data` already unwrapped. So the path is tried on the body as given first and, when it
 * finds no list and starts with `data`, again without that first segment: `data` then means the body
 * itself, `data.results` the body's `results`. Both the envelope and the unwrapped value work.
 */
export function resultsAtPath(body: unknown, path?: string | null): unknown[] {
  const segments = (path?.trim() || DEFAULT_AUTOCOMPLETE_RESULTS_PATH).split('.').filter(Boolean)
  const asGiven = readPath(body, segments)
  if (Array.isArray(asGiven)) return asGiven
  if (segments[0] === DEFAULT_AUTOCOMPLETE_RESULTS_PATH) {
    const unwrapped = readPath(body, segments.slice(1))
    if (Array.isArray(unwrapped)) return unwrapped
  }
  return []
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The option whose display text is the typed text, without case or surrounding spaces; else null. */
export function exactMatch<T>(
  options: readonly T[],
  typedText: string,
  displayOf: (option: T) => string,
): T | null {
  if (typedText.trim() === '') return null
  return options.find((option) => sameText(displayOf(option), typedText)) ?? null
}

/**
 * The option a blur selects (forms spec §2): the single remaining option, else the highlighted one,
 * else the one whose display text equals the typed text (without case), else null.
 */
export function pickOnBlur<T>(
  options: readonly T[],
  typedText: string,
  highlightedIndex: number,
  displayOf: (option: T) => string,
): T | null {
  if (options.length === 1) return options[0]!
  const highlighted = highlightedIndex >= 0 ? options[highlightedIndex] : undefined
  if (highlighted !== undefined) return highlighted
  return exactMatch(options, typedText, displayOf)
}

/**
 * The options of a local list that match a term, ranked like the reference searches (text starting
 * with the term, then a word starting with it, then anywhere; list order within a rank), compared
 * without case, accents or punctuation. A blank term keeps the whole list.
 */
export function filterLocalOptions<T>(
  options: readonly T[],
  term: string,
  displayOf: (option: T) => string,
): T[] {
  const normalised = normaliseSearchText(term)
  if (normalised === '') return [...options]
  const byRank: T[][] = Object.values(SEARCH_RANK).map(() => [])
  for (const option of options) {
    const rank = searchMatchRank(searchHaystack(displayOf(option)), normalised)
    if (rank !== NO_MATCH) byRank[rank]!.push(option)
  }
  return byRank.flat()
}
