import { toLocalIsoDate } from '@insure/domain/calendar'
import {
  CALL_CENTRE_COMPANY_COOKIE,
  COMPANY_CODES,
  FEATURE_FLAG_COOKIE,
  QUICK_QUOTE_LEAD_CAPTURE_CONSENT,
  SELECT_A_PRODUCT_MESSAGE,
  parseFeatureFlags,
  toCompanyCode,
  type CompanyCode,
  type FeatureFlag,
  type ProductCode,
} from '@insure/domain/catalogue'
import { offersProduct, type CompanyConfiguration } from '@insure/domain/company'
import { MEDICAL_SCHEME_INVALID_MESSAGE } from '@insure/domain/medical-aid'
import { OCCUPATION_SEARCH_LIMIT } from '@insure/domain/occupation'
import { SUBURB_NOT_FOUND_MESSAGE, VEHICLE_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import {
  CAPTCHA_HEADER,
  LIFE_NOT_QUALIFIED_ROUTES,
  QuickQuoteClickSchema,
  QuickQuoteCreateRequestSchema,
  QuickQuoteDraftRequestSchema,
  QuickQuoteDraftSchema,
  QuickQuoteQuestionsSchema,
  QuickQuoteResultSchema,
  answersByRef,
  autocompleteListName,
  questionAnswerMessage,
  type JourneyQuestion,
  type LifeNotQualifiedReason,
  type QuickQuoteCreateRequest,
  type QuickQuoteResult,
  type SubmittedAnswer,
} from '@insure/domain/quick-quote'
import { rateQuickQuote, type RatingLookups, type ResolvedSuburb } from '@insure/domain/rating'
import { normaliseSearchText } from '@insure/domain/search'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import {
  ApiError,
  ErrorEnvelopeSchema,
  MESSAGES,
  errorEnvelope,
  ok,
  okEnvelope,
  validationEnvelope,
  type FieldError,
} from '../../plugins/envelope.ts'
import { requireStorable } from '../../plugins/input-guard.ts'
import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_MISSING_MESSAGE } from '../captcha/captcha.ts'
import type { Company } from '../company/company.repository.ts'
import type { ProductRow } from '../product/product.repository.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'

export const PRODUCT_NOT_OFFERED_MESSAGE = 'This product cannot be quoted online. Please call us.'
export const UNKNOWN_QUICK_QUOTE_MESSAGE = 'This quick quote was not found.'
export const UNKNOWN_LIST_MESSAGE = 'Unknown list'
export const QUICK_QUOTE_FIGURES_MISMATCH_MESSAGE =
  'The premium or cover sent is not the one quoted. Reload the quote and try again.'

/**
 * The lists an autocomplete question may name in `answerValue` (forms spec §7 autocompleteData). A
 * Map: an object would also find `constructor` or `__proto__` there (issue 22).
 */
const AUTOCOMPLETE_LISTS: ReadonlyMap<
  string,
  { items: (app: FastifyInstance) => Promise<readonly string[]>; notOnList: string }
> = new Map([
  [
    'medicalSchemes',
    {
      // The GAP quick quote asks it: the schemes GAP tops up (seeded from the CMS register).
      items: async (app) => (await app.medicalSchemes.gapToppedUp()).map((scheme) => scheme.name),
      notOnList: MEDICAL_SCHEME_INVALID_MESSAGE,
    },
  ],
])

/** The list name of the occupations (forms spec §7 GET A/wtf/occupations), searched in the database. */
export const OCCUPATIONS_LIST = 'occupations'

/** The path of a question's answers in a 400's field errors: `answers.<questionId>`. */
export const answerPath = (questionId: string) => `answers.${questionId}`

/**
 * The visitor's feature flags (shell spec §4): the environment's, and the visitor's own that the site
 * keeps in the `ff` cookie (legal cover, for one, is sold only with its flag).
 */
export function featureFlagsOf(request: FastifyRequest, config: Config): FeatureFlag[] {
  return [
    ...new Set([
      ...parseFeatureFlags(config.featureFlagsFromEnv.join(',')),
      ...parseFeatureFlags(request.cookies[FEATURE_FLAG_COOKIE]),
    ]),
  ]
}

/** The company's active QUICK_QUOTE_LEAD_CAPTURE consent for a product, if it has one. */
function leadCaptureConsentOf(configuration: CompanyConfiguration | undefined, code: ProductCode) {
  return configuration?.product_content?.[code]?.consents?.find(
    (candidate) => candidate.consent_type === QUICK_QUOTE_LEAD_CAPTURE_CONSENT && candidate.active,
  )
}

/** The companies whose configuration offers a product with these flags. */
export async function companiesOffering(
  app: FastifyInstance,
  flags: readonly FeatureFlag[],
  code: ProductCode,
) {
  const offering: CompanyCode[] = []
  for (const companyCode of COMPANY_CODES) {
    const company = await app.companies.find(companyCode)
    if (!company) continue
    if (offersProduct(company.configuration, flags, code)) offering.push(companyCode)
  }
  return offering
}

const QuestionsAnswerSchema = okEnvelope(QuickQuoteQuestionsSchema)

/** Answers to questions that are not the product's: refused rather than stored. */
function unknownQuestionProblems(
  questions: readonly JourneyQuestion[],
  questionIds: Iterable<string>,
): FieldError[] {
  const known = new Set(questions.map((question) => question.id))
  return [...questionIds]
    .filter((id) => !known.has(id))
    .map((id) => ({ path: answerPath(id), message: 'This question is not part of the quote.' }))
}

/**
 * The answers' problems, question by question: each submitted question must be the product's, and
 * each of the product's questions must be answered as its validation method and rules say.
 */
function answerProblems(
  questions: readonly JourneyQuestion[],
  selectedByQuestionId: ReadonlyMap<string, readonly SubmittedAnswer[]>,
): FieldError[] {
  const unknown = unknownQuestionProblems(questions, selectedByQuestionId.keys())
  const invalid = questions.flatMap((question) => {
    const message = questionAnswerMessage(question, selectedByQuestionId.get(question.id) ?? [])
    return message ? [{ path: answerPath(question.id), message }] : []
  })
  return [...unknown, ...invalid]
}

/** Resolves suburb, vehicle and list answers to what they name; problems for those naming nothing. */
export async function resolveLookups(
  app: FastifyInstance,
  questions: readonly JourneyQuestion[],
  selectedByQuestionId: ReadonlyMap<string, readonly SubmittedAnswer[]>,
): Promise<{ lookups: RatingLookups; problems: FieldError[] }> {
  const suburbs: Record<string, ResolvedSuburb> = {}
  let vehicle: RatingLookups['vehicle'] = null
  const problems: FieldError[] = []
  for (const question of questions) {
    const selected = selectedByQuestionId.get(question.id) ?? []
    const valueOf = (code: string) => {
      const answer = question.answers.find((candidate) => candidate.code === code)
      return selected.find((given) => given.id === answer?.id)?.value?.trim() ?? ''
    }
    const problem = (message: string) => problems.push({ path: answerPath(question.id), message })
    if (question.type.name === 'SUBURB') {
      const id = Number(valueOf('value'))
      const suburb = Number.isInteger(id) ? await app.suburbs.byId(id) : undefined
      if (suburb) suburbs[question.externalReferenceId] = suburb
      else problem(SUBURB_NOT_FOUND_MESSAGE)
    } else if (question.type.name === 'VEHICLE') {
      const found = await app.vehicles.byCodeAndYear(valueOf('vehicle'), Number(valueOf('year')))
      if (found) vehicle = found
      else problem(VEHICLE_NOT_FOUND_MESSAGE)
    } else if (question.type.name === 'AUTOCOMPLETE') {
      const list = AUTOCOMPLETE_LISTS.get(autocompleteListName(question.type.endpoint) ?? '')
      const value = normaliseSearchText(valueOf('value'))
      if (list && !(await list.items(app)).some((item) => normaliseSearchText(item) === value)) {
        problem(list.notOnList)
      }
    }
  }
  return { lookups: { suburbs, vehicle }, problems }
}

type DraftQuickQuote = NonNullable<
  Awaited<ReturnType<FastifyInstance['quickQuotes']['draftOf']>>
>['quickQuote']

/** A stored quick quote as create answered it (a draft's result). */
function resultOf(row: DraftQuickQuote): QuickQuoteResult | null {
  if (!row) return null
  if (row.outcome === 'NOT_QUALIFIED') {
    const reason = row.declineReason as LifeNotQualifiedReason
    return {
      outcome: 'NOT_QUALIFIED',
      hashedQuickQuoteSessionId: row.hashedId,
      reason,
      route: LIFE_NOT_QUALIFIED_ROUTES[reason],
      tableVersion: row.ratingTableVersion,
    }
  }
  return {
    outcome: 'QUOTED',
    hashedQuickQuoteSessionId: row.hashedId,
    premium: row.premiumCents ?? 0,
    cover: row.coverCents ?? 0,
    excess: row.excessCents ?? 0,
    excessKey: row.excessKey ?? '',
    tableVersion: row.ratingTableVersion,
  }
}

/**
 * The company a request is for: the server's, or in call-centre mode the one the agent's launch
 * link chose (kept by the site in the cpy cookie, shell spec §5).
 */
function companyOfRequest(request: FastifyRequest, config: Config): CompanyCode {
  if (!config.callCentre) return config.companyCode
  return toCompanyCode(request.cookies[CALL_CENTRE_COMPANY_COOKIE]) ?? config.companyCode
}

async function productOfHashedId(app: FastifyInstance, hashedProductId: string): Promise<ProductRow> {
  const product = await app.products.byHashedId(hashedProductId)
  if (!product) {
    throw new ApiError(400, MESSAGES.validation, [
      { path: 'hashedProductId', message: SELECT_A_PRODUCT_MESSAGE },
    ])
  }
  return product
}

/**
 * Forms spec §7 quick quote: the questions of a product, the quick quote itself (rated with the rating
 * tables in effect, stored with their version) and the clicks on its result.
 */
const quickQuoteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const companyOf = (request: FastifyRequest) => companyOfRequest(request, config)
  const productOf = (hashedProductId: string) => productOfHashedId(app, hashedProductId)

  /**
   * The questions' answer as sent, by company and product: the same for every visitor the product is
   * offered to (whether it is, by their flags, is still asked on every call), so serialized once per
   * content generation instead of checked by the schema and serialized on every call (the page
   * without script asks for it on every post). Emptied with the other caches of the content.
   */
  const questionsAnswers = new Map<string, string>()
  // An answer made from what was read before a change is not kept after it.
  let questionsEpoch = 0
  app.contentGeneration.onChange(() => {
    questionsEpoch++
    questionsAnswers.clear()
  })

  app.get(
    '/wyzeapi/quickquote/questions',
    {
      schema: {
        tags: ['quick quote'],
        summary: "A product's quick-quote questions, its lead-capture consent and quote disclaimer",
        querystring: z.object({ hashedProductId: z.string().min(1).max(64) }),
        response: {
          200: QuestionsAnswerSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await app.contentGeneration.ensureFresh()
      const epoch = questionsEpoch
      const product = await productOf(request.query.hashedProductId)
      const code = product.code as ProductCode
      const companyCode = companyOf(request)
      const company = await app.companies.find(companyCode)
      const offered = offersProduct(company!.configuration, featureFlagsOf(request, config), code)
      const questions = await app.journeys.questionsOf(code)
      if (!offered || questions.length === 0) throw new ApiError(404, PRODUCT_NOT_OFFERED_MESSAGE)
      const key = `${companyCode}|${product.hashedProductId}`
      let answer = questionsAnswers.get(key)
      if (answer === undefined) {
        // Checked against the answer's schema once, as the serializer would on every call.
        answer = JSON.stringify(QuestionsAnswerSchema.parse(questionsAnswerOf(product, company!, questions)))
        if (epoch === questionsEpoch) questionsAnswers.set(key, answer)
      }
      // A JSON string goes out as it is: Fastify's serializer (the schema's check) is not run again.
      return reply.type('application/json; charset=utf-8').send(answer as never)
    },
  )

  /** The questions' answer (forms spec §7) for a product the company offers. */
  function questionsAnswerOf(product: ProductRow, company: Company, questions: JourneyQuestion[]) {
    const code = product.code as ProductCode
    const consent = leadCaptureConsentOf(company.configuration, code)
    const disclaimer = company.configuration.product_content?.[code]?.disclaimers?.find(
      (candidate) => candidate.disclaimer_type === 'QUOTE',
    )
    const page = company.configuration.products_pages.find((candidate) => candidate.product_type === code)
    return ok({
      product: {
        hashedProductId: product.hashedProductId,
        productcode: product.code,
        name: page?.title ?? product.displayName,
      },
      questions,
      consent: consent
        ? {
            consent_type: consent.consent_type,
            content: consent.content,
            confirm_text: consent.confirm_text,
            active: consent.active,
          }
        : null,
      disclaimer: disclaimer?.content ?? null,
    })
  }

  /**
   * The captcha check of create: skipped only for an agent asking to skip it, proven by an agent
   * session (issue 22), which exists on call-centre servers only.
   */
  async function checkCaptcha(request: FastifyRequest<{ Body: QuickQuoteCreateRequest }>) {
    if (request.body.skipCaptcha && app.agentSessions.agentOf(request)) return
    // A quote page posted without script (issue 25, decision 016): the proof of work needs script,
    // so the page server's call for that visitor goes without it, counted against the visitor in
    // its own, tighter bucket (plugins/rate-limits.ts). The site's own action calls the create in
    // process instead, under the same rule (createQuickQuoteWithoutScript below).
    if (app.pageServer.visitorOf(request)) return
    const header = request.headers[CAPTCHA_HEADER.toLowerCase()]
    const verdict = await app.captcha.verify(Array.isArray(header) ? header[0] : header)
    if (verdict === 'missing') throw new ApiError(400, CAPTCHA_MISSING_MESSAGE)
    if (verdict === 'failed') throw new ApiError(400, CAPTCHA_FAILED_MESSAGE)
  }

  app.post(
    '/wyzeapi/quickquote/create',
    {
      schema: {
        tags: ['quick quote'],
        summary:
          'Rates a quick quote and stores it with the rating table version; life quotes may not qualify. Needs X-Captcha-Response unless an agent skips it',
        body: QuickQuoteCreateRequestSchema,
        response: {
          200: okEnvelope(QuickQuoteResultSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await checkCaptcha(request)
      return createQuickQuote(app, config, request, reply, request.body)
    },
  )

  app.get(
    '/wyzeapi/quickquote/draft',
    {
      schema: {
        tags: ['quick quote'],
        summary:
          "The asking browser's answers to a product's quick quote so far, and their result once rated",
        description:
          'Read by the quote-owner cookie: a browser sees only its own answers (another gets none). ' +
          'The result is the quick quote rated on exactly these answers, null while they change.',
        querystring: z.object({ hashedProductId: z.string().min(1).max(64) }),
        response: { 200: okEnvelope(QuickQuoteDraftSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const product = await productOf(request.query.hashedProductId)
      // One browser's answers: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store')
      const owner = app.quoteOwners.ownerOf(request)
      const draft = owner ? await app.quickQuotes.draftOf(owner, product.code) : null
      return ok({ answers: draft?.answers ?? [], result: draft ? resultOf(draft.quickQuote) : null })
    },
  )

  app.put(
    '/wyzeapi/quickquote/draft',
    {
      schema: {
        tags: ['quick quote'],
        summary: "Saves the browser's answers to a product's quick quote so far (the premium shown goes)",
        description:
          'Saved from the first answer, whole or not, for the browser of the quote-owner cookie (set ' +
          'when it has none). Answers to questions that are not the product’s are refused (400) and ' +
          'nothing is saved.',
        body: QuickQuoteDraftRequestSchema,
        response: {
          200: okEnvelope(z.object({ saved: z.literal(true) })),
          400: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const product = await productOf(request.body.hashedProductId)
      const questions = await app.journeys.questionsOf(product.code as ProductCode)
      const problems = unknownQuestionProblems(
        questions,
        request.body.answers.map((answer) => answer.questionId),
      )
      if (problems.length > 0) throw new ApiError(400, MESSAGES.validation, problems)
      await app.quickQuotes.saveDraft({
        ownerDigest: app.quoteOwners.ensureOwner(request, reply),
        productCode: product.code,
        answers: request.body.answers,
        quickQuoteHashedId: null,
      })
      return ok({ saved: true as const })
    },
  )

  app.post(
    '/wyzeapi/quickquote/click',
    {
      schema: {
        tags: ['quick quote'],
        summary: "Records a click on a quick quote's result (finalClick for the last one)",
        description:
          'The click is stored with the premium and cover the quote was rated at. premium and cover may be ' +
          'left out; when sent they must be the quoted figures, or the click is refused with 409 and not stored.',
        body: QuickQuoteClickSchema,
        response: {
          200: okEnvelope(z.object({ recorded: z.literal(true) })),
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await app.quoteOwners.requireQuickQuote(
        request,
        reply,
        request.body.hashedQuickQuoteSessionId,
        'change',
      )
      const outcome = await app.quickQuotes.click({
        hashedQuickQuoteSessionId: request.body.hashedQuickQuoteSessionId,
        premiumCents: request.body.premium ?? null,
        coverCents: request.body.cover ?? null,
        finalClick: request.body.finalClick,
      })
      if (outcome === 'not-found') throw new ApiError(404, UNKNOWN_QUICK_QUOTE_MESSAGE)
      // Refused rather than corrected: only a stale or altered client sends other figures, and a click
      // on a price the visitor was never quoted is not a click to count.
      if (outcome === 'mismatch') throw new ApiError(409, QUICK_QUOTE_FIGURES_MISMATCH_MESSAGE)
      return ok({ recorded: true as const })
    },
  )

  app.get(
    '/wyzeapi/wtf/autocompleteData',
    {
      schema: {
        tags: ['quick quote'],
        summary: 'The items of a named list (answerValue) matching query, for autocomplete questions',
        querystring: z.object({
          answerValue: z.string().min(1).max(50),
          query: z.string().max(100).optional(),
        }),
        response: { 200: okEnvelope(z.array(z.object({ name: z.string() }))), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The occupations are the database's list, the one GET A/wtf/occupations searches.
      if (request.query.answerValue === OCCUPATIONS_LIST) {
        const { results } = await app.occupations.search(request.query.query ?? '', OCCUPATION_SEARCH_LIMIT)
        reply.header('cache-control', 'public, max-age=3600')
        return ok(results.map(({ title }) => ({ name: title })))
      }
      const list = AUTOCOMPLETE_LISTS.get(request.query.answerValue)
      if (!list) throw new ApiError(404, UNKNOWN_LIST_MESSAGE)
      const term = normaliseSearchText(request.query.query)
      const items = (await list.items(app)).filter((item) => normaliseSearchText(item).includes(term))
      reply.header('cache-control', 'public, max-age=3600')
      return ok(items.map((name) => ({ name })))
    },
  )
}

export default quickQuoteRoutes

/**
 * POST A/quickquote/create once its caller is checked (the captcha, or the page server's call for a
 * visitor without script): rates the answers, stores the quick quote with the browser's draft and
 * gives the browser its owner credential (a Set-Cookie on `reply`) when it has none. `request` is
 * the visitor's: their cookies say their feature flags, their owner key and (call centre) company.
 */
export async function createQuickQuote(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  body: QuickQuoteCreateRequest,
) {
  const product = await productOfHashedId(app, body.hashedProductId)
  const code = product.code as ProductCode
  const questions = await app.journeys.questionsOf(code)
  const offering = await companiesOffering(app, featureFlagsOf(request, config), code)
  // With a session its company must sell the product (checked as the quote is stored); without one
  // (call-centre mode), the request's company.
  const sells = body.hashedSessionId
    ? offering.length > 0
    : offering.includes(companyOfRequest(request, config))
  if (questions.length === 0 || !sells) throw new ApiError(404, PRODUCT_NOT_OFFERED_MESSAGE)

  const selectedByQuestionId = new Map<string, SubmittedAnswer[]>()
  for (const answer of body.answers) {
    selectedByQuestionId.set(answer.questionId, [
      ...(selectedByQuestionId.get(answer.questionId) ?? []),
      ...answer.selectedAnswers,
    ])
  }
  const problems = answerProblems(questions, selectedByQuestionId)
  const { lookups, problems: lookupProblems } = problems.length
    ? { lookups: null, problems: [] }
    : await resolveLookups(app, questions, selectedByQuestionId)
  if (problems.length > 0 || lookupProblems.length > 0 || !lookups) {
    throw new ApiError(400, MESSAGES.validation, [...problems, ...lookupProblems])
  }

  const today = new Date()
  const tables = await app.journeys.ratingTablesOn(toLocalIsoDate(today))
  const rated = rateQuickQuote(code, answersByRef(questions, selectedByQuestionId), lookups, tables, today)
  if (rated.outcome === 'INVALID') {
    const idOfRef = new Map(questions.map((question) => [question.externalReferenceId, question.id]))
    throw new ApiError(
      400,
      MESSAGES.validation,
      rated.problems.map((problem) => ({
        path: answerPath(idOfRef.get(problem.ref) ?? problem.ref),
        message: problem.message,
      })),
    )
  }

  const consentTextByCompany: Record<string, string> = {}
  for (const companyCode of offering) {
    const consent = leadCaptureConsentOf((await app.companies.find(companyCode))?.configuration, code)
    if (consent) consentTextByCompany[companyCode] = consent.content
  }
  const quoted = rated.outcome === 'QUOTED' ? rated : null
  // The browser that made it owns it, and the quote it leads to (DESIGN.md, Quote owner).
  const ownerDigest = app.quoteOwners.ensureOwner(request, reply)
  const stored = await app.quickQuotes.create(
    {
      productCode: code,
      hashedProductId: product.hashedProductId,
      answers: body.answers,
      outcome: rated.outcome,
      declineReason: rated.outcome === 'NOT_QUALIFIED' ? rated.reason : null,
      premiumCents: quoted?.premium ?? null,
      coverCents: quoted?.cover ?? null,
      excessCents: quoted?.excess ?? null,
      excessKey: quoted?.excessKey ?? null,
      ratingTableVersion: rated.tableVersion,
      consentTextByCompany,
      consentAccepted: body.consent?.accepted === true,
      callCentre: config.callCentre,
      ownerDigest,
    },
    body.hashedSessionId
      ? { sessionHashedId: body.hashedSessionId, offeringCompanies: offering }
      : { companyCode: companyOfRequest(request, config) },
  )
  if (stored.status === 'session-not-found') throw new ApiError(404, SESSION_NOT_FOUND)
  if (stored.status === 'product-not-offered') throw new ApiError(404, PRODUCT_NOT_OFFERED_MESSAGE)
  // Stored with it, the browser's draft: its answers now lead to this result, so a reload, Back
  // or the page without script shows it again (GET A/quickquote/draft).
  const hashedQuickQuoteSessionId = stored.hashedQuickQuoteSessionId
  if (rated.outcome === 'NOT_QUALIFIED') {
    return ok({
      outcome: 'NOT_QUALIFIED' as const,
      hashedQuickQuoteSessionId,
      reason: rated.reason,
      route: LIFE_NOT_QUALIFIED_ROUTES[rated.reason],
      tableVersion: rated.tableVersion,
    })
  }
  return ok({
    outcome: 'QUOTED' as const,
    hashedQuickQuoteSessionId,
    premium: rated.premium,
    cover: rated.cover,
    excess: rated.excess,
    excessKey: rated.excessKey,
    tableVersion: rated.tableVersion,
  })
}

/** What an in-process call of the API answers: the status and the body the route would send. */
export type InProcessAnswer = { status: number; body: unknown }

/** The create's body checked by its schema, with the validator its route uses (app.ts). */
const validateCreateBody = validatorCompiler({
  schema: QuickQuoteCreateRequestSchema,
  method: 'POST',
  url: '/wyzeapi/quickquote/create',
  httpPart: 'body',
})

/**
 * POST A/quickquote/create as the page server sends it for a visitor without script (decision 016),
 * called in process with the page's request and reply instead of through `app.pageServer.inject`:
 * the same checks in the route's order, without a fake HTTP request, the route's hooks and a JSON
 * round trip (issue 25: the action's budget). The visitor's tighter bucket first, as the rate-limit
 * hook counts a call before its body is read (429 over it); the input guard; the route's schema
 * (400 with the field errors); then the create itself, whose refusals answer in the envelope. No
 * captcha: its proof of work needs script, and the bucket stands in for it, as for the page
 * server's HTTP call (checkCaptcha). The owner credential is set on the page's own `reply`.
 */
export async function createQuickQuoteWithoutScript(
  app: FastifyInstance,
  config: Config,
  page: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<InProcessAnswer> {
  if (!(await app.visitorLimits.take('quick-quote-without-script', page.ip))) {
    return { status: 429, body: errorEnvelope(429, MESSAGES.tooManyRequests) }
  }
  try {
    requireStorable(body)
    const checked = validateCreateBody(body) as
      | { value: QuickQuoteCreateRequest; error?: undefined }
      | { error: { instancePath: string; message?: string }[] }
    if (checked.error) return { status: 400, body: validationEnvelope(checked.error) }
    return { status: 200, body: await createQuickQuote(app, config, page, reply, checked.value) }
  } catch (error) {
    if (error instanceof ApiError) {
      return { status: error.statusCode, body: errorEnvelope(error.statusCode, error.msg, error.errors) }
    }
    throw error
  }
}
