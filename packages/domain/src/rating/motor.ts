/**
 * Motor (car and motorcycle): a monthly rate per R1 000 of vehicle value, loaded for vehicle age, body
 * type and overnight parking (car), use, area, driver age, licence years and recent claims. The basic
 * excess goes by vehicle value band.
 */
import {
  CLAIM_COUNT_CODES,
  OVERNIGHT_PARKING_CODES,
  VEHICLE_ANSWER_CODES,
  VEHICLE_USE_CODES,
  type AnswersByRef,
} from '../quick-quote/journey.ts'
import { AnswerReader, readSuburb, type ReadResult } from './answers.ts'
import { areaFactor, bandOf, CENTS_PER_THOUSAND_RAND, finalPremium, type AreaOfRisk } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import type { Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, areaWords, TraceRecorder } from './trace.ts'
import type { MotorTable, VehicleBodyType, VoluntaryExcess } from './schema.ts'

/** The tracking answer's code for a car without a device (@insure/domain/car's NO_TRACKING_DEVICE). */
const NO_TRACKING_DEVICE = 'NONE'
/** What a table without voluntary excesses (before 2026-11-v3) offers: the basic excess alone. */
export const NO_VOLUNTARY_EXCESS: VoluntaryExcess = { key: 'NONE', cents: 0, factor: 1 }

export const DRIVER_AGE_RANGE = { min: 18, max: 99, integer: true } as const
export const LICENCE_YEARS_RANGE = { min: 0, max: 80, integer: true } as const
/** A learner's licence comes at 16 at the earliest: licence years are at most the driver's age less 16. */
export const EARLIEST_LICENCE_AGE = 16
export const MOTORCYCLE_VALUE_RANDS = { min: 1, max: 5_000_000 } as const
/** Model years accepted: 1950 to next year (next year's models are sold from the middle of this year). */
export const EARLIEST_MODEL_YEAR = 1950

export type MotorProduct = 'car' | 'motorcycle'

export interface MotorRatingInput {
  product: MotorProduct
  valueCents: number
  /** Whole years: this year less the model year, at least 0. */
  vehicleAgeYears: number
  /** Car only. */
  bodyType: VehicleBodyType | null
  /** Car only. */
  parking: (typeof OVERNIGHT_PARKING_CODES)[number] | null
  use: (typeof VEHICLE_USE_CODES)[number]
  area: AreaOfRisk
  driverAge: number
  licenceYears: number
  claims: (typeof CLAIM_COUNT_CODES)[number]
  /**
   * Car full sale: whether a tracking device is fitted; null when not asked yet (the quick quote),
   * which rates as untracked does.
   */
  tracking: boolean | null
}

const [, VEHICLE_CODE] = VEHICLE_ANSWER_CODES

export function motorInputOf(
  product: MotorProduct,
  answers: AnswersByRef,
  lookups: RatingLookups,
  today: Date,
): ReadResult<MotorRatingInput> {
  const read = new AnswerReader(answers)
  const thisYear = today.getFullYear()
  const modelYears = { min: EARLIEST_MODEL_YEAR, max: thisYear + 1, integer: true }
  let value: number | null = null
  let year: number | null = null
  let bodyType: VehicleBodyType | null = null
  let parking: MotorRatingInput['parking'] = null
  if (product === 'car') {
    const code = read.value(REF.vehicle, VEHICLE_CODE)
    const vehicle = lookups.vehicle
    if (code === null) read.problem(REF.vehicle, `${REF.vehicle} is required`)
    else if (vehicle === null || vehicle.code !== code)
      read.problem(REF.vehicle, `${REF.vehicle} is not a known vehicle`)
    else if (!Number.isInteger(vehicle.valueCents) || vehicle.valueCents <= 0)
      read.problem(REF.vehicle, `${REF.vehicle} has no value to insure`)
    else if (
      !Number.isInteger(vehicle.year) ||
      vehicle.year < modelYears.min ||
      vehicle.year > modelYears.max
    )
      read.problem(REF.vehicle, `${REF.vehicle} has a model year out of range`)
    else {
      value = vehicle.valueCents
      year = vehicle.year
      bodyType = vehicle.bodyType
    }
  } else {
    year = read.number(REF.motorcycleYear, modelYears)
    value = read.rands(REF.motorcycleValue, MOTORCYCLE_VALUE_RANDS)
  }
  const use = read.choice(REF.vehicleUse, VEHICLE_USE_CODES)
  const area = readSuburb(read, REF.overnightSuburb, lookups.suburbs)
  if (product === 'car') parking = read.choice(REF.overnightParking, OVERNIGHT_PARKING_CODES)
  const driverAge = read.number(REF.driverAge, DRIVER_AGE_RANGE)
  const licenceYears = read.number(REF.licenceYears, LICENCE_YEARS_RANGE)
  if (driverAge !== null && licenceYears !== null && licenceYears > driverAge - EARLIEST_LICENCE_AGE)
    read.problem(
      REF.licenceYears,
      `${REF.licenceYears} cannot be more than ${REF.driverAge} less ${EARLIEST_LICENCE_AGE}`,
    )
  const claims = read.choice(REF.claims, CLAIM_COUNT_CODES)
  // The device's code is checked against the seeded list where it is answered (the vehicle page).
  const device = product === 'car' ? read.value(REF.trackingDevice) : null
  return read.result(() => ({
    product,
    valueCents: value!,
    vehicleAgeYears: Math.max(0, thisYear - year!),
    bodyType,
    parking,
    use: use!,
    area: area!,
    driverAge: driverAge!,
    licenceYears: licenceYears!,
    claims: claims!,
    tracking: device === null ? null : device !== NO_TRACKING_DEVICE,
  }))
}

/**
 * premium = value / R1 000 × product rate × vehicle age × body type × parking × tracking × use × area
 * × driver age × licence years × claims × voluntary excess, at least the product's minimum. Excess by
 * value band, plus the voluntary excess chosen (none unless given). Tables before 2026-11-v3 have no
 * tracking or voluntary excess: they rate as they always did.
 */
export function rateMotor(
  input: MotorRatingInput,
  table: MotorTable,
  voluntary: VoluntaryExcess = NO_VOLUNTARY_EXCESS,
): Price {
  const product = table[input.product]
  const car = input.product === 'car'
  const valueRef = car ? REF.vehicle : REF.motorcycleValue
  const trace = new TraceRecorder()
  // Multiplied left to right in the order recorded, so the trace gives the premium to the cent.
  const exact =
    trace.add(
      'motor-value',
      (input.valueCents / CENTS_PER_THOUSAND_RAND) * product.ratePerThousandCents,
      answerOf(valueRef, input.valueCents),
    ) *
    trace.factor(
      'vehicle-age',
      bandOf(table.vehicleAgeBands, input.vehicleAgeYears).factor,
      answerOf(car ? REF.vehicle : REF.motorcycleYear, input.vehicleAgeYears),
    ) *
    trace.factor(
      'body-type',
      car && input.bodyType ? table.car.bodyType[input.bodyType] : 1,
      answerOf(REF.vehicle, input.bodyType ?? ''),
    ) *
    trace.factor(
      'parking',
      car && input.parking ? table.car.parking[input.parking] : 1,
      answerOf(REF.overnightParking, input.parking ?? ''),
    ) *
    trace.factor(
      'tracking',
      car && table.car.tracking ? table.car.tracking[input.tracking ? 'TRACKED' : 'UNTRACKED'] : 1,
      answerOf(REF.trackingDevice, input.tracking ? 'TRACKED' : 'UNTRACKED'),
    ) *
    trace.factor('use', table.use[input.use], answerOf(REF.vehicleUse, input.use)) *
    trace.factor(
      'area',
      areaFactor(table.area, input.area),
      answerOf(REF.overnightSuburb, areaWords(input.area)),
    ) *
    trace.factor(
      'driver-age',
      bandOf(table.driverAgeBands, input.driverAge).factor,
      answerOf(REF.driverAge, input.driverAge),
    ) *
    trace.factor(
      'licence-years',
      bandOf(table.licenceYearsBands, input.licenceYears).factor,
      answerOf(REF.licenceYears, input.licenceYears),
    ) *
    trace.factor('claims', table.claims[input.claims], answerOf(REF.claims, input.claims)) *
    trace.factor('voluntary-excess', voluntary.factor)
  trace.atLeast(product.minimumPremiumCents)
  const { excess } = bandOf(product.excessBands, input.valueCents)
  return {
    steps: trace.steps,
    premium: finalPremium(exact, product.minimumPremiumCents),
    excess: excess.cents + voluntary.cents,
    excessKey: voluntary.cents === 0 ? excess.key : `${excess.key}_${voluntary.key}`,
    cover: input.valueCents,
  }
}

/** The voluntary excesses a car's table offers, none first (only none before 2026-11-v3). */
export function voluntaryExcessesOf(table: MotorTable): readonly VoluntaryExcess[] {
  return table.car.voluntaryExcesses ?? [NO_VOLUNTARY_EXCESS]
}

/** A car's premium for each voluntary excess of the table (the full sale's premiums call). */
export function rateMotorPerExcess(
  input: MotorRatingInput,
  table: MotorTable,
): { voluntaryExcess: VoluntaryExcess; price: Price }[] {
  return voluntaryExcessesOf(table).map((voluntaryExcess) => ({
    voluntaryExcess,
    price: rateMotor(input, table, voluntaryExcess),
  }))
}
