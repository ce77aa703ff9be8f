/**
 * Nothing asked twice (issue 25): what an earlier page or the workbench launch token already gave,
 * carried forward to the page that would ask it again. One function, read by the page server (the
 * prefilled fields), the API (the ID number a prefilled, masked field stands for) and the agent's
 * launch (the quick quote's answers the ID number gives).
 */
import { ageOn } from '../rating/answers.ts'
import { REF } from '../rating/refs.ts'
import { parseSaIdNumber, type SaIdGender } from '../sa-id/index.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'

/** The contact a workbench launch token brought (shell spec §3, §4: "contact prefilled"). */
export interface LaunchContact {
  name?: string | null
  surname?: string | null
  mobile?: string | null
  email?: string | null
  idNumber?: string | null
}

export interface CarrySources {
  /** The quote's answers by externalReferenceId: the quick quote's and the questions pages'. */
  answers?: AnswersByRef | null
  /** The workbench token's contact, on an agent's quote. */
  launchContact?: LaunchContact | null
  today?: Date
}

/** The fields of About you (the personal-information page) that an earlier step can give. */
export type AboutYouCarried = Partial<Record<'citizenId' | 'name' | 'surname' | 'mobile' | 'email', string>>

export interface CarriedForward {
  /** About you's fields already given: the ID number first of all. */
  aboutYou: AboutYouCarried
  /** What the carried ID number tells, so it is not asked: date of birth, age today, gender. */
  fromIdNumber: {
    dateOfBirth: string
    age: number
    gender: SaIdGender
    /** The quick quote's Gender answer code. */
    genderCode: 'F' | 'M'
  } | null
  /** The quick quote's suburb (its id in the suburb list), for the address page. */
  suburbId: number | null
}

const textOf = (value: string | null | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
const answerOf = (answers: AnswersByRef | null | undefined, ref: string) =>
  textOf(answers?.[ref]?.values.value)

/**
 * What carries forward from the quote's answers and the launch token's contact. The quote's ID
 * number wins over the token's: the premium was rated on it. Only a valid ID number carries; the
 * rest of the token's contact carries as it is (the page checks it as the person types).
 */
export function carryForward({ answers, launchContact, today = new Date() }: CarrySources): CarriedForward {
  const idNumber =
    [answerOf(answers, REF.idNumber), textOf(launchContact?.idNumber)].find(
      (candidate) => candidate !== null && parseSaIdNumber(candidate, today) !== null,
    ) ?? null
  const aboutYou: AboutYouCarried = {}
  if (idNumber) aboutYou.citizenId = idNumber
  for (const field of ['name', 'surname', 'mobile', 'email'] as const) {
    const given = textOf(launchContact?.[field])
    if (given) aboutYou[field] = given
  }
  const details = idNumber ? parseSaIdNumber(idNumber, today) : null
  const fromIdNumber = details
    ? {
        dateOfBirth: details.dateOfBirth,
        age: ageOn(birthOf(details.dateOfBirth), today),
        gender: details.gender,
        genderCode: details.gender === 'Female' ? ('F' as const) : ('M' as const),
      }
    : null
  const suburb = answerOf(answers, REF.suburb) ?? answerOf(answers, REF.businessSuburb)
  const suburbId = suburb !== null && /^[1-9]\d*$/.test(suburb) ? Number(suburb) : null
  return { aboutYou, fromIdNumber, suburbId }
}

function birthOf(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}
