/**
 * Funeral cover: the main member's monthly rate per R1 000 of cover by age band; each further member
 * group covered (spouse, children, parents, extended family) adds a share of the main member's premium.
 */
import { FUNERAL_COVER_CODES, FUNERAL_MEMBER_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { randsToCents } from '../money/index.ts'
import { AnswerReader, type ReadResult } from './answers.ts'
import { bandOf, CENTS_PER_THOUSAND_RAND, finalPremium } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import { NO_EXCESS, type Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, TraceRecorder } from './trace.ts'
import type { FuneralTable } from './schema.ts'

/** Ages of the main member at which funeral cover is quoted online (inclusive). */
export const FUNERAL_AGE_RANGE = { min: 18, max: 85, integer: true } as const

export type FuneralMember = (typeof FUNERAL_MEMBER_CODES)[number]

/** Extended family members one policy covers (the full quote asks how many; the quick quote assumes one). */
export const EXTENDED_FAMILY_RANGE = { min: 1, max: 8, integer: true } as const

export interface FuneralRatingInput {
  age: number
  /** Member groups covered besides the main member, who is always covered. */
  members: readonly Exclude<FuneralMember, 'MAIN'>[]
  /** How many extended family members (each carries the extended loading); 1 until the full quote asks. */
  extendedFamilyCount: number
  coverCents: number
}

export function funeralInputOf(
  answers: AnswersByRef,
  _lookups: RatingLookups,
  _today: Date,
): ReadResult<FuneralRatingInput> {
  const read = new AnswerReader(answers)
  const age = read.number(REF.age, FUNERAL_AGE_RANGE)
  const members = read.choices(REF.coveredMembers, FUNERAL_MEMBER_CODES)
  const cover = read.choice(REF.funeralCover, FUNERAL_COVER_CODES)
  const extended =
    read.value(REF.extendedFamilyCount) === null
      ? 1
      : read.number(REF.extendedFamilyCount, EXTENDED_FAMILY_RANGE)
  return read.result(() => ({
    age: age!,
    members: members!.filter((m): m is Exclude<FuneralMember, 'MAIN'> => m !== 'MAIN'),
    extendedFamilyCount: extended!,
    coverCents: randsToCents(Number(cover!)),
  }))
}

/**
 * premium = cover / R1 000 × rate(age band) × (1 + Σ member loadings), at least the minimum; the
 * extended family's loading counts once per member covered.
 */
export function rateFuneral(input: FuneralRatingInput, table: FuneralTable): Price {
  const trace = new TraceRecorder()
  const main = trace.add(
    'funeral-cover',
    (input.coverCents / CENTS_PER_THOUSAND_RAND) * bandOf(table.ageBands, input.age).ratePerThousandCents,
    answerOf(REF.funeralCover, input.coverCents),
    answerOf(REF.age, input.age),
  )
  const loading = input.members.reduce(
    (sum, member) =>
      sum + table.memberLoadings[member] * (member === 'EXTENDED' ? input.extendedFamilyCount : 1),
    0,
  )
  const family = trace.factor(
    'family-members',
    1 + loading,
    answerOf(REF.coveredMembers, input.members),
    ...(input.members.includes('EXTENDED')
      ? [answerOf(REF.extendedFamilyCount, input.extendedFamilyCount)]
      : []),
  )
  trace.atLeast(table.minimumPremiumCents)
  return {
    steps: trace.steps,
    premium: finalPremium(main * family, table.minimumPremiumCents),
    excess: NO_EXCESS.cents,
    excessKey: NO_EXCESS.key,
    cover: input.coverCents,
  }
}
