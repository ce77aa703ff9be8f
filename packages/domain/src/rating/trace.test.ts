import { describe, expect, it } from 'vitest'
import {
  CURRENT_RATING_TABLES,
  explainTrace,
  percentWords,
  premiumOfTrace,
  rateQuickQuote,
  REF,
  type RatingLookups,
  type TraceStep,
} from './index.ts'
import { picked, TODAY, typed } from './testing.ts'

const NO_LOOKUPS: RatingLookups = { suburbs: {}, vehicle: null }

describe('A premium trace', () => {
  it('funeral: R20 000 at 40 with spouse and children is 20 × 700, +115 % for the family, floored at R30', () => {
    const outcome = rateQuickQuote(
      'funeral',
      {
        [REF.age]: typed('40'),
        [REF.coveredMembers]: picked('MAIN', 'SPOUSE', 'CHILDREN'),
        [REF.funeralCover]: picked('20000'),
      },
      NO_LOOKUPS,
      CURRENT_RATING_TABLES,
      TODAY,
    )
    if (outcome.outcome !== 'QUOTED') throw new Error(outcome.outcome)
    expect(outcome.steps).toEqual([
      {
        code: 'funeral-cover',
        op: 'ADD',
        value: 14_000,
        answers: [
          { ref: 'Funeral_cover', value: '2000000' },
          { ref: 'Age', value: '40' },
        ],
      },
      {
        code: 'family-members',
        op: 'MULTIPLY',
        value: 2.15,
        answers: [{ ref: 'Covered_members', value: 'SPOUSE,CHILDREN' }],
      },
      { code: 'minimum-premium', op: 'AT_LEAST', value: 3_000, answers: [] },
    ])
    expect(premiumOfTrace(outcome.steps)).toBe(30_100)
    expect(explainTrace(outcome.steps)).toEqual([
      {
        code: 'funeral-cover',
        text: 'R 20 000.00 of funeral cover at age 40',
        change: 'R 140.00',
        effect: 'STARTS',
        refs: ['Funeral_cover', 'Age'],
      },
      {
        code: 'family-members',
        text: 'Family members covered: spouse, children',
        change: '+115%',
        effect: 'RAISES',
        refs: ['Covered_members'],
      },
      {
        code: 'minimum-premium',
        text: 'The minimum premium',
        change: 'R 30.00, reached',
        effect: 'NONE',
        refs: [],
      },
    ])
  })

  it('a floor above the premium so far raises it, and says so', () => {
    const steps: TraceStep[] = [
      { code: 'legal-option', op: 'ADD', value: 1_000.4, answers: [{ ref: 'Legal_cover', value: '50000' }] },
      {
        code: 'tracking',
        op: 'MULTIPLY',
        value: 0.9,
        answers: [{ ref: 'Tracking_device', value: 'TRACKED' }],
      },
      { code: 'minimum-premium', op: 'AT_LEAST', value: 5_000, answers: [] },
    ]
    expect(premiumOfTrace(steps)).toBe(5_000)
    expect(premiumOfTrace(steps.slice(0, 2))).toBe(900)
    const lines = explainTrace(steps)
    expect(lines.map((line) => [line.text, line.change, line.effect])).toEqual([
      ['R 50 000.00 of legal cover', 'R 10.00', 'STARTS'],
      ['A tracking device', '−10%', 'LOWERS'],
      ['The minimum premium', 'raised to R 50.00', 'RAISES'],
    ])
  })

  it('words a factor as a change in per cent', () => {
    expect(percentWords(1.1)).toBe('+10%')
    expect(percentWords(0.75)).toBe('−25%')
    expect(percentWords(1.045)).toBe('+4.5%')
  })
})
