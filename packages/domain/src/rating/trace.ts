/**
 * The rating trace (issue 25): how a premium was worked out, step by step, in order. Each family's
 * rating function records a step per table figure it applies (an amount it adds, a factor it
 * multiplies by, the minimum premium), naming the answers the step rates on. Applied in order from
 * nothing, the steps give the premium to the cent (premiumOfTrace): the premium page explains the
 * price from them, and a person who disputes it names the answer (POPIA s71).
 */
import { z } from '../zod-config/index.ts'
import type { RatingRef } from './refs.ts'

/** What a step prices, one code per kind of table figure. */
export const TRACE_STEP_CODES = [
  // Amounts: the premium's starting point.
  'funeral-cover',
  'life-cover',
  'motor-value',
  'gap-plan',
  'vap-option',
  'legal-option',
  'property-contents',
  'property-building',
  'business-turnover',
  'business-contents',
  'item-value',
  // Factors.
  'family-members',
  'age',
  'gender',
  'smoker',
  'education',
  'bmi',
  'income',
  'vehicle-age',
  'body-type',
  'parking',
  'tracking',
  'use',
  'area',
  'driver-age',
  'licence-years',
  'claims',
  'voluntary-excess',
  'roof',
  'security',
  'employees',
  // The floor.
  'minimum-premium',
] as const
export type TraceStepCode = (typeof TRACE_STEP_CODES)[number]

/** ADD adds cents (fractions allowed) to the premium so far; MULTIPLY scales it; AT_LEAST raises it to a floor. */
export const TRACE_OPS = ['ADD', 'MULTIPLY', 'AT_LEAST'] as const
export type TraceOp = (typeof TRACE_OPS)[number]

export const TraceAnswerSchema = z.object({
  /** The question's externalReferenceId (a RatingRef). */
  ref: z.string(),
  /** The answer as rated: `34`, `F`, `SPOUSE,CHILDREN`, cents for an amount of money. */
  value: z.string(),
})
export type TraceAnswer = z.infer<typeof TraceAnswerSchema>

export const TraceStepSchema = z.object({
  code: z.enum(TRACE_STEP_CODES),
  op: z.enum(TRACE_OPS),
  /** Cents for ADD and AT_LEAST, a factor for MULTIPLY. */
  value: z.number(),
  /** The answers the table figure was chosen by; none for a figure of the table alone. */
  answers: z.array(TraceAnswerSchema),
})
export type TraceStep = z.infer<typeof TraceStepSchema>

/** A premium's trace: its steps, in order, on the rating tables of `tableVersion`. */
export const RatingTraceSchema = z.object({
  tableVersion: z.string(),
  steps: z.array(TraceStepSchema),
})
export type RatingTrace = z.infer<typeof RatingTraceSchema>

/**
 * The premium a trace gives: its steps applied in order from 0, rounded to whole cents once at the
 * end, at least 1 cent (bands.ts' finalPremium, which every family ends with).
 */
export function premiumOfTrace(steps: readonly TraceStep[]): number {
  let cents = 0
  for (const step of steps) {
    if (step.op === 'ADD') cents = cents + step.value
    else if (step.op === 'MULTIPLY') cents = cents * step.value
    else cents = Math.max(cents, step.value)
  }
  return Math.max(Math.round(cents), 1)
}

/**
 * Records a family's steps as it prices. A factor of exactly 1 is left out (it changes nothing and
 * would only lengthen the explanation); a minimum of 1 cent or less is every premium's anyway.
 */
export class TraceRecorder {
  readonly steps: TraceStep[] = []

  add(code: TraceStepCode, cents: number, ...answers: TraceAnswer[]): number {
    this.steps.push({ code, op: 'ADD', value: cents, answers })
    return cents
  }

  factor(code: TraceStepCode, factor: number, ...answers: TraceAnswer[]): number {
    if (factor !== 1) this.steps.push({ code, op: 'MULTIPLY', value: factor, answers })
    return factor
  }

  atLeast(minimumCents: number): void {
    if (minimumCents > 1)
      this.steps.push({ code: 'minimum-premium', op: 'AT_LEAST', value: minimumCents, answers: [] })
  }
}

/** An answer of a step, by its ref. */
export const answerOf = (ref: RatingRef, value: string | number | readonly string[]): TraceAnswer => ({
  ref,
  value: Array.isArray(value) ? value.join(',') : String(value),
})

/** A place as a step's answer: its postal code, else its province. */
export function areaWords(area: { province: string; postalCode: string | null }): string {
  return area.postalCode ? `${area.province} ${area.postalCode}` : area.province
}
