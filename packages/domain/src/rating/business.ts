/**
 * Business insurance (bi): by business type, a monthly rate per R1 000 of annual turnover (business
 * interruption) plus one per R1 000 of contents, loaded by head count and area. Excess by contents band.
 */
import { BUSINESS_TYPE_CODES, EMPLOYEE_COUNT_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { AnswerReader, readSuburb, type ReadResult } from './answers.ts'
import { areaFactor, bandOf, CENTS_PER_THOUSAND_RAND, finalPremium, type AreaOfRisk } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import type { Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, areaWords, TraceRecorder } from './trace.ts'
import type { BusinessTable } from './schema.ts'

export const ANNUAL_TURNOVER_RANDS = { min: 0, max: 500_000_000 } as const
/** Every business has some contents; the quote is for premises cover, not interruption alone. */
export const BUSINESS_CONTENTS_RANDS = { min: 5_000, max: 100_000_000 } as const
export const EMPLOYEES_RANGE = { min: 0, max: 10_000, integer: true } as const
const [FULL_TIME, PART_TIME] = EMPLOYEE_COUNT_CODES

export interface BusinessRatingInput {
  businessType: (typeof BUSINESS_TYPE_CODES)[number]
  annualTurnoverCents: number
  contentsCents: number
  employees: number
  area: AreaOfRisk
}

export function businessInputOf(
  answers: AnswersByRef,
  lookups: RatingLookups,
  _today: Date,
): ReadResult<BusinessRatingInput> {
  const read = new AnswerReader(answers)
  const businessType = read.choice(REF.businessType, BUSINESS_TYPE_CODES)
  const area = readSuburb(read, REF.businessSuburb, lookups.suburbs)
  const turnover = read.rands(REF.annualTurnover, ANNUAL_TURNOVER_RANDS)
  const contents = read.rands(REF.contentsSumInsured, BUSINESS_CONTENTS_RANDS)
  // The head count: full-time staff, and part-time staff when there are any.
  const fullTime = read.number(REF.employees, EMPLOYEES_RANGE, FULL_TIME)
  const partTime =
    read.value(REF.employees, PART_TIME) === null ? 0 : read.number(REF.employees, EMPLOYEES_RANGE, PART_TIME)
  return read.result(() => ({
    businessType: businessType!,
    annualTurnoverCents: turnover!,
    contentsCents: contents!,
    employees: fullTime! + partTime!,
    area: area!,
  }))
}

/**
 * premium = (turnover / R1 000 × turnover rate + contents / R1 000 × contents rate) × employees band ×
 * area, at least the minimum. Cover is the contents sum insured.
 */
export function rateBusiness(input: BusinessRatingInput, table: BusinessTable): Price {
  const rates = table.types[input.businessType]
  const trace = new TraceRecorder()
  const type = answerOf(REF.businessType, input.businessType)
  const exact =
    (trace.add(
      'business-turnover',
      (input.annualTurnoverCents / CENTS_PER_THOUSAND_RAND) * rates.turnoverRatePerThousandCents,
      answerOf(REF.annualTurnover, input.annualTurnoverCents),
      type,
    ) +
      trace.add(
        'business-contents',
        (input.contentsCents / CENTS_PER_THOUSAND_RAND) * rates.contentsRatePerThousandCents,
        answerOf(REF.contentsSumInsured, input.contentsCents),
        type,
      )) *
    trace.factor(
      'employees',
      bandOf(table.employeeBands, input.employees).factor,
      answerOf(REF.employees, input.employees),
    ) *
    trace.factor(
      'area',
      areaFactor(table.area, input.area),
      answerOf(REF.businessSuburb, areaWords(input.area)),
    )
  trace.atLeast(table.minimumPremiumCents)
  const { excess } = bandOf(table.excessBands, input.contentsCents)
  return {
    steps: trace.steps,
    premium: finalPremium(exact, table.minimumPremiumCents),
    excess: excess.cents,
    excessKey: excess.key,
    cover: input.contentsCents,
  }
}
