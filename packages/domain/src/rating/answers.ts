/**
 * Reading answers for rating: by ref and answer code, into typed values, collecting a problem per
 * missing or unusable answer instead of throwing (a quote with a bad answer is INVALID, never a 500).
 * The arithmetic never sees an answer; it sees the typed input the family's reader builds.
 */
import { isCalendarDate } from '../calendar/index.ts'
import { randsToCents } from '../money/index.ts'
import { DATE_ANSWER_PATTERN } from '../question/index.ts'
import type { AnswersByRef, GivenAnswer } from '../quick-quote/journey.ts'
import type { AreaOfRisk } from './bands.ts'
import type { RatingRef } from './refs.ts'
import { SA_PROVINCES, type Province } from './schema.ts'

/** The answer code of an input question's one answer (QUICK_QUOTE_QUESTIONS `input`). */
export const INPUT_ANSWER_CODE = 'value'

/** An answer missing or unusable, named by its question's ref. */
export interface RatingProblem {
  ref: string
  message: string
}

/** What a family's reader returns: the typed input, or the problems of the answers. */
export type ReadResult<Input> = { ok: true; input: Input } | { ok: false; problems: RatingProblem[] }

/** Digits with at most one decimal point, after spaces (thousands separators) are taken out. */
const NUMBER_TEXT = /^(?:\d+\.?\d*|\.\d+)$/

export interface NumberLimits {
  min: number
  max: number
  /** Whole numbers only (ages, years, counts). */
  integer?: boolean
}

/** Whole years from `dateOfBirth` (local calendar parts) to the local calendar day of `today`. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1
  const day = today.getDate()
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day)
  return today.getFullYear() - birth.year - (hadBirthday ? 0 : 1)
}

/**
 * A reader over one quote's answers. Each method returns the typed value, or null after recording a
 * problem against the ref; `result` then gives the input if nothing went wrong.
 */
export class AnswerReader {
  readonly problems: RatingProblem[] = []

  constructor(private readonly answers: AnswersByRef) {}

  problem(ref: string, message: string): null {
    this.problems.push({ ref, message })
    return null
  }

  /** The answer given to `ref`, if any (an answer with neither codes nor values counts as absent). */
  given(ref: RatingRef): GivenAnswer | null {
    const answer = this.answers[ref]
    if (!answer) return null
    const hasValue = Object.values(answer.values ?? {}).some((v) => typeof v === 'string' && v.trim() !== '')
    return (answer.codes ?? []).length > 0 || hasValue ? answer : null
  }

  /** The trimmed text of an answer's value under `code` (blank counts as absent). */
  value(ref: RatingRef, code: string = INPUT_ANSWER_CODE): string | null {
    const raw = this.given(ref)?.values?.[code]
    if (typeof raw !== 'string' || raw.trim() === '') return null
    return raw.trim()
  }

  text(ref: RatingRef): string | null {
    return this.value(ref) ?? this.problem(ref, `${ref} is required`)
  }

  /** A number input: typed text such as "250000", "250 000" or "1.75", within inclusive limits. */
  number(ref: RatingRef, limits: NumberLimits, code: string = INPUT_ANSWER_CODE): number | null {
    const text = this.value(ref, code)
    if (text === null) return this.problem(ref, `${ref} is required`)
    const compact = text.replace(/\s+/g, '')
    if (!NUMBER_TEXT.test(compact)) return this.problem(ref, `${ref} must be a number`)
    const value = Number(compact)
    if (limits.integer && !Number.isInteger(value)) return this.problem(ref, `${ref} must be a whole number`)
    if (value < limits.min || value > limits.max)
      return this.problem(ref, `${ref} must be between ${limits.min} and ${limits.max}`)
    return value
  }

  /** An amount in rands typed into a number input, as whole cents. */
  rands(ref: RatingRef, limits: NumberLimits): number | null {
    const value = this.number(ref, limits)
    return value === null ? null : randsToCents(value)
  }

  /** The one selected code of a single choice, which must be one of `codes`. */
  choice<Code extends string>(ref: RatingRef, codes: readonly Code[]): Code | null {
    const selected = this.given(ref)?.codes ?? []
    if (selected.length === 0) return this.problem(ref, `${ref} is required`)
    if (selected.length > 1) return this.problem(ref, `${ref} takes one answer`)
    const code = selected[0]!
    return (codes as readonly string[]).includes(code)
      ? (code as Code)
      : this.problem(ref, `${ref} has no answer ${code}`)
  }

  /** The selected codes of a multiple choice (at least one, each one of `codes`, duplicates dropped). */
  choices<Code extends string>(ref: RatingRef, codes: readonly Code[]): Code[] | null {
    const selected = this.given(ref)?.codes ?? []
    if (selected.length === 0) return this.problem(ref, `${ref} is required`)
    const unknown = selected.find((code) => !(codes as readonly string[]).includes(code))
    if (unknown !== undefined) return this.problem(ref, `${ref} has no answer ${unknown}`)
    return codes.filter((code) => selected.includes(code))
  }

  /** A date answer `YYYY/MM/DD` naming a day that exists. */
  date(ref: RatingRef): { year: number; month: number; day: number } | null {
    const text = this.value(ref)
    if (text === null) return this.problem(ref, `${ref} is required`)
    const match = DATE_ANSWER_PATTERN.exec(text)
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0]
    if (!match || !isCalendarDate(year, month, day))
      return this.problem(ref, `${ref} must be a date YYYY/MM/DD`)
    return { year, month, day }
  }

  /** The result: the input when no problem was recorded. */
  result<Input>(build: () => Input): ReadResult<Input> {
    return this.problems.length > 0 ? { ok: false, problems: this.problems } : { ok: true, input: build() }
  }
}

export function isProvince(value: string): value is Province {
  return (SA_PROVINCES as readonly string[]).includes(value)
}

/**
 * The area of a suburb answer: the answer (a suburb id) must be given and resolved in `suburbs` under
 * the same ref and id, and its province must be one of the nine.
 */
export function readSuburb(
  reader: AnswerReader,
  ref: RatingRef,
  suburbs: Readonly<
    Record<string, { id: number; province: string; streetCode: string | null; boxCode: string | null }>
  >,
): AreaOfRisk | null {
  const id = reader.value(ref)
  if (id === null) return reader.problem(ref, `${ref} is required`)
  const suburb = suburbs[ref]
  if (!suburb || String(suburb.id) !== id) return reader.problem(ref, `${ref} is not a known suburb`)
  if (!isProvince(suburb.province)) return reader.problem(ref, `${ref} is not in a known province`)
  return { province: suburb.province, postalCode: suburb.streetCode ?? suburb.boxCode }
}
