/**
 * Gap cover (medical aid shortfall): a base premium and fixed cover per medical aid plan, scaled by
 * the main member's age band; a covered spouse and children add a share of the base.
 */
import { GAP_MEMBER_CODES, MEDICAL_AID_PLAN_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { AnswerReader, type ReadResult } from './answers.ts'
import { bandOf, finalPremium } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import { NO_EXCESS, type Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, TraceRecorder } from './trace.ts'
import type { GapTable } from './schema.ts'

export const GAP_AGE_RANGE = { min: 18, max: 85, integer: true } as const

export type GapMember = (typeof GAP_MEMBER_CODES)[number]

export interface GapRatingInput {
  age: number
  plan: (typeof MEDICAL_AID_PLAN_CODES)[number]
  /** Member groups covered besides the main member. */
  members: readonly Exclude<GapMember, 'MAIN'>[]
  /** The medical aid scheme named (not rated on: gap cover tops up any scheme). */
  scheme: string
}

export function gapInputOf(
  answers: AnswersByRef,
  _lookups: RatingLookups,
  _today: Date,
): ReadResult<GapRatingInput> {
  const read = new AnswerReader(answers)
  const age = read.number(REF.age, GAP_AGE_RANGE)
  const scheme = read.text(REF.medicalAidScheme)
  const plan = read.choice(REF.medicalAidPlan, MEDICAL_AID_PLAN_CODES)
  const members = read.choices(REF.coveredMembers, GAP_MEMBER_CODES)
  return read.result(() => ({
    age: age!,
    plan: plan!,
    members: members!.filter((m): m is Exclude<GapMember, 'MAIN'> => m !== 'MAIN'),
    scheme: scheme!,
  }))
}

/** premium = plan base × age band × (1 + Σ member loadings); cover is the plan's fixed cover. */
export function rateGap(input: GapRatingInput, table: GapTable): Price {
  const plan = table.plans[input.plan]
  const loading = input.members.reduce((sum, member) => sum + table.memberLoadings[member], 0)
  const trace = new TraceRecorder()
  const exact =
    trace.add('gap-plan', plan.baseCents, answerOf(REF.medicalAidPlan, input.plan)) *
    trace.factor('age', bandOf(table.ageBands, input.age).factor, answerOf(REF.age, input.age)) *
    trace.factor('family-members', 1 + loading, answerOf(REF.coveredMembers, input.members))
  return {
    steps: trace.steps,
    premium: finalPremium(exact, 1),
    excess: NO_EXCESS.cents,
    excessKey: NO_EXCESS.key,
    cover: plan.coverCents,
  }
}
