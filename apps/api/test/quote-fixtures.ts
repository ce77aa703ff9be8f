import { PRODUCT_CATALOGUE, type ProductCode } from '@insure/domain/catalogue'
import type { QuoteStatus } from '@insure/domain/full-quote'
import type { SubmittedQuestion } from '@insure/domain/quick-quote'
import { newSession, poster } from './form-fixtures.ts'
import { typicalAnswers } from './quick-quote-fixtures.ts'
import type { clientCredentials, TestApp } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/**
 * A visitor's side of the full quote in API tests: a session, a quick quote (the test app runs in
 * call-centre mode or skips the captcha), then the quote calls, each answering the envelope.
 */
export function quoteClient(app: TestApp, credentials: Credentials) {
  const post = poster(app, credentials)
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: credentials.headers(method),
      ...(payload === undefined ? {} : { payload }),
    })

  async function quickQuote(product: ProductCode, answers: SubmittedQuestion[] = typicalAnswers(product)) {
    const hashedSessionId = await newSession(app, credentials)
    const response = await post('/wyzeapi/quickquote/create', {
      hashedProductId: PRODUCT_CATALOGUE[product].hashedProductId,
      hashedSessionId,
      answers,
      skipCaptcha: true,
    })
    if (response.statusCode !== 200) throw new Error(`quick quote: ${response.statusCode} ${response.body}`)
    const data = response.json().data as { hashedQuickQuoteSessionId: string; premium: number; cover: number }
    return { hashedSessionId, ...data }
  }

  async function startQuote(product: ProductCode, answers?: SubmittedQuestion[]) {
    const quick = await quickQuote(product, answers)
    const added = await post('/wyzeapi/quote/addQuote', {
      hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      hashedSessionId: quick.hashedSessionId,
    })
    if (added.statusCode !== 200) throw new Error(`addQuote: ${added.statusCode} ${added.body}`)
    const { hashedQuoteId } = added.json().data as { hashedQuoteId: string }
    return { ...quick, hashedQuoteId }
  }

  async function status(hashedQuoteId: string, visitedPage?: string): Promise<QuoteStatus> {
    const response = await post(`/wyzeapi/quote/getQuoteStatus/${hashedQuoteId}`, {
      hashedSessionId: null,
      ...(visitedPage ? { visitedPage } : {}),
    })
    if (response.statusCode !== 200) throw new Error(`status: ${response.statusCode} ${response.body}`)
    return response.json().data as QuoteStatus
  }

  return { post, call, quickQuote, startQuote, status }
}

/** The page of a status's journey with this code. */
export function pageOf(status: QuoteStatus, code: string) {
  const page = status.journey.pages.find((candidate) => candidate.code === code)
  if (!page) throw new Error(`no page ${code}`)
  return page
}

/** One typed answer to a page's question by externalReferenceId (its first input). */
export function typedAnswer(
  status: QuoteStatus,
  pageCode: string,
  ref: string,
  value: string,
): SubmittedQuestion {
  const question = pageOf(status, pageCode).questions.find(
    (candidate) => candidate.externalReferenceId === ref,
  )!
  return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id, value }] }
}

/** The chosen answers (by code) to a page's question by externalReferenceId. */
export function chosenAnswer(
  status: QuoteStatus,
  pageCode: string,
  ref: string,
  ...codes: string[]
): SubmittedQuestion {
  const question = pageOf(status, pageCode).questions.find(
    (candidate) => candidate.externalReferenceId === ref,
  )!
  return {
    questionId: question.id,
    selectedAnswers: question.answers
      .filter((answer) => codes.includes(answer.code))
      .map((answer) => ({ id: answer.id })),
  }
}
