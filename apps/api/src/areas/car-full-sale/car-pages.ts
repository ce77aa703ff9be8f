import {
  CAR_NOT_ONLINE_MESSAGE,
  CAR_REF,
  carAnswerProblems,
  carRefusals,
  regularDriverProblems,
  type CarRefusal,
} from '@insure/domain/car'
import { savesThroughOf, type FullQuotePage, type QuestionDetailsReceipt } from '@insure/domain/full-quote'
import type { AnswersByRef, SubmittedQuestion } from '@insure/domain/quick-quote'
import type { FastifyInstance } from 'fastify'
import { ApiError, MESSAGES } from '../../plugins/envelope.ts'
import { NOT_THIS_PAGE_MESSAGE } from '../quote/quote-pages.routes.ts'
import { saveQuestionAnswers, type LoadedQuote } from '../quote/quote.service.ts'

export const UNKNOWN_TRACKING_DEVICE_MESSAGE = 'Choose the tracking device from the list.'

/** A refusal's path: the answer of the quote's question that asks its ref, as questionDetails names it. */
function pathsOf(quote: LoadedQuote, refusals: readonly CarRefusal[]) {
  const questions = quote.journey.pages.flatMap((page) => page.questions)
  return refusals.map(({ ref, message }) => ({
    path: `answeredQuestions.${questions.find((question) => question.externalReferenceId === ref)?.id ?? ref}`,
    message,
  }))
}

/**
 * A car page saved (…/full-sale/validate, and POST A/quote/validate's carPage): as questionDetails
 * saves a questions page, and first the car's own rule. A registration number no province issues, or
 * a tracking device not on the list, is 400 beside its field; what cannot be insured online (a
 * modified car, a learner's or foreign licence, insurance refused) is 409 with its sentences, and
 * nothing is stored: the site offers the call-centre drop-off.
 */
export async function saveCarPage(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  answeredQuestions: readonly SubmittedQuestion[],
): Promise<QuestionDetailsReceipt> {
  if (page.kind !== 'QUESTIONS' || savesThroughOf(page) !== 'carFullSaleValidate') {
    throw new ApiError(400, MESSAGES.validation, [{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
  }
  return saveQuestionAnswers(app, quote, page, answeredQuestions, async (answers: AnswersByRef) => {
    const problems = carAnswerProblems(answers)
    // The regular driver page is a repeating group: each driver added answers every question.
    if (page.questions.some((question) => question.externalReferenceId === CAR_REF.licenceCode))
      problems.push(...regularDriverProblems(answers))
    const device = answers[CAR_REF.trackingDevice]?.values.value
    if (device !== undefined && !(await app.carLists.has('trackingDevs', device)))
      problems.push({ ref: CAR_REF.trackingDevice, message: UNKNOWN_TRACKING_DEVICE_MESSAGE })
    if (problems.length > 0) throw new ApiError(400, MESSAGES.validation, pathsOf(quote, problems))
    const refusals = carRefusals(answers)
    if (refusals.length > 0) throw new ApiError(409, CAR_NOT_ONLINE_MESSAGE, pathsOf(quote, refusals))
  })
}
