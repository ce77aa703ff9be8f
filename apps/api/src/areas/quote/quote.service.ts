import { toLocalIsoDate } from '@insure/domain/calendar'
import type { FeatureFlag, ProductCode } from '@insure/domain/catalogue'
import {
  NOT_SOLD_ONLINE_MESSAGE,
  carryForward,
  firstIncompletePage,
  isSoldOnline,
  mergeAnswers,
  pageAfterSave,
  validateQuestionsPage,
  type FullQuotePage,
  type QuestionDetailsReceipt,
  outcomesOf,
  selectionsOffered,
  shownPages,
  submittedAnswersOf,
  type FullQuoteJourney,
  coverOptionKeyOf,
  type PricedOption,
  type QuoteProgress,
  type QuoteStatus,
} from '@insure/domain/full-quote'
import { maskIdNumber, maskMedicalAidNumber } from '@insure/domain/masking'
import type { MedicalAidPlan } from '@insure/domain/medical-aid'
import {
  LIFE_NOT_QUALIFIED_ROUTES,
  type AnswersByRef,
  type LifeNotQualifiedReason,
  type SubmittedAnswer,
  type SubmittedQuestion,
} from '@insure/domain/quick-quote'
import {
  coverChoicesOf,
  motorInputOf,
  rateAccidentalDeathBenefit,
  rateMotorPerExcess,
  rateQuickQuote,
} from '@insure/domain/rating'
import { priceVapAddOns, vapAddOnsOffered, type PricedAddOn } from '@insure/domain/vap'
import type { FastifyInstance } from 'fastify'
import { ApiError, MESSAGES, type FieldError } from '../../plugins/envelope.ts'
import { carLookupsOf } from '../car-full-sale/car-quote.ts'
import { UNKNOWN_QUOTE_MESSAGE } from '../quote-owner/quote-owners.ts'
import { resolveLookups } from '../quick-quote/quick-quote.routes.ts'
import type { QuoteRow, StoredPrice } from './quote.repository.ts'

export const QUOTE_PURCHASED_MESSAGE = 'This quote has been bought: its policy is shown instead.'
export const QUOTE_NOT_QUALIFIED_MESSAGE = 'This quote cannot be offered online.'
export const PAGE_NOT_IN_JOURNEY_MESSAGE = 'This page is not part of the quote.'
export const PAGE_NOT_YET_MESSAGE = 'Answer the earlier pages of the quote first.'

export type RatedQuote =
  | { outcome: 'QUOTED'; price: StoredPrice }
  | { outcome: 'NOT_QUALIFIED'; reason: LifeNotQualifiedReason; tableVersion: string }
  | { outcome: 'INVALID'; problems: FieldError[] }

function isNotQualifiedReason(outcome: string): outcome is LifeNotQualifiedReason {
  return Object.hasOwn(LIFE_NOT_QUALIFIED_ROUTES, outcome)
}

/**
 * Rates a quote on its full answers (issue 18: the full quote re-rates with the full answers), on the
 * tables in effect today. An answer whose outcome is a not-qualified route decides first (the life
 * questionnaire); then the rating engine, which may find the cover out of range.
 */
export async function rateQuote(
  app: FastifyInstance,
  journey: FullQuoteJourney,
  answers: AnswersByRef,
  flags: readonly FeatureFlag[],
  today = new Date(),
): Promise<RatedQuote> {
  const tables = await app.journeys.ratingTablesOn(toLocalIsoDate(today))
  const pages = shownPages(journey, { answers, flags })
  const decided = pages.flatMap((page) => outcomesOf(page, answers)).find(isNotQualifiedReason)
  if (decided) return { outcome: 'NOT_QUALIFIED', reason: decided, tableVersion: tables.version }

  const questions = pages.flatMap((page) => page.questions)
  const selected = new Map<string, SubmittedAnswer[]>(
    questions.map((question) => [
      question.id,
      submittedAnswersOf(question, answers[question.externalReferenceId]),
    ]),
  )
  const { lookups, problems } = await resolveLookups(app, questions, selected)
  if (problems.length > 0) return { outcome: 'INVALID', problems }
  const rated = rateQuickQuote(journey.productCode, answers, lookups, tables, today)
  if (rated.outcome === 'INVALID') {
    return {
      outcome: 'INVALID',
      problems: rated.problems.map((problem) => ({ path: problem.ref, message: problem.message })),
    }
  }
  if (rated.outcome === 'NOT_QUALIFIED') {
    return { outcome: 'NOT_QUALIFIED', reason: rated.reason, tableVersion: rated.tableVersion }
  }
  return {
    outcome: 'QUOTED',
    price: {
      premiumCents: rated.premium,
      coverCents: rated.cover,
      excessCents: rated.excess,
      excessKey: rated.excessKey,
      tableVersion: rated.tableVersion,
      steps: rated.steps,
    },
  }
}

/**
 * The accidental death benefit a quote's premium page offers (life, the adb flag): its premium for
 * the quote's cover on today's tables, or null.
 */
export async function accidentalDeathBenefitOf(
  app: FastifyInstance,
  quote: LoadedQuote,
  today = new Date(),
): Promise<{ premiumCents: number; coverCents: number } | null> {
  const premiumPage = quote.journey.pages.find((page) => page.kind === 'PREMIUM')
  const price = priceOf(quote.row)
  if (!selectionsOffered(premiumPage, quote.progress.flags).includes('ADB') || !price) {
    return null
  }
  const tables = await app.journeys.ratingTablesOn(toLocalIsoDate(today))
  const premiumCents = rateAccidentalDeathBenefit(price.coverCents, tables.life)
  return premiumCents === null ? null : { premiumCents, coverCents: price.coverCents }
}

/**
 * The priced options a quote offers (issue 23): its rated price, as the cover the premium page
 * offers first, and the accidental death benefit where offered; a car has one per voluntary excess
 * instead. Accept records the one chosen.
 */
export async function pricedOptionsOf(app: FastifyInstance, quote: LoadedQuote): Promise<PricedOption[]> {
  const price = priceOf(quote.row)
  if (!price) return []
  const premiumPage = quote.journey.pages.find((page) => page.kind === 'PREMIUM')
  const covers = selectionsOffered(premiumPage, quote.progress.flags)
  const rated: PricedOption = {
    key: covers[0] ?? price.excessKey,
    selectedProduct: covers[0] ?? null,
    ...price,
  }
  if (quote.row.productCode === 'car') return (await carOptionsOf(app, quote)) ?? [rated]
  const amounts = await coverOptionsOf(app, quote, rated)
  const adb = await accidentalDeathBenefitOf(app, quote)
  // The accidental death benefit: its own premium for the same cover, no excess; its trace is
  // life's, which it does not follow, so it carries none.
  return adb
    ? [
        ...amounts,
        { ...rated, key: 'ADB', selectedProduct: 'ADB', premiumCents: adb.premiumCents, steps: [] },
      ]
    : amounts
}

/**
 * The quote's price and, for a product whose cover is an answer, every other cover amount it may
 * choose (issue 25), each rated on the quote's answers with that cover: the rated one first (what
 * accept takes when no amount is named), then the others by amount. An amount that does not rate
 * (life beyond what the income allows) is not offered.
 */
async function coverOptionsOf(
  app: FastifyInstance,
  quote: LoadedQuote,
  rated: PricedOption,
): Promise<PricedOption[]> {
  const today = new Date()
  const tables = await app.journeys.ratingTablesOn(toLocalIsoDate(today))
  const choices = coverChoicesOf(quote.row.productCode as ProductCode, quote.progress.answers, tables)
  if (choices.length === 0) return [rated]
  const others: PricedOption[] = []
  for (const choice of choices) {
    if (choice.coverCents === rated.coverCents) continue
    const other = await rateQuote(app, quote.journey, choice.answers, quote.progress.flags, today)
    if (other.outcome !== 'QUOTED') continue
    others.push({ ...rated, key: coverOptionKeyOf(other.price.coverCents), ...other.price })
  }
  return [{ ...rated, key: coverOptionKeyOf(rated.coverCents) }, ...others]
}

/**
 * The VAP add-ons a quote's premium page offers (aof_vaps, decision 011: the car's page, with the
 * flag), each priced by rateVap on the quote's vehicle on the tables in force; none otherwise, with
 * no read for a quote that offers none.
 */
export async function addOnsOf(
  app: FastifyInstance,
  quote: LoadedQuote,
  today = new Date(),
): Promise<PricedAddOn[]> {
  const premiumPage = quote.journey.pages.find((page) => page.kind === 'PREMIUM')
  const offered = vapAddOnsOffered(premiumPage?.settings, quote.progress.flags)
  if (offered.length === 0) return []
  const [tables, lookups] = await Promise.all([
    app.journeys.ratingTablesOn(toLocalIsoDate(today)),
    carLookupsOf(app, quote.progress.answers),
  ])
  return priceVapAddOns(offered, lookups.vehicle, tables.vap, tables.version, today.getFullYear())
}

/**
 * A car's options: its premium for each voluntary excess of the tables in force (the full sale's
 * premiums call prices the same), none first; null when its answers cannot be priced.
 */
async function carOptionsOf(app: FastifyInstance, quote: LoadedQuote, today = new Date()) {
  const answers = quote.progress.answers
  const [tables, lookups] = await Promise.all([
    app.journeys.ratingTablesOn(toLocalIsoDate(today)),
    carLookupsOf(app, answers),
  ])
  const read = motorInputOf('car', answers, lookups, today)
  if (!read.ok) return null
  return rateMotorPerExcess(read.input, tables.motor).map(({ voluntaryExcess, price }): PricedOption => ({
    key: voluntaryExcess.key,
    selectedProduct: null,
    premiumCents: price.premium,
    coverCents: price.cover,
    excessCents: price.excess,
    excessKey: price.excessKey,
    tableVersion: tables.version,
    steps: price.steps,
  }))
}

/**
 * A quote that exists, with its journey (the version it is answered on) and state; named by its
 * own id, or by its quick quote's.
 */
export async function loadQuote(
  app: FastifyInstance,
  hashedQuoteId: string,
  by: 'quote' | 'quickQuote' = 'quote',
) {
  const found = await app.quotes.quoteWithState(hashedQuoteId, by)
  if (!found) throw new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
  const { row, state } = found
  // A quote of a product not sold online (made before addQuote refused them) runs on a page list
  // without its questions: no call reads, answers, accepts or buys it.
  if (!isSoldOnline(row.productCode)) throw new ApiError(409, NOT_SOLD_ONLINE_MESSAGE)
  const journey = await app.journeys.fullQuoteOf(row.productCode as ProductCode, row.journeyVersion)
  if (!journey) throw new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
  const progress: QuoteProgress = {
    answers: state.answers,
    done: state.done,
    flags: row.flags as FeatureFlag[],
    purchased: state.policy !== null,
  }
  // The quick quote's suburb, for the address page to start from (an in-memory lookup).
  const suburbId = carryForward({ answers: state.answers }).suburbId
  const suburb = suburbId === null ? undefined : await app.suburbs.byId(suburbId)
  const carriedSuburb = suburb
    ? { id: suburb.id, suburb: suburb.suburb, town: suburb.town, province: suburb.province }
    : null
  return { row, journey, state, progress, carriedSuburb }
}
export type LoadedQuote = Awaited<ReturnType<typeof loadQuote>>

/**
 * The quote as it stands once a page's save has recorded `kind` as done: the save's own effect,
 * applied in memory rather than by reading the whole quote again (a read per page saved was a
 * fifth of a journey's statements in the journeys bench).
 */
export function withPageDone(quote: LoadedQuote, page: { code: string }): LoadedQuote {
  return { ...quote, progress: { ...quote.progress, done: new Set([...quote.progress.done, page.code]) } }
}

/** The quote's stored price, or null when it has none (not qualified). */
export function priceOf(row: QuoteRow): StoredPrice | null {
  if (row.premiumCents === null || row.coverCents === null) return null
  return {
    premiumCents: row.premiumCents,
    coverCents: row.coverCents,
    excessCents: row.excessCents ?? 0,
    excessKey: row.excessKey ?? 'NONE',
    tableVersion: row.ratingTableVersion,
    steps: row.ratingTrace ?? [],
  }
}

export function samePrice(a: StoredPrice | null, b: StoredPrice | null): boolean {
  return (
    a?.premiumCents === b?.premiumCents &&
    a?.coverCents === b?.coverCents &&
    a?.excessCents === b?.excessCents &&
    a?.excessKey === b?.excessKey
  )
}

/** Refuses a change to a quote that is bought or not offered. */
export function requireOpen(quote: LoadedQuote): void {
  if (quote.progress.purchased || quote.row.status === 'PURCHASED')
    throw new ApiError(409, QUOTE_PURCHASED_MESSAGE)
  if (quote.row.status === 'NOT_QUALIFIED') throw new ApiError(409, QUOTE_NOT_QUALIFIED_MESSAGE)
}

/** The page of the quote's journey a call names by hashedPageId; it must be shown and reachable. */
export function pageOfCall(quote: LoadedQuote, hashedPageId: string) {
  const page = shownPages(quote.journey, quote.progress).find(
    (candidate) => candidate.hashedPageId === hashedPageId,
  )
  if (!page)
    throw new ApiError(400, MESSAGES.validation, [
      { path: 'hashedPageId', message: PAGE_NOT_IN_JOURNEY_MESSAGE },
    ])
  const allowed = firstIncompletePage(quote.journey, quote.progress)
  if (page.index > allowed.index) {
    throw new ApiError(409, PAGE_NOT_YET_MESSAGE)
  }
  return page
}

type AddressRow = LoadedQuote['state']['addresses'][number]

/** The address page's answers as the page draws them again; null before it is answered. */
function savedAddressesOf(rows: readonly AddressRow[]): QuoteStatus['addresses'] {
  const residence = rows.find((row) => row.addressType === 'RESIDENCE')
  if (!residence) return null
  const postal = rows.find((row) => row.addressType === 'MAILING')
  return {
    residence: {
      streetNo: residence.streetNo ?? '',
      street: residence.street ?? '',
      isComplexOrFlat: residence.isComplexOrFlat,
      unitNo: residence.unitNo,
      buildingName: residence.buildingName,
      afrigisCode: residence.afrigisCode ?? '',
      postArea: residence.postArea,
      town: residence.town,
      province: residence.province,
    },
    postal: postal
      ? {
          poBox: postal.poBox ?? '',
          number: postal.postalNumber,
          area: postal.postalArea ?? '',
          city: postal.city ?? '',
          county: postal.county ?? '',
          code: postal.postalCode ?? '',
        }
      : null,
  }
}

/** The quote as getQuoteStatus and resume-quote answer it; ID numbers masked. */
export function statusOf(quote: LoadedQuote, priceChanged = false): QuoteStatus {
  const { row, journey, state, progress } = quote
  const contact = state.contact
  const price = priceOf(row)
  const acceptance = state.acceptance
  return {
    hashedQuoteId: row.hashedId,
    hashedQuickQuoteSessionId: row.quickQuoteHashedId,
    hashedProductId: row.hashedProductId,
    productCode: row.productCode,
    companyCode: row.companyCode,
    status: row.status,
    declineRoute:
      row.status === 'NOT_QUALIFIED' && row.declineReason && isNotQualifiedReason(row.declineReason)
        ? LIFE_NOT_QUALIFIED_ROUTES[row.declineReason]
        : null,
    // The domain's types are read-only views of the same data.
    journey: { version: journey.version, pages: journey.pages as QuoteStatus['journey']['pages'] },
    answers: progress.answers as QuoteStatus['answers'],
    done: [...progress.done],
    flags: [...progress.flags],
    firstIncompletePage: firstIncompletePage(journey, progress).code,
    price,
    priceChanged,
    acceptance: acceptance
      ? {
          premiumCents: acceptance.premiumCents,
          totalCoverCents: acceptance.totalCoverCents,
          selectedProduct: acceptance.selectedProduct,
          addOns: acceptance.addOns.map((addOn) => addOn.productCode),
          current: acceptance.supersededAt === null,
        }
      : null,
    contact: contact
      ? {
          hashedContactId: contact.hashedId,
          title: contact.title,
          name: contact.name,
          fullNames: contact.fullNames,
          surname: contact.surname,
          email: contact.email,
          mobile: contact.mobile,
          citizenId: contact.citizenId ? maskIdNumber(contact.citizenId) : null,
          occupation: contact.occupation,
          maritalStatus: contact.maritalStatus,
        }
      : null,
    addresses: savedAddressesOf(state.addresses),
    medicalAid: state.medicalAid
      ? {
          name: state.medicalAid.schemeName,
          option: state.medicalAid.optionName,
          number: maskMedicalAidNumber(state.medicalAid.memberNumber),
          inceptionDate: state.medicalAid.inceptionDate,
          plan: state.medicalAid.plan as MedicalAidPlan,
        }
      : null,
    policy: state.policy
      ? {
          policyNumber: state.policy.policyNumber,
          hashedPolicyId: state.policy.hashedId,
          premiumCents: state.policy.premiumCents,
          commencementDate: state.policy.commencementDate,
        }
      : null,
    pageHistory: state.pageHistory,
    disclaimerAnswers: state.disclaimerAnswers,
    beneficiaries: state.beneficiaries.map((row) => {
      const { relation, beneficiaryDesignation, ...shared } = row
      return {
        ...shared,
        // numeric(5,2) reads back as "50.00": shown as it was typed.
        benefitPercentage: String(Number(row.benefitPercentage)),
        ...(relation ? { relation } : {}),
        ...(beneficiaryDesignation ? { beneficiaryDesignation } : {}),
      }
    }),
    carriedSuburb: quote.carriedSuburb,
  }
}

/**
 * A questions page's answers saved (questionDetails, and the car full sale's validate): validated
 * with the spec's messages, merged into the quote's, `check` asked what the merged answers cannot be
 * (it throws, and nothing is stored), the quote re-rated on the full answers (an answer's
 * not-qualified outcome decides first), stored with the premium's acceptance made stale.
 */
export async function saveQuestionAnswers(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  answeredQuestions: readonly SubmittedQuestion[],
  check: (answers: AnswersByRef) => void | Promise<void> = () => {},
): Promise<QuestionDetailsReceipt> {
  const validated = validateQuestionsPage(page, answeredQuestions)
  if (!validated.ok) {
    throw new ApiError(
      400,
      MESSAGES.validation,
      validated.errors.map((error) => ({
        path: `answeredQuestions.${error.path}`,
        message: error.message,
      })),
    )
  }
  const answers = mergeAnswers(quote.progress.answers, validated.answers)
  await check(answers)
  const rated = await rateQuote(app, quote.journey, answers, quote.progress.flags)
  if (rated.outcome === 'INVALID') throw new ApiError(400, MESSAGES.validation, rated.problems)
  await app.quotes.saveAnswers(
    quote.row.hashedId,
    page.questions.map((question) => question.externalReferenceId),
    answers,
    rated.outcome === 'QUOTED'
      ? { price: rated.price, declineReason: null }
      : { price: null, declineReason: rated.reason },
  )
  // Saved: the new answers, and a premium accepted before is to be accepted again (saveAnswers).
  const premiumPages = new Set(
    quote.journey.pages.filter((candidate) => candidate.kind === 'PREMIUM').map(({ code }) => code),
  )
  const saved: QuoteProgress = {
    ...quote.progress,
    answers,
    done: new Set([...quote.progress.done].filter((code) => !premiumPages.has(code))),
  }
  return {
    status: rated.outcome === 'QUOTED' ? 'OPEN' : 'NOT_QUALIFIED',
    nextPage: pageAfterSave(quote.journey, saved, page).code,
    declineRoute: rated.outcome === 'NOT_QUALIFIED' ? LIFE_NOT_QUALIFIED_ROUTES[rated.reason] : null,
    price: rated.outcome === 'QUOTED' ? rated.price : null,
  }
}
