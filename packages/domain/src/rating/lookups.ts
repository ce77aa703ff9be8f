/**
 * What the API resolves before rating: suburb answers (an id) to their suburb, and the vehicle answer
 * (a catalogue code) to the vehicle. Rating stays pure; the lookups are its inputs.
 */
import type { VehicleBodyType } from './schema.ts'

export interface ResolvedSuburb {
  id: number
  suburb: string
  town: string
  /** One of SA_PROVINCES: Eastern Cape, Free State, Gauteng, … Western Cape. */
  province: string
  streetCode: string | null
  boxCode: string | null
}

export interface ResolvedVehicle {
  code: string
  year: number
  make: string
  model: string
  bodyType: VehicleBodyType
  engineCc: number
  valueCents: number
}

export interface RatingLookups {
  /** Resolved suburb answers, keyed by the question ref (e.g. 'Suburb', 'Overnight_suburb', 'Business_suburb'). */
  suburbs: Readonly<Record<string, ResolvedSuburb>>
  /** The resolved VEHICLE answer, if the product asks one. */
  vehicle: ResolvedVehicle | null
}
