import { southAfricanToday } from '@insure/domain/debit-order/dates'
import {
  ValidateReceiptSchema,
  ValidateRequestSchema,
  mergeAnswers,
  pageAfterSave,
  savesThroughOf,
  submittedAnswersOf,
  validateQuestionsPage,
  type FullQuotePage,
  type PageKind,
  type ValidateReceipt,
  type ValidateRequest,
  validatePage,
} from '@insure/domain/full-quote'
import type { AnswersByRef } from '@insure/domain/quick-quote'
import { INPUT_ANSWER_CODE, REF } from '@insure/domain/rating'
import { normaliseSearchText } from '@insure/domain/search'
import {
  VAP_VEHICLE_FIELDS,
  VAP_VEHICLE_REFS,
  answersOfVapVehicle,
  carForVapOf,
  vapRefusals,
  vapVehicleAnswersOf,
} from '@insure/domain/vap'
import { VEHICLE_ANSWER_CODES } from '@insure/domain/quick-quote'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { saveCarPage } from '../car-full-sale/car-pages.ts'
import { NOT_THIS_PAGE_MESSAGE, nextAfter, saveAddresses } from './quote-pages.routes.ts'
import {
  loadQuote,
  pageOfCall,
  QUOTE_NOT_QUALIFIED_MESSAGE,
  priceOf,
  rateQuote,
  requireOpen,
  samePrice,
  type LoadedQuote,
} from './quote.service.ts'

/** Ours: the body carries no page's fields, or two pages' at once. */
export const ONE_PAGE_TO_VALIDATE_MESSAGE = 'Send the fields of one page: {parts}.'

type Part = Exclude<keyof ValidateRequest, 'hashedQuoteId' | 'hashedPageId' | 'hashedSessionId'>

/**
 * A page POST A/quote/validate checks, by the part of the body that carries it: the kinds of page it
 * saves, and how (its domain rule, its rows and the page's completion in one transaction).
 */
type ValidatedPage = {
  kinds: readonly PageKind[]
  /** Whether a page of those kinds is saved here (its settings name this call, and its refusal rule). */
  saves(page: FullQuotePage): boolean
  save(
    app: FastifyInstance,
    quote: LoadedQuote,
    page: FullQuotePage,
    body: ValidateRequest,
  ): Promise<Omit<ValidateReceipt, 'nextPage'> & { nextPage?: string }>
}

function refuse(problems: { path: string; message: string }[]): never {
  throw new ApiError(400, MESSAGES.validation, problems)
}

/**
 * GAP's medical aid page: checked by the medical aid rule against the schemes GAP tops up; the
 * scheme and plan replace the quick quote's answers, and a changed plan re-rates the quote (rateGap)
 * and makes the acceptance stale. A masked number sent back unchanged keeps the one received.
 */
async function saveMedicalAid(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  body: ValidateRequest,
): Promise<Omit<ValidateReceipt, 'nextPage'>> {
  // The page's rule, as the site's action applies it: a masked number sent back keeps the stored one.
  const checked = validatePage(
    { kind: 'MEDICAL_AID', settings: page.settings },
    body.medicalAidScheme ?? {},
    {
      schemes: await app.medicalSchemes.gapToppedUp(),
      today: southAfricanToday(new Date()),
      storedNumber: quote.state.medicalAid?.memberNumber ?? null,
    },
  )
  if (!checked.ok) {
    refuse(checked.errors.map(({ path, message }) => ({ path: `medicalAidScheme.${path}`, message })))
  }
  const medicalAid = checked.value
  const answers = quote.progress.answers
  const planChanged = answers[REF.medicalAidPlan]?.codes[0] !== medicalAid.plan
  const schemeChanged =
    normaliseSearchText(answers[REF.medicalAidScheme]?.values[INPUT_ANSWER_CODE]) !==
    normaliseSearchText(medicalAid.name)
  const before = priceOf(quote.row)
  let price = before
  let changedAnswers: AnswersByRef | null = null
  if (planChanged || schemeChanged) {
    changedAnswers = {
      [REF.medicalAidScheme]: { codes: [], values: { [INPUT_ANSWER_CODE]: medicalAid.name } },
      [REF.medicalAidPlan]: { codes: [medicalAid.plan], values: {} },
    }
  }
  if (planChanged) {
    const rated = await rateQuote(app, quote.journey, { ...answers, ...changedAnswers }, quote.progress.flags)
    if (rated.outcome === 'INVALID') refuse(rated.problems)
    if (rated.outcome === 'NOT_QUALIFIED') throw new ApiError(409, QUOTE_NOT_QUALIFIED_MESSAGE)
    price = rated.price
  }
  await app.quotes.saveMedicalAid(
    quote.row.hashedId,
    { code: page.code, kind: 'MEDICAL_AID' },
    {
      schemeName: medicalAid.name,
      optionName: medicalAid.option,
      plan: medicalAid.plan,
      memberNumber: medicalAid.number,
      inceptionDate: medicalAid.inceptionDate,
    },
    changedAnswers ? { answers: changedAnswers, price: planChanged ? price : null } : null,
  )
  return { price, priceChanged: planChanged && !samePrice(before, price) }
}

/** Ours: the quote's vehicle is not in the catalogue any more (a quote older than a catalogue change). */
export const NO_VEHICLE_TO_COVER_MESSAGE =
  'We cannot find the vehicle of this quote. Ask us to call you back.'

const [YEAR_CODE, VEHICLE_CODE] = VEHICLE_ANSWER_CODES

/**
 * A car full sale page (its part `carPage`): saved as …/full-sale/validate saves it, the car's rule
 * first; the price is the re-rated one, and changed when it moved.
 */
async function saveCarPageOfValidate(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  body: ValidateRequest,
) {
  const before = priceOf(quote.row)
  const saved = await saveCarPage(app, quote, page, body.carPage?.answeredQuestions ?? [])
  return { price: saved.price, priceChanged: !samePrice(before, saved.price), nextPage: saved.nextPage }
}

/**
 * VAP's vehicle page (a questions page whose refusal rule is VAP): the Car for VAP fields are the
 * page's yes/no answers, checked by their questions' rules, then by vapRefusals on the quick quote's
 * vehicle (make, model, year and value from the `vehicles` catalogue). A refusal answers 409 with its
 * sentences and stores nothing: the page stays unanswered, so the quote cannot reach its premium.
 * Otherwise the answers are saved as questionDetails saves a page (re-rated, acceptance undone).
 */
async function saveVapVehicle(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  body: ValidateRequest,
): Promise<ValidateReceipt> {
  const sent = answersOfVapVehicle(body.car ?? {})
  const fieldOfRef = new Map(VAP_VEHICLE_FIELDS.map((field) => [VAP_VEHICLE_REFS[field] as string, field]))
  const checked = validateQuestionsPage(
    page,
    page.questions.map((question) => ({
      questionId: question.id,
      selectedAnswers: submittedAnswersOf(question, sent[question.externalReferenceId]),
    })),
  )
  if (!checked.ok) {
    refuse(
      checked.errors.map(({ path, message }) => {
        const ref = page.questions.find((question) => question.id === path)?.externalReferenceId ?? path
        return { path: `car.${fieldOfRef.get(ref) ?? ref}`, message }
      }),
    )
  }
  const answered = vapVehicleAnswersOf(checked.answers)
  const quoted = quote.progress.answers[REF.vehicle]?.values ?? {}
  const vehicle = await app.vehicles.byCodeAndYear(
    quoted[VEHICLE_CODE] ?? '',
    Number(quoted[YEAR_CODE] ?? Number.NaN),
  )
  if (!vehicle) throw new ApiError(409, NO_VEHICLE_TO_COVER_MESSAGE)
  const thisYear = Number(southAfricanToday(new Date()).slice(0, 4))
  const refusals = vapRefusals(
    carForVapOf(vehicle, {
      owner: answered.owner === true,
      taxi: answered.taxi === true,
      existingDamage: answered.existingDamage === true,
      registeredInSA: answered.registeredInSA === true,
      isLimoOrPanelVan: answered.isLimoOrPanelVan === true,
    }),
    thisYear,
  )
  if (refusals.length > 0) {
    throw new ApiError(
      409,
      refusals.map(({ message }) => message).join(' '),
      refusals.map(({ field, message }) => ({ path: `car.${field}`, message })),
    )
  }
  const answers = mergeAnswers(quote.progress.answers, checked.answers)
  const rated = await rateQuote(app, quote.journey, answers, quote.progress.flags)
  if (rated.outcome === 'INVALID') refuse(rated.problems)
  if (rated.outcome === 'NOT_QUALIFIED') throw new ApiError(409, QUOTE_NOT_QUALIFIED_MESSAGE)
  await app.quotes.saveAnswers(
    quote.row.hashedId,
    page.questions.map((question) => question.externalReferenceId),
    answers,
    { price: rated.price, declineReason: null },
  )
  const before = priceOf(quote.row)
  // Saved: the answers, and a premium accepted before is to be accepted again (saveAnswers).
  const premiumPages = new Set(
    quote.journey.pages.filter((candidate) => candidate.kind === 'PREMIUM').map(({ code }) => code),
  )
  const done = new Set([...quote.progress.done].filter((code) => !premiumPages.has(code)))
  return {
    price: rated.price,
    priceChanged: !samePrice(before, rated.price),
    nextPage: pageAfterSave(quote.journey, { ...quote.progress, answers, done }, page).code,
  }
}

/** VAP's address page (its settings name this call): the address page's rule and rows, as updateContact's. */
async function saveAddressPage(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  body: ValidateRequest,
): Promise<ValidateReceipt> {
  await saveAddresses(app, quote, page, body.address)
  return { price: priceOf(quote.row), priceChanged: false, nextPage: nextAfter(quote, page) }
}

/** A page whose settings name this call. */
const savedHere = (page: FullQuotePage) => savesThroughOf(page) === 'validate'

/** The pages POST A/quote/validate saves, by the part of the body that carries their fields. */
const VALIDATED_PAGES: Readonly<Record<Part, ValidatedPage>> = {
  medicalAidScheme: { kinds: ['MEDICAL_AID'], saves: savedHere, save: saveMedicalAid },
  // A car page names the full sale's validate, which this part does as well. A VAP vehicle page is
  // not a car page: its refusal rule runs only through `car`.
  carPage: {
    kinds: ['QUESTIONS'],
    saves: (page) =>
      (savedHere(page) || savesThroughOf(page) === 'carFullSaleValidate') && !page.settings.refusalRule,
    save: saveCarPageOfValidate,
  },
  car: {
    kinds: ['QUESTIONS'],
    saves: (page) => savedHere(page) && page.settings.refusalRule === 'VAP',
    save: saveVapVehicle,
  },
  address: { kinds: ['ADDRESS'], saves: savedHere, save: saveAddressPage },
}
const PARTS = Object.keys(VALIDATED_PAGES) as Part[]

/**
 * POST A/quote/validate (forms spec §7): the pages whose fields a domain rule checks on the server
 * before they are stored (GAP's medical aid; VAP's address and car). The body carries one page's part;
 * the asker must own the quote; the page must be the quote's, reachable, and of the part's kind.
 */
const validateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wyzeapi/quote/validate',
    {
      schema: {
        tags: ['quote'],
        summary:
          "A page checked by its domain rule and stored: GAP's medical aid (medicalAidScheme; a changed plan re-rates); a car full sale page (carPage; what cannot be insured online is 409); VAP's vehicle (car; 409 with the sentence for a car VAP cannot cover online) and address (address)",
        body: ValidateRequestSchema,
        response: {
          200: okEnvelope(ValidateReceiptSchema),
          400: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const body = request.body
      const carried = PARTS.filter((part) => body[part] !== null && body[part] !== undefined)
      if (carried.length !== 1) {
        refuse([{ path: '', message: ONE_PAGE_TO_VALIDATE_MESSAGE.replace('{parts}', PARTS.join(', ')) }])
      }
      const part = carried[0]!
      await app.quoteOwners.requireQuote(request, body.hashedQuoteId, 'change')
      const quote = await loadQuote(app, body.hashedQuoteId)
      requireOpen(quote)
      const page = pageOfCall(quote, body.hashedPageId)
      const validated = VALIDATED_PAGES[part]
      // The page must be of the part's kind and save through this call (its settings say so).
      if (!validated.kinds.includes(page.kind) || !validated.saves(page)) {
        refuse([{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
      }
      const receipt = await validated.save(app, quote, page, body)
      const { nextPage, ...saved } = receipt
      return ok({ ...saved, nextPage: nextPage ?? nextAfter(quote, page) })
    },
  )
}

export default validateRoutes
