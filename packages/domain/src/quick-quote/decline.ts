import { formatCents } from '../money/index.ts'
import type { LifeTable } from '../rating/schema.ts'
import type { LifeNotQualifiedReason } from './journey.ts'

/**
 * What a declined life applicant reads on the decline route (issue 25): why, in plain words, from the
 * same table the rating applied, so the page cannot promise what the engine refuses. The route
 * names the reason only (shell spec §2), so the income reason also covers a health answer the
 * questionnaire could not accept online (it ends on the same route).
 */
export type DeclineExplanation = {
  title: string
  /** Each a sentence; the first says why, the rest what the person can do. */
  reasons: readonly string[]
}

/** Whole rands as the pages write them: R5 000. */
function rands(cents: number): string {
  return `R${formatCents(cents).replace(/\.00$/, '')}`
}

export function declineExplanationOf(reason: LifeNotQualifiedReason, table: LifeTable): DeclineExplanation {
  if (reason === 'life-premium-not-qual')
    return {
      title: 'We cannot offer you life cover online',
      reasons: [
        `Life cover bought online needs a household income of at least ${rands(table.minMonthlyIncomeCents)} a month, ` +
          'and health answers we can accept without a medical examination. Your answers fall outside that.',
        'A consultant can look at your answers with you and tell you what cover you can get by phone.',
      ],
    }
  const smallestBand = table.incomeBands[0]
  return {
    title: 'The cover you asked for is outside what we offer online',
    reasons: [
      `Online we offer life cover from ${rands(table.minCoverCents)}, up to an amount that depends on your ` +
        `household income (up to ${smallestBand?.maxCoverMultiple ?? 0} times a monthly income of ` +
        `${rands(table.minMonthlyIncomeCents)}, more on higher incomes).`,
      'You can ask for a different cover amount, or a consultant can talk you through your options.',
    ],
  }
}
