import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import type { ProductCode } from '@insure/domain/catalogue'
import { firstIncompletePage, isSoldOnline } from '@insure/domain/full-quote'
import {
  groupQuestionsByFlow,
  type JourneyQuestion,
  type SubmittedQuestion,
} from '@insure/domain/quick-quote'
import type { RestoredSuburbSchema, RestoredVehicleSchema } from '@insure/domain/workbench'
import {
  WORKBENCH_METADATA,
  WORKBENCH_TOKEN_TTL_S,
  WorkbenchTokenDataSchema,
  WorkbenchTokenIssueRequestSchema,
  WorkbenchTokenIssuedSchema,
  WorkbenchTokenVerifyRequestSchema,
  workbenchContact,
  workbenchCover,
  workbenchStatus,
  type ConnexData,
  type WorkbenchQuote,
  type WorkbenchTokenData,
} from '@insure/domain/workbench'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { UNKNOWN_QUICK_QUOTE_MESSAGE } from '../quick-quote/quick-quote.routes.ts'
import { loadQuote } from '../quote/quote.service.ts'
import workbenchRepository, { type LinkedQuickQuote, type WorkbenchTokenRow } from './workbench.repository.ts'
import { WorkbenchTokenSigner } from './workbench-token.ts'

export const WORKBENCH_TOKEN_INVALID_MESSAGE =
  'This workbench token is not valid. Launch the quote again from the workbench, or start a new quote.'
export const WORKBENCH_TOKEN_UNKNOWN_MESSAGE =
  'This workbench token was not found. Launch the quote again from the workbench, or start a new quote.'
export const WORKBENCH_TOKEN_EXPIRED_MESSAGE =
  'This workbench token has expired. Launch the quote again from the workbench, or start a new quote.'
export const PAGE_NOT_IN_JOURNEY_MESSAGE = "This page is not part of the product's journey."

/** The path of the agents' quote page for a token (shell spec §2 callcenter/quote/{token}). */
export const launchPathOf = (token: string) => `/callcenter/quote/${encodeURIComponent(token)}`

function quoteOf(row: LinkedQuickQuote): WorkbenchQuote {
  return {
    hashedQuickQuoteSessionId: row.hashedId,
    productCode: row.productCode,
    hashedProductId: row.hashedProductId,
    outcome: row.outcome,
    premium: row.premiumCents,
    cover: row.coverCents,
    excess: row.excessCents,
    excessKey: row.excessKey,
    tableVersion: row.ratingTableVersion,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Metadata pairs (shell spec §3): who launched, for which company and product, and the dialler's lead. */
function metadataOf(token: WorkbenchTokenRow, connex: ConnexData) {
  return [
    { id: WORKBENCH_METADATA.username, value: token.agentUsername },
    { id: WORKBENCH_METADATA.agentId, value: token.agentId },
    { id: WORKBENCH_METADATA.companyCode, value: token.companyCode },
    { id: WORKBENCH_METADATA.productCode, value: token.productCode },
    ...(connex.lead_id ? [{ id: WORKBENCH_METADATA.leadId, value: connex.lead_id }] : []),
  ]
}

/** What a quick quote's suburb and vehicle answers name, by question id, for the widgets to show. */
async function lookupsOf(
  app: FastifyInstance,
  questions: readonly JourneyQuestion[],
  answers: readonly SubmittedQuestion[],
) {
  const suburbs: Record<string, z.infer<typeof RestoredSuburbSchema>> = {}
  const vehicles: Record<string, { year: number; vehicle: z.infer<typeof RestoredVehicleSchema> }> = {}
  for (const question of questions) {
    const selected = answers.find((answer) => answer.questionId === question.id)?.selectedAnswers ?? []
    const valueOf = (code: string) => {
      const answer = question.answers.find((candidate) => candidate.code === code)
      return selected.find((given) => given.id === answer?.id)?.value?.trim() ?? ''
    }
    if (question.type.name === 'SUBURB') {
      const suburb = await app.suburbs.byId(Number(valueOf('value')))
      if (suburb) {
        suburbs[question.id] = {
          id: suburb.id,
          suburb: suburb.suburb,
          town: suburb.town,
          province: suburb.province,
          boxCode: suburb.boxCode,
          streetCode: suburb.streetCode,
          latitude: suburb.latitude,
          longitude: suburb.longitude,
        }
      }
    } else if (question.type.name === 'VEHICLE') {
      const year = Number(valueOf('year'))
      const vehicle = await app.vehicles.byCodeAndYear(valueOf('vehicle'), year)
      if (vehicle) {
        vehicles[question.id] = {
          year,
          vehicle: {
            code: vehicle.code,
            year: vehicle.year,
            make: vehicle.make,
            model: vehicle.model,
            description: vehicle.description,
            bodyType: vehicle.bodyType,
            engineCc: vehicle.engineCc,
            valueCents: vehicle.valueCents,
          },
        }
      }
    }
  }
  return { suburbs, vehicles }
}

/**
 * The workbench token of call-centre mode (shell spec §3, §7): POST A/wtf/token/verify answers what a
 * token opens, composed from the database; POST A/wtf/token/issue is the workbench's side, on a
 * test-mode or call-centre server only (elsewhere it does not exist: 404). Contacts are never logged.
 */
const workbenchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(workbenchRepository)
  const signer = new WorkbenchTokenSigner(config.tokenSecret)

  app.post(
    '/wyzeapi/wtf/token/verify',
    {
      schema: {
        tags: ['workbench'],
        summary: 'What a workbench token opens: a new quote of its product, or the quick quote to continue',
        body: WorkbenchTokenVerifyRequestSchema,
        response: {
          200: okEnvelope(WorkbenchTokenDataSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const id = signer.read(request.body.token)
      if (!id) throw new ApiError(401, WORKBENCH_TOKEN_INVALID_MESSAGE)
      const found = await app.workbenchTokens.find(id)
      if (!found) throw new ApiError(404, WORKBENCH_TOKEN_UNKNOWN_MESSAGE)
      const { token, quote } = found
      if (token.expiresAt.getTime() <= Date.now()) throw new ApiError(401, WORKBENCH_TOKEN_EXPIRED_MESSAGE)

      await app.contentGeneration.ensureFresh()
      const code = token.productCode as ProductCode
      const [products, questions, pages] = await Promise.all([
        app.products.all(),
        app.journeys.questionsOf(code),
        app.journeys.pagesOf(code),
      ])
      const product = products.find((candidate) => candidate.code === code)
      // The token was issued for a catalogue product: one missing is a broken seed, not a client's error.
      if (!product) throw new Error(`workbench token for a product not in the catalogue: ${code}`)
      const quotes = quote ? [quoteOf(quote)] : []
      const connex = request.body.connexData
      // The full quote made from the quick quote, when the person got that far: the continue lands on
      // the page after the last one shown (shell spec §4), from the quote's own page history.
      const fullQuote = quote ? await app.quotes.findByQuickQuote(quote.hashedId) : null
      // A quote of a product not sold online is refused by every quote call: the agent starts anew.
      const fullQuoteState =
        fullQuote && isSoldOnline(fullQuote.productCode) ? await loadQuote(app, fullQuote.hashedId) : null
      const lastVisited = fullQuoteState?.state.pageHistory.at(-1)?.hashedPageId ?? null
      const data: WorkbenchTokenData = {
        metadata: metadataOf(token, connex),
        quotes,
        quickQuoteQuestions: groupQuestionsByFlow(questions),
        quoteDetails: quote
          ? {
              hashedQuickQuoteSessionId: quote.hashedId,
              productCode: quote.productCode,
              answers: quote.answers,
              lookups: await lookupsOf(app, questions, quote.answers),
              fullQuote: fullQuoteState
                ? {
                    hashedQuoteId: fullQuoteState.row.hashedId,
                    firstIncompletePage: firstIncompletePage(fullQuoteState.journey, fullQuoteState.progress)
                      .code,
                  }
                : null,
            }
          : null,
        qqValue: { cover: workbenchCover(quote?.coverCents ?? null) },
        contact: workbenchContact(token.contact, connex),
        pageHistory: { hashedPageId: lastVisited ?? token.hashedPageId },
        pages,
        productInfo: {
          productId: product.productId,
          hashedProductId: product.hashedProductId,
          productCode: product.code,
        },
        status: workbenchStatus(quotes.length),
        gapQuoteSessionId: token.gapQuoteSessionId,
        payload: connex,
        agentId: token.agentId,
      }
      // The answer holds the contact: no cache may keep it.
      reply.header('cache-control', 'no-store')
      return ok(data)
    },
  )

  if (!config.testMode && !config.callCentre) return

  app.post(
    '/wyzeapi/wtf/token/issue',
    {
      schema: {
        tags: ['workbench'],
        summary: 'Issues a workbench token for an agent (test-mode and call-centre servers only)',
        body: WorkbenchTokenIssueRequestSchema,
        response: {
          200: okEnvelope(WorkbenchTokenIssuedSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      if (body.hashedPageId) {
        const pages = await app.journeys.pagesOf(body.productCode)
        if (!pages.some((page) => page.hashedPageId === body.hashedPageId)) {
          throw new ApiError(400, MESSAGES.validation, [
            { path: 'hashedPageId', message: PAGE_NOT_IN_JOURNEY_MESSAGE },
          ])
        }
      }
      const issued = await app.workbenchTokens.issue(
        {
          companyCode: body.companyCode ?? null,
          agentId: body.agentId,
          agentUsername: body.agentUsername ?? body.agentId,
          productCode: body.productCode,
          hashedQuickQuoteId: body.hashedQuickQuoteId ?? null,
          hashedPageId: body.hashedPageId ?? null,
          gapQuoteSessionId: body.gapQuoteSessionId ?? null,
          // The mobile in its one stored form (E.164), as every phone number is kept.
          contact: body.contact?.mobile
            ? { ...body.contact, mobile: toE164PhoneNumber(body.contact.mobile) }
            : (body.contact ?? {}),
          expiresAt: new Date(Date.now() + WORKBENCH_TOKEN_TTL_S * 1000),
        },
        config.companyCode,
      )
      if (issued.status === 'quote-not-found') throw new ApiError(404, UNKNOWN_QUICK_QUOTE_MESSAGE)
      if (issued.status === 'quote-of-other-product') {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'productCode', message: `The quick quote is for ${issued.productCode}.` },
        ])
      }
      const token = signer.sign(issued.id)
      reply.header('cache-control', 'no-store')
      return ok({ token, expiresAt: issued.expiresAt.toISOString(), launchPath: launchPathOf(token) })
    },
  )
}

export default workbenchRoutes
