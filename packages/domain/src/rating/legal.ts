/** Legal expenses cover: a monthly premium per cover option, by product, loaded by age band. */
import { LEGAL_COVER_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { randsToCents } from '../money/index.ts'
import { AnswerReader, type ReadResult } from './answers.ts'
import { bandOf, finalPremium } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import { NO_EXCESS, type Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, TraceRecorder } from './trace.ts'
import type { LegalTable } from './schema.ts'

export const LEGAL_AGE_RANGE = { min: 18, max: 99, integer: true } as const

export type LegalProduct = keyof LegalTable
export type LegalCover = (typeof LEGAL_COVER_CODES)[number]

export interface LegalRatingInput {
  product: LegalProduct
  age: number
  /** The option chosen; its code is its cover in rands. */
  option: LegalCover
}

export function legalInputOf(
  product: LegalProduct,
  answers: AnswersByRef,
  _lookups: RatingLookups,
  _today: Date,
): ReadResult<LegalRatingInput> {
  const read = new AnswerReader(answers)
  const age = read.number(REF.age, LEGAL_AGE_RANGE)
  const option = read.choice(REF.legalCover, LEGAL_COVER_CODES)
  return read.result(() => ({ product, age: age!, option: option! }))
}

/** premium = option premium × age band; cover is the option's amount. */
export function rateLegal(input: LegalRatingInput, table: LegalTable): Price {
  const product = table[input.product]
  const trace = new TraceRecorder()
  const exact =
    trace.add('legal-option', product.options[input.option], answerOf(REF.legalCover, input.option)) *
    trace.factor('age', bandOf(product.ageBands, input.age).factor, answerOf(REF.age, input.age))
  return {
    steps: trace.steps,
    premium: finalPremium(exact, 1),
    excess: NO_EXCESS.cents,
    excessKey: NO_EXCESS.key,
    cover: randsToCents(Number(input.option)),
  }
}
