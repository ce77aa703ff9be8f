/**
 * The covers a buyer may choose on the premium page (issue 25): for a product whose cover is an
 * answer (funeral's and legal cover's options, life's amount), the answers to rate each other cover
 * on. The API rates them with the rest of the quote's answers and offers each at its own premium; the
 * buyer's choice is accepted at the premium the API works out, never at one the browser sends.
 */
import type { ProductCode } from '../catalogue/lists.ts'
import { randsToCents } from '../money/index.ts'
import {
  FUNERAL_COVER_CODES,
  LEGAL_COVER_CODES,
  RATING_FAMILY_OF_PRODUCT,
  type AnswersByRef,
} from '../quick-quote/journey.ts'
import { AnswerReader, INPUT_ANSWER_CODE } from './answers.ts'
import { LIFE_COVER_RANDS, LIFE_INCOME_RANDS, lifeMaxCoverCents } from './life.ts'
import { REF } from './refs.ts'
import type { RatingTables } from './schema.ts'

export interface CoverChoice {
  coverCents: number
  /** The quote's answers with this cover instead of the one given. */
  answers: AnswersByRef
}

/** Life cover is offered in steps of R50 000 around the amount asked for. */
export const LIFE_COVER_STEP_CENTS = randsToCents(50_000)
/** The multiples of the amount asked for that the premium page offers (1: the amount asked for). */
export const LIFE_COVER_MULTIPLES = [0.5, 0.75, 1, 1.5, 2] as const

const picked = (code: string) => ({ codes: [code], values: {} })
const typed = (value: string) => ({ codes: [], values: { [INPUT_ANSWER_CODE]: value } })

/**
 * The covers the premium page offers for `product` on `answers`, lowest first; empty for a product
 * whose cover is not an answer (a car's is its value, a home's its sums insured). Life's are the
 * amount asked for and its multiples rounded to R50 000, within the table's minimum and the most the
 * household income allows.
 */
export function coverChoicesOf(
  product: ProductCode,
  answers: AnswersByRef,
  tables: RatingTables,
): CoverChoice[] {
  switch (RATING_FAMILY_OF_PRODUCT[product]) {
    case 'funeral':
      return FUNERAL_COVER_CODES.map((code) => ({
        coverCents: randsToCents(Number(code)),
        answers: { ...answers, [REF.funeralCover]: picked(code) },
      }))
    case 'legal':
      return LEGAL_COVER_CODES.map((code) => ({
        coverCents: randsToCents(Number(code)),
        answers: { ...answers, [REF.legalCover]: picked(code) },
      }))
    case 'life': {
      const read = new AnswerReader(answers)
      const asked = read.rands(REF.coverAmount, LIFE_COVER_RANDS)
      const income = read.rands(REF.householdIncome, LIFE_INCOME_RANDS)
      if (asked === null || income === null) return []
      const most = lifeMaxCoverCents(income, tables.life)
      const covers = new Set(
        LIFE_COVER_MULTIPLES.map((multiple) =>
          multiple === 1
            ? asked
            : Math.round((asked * multiple) / LIFE_COVER_STEP_CENTS) * LIFE_COVER_STEP_CENTS,
        ).filter((cover) => cover >= tables.life.minCoverCents && cover <= most),
      )
      return [...covers]
        .sort((a, b) => a - b)
        .map((coverCents) => ({
          coverCents,
          answers: { ...answers, [REF.coverAmount]: typed(String(coverCents / 100)) },
        }))
    }
    default:
      return []
  }
}
