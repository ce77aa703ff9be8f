import { formatCents } from '../money/index.ts'
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
