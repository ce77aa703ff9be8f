/**
 * The car's regular drivers (issue 23): the regular driver page is a repeating group (decision 009,
 * full-quote/pages/repeating-group.ts), one driver at least and MAX_REGULAR_DRIVERS at most. Each
 * driver's answers are answers like any other, keyed by externalReferenceId: the main driver keeps
 * the refs the rating reads (CAR_REF), driver n (from 2) has them with `_n` after.
 */
import { validateRepeatingGroup, type RepeatingGroup } from '../full-quote/pages/repeating-group.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import { z } from '../zod-config/index.ts'
import { CAR_REF, OTHER_REGULAR_DRIVERS } from './questions.ts'

export const MAX_REGULAR_DRIVERS = OTHER_REGULAR_DRIVERS + 1

/** What the regular driver page asks of each driver, in order. */
export const REGULAR_DRIVER_REFS = [
  CAR_REF.licenceCode,
  CAR_REF.maritalStatus,
  CAR_REF.insuranceRefused,
  CAR_REF.previousInsuranceYears,
  CAR_REF.currentlyInsured,
] as const
export type RegularDriverRef = (typeof REGULAR_DRIVER_REFS)[number]

/** The ref of driver `index`'s answer (0: the main driver, whose refs the rating reads). */
export function regularDriverRef(ref: RegularDriverRef, index: number): string {
  return index === 0 ? ref : `${ref}_${index + 1}`
}

/** Which driver's answer a ref is, and what it asks; null for a ref that is no driver's. */
export function regularDriverOf(ref: string): { index: number; ref: RegularDriverRef } | null {
  for (const driverRef of REGULAR_DRIVER_REFS) {
    if (ref === driverRef) return { index: 0, ref: driverRef }
    const match = new RegExp(`^${driverRef}_(\\d)$`).exec(ref)
    const index = match ? Number(match[1]) - 1 : -1
    if (index >= 1 && index < MAX_REGULAR_DRIVERS) return { index, ref: driverRef }
  }
  return null
}

export const REGULAR_DRIVERS_FIELD = 'regularDrivers'
export const TOO_FEW_DRIVERS_MESSAGE = 'Tell us about the regular driver.'
export const TOO_MANY_DRIVERS_MESSAGE = `Tell us about ${MAX_REGULAR_DRIVERS} regular drivers at most.`
export const DRIVER_ANSWER_MISSING_MESSAGE = 'Answer this question for each driver you add.'

const given = z.string({ error: DRIVER_ANSWER_MISSING_MESSAGE }).min(1, DRIVER_ANSWER_MISSING_MESSAGE)
/** One driver: every question answered (each question's own rule checks the answer itself). */
const RegularDriverSchema = z.object(
  Object.fromEntries(REGULAR_DRIVER_REFS.map((ref) => [ref, given])) as Record<
    RegularDriverRef,
    typeof given
  >,
)
export type RegularDriver = z.infer<typeof RegularDriverSchema>

export const regularDriversGroup: RepeatingGroup<RegularDriver> = {
  name: REGULAR_DRIVERS_FIELD,
  row: RegularDriverSchema,
  min: 1,
  max: MAX_REGULAR_DRIVERS,
  messages: { tooFew: TOO_FEW_DRIVERS_MESSAGE, tooMany: TOO_MANY_DRIVERS_MESSAGE },
}

/** An answer as one text: a choice's code, an input's value. */
const answerText = (answers: AnswersByRef, ref: string) =>
  answers[ref]?.codes[0] ?? answers[ref]?.values.value ?? undefined

/**
 * The drivers the answers hold, in order: the main driver, then up to the last driver with any
 * answer (a driver skipped in between is a row with nothing answered, which the group refuses).
 */
export function regularDriversOf(answers: AnswersByRef): Partial<RegularDriver>[] {
  const rows: Partial<RegularDriver>[] = []
  for (let index = 0; index < MAX_REGULAR_DRIVERS; index += 1) {
    const row: Partial<RegularDriver> = {}
    for (const ref of REGULAR_DRIVER_REFS) {
      const text = answerText(answers, regularDriverRef(ref, index))
      if (text !== undefined) row[ref] = text
    }
    rows.push(row)
  }
  const last = rows.findLastIndex((row, index) => index === 0 || Object.keys(row).length > 0)
  return rows.slice(0, last + 1)
}

/**
 * The regular drivers' rule on a quote's answers: each driver added answers every question. Its
 * problems name the ref of the answer missing (or the group's), with the sentence.
 */
export function regularDriverProblems(answers: AnswersByRef): { ref: string; message: string }[] {
  const checked = validateRepeatingGroup(regularDriversGroup, regularDriversOf(answers))
  if (checked.ok) return []
  return checked.errors.map(({ path, message }) => {
    const [, index, ref] = path.split('.')
    return {
      ref:
        index !== undefined && ref !== undefined
          ? regularDriverRef(ref as RegularDriverRef, Number(index))
          : REGULAR_DRIVERS_FIELD,
      message,
    }
  })
}
