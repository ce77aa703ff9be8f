import {
  DISPUTED_ANSWER_MESSAGE,
  PRICE_QUERY_NO_CONTACT_MESSAGE,
  PriceQueryReceiptSchema,
  PriceQueryRequestSchema,
} from '@insure/domain/full-quote'
import { explainTrace } from '@insure/domain/rating'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'
import { loadQuote, priceOf, requireOpen } from './quote.service.ts'

export const PRICE_QUERY_PATH = '/wyzeapi/quote/priceQuery'

/**
 * "This looks wrong" on the premium page (issue 25): a call-me-back lead about the price, stored
 * with the call-backs (form_submissions, kind callback) so that the call centre's queue holds it,
 * naming the step of the quote's trace the buyer disputes, its words and the answers it rests on
 * (POPIA s71: a person may make representations about an automated decision). The call goes to the
 * quote's contact, from the quote's session.
 */
const priceQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PRICE_QUERY_PATH,
    {
      schema: {
        tags: ['quote'],
        summary:
          "Asks for a call back about the quote's premium, naming the answer the buyer thinks is wrong",
        body: PriceQueryRequestSchema,
        response: {
          200: okEnvelope(PriceQueryReceiptSchema),
          400: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const body = request.body
      await app.quoteOwners.requireQuote(request, body.hashedQuoteId, 'change')
      const quote = await loadQuote(app, body.hashedQuoteId)
      requireOpen(quote)
      // Only a step of the price as it stands, and one that rests on an answer, can be disputed.
      const line = explainTrace(priceOf(quote.row)?.steps ?? []).find(
        (candidate) => candidate.code === body.disputedStep && candidate.refs.length > 0,
      )
      if (!line) {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'disputedStep', message: DISPUTED_ANSWER_MESSAGE },
        ])
      }
      const contact = quote.state.contact
      const session = quote.row.sessionHashedId
      if (!contact?.mobile || !contact.name || !session)
        throw new ApiError(409, PRICE_QUERY_NO_CONTACT_MESSAGE)
      const outcome = await app.formSubmissions.submit({
        kind: 'callback',
        route: PRICE_QUERY_PATH,
        sessionHashedId: session,
        productCode: quote.row.productCode,
        hashedProductId: quote.row.hashedProductId,
        department: 'quotes',
        reason: 'Sales',
        payload: {
          hashedProductId: quote.row.hashedProductId,
          hashedSessionId: session,
          contactNumber: contact.mobile,
          firstName: contact.name,
          surname: contact.surname ?? '',
          email: contact.email ?? null,
          reason: 'Sales',
          hashedQuoteId: quote.row.hashedId,
          premiumCents: quote.row.premiumCents,
          ratingTableVersion: quote.row.ratingTableVersion,
          disputedAnswer: { step: line.code, words: line.text, refs: line.refs, change: line.change },
          comment: body.comment ?? null,
        },
      })
      if (outcome.status === 'session-not-found') throw new ApiError(404, SESSION_NOT_FOUND)
      return ok({ reference: outcome.reference, disputed: line.text })
    },
  )
}

export default priceQueryRoutes
