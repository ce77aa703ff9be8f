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
