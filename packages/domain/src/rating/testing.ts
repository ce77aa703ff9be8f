/** Answer and lookup builders for the rating tests (not exported from the module). */
import { VEHICLE_ANSWER_CODES, type AnswersByRef, type GivenAnswer } from '../quick-quote/journey.ts'
import { INPUT_ANSWER_CODE } from './answers.ts'
import type { ResolvedSuburb, ResolvedVehicle } from './lookups.ts'
import { REF } from './refs.ts'

/** 22 November 2026, local time: the day the examples are rated on. */
export const TODAY = new Date(2026, 10, 22)

/** An input question's answer: the typed text. */
export const typed = (value: string): GivenAnswer => ({ codes: [], values: { [INPUT_ANSWER_CODE]: value } })
/** A choice question's answer: the selected codes. */
export const picked = (...codes: string[]): GivenAnswer => ({ codes, values: {} })
/** The business head count: full-time staff, and part-time staff when given. */
export const staff = (fullTime: string, partTime?: string): GivenAnswer => ({
  codes: [],
  values: { full_time: fullTime, ...(partTime === undefined ? {} : { part_time: partTime }) },
})

export const suburb = (
  id: number,
  name: string,
  province: string,
  streetCode: string | null,
): ResolvedSuburb => ({
  id,
  suburb: name,
  town: name,
  province,
  streetCode,
  boxCode: null,
})
export const SANDTON = suburb(101, 'Sandton', 'Gauteng', '2196')
export const DURBAN = suburb(102, 'Durban Central', 'KwaZulu-Natal', '4001')
export const KIMBERLEY = suburb(103, 'Kimberley', 'Northern Cape', '8301')
export const STELLENBOSCH = suburb(104, 'Stellenbosch', 'Western Cape', '7600')
export const PRETORIA = suburb(105, 'Hatfield', 'Gauteng', '0083')
export const POLOKWANE = suburb(106, 'Polokwane', 'Limpopo', '0699')
export const BLOEMFONTEIN = suburb(107, 'Bloemfontein', 'Free State', '9301')
export const SUBURBS = [SANDTON, DURBAN, KIMBERLEY, STELLENBOSCH, PRETORIA, POLOKWANE, BLOEMFONTEIN]

/** A suburb answer and its lookup under `ref`. */
export const at = (ref: string, place: ResolvedSuburb) => ({
  answers: { [ref]: typed(String(place.id)) } as AnswersByRef,
  suburbs: { [ref]: place },
})

export const vehicle = (overrides: Partial<ResolvedVehicle> = {}): ResolvedVehicle => ({
  code: 'VW-POLO-TSI',
  year: 2022,
  make: 'Volkswagen',
  model: 'Polo 1.0 TSI',
  bodyType: 'SEDAN',
  engineCc: 999,
  valueCents: 25_000_000,
  ...overrides,
})
/** The vehicle search's answer for a resolved vehicle. */
const [YEAR_CODE, VEHICLE_CODE] = VEHICLE_ANSWER_CODES
export const vehicleAnswer = (v: ResolvedVehicle): GivenAnswer => ({
  codes: [],
  values: { [YEAR_CODE]: String(v.year), [VEHICLE_CODE]: v.code },
})
export const VEHICLE_REF = REF.vehicle
