/**
 * The car full sale's vehicle page starts from the registration number (issue 23): the page server
 * asks the register (GET …/full-sale/registration) for the car of the number typed, the person
 * confirms it, and a car other than the one quoted becomes the quote's car before the page is saved.
 * A number the register does not know falls back to the vehicle search. The regular driver page
 * is a repeating group of drivers (regular-drivers.ts in @insure/domain/car).
 */
import {
  CAR_REF,
  REGISTRATION_INVALID_MESSAGE,
  regularDriverOf,
  regularDriverRef,
  registrationOf,
  type CarRegistration,
} from '@insure/domain/car'
import { submittedAnswersOf, type FullQuotePage, type QuoteStatus } from '@insure/domain/full-quote'
import type { GivenAnswer, JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import { REF } from '@insure/domain/rating'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { apiErrorsOf, apiMessageOf } from './full-quote.server.ts'
import type { QuotedCar } from '../../questions/search-answers.ts'
import { callQuoteApi } from './quote-api.server.ts'

// The `code|year` field and its car are the quick quote's vehicle search's too (issue 25).
export { carFieldValue, searchedCarOf, type QuotedCar } from '../../questions/search-answers.ts'

/** The question of a car page that asks the registration number: the page starts from the lookup. */
export function registrationQuestionOf(page: Pick<FullQuotePage, 'questions'>): JourneyQuestion | undefined {
  return page.questions.find((question) => question.externalReferenceId === CAR_REF.registration)
}

export type RegistrationLookup = { ok: true; registration: CarRegistration } | { ok: false; message: string }

/**
 * The register's answer for the number typed. A number no province issues is said beside the field
 * without asking (the domain's rule, which the API applies again).
 */
export async function lookUpRegistration(
  context: Pick<SiteLoadContext, 'callApi'>,
  hashedQuoteId: string,
  regNumber: string,
): Promise<RegistrationLookup> {
  if (!registrationOf(regNumber)) return { ok: false, message: REGISTRATION_INVALID_MESSAGE }
  const found = await callQuoteApi(context, 'carRegistration', {
    regNumber,
    carFullSaleSessionId: hashedQuoteId,
  })
  if (found.ok) return { ok: true, registration: found.data }
  if (found.answer.status >= 500) throw new Error(`registration answered ${found.answer.status}`)
  const message = apiErrorsOf(found.answer)[0]?.message ?? apiMessageOf(found.answer)
  return { ok: false, message: message ?? REGISTRATION_INVALID_MESSAGE }
}

/** The quote's car: the quick quote's vehicle answer. */
export function quotedCarOf(status: Pick<QuoteStatus, 'answers'>): QuotedCar | null {
  const values = status.answers[REF.vehicle]?.values
  const year = Number(values?.year)
  return values?.vehicle && Number.isInteger(year) ? { code: values.vehicle, year } : null
}

export const sameCar = (one: QuotedCar | null, other: QuotedCar | null) =>
  one !== null && other !== null && one.code === other.code && one.year === other.year

/**
 * The quote's car changed to the one confirmed: the quick quote's page saved again (questionDetails)
 * with its answers as they are and the vehicle answer replaced, so the quote is re-rated on that car
 * (its premium then accepted again, as after any change of answers).
 */
export async function changeQuotedCar(
  context: Pick<SiteLoadContext, 'callApi'>,
  status: QuoteStatus,
  car: QuotedCar,
) {
  const quickQuote = status.journey.pages.find((page) => page.kind === 'QUICK_QUOTE')
  if (!quickQuote) throw new Error('a car journey without its quick quote page')
  const answeredQuestions: SubmittedQuestion[] = quickQuote.questions.flatMap((question) => {
    const given: GivenAnswer | undefined =
      question.externalReferenceId === REF.vehicle
        ? { codes: [], values: { year: String(car.year), vehicle: car.code } }
        : status.answers[question.externalReferenceId]
    const selectedAnswers = submittedAnswersOf(question, given)
    return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
  })
  return callQuoteApi(
    context,
    'questionDetails',
    { hashedQuoteId: status.hashedQuoteId },
    { hashedSessionId: null, hashedPageId: quickQuote.hashedPageId, answeredQuestions },
  )
}

/** Whether a page asks the regular drivers as a repeating group (a driver after the main one). */
export function asksRegularDrivers(page: Pick<FullQuotePage, 'questions'>): boolean {
  return page.questions.some((question) => (regularDriverOf(question.externalReferenceId)?.index ?? 0) > 0)
}

/**
 * The form without driver `removed`: the later drivers move up, with what was typed for them (a
 * choice is sent under its question's id with its answer's id, an input under its answer's id).
 */
export function withoutDriver(
  page: Pick<FullQuotePage, 'questions'>,
  form: FormData,
  removed: number,
): FormData {
  const byRef = new Map(page.questions.map((question) => [question.externalReferenceId, question]))
  const kept = new FormData()
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue
    const question = page.questions.find(
      (candidate) => candidate.id === name || candidate.answers.some((answer) => answer.id === name),
    )
    const driver = question ? regularDriverOf(question.externalReferenceId) : null
    if (!question || !driver || driver.index < removed) {
      kept.append(name, value)
      continue
    }
    if (driver.index === removed) continue
    const moved = byRef.get(regularDriverRef(driver.ref, driver.index - 1))
    if (!moved) continue
    if (name === question.id) {
      const code = question.answers.find((answer) => answer.id === value)?.code
      const answer = moved.answers.find((candidate) => candidate.code === code)
      if (answer) kept.append(moved.id, answer.id)
    } else {
      const code = question.answers.find((answer) => answer.id === name)?.code
      const answer = moved.answers.find((candidate) => candidate.code === code)
      if (answer) kept.append(answer.id, value)
    }
  }
  return kept
}
