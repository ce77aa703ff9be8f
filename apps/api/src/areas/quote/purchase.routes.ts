import type { ProductCode } from '@insure/domain/catalogue'
import {
  BRANCH_CODE_MISMATCH_MESSAGE,
  COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE,
  UNKNOWN_ACCOUNT_TYPE_MESSAGE,
  UNKNOWN_BANK_MESSAGE,
  savesThroughOf,
  PolicyReceiptSchema,
  PurchaseRequestSchema,
} from '@insure/domain/full-quote'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'
import { existingReceipt, purchaseQuote } from './purchase.service.ts'
import { loadQuote } from './quote.service.ts'

export { NOT_READY_TO_BUY_MESSAGE } from './purchase.service.ts'
export const CAR_BOUGHT_THROUGH_FULL_SALE_MESSAGE = 'A car quote is bought through full-sale/purchase.'
// The banking page's messages are its definition's (@insure/domain/full-quote, banking-details).
export {
  BRANCH_CODE_MISMATCH_MESSAGE,
  COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE,
  UNKNOWN_ACCOUNT_TYPE_MESSAGE,
  UNKNOWN_BANK_MESSAGE,
}

const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
}

/**
 * PUT A/quote/purchase and PUT A/quote/life/purchase (forms spec §7): the debit order, then the
 * policy. Idempotent (a quote has one policy: a retry, a double click or two tabs get it) and
 * transactional (the bank details, the mandate, the policy, its schedule and its confirmation e-mail
 * commit together or not at all). The policy records the accepted premium to the cent and its
 * rating-table version.
 */
const purchaseRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.post(
    '/wyzeapi/wtf/life/quote/:id/policy',
    {
      schema: {
        tags: ['quote'],
        summary: 'The policy of a bought life quote (404 before it is bought)',
        params: z.object({ id: z.string().trim().min(1).max(128) }),
        response: { 200: okEnvelope(PolicyReceiptSchema), ...errors },
      },
    },
    async (request) => {
      await app.quoteOwners.requireQuote(request, request.params.id, 'read')
      const quote = await app.quotes.find(request.params.id)
      // A life quote is one whose banking page buys it through life/purchase (its settings).
      const journey = quote
        ? await app.journeys.fullQuoteOf(quote.productCode as ProductCode, quote.journeyVersion)
        : null
      const banking = journey?.pages.find((page) => page.kind === 'BANKING_DETAILS')
      if (!quote || !banking || savesThroughOf(banking) !== 'lifePurchase')
        throw new ApiError(404, 'This life quote was not found.')
      const receipt = await existingReceipt(app, quote.hashedId)
      if (!receipt) throw new ApiError(404, 'This life quote has not been bought yet.')
      return ok(receipt)
    },
  )

  for (const [path, summary] of [
    [
      '/wyzeapi/quote/purchase',
      'Buys the quote: the debit order, then the policy with its schedule and confirmation e-mail',
    ],
    [
      '/wyzeapi/quote/life/purchase',
      'Buys a life quote: the debit order on the life bank list and dates, then the policy',
    ],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: ['quote'],
          summary,
          body: PurchaseRequestSchema,
          response: { 200: okEnvelope(PolicyReceiptSchema), ...errors },
        },
      },
      async (request) => {
        await app.quoteOwners.requireQuote(request, request.body.hashedQuoteId, 'change')
        const quote = await loadQuote(app, request.body.hashedQuoteId)
        // The quote's banking page names the call it is bought through (life's and the car's their own).
        const banking = quote.journey.pages.find((page) => page.kind === 'BANKING_DETAILS')
        const named = banking ? savesThroughOf(banking) : 'purchase'
        const life = path === '/wyzeapi/quote/life/purchase'
        if (named !== (life ? 'lifePurchase' : 'purchase')) {
          throw new ApiError(
            409,
            life
              ? 'This is not a life quote.'
              : named === 'carFullSalePurchase'
                ? CAR_BOUGHT_THROUGH_FULL_SALE_MESSAGE
                : 'A life quote is bought through life/purchase.',
          )
        }
        return ok(
          await purchaseQuote(app, quote, request.body, app.agentSessions.agentOf(request)?.agentId ?? null),
        )
      },
    )
  }
}

export default purchaseRoutes
