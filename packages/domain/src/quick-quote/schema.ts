import { z } from '../zod-config/index.ts'
import { QUESTION_VALIDATION_METHODS, QUICK_QUOTE_LEAD_CAPTURE_CONSENT } from '../catalogue/lists.ts'
import { ANSWER_TYPES, LIFE_NOT_QUALIFIED_ROUTES, type LifeNotQualifiedReason } from './journey.ts'

/** Schemas of the quick-quote calls (forms spec §7): what the API serves and accepts. */

const AnswerValidationRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('range'), min: z.number(), max: z.number() }),
  z.object({ type: z.literal('min'), min: z.number() }),
  z.object({ type: z.literal('regex'), pattern: z.string() }),
])

export const QuestionTypeSchema = z.object({
  name: z.enum(ANSWER_TYPES),
  endpoint: z.string().nullish(),
  searchParam: z.string().nullish(),
  path: z.string().nullish(),
  displayField: z.string().nullish(),
  valueField: z.string().nullish(),
  minChars: z.number().int().nullish(),
  minVal: z.number().nullish(),
  maxVal: z.number().nullish(),
})

export const JourneyAnswerSchema = z.object({
  id: z.string(),
  value: z.string().nullable(),
  text: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  required: z.boolean(),
  validation: AnswerValidationRuleSchema.nullable(),
  outcomes: z.array(z.string()),
  index: z.number().int(),
  icon: z.string().nullable(),
  child_flow: z.string().nullable(),
  code: z.string(),
})

export const JourneyQuestionSchema = z.object({
  id: z.string(),
  externalReferenceId: z.string(),
  text: z.string(),
  description: z.string().nullable(),
  multi: z.boolean(),
  validationMethod: z.enum(QUESTION_VALIDATION_METHODS),
  order: z.number().int(),
  flow: z.string().nullable(),
  type: QuestionTypeSchema,
  answers: z.array(JourneyAnswerSchema),
})

/** A page of a product's journey (forms spec §3 Page), GET A/product/pages/{id}. */
export const JourneyPageSchema = z.object({
  code: z.string(),
  description: z.string(),
  index: z.number().int(),
  hashedPageId: z.string(),
  icon: z.string().nullable(),
})
export type JourneyPage = z.infer<typeof JourneyPageSchema>

export const LeadCaptureConsentSchema = z.object({
  consent_type: z.string(),
  content: z.string(),
  confirm_text: z.string(),
  active: z.boolean(),
})
export type LeadCaptureConsent = z.infer<typeof LeadCaptureConsentSchema>

/** GET A/quickquote/questions?hashedProductId: the product's questions, consent and captcha need. */
export const QuickQuoteQuestionsSchema = z.object({
  product: z.object({
    hashedProductId: z.string(),
    productcode: z.string(),
    name: z.string(),
  }),
  questions: z.array(JourneyQuestionSchema),
  /** The company's QUICK_QUOTE_LEAD_CAPTURE consent for the product, null when it has none active. */
  consent: LeadCaptureConsentSchema.nullable(),
  /** The quote disclaimer shown under the result, null when none. */
  disclaimer: z.string().nullable(),
})
export type QuickQuoteQuestions = z.infer<typeof QuickQuoteQuestionsSchema>

const AnswerTextSchema = z.string().trim().max(200)

export const SubmittedQuestionSchema = z.object({
  questionId: z.string().min(1).max(100),
  selectedAnswers: z
    .array(z.object({ id: z.string().min(1).max(120), value: AnswerTextSchema.nullish() }))
    .max(20),
})

/** POST A/quickquote/create. The captcha travels in the X-Captcha-Response header. */
export const QuickQuoteCreateRequestSchema = z.object({
  hashedProductId: z.string().min(1).max(64),
  hashedSessionId: z.string().max(128).nullish(),
  answers: z.array(SubmittedQuestionSchema).max(40),
  /** Whether the person accepted the lead-capture consent shown with the questions. */
  consent: z
    .object({ consent_type: z.literal(QUICK_QUOTE_LEAD_CAPTURE_CONSENT), accepted: z.boolean() })
    .nullish(),
  /** Call-centre mode: agents are not asked for a captcha (forms spec §6). */
  skipCaptcha: z.boolean().optional(),
})
export type QuickQuoteCreateRequest = z.infer<typeof QuickQuoteCreateRequestSchema>

const reasons = Object.keys(LIFE_NOT_QUALIFIED_ROUTES) as [
  LifeNotQualifiedReason,
  ...LifeNotQualifiedReason[],
]

/** The answer of POST A/quickquote/create: a premium, or a life quote that does not qualify. */
export const QuickQuoteResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('QUOTED'),
    hashedQuickQuoteSessionId: z.string(),
    /** Monthly premium, cover and excess in cents. */
    premium: z.number().int(),
    cover: z.number().int(),
    excess: z.number().int(),
    excessKey: z.string(),
    tableVersion: z.string(),
  }),
  z.object({
    outcome: z.literal('NOT_QUALIFIED'),
    hashedQuickQuoteSessionId: z.string(),
    reason: z.enum(reasons),
    /** The error page to send the visitor to. */
    route: z.string(),
    tableVersion: z.string(),
  }),
])
export type QuickQuoteResult = z.infer<typeof QuickQuoteResultSchema>

/**
 * POST A/quickquote/click (forms spec §3 Quick quote click); premium and cover in cents. The server
 * records the quote's own figures: these are only compared with them (issue 17), never stored.
 */
export const QuickQuoteClickSchema = z.object({
  hashedQuickQuoteSessionId: z.string().min(1).max(64),
  premium: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .describe(
      'The premium shown, in cents: must be the quoted one (else 409); the stored quote’s is recorded',
    ),
  cover: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .describe('The cover shown, in cents: must be the quoted one (else 409); the stored quote’s is recorded'),
  finalClick: z.boolean(),
})
export type QuickQuoteClick = z.infer<typeof QuickQuoteClickSchema>

/**
 * PUT A/quickquote/draft (issue 25): what the browser has answered so far for a product, saved on
 * the server from the first answer; the browser's storage only caches it.
 */
export const QuickQuoteDraftRequestSchema = z.object({
  hashedProductId: z.string().min(1).max(64),
  answers: z.array(SubmittedQuestionSchema).max(40),
})
export type QuickQuoteDraftRequest = z.infer<typeof QuickQuoteDraftRequestSchema>

/**
 * GET A/quickquote/draft: the asking browser's answers for a product (none for any other browser)
 * and, when they were rated, the quick quote's result, so a reload shows the premium again.
 */
export const QuickQuoteDraftSchema = z.object({
  answers: z.array(SubmittedQuestionSchema),
  result: QuickQuoteResultSchema.nullable(),
})
export type QuickQuoteDraft = z.infer<typeof QuickQuoteDraftSchema>
