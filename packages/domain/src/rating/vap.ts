/**
 * Value-added vehicle products (credit shortfall and deposit cover, scratch and dent, tyre and rim):
 * each product has its own table of options with a base premium and cover, loaded by the vehicle's age
 * and value band.
 */
import { VAP_OPTION_CODES, VEHICLE_ANSWER_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { AnswerReader, type ReadResult } from './answers.ts'
import { bandOf, finalPremium } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import type { Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, TraceRecorder } from './trace.ts'
import type { VapTable } from './schema.ts'
import { EARLIEST_MODEL_YEAR } from './motor.ts'

export type VapProduct = keyof VapTable

/**
 * The cars the VAP tables were priced for (ours): up to 15 years old and valued from R20 000 to
 * R1 500 000. The age and value bands below are open-ended; past these limits their last factors
 * were never meant to price a car (an old car's tyres and panels, a supercar's parts), so such a car
 * is refused before it is rated (vapRefusals, @insure/domain/vap).
 */
export const VAP_VEHICLE_LIMITS = {
  maxAgeYears: 15,
  minValueCents: 2_000_000,
  maxValueCents: 150_000_000,
} as const

export interface VapRatingInput {
  product: VapProduct
  option: (typeof VAP_OPTION_CODES)[number]
  vehicleAgeYears: number
  valueCents: number
}

const [, VEHICLE_CODE] = VEHICLE_ANSWER_CODES

export function vapInputOf(
  product: VapProduct,
  answers: AnswersByRef,
  lookups: RatingLookups,
  today: Date,
): ReadResult<VapRatingInput> {
  const read = new AnswerReader(answers)
  const code = read.value(REF.vehicle, VEHICLE_CODE)
  const vehicle = lookups.vehicle
  const thisYear = today.getFullYear()
  if (code === null) read.problem(REF.vehicle, `${REF.vehicle} is required`)
  else if (vehicle === null || vehicle.code !== code)
    read.problem(REF.vehicle, `${REF.vehicle} is not a known vehicle`)
  else if (!Number.isInteger(vehicle.valueCents) || vehicle.valueCents <= 0)
    read.problem(REF.vehicle, `${REF.vehicle} has no value to insure`)
  else if (
    !Number.isInteger(vehicle.year) ||
    vehicle.year < EARLIEST_MODEL_YEAR ||
    vehicle.year > thisYear + 1
  )
    read.problem(REF.vehicle, `${REF.vehicle} has a model year out of range`)
  const option = read.choice(REF.vapOption, VAP_OPTION_CODES)
  return read.result(() => ({
    product,
    option: option!,
    vehicleAgeYears: Math.max(0, thisYear - vehicle!.year),
    valueCents: vehicle!.valueCents,
  }))
}

/** premium = option base × vehicle age band × value band; cover and excess are the option's. */
export function rateVap(input: VapRatingInput, table: VapTable): Price {
  const product = table[input.product]
  const option = product.options[input.option]
  const trace = new TraceRecorder()
  const exact =
    trace.add('vap-option', option.premiumCents, answerOf(REF.vapOption, input.option)) *
    trace.factor(
      'vehicle-age',
      bandOf(product.vehicleAgeBands, input.vehicleAgeYears).factor,
      answerOf(REF.vehicle, input.vehicleAgeYears),
    ) *
    trace.factor(
      'motor-value',
      bandOf(product.valueBands, input.valueCents).factor,
      answerOf(REF.vehicle, input.valueCents),
    )
  return {
    steps: trace.steps,
    premium: finalPremium(exact, 1),
    excess: option.excess.cents,
    excessKey: option.excess.key,
    cover: option.coverCents,
  }
}
