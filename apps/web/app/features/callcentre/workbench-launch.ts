/**
 * The site's side of a workbench launch (shell spec §3, §4): what a verified token puts in the
 * browser session, and reading it back. The rules (status, continue step, metadata) are the domain's.
 */
import { productOfCode } from '@insure/domain/catalogue'
import { carryForward } from '@insure/domain/full-quote'
import { REF } from '@insure/domain/rating'
import type {
  JourneyPage,
  JourneyQuestion,
  QuickQuoteResult,
  SubmittedQuestion,
} from '@insure/domain/quick-quote'
import {
  WORKBENCH_METADATA,
  continueStep,
  metadataRecord,
  workbenchStatus,
  type ContinueStep,
  type WorkbenchTokenData,
} from '@insure/domain/workbench'
import { productFields, type SiteSession } from '../../lib/session.client.ts'
import {
  currentQuestionIndex,
  fillFromIdNumber,
  type AnswersState,
  type QuestionState,
} from '../../questions/answers.ts'

/** Where the launch leaves the agent: a new quote, or a continued one at the domain's continue step. */
export type LaunchStep = { step: 'new-quote' } | ContinueStep<JourneyPage>

/** What the verify answer looked up for the suburb and vehicle answers, by question id. */
export type RestoredLookups = NonNullable<WorkbenchTokenData['quoteDetails']>['lookups']

/**
 * The engine's state of a quote's stored answers: choices, typed values, autocomplete values, and the
 * suburb and vehicle the verify answer looked up for their answers (issue 18: a continued quote lost
 * them), so the widgets show them as picked.
 */
export function answersStateOf(
  questions: readonly JourneyQuestion[],
  answers: readonly SubmittedQuestion[],
  lookups: RestoredLookups = { suburbs: {}, vehicles: {} },
): AnswersState {
  const state: AnswersState = {}
  for (const { questionId, selectedAnswers } of answers) {
    const question = questions.find((candidate) => candidate.id === questionId)
    if (!question) continue
    const type = question.type.name
    let restored: QuestionState | null = null
    if (type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE') {
      restored = { selectedIds: selectedAnswers.map((answer) => answer.id) }
    } else if (type === 'AUTOCOMPLETE') {
      const value = selectedAnswers[0]?.value
      restored = value ? { option: { value, text: value } } : null
    } else if (type === 'SUBURB') {
      const suburb = lookups.suburbs[questionId]
      restored = suburb ? { suburb } : null
    } else if (type === 'VEHICLE') {
      const vehicle = lookups.vehicles[questionId]
      restored = vehicle ? { vehicle } : null
    } else {
      restored = {
        values: Object.fromEntries(selectedAnswers.map((answer) => [answer.id, answer.value ?? ''])),
      }
    }
    if (restored) state[questionId] = restored
  }
  return state
}

/**
 * A new quote's answers from the token's contact (issue 25: nothing asked twice): its ID number in
 * the ID question (life), and what the number tells: the date of birth and gender (life) and the age
 * (funeral, legal), which the agent then does not ask.
 */
function prefilledAnswers(questions: readonly JourneyQuestion[], idNumber: string | null): AnswersState {
  if (!idNumber) return {}
  const answers: AnswersState = {}
  const idQuestion = questions.find((question) => question.type.name === 'ID_NUMBER')
  const idAnswer = idQuestion?.answers[0]
  if (idQuestion && idAnswer) answers[idQuestion.id] = { values: { [idAnswer.id]: idNumber } }
  const carried = carryForward({ launchContact: { idNumber } }).fromIdNumber
  const ageQuestion = questions.find(
    (question) => question.type.name === 'NUMBER' && question.externalReferenceId === REF.age,
  )
  const ageAnswer = ageQuestion?.answers[0]
  if (carried && ageQuestion && ageAnswer)
    answers[ageQuestion.id] = { values: { [ageAnswer.id]: String(carried.age) } }
  return fillFromIdNumber(questions, answers, idNumber)
}

/** The answers of other products stay; this product's are replaced. */
function withoutQuestions(answers: AnswersState | undefined, questions: readonly JourneyQuestion[]) {
  const kept = { ...answers }
  for (const question of questions) delete kept[question.id]
  return kept
}

/**
 * The session fields a verified token sets (shell spec §4). New: the product selected, the contact
 * prefilled, step quick-quote. Continue: the answers, the result and its value, the quote id, the
 * contact and the page history, at the domain's continue step.
 */
export function launchSessionFields(
  token: string,
  data: WorkbenchTokenData,
  session: SiteSession | null,
): { fields: Partial<SiteSession>; step: LaunchStep } {
  const metadata = metadataRecord(data.metadata)
  const code = data.productInfo.productCode
  const questions = data.quickQuoteQuestions.flatMap((group) => group.questions)
  const firstPage = [...data.pages].sort((a, b) => a.index - b.index)[0]
  const common: Partial<SiteSession> = {
    ...productFields(code, session),
    wbToken: token,
    wbTokenData: { USERNAME: metadata[WORKBENCH_METADATA.username] ?? data.agentId, agentId: data.agentId },
    contact: data.contact,
    gapQuoteSessionId: data.gapQuoteSessionId,
  }
  const earlier = withoutQuestions(session?.qqObjects as AnswersState | undefined, questions)
  // The server's new forces a new quote, and so does a continue without a quote to continue.
  const quote = data.quotes.find(
    (candidate) => candidate.hashedQuickQuoteSessionId === data.quoteDetails?.hashedQuickQuoteSessionId,
  )
  const status = workbenchStatus(quote ? 1 : 0, data.status === 'new')
  if (status === 'new' || !quote || !data.quoteDetails) {
    const prefilled = prefilledAnswers(questions, data.contact.idNumber)
    return {
      step: { step: 'new-quote' },
      fields: {
        ...common,
        currstep: firstPage?.code ?? 'quick-quote',
        currstepIndex: firstPage?.index ?? 0,
        pageHistory: firstPage ? [firstPage.hashedPageId] : [],
        qqObjects: { ...earlier, ...prefilled },
        // The prefill wins over the API's draft for this browser (quick-quote.tsx).
        qqLaunched: code,
        // The quick quote opens at the first question the token's contact did not answer.
        qqQuestionIndex: currentQuestionIndex(questions, prefilled),
        qqResult: null,
        qqValue: null,
        hashedQuickQuoteSessionId: undefined,
      },
    }
  }
  const last = data.pageHistory.hashedPageId
  const step = continueStep(data.pages, last)
  const result: QuickQuoteResult | null =
    quote.outcome === 'QUOTED' && quote.premium !== null && quote.cover !== null
      ? {
          outcome: 'QUOTED',
          hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
          premium: quote.premium,
          cover: quote.cover,
          excess: quote.excess ?? 0,
          excessKey: quote.excessKey ?? '',
          tableVersion: quote.tableVersion,
        }
      : null
  const at = step.step === 'next-page' ? step.page : data.pages.find((page) => page.code === 'disclaimer')
  return {
    step,
    fields: {
      ...common,
      currstep: at?.code ?? 'quick-quote',
      currstepIndex: at?.index ?? 0,
      pageHistory: last ? [last] : firstPage ? [firstPage.hashedPageId] : [],
      qqObjects: {
        ...earlier,
        ...answersStateOf(questions, data.quoteDetails.answers, data.quoteDetails.lookups),
      },
      qqQuestionIndex: questions.length,
      // The linked quote's answers and premium win over the API's draft for this browser.
      qqLaunched: code,
      qqResult: result
        ? { productCode: code, hashedProductId: data.productInfo.hashedProductId, result }
        : null,
      qqValue: result ? { premium: result.premium, cover: result.cover } : null,
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
    },
  }
}

/** The product a token opens, as the site's catalogue names it. */
export function launchedProductName(data: WorkbenchTokenData): string {
  return productOfCode(data.productInfo.productCode)?.displayName ?? data.productInfo.productCode
}
