import { describe, expect, it } from 'vitest'
import { CURRENT_RATING_TABLES, REF, coverChoicesOf, rateQuickQuote, type RatingLookups } from './index.ts'
import { picked, TODAY, typed } from './testing.ts'

const T = CURRENT_RATING_TABLES
const NO_LOOKUPS: RatingLookups = { suburbs: {}, vehicle: null }

describe('the covers the premium page offers (issue 25)', () => {
  it('funeral: every cover option, each rated with the rest of the answers', () => {
    const answers = {
      [REF.age]: typed('40'),
      [REF.coveredMembers]: picked('MAIN', 'SPOUSE'),
      [REF.funeralCover]: picked('20000'),
    }
    const choices = coverChoicesOf('funeral', answers, T)
    expect(choices.map((choice) => choice.coverCents / 100)).toEqual([
      10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000,
    ])
    const premiums = choices.map((choice) => rateQuickQuote('funeral', choice.answers, NO_LOOKUPS, T, TODAY))
    // 30 × 700 × 1.8 = 37 800: the R30 000 option, its age and members those answered.
    expect(premiums[3]).toMatchObject({ outcome: 'QUOTED', premium: 37_800, cover: 3_000_000 })
  })

  it('life: the amount asked for and its multiples in R50 000 steps, within what the income allows', () => {
    const answers = {
      [REF.dateOfBirth]: typed('1990/05/01'),
      [REF.gender]: picked('F'),
      [REF.smoker]: picked('N'),
      [REF.education]: picked('DEGREE'),
      [REF.height]: typed('1.7'),
      [REF.weight]: typed('65'),
      // R10 000 a month allows 120 × = R1 200 000.
      [REF.householdIncome]: typed('10000'),
      [REF.coverAmount]: typed('700000'),
    }
    const covers = coverChoicesOf('life', answers, T).map((choice) => choice.coverCents / 100)
    // 0.5 × = 350 000, 0.75 × = 525 000 → 550 000 (nearest R50 000), 1 ×, 1.5 × = 1 050 000; 2 ×
    // (R1 400 000) is more than the income allows.
    expect(covers).toEqual([350_000, 550_000, 700_000, 1_050_000])
    for (const choice of coverChoicesOf('life', answers, T)) {
      expect(rateQuickQuote('life', choice.answers, NO_LOOKUPS, T, TODAY)).toMatchObject({
        outcome: 'QUOTED',
        cover: choice.coverCents,
      })
    }
  })

  it('a product whose cover is not an answer offers none', () => {
    expect(coverChoicesOf('car', {}, T)).toEqual([])
    expect(coverChoicesOf('home', {}, T)).toEqual([])
  })
})
