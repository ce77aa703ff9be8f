import { describe, expect, it } from 'vitest'
import { CURRENT_RATING_TABLES, lifeMaxCoverCents, rateLife, type LifeRatingInput } from '../rating/index.ts'
import { declineExplanationOf } from './decline.ts'

const life = CURRENT_RATING_TABLES.life
const applicant: LifeRatingInput = {
  age: 34,
  gender: 'F',
  smoker: false,
  education: 'MATRIC',
  bmi: 23,
  monthlyIncomeCents: life.minMonthlyIncomeCents,
  coverCents: life.minCoverCents,
}

describe('what a declined life applicant reads (issue 25)', () => {
  it('says the minimum income the rating applies, and the rating declines just below it', () => {
    const explanation = declineExplanationOf('life-premium-not-qual', life)
    expect(explanation.title).toBe('We cannot offer you life cover online')
    expect(explanation.reasons[0]).toContain('at least R5 000 a month')
    expect(rateLife({ ...applicant, monthlyIncomeCents: life.minMonthlyIncomeCents - 1 }, life)).toEqual({
      outcome: 'NOT_QUALIFIED',
      reason: 'life-premium-not-qual',
    })
    expect(rateLife(applicant, life).outcome).not.toBe('NOT_QUALIFIED')
  })

  it('says the cover range the rating applies, and the rating declines outside it', () => {
    const explanation = declineExplanationOf('life-exceeds-range', life)
    expect(explanation.title).toBe('The cover you asked for is outside what we offer online')
    expect(explanation.reasons[0]).toContain('from R100 000')
    expect(explanation.reasons[0]).toContain('up to 120 times a monthly income of R5 000')
    const most = lifeMaxCoverCents(applicant.monthlyIncomeCents, life)
    expect(most).toBe(120 * life.minMonthlyIncomeCents)
    expect(rateLife({ ...applicant, coverCents: most + 100 }, life)).toEqual({
      outcome: 'NOT_QUALIFIED',
      reason: 'life-exceeds-range',
    })
    expect(rateLife({ ...applicant, coverCents: life.minCoverCents - 100 }, life)).toEqual({
      outcome: 'NOT_QUALIFIED',
      reason: 'life-exceeds-range',
    })
  })

  it('tells the person what they can do next, for every reason', () => {
    for (const reason of ['life-premium-not-qual', 'life-exceeds-range'] as const)
      expect(declineExplanationOf(reason, life).reasons.at(-1)).toMatch(/consultant/)
  })
})
