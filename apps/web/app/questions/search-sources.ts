import {
  SEARCH_TOO_MANY_RESULTS_THRESHOLD,
  SUBURB_SEARCH_LIMIT,
  VEHICLE_SEARCH_LIMIT,
} from '@insure/domain/limits'
import { searchResultMessage, type SearchKind } from '@insure/domain/search'
import type { ApiClient } from '../lib/api-client.ts'
import { abortable, type SearchAnswer } from '../ui/autocomplete-options.ts'

/**
 * Where the suburb and vehicle searches get their options (forms spec §7) and the message each
 * answer shows (forms spec §8). Kept apart from the components so they can be tested without a
 * browser.
 */

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

type ReferenceSearch<T> = { total: number; results: T[]; message: string | null }

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
