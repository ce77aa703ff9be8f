/**
 * Life cover (term life): a monthly rate per R1 000 of cover by age band, loaded for gender, smoking,
 * education and BMI and scaled by household income. Cover is offered only to a household earning at
 * least the table's minimum income, and up to a multiple of that income that grows with the income.
 */
import {
  EDUCATION_CODES,
  GENDER_CODES,
  YES_NO_CODES,
  type AnswersByRef,
  type LifeNotQualifiedReason,
} from '../quick-quote/journey.ts'
import { parseSaIdNumber } from '../sa-id/index.ts'
import { AnswerReader, ageOn, type ReadResult } from './answers.ts'
import { bandOf, CENTS_PER_THOUSAND_RAND, finalPremium } from './bands.ts'
import { NO_EXCESS, type Price } from './price.ts'
import type { RatingLookups } from './lookups.ts'
import { REF, type RatingRef } from './refs.ts'
import type { LifeTable } from './schema.ts'
import { answerOf, TraceRecorder } from './trace.ts'

/** Ages at which life cover is quoted online (inclusive). */
export const LIFE_AGE_RANGE = { min: 18, max: 65 } as const
/** Plausible answers; outside them the answer is a typo rather than a person. */
export const LIFE_HEIGHT_M = { min: 1, max: 2.5 } as const
export const LIFE_WEIGHT_KG = { min: 30, max: 300 } as const
export const LIFE_INCOME_RANDS = { min: 0, max: 10_000_000 } as const
export const LIFE_COVER_RANDS = { min: 1, max: 100_000_000 } as const

export interface LifeRatingInput {
  age: number
  gender: (typeof GENDER_CODES)[number]
  smoker: boolean
  education: (typeof EDUCATION_CODES)[number]
  /** Body mass index, kg / m². */
  bmi: number
  monthlyIncomeCents: number
  coverCents: number
  /** The answer the age comes from (the date of birth, else the ID number); the date of birth if not said. */
  ageFrom?: RatingRef
  /** Height (m) and weight (kg) as answered, for the BMI step's explanation; left out if not said. */
  heightM?: number
  weightKg?: number
}

export type LifeRating =
  ({ outcome: 'QUOTED' } & Price) | { outcome: 'NOT_QUALIFIED'; reason: LifeNotQualifiedReason }

/** Reads the life answers; the date of birth comes from the ID number when Date_of_birth is absent. */
export function lifeInputOf(
  answers: AnswersByRef,
  _lookups: RatingLookups,
  today: Date,
): ReadResult<LifeRatingInput> {
  const read = new AnswerReader(answers)
  let birth: { year: number; month: number; day: number } | null = null
  let birthRef: RatingRef = REF.dateOfBirth
  const idNumber = read.value(REF.idNumber)
  if (read.value(REF.dateOfBirth) === null && idNumber !== null) {
    birthRef = REF.idNumber
    const details = parseSaIdNumber(idNumber, today)
    if (details === null)
      read.problem(REF.idNumber, `${REF.idNumber} must be a valid South African ID number`)
    else {
      const [year, month, day] = details.dateOfBirth.split('-').map(Number) as [number, number, number]
      birth = { year, month, day }
    }
  } else birth = read.date(REF.dateOfBirth)
  const age = birth === null ? null : ageOn(birth, today)
  if (age !== null && (age < LIFE_AGE_RANGE.min || age > LIFE_AGE_RANGE.max))
    read.problem(birthRef, `Life cover is quoted from age ${LIFE_AGE_RANGE.min} to ${LIFE_AGE_RANGE.max}`)
  const gender = read.choice(REF.gender, GENDER_CODES)
  const smoker = read.choice(REF.smoker, YES_NO_CODES)
  const education = read.choice(REF.education, EDUCATION_CODES)
  const height = read.number(REF.height, LIFE_HEIGHT_M)
  const weight = read.number(REF.weight, LIFE_WEIGHT_KG)
  const income = read.rands(REF.householdIncome, LIFE_INCOME_RANDS)
  const cover = read.rands(REF.coverAmount, LIFE_COVER_RANDS)
  return read.result(() => ({
    age: age!,
    gender: gender!,
    smoker: smoker === 'Y',
    education: education!,
    bmi: weight! / (height! * height!),
    monthlyIncomeCents: income!,
    coverCents: cover!,
    ageFrom: birthRef,
    heightM: height!,
    weightKg: weight!,
  }))
}

/** The most cover offered on a monthly household income (0 below the minimum income). */
export function lifeMaxCoverCents(monthlyIncomeCents: number, table: LifeTable): number {
  if (monthlyIncomeCents < table.minMonthlyIncomeCents) return 0
  return Math.floor(monthlyIncomeCents * bandOf(table.incomeBands, monthlyIncomeCents).maxCoverMultiple)
}

/**
 * premium = cover / R1 000 × rate(age band) × gender × smoker × education × BMI band × income band,
 * at least the minimum premium. No excess on life cover.
 */
export function rateLife(input: LifeRatingInput, table: LifeTable): LifeRating {
  if (input.monthlyIncomeCents < table.minMonthlyIncomeCents)
    return { outcome: 'NOT_QUALIFIED', reason: 'life-premium-not-qual' }
  if (
    input.coverCents < table.minCoverCents ||
    input.coverCents > lifeMaxCoverCents(input.monthlyIncomeCents, table)
  )
    return { outcome: 'NOT_QUALIFIED', reason: 'life-exceeds-range' }
  const trace = new TraceRecorder()
  const exact =
    trace.add(
      'life-cover',
      (input.coverCents / CENTS_PER_THOUSAND_RAND) * bandOf(table.ageBands, input.age).ratePerThousandCents,
      answerOf(REF.coverAmount, input.coverCents),
      answerOf(input.ageFrom ?? REF.dateOfBirth, input.age),
    ) *
    trace.factor('gender', table.gender[input.gender], answerOf(REF.gender, input.gender)) *
    trace.factor(
      'smoker',
      table.smoker[input.smoker ? 'Y' : 'N'],
      answerOf(REF.smoker, input.smoker ? 'Y' : 'N'),
    ) *
    trace.factor('education', table.education[input.education], answerOf(REF.education, input.education)) *
    trace.factor(
      'bmi',
      bandOf(table.bmiBands, input.bmi).factor,
      ...(input.heightM === undefined || input.weightKg === undefined
        ? []
        : [answerOf(REF.height, input.heightM), answerOf(REF.weight, input.weightKg)]),
    ) *
    trace.factor(
      'income',
      bandOf(table.incomeBands, input.monthlyIncomeCents).factor,
      answerOf(REF.householdIncome, input.monthlyIncomeCents),
    )
  trace.atLeast(table.minimumPremiumCents)
  return {
    outcome: 'QUOTED',
    steps: trace.steps,
    premium: finalPremium(exact, table.minimumPremiumCents),
    excess: NO_EXCESS.cents,
    excessKey: NO_EXCESS.key,
    cover: input.coverCents,
  }
}

/**
 * The accidental death benefit's monthly premium for `coverCents` (feature flag adb, chosen instead
 * of life cover on the premium page): cover / R1 000 × its rate, at least the minimum premium; null
 * when the tables do not price it.
 */
export function rateAccidentalDeathBenefit(coverCents: number, table: LifeTable): number | null {
  if (table.accidentalDeathRatePerThousandCents === undefined) return null
  return finalPremium(
    (coverCents / CENTS_PER_THOUSAND_RAND) * table.accidentalDeathRatePerThousandCents,
    table.minimumPremiumCents,
  )
}
