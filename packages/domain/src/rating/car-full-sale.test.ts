import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLAIM_COUNT_CODES, OVERNIGHT_PARKING_CODES, VEHICLE_USE_CODES } from '../quick-quote/journey.ts'
import {
  DRIVER_AGE_RANGE,
  LICENCE_YEARS_RANGE,
  RATING_TABLE_VERSIONS,
  RATING_TABLES_2026_11_V2,
  RATING_TABLES_2026_11_V3,
  REF,
  SA_PROVINCES,
  VEHICLE_BODY_TYPES,
  motorInputOf,
  rateMotor,
  rateMotorPerExcess,
  RatingTablesSchema,
  VoluntaryExcessesSchema,
  type MotorRatingInput,
} from './index.ts'
import { SANDTON, TODAY, picked, typed, vehicle, vehicleAnswer } from './testing.ts'

/** The car full sale's premiums (issue 23): the properties a buyer can count on, on table v3. */
const T = RATING_TABLES_2026_11_V3.motor
const RUNS = { numRuns: 300 }
/** The table loads drivers again from 65 (DRIVER_AGE_BANDS): "younger costs more" holds below it. */
const ELDERLY_LOADING_FROM = 65

const carInput: fc.Arbitrary<MotorRatingInput> = fc
  .record({
    valueCents: fc.integer({ min: 100, max: 500_000_000 }),
    vehicleAgeYears: fc.integer({ min: 0, max: 80 }),
    bodyType: fc.constantFrom(...VEHICLE_BODY_TYPES),
    parking: fc.constantFrom(...OVERNIGHT_PARKING_CODES),
    use: fc.constantFrom(...VEHICLE_USE_CODES),
    area: fc.record({
      province: fc.constantFrom(...SA_PROVINCES),
      postalCode: fc.option(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        {
          nil: null,
        },
      ),
    }),
    driverAge: fc.integer(DRIVER_AGE_RANGE),
    licenceYears: fc.integer(LICENCE_YEARS_RANGE),
    claims: fc.constantFrom(...CLAIM_COUNT_CODES),
    tracking: fc.option(fc.boolean(), { nil: null }),
  })
  .map((input) => ({ ...input, product: 'car' as const }))

const premiums = (input: MotorRatingInput) => rateMotorPerExcess(input, T).map(({ price }) => price.premium)

describe('car premiums per voluntary excess (table 2026-11-v3)', () => {
  it('a higher voluntary excess never raises the premium', () => {
    fc.assert(
      fc.property(carInput, (input) => {
        const each = premiums(input)
        expect(each).toHaveLength(T.car.voluntaryExcesses!.length)
        each.forEach((premium, i) => i > 0 && expect(premium).toBeLessThanOrEqual(each[i - 1]!))
      }),
      RUNS,
    )
  })

  it('a younger driver never lowers the premium (below the elderly loading at 65)', () => {
    fc.assert(
      fc.property(
        carInput,
        fc.integer({ min: DRIVER_AGE_RANGE.min, max: ELDERLY_LOADING_FROM - 1 }),
        fc.integer({ min: DRIVER_AGE_RANGE.min, max: ELDERLY_LOADING_FROM - 1 }),
        (input, a, b) => {
          const [younger, older] = [Math.min(a, b), Math.max(a, b)]
          const young = premiums({ ...input, driverAge: younger })
          premiums({ ...input, driverAge: older }).forEach((premium, i) =>
            expect(young[i]).toBeGreaterThanOrEqual(premium),
          )
        },
      ),
      RUNS,
    )
  })

  it('no tracking device never lowers the premium', () => {
    fc.assert(
      fc.property(carInput, (input) => {
        const tracked = premiums({ ...input, tracking: true })
        premiums({ ...input, tracking: false }).forEach((premium, i) =>
          expect(premium).toBeGreaterThanOrEqual(tracked[i]!),
        )
      }),
      RUNS,
    )
  })

  it('more claims never lower the premium', () => {
    fc.assert(
      fc.property(carInput, (input) => {
        const byClaims = CLAIM_COUNT_CODES.map((claims) => premiums({ ...input, claims }))
        byClaims.forEach((each, count) =>
          each.forEach(
            (premium, i) => count > 0 && expect(premium).toBeGreaterThanOrEqual(byClaims[count - 1]![i]!),
          ),
        )
      }),
      RUNS,
    )
  })

  it('adds the voluntary excess to the basic one and names both', () => {
    const input = fc.sample(carInput, { numRuns: 1, seed: 7 })[0]!
    const options = rateMotorPerExcess({ ...input, valueCents: 20_000_000 }, T)
    expect(options.map(({ price }) => [price.excess, price.excessKey])).toEqual([
      [500_000, 'BASIC_5000'],
      [750_000, 'BASIC_5000_VOLUNTARY_2500'],
      [1_000_000, 'BASIC_5000_VOLUNTARY_5000'],
      [1_500_000, 'BASIC_5000_VOLUNTARY_10000'],
    ])
  })
})

describe('older tables rate as they did', () => {
  it('v2 ignores a tracking answer and offers the basic excess only', () => {
    fc.assert(
      fc.property(carInput, (input) => {
        const v2 = RATING_TABLES_2026_11_V2.motor
        const unanswered = rateMotor({ ...input, tracking: null }, v2)
        expect(rateMotor({ ...input, tracking: true }, v2)).toEqual(unanswered)
        expect(rateMotorPerExcess(input, v2).map(({ price }) => price)).toEqual([unanswered])
      }),
      RUNS,
    )
  })

  it('v3 rates a quick quote (no tracking answer, no voluntary excess) as v2 did', () => {
    fc.assert(
      fc.property(carInput, (input) => {
        const quick = { ...input, tracking: null }
        expect(rateMotor(quick, T)).toEqual(rateMotor(quick, RATING_TABLES_2026_11_V2.motor))
      }),
      RUNS,
    )
  })

  it('every version parses, each with its own name', () => {
    for (const tables of RATING_TABLE_VERSIONS) expect(RatingTablesSchema.parse(tables)).toEqual(tables)
    expect(new Set(RATING_TABLE_VERSIONS.map((tables) => tables.version)).size).toBe(
      RATING_TABLE_VERSIONS.length,
    )
  })
})

describe('the tracking answer and the tables that would break the properties', () => {
  const answers = (device?: string) => ({
    [REF.vehicle]: vehicleAnswer(vehicle()),
    [REF.vehicleUse]: picked('PRIVATE'),
    [REF.overnightSuburb]: typed(String(SANDTON.id)),
    [REF.overnightParking]: picked('GARAGE'),
    [REF.driverAge]: typed('40'),
    [REF.licenceYears]: typed('20'),
    [REF.claims]: picked('0'),
    ...(device ? { [REF.trackingDevice]: typed(device) } : {}),
  })
  const lookups = { suburbs: { [REF.overnightSuburb]: SANDTON }, vehicle: vehicle() }

  it.each([
    [undefined, null],
    ['NONE', false],
    ['TRACKER_RETRIEVE', true],
  ])('Tracking_device %j reads as tracking %j', (device, tracking) => {
    const read = motorInputOf('car', answers(device), lookups, TODAY)
    expect(read.ok && read.input.tracking).toBe(tracking)
  })

  it.each([
    [
      [{ key: 'VOLUNTARY_1000', cents: 100_000, factor: 0.9 }],
      'The first voluntary excess is none: 0 cents, factor 1',
    ],
    [
      [
        { key: 'NONE', cents: 0, factor: 1 },
        { key: 'VOLUNTARY_5000', cents: 500_000, factor: 0.8 },
        { key: 'VOLUNTARY_2500', cents: 250_000, factor: 0.9 },
      ],
      'Voluntary excesses rise in amount and never in factor',
    ],
    [
      [
        { key: 'NONE', cents: 0, factor: 1 },
        { key: 'VOLUNTARY_5000', cents: 500_000, factor: 1.1 },
      ],
      'Too big: expected number to be <=1',
    ],
  ])('a table with voluntary excesses %j is refused: %s', (rows, message) => {
    const parsed = VoluntaryExcessesSchema.safeParse(rows)
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.message).toBe(message)
  })
})
