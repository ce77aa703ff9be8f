import { activeProductCodes } from '@insure/domain/company'
import {
  PRODUCT_CATALOGUE,
  PRODUCT_CODES,
  pickerProducts,
  type CatalogueProduct,
  type ProductCode,
} from '@insure/domain/catalogue'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import type { QuickQuoteDraft, QuickQuoteQuestions, QuickQuoteResult } from '@insure/domain/quick-quote'
import { data, redirect, type AppLoadContext } from 'react-router'
import { contentBackend, featureFlagsOfRequest } from '../../lib/content.server.ts'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE } from '../../lib/cookies.ts'
import { postedFormOf, type PageRequest } from '../../lib/page-request.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'
import {
  answersFromForm,
  answersStateOf,
  buildCreateRequest,
  questionIdOfErrorPath,
  questionMessages,
  submittedAnswersOf,
  type AnswersState,
} from '../../questions/answers.ts'
import {
  heldSearchMatches,
  ENTER_INTENT,
  isSearchQuestion,
  pendingSearchOf,
  searchedQuestionIdOf,
  searchTermField,
  searchYearField,
  type SearchMatch,
  type SearchWithoutScript,
} from '../../questions/search-answers.ts'
import { CHECK_ANSWERS_MESSAGE, QUOTE_INTENT, type QuoteIntent } from './quote-intents.ts'
import { searchWithoutScript } from './quote-search.server.ts'

/**
 * The quick quote as a page of the server (issue 25, decision 016): the loader draws the product's
 * questions with the answers the API holds for this browser (and the premium once rated); the action
 * answers the form posted without script. Both go through the API's own calls (context.callApi), with
 * the visitor's quote-owner cookie: the quote's answers are the API's from the first question.
 */

/** What the quote page draws for a product, on the server and in the browser alike. */
export type QuickQuoteView = {
  productCode: string
  journey: QuickQuoteQuestions
  answers: AnswersState
  /** The quick quote rated on exactly these answers; null while they are being given or changed. */
  result: QuickQuoteResult | null
  /** The search answers the API holds, drawn chosen while the page has no script. */
  heldSearches: Record<string, SearchMatch>
}

/** What the action answers a post it could not rate: what was typed, the messages beside it. */
export type QuickQuoteActionData = {
  productCode: string
  answers: AnswersState
  errors: Record<string, string>
  formMessage: string
  consentAccepted: boolean
  /** A search posted without script: its matches, listed beside its question. */
  search?: SearchWithoutScript | null
}

type ApiAnswer = { status: number; body: unknown }

const envelopeData = <T>(answer: ApiAnswer) => (answer.body as { data: T }).data
const messageOf = (answer: ApiAnswer) => {
  const message = (answer.body as { msg?: unknown } | null)?.msg
  return typeof message === 'string' ? message : GENERIC_ERROR_MESSAGE
}

/**
 * The product `?product=` names in the catalogue, else null. Whether this visitor may get a quote
 * on it is the API's to say (its questions answer 404 otherwise): the action spends no content fetch.
 */
function catalogueProductOf(url: URL): CatalogueProduct | null {
  const code = url.searchParams.get('product')
  return PRODUCT_CODES.includes(code as ProductCode) ? PRODUCT_CATALOGUE[code as ProductCode] : null
}

/** The product `?product=` names, when the picker offers it to this visitor; else null. */
async function productOf(
  pageRequest: PageRequest,
  context: AppLoadContext,
): Promise<CatalogueProduct | null> {
  const code = pageRequest.url.searchParams.get('product')
  if (!code) return null
  const config = await contentBackend(pageRequest, context).config()
  const flags = featureFlagsOfRequest(pageRequest, context)
  return (
    pickerProducts(activeProductCodes(config, flags), flags).find((product) => product.code === code) ?? null
  )
}

const questionsPath = (product: CatalogueProduct) =>
  `/wyzeapi/quickquote/questions?hashedProductId=${encodeURIComponent(product.hashedProductId)}`
const draftPath = (product: CatalogueProduct) =>
  `/wyzeapi/quickquote/draft?hashedProductId=${encodeURIComponent(product.hashedProductId)}`

/**
 * The questions' answers the API gave, by product and the cookies it decides by (the visitor's
 * feature flags, the call centre's company), for the content generation they were given in. They
 * are the same for every visitor with those cookies (product data, nothing personal), and the page
 * without script needs them on every post: asking the API each time cost an in-process call and the
 * parse of its answer, a sixth of the post. A seed or a purge changes the generation (seen within a
 * second, as the API's own caches see it) and the next post asks again.
 */
const questionsSeen = new Map<string, { generation: number; answer: ApiAnswer }>()
/** Beyond this many products and cookie values, the oldest are forgotten (the map stays small). */
const MAX_QUESTIONS_SEEN = 64

/** A cookie as the visitor sent it (`name=value`, undecoded), or '' without one. */
function rawCookie(request: Request, name: string) {
  const header = request.headers.get('cookie') ?? ''
  return header.split(/;\s*/).find((part) => part.startsWith(`${name}=`)) ?? ''
}

/** GET A/quickquote/questions for the visitor, from what was seen in this content generation. */
async function questionsAnswer(
  request: Request,
  context: AppLoadContext,
  product: CatalogueProduct,
): Promise<ApiAnswer> {
  const generation = await context.contentGeneration?.().catch(() => null)
  if (generation === undefined || generation === null) return context.callApi('GET', questionsPath(product))
  const key = [
    product.hashedProductId,
    rawCookie(request, FEATURE_FLAG_COOKIE),
    rawCookie(request, CALL_CENTRE_COMPANY_COOKIE),
  ].join('|')
  const seen = questionsSeen.get(key)
  if (seen?.generation === generation) return seen.answer
  const answer = await context.callApi('GET', questionsPath(product))
  // Only the questions: an answer that refused (404) or failed is asked again next time.
  if (answer.status === 200) {
    questionsSeen.delete(key)
    questionsSeen.set(key, { generation, answer })
    if (questionsSeen.size > MAX_QUESTIONS_SEEN) questionsSeen.delete(questionsSeen.keys().next().value!)
  }
  return answer
}

async function questionsOf(request: Request, context: AppLoadContext, product: CatalogueProduct) {
  const answer = await questionsAnswer(request, context, product)
  return answer.status === 200 ? envelopeData<QuickQuoteQuestions>(answer) : null
}

/**
 * The loader's part: the product's questions and this browser's answers (two reads the API answers
 * from its caches and one primary key). Null without a product, or when the API cannot give them:
 * the page's script then loads them itself and says what went wrong.
 */
export async function loadQuickQuote(
  { request, url }: PageRequest,
  context: AppLoadContext,
): Promise<QuickQuoteView | null> {
  const product = await productOf({ request, url }, context)
  if (!product) return null
  const [journey, draftAnswer] = await Promise.all([
    questionsOf(request, context, product),
    context.callApi('GET', draftPath(product)),
  ])
  if (!journey) return null
  const draft = draftAnswer.status === 200 ? envelopeData<QuickQuoteDraft>(draftAnswer) : null
  return {
    productCode: product.code,
    journey,
    answers: answersStateOf(journey.questions, draft?.answers ?? []),
    result: draft?.result ?? null,
    heldSearches: heldSearchMatches(journey.questions, draft?.answers ?? []),
  }
}

/** The same address, read again (post, redirect, get): the page shows what the API now holds. */
const backToQuote = (url: URL) => {
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: PRIVATE_PAGE_HEADERS })
}

async function saveDraft(context: AppLoadContext, product: CatalogueProduct, answers: unknown[]) {
  return context.callApi('PUT', '/wyzeapi/quickquote/draft', {
    hashedProductId: product.hashedProductId,
    answers,
  })
}

/**
 * The quote form posted without script. `quote` (Get my quote): the answers are checked with the
 * engine's rule; with messages they are saved as given (a reload shows them) and the page answers
 * 400 with the messages beside the questions and what was typed; else the quote is rated (POST
 * A/quickquote/create, no captcha: the API counts it in the visitor's tighter bucket, 429 over it) and
 * the page shows the premium. `search:<questionId>` lists a search question's matches (issue 25:
 * suburbs, vehicles, an autocomplete's list, without script) with every answer kept. `change` keeps the answers and forgets the premium; `start-again` forgets
 * both.
 */
export async function quickQuoteAction({ request, url, context }: PageRequest & { context: AppLoadContext }) {
  if (isCrossSiteRequest(request)) {
    throw data('Forms are accepted from this site only.', { status: 403, headers: PRIVATE_PAGE_HEADERS })
  }
  // The action's cost is one call of the API (create, or one upsert of the answers), the questions
  // known from an earlier post: the quick quote's budget is p99 under 50 ms at 50 connections.
  const product = catalogueProductOf(url)
  const notOffered = () => data('Choose a product first.', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  if (!product) throw notOffered()
  const form = (await postedFormOf(request, context)) ?? new FormData()
  const intent = (String(form.get(QUOTE_INTENT.name) ?? QUOTE_INTENT.quote) as QuoteIntent) || 'quote'
  const asked = await questionsAnswer(request, context, product)
  // A product this visitor's company does not sell (or one behind a flag) has no questions: 404.
  if (asked.status >= 400 && asked.status < 500) throw notOffered()
  if (asked.status !== 200) throw data(GENERIC_ERROR_MESSAGE, { status: 503, headers: PRIVATE_PAGE_HEADERS })
  const journey = envelopeData<QuickQuoteQuestions>(asked)
  const { questions } = journey

  if (intent === QUOTE_INTENT.startAgain) {
    await saveDraft(context, product, [])
    return backToQuote(url)
  }
  if (intent === QUOTE_INTENT.change) {
    const draft = await context.callApi('GET', draftPath(product))
    const answers = draft.status === 200 ? envelopeData<QuickQuoteDraft>(draft).answers : []
    await saveDraft(context, product, answers)
    return backToQuote(url)
  }

  const answers = answersFromForm(questions, form)
  const consentAccepted = form.get('consent') === 'accepted'

  // A search's submit (`search:<questionId>`): the matches as radio buttons beside its question,
  // every answer as typed (and held by the API, as any post's), nothing rated.
  const posted = String(form.get(QUOTE_INTENT.name) ?? '')
  const searchedId =
    posted === ENTER_INTENT
      ? (pendingSearchOf(questions, answers, form)?.id ?? null)
      : searchedQuestionIdOf(posted)
  if (searchedId !== null) {
    const searched = questions.find((candidate) => candidate.id === searchedId)
    if (!searched || !isSearchQuestion(searched))
      throw data('That search is not one of this quote.', { status: 400, headers: PRIVATE_PAGE_HEADERS })
    const [search] = await Promise.all([
      searchWithoutScript(context, searched, questions, answers, form, {
        term: searchTermField(searched.id),
        year: searchYearField(searched.id),
      }),
      saveDraft(context, product, submittedAnswersOf(questions, answers)),
    ])
    return data<QuickQuoteActionData>(
      { productCode: product.code, answers, errors: {}, formMessage: '', consentAccepted, search },
      { headers: PRIVATE_PAGE_HEADERS },
    )
  }
  const refused = (status: number, errors: Record<string, string>, formMessage: string) =>
    data<QuickQuoteActionData>(
      { productCode: product.code, answers, errors, formMessage, consentAccepted },
      { status, headers: PRIVATE_PAGE_HEADERS },
    )

  const messages = questionMessages(questions, answers)
  if (Object.keys(messages).length > 0) {
    // Kept as given, from the first answer: a reload or another device lands on the same question.
    await saveDraft(context, product, submittedAnswersOf(questions, answers))
    return refused(400, messages, CHECK_ANSWERS_MESSAGE)
  }

  const created = await context.callApi(
    'POST',
    '/wyzeapi/quickquote/create',
    buildCreateRequest({
      hashedProductId: product.hashedProductId,
      questions,
      answers,
      consentShown: journey.consent?.active === true,
      consentAccepted,
      callCentre: false,
    }),
  )
  if (created.status === 200) {
    const result = envelopeData<QuickQuoteResult>(created)
    if (result.outcome === 'NOT_QUALIFIED')
      return redirect(result.route, { status: 303, headers: PRIVATE_PAGE_HEADERS })
    return backToQuote(url)
  }
  if (created.status >= 500) throw new Error(`quickquote/create answered ${created.status}`)
  // Refused (over the limit, an answer the API would not rate): nothing was rated, the answers stay.
  await saveDraft(context, product, submittedAnswersOf(questions, answers))
  const fieldErrors: Record<string, string> = {}
  for (const { path, message } of (created.body as { errors?: { path: string; message: string }[] }).errors ??
    []) {
    const questionId = questionIdOfErrorPath(path)
    if (questionId && questions.some((question) => question.id === questionId))
      fieldErrors[questionId] = message
  }
  if (Object.keys(fieldErrors).length > 0) return refused(created.status, fieldErrors, CHECK_ANSWERS_MESSAGE)
  return refused(created.status, {}, messageOf(created))
}
