import {
  SEARCH_TOO_MANY_RESULTS_THRESHOLD,
  SUBURB_SEARCH_LIMIT,
  VEHICLE_SEARCH_LIMIT,
} from '@insure/domain/limits'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import {
  autocompleteRequestPath,
  filterLocalOptions,
  resultsAtPath,
  searchResultMessage,
  type SearchKind,
} from '@insure/domain/search'
import { ApiCallError, type ApiClient } from '../../lib/api-client.ts'

/**
 * Where the search widgets get their options (forms spec §7) and the message each answer shows
 * (forms spec §8). Kept apart from the components so they can be tested without a browser.
 */

/** What one search answers: the options to list and the sentence to show instead of or above them. */
export type SearchAnswer<T> = { options: T[]; message: string | null }

/** A search's source: the trimmed term, and a signal that fires when a newer search replaces it. */
export type LoadOptions<T> = (term: string, signal: AbortSignal) => Promise<SearchAnswer<T>>

/** A suburb of GET A/sti/suburbs-lookup (apps/api/src/areas/suburb/suburb.routes.ts). */
export type SuburbOption = {
  id: number
  suburb: string
  town: string
  province: string
  streetCode: string | null
  boxCode: string | null
  /** Approximate centre of the postal code; null when the list has none (the supplier map's origin). */
  latitude: number | null
  longitude: number | null
}

/** A vehicle of GET A/wtf/autocomplete/vehicleSearch (apps/api/src/areas/vehicle/vehicle.routes.ts). */
export type VehicleOption = {
  /** Our 8-digit variant code: the vehicle answer's value. */
  code: string
  year: number
  make: string
  model: string
  /** "VOLKSWAGEN POLO 1.4 HATCH": what the list shows and an exact blur match compares. */
  description: string
  bodyType: string
  engineCc: number
  /** Our indicative value, in cents (not a market value). */
  valueCents: number
}

/** An option of a dynamic autocomplete question: the text shown and the value stored as the answer. */
export type QuestionOption = { value: string; text: string }

type ReferenceSearch<T> = { total: number; results: T[]; message: string | null }

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

/**
 * A reference search's answer as the list shows it: the API's message (or the catalogue's, for an
 * answer without one); above the too-many threshold no options, only "please refine".
 */
export function referenceAnswer<T>(kind: SearchKind, found: ReferenceSearch<T>): SearchAnswer<T> {
  const tooMany = found.total > SEARCH_TOO_MANY_RESULTS_THRESHOLD
  return {
    options: tooMany ? [] : found.results,
    message: found.message ?? searchResultMessage(kind, tooMany ? found.total : found.results.length),
  }
}

/** Suburbs matching the term: GET A/sti/suburbs-lookup?searchTerm&limit (limit 30, forms spec §9). */
export async function loadSuburbOptions(
  api: ApiClient,
  term: string,
  signal: AbortSignal,
): Promise<SearchAnswer<SuburbOption>> {
  const query = new URLSearchParams({ searchTerm: term, limit: String(SUBURB_SEARCH_LIMIT) })
  const found = await abortable(
    api.get<ReferenceSearch<SuburbOption>>(`/wyzeapi/sti/suburbs-lookup?${query}`),
    signal,
  )
  return referenceAnswer('suburb', found)
}

/** Vehicles of a model year matching the term: GET A/wtf/autocomplete/vehicleSearch?year&term&limit (limit 10). */
export async function loadVehicleOptions(
  api: ApiClient,
  year: number,
  term: string,
  signal: AbortSignal,
): Promise<SearchAnswer<VehicleOption>> {
  const query = new URLSearchParams({ year: String(year), term, limit: String(VEHICLE_SEARCH_LIMIT) })
  const found = await abortable(
    api.get<ReferenceSearch<VehicleOption>>(`/wyzeapi/wtf/autocomplete/vehicleSearch?${query}`),
    signal,
  )
  return referenceAnswer('vehicle', found)
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
