/**
 * The contact's ID number against the quote's answers (updateContact; updateContact/noQuirc skips
 * it, for an agent who has checked the person's identity another way): the premium was rated on a
 * date of birth, an age and a gender, and the policy must be for the person those answers describe.
 * Messages are ours: the spec gives none.
 */
import { ageOn } from '../rating/answers.ts'
import { REF } from '../rating/refs.ts'
import { parseSaIdNumber } from '../sa-id/index.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import type { FullQuotePage } from './journey.ts'
import type { PageError } from './pages/definition.ts'

export const ID_DATE_OF_BIRTH_MISMATCH_MESSAGE =
  'This ID number gives a different date of birth from the one your quote was worked out on. Check the ID number, or change your date of birth in the quote.'
export const ID_AGE_MISMATCH_MESSAGE =
  'This ID number gives a different age from the one your quote was worked out on. Check the ID number, or change your age in the quote.'
export const ID_GENDER_MISMATCH_MESSAGE =
  'This ID number is for a different gender from the one your quote was worked out on. Check the ID number, or change your answer in the quote.'

const valueOf = (answers: AnswersByRef, ref: string) => answers[ref]?.values.value?.trim() ?? null

/** Where the ID number and the answers disagree, under `path` (the contact's ID field). */
export function identityMismatches(
  answers: AnswersByRef,
  idNumber: string,
  path: string,
  today: Date = new Date(),
): PageError[] {
  const details = parseSaIdNumber(idNumber, today)
  if (!details) return []
  const errors: PageError[] = []
  const dateOfBirth = valueOf(answers, REF.dateOfBirth)
  if (dateOfBirth && dateOfBirth.replaceAll('/', '-') !== details.dateOfBirth) {
    errors.push({ path, message: ID_DATE_OF_BIRTH_MISMATCH_MESSAGE })
  }
  const age = valueOf(answers, REF.age)
  if (age !== null) {
    const [year, month, day] = details.dateOfBirth.split('-').map(Number) as [number, number, number]
    if (Number(age) !== ageOn({ year, month, day }, today))
      errors.push({ path, message: ID_AGE_MISMATCH_MESSAGE })
  }
  const gender = answers[REF.gender]?.codes[0]
  if (gender && gender !== (details.gender === 'Female' ? 'F' : 'M')) {
    errors.push({ path, message: ID_GENDER_MISMATCH_MESSAGE })
  }
  return errors
}

/** The messages of an ID number that disagrees with the answers the premium was rated on. */
export const ID_MISMATCH_MESSAGES: readonly string[] = [
  ID_DATE_OF_BIRTH_MISMATCH_MESSAGE,
  ID_AGE_MISMATCH_MESSAGE,
  ID_GENDER_MISMATCH_MESSAGE,
]

/**
 * The page that holds the answers an ID number is checked against (the age, the date of birth, the
 * gender): where the person goes to change them when the ID number is right (issue 25: a message
 * about a changed age links to the page that holds it). Null when no page asks them.
 */
export function pageHoldingIdentity(pages: readonly FullQuotePage[]): FullQuotePage | null {
  const refs: readonly string[] = [REF.age, REF.dateOfBirth, REF.gender]
  return (
    pages.find((page) => page.questions.some((question) => refs.includes(question.externalReferenceId))) ??
    null
  )
}
