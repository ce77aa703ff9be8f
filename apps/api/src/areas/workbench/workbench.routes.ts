import { DEFAULT_GAP_RESUME_PAGE, gapPageCode, type ProductCode } from '@insure/domain/catalogue'
import { firstIncompletePage, isSoldOnline, resumePageOf } from '@insure/domain/full-quote'
import {
  groupQuestionsByFlow,
  type JourneyQuestion,
  type SubmittedQuestion,
} from '@insure/domain/quick-quote'
import type { RestoredSuburbSchema, RestoredVehicleSchema } from '@insure/domain/workbench'
import {
  AgentSessionSchema,
  NO_AGENT_SESSION_MESSAGE,
  WORKBENCH_METADATA,
  WorkbenchTokenDataSchema,
  WorkbenchTokenIssueRequestSchema,
  WorkbenchTokenIssuedSchema,
  WorkbenchTokenVerifyRequestSchema,
  diallerDataFor,
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
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'
import { loadQuote } from '../quote/quote.service.ts'
import { WORKBENCH_CREDENTIAL_MESSAGE, isWorkbenchCredential, issueLaunchToken } from './launch-tokens.ts'
import workbenchRepository, { type LinkedQuickQuote, type WorkbenchTokenRow } from './workbench.repository.ts'
import { WorkbenchTokenSigner } from './workbench-token.ts'

export const WORKBENCH_TOKEN_INVALID_MESSAGE =
  'This workbench token is not valid. Launch the quote again from the workbench, or start a new quote.'
export const WORKBENCH_TOKEN_UNKNOWN_MESSAGE =
  'This workbench token was not found. Launch the quote again from the workbench, or start a new quote.'
export const WORKBENCH_TOKEN_EXPIRED_MESSAGE =
  'This workbench token has expired. Launch the quote again from the workbench, or start a new quote.'

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
 * The workbench token of call-centre mode (shell spec §3, §7), a launch token (issue 22): POST
 * A/wtf/token/issue is the workbench's call, authenticated by its Bearer credential, on a test-mode or
 * call-centre server only (elsewhere it does not exist: 404); POST A/wtf/token/verify exchanges the
 * token, once, for what it opens, composed from the database, and for an agent session (the cookie
 * its answer sets). GET A/wtf/agent-session says whether a request holds one. Contacts are never
 * logged.
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
      // Taken for good before anything else: a second exchange, even at the same moment, finds nothing.
      const found = await app.workbenchTokens.take(id)
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
      const connex = diallerDataFor(request.body.connexData, token.agentId)
      // The full quote made from the quick quote, when the person got that far: the continue lands on
      // the page after the last one shown (shell spec §4), from the quote's own page history.
      const fullQuote = quote ? await app.quotes.findByQuickQuote(quote.hashedId) : null
      // A quote of a product not sold online is refused by every quote call: the agent starts anew.
      const fullQuoteState =
        fullQuote && isSoldOnline(fullQuote.productCode) ? await loadQuote(app, fullQuote.hashedId) : null
      // A GAP quote session resumes at its saved page, default personal information (shell spec §4);
      // any other continue at the page after the last one shown.
      const gapResume =
        fullQuoteState && token.gapQuoteSessionId === fullQuoteState.row.hashedId
          ? resumePageOf(
              fullQuoteState.journey,
              fullQuoteState.progress,
              fullQuoteState.state.pageHistory,
              gapPageCode(DEFAULT_GAP_RESUME_PAGE),
            )
          : null
      const firstIncomplete = fullQuoteState
        ? firstIncompletePage(fullQuoteState.journey, fullQuoteState.progress)
        : null
      const lastVisited = gapResume
        ? gapResume.hashedPageId
        : (fullQuoteState?.state.pageHistory.at(-1)?.hashedPageId ?? null)
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
                    firstIncompletePage: firstIncomplete!.code,
                    resumePage: (gapResume ?? firstIncomplete!).code,
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
      app.agentSessions.start(reply, {
        agentId: token.agentId,
        agentUsername: token.agentUsername,
        quickQuoteHashedId: token.hashedQuickQuoteId,
      })
      // The quote the launch continues is the agent's to work on: this browser becomes one of its
      // owners (decision 008), as the person's own browser is.
      if (config.callCentre && fullQuote) {
        await app.quoteOwners.grant(fullQuote.hashedId, app.quoteOwners.ensureOwner(request, reply), 'AGENT')
      }
      // The answer holds the contact: no cache may keep it.
      reply.header('cache-control', 'no-store')
      return ok(data)
    },
  )

  app.get(
    '/wyzeapi/wtf/agent-session',
    {
      schema: {
        tags: ['workbench'],
        summary: "The agent this browser's agent session proves (call-centre servers); 401 without one",
        response: { 200: okEnvelope(AgentSessionSchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const agent = app.agentSessions.agentOf(request)
      if (!agent) throw new ApiError(401, NO_AGENT_SESSION_MESSAGE)
      reply.header('cache-control', 'private, no-store')
      return ok(agent)
    },
  )

  if (!config.testMode && !config.callCentre) return

  app.post(
    '/wyzeapi/wtf/token/issue',
    {
      schema: {
        tags: ['workbench'],
        summary:
          "Issues a launch token for an agent: the workbench's call, with Authorization: Bearer <WORKBENCH_SECRET> (test-mode and call-centre servers only)",
        body: WorkbenchTokenIssueRequestSchema,
        response: {
          200: okEnvelope(WorkbenchTokenIssuedSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
      // Before the body is read: a caller who is not the workbench learns nothing from validation.
      onRequest: async (request) => {
        if (!isWorkbenchCredential(request.headers.authorization, config.workbenchSecret)) {
          throw new ApiError(401, WORKBENCH_CREDENTIAL_MESSAGE)
        }
      },
    },
    async (request, reply) => {
      const issued = await issueLaunchToken(app, config, request.body)
      reply.header('cache-control', 'no-store')
      return ok(issued)
    },
  )
}

export default workbenchRoutes
