import { isVapOffered, type FeatureFlag, type ProductCode } from '@insure/domain/catalogue'
import {
  AcceptQuoteRequestSchema,
  AcceptanceReceiptSchema,
  AddQuoteRequestSchema,
  QuestionDetailsReceiptSchema,
  QuestionDetailsRequestSchema,
  ReUnderwriteRequestSchema,
  type QuestionDetailsReceipt,
  type QuestionDetailsRequest,
  QuoteRatingsSchema,
  QuoteReceiptSchema,
  QuoteSessionCreateRequestSchema,
  QuoteSessionReceiptSchema,
  QuoteStatusRequestSchema,
  QuoteStatusSchema,
  NOT_SOLD_ONLINE_MESSAGE,
  SELECTED_PRODUCT_NOT_OFFERED_MESSAGE,
  firstIncompletePage,
  isSoldOnline,
  optionChosen,
  pageAccess,
  pageAfterSave,
  savesThroughOf,
  selectionsOffered,
  type QuoteProgress,
} from '@insure/domain/full-quote'
import { checkAddOnsChosen } from '@insure/domain/vap'
import { answersByRef, type SubmittedAnswer } from '@insure/domain/quick-quote'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { featureFlagsOf, UNKNOWN_QUICK_QUOTE_MESSAGE } from '../quick-quote/quick-quote.routes.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'
import { NOT_THIS_PAGE_MESSAGE } from './quote-pages.routes.ts'
import { UNKNOWN_QUOTE_MESSAGE } from '../quote-owner/quote-owners.ts'
import {
  accidentalDeathBenefitOf,
  loadQuote,
  pricedOptionsOf,
  addOnsOf,
  pageOfCall,
  saveQuestionAnswers,
  priceOf,
  rateQuote,
  requireOpen,
  samePrice,
  statusOf,
  withPageDone,
  type LoadedQuote,
} from './quote.service.ts'

export const QUICK_QUOTE_NOT_QUOTED_MESSAGE = 'Only a quick quote with a premium can be bought.'
export const PRICE_CHANGED_MESSAGE =
  'The premium has changed since it was shown. Look at the new premium before you accept it.'
export const NOT_A_QUESTIONS_PAGE_MESSAGE = 'This page has no questions.'
export const CAR_PAGE_MESSAGE = 'A car page is saved through full-sale/validate.'
export const NOT_A_LIFE_QUOTE_MESSAGE = 'This is not a life quote.'
export const ADB_NOT_OFFERED_MESSAGE = 'The accidental death benefit is not offered on this quote.'

const QuoteIdParamsSchema = z.object({ id: z.string().trim().min(1).max(128) })
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
}

/**
 * Forms spec §7 "Quote, purchase, resume": a quote made from a quick quote, its status and journey,
 * the answers of its questions pages, its full premium and the acceptance of it. The journey rules
 * are @insure/domain/full-quote's; the state is the quote's rows (docs/decisions/004).
 */
const quoteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  /** Re-rates a quote as it stands; a price that moved (a newer table) makes the acceptance stale. */
  async function refreshed(quote: LoadedQuote): Promise<{ quote: LoadedQuote; priceChanged: boolean }> {
    if (quote.row.status !== 'OPEN' || quote.progress.purchased) return { quote, priceChanged: false }
    const rated = await rateQuote(app, quote.journey, quote.progress.answers, quote.progress.flags)
    if (rated.outcome !== 'QUOTED') return { quote, priceChanged: false }
    const stored = priceOf(quote.row)
    if (samePrice(rated.price, stored)) {
      // The same price: its trace is kept (or first recorded) without asking for acceptance again.
      if (JSON.stringify(rated.price.steps) === JSON.stringify(stored?.steps))
        return { quote, priceChanged: false }
      await app.quotes.recordTrace(quote.row.hashedId, rated.price.steps)
      return { quote: await loadQuote(app, quote.row.hashedId), priceChanged: false }
    }
    await app.quotes.updatePrice(quote.row.hashedId, rated.price)
    return { quote: await loadQuote(app, quote.row.hashedId), priceChanged: true }
  }

  /**
   * A questions page's answers: validated with the spec's messages, merged into the quote's, the
   * quote re-rated on the full answers (an answer's not-qualified outcome decides first), stored with
   * the page's acceptance made stale. `life` limits it to a life quote (the questionnaire's call).
   */
  async function saveQuestionsPage(
    request: FastifyRequest,
    hashedQuoteId: string,
    body: QuestionDetailsRequest,
    quotes: 'any' | 'life',
  ): Promise<QuestionDetailsReceipt> {
    await app.quoteOwners.requireQuote(request, hashedQuoteId, 'change')
    const quote = await loadQuote(app, hashedQuoteId)
    requireOpen(quote)
    if (quotes === 'life' && quote.row.productCode !== 'life')
      throw new ApiError(409, NOT_A_LIFE_QUOTE_MESSAGE)
    const page = pageOfCall(quote, body.hashedPageId)
    if (page.kind !== 'QUESTIONS' && page.kind !== 'QUICK_QUOTE') {
      throw new ApiError(400, NOT_A_QUESTIONS_PAGE_MESSAGE)
    }
    // A car page is saved by the full sale's validate, which asks the car's rule first.
    if (savesThroughOf(page) === 'carFullSaleValidate') throw new ApiError(409, CAR_PAGE_MESSAGE)
    // A page that names another call (VAP's vehicle page, whose refusals POST A/quote/validate
    // applies) is not saved here: its answers would skip its refusal rule.
    if (savesThroughOf(page) !== 'questionDetails') {
      throw new ApiError(400, MESSAGES.validation, [{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
    }
    return saveQuestionAnswers(app, quote, page, body.answeredQuestions)
  }

  /** The quote re-underwritten: re-rated on its answers and today's tables; a price that moved asks for acceptance again. */
  async function reUnderwrite(request: FastifyRequest, hashedQuoteId: string, alwaysAskAgain: boolean) {
    await app.quoteOwners.requireQuote(request, hashedQuoteId, 'change')
    const loaded = await loadQuote(app, hashedQuoteId)
    requireOpen(loaded)
    if (loaded.row.productCode !== 'life') throw new ApiError(409, NOT_A_LIFE_QUOTE_MESSAGE)
    const { quote, priceChanged } = await refreshed(loaded)
    if (alwaysAskAgain && !priceChanged && quote.state.acceptance?.supersededAt === null) {
      await app.quotes.updatePrice(quote.row.hashedId, priceOf(quote.row)!)
      return { quote: await loadQuote(app, hashedQuoteId), priceChanged }
    }
    return { quote, priceChanged }
  }

  app.post(
    '/wyzeapi/wtf/questionnaire/:id/submit',
    {
      schema: {
        tags: ['quote'],
        summary:
          "A life quote's health questionnaire page: its answers' outcomes decide whether it is offered (declineRoute)",
        params: QuoteIdParamsSchema,
        body: QuestionDetailsRequestSchema,
        response: { 200: okEnvelope(QuestionDetailsReceiptSchema), ...errors },
      },
    },
    async (request) => ok(await saveQuestionsPage(request, request.params.id, request.body, 'life')),
  )

  app.post(
    '/wyzeapi/quote',
    {
      schema: {
        tags: ['quote'],
        summary: 'Re-underwrites a life quote: re-rated on its answers and the tables in effect',
        body: ReUnderwriteRequestSchema,
        response: { 200: okEnvelope(QuoteStatusSchema), ...errors },
      },
    },
    async (request) => {
      const { quote, priceChanged } = await reUnderwrite(request, request.body.hashedQuoteId, false)
      return ok(statusOf(quote, priceChanged))
    },
  )

  app.put(
    '/wyzeapi/quote/lifeReQuote',
    {
      schema: {
        tags: ['quote'],
        summary:
          'Re-quotes a life quote after its answers changed: re-rated, and its acceptance asked for again (reAccept)',
        body: ReUnderwriteRequestSchema,
        response: { 200: okEnvelope(QuoteStatusSchema), ...errors },
      },
    },
    async (request) => {
      const { quote, priceChanged } = await reUnderwrite(request, request.body.hashedQuoteId, true)
      return ok(statusOf(quote, priceChanged))
    },
  )

  app.post(
    '/wyzeapi/quote/addQuote',
    {
      schema: {
        tags: ['quote'],
        summary: 'Starts the full quote of a quick quote (the same quote again for the same quick quote)',
        body: AddQuoteRequestSchema,
        response: { 200: okEnvelope(QuoteReceiptSchema), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body
      // Only the browser that made the quick quote, or an agent launched to continue it, may start its
      // quote (issue 22: `quote/buy` with someone else's quick quote id made their quote).
      const ownerDigest = await app.quoteOwners.requireQuickQuote(
        request,
        reply,
        body.hashedQuickQuoteSessionId,
        'change',
      )
      const quickQuote = await app.quickQuotes.find(body.hashedQuickQuoteSessionId)
      if (!quickQuote) throw new ApiError(404, UNKNOWN_QUICK_QUOTE_MESSAGE)
      if (quickQuote.outcome !== 'QUOTED') throw new ApiError(409, QUICK_QUOTE_NOT_QUOTED_MESSAGE)
      const productCode = quickQuote.productCode as ProductCode
      // A product not sold online has a page list without its questions: nothing would be asked.
      if (!isSoldOnline(productCode)) throw new ApiError(409, NOT_SOLD_ONLINE_MESSAGE)
      const version = await app.journeys.currentVersionOf(productCode)
      const journey = version ? await app.journeys.fullQuoteOf(productCode, version) : null
      if (!version || !journey || !journey.pages.some((page) => page.kind === 'CONGRATULATIONS')) {
        throw new ApiError(409, NOT_SOLD_ONLINE_MESSAGE)
      }
      const session = body.hashedSessionId ? await app.sessions.findByHashedId(body.hashedSessionId) : null
      if (body.hashedSessionId && !session) throw new ApiError(404, SESSION_NOT_FOUND)
      const questions = journey.pages.find((page) => page.kind === 'QUICK_QUOTE')?.questions ?? []
      const selected = new Map<string, SubmittedAnswer[]>(
        quickQuote.answers.map((question) => [question.questionId, question.selectedAnswers]),
      )
      const flags: FeatureFlag[] = [
        ...new Set([...featureFlagsOf(request, config), ...((session?.featureFlags ?? []) as FeatureFlag[])]),
      ]
      // Decision 011: the multiple_vaps flag sells either the combined VAP or its two parts, never both.
      if (!isVapOffered(productCode, flags)) throw new ApiError(409, NOT_SOLD_ONLINE_MESSAGE)
      const answers = answersByRef(questions, selected)
      const { hashedQuoteId, created } = await app.quotes.createFromQuickQuote({
        companyCode: quickQuote.companyCode,
        productCode,
        hashedProductId: quickQuote.hashedProductId,
        quickQuoteHashedId: quickQuote.hashedId,
        sessionHashedId: session?.hashedId ?? null,
        contactHashedId: null,
        journeyVersion: version,
        flags,
        answers,
        price: {
          premiumCents: quickQuote.premiumCents!,
          coverCents: quickQuote.coverCents!,
          excessCents: quickQuote.excessCents ?? 0,
          excessKey: quickQuote.excessKey ?? 'NONE',
          tableVersion: quickQuote.ratingTableVersion,
          // The quick quote keeps no trace: the first rating on the full answers records it.
          steps: [],
        },
        declineReason: null,
        callCentre: config.callCentre,
        // The agent of the agent session, never one a body names (issue 22).
        agentId: app.agentSessions.agentOf(request)?.agentId ?? null,
        ownerDigest,
      })
      if (created) {
        // A new quote is its quick quote's answers and nothing done yet: no need to read it back.
        const progress: QuoteProgress = { answers, done: new Set(), flags, purchased: false }
        return ok({ hashedQuoteId, status: 'OPEN', nextPage: firstIncompletePage(journey, progress).code })
      }
      const quote = await loadQuote(app, hashedQuoteId)
      return ok({
        hashedQuoteId,
        status: quote.row.status,
        nextPage: firstIncompletePage(quote.journey, quote.progress).code,
      })
    },
  )

  app.post(
    '/wyzeapi/quote/quoteSession/create',
    {
      schema: {
        tags: ['quote'],
        summary: 'Opens a visit to a quote: its page history is kept per visit',
        body: QuoteSessionCreateRequestSchema,
        response: { 200: okEnvelope(QuoteSessionReceiptSchema), ...errors },
      },
    },
    async (request) => {
      await app.quoteOwners.requireQuote(request, request.body.hashedQuoteId, 'change')
      const quote = await app.quotes.find(request.body.hashedQuoteId)
      if (!quote)
        throw new ApiError(404, 'This quote was not found. It may have been started on another site.')
      const hashedQuoteSessionId = await app.quotes.createQuoteSession(
        quote.hashedId,
        request.body.hashedSessionId ?? null,
      )
      return ok({ hashedQuoteSessionId })
    },
  )

  app.post(
    '/wyzeapi/quote/getQuoteStatus/:id',
    {
      schema: {
        tags: ['quote'],
        summary:
          'The quote: its journey, answers, progress, price, acceptance and policy; a page about to be shown joins the page history',
        params: QuoteIdParamsSchema,
        body: QuoteStatusRequestSchema,
        response: { 200: okEnvelope(QuoteStatusSchema), ...errors },
      },
    },
    async (request) => {
      await app.quoteOwners.requireQuote(request, request.params.id, 'read')
      const { quote, priceChanged } = await refreshed(await loadQuote(app, request.params.id))
      const visited = request.body.visitedPage
      if (visited) {
        const access = pageAccess(quote.journey, quote.progress, visited)
        if (access.ok) {
          const quoteSession = request.body.hashedQuoteSessionId
            ? await app.quotes.quoteSessionOf(request.body.hashedQuoteSessionId)
            : null
          const recorded = await app.quotes.recordVisit(
            quote.row.hashedId,
            quoteSession?.quoteHashedId === quote.row.hashedId ? quoteSession.hashedId : null,
            access.page,
          )
          // The history as stored now, without reading the quote again.
          const pageHistory = recorded
            ? [...quote.state.pageHistory, { hashedPageId: access.page.hashedPageId, code: access.page.code }]
            : quote.state.pageHistory
          return ok(statusOf({ ...quote, state: { ...quote.state, pageHistory } }, priceChanged))
        }
      }
      return ok(statusOf(quote, priceChanged))
    },
  )

  /**
   * The two resume calls (forms spec §7): resume-quote for any product, gapResumeQuote for a GAP
   * quote only (another product's is not found). One answer, the ownership rules of resume-quote.
   */
  const RESUME_ROUTES = [
    {
      path: '/wyzeapi/quote/resume-quote/:id',
      product: null,
      summary: 'A saved quote to resume from any browser: the same answer as getQuoteStatus',
    },
    {
      path: '/wyzeapi/quote/gapResumeQuote/:id',
      product: 'gap',
      summary: "A saved GAP quote to resume: resume-quote's answer, and 404 for a quote of another product",
    },
  ] as const
  for (const { path, product, summary } of RESUME_ROUTES) {
    app.get(
      path,
      {
        schema: {
          tags: ['quote'],
          summary,
          params: QuoteIdParamsSchema,
          querystring: z.object({ sessionUid: z.string().max(128).optional() }),
          response: { 200: okEnvelope(QuoteStatusSchema), ...errors },
        },
      },
      async (request) => {
        // A resume link names the quote, or (the qId start-up parameter) its quick quote. Opened in a
        // browser that does not own it, it is not found: the Continue page proves the person first.
        const row =
          (await app.quotes.find(request.params.id)) ?? (await app.quotes.findByQuickQuote(request.params.id))
        if (!row || (product !== null && row.productCode !== product)) {
          throw new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
        }
        await app.quoteOwners.requireQuote(request, row.hashedId, 'read')
        const { quote, priceChanged } = await refreshed(await loadQuote(app, row.hashedId))
        return ok(statusOf(quote, priceChanged))
      },
    )
  }

  app.post(
    '/wyzeapi/wtf/questionDetails/:id',
    {
      schema: {
        tags: ['quote'],
        summary: "Saves a questions page's answers and re-rates the quote on the full answers",
        params: QuoteIdParamsSchema,
        querystring: z.object({ ratePerCommencementDate: z.enum(['true', 'false']).optional() }),
        body: QuestionDetailsRequestSchema,
        response: { 200: okEnvelope(QuestionDetailsReceiptSchema), ...errors },
      },
    },
    async (request) => ok(await saveQuestionsPage(request, request.params.id, request.body, 'any')),
  )

  app.get(
    '/wyzeapi/quote/getRatings/:id',
    {
      schema: {
        tags: ['quote'],
        summary: 'The full premium of the quote on its answers, what it covers and its excess',
        params: QuoteIdParamsSchema,
        querystring: z.object({
          ratePerCommencementDate: z.enum(['true', 'false']).optional(),
          updateQuoteRatings: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: okEnvelope(QuoteRatingsSchema), ...errors },
      },
    },
    async (request) => {
      await app.quoteOwners.requireQuote(request, request.params.id, 'read')
      const loaded = await loadQuote(app, request.params.id)
      requireOpen(loaded)
      const { quote, priceChanged } = await refreshed(loaded)
      const price = priceOf(quote.row)
      if (!price) throw new ApiError(409, 'This quote has no premium.')
      const quickQuote = await app.quickQuotes.find(quote.row.quickQuoteHashedId)
      return ok({
        price,
        priceChanged,
        quickQuotePremiumCents: quickQuote?.premiumCents ?? null,
        accidentalDeathBenefit: await accidentalDeathBenefitOf(app, quote),
        options: await pricedOptionsOf(app, quote),
        addOns: await addOnsOf(app, quote),
      })
    },
  )

  app.put(
    '/wyzeapi/quote/accept',
    {
      schema: {
        tags: ['quote'],
        summary:
          'Accepts the premium shown (it must be the rated one, else 409); records the figures to the cent with the rating-table version',
        body: AcceptQuoteRequestSchema,
        response: { 200: okEnvelope(AcceptanceReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      await app.quoteOwners.requireQuote(request, body.hashedQuoteId, 'change')
      const loaded = await loadQuote(app, body.hashedQuoteId)
      requireOpen(loaded)
      const premiumPage = loaded.journey.pages.find((page) => page.kind === 'PREMIUM')
      if (!premiumPage) throw new ApiError(409, 'This quote has no premium to accept.')
      pageOfCall(loaded, premiumPage.hashedPageId)
      const selected = body.selectedProduct ?? null
      if (selected && !selectionsOffered(premiumPage, loaded.progress.flags).includes(selected)) {
        throw new ApiError(400, MESSAGES.validation, [
          {
            path: 'selectedProduct',
            message: selected === 'ADB' ? ADB_NOT_OFFERED_MESSAGE : SELECTED_PRODUCT_NOT_OFFERED_MESSAGE,
          },
        ])
      }
      const { quote, priceChanged } = await refreshed(loaded)
      const options = await pricedOptionsOf(app, quote)
      if (selected === 'ADB' && !options.some((option) => option.selectedProduct === 'ADB')) {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'selectedProduct', message: ADB_NOT_OFFERED_MESSAGE },
        ])
      }
      // The VAP add-ons chosen (aof_vaps): each one the quote offers (else 400 beside it), at the
      // premium shown (else stale figures, 409).
      const chosenAddOns = body.addOns ?? []
      const addOns =
        chosenAddOns.length > 0 ? checkAddOnsChosen(await addOnsOf(app, quote), chosenAddOns) : null
      if (addOns && !addOns.ok) {
        if (addOns.status === 400) throw new ApiError(400, MESSAGES.validation, addOns.problems)
        throw new ApiError(409, PRICE_CHANGED_MESSAGE)
      }
      // The option chosen (its cover and, where options differ by it, its excess), not only the one
      // rated; an excess or figures no option has are stale figures, shown again.
      const price = optionChosen(options, {
        selectedProduct: body.selectedProduct,
        excessCents: body.excess,
        coverCents: body.totalCover,
      })
      if (
        !price ||
        priceChanged ||
        body.premium !== price.premiumCents ||
        body.totalCover !== price.coverCents
      ) {
        throw new ApiError(409, PRICE_CHANGED_MESSAGE)
      }
      // One premium, on one debit order: the option's and its add-ons'.
      const premiumCents = price.premiumCents + (addOns?.premiumCents ?? 0)
      const addOnsRecorded = addOns?.addOns ?? []
      await app.quotes.accept(
        quote.row.hashedId,
        { code: premiumPage.code, kind: 'PREMIUM' },
        {
          premiumCents,
          addOns: addOnsRecorded,
          totalCoverCents: price.coverCents,
          excessCents: price.excessCents,
          excessKey: price.excessKey,
          selectedProduct: body.selectedProduct ?? null,
          ratingTrace: price.steps,
          ratingTableVersion: price.tableVersion,
          reAccept: body.reAccept === true || quote.state.acceptance !== null,
        },
      )
      const accepted = withPageDone(quote, premiumPage)
      return ok({
        premiumCents,
        totalCoverCents: price.coverCents,
        selectedProduct: body.selectedProduct ?? null,
        addOns: addOnsRecorded.map((addOn) => addOn.productCode),
        nextPage: pageAfterSave(accepted.journey, accepted.progress, premiumPage).code,
      })
    },
  )
}

export default quoteRoutes
