import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProductCode } from '../catalogue/lists.ts'
import {
  ALL_RISK_ITEM_CODES,
  BUSINESS_TYPE_CODES,
  CLAIM_COUNT_CODES,
  EDUCATION_CODES,
  FUNERAL_COVER_CODES,
  FUNERAL_MEMBER_CODES,
  GAP_MEMBER_CODES,
  GENDER_CODES,
  HOME_SECURITY_CODES,
  LEGAL_COVER_CODES,
  MEDICAL_AID_PLAN_CODES,
  OVERNIGHT_PARKING_CODES,
  QUICK_QUOTE_QUESTIONS,
  ROOF_TYPE_CODES,
  TRAILER_TYPE_CODES,
  VAP_OPTION_CODES,
  VEHICLE_USE_CODES,
  WATERCRAFT_TYPE_CODES,
  YES_NO_CODES,
  type AnswersByRef,
  type GivenAnswer,
} from '../quick-quote/journey.ts'
import {
  ANNUAL_TURNOVER_RANDS,
  BUILDING_SUM_INSURED_RANDS,
  BUSINESS_CONTENTS_RANDS,
  CONTENTS_SUM_INSURED_RANDS,
  CURRENT_RATING_TABLES,
  DRIVER_AGE_RANGE,
  EARLIEST_MODEL_YEAR,
  EMPLOYEES_RANGE,
  EXTENDED_FAMILY_RANGE,
  FUNERAL_AGE_RANGE,
  GAP_AGE_RANGE,
  ITEM_VALUE_RANDS,
  LEGAL_AGE_RANGE,
  LICENCE_YEARS_RANGE,
  LIFE_AGE_RANGE,
  LIFE_HEIGHT_M,
  LIFE_WEIGHT_KG,
  LIFE_INCOME_RANDS,
  MOTORCYCLE_VALUE_RANDS,
  REF,
  VEHICLE_BODY_TYPES,
  areaFactor,
  areaTablesOf,
  bandOf,
  lifeMaxCoverCents,
  rateBusiness,
  rateFuneral,
  rateLegal,
  rateLife,
  rateMotor,
  rateProperty,
  explainTrace,
  motorInputOf,
  premiumOfTrace,
  rateMotorPerExcess,
  rateQuickQuote,
  rateSpecifiedItems,
  type BusinessRatingInput,
  type FuneralRatingInput,
  type LegalRatingInput,
  type LifeRatingInput,
  type MotorRatingInput,
  type PropertyRatingInput,
  type RatingLookups,
  type SpecifiedItemsInput,
} from './index.ts'
import { SUBURBS, TODAY, picked, staff, typed, vehicleAnswer } from './testing.ts'

const T = CURRENT_RATING_TABLES
const copy = <V>(value: V): V => JSON.parse(JSON.stringify(value)) as V
const RUNS = { numRuns: 200 }

// ---- Generated valid answers, per product

interface Case {
  product: ProductCode
  answers: AnswersByRef
  lookups: RatingLookups
}

const code = <C extends string>(codes: readonly C[]) => fc.constantFrom(...codes)
const some = <C extends string>(codes: readonly C[]) => fc.subarray([...codes], { minLength: 1 })
const intText = (min: number, max: number) => fc.integer({ min, max }).map(String)
const place = fc.constantFrom(...SUBURBS)
const noLookups: RatingLookups = { suburbs: {}, vehicle: null }
const thisYear = TODAY.getFullYear()

/** A date of birth `YYYY/MM/DD` of someone aged min to max at TODAY. */
const dateOfBirth = (min: number, max: number) =>
  fc
    .date({
      min: new Date(thisYear - max - 1, TODAY.getMonth(), TODAY.getDate() + 1),
      max: new Date(thisYear - min, TODAY.getMonth(), TODAY.getDate()),
      noInvalidDate: true,
    })
    .map(
      (d) =>
        `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`,
    )

const vehicleArb = fc.record({
  code: fc.constantFrom('VW-POLO', 'TOY-HILUX', 'BMW-320D'),
  year: fc.integer({ min: EARLIEST_MODEL_YEAR, max: thisYear + 1 }),
  make: fc.constant('Make'),
  model: fc.constant('Model'),
  bodyType: code(VEHICLE_BODY_TYPES),
  engineCc: fc.integer({ min: 600, max: 6000 }),
  valueCents: fc.integer({ min: 100_000, max: 500_000_000 }),
})

const lifeCase: fc.Arbitrary<Case> = fc
  .record({
    dob: dateOfBirth(LIFE_AGE_RANGE.min, LIFE_AGE_RANGE.max),
    gender: code(GENDER_CODES),
    smoker: code(YES_NO_CODES),
    education: code(EDUCATION_CODES),
    height: fc
      .integer({ min: LIFE_HEIGHT_M.min * 100, max: LIFE_HEIGHT_M.max * 100 })
      .map((cm) => String(cm / 100)),
    weight: intText(LIFE_WEIGHT_KG.min, LIFE_WEIGHT_KG.max),
    income: fc.integer({ min: T.life.minMonthlyIncomeCents / 100, max: 200_000 }),
    coverShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ dob, gender, smoker, education, height, weight, income, coverShare }) => {
    const min = T.life.minCoverCents / 100
    const max = Math.floor(lifeMaxCoverCents(income * 100, T.life) / 100)
    return {
      product: 'life' as const,
      answers: {
        [REF.dateOfBirth]: typed(dob),
        [REF.gender]: picked(gender),
        [REF.smoker]: picked(smoker),
        [REF.education]: picked(education),
        [REF.height]: typed(height),
        [REF.weight]: typed(weight),
        [REF.householdIncome]: typed(String(income)),
        [REF.coverAmount]: typed(String(Math.round(min + coverShare * (max - min)))),
      },
      lookups: noLookups,
    }
  })

const funeralCase: fc.Arbitrary<Case> = fc
  .record({
    age: intText(FUNERAL_AGE_RANGE.min, FUNERAL_AGE_RANGE.max),
    members: some(FUNERAL_MEMBER_CODES),
    cover: code(FUNERAL_COVER_CODES),
  })
  .map(({ age, members, cover }) => ({
    product: 'funeral' as const,
    answers: {
      [REF.age]: typed(age),
      [REF.coveredMembers]: picked('MAIN', ...members),
      [REF.funeralCover]: picked(cover),
    },
    lookups: noLookups,
  }))

const gapCase: fc.Arbitrary<Case> = fc
  .record({
    age: intText(GAP_AGE_RANGE.min, GAP_AGE_RANGE.max),
    plan: code(MEDICAL_AID_PLAN_CODES),
    members: some(GAP_MEMBER_CODES),
  })
  .map(({ age, plan, members }) => ({
    product: 'gap' as const,
    answers: {
      [REF.age]: typed(age),
      [REF.medicalAidScheme]: typed('Bonitas'),
      [REF.medicalAidPlan]: picked(plan),
      [REF.coveredMembers]: picked(...members),
    },
    lookups: noLookups,
  }))

const driverArb = fc
  .integer({ min: DRIVER_AGE_RANGE.min, max: DRIVER_AGE_RANGE.max })
  .chain((age) =>
    fc.tuple(fc.constant(age), fc.integer({ min: 0, max: Math.min(age - 16, LICENCE_YEARS_RANGE.max) })),
  )

const motorCase: fc.Arbitrary<Case> = fc
  .record({
    product: fc.constantFrom('car' as const, 'motorcycle' as const),
    vehicle: vehicleArb,
    use: code(VEHICLE_USE_CODES),
    parking: code(OVERNIGHT_PARKING_CODES),
    place,
    driver: driverArb,
    claims: code(CLAIM_COUNT_CODES),
    bikeValue: intText(MOTORCYCLE_VALUE_RANDS.min, 500_000),
  })
  .map(({ product, vehicle, use, parking, place, driver, claims, bikeValue }) => {
    const common = {
      [REF.vehicleUse]: picked(use),
      [REF.overnightSuburb]: typed(String(place.id)),
      [REF.driverAge]: typed(String(driver[0])),
      [REF.licenceYears]: typed(String(driver[1])),
      [REF.claims]: picked(claims),
    }
    const suburbs = { [REF.overnightSuburb]: place }
    return product === 'car'
      ? {
          product,
          answers: {
            ...common,
            [REF.vehicle]: vehicleAnswer(vehicle),
            [REF.overnightParking]: picked(parking),
          },
          lookups: { suburbs, vehicle },
        }
      : {
          product,
          answers: {
            ...common,
            [REF.motorcycleYear]: typed(String(vehicle.year)),
            [REF.motorcycleValue]: typed(bikeValue),
          },
          lookups: { suburbs, vehicle: null },
        }
  })

const securityArb = fc.oneof(fc.constant(['NONE']), some(HOME_SECURITY_CODES.filter((s) => s !== 'NONE')))

const propertyCase: fc.Arbitrary<Case> = fc
  .record({
    product: fc.constantFrom('home' as const, 'contents' as const, 'buildings' as const),
    place,
    contents: intText(CONTENTS_SUM_INSURED_RANDS.min, 2_000_000),
    building: intText(BUILDING_SUM_INSURED_RANDS.min, 10_000_000),
    roof: code(ROOF_TYPE_CODES),
    security: securityArb,
  })
  .map(({ product, place, contents, building, roof, security }) => ({
    product,
    answers: {
      [REF.suburb]: typed(String(place.id)),
      ...(product !== 'buildings' ? { [REF.contentsSumInsured]: typed(contents) } : {}),
      ...(product !== 'contents'
        ? { [REF.buildingSumInsured]: typed(building), [REF.roofType]: picked(roof) }
        : {}),
      [REF.security]: picked(...security),
    },
    lookups: { suburbs: { [REF.suburb]: place }, vehicle: null },
  }))

const vapCase: fc.Arbitrary<Case> = fc
  .record({
    product: fc.constantFrom('vap' as const, 'vapsscratchanddent' as const, 'vapstyreandrim' as const),
    vehicle: vehicleArb,
    option: code(VAP_OPTION_CODES),
  })
  .map(({ product, vehicle, option }) => ({
    product,
    answers: { [REF.vehicle]: vehicleAnswer(vehicle), [REF.vapOption]: picked(option) },
    lookups: { suburbs: {}, vehicle },
  }))

const legalCase: fc.Arbitrary<Case> = fc
  .record({
    product: fc.constantFrom('legal' as const, 'legalcosts' as const),
    age: intText(LEGAL_AGE_RANGE.min, LEGAL_AGE_RANGE.max),
    cover: code(LEGAL_COVER_CODES),
  })
  .map(({ product, age, cover }) => ({
    product,
    answers: { [REF.age]: typed(age), [REF.legalCover]: picked(cover) },
    lookups: noLookups,
  }))

const businessCase: fc.Arbitrary<Case> = fc
  .record({
    type: code(BUSINESS_TYPE_CODES),
    place,
    turnover: intText(ANNUAL_TURNOVER_RANDS.min, 50_000_000),
    contents: intText(BUSINESS_CONTENTS_RANDS.min, 5_000_000),
    employees: intText(EMPLOYEES_RANGE.min, 500),
  })
  .map(({ type, place, turnover, contents, employees }) => ({
    product: 'bi' as const,
    answers: {
      [REF.businessType]: picked(type),
      [REF.businessSuburb]: typed(String(place.id)),
      [REF.annualTurnover]: typed(turnover),
      [REF.contentsSumInsured]: typed(contents),
      [REF.employees]: staff(employees),
    },
    lookups: { suburbs: { [REF.businessSuburb]: place }, vehicle: null },
  }))

const specifiedItemsCase: fc.Arbitrary<Case> = fc
  .record({
    product: fc.constantFrom('watercraft' as const, 'trailer' as const, 'allrisk' as const),
    watercraft: code(WATERCRAFT_TYPE_CODES),
    trailer: code(TRAILER_TYPE_CODES),
    items: some(ALL_RISK_ITEM_CODES),
    value: intText(ITEM_VALUE_RANDS.min, 2_000_000),
    place,
  })
  .map(({ product, watercraft, trailer, items, value, place }) => ({
    product,
    answers: {
      ...(product === 'watercraft' ? { [REF.watercraftType]: picked(watercraft) } : {}),
      ...(product === 'trailer' ? { [REF.trailerType]: picked(trailer) } : {}),
      ...(product === 'allrisk' ? { [REF.allRiskItems]: picked(...items) } : {}),
      [REF.itemValue]: typed(value),
      [REF.suburb]: typed(String(place.id)),
    },
    lookups: { suburbs: { [REF.suburb]: place }, vehicle: null },
  }))

const FAMILY_CASES = {
  life: lifeCase,
  funeral: funeralCase,
  gap: gapCase,
  motor: motorCase,
  property: propertyCase,
  vap: vapCase,
  legal: legalCase,
  business: businessCase,
  'specified-items': specifiedItemsCase,
}

describe('Every family, over generated valid answers', () => {
  it.each(Object.entries(FAMILY_CASES))('%s: QUOTED in whole positive cents, and deterministic', (_, arb) => {
    fc.assert(
      fc.property(arb, ({ product, answers, lookups }) => {
        const outcome = rateQuickQuote(product, answers, lookups, T, TODAY)
        expect(outcome.outcome).toBe('QUOTED')
        if (outcome.outcome !== 'QUOTED') return
        expect(Number.isSafeInteger(outcome.premium) && outcome.premium > 0).toBe(true)
        expect(Number.isSafeInteger(outcome.excess) && outcome.excess >= 0).toBe(true)
        expect(Number.isSafeInteger(outcome.cover) && outcome.cover > 0).toBe(true)
        expect(outcome.excessKey).toMatch(/^(NONE|BASIC_\d+)$/)
        expect(outcome.tableVersion).toBe(T.version)
        expect(rateQuickQuote(product, copy(answers), copy(lookups), T, TODAY)).toEqual(outcome)
      }),
      RUNS,
    )
  })

  it.each(Object.entries(FAMILY_CASES))(
    '%s: the trace, applied in order, gives the premium to the cent',
    (_, arb) => {
      fc.assert(
        fc.property(arb, ({ product, answers, lookups }) => {
          const outcome = rateQuickQuote(product, answers, lookups, T, TODAY)
          if (outcome.outcome !== 'QUOTED') throw new Error(`not quoted: ${outcome.outcome}`)
          expect(outcome.steps.length).toBeGreaterThan(0)
          expect(outcome.steps[0]!.op).toBe('ADD')
          expect(premiumOfTrace(outcome.steps)).toBe(outcome.premium)
          // Every step names what it is in words, and every factor says which way it moved the price.
          for (const line of explainTrace(outcome.steps)) expect(line.text).not.toMatch(/undefined|NaN/)
        }),
        RUNS,
      )
    },
  )

  it('a car: the trace gives the premium for every voluntary excess, the excess named', () => {
    fc.assert(
      fc.property(motorCase, fc.boolean(), ({ answers, lookups }, tracked) => {
        const read = motorInputOf('car', answers, lookups, TODAY)
        if (!read.ok) return
        for (const { voluntaryExcess, price } of rateMotorPerExcess(
          { ...read.input, tracking: tracked },
          T.motor,
        )) {
          expect(premiumOfTrace(price.steps)).toBe(price.premium)
          expect(price.steps.some((step) => step.code === 'voluntary-excess')).toBe(
            voluntaryExcess.factor !== 1,
          )
        }
      }),
      RUNS,
    )
  })

  it('the generators answer every required question of every product', () => {
    const products = new Set<string>()
    fc.assert(
      fc.property(fc.oneof(...Object.values(FAMILY_CASES)), ({ product, answers }) => {
        products.add(product)
        const required = QUICK_QUOTE_QUESTIONS[product].filter((q) => q.required).map((q) => q.ref)
        expect(required.filter((ref) => !(ref in answers))).toEqual([])
      }),
      { numRuns: 500 },
    )
    expect(products.size).toBe(Object.keys(QUICK_QUOTE_QUESTIONS).length)
  })

  it('junk answers never throw: every outcome is QUOTED, NOT_QUALIFIED or INVALID', () => {
    const junkAnswer: fc.Arbitrary<GivenAnswer> = fc.record({
      codes: fc.array(fc.oneof(fc.string(), code(CLAIM_COUNT_CODES), code(GENDER_CODES)), { maxLength: 3 }),
      values: fc.dictionary(
        fc.constantFrom('value', 'year', 'vehicle'),
        fc.oneof(fc.string(), intText(0, 3000)),
      ),
    })
    const refs = Object.values(REF)
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(QUICK_QUOTE_QUESTIONS) as ProductCode[])),
        fc.dictionary(fc.constantFrom(...refs), junkAnswer),
        fc.option(vehicleArb, { nil: null }),
        (product, answers, vehicle) => {
          const suburbs = Object.fromEntries(refs.map((ref) => [ref, SUBURBS[0]!]))
          const outcome = rateQuickQuote(product, answers, { suburbs, vehicle }, T, TODAY)
          expect(['QUOTED', 'NOT_QUALIFIED', 'INVALID']).toContain(outcome.outcome)
        },
      ),
      { numRuns: 500 },
    )
  })
})

// ---- Monotonicity, on the rating functions' typed inputs

const area = place.map((p) => ({ province: p.province, postalCode: p.streetCode }))

const lifeInput: fc.Arbitrary<LifeRatingInput> = fc.record({
  age: fc.integer(LIFE_AGE_RANGE),
  gender: code(GENDER_CODES),
  smoker: fc.boolean(),
  education: code(EDUCATION_CODES),
  bmi: fc.double({ min: 10, max: 60, noNaN: true }),
  monthlyIncomeCents: fc.integer({ min: T.life.minMonthlyIncomeCents, max: LIFE_INCOME_RANDS.max * 100 }),
  coverCents: fc.constant(T.life.minCoverCents),
})
const premiumOf = (rated: ReturnType<typeof rateLife>) => {
  if (rated.outcome !== 'QUOTED') throw new Error(`Expected QUOTED, got ${rated.reason}`)
  return rated.premium
}

describe('Premiums never fall as cover, age or value rise', () => {
  it('life: as cover rises within the income’s range', () => {
    fc.assert(
      fc.property(
        lifeInput,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, a, b) => {
          const max = lifeMaxCoverCents(input.monthlyIncomeCents, T.life)
          const at = (share: number) =>
            Math.round(T.life.minCoverCents + share * (max - T.life.minCoverCents))
          const [low, high] = [at(Math.min(a, b)), at(Math.max(a, b))]
          expect(premiumOf(rateLife({ ...input, coverCents: low }, T.life))).toBeLessThanOrEqual(
            premiumOf(rateLife({ ...input, coverCents: high }, T.life)),
          )
        },
      ),
      RUNS,
    )
  })

  it('life: as age rises', () => {
    fc.assert(
      fc.property(lifeInput, fc.integer(LIFE_AGE_RANGE), fc.integer(LIFE_AGE_RANGE), (input, a, b) => {
        const younger = premiumOf(rateLife({ ...input, age: Math.min(a, b) }, T.life))
        expect(younger).toBeLessThanOrEqual(premiumOf(rateLife({ ...input, age: Math.max(a, b) }, T.life)))
      }),
      RUNS,
    )
  })

  const funeralInput: fc.Arbitrary<FuneralRatingInput> = fc.record({
    age: fc.integer(FUNERAL_AGE_RANGE),
    members: fc.subarray(['SPOUSE', 'CHILDREN', 'PARENTS', 'EXTENDED'] as const),
    extendedFamilyCount: fc.integer(EXTENDED_FAMILY_RANGE),
    coverCents: code(FUNERAL_COVER_CODES).map((c) => Number(c) * 100),
  })
  it('funeral: as more extended family members are covered', () => {
    fc.assert(
      fc.property(funeralInput, fc.integer(EXTENDED_FAMILY_RANGE), (input, other) => {
        const withExtended = { ...input, members: [...new Set([...input.members, 'EXTENDED' as const])] }
        const [n1, n2] = [input.extendedFamilyCount, other].sort((x, y) => x - y) as [number, number]
        expect(
          rateFuneral({ ...withExtended, extendedFamilyCount: n1 }, T.funeral).premium,
        ).toBeLessThanOrEqual(rateFuneral({ ...withExtended, extendedFamilyCount: n2 }, T.funeral).premium)
      }),
      RUNS,
    )
  })

  it('funeral: as cover rises, and as age rises', () => {
    fc.assert(
      fc.property(
        funeralInput,
        code(FUNERAL_COVER_CODES),
        fc.integer(FUNERAL_AGE_RANGE),
        (input, other, age) => {
          const [c1, c2] = [input.coverCents, Number(other) * 100].sort((x, y) => x - y) as [number, number]
          expect(rateFuneral({ ...input, coverCents: c1 }, T.funeral).premium).toBeLessThanOrEqual(
            rateFuneral({ ...input, coverCents: c2 }, T.funeral).premium,
          )
          const [a1, a2] = [input.age, age].sort((x, y) => x - y) as [number, number]
          expect(rateFuneral({ ...input, age: a1 }, T.funeral).premium).toBeLessThanOrEqual(
            rateFuneral({ ...input, age: a2 }, T.funeral).premium,
          )
        },
      ),
      RUNS,
    )
  })

  const motorInput: fc.Arbitrary<MotorRatingInput> = fc.record({
    product: fc.constantFrom('car' as const, 'motorcycle' as const),
    valueCents: fc.integer({ min: 100, max: 500_000_000 }),
    vehicleAgeYears: fc.integer({ min: 0, max: 80 }),
    bodyType: code(VEHICLE_BODY_TYPES),
    parking: code(OVERNIGHT_PARKING_CODES),
    use: code(VEHICLE_USE_CODES),
    area,
    driverAge: fc.integer(DRIVER_AGE_RANGE),
    licenceYears: fc.integer(LICENCE_YEARS_RANGE),
    claims: code(CLAIM_COUNT_CODES),
    tracking: fc.option(fc.boolean(), { nil: null }),
  })
  it('motor: as vehicle value rises', () => {
    fc.assert(
      fc.property(motorInput, fc.integer({ min: 100, max: 500_000_000 }), (input, other) => {
        const [v1, v2] = [input.valueCents, other].sort((x, y) => x - y) as [number, number]
        expect(rateMotor({ ...input, valueCents: v1 }, T.motor).premium).toBeLessThanOrEqual(
          rateMotor({ ...input, valueCents: v2 }, T.motor).premium,
        )
      }),
      RUNS,
    )
  })

  const sumInsured = fc.integer({ min: 100_000, max: 5_000_000_000 })
  const propertyInput: fc.Arbitrary<PropertyRatingInput> = fc.record({
    contentsCents: fc.option(sumInsured, { nil: null }),
    buildingCents: fc.option(sumInsured, { nil: null }),
    roof: fc.option(code(ROOF_TYPE_CODES), { nil: null }),
    security: fc.subarray([
      'ALARM',
      'ARMED_RESPONSE',
      'BURGLAR_BARS',
      'SECURITY_GATES',
      'SECURITY_COMPLEX',
    ] as const),
    area,
  })
  it('property: as contents or building sum insured rises', () => {
    fc.assert(
      fc.property(propertyInput, sumInsured, sumInsured, (input, a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)]
        for (const key of ['contentsCents', 'buildingCents'] as const) {
          expect(rateProperty({ ...input, [key]: low }, T.property).premium).toBeLessThanOrEqual(
            rateProperty({ ...input, [key]: high }, T.property).premium,
          )
        }
      }),
      RUNS,
    )
  })

  it('legal: as the cover option rises', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('legal' as const, 'legalcosts' as const),
        fc.integer(LEGAL_AGE_RANGE),
        code(LEGAL_COVER_CODES),
        code(LEGAL_COVER_CODES),
        (product, age, a, b) => {
          const [low, high] = [a, b].sort((x, y) => Number(x) - Number(y)) as [
            LegalRatingInput['option'],
            LegalRatingInput['option'],
          ]
          expect(rateLegal({ product, age, option: low }, T.legal).premium).toBeLessThanOrEqual(
            rateLegal({ product, age, option: high }, T.legal).premium,
          )
        },
      ),
      RUNS,
    )
  })

  const businessInput: fc.Arbitrary<BusinessRatingInput> = fc.record({
    businessType: code(BUSINESS_TYPE_CODES),
    annualTurnoverCents: fc.integer({ min: 0, max: ANNUAL_TURNOVER_RANDS.max * 100 }),
    contentsCents: fc.integer({
      min: BUSINESS_CONTENTS_RANDS.min * 100,
      max: BUSINESS_CONTENTS_RANDS.max * 100,
    }),
    employees: fc.integer({ min: EMPLOYEES_RANGE.min, max: EMPLOYEES_RANGE.max }),
    area,
  })
  it('business: as the contents cover rises, and as turnover rises', () => {
    fc.assert(
      fc.property(businessInput, businessInput, (input, other) => {
        for (const key of ['contentsCents', 'annualTurnoverCents'] as const) {
          const [low, high] = [input[key], other[key]].sort((x, y) => x - y) as [number, number]
          const lower = rateBusiness({ ...input, [key]: low }, T.business)
          const higher = rateBusiness({ ...input, [key]: high }, T.business)
          expect(lower.premium).toBeLessThanOrEqual(higher.premium)
          if (key === 'contentsCents') expect(lower.cover).toBeLessThanOrEqual(higher.cover)
        }
      }),
      RUNS,
    )
  })

  const itemsInput: fc.Arbitrary<SpecifiedItemsInput> = fc.oneof(
    fc.record({
      product: fc.constant('watercraft' as const),
      types: code(WATERCRAFT_TYPE_CODES).map((t) => [t] as const),
      valueCents: sumInsured,
      area,
    }),
    fc.record({
      product: fc.constant('trailer' as const),
      types: code(TRAILER_TYPE_CODES).map((t) => [t] as const),
      valueCents: sumInsured,
      area,
    }),
    fc.record({
      product: fc.constant('allrisk' as const),
      types: some(ALL_RISK_ITEM_CODES),
      valueCents: sumInsured,
      area,
    }),
  )
  it('specified items: as item value rises', () => {
    fc.assert(
      fc.property(itemsInput, sumInsured, (input, other) => {
        const [low, high] = [input.valueCents, other].sort((x, y) => x - y) as [number, number]
        expect(
          rateSpecifiedItems({ ...input, valueCents: low }, T.specifiedItems).premium,
        ).toBeLessThanOrEqual(rateSpecifiedItems({ ...input, valueCents: high }, T.specifiedItems).premium)
      }),
      RUNS,
    )
  })
})

// ---- Every band row is reachable from answers the readers accept

interface BandCase {
  name: string
  bands: readonly { from: number }[]
  /** The values the readers let through, inclusive. */
  domain: { min: number; max: number }
  /** Whole numbers (ages, years, cents, counts), else any real (BMI). */
  integer: boolean
}

const cents = (range: { min: number; max: number }) => ({ min: range.min * 100, max: range.max * 100 })
const BAND_CASES: BandCase[] = [
  { name: 'life age', bands: T.life.ageBands, domain: LIFE_AGE_RANGE, integer: true },
  {
    name: 'life BMI',
    bands: T.life.bmiBands,
    domain: {
      min: LIFE_WEIGHT_KG.min / LIFE_HEIGHT_M.max ** 2,
      max: LIFE_WEIGHT_KG.max / LIFE_HEIGHT_M.min ** 2,
    },
    integer: false,
  },
  {
    name: 'life income',
    bands: T.life.incomeBands,
    domain: { min: T.life.minMonthlyIncomeCents, max: LIFE_INCOME_RANDS.max * 100 },
    integer: true,
  },
  { name: 'funeral age', bands: T.funeral.ageBands, domain: FUNERAL_AGE_RANGE, integer: true },
  { name: 'gap age', bands: T.gap.ageBands, domain: GAP_AGE_RANGE, integer: true },
  {
    name: 'motor vehicle age',
    bands: T.motor.vehicleAgeBands,
    domain: { min: 0, max: thisYear - EARLIEST_MODEL_YEAR },
    integer: true,
  },
  { name: 'motor driver age', bands: T.motor.driverAgeBands, domain: DRIVER_AGE_RANGE, integer: true },
  {
    name: 'motor licence years',
    bands: T.motor.licenceYearsBands,
    domain: LICENCE_YEARS_RANGE,
    integer: true,
  },
  {
    name: 'car excess',
    bands: T.motor.car.excessBands,
    domain: { min: 1, max: 1_000_000_000 },
    integer: true,
  },
  {
    name: 'motorcycle excess',
    bands: T.motor.motorcycle.excessBands,
    domain: cents(MOTORCYCLE_VALUE_RANDS),
    integer: true,
  },
  {
    name: 'property excess',
    bands: T.property.excessBands,
    domain: {
      min: CONTENTS_SUM_INSURED_RANDS.min * 100,
      max: (CONTENTS_SUM_INSURED_RANDS.max + BUILDING_SUM_INSURED_RANDS.max) * 100,
    },
    integer: true,
  },
  ...(['vap', 'vapsscratchanddent', 'vapstyreandrim'] as const).flatMap((product) => [
    {
      name: `${product} vehicle age`,
      bands: T.vap[product].vehicleAgeBands,
      domain: { min: 0, max: thisYear - EARLIEST_MODEL_YEAR },
      integer: true,
    },
    {
      name: `${product} value`,
      bands: T.vap[product].valueBands,
      domain: { min: 1, max: 1_000_000_000 },
      integer: true,
    },
  ]),
  ...(['legal', 'legalcosts'] as const).map((product) => ({
    name: `${product} age`,
    bands: T.legal[product].ageBands,
    domain: LEGAL_AGE_RANGE,
    integer: true,
  })),
  { name: 'business employees', bands: T.business.employeeBands, domain: EMPLOYEES_RANGE, integer: true },
  {
    name: 'business excess',
    bands: T.business.excessBands,
    domain: cents(BUSINESS_CONTENTS_RANDS),
    integer: true,
  },
  {
    name: 'specified items excess',
    bands: T.specifiedItems.excessBands,
    domain: cents(ITEM_VALUE_RANDS),
    integer: true,
  },
]

describe('Every row of every band table is reachable', () => {
  it.each(BAND_CASES.flatMap((c) => c.bands.map((row, index) => [c.name, index, c] as const)))(
    '%s, row %i: a value the readers accept selects it',
    (_, index, { bands, domain, integer }) => {
      const row = bands[index]!
      const next = bands[index + 1]
      const min = Math.max(row.from, domain.min)
      const max = next ? Math.min(next.from, domain.max) : domain.max
      expect(min).toBeLessThanOrEqual(max)
      const value = integer
        ? fc.integer({
            min: Math.ceil(min),
            max: next && next.from <= domain.max ? Math.ceil(max) - 1 : Math.floor(max),
          })
        : fc.double({ min, max, maxExcluded: next !== undefined && next.from <= domain.max, noNaN: true })
      fc.assert(
        fc.property(value, (x) => {
          expect(bandOf(bands, x)).toBe(row)
        }),
        { numRuns: 50 },
      )
    },
  )

  it('bandOf: a value below the first band takes the first row; the last band has no end', () => {
    const bands = [{ from: 18 }, { from: 30 }]
    expect(bandOf(bands, 5)).toBe(bands[0])
    expect(bandOf(bands, 29.999)).toBe(bands[0])
    expect(bandOf(bands, 30)).toBe(bands[1])
    expect(bandOf(bands, 1e9)).toBe(bands[1])
  })
})

describe('Every row of every area table is reachable', () => {
  const AREAS = areaTablesOf(T)
  const fourDigits = (code: number) => String(code).padStart(4, '0')

  it.each(
    AREAS.flatMap(([name, area]) =>
      area.postalCodeOverrides.map((range, index) => [name, range.name, area, index] as const),
    ),
  )(
    '%s, postal codes of %s: a code in the range and in no earlier range selects it',
    (_, __, area, index) => {
      const range = area.postalCodeOverrides[index]!
      const earlier = area.postalCodeOverrides.slice(0, index)
      const codes = Array.from({ length: range.to - range.from + 1 }, (___, i) => range.from + i).filter(
        (code) => !earlier.some((other) => code >= other.from && code <= other.to),
      )
      expect(codes.length).toBeGreaterThan(0)
      const province = fc.constantFrom(...Object.keys(area.provinces))
      fc.assert(
        fc.property(fc.constantFrom(...codes), province, (code, name) => {
          expect(areaFactor(area, { province: name, postalCode: fourDigits(code) })).toBe(range.factor)
        }),
        { numRuns: 50 },
      )
    },
  )

  it.each(
    AREAS.flatMap(([name, area]) =>
      Object.keys(area.provinces).map((province) => [name, province, area] as const),
    ),
  )('%s, %s: a code outside every range (or none) takes the province', (_, province, area) => {
    const outside = fc
      .integer({ min: 0, max: 9999 })
      .filter((code) => !area.postalCodeOverrides.some((range) => code >= range.from && code <= range.to))
    const factor = (area.provinces as Record<string, number>)[province]
    fc.assert(
      fc.property(fc.option(outside, { nil: null }), (code) => {
        const postalCode = code === null ? null : fourDigits(code)
        expect(areaFactor(area, { province, postalCode })).toBe(factor)
      }),
      { numRuns: 50 },
    )
  })
})
