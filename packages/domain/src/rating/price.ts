import type { TraceStep } from './trace.ts'

/** What a family's rating function works out, in whole cents; the premium is monthly. */
export interface Price {
  premium: number
  excess: number
  excessKey: string
  /** The sum insured or cover amount. */
  cover: number
  /** How the premium was worked out, in order (premiumOfTrace gives it back to the cent). */
  steps: TraceStep[]
}

/** The excess key of a quote that carries no excess. */
export const NO_EXCESS = { cents: 0, key: 'NONE' } as const
