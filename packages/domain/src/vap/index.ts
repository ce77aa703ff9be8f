import { formatCents } from '../money/index.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import { REF } from '../rating/refs.ts'
import { VAP_VEHICLE_LIMITS } from '../rating/vap.ts'

/**
 * What VAP cannot cover online (forms spec §3 Car for VAP; issue 23): the sentences are ours, shown
 * on the vehicle page, which then offers the call-me-back form: the quote stops before the premium.
 */
/** Whole rands as the site writes them in a sentence: `R20 000`. */
const rands = (cents: number) => `R${formatCents(cents).replace(/\.00$/, '')}`

export const VAP_TAXI_MESSAGE = 'We cannot cover a vehicle used as a taxi.'
export const VAP_LIMO_OR_PANEL_VAN_MESSAGE = 'We cannot cover a limousine or a panel van.'
export const VAP_NOT_REGISTERED_IN_SA_MESSAGE = 'We can only cover a vehicle registered in South Africa.'
export const VAP_EXISTING_DAMAGE_MESSAGE = 'We cannot cover a vehicle that is already damaged.'
export const VAP_TOO_OLD_MESSAGE = `We can only cover a vehicle up to ${VAP_VEHICLE_LIMITS.maxAgeYears} years old.`
export const VAP_VALUE_OUT_OF_RANGE_MESSAGE = `We can only cover a vehicle worth ${rands(
  VAP_VEHICLE_LIMITS.minValueCents,
)} to ${rands(VAP_VEHICLE_LIMITS.maxValueCents)}.`

/** The Car for VAP entity (forms spec §3): the vehicle page's answers and the quick quote's vehicle. */
export type CarForVap = {
  make: string
  model: string
  /** The model year. */
  startYear: number
  owner: boolean
  taxi: boolean
  existingDamage: boolean
  registeredInSA: boolean
  isLimoOrPanelVan: boolean
  /** The vehicle's value, in cents. */
  estimatedValue: number
}

export type VapRefusal = {
  /** The Car for VAP field that decides it. */
  field: keyof CarForVap
  message: string
}

/**
 * Why VAP cannot cover this car, every reason with its sentence; none: it may be rated. Refused: a
 * taxi, a limousine or panel van, a car not registered in South Africa, existing damage, and a car
 * older or worth less or more than VAP_VEHICLE_LIMITS (the bands the VAP tables were priced for).
 * `thisYear` is a parameter: the rule is pure.
 */
export function vapRefusals(car: CarForVap, thisYear: number): VapRefusal[] {
  const refusals: VapRefusal[] = []
  if (car.taxi) refusals.push({ field: 'taxi', message: VAP_TAXI_MESSAGE })
  if (car.isLimoOrPanelVan)
    refusals.push({ field: 'isLimoOrPanelVan', message: VAP_LIMO_OR_PANEL_VAN_MESSAGE })
  if (!car.registeredInSA)
    refusals.push({ field: 'registeredInSA', message: VAP_NOT_REGISTERED_IN_SA_MESSAGE })
  if (car.existingDamage) refusals.push({ field: 'existingDamage', message: VAP_EXISTING_DAMAGE_MESSAGE })
  if (thisYear - car.startYear > VAP_VEHICLE_LIMITS.maxAgeYears) {
    refusals.push({ field: 'startYear', message: VAP_TOO_OLD_MESSAGE })
  }
  if (
    car.estimatedValue < VAP_VEHICLE_LIMITS.minValueCents ||
    car.estimatedValue > VAP_VEHICLE_LIMITS.maxValueCents
  ) {
    refusals.push({ field: 'estimatedValue', message: VAP_VALUE_OUT_OF_RANGE_MESSAGE })
  }
  return refusals
}

// ---- The vehicle page: its yes/no questions as the Car for VAP fields

/**
 * The Car for VAP fields the vehicle page asks (a questions page, FULL_QUOTE_QUESTIONS), by the
 * externalReferenceId of their question: the page's answers are answers, POST A/quote/validate's
 * `car` part names them as the spec's entity does.
 */
export const VAP_VEHICLE_REFS = {
  owner: REF.vehicleOwner,
  taxi: REF.vehicleTaxi,
  existingDamage: REF.vehicleExistingDamage,
  registeredInSA: REF.vehicleRegisteredInSa,
  isLimoOrPanelVan: REF.vehicleLimoOrPanelVan,
} as const satisfies Partial<Record<keyof CarForVap, string>>
export type VapVehicleField = keyof typeof VAP_VEHICLE_REFS
export const VAP_VEHICLE_FIELDS = Object.keys(VAP_VEHICLE_REFS) as VapVehicleField[]

/** The vehicle page's answers: yes, no, or not answered (null). */
export type VapVehicleAnswers = Record<VapVehicleField, boolean | null>

/** The yes/no answers of the vehicle page's questions as Car for VAP fields. */
export function vapVehicleAnswersOf(answers: AnswersByRef): VapVehicleAnswers {
  const of = (ref: string) => {
    const codes = answers[ref]?.codes ?? []
    return codes.includes('Y') ? true : codes.includes('N') ? false : null
  }
  return Object.fromEntries(
    VAP_VEHICLE_FIELDS.map((field) => [field, of(VAP_VEHICLE_REFS[field])]),
  ) as VapVehicleAnswers
}

/** The Car for VAP fields sent as the vehicle page's answers (Y or N); one not sent is not answered. */
export function answersOfVapVehicle(car: Partial<Record<VapVehicleField, boolean | null>>): AnswersByRef {
  return Object.fromEntries(
    VAP_VEHICLE_FIELDS.flatMap((field) => {
      const given = car[field]
      return typeof given === 'boolean'
        ? [[VAP_VEHICLE_REFS[field], { codes: [given ? 'Y' : 'N'], values: {} }]]
        : []
    }),
  )
}

/** The quick quote's vehicle (the `vehicles` catalogue): what the vehicle page does not ask. */
export type QuotedVehicle = { make: string; model: string; year: number; valueCents: number }

/** The Car for VAP entity of a quote: the vehicle page's answers on the quick quote's vehicle. */
export function carForVapOf(vehicle: QuotedVehicle, answered: Record<VapVehicleField, boolean>): CarForVap {
  return {
    make: vehicle.make,
    model: vehicle.model,
    startYear: vehicle.year,
    estimatedValue: vehicle.valueCents,
    ...answered,
  }
}

export * from './add-ons.ts'
