/**
 * "This looks wrong": a buyer's call-me-back about the premium, naming the answer they dispute
 * (issue 25; POPIA s71 lets a person make representations about a decision made by automated
 * means). The premium page lists the steps of the price that rest on the buyer's answers; the API
 * stores the request as a call-back lead that names the step, its words and its answers.
 */
import { z } from '../zod-config/index.ts'
import { TRACE_STEP_CODES } from '../rating/trace.ts'

const HashedIdSchema = z.string().trim().min(1).max(128)

export const DISPUTED_ANSWER_MESSAGE = 'Choose the answer you think is wrong'
export const PRICE_QUERY_COMMENT_MAX = 500
export const PRICE_QUERY_COMMENT_MESSAGE = `Keep what you tell us to ${PRICE_QUERY_COMMENT_MAX} characters`
/** The call-back is made to the quote's contact: without one there is no one to call. */
export const PRICE_QUERY_NO_CONTACT_MESSAGE =
  'Give your contact details on the personal information page first, so that we can call you back.'

/** POST A/quote/priceQuery: the step disputed (a trace step code), and what is wrong, if said. */
export const PriceQueryRequestSchema = z.object({
  hashedQuoteId: HashedIdSchema,
  hashedSessionId: HashedIdSchema.nullish(),
  disputedStep: z.enum(TRACE_STEP_CODES, { error: DISPUTED_ANSWER_MESSAGE }),
  comment: z.string().trim().max(PRICE_QUERY_COMMENT_MAX, { error: PRICE_QUERY_COMMENT_MESSAGE }).optional(),
})
export type PriceQueryRequest = z.infer<typeof PriceQueryRequestSchema>

export const PriceQueryReceiptSchema = z.object({
  /** The call-back's reference, for the page to show. */
  reference: z.string(),
  /** The step disputed, in words, as the call-back names it. */
  disputed: z.string(),
})
export type PriceQueryReceipt = z.infer<typeof PriceQueryReceiptSchema>

/** The premium page's "This looks wrong" form: the step chosen, and what is wrong, if said. */
export const PriceQueryFormSchema = z.object({
  disputedStep: z.enum(TRACE_STEP_CODES, { error: DISPUTED_ANSWER_MESSAGE }),
  comment: z.string().trim().max(PRICE_QUERY_COMMENT_MAX, { error: PRICE_QUERY_COMMENT_MESSAGE }).optional(),
})
export type PriceQueryForm = z.infer<typeof PriceQueryFormSchema>
