import {
  CAR_NOT_ONLINE_MESSAGE,
  CarDropoffFormSchema,
  FinanceHouseSchema,
  MAX_REGULAR_DRIVERS,
  VEHICLE_NOT_CONFIRMED_MESSAGE,
} from '@insure/domain/car'
import { southAfricanToday } from '@insure/domain/debit-order/dates'
import {
  MAX_BENEFICIARY_ROWS,
  PriceQueryFormSchema,
  bankingSettingsOf,
  savesThroughOf,
  validatePage,
} from '@insure/domain/full-quote'
import { MedicalAidSchema } from '@insure/domain/medical-aid'
import type { FullQuotePage, PageKind, QuoteStatus } from '@insure/domain/full-quote'
import { answersByRef, type JourneyQuestion, type SubmittedQuestion } from '@insure/domain/quick-quote'
import { VAP_VEHICLE_FIELDS, VAP_VEHICLE_REFS, vapVehicleAnswersOf } from '@insure/domain/vap'
import { data, type ActionFunctionArgs } from 'react-router'
import { echoForm, parseForm, type FormReply } from '../../lib/forms/schema-form.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { pageAction as leadFormAction } from '../../lib/page-action.server.ts'
import { FORM_NAME_FIELD } from '../../lib/posted-form.tsx'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import {
  apiErrorsOf,
  apiMessageOf,
  banksOf,
  commencementDatesOf,
  debitOrderDayOf,
  disclaimersOf,
  gapMedicalSchemesOf,
  redirectToPage,
  type ApiAnswer,
} from './full-quote.server.ts'
import type { PageAnswer } from './page-data.ts'
import {
  ADD_ROW_INTENT,
  BOUGHT_PARAMETER,
  CAR_CONFIRMED_FIELD,
  CAR_DROPOFF_INTENT,
  CAR_SEARCHED_FIELD,
  FIND_CAR_INTENT,
  FIND_SUBURB_INTENT,
  FIRST_DEBIT_PARAMETER,
  PRICE_QUERY_INTENT,
  RECALCULATE_INTENT,
  REMOVE_ROW_INTENT,
  SAVE_FOR_LATER_INTENT,
  SHOW_DATES_INTENT,
} from './page-intents.ts'
import type { addressesOf } from './page-forms.ts'
import {
  INTENT_FIELD,
  SUBURB_SEARCH_FIELD,
  addressFormSchema,
  beneficiariesFormSchema,
  beneficiaryRowCount,
  contactFormSchema,
  debitOrderFormSchema,
  disclaimerFormSchema,
  messagesOfApiErrors,
  premiumFormSchema,
  questionsFormSchema,
  rowMessagesOfApi,
  withoutRow,
  type PagePayload,
} from './page-forms.ts'
import {
  asksRegularDrivers,
  changeQuotedCar,
  lookUpRegistration,
  quotedCarOf,
  registrationQuestionOf,
  sameCar,
  searchedCarOf,
  withoutDriver,
} from './car-vehicle.server.ts'
import { callQuoteApi } from './quote-api.server.ts'
import { SaveForLaterRequestSchema } from '@insure/domain/quote-owner'

type PageActionArgs = {
  request: Request
  /** The page's address (lib/page-request.ts). */
  url: URL
  context: SiteLoadContext
  status: QuoteStatus
  page: FullQuotePage
  form: FormData
}

const SOMETHING_WENT_WRONG = 'Something went wrong, please retry.'

/** Longest text kept from one field; the schemas allow far less, this only bounds the echo. */
const FIELD_ECHO_MAX_CHARS = 2000

/** The form's text fields, each cut to a bound (a file or an endless field is not echoed). */
function boundedForm(form: FormData): FormData {
  const bounded = new FormData()
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') bounded.append(name, value.slice(0, FIELD_ECHO_MAX_CHARS))
  }
  return bounded
}

/** A posted form read with the page's schema (lib/forms: the same parse as the form in the browser). */
function read<Schema extends Parameters<typeof parseForm>[1]>(form: FormData, schema: Schema) {
  return parseForm(boundedForm(form), schema)
}

type FormFieldsTyped = NonNullable<FormReply['initialValue']>

type Reply = {
  reply: (options?: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => FormReply
}

let answers = 0
/** An answer of the page's action that shows the form again (400, or 200 for a button that changes it). */
function answer(fields: Omit<PageAnswer, 'answerId'>, status = 400) {
  answers += 1
  const body: PageAnswer = { answerId: `${Date.now()}-${answers}`, ...fields }
  return data(body, { status, headers: PRIVATE_PAGE_HEADERS })
}

/** The form refused by the page's rule: Conform's reply, the spec's message beside each field. */
function invalid(submission: Reply, extra: Omit<PageAnswer, 'answerId' | 'result'> = {}) {
  return answer({ result: submission.reply(), ...extra })
}

/**
 * The API's refusal as the page shows it: its field errors beside the fields, its sentence at the
 * top; an answer above 499 is ours and throws to the error page.
 */
function refused(
  submission: Reply,
  sent: ApiAnswer,
  prefix: string,
  extra: Omit<PageAnswer, 'answerId' | 'result'> = {},
  onFields: (fieldErrors: Record<string, string[]>) => Record<string, string[]> = (same) => same,
) {
  if (sent.status >= 500) throw new Error(`The API answered ${sent.status}`)
  const errors = apiErrorsOf(sent)
  const { fieldErrors, formErrors } =
    errors.length > 0
      ? messagesOfApiErrors(errors, prefix)
      : { fieldErrors: {}, formErrors: [apiMessageOf(sent) ?? SOMETHING_WENT_WRONG] }
  const result = submission.reply({ fieldErrors: onFields(fieldErrors), formErrors })
  return answer({ result, ...extra }, sent.status === 409 ? 409 : 400)
}

const ofQuote = (status: QuoteStatus) => ({ hashedQuoteId: status.hashedQuoteId })

/**
 * A car the site cannot insure online: the visitor's call-back form (carManualDropoff), checked with
 * the domain's schema; once sent, the page says when the call comes.
 */
async function askForCall({ context, status, form }: PageActionArgs) {
  const typed = echoForm(boundedForm(form))
  const submission = read(form, CarDropoffFormSchema)
  if (submission.status !== 'success')
    return answer({ result: typed, dropoff: { reply: submission.reply() } })
  const sent = await callQuoteApi(context, 'carManualDropoff', undefined, {
    carFullSaleSessionId: status.hashedQuoteId,
    ...submission.value,
  })
  if (!sent.ok) {
    if (sent.answer.status >= 500) throw new Error(`The API answered ${sent.answer.status}`)
    const formErrors = [apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG]
    return answer({ result: typed, dropoff: { reply: submission.reply({ formErrors }) } })
  }
  return answer({ result: typed, dropoff: { expected: sent.data.message } }, 200)
}

async function saveQuestions(args: PageActionArgs) {
  if (args.form.get(INTENT_FIELD) === CAR_DROPOFF_INTENT) return askForCall(args)
  const registrationQuestion = registrationQuestionOf(args.page)
  if (registrationQuestion) return saveCarVehicle(args, registrationQuestion)
  const drivers = asksRegularDrivers(args.page)
  if (drivers) {
    const changed = changeDrivers(args)
    if (changed) return changed
  }
  const { request, url, context, status, page, form } = args
  // The drivers shown stay shown when the page is drawn again with its messages.
  const extra = drivers ? { rows: driverRowsOf(form) } : {}
  const submission = read(form, questionsFormSchema(page))
  if (submission.status !== 'success') return invalid(submission, extra)
  // A page that names validate (VAP's vehicle page, with its refusal rule) is saved there.
  if (savesThroughOf(page) === 'validate') {
    return saveRefusableQuestions({ request, url, context, status, page }, submission, submission.value)
  }
  return saveAnswered(args, submission, submission.value, extra)
}

/**
 * A car's vehicle page (issue 23): it starts from the registration number. "Find my car" (and
 * Continue with a number not looked up yet) asks the register and shows the car found to confirm,
 * or the register's sentence and the vehicle search; a number no province issues is said beside the
 * field. Continue then needs the car found confirmed; a car other than the quoted one becomes the
 * quote's car (its quick quote re-rated), and the page is saved through the full sale's validate.
 */
async function saveCarVehicle(args: PageActionArgs, registrationQuestion: JourneyQuestion) {
  const { context, status, page, form } = args
  const typed = echoForm(boundedForm(form))
  const regNumber = String(form.get(registrationQuestion.answers[0]?.id ?? '') ?? '').trim()
  const finding = form.get(INTENT_FIELD) === FIND_CAR_INTENT
  const lookup =
    regNumber || finding ? await lookUpRegistration(context, status.hashedQuoteId, regNumber) : null
  const registration = lookup?.ok ? lookup.registration : undefined
  const extra = registration ? { registration } : {}
  const numberProblem: Record<string, string[]> =
    lookup && !lookup.ok ? { [registrationQuestion.id]: [lookup.message] } : {}
  if (finding) return answer({ result: { ...typed, error: numberProblem }, ...extra }, lookup?.ok ? 200 : 400)

  const submission = read(form, questionsFormSchema(page))
  const confirmed = form.get(CAR_CONFIRMED_FIELD) === 'yes'
  const confirmProblem: Record<string, string[]> =
    registration?.found && !confirmed ? { [CAR_CONFIRMED_FIELD]: [VEHICLE_NOT_CONFIRMED_MESSAGE] } : {}
  const formErrors = submission.status === 'success' ? {} : (submission.reply().error ?? {})
  const errors = { ...formErrors, ...numberProblem, ...confirmProblem }
  if (submission.status !== 'success' || Object.keys(errors).length > 0)
    return answer({ result: { ...typed, error: errors }, ...extra })

  // The car found and confirmed, else the one the search chose, else the quote's car stays.
  const car = registration?.vehicle
    ? { code: registration.vehicle.code, year: registration.vehicle.year }
    : searchedCarOf(String(form.get(CAR_SEARCHED_FIELD) ?? ''))
  if (car && !sameCar(car, quotedCarOf(status))) {
    const changed = await changeQuotedCar(context, status, car)
    if (!changed.ok) return refused(submission, changed.answer, 'answeredQuestions', extra)
  }
  return saveAnswered(args, submission, submission.value, extra)
}

/**
 * "Add another driver" and "Remove driver n" on the regular driver page (a repeating group): the
 * page drawn again with one driver more or less, what was typed kept (the later drivers move up).
 * Null for a form sent to be saved.
 */
function changeDrivers({ page, form }: PageActionArgs) {
  const intent = String(form.get(INTENT_FIELD) ?? '')
  const rows = driverRowsOf(form)
  if (intent === ADD_ROW_INTENT)
    return answer({ result: echoForm(boundedForm(form)), rows: Math.min(rows + 1, MAX_REGULAR_DRIVERS) }, 200)
  if (intent.startsWith(`${REMOVE_ROW_INTENT}.`)) {
    const removed = Number(intent.split('.')[1])
    if (!Number.isInteger(removed) || removed < 1) return null
    const kept = withoutDriver(page, boundedForm(form), removed)
    return answer({ result: echoForm(kept), rows: Math.max(rows - 1, 1) }, 200)
  }
  return null
}

/** How many drivers the form shows (its `rows` field), one at least. */
function driverRowsOf(form: FormData): number {
  const rows = Number(form.get('rows'))
  return Number.isInteger(rows) && rows >= 1 ? Math.min(rows, MAX_REGULAR_DRIVERS) : 1
}

/** A questions page's answers, checked by its form, saved through the call its page names. */
async function saveAnswered(
  { url, context, status, page }: PageActionArgs,
  submission: Reply,
  answered: SubmittedQuestion[],
  extra: Omit<PageAnswer, 'answerId' | 'result'> = {},
) {
  // A car page saves through the full sale's validate (its settings), which asks the car's rule.
  const sent =
    savesThroughOf(page) === 'carFullSaleValidate'
      ? await callQuoteApi(context, 'carFullSaleValidate', undefined, {
          carFullSaleSessionId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
          answeredQuestions: answered,
        })
      : await callQuoteApi(context, 'questionDetails', ofQuote(status), {
          hashedSessionId: null,
          hashedPageId: page.hashedPageId,
          answeredQuestions: answered,
        })
  if (!sent.ok) {
    // What a car page says cannot be insured online: its sentences, and the call-back form offered.
    const notOnline = sent.answer.status === 409 && apiMessageOf(sent.answer) === CAR_NOT_ONLINE_MESSAGE
    return refused(
      submission,
      sent.answer,
      'answeredQuestions',
      notOnline ? { ...extra, dropoff: {} } : extra,
    )
  }
  const receipt = sent.data
  if (receipt.status === 'NOT_QUALIFIED' && receipt.declineRoute) return redirectToPath(receipt.declineRoute)
  return redirectToPage(url, status.hashedQuoteId, receipt.nextPage)
}

/**
 * A questions page with a refusal rule (VAP's vehicle page, its settings): its answers go to POST
 * A/quote/validate as the Car for VAP fields. A message lands beside its question; a refusal (409)
 * is the page's sentence, shown with the call-me-back form in place of going on.
 */
async function saveRefusableQuestions(
  { url, context, status, page }: Omit<PageActionArgs, 'form'>,
  submission: Reply,
  answered: readonly SubmittedQuestion[],
) {
  const car = vapVehicleAnswersOf(
    answersByRef(
      page.questions,
      new Map(answered.map((question) => [question.questionId, question.selectedAnswers])),
    ),
  )
  const sent = await callQuoteApi(context, 'validate', undefined, {
    hashedQuoteId: status.hashedQuoteId,
    hashedPageId: page.hashedPageId,
    hashedSessionId: null,
    car,
  })
  if (sent.ok) return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
  if (sent.answer.status === 409) {
    const sentence = apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG
    return answer({ result: submission.reply(), refused: sentence }, 409)
  }
  // `car.taxi` is the answer of the question asking it: the message goes beside that question.
  const questionOf = (field: string) =>
    (VAP_VEHICLE_FIELDS as readonly string[]).includes(field)
      ? page.questions.find(
          (question) =>
            question.externalReferenceId === VAP_VEHICLE_REFS[field as keyof typeof VAP_VEHICLE_REFS],
        )?.id
      : undefined
  const errors = apiErrorsOf(sent.answer).map((error) => ({
    ...error,
    path: questionOf(error.path.replace(/^car\./, '')) ?? '',
  }))
  return refused(
    submission,
    { status: sent.answer.status, body: { ...(sent.answer.body as object), errors } },
    '',
  )
}

function redirectToPath(path: string) {
  return new Response(null, { status: 302, headers: { Location: path, ...PRIVATE_PAGE_HEADERS } })
}

async function saveDisclaimers({ request, url, context, status, page, form }: PageActionArgs) {
  const disclaimers = await disclaimersOf({ request, url }, context, status, page)
  const submission = read(form, disclaimerFormSchema(disclaimers))
  if (submission.status !== 'success') return invalid(submission)
  const sent = await callQuoteApi(context, 'disclaimer', undefined, {
    hashedSessionId: null,
    hashedQuoteId: status.hashedQuoteId,
    answers: submission.value,
  })
  // A wrong answer's invalid_answer_content lands beside its question (`answers.<type>.<order>`).
  if (!sent.ok) return refused(submission, sent.answer, '')
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

async function saveContact({ url, context, status, page, form }: PageActionArgs) {
  const submission = read(form, contactFormSchema(page.settings.contactRule ?? 'MINI'))
  if (submission.status !== 'success') return invalid(submission)
  const contact = submission.value
  // The first save adds the contact (addContact names the quote by its quick quote, which the
  // status carries once the API sends it); otherwise, and once the quote has one, it is changed.
  const sent = !status.contact
    ? await callQuoteApi(context, 'addContact', undefined, {
        contact,
        hashedSessionId: null,
        hashedPageId: page.hashedPageId,
        hashedQuickQuoteSessionId: status.hashedQuickQuoteSessionId,
      })
    : await callQuoteApi(context, 'updateContact', undefined, {
        contact,
        hashedQuoteId: status.hashedQuoteId,
        hashedPageId: page.hashedPageId,
      })
  if (!sent.ok) return refused(submission, sent.answer, 'contact')
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

async function findSuburbs({ context, form }: PageActionArgs) {
  const term = String(form.get(SUBURB_SEARCH_FIELD) ?? '').trim()
  const typed = echoForm(boundedForm(form))
  const found = await callQuoteApi(context, 'suburbs', { searchTerm: term, limit: 30 })
  if (!found.ok) {
    // A refused search (a term too short) found nothing yet: its message goes beside the search field.
    const refusal = apiErrorsOf(found.answer)[0]?.message
    return answer({ result: { ...typed, error: refusal ? { [SUBURB_SEARCH_FIELD]: [refusal] } : {} } }, 200)
  }
  const { results, message } = found.data
  return answer({ result: typed, suburbs: results ?? [], suburbMessage: message }, 200)
}

/** A page that saves through life's own call (forms spec §7) sends its part: its addresses or its beneficiaries. */
function saveLifeDetails(
  { context, status, page }: PageActionArgs,
  details: { addresses: ReturnType<typeof addressesOf> } | { beneficiaries: Record<string, string>[] },
) {
  return callQuoteApi(context, 'lifeAddressesAndBeneficiaries', ofQuote(status), {
    hashedSessionId: null,
    hashedPageId: page.hashedPageId,
    ...details,
  })
}

async function saveAddresses(args: PageActionArgs) {
  const { url, context, status, page, form } = args
  if (form.get(INTENT_FIELD) === FIND_SUBURB_INTENT) return findSuburbs(args)
  const submission = read(form, addressFormSchema(page.settings.asksPostalAddress === true))
  if (submission.status !== 'success') return invalid(submission)
  const addresses = submission.value
  const call = savesThroughOf(page)
  // VAP's address page saves through validate (its settings), whose part is `address`.
  if (call === 'validate') {
    const validated = await callQuoteApi(context, 'validate', undefined, {
      hashedQuoteId: status.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      hashedSessionId: null,
      address: addresses,
    })
    if (!validated.ok) return refused(submission, validated.answer, 'address')
    return redirectToPage(url, status.hashedQuoteId, validated.data.nextPage)
  }
  const sent =
    call === 'lifeAddressesAndBeneficiaries'
      ? await saveLifeDetails(args, { addresses })
      : await callQuoteApi(context, 'updateContact', undefined, {
          contact: {},
          addresses,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
        })
  if (!sent.ok) return refused(submission, sent.answer, 'addresses')
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

async function saveBeneficiaries(args: PageActionArgs) {
  const { url, context, status, page, form } = args
  const max = page.settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS
  const typed = echoForm(boundedForm(form))
  const payload: PagePayload = typed.initialValue ?? {}
  const rows = beneficiaryRowCount(payload, max)
  const intent = String(form.get(INTENT_FIELD) ?? '')
  if (intent === ADD_ROW_INTENT) return answer({ result: typed, rows: Math.min(rows + 1, max) }, 200)
  if (intent.startsWith(`${REMOVE_ROW_INTENT}.`)) {
    // The rows without the one removed: the later rows move up, with what was typed in them.
    const kept = withoutRow(payload, Number(intent.split('.')[1]), rows)
    return answer({ result: { initialValue: kept as FormFieldsTyped }, rows: Math.max(rows - 1, 1) }, 200)
  }
  const submission = read(form, beneficiariesFormSchema(page.settings))
  if (submission.status !== 'success') return invalid(submission, { rows })
  const beneficiaries = submission.value
  const sent =
    savesThroughOf(page) === 'lifeAddressesAndBeneficiaries'
      ? await saveLifeDetails(args, { beneficiaries })
      : await callQuoteApi(context, 'addBeneficiary', undefined, {
          hashedSessionId: null,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
          beneficiaries,
        })
  // The API's `beneficiaries.<n>` is the n-th row sent: its message goes beside the row it came from.
  if (!sent.ok)
    return refused(submission, sent.answer, '', { rows }, (fieldErrors) =>
      rowMessagesOfApi(fieldErrors, payload, page.settings),
    )
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

/**
 * GAP's medical aid page (lib/forms): the four fields with MedicalAidSchema's messages, then the
 * page's rule against the schemes GAP tops up (the API applies it again, with the number it holds
 * behind a masked one), saved through the call the page names (POST A/quote/validate).
 */
async function saveMedicalAid({ url, context, status, page, form }: PageActionArgs) {
  const submission = read(form, MedicalAidSchema)
  if (submission.status !== 'success') return invalid(submission)
  const checked = validatePage({ kind: 'MEDICAL_AID', settings: page.settings }, submission.value, {
    schemes: await gapMedicalSchemesOf(context),
    today: southAfricanToday(new Date()),
  })
  if (!checked.ok) {
    const fieldErrors: Record<string, string[]> = {}
    for (const { path, message } of checked.errors) fieldErrors[path] ??= [message]
    return answer({ result: submission.reply({ fieldErrors }) })
  }
  if (savesThroughOf(page) !== 'validate') throw new Error(`${page.code} saves through no call of its kind`)
  const sent = await callQuoteApi(context, 'validate', undefined, {
    hashedQuoteId: status.hashedQuoteId,
    hashedPageId: page.hashedPageId,
    hashedSessionId: null,
    medicalAidScheme: submission.value,
  })
  if (!sent.ok) return refused(submission, sent.answer, 'medicalAidScheme')
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

/**
 * "This looks wrong" on the premium page (issue 25): a call-back about the price naming the answer
 * disputed. The premium form is drawn again as it was; the page says the call is coming.
 */
async function askAboutPrice({ context, status, form }: PageActionArgs) {
  const typed = echoForm(boundedForm(form))
  const submission = read(form, PriceQueryFormSchema)
  if (submission.status !== 'success')
    return answer({ result: typed, priceQuery: { reply: submission.reply() } })
  const sent = await callQuoteApi(context, 'priceQuery', undefined, {
    hashedQuoteId: status.hashedQuoteId,
    hashedSessionId: null,
    ...submission.value,
  })
  if (!sent.ok) {
    if (sent.answer.status >= 500) throw new Error(`The API answered ${sent.answer.status}`)
    const formErrors = [apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG]
    return answer({ result: typed, priceQuery: { reply: submission.reply({ formErrors }) } })
  }
  return answer({ result: typed, priceQuery: { disputed: sent.data.disputed } }, 200)
}

async function acceptPremium(args: PageActionArgs) {
  const { url, context, status, form } = args
  if (form.get(INTENT_FIELD) === PRICE_QUERY_INTENT) return askAboutPrice(args)
  // Without script, "Recalculate": the page again with the cover chosen, and its price.
  if (form.get(INTENT_FIELD) === RECALCULATE_INTENT)
    return answer({ result: echoForm(boundedForm(form)) }, 200)
  const submission = read(form, premiumFormSchema())
  if (submission.status !== 'success') return invalid(submission)
  const sent = await callQuoteApi(context, 'accept', undefined, {
    hashedQuoteId: status.hashedQuoteId,
    hashedSessionId: null,
    ...submission.value,
    reAccept: status.acceptance !== null,
  })
  // 409: the figures shown are stale; the page is drawn again with the new price, to accept again.
  if (!sent.ok) return refused(submission, sent.answer, '')
  return redirectToPage(url, status.hashedQuoteId, sent.data.nextPage)
}

async function purchase({ url, context, status, page, form }: PageActionArgs) {
  const settings = bankingSettingsOf(page.settings)
  const datesByDay = settings.commencementRule === 'LIFE'
  const debitOrderDay = debitOrderDayOf(String(form.get('debitOrderDay')))
  if (form.get(INTENT_FIELD) === SHOW_DATES_INTENT) {
    const dates = await commencementDatesOf(context, page, debitOrderDay)
    return answer({ result: echoForm(boundedForm(form)), dates }, 200)
  }
  const banks = await banksOf(context, page)
  const submission = read(form, debitOrderFormSchema(banks, settings.acceptances))
  if (submission.status !== 'success') {
    const dates = datesByDay ? await commencementDatesOf(context, page, debitOrderDay) : undefined
    return invalid(submission, dates ? { dates } : {})
  }
  // Someone else pays (the box ticked): their details and consent, read and checked by the form.
  const { order, acceptances, payer } = submission.value
  // The page names the call it is bought through and the acceptances it asks (its settings).
  const named = savesThroughOf(page)
  const bought = {
    hashedSessionId: null,
    bankDetails: order,
    ...(payer ? { payer } : {}),
    ...acceptances,
  }
  const sent =
    named === 'carFullSalePurchase'
      ? await callQuoteApi(context, 'carFullSalePurchase', undefined, {
          carFullSaleSessionId: status.hashedQuoteId,
          ...bought,
        })
      : await callQuoteApi(context, named === 'lifePurchase' ? 'lifePurchase' : 'purchase', undefined, {
          hashedQuoteId: status.hashedQuoteId,
          ...bought,
        })
  if (!sent.ok) return refused(submission, sent.answer, 'bankDetails')
  const receipt = sent.data
  const query = new URLSearchParams({
    [FIRST_DEBIT_PARAMETER]: receipt.firstStrikeDate,
    [BOUGHT_PARAMETER]: '1',
  })
  const congratulations = status.journey.pages.find((candidate) => candidate.kind === 'CONGRATULATIONS')
  return redirectToPage(url, status.hashedQuoteId, congratulations?.code ?? 'congratulations', `?${query}`)
}

/**
 * A financed car's congratulations: the confirmation-of-cover letter sent to the finance house
 * (letterNotification), its fields checked with the domain's schema; once sent, where it went.
 */
async function sendCoverLetter({ context, status, form }: PageActionArgs) {
  const typed = echoForm(boundedForm(form))
  const submission = read(form, FinanceHouseSchema)
  if (submission.status !== 'success')
    return answer({ result: typed, coverLetter: { reply: submission.reply() } })
  const sent = await callQuoteApi(context, 'letterNotification', undefined, {
    carFullSaleSessionId: status.hashedQuoteId,
    financeHouse: submission.value,
  })
  if (!sent.ok) {
    if (sent.answer.status >= 500) throw new Error(`The API answered ${sent.answer.status}`)
    return answer({
      result: typed,
      coverLetter: {
        reply: submission.reply({ formErrors: [apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG] }),
      },
    })
  }
  return answer({ result: typed, coverLetter: { sentTo: sent.data.sentTo } }, 200)
}

/**
 * What each page kind does with its form (one table, beside the views of ./page-views.server.ts):
 * validated with the kind's rule, saved through the call its page names, then the next page. A kind
 * that takes nothing answers 405.
 */
const PAGE_ACTIONS: Record<PageKind, ((args: PageActionArgs) => Promise<unknown>) | null> = {
  QUICK_QUOTE: saveQuestions,
  QUESTIONS: saveQuestions,
  DISCLAIMER: saveDisclaimers,
  PERSONAL_INFORMATION: saveContact,
  ADDRESS: saveAddresses,
  BENEFICIARIES: saveBeneficiaries,
  MEDICAL_AID: saveMedicalAid,
  PREMIUM: acceptPremium,
  BANKING_DETAILS: purchase,
  CONGRATULATIONS: sendCoverLetter,
}

/**
 * The call-me-back form a refused page offers (PageRefusal, a slot of the forms feature) posts to
 * this page when the script has not taken it over. The page hands it to the forms' own action
 * (lib/page-action.server.ts, as every page hosting a form does): it stores the call-back and
 * redirects here with `?sent=`, or answers 400 with the messages and what was typed; the refused page
 * then shows the form's outcome. Only a page that can refuse hosts the form.
 */
async function leadFormPost({ request, url, context, page, form }: PageActionArgs) {
  if (!page.settings.refusalRule) {
    throw data('This page has no such form.', { status: 400, headers: PRIVATE_PAGE_HEADERS })
  }
  // The route has read the body: the forms' action gets the same form in a request of its own.
  const headers = new Headers(request.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  const posted = new Request(url, { method: 'POST', headers, body: form })
  return leadFormAction({ request: posted, url, context, params: {} } as unknown as ActionFunctionArgs)
}

/** A page's form sent: validated with the domain's rules, saved through its call, then the next page. */
/**
 * Save and continue later, from any page (issue 25): the resume link e-mailed through the API,
 * which checks the asker owns the quote; the page answers where it went, or the refusal beside the
 * address.
 */
async function saveForLater({ context, status, form }: PageActionArgs) {
  const typed = echoForm(boundedForm(form))
  const submission = read(form, SaveForLaterRequestSchema)
  if (submission.status !== 'success')
    return answer({ result: typed, savedForLater: { reply: submission.reply() } })
  const sent = await callQuoteApi(context, 'saveForLater', { id: status.hashedQuoteId }, submission.value)
  if (!sent.ok) {
    if (sent.answer.status >= 500) throw new Error(`The API answered ${sent.answer.status}`)
    const errors = apiErrorsOf(sent.answer)
    const reply =
      errors.length > 0
        ? submission.reply({ fieldErrors: messagesOfApiErrors(errors, '').fieldErrors })
        : submission.reply({ formErrors: [apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG] })
    return answer({ result: typed, savedForLater: { reply } }, sent.answer.status === 429 ? 429 : 400)
  }
  return answer({ result: typed, savedForLater: { sentTo: sent.data.sentTo } }, 200)
}

/** A page's form sent: validated with the domain's rules, saved through its call, then the next page. */
export async function pageAction(args: PageActionArgs) {
  if (args.form.get(INTENT_FIELD) === SAVE_FOR_LATER_INTENT) return saveForLater(args)
  if (args.form.has(FORM_NAME_FIELD)) return leadFormPost(args)
  const act = PAGE_ACTIONS[args.page.kind]
  if (!act) throw data('This page takes nothing to send.', { status: 405, headers: PRIVATE_PAGE_HEADERS })
  return act(args)
}
