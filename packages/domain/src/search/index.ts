import {
  AUTOCOMPLETE_MIN_CHARS,
  SEARCH_TOO_MANY_RESULTS_THRESHOLD,
  SUBURB_SEARCH_MIN_CHARS,
  VEHICLE_SEARCH_MIN_CHARS,
} from '../limits/index.ts'
import {
  NO_RESULTS_MESSAGE,
  SUBURB_NOT_FOUND_MESSAGE,
  TOO_MANY_RESULTS_MESSAGE,
  VEHICLE_NOT_FOUND_MESSAGE,
} from '../messages/index.ts'
export * from './autocomplete.ts'

const typedChars = (term: string | null | undefined) => [...(term ?? '').trim()].length

/** Suburb search runs once at least 3 characters are typed (forms spec §5, §9); spaces around do not count. */
export function canSearchSuburbs(term: string | null | undefined): boolean {
  return typedChars(term) >= SUBURB_SEARCH_MIN_CHARS
}

/** Vehicle search runs once the description has at least 3 characters (forms spec §5, §9). */
export function canSearchVehicles(term: string | null | undefined): boolean {
  return typedChars(term) >= VEHICLE_SEARCH_MIN_CHARS
}

/** Characters an autocomplete needs before it queries: the question type's `minChars`, else 2 (forms spec §5). */
export function autocompleteMinChars(questionType?: { minChars?: number | null } | null): number {
  const own = questionType?.minChars
  return typeof own === 'number' && Number.isInteger(own) && own >= 0 ? own : AUTOCOMPLETE_MIN_CHARS
}

/** True when enough characters are typed for the autocomplete of this question type to query. */
export function canQueryAutocomplete(
  term: string | null | undefined,
  questionType?: { minChars?: number | null } | null,
): boolean {
  return typedChars(term) >= autocompleteMinChars(questionType)
}

export type SearchKind = 'suburb' | 'vehicle' | 'autocomplete'

/**
 * Message a search shows for `resultCount` results (forms spec §8), or null when the results are
 * listed. Suburb: none "Could not find suburb"; vehicle: none "Could not find vehicle."; autocomplete:
 * none "No results available."; suburb and vehicle: more than 200 "We found too many results. Please
 * refine your search."
 */
export function searchResultMessage(kind: SearchKind, resultCount: number): string | null {
  if (resultCount === 0) {
    if (kind === 'suburb') return SUBURB_NOT_FOUND_MESSAGE
    if (kind === 'vehicle') return VEHICLE_NOT_FOUND_MESSAGE
    return NO_RESULTS_MESSAGE
  }
  if (kind !== 'autocomplete' && resultCount > SEARCH_TOO_MANY_RESULTS_THRESHOLD)
    return TOO_MANY_RESULTS_MESSAGE
  return null
}

const ALREADY_NORMALISED = /^[A-Z0-9]+(?: [A-Z0-9]+)*$/

/**
 * Text as searches compare it: upper case, accents dropped, punctuation as spaces, runs of spaces
 * collapsed, trimmed. "  Ronde-bosch " and "RONDE BOSCH" compare equal.
 */
export function normaliseSearchText(text: string | null | undefined): string {
  if (!text) return ''
  if (ALREADY_NORMALISED.test(text)) return text
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
}

/** How well a record matches a search term, best first; NO_MATCH when it does not match at all. */
export const SEARCH_RANK = { nameStart: 0, wordStart: 1, substring: 2 } as const
export const NO_MATCH = -1

/**
 * The text a record is searched in: its own name first (a suburb, a model), then the fields it can
 * also be found by (town, postal codes, make), each normalised (see normaliseSearchText). Built once
 * per record, not per search.
 */
export function searchHaystack(name: string, others: readonly (string | null | undefined)[] = []): string {
  return ` ${[name, ...others].map(normaliseSearchText).filter(Boolean).join(' ')}`
}

/**
 * Rank of a record for a normalised term, best first: its name starting with the term, then any word
 * starting with it, then the term anywhere; NO_MATCH otherwise.
 */
export function searchMatchRank(haystack: string, term: string): number {
  if (term === '') return NO_MATCH
  return rankOfFirstMatch(haystack, term, haystack.indexOf(term))
}

/** searchMatchRank when the term's first occurrence in the haystack is already known to be `at`. */
function rankOfFirstMatch(haystack: string, term: string, at: number): number {
  if (at < 0) return NO_MATCH
  if (at === 1) return SEARCH_RANK.nameStart
  if (haystack[at - 1] === ' ' || haystack.includes(` ${term}`, at)) return SEARCH_RANK.wordStart
  return SEARCH_RANK.substring
}

/** The number of results a search answers: `requested` when it is a whole number from 1 to `max`, else the default (or max). */
export function searchLimit(requested: number | null | undefined, defaultLimit: number, max: number): number {
  if (requested === null || requested === undefined || !Number.isInteger(requested) || requested < 1)
    return defaultLimit
  return Math.min(requested, max)
}

/** The reference lists searched by a term the API checks for length, and the minimum of each. */
const SEARCH_MIN_CHARS = {
  suburb: SUBURB_SEARCH_MIN_CHARS,
  vehicle: VEHICLE_SEARCH_MIN_CHARS,
  // An autocomplete list: forms spec §5, autocomplete minimum 2.
  occupation: AUTOCOMPLETE_MIN_CHARS,
} as const
export type SearchedList = keyof typeof SEARCH_MIN_CHARS

/**
 * What a search answers when its term is too short (the API's 400): "Type at least 3 characters to
 * search for a suburb.", "Type at least 2 characters to search for an occupation."
 */
export function searchTermTooShortMessage(list: SearchedList): string {
  const article = /^[aeiou]/.test(list) ? 'an' : 'a'
  return `Type at least ${SEARCH_MIN_CHARS[list]} characters to search for ${article} ${list}.`
}

export type RankedSearchResult<T> = { total: number; results: T[] }

/** Between two rows' haystacks in the joined text: never in a normalised term, so no match spans rows. */
const ROW_SEPARATOR = '\n'

/**
 * The search both reference lists use (suburbs, vehicles), over rows fixed when it is built: every row
 * whose haystack (see searchHaystack) matches the term is counted; the first `limit` are listed by rank
 * (name start, word start, anywhere), in the rows' own order within a rank.
 *
 * The haystacks are joined in one text, so that one native `indexOf` jumps to the next row that
 * matches instead of testing every row in turn: on the 21,128 suburbs a search takes about a quarter
 * of the time, and it runs on the server's main thread.
 */
export class SearchIndex<T> {
  private readonly haystacks: string[]
  private readonly text: string
  /** Where each row's haystack starts in `text`; one more entry, the end of the text. */
  private readonly starts: Int32Array

  /** `fieldsOf` gives a row's name and the fields it can also be found by (see searchHaystack). */
  constructor(
    readonly rows: readonly T[],
    fieldsOf: (row: T) => [name: string, others: readonly (string | null | undefined)[]],
  ) {
    this.haystacks = rows.map((row) => searchHaystack(...fieldsOf(row)))
    this.text = this.haystacks.join(ROW_SEPARATOR) + ROW_SEPARATOR
    this.starts = new Int32Array(rows.length + 1)
    let start = 0
    this.haystacks.forEach((haystack, i) => {
      this.starts[i] = start
      start += haystack.length + ROW_SEPARATOR.length
    })
    this.starts[rows.length] = start
  }

  /** `include` narrows the rows (the vehicle search's model year): others are neither listed nor counted. */
  search(term: string, limit: number, include: (row: T) => boolean = () => true): RankedSearchResult<T> {
    const normalised = normaliseSearchText(term)
    const byRank: T[][] = Object.values(SEARCH_RANK).map(() => [])
    let total = 0
    if (normalised === '') return { total, results: [] }
    for (let at = this.text.indexOf(normalised); at >= 0;) {
      const i = this.rowAt(at)
      const row = this.rows[i]!
      if (include(row)) {
        total++
        // Only the first `limit` of each rank can be listed: the rest are only counted.
        const bucket = byRank[rankOfFirstMatch(this.haystacks[i]!, normalised, at - this.starts[i]!)]!
        if (bucket.length < limit) bucket.push(row)
      }
      // A row counts once: go on from the next row's start.
      at = this.text.indexOf(normalised, this.starts[i + 1]!)
    }
    return { total, results: byRank.flat().slice(0, limit) }
  }

  /** The row whose haystack holds this position of the text. */
  private rowAt(position: number): number {
    let low = 0
    let high = this.rows.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.starts[middle]! <= position) low = middle
      else high = middle - 1
    }
    return low
  }
}
