import { bankingSettingsOf, savesThroughOf } from '@insure/domain/full-quote'
import type { FullQuotePage, PageKind, QuoteStatus } from '@insure/domain/full-quote'
import { answersByRef } from '@insure/domain/quick-quote'
import { VAP_VEHICLE_FIELDS, VAP_VEHICLE_REFS, vapVehicleAnswersOf } from '@insure/domain/vap'
import { data } from 'react-router'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import {
  apiErrorsOf,
  apiMessageOf,
  banksOf,
  commencementDatesOf,
  debitOrderDayOf,
  disclaimersOf,
  redirectToPage,
  type ApiAnswer,
} from './full-quote.server.ts'
import type { PageAnswer } from './page-data.ts'
import {
  ADD_ROW_INTENT,
  BOUGHT_PARAMETER,
  FIND_SUBURB_INTENT,
  FIRST_DEBIT_PARAMETER,
  REMOVE_ROW_INTENT,
  SHOW_DATES_INTENT,
} from './page-intents.ts'
import {
  FORM_MESSAGE_KEY,
  INTENT_FIELD,
  acceptanceOf,
  addressesOf,
  answeredQuestionsOf,
  beneficiariesOf,
  beneficiaryRowCount,
  contactOf,
  debitOrderOf,
  disclaimerAnswersOf,
  messagesOfApiErrors,
  rowMessagesOfApi,
  SUBURB_SEARCH_FIELD,
  typedValuesOf,
  unansweredDisclaimers,
  type FieldMessages,
} from './page-forms.ts'
import { callQuoteApi } from './quote-api.server.ts'

type QuoteAddressesSent = ReturnType<typeof addressesOf>['addresses']

type PageActionArgs = {
  request: Request
  context: SiteLoadContext
  status: QuoteStatus
  page: FullQuotePage
  form: FormData
}

const SOMETHING_WENT_WRONG = 'Something went wrong, please retry.'

let answers = 0
/** An answer of the page's action that shows the form again (400, or 200 for a button that changes it). */
function answer(form: FormData, fields: Omit<PageAnswer, 'answerId' | 'values'>, status = 400) {
  answers += 1
  const body: PageAnswer = { answerId: `${Date.now()}-${answers}`, values: typedValuesOf(form), ...fields }
  return data(body, { status, headers: PRIVATE_PAGE_HEADERS })
}

/**
 * The API's refusal as the page shows it: its field errors beside the fields, its sentence at the
 * top; an answer above 499 is ours and throws to the error page.
 */
function refused(
  form: FormData,
  sent: ApiAnswer,
  prefix: string,
  extra: Omit<PageAnswer, 'answerId' | 'values' | 'messages'> = {},
) {
  if (sent.status >= 500) throw new Error(`The API answered ${sent.status}`)
  const errors = apiErrorsOf(sent)
  const messages: FieldMessages =
    errors.length > 0
      ? messagesOfApiErrors(errors, prefix)
      : { [FORM_MESSAGE_KEY]: apiMessageOf(sent) ?? SOMETHING_WENT_WRONG }
  return answer(form, { messages, ...extra }, sent.status === 409 ? 409 : 400)
}

const ofQuote = (status: QuoteStatus) => ({ hashedQuoteId: status.hashedQuoteId })

async function saveQuestions(args: PageActionArgs) {
  const { request, context, status, page, form } = args
  if (savesThroughOf(page) === 'validate') return saveRefusableQuestions(args)
  const sent = await callQuoteApi(context, 'questionDetails', ofQuote(status), {
    hashedSessionId: null,
    hashedPageId: page.hashedPageId,
    answeredQuestions: answeredQuestionsOf(page, form),
  })
  if (!sent.ok) return refused(form, sent.answer, 'answeredQuestions')
  const receipt = sent.data
  if (receipt.status === 'NOT_QUALIFIED' && receipt.declineRoute) return redirectToPath(receipt.declineRoute)
  return redirectToPage(request, status.hashedQuoteId, receipt.nextPage)
}

/**
 * A questions page with a refusal rule (VAP's vehicle page, its settings): its answers go to POST
 * A/quote/validate as the Car for VAP fields. A message lands beside its question; a refusal (409)
 * is the page's sentence, shown with the call-me-back form in place of going on.
 */
async function saveRefusableQuestions({ request, context, status, page, form }: PageActionArgs) {
  const answered = answeredQuestionsOf(page, form)
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
  if (sent.ok) return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
  if (sent.answer.status === 409) {
    return answer(form, { messages: {}, refused: apiMessageOf(sent.answer) ?? SOMETHING_WENT_WRONG }, 409)
  }
  if (sent.answer.status >= 500) throw new Error(`The API answered ${sent.answer.status}`)
  // `car.taxi` is the answer of the question asking it: the message goes beside that question.
  const questionOf = (field: string) =>
    page.questions.find(
      (question) =>
        VAP_VEHICLE_FIELDS.includes(field as never) &&
        question.externalReferenceId === VAP_VEHICLE_REFS[field as keyof typeof VAP_VEHICLE_REFS],
    )?.id
  const errors = apiErrorsOf(sent.answer).map((error) => ({
    ...error,
    path: questionOf(error.path.replace(/^car\./, '')) ?? '',
  }))
  const messages = messagesOfApiErrors(errors, '')
  return answer(form, {
    messages: Object.keys(messages).length > 0 ? messages : { [FORM_MESSAGE_KEY]: SOMETHING_WENT_WRONG },
  })
}

function redirectToPath(path: string) {
  return new Response(null, { status: 302, headers: { Location: path, ...PRIVATE_PAGE_HEADERS } })
}

async function saveDisclaimers({ request, context, status, page, form }: PageActionArgs) {
  const disclaimers = await disclaimersOf(request, context, status, page)
  const answered = disclaimerAnswersOf(disclaimers, form)
  const unanswered = unansweredDisclaimers(disclaimers, answered)
  if (Object.keys(unanswered).length > 0) return answer(form, { messages: unanswered })
  const sent = await callQuoteApi(context, 'disclaimer', undefined, {
    hashedSessionId: null,
    hashedQuoteId: status.hashedQuoteId,
    answers: answered,
  })
  // A wrong answer's invalid_answer_content lands beside its question (`answers.<type>.<order>`).
  if (!sent.ok) return refused(form, sent.answer, '')
  return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
}

async function saveContact({ request, context, status, page, form }: PageActionArgs) {
  const { contact, messages } = contactOf(page.settings.contactRule ?? 'MINI', form)
  if (Object.keys(messages).length > 0) return answer(form, { messages })
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
  if (!sent.ok) return refused(form, sent.answer, 'contact')
  return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
}

async function findSuburbs({ context, form }: PageActionArgs) {
  const term = String(form.get(SUBURB_SEARCH_FIELD) ?? '').trim()
  const found = await callQuoteApi(context, 'suburbs', { searchTerm: term, limit: 30 })
  if (!found.ok) {
    // A refused search (a term too short) found nothing yet: its message goes beside the search field.
    const messages = messagesOfApiErrors(apiErrorsOf(found.answer), '', () => false)
    const refusal = Object.values(messages)[0]
    return answer(form, { messages: refusal ? { [SUBURB_SEARCH_FIELD]: refusal } : messages }, 200)
  }
  const { results, message } = found.data
  return answer(form, { messages: {}, suburbs: results ?? [], suburbMessage: message }, 200)
}

/** A page that saves through life's own call (forms spec §7) sends its part: its addresses or its beneficiaries. */
function saveLifeDetails(
  { context, status, page }: PageActionArgs,
  details: { addresses: QuoteAddressesSent } | { beneficiaries: Record<string, string>[] },
) {
  return callQuoteApi(context, 'lifeAddressesAndBeneficiaries', ofQuote(status), {
    hashedSessionId: null,
    hashedPageId: page.hashedPageId,
    ...details,
  })
}

async function saveAddresses(args: PageActionArgs) {
  const { request, context, status, page, form } = args
  if (form.get(INTENT_FIELD) === FIND_SUBURB_INTENT) return findSuburbs(args)
  const { addresses, messages } = addressesOf(form, page.settings.asksPostalAddress === true)
  if (Object.keys(messages).length > 0) return answer(form, { messages })
  const call = savesThroughOf(page)
  // VAP's address page saves through validate (its settings), whose part is `address`.
  if (call === 'validate') {
    const validated = await callQuoteApi(context, 'validate', undefined, {
      hashedQuoteId: status.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      hashedSessionId: null,
      address: addresses,
    })
    if (!validated.ok) return refused(form, validated.answer, 'address')
    return redirectToPage(request, status.hashedQuoteId, validated.data.nextPage)
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
  if (!sent.ok) return refused(form, sent.answer, 'addresses')
  return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
}

async function saveBeneficiaries(args: PageActionArgs) {
  const { request, context, status, page, form } = args
  const max = page.settings.maxBeneficiaries ?? 10
  const rows = beneficiaryRowCount(form, max)
  const intent = String(form.get(INTENT_FIELD) ?? '')
  if (intent === ADD_ROW_INTENT) return answer(form, { messages: {}, rows: Math.min(rows + 1, max) }, 200)
  if (intent.startsWith(`${REMOVE_ROW_INTENT}.`)) return removeRow(form, Number(intent.split('.')[1]), rows)
  const { beneficiaries, messages } = beneficiariesOf(page, form)
  if (Object.keys(messages).length > 0) return answer(form, { messages, rows })
  const sent =
    savesThroughOf(page) === 'lifeAddressesAndBeneficiaries'
      ? await saveLifeDetails(args, { beneficiaries })
      : await callQuoteApi(context, 'addBeneficiary', undefined, {
          hashedSessionId: null,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
          beneficiaries,
        })
  if (!sent.ok) {
    const refusal = refused(form, sent.answer, '', { rows })
    refusal.data.messages = rowMessagesOfApi(refusal.data.messages, form, page)
    return refusal
  }
  return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
}

/** The rows without row `index`: the later rows move up, with what was typed in them. */
function removeRow(form: FormData, index: number, rows: number) {
  const kept = new FormData()
  for (const [name, value] of form.entries()) {
    const match = /^beneficiaries\.(\d+)\.(.+)$/.exec(name)
    if (!match) kept.append(name, value)
    else if (Number(match[1]) < index) kept.append(name, value)
    else if (Number(match[1]) > index) kept.append(`beneficiaries.${Number(match[1]) - 1}.${match[2]}`, value)
  }
  return answer(kept, { messages: {}, rows: Math.max(rows - 1, 1) }, 200)
}

async function acceptPremium({ request, context, status, form }: PageActionArgs) {
  const sent = await callQuoteApi(context, 'accept', undefined, {
    hashedQuoteId: status.hashedQuoteId,
    hashedSessionId: null,
    ...acceptanceOf(form),
    reAccept: status.acceptance !== null,
  })
  // 409: the figures shown are stale; the page is drawn again with the new price, to accept again.
  if (!sent.ok) return refused(form, sent.answer, '')
  return redirectToPage(request, status.hashedQuoteId, sent.data.nextPage)
}

async function purchase({ request, context, status, page, form }: PageActionArgs) {
  const settings = bankingSettingsOf(page.settings)
  const datesByDay = settings.commencementRule === 'LIFE'
  if (form.get(INTENT_FIELD) === SHOW_DATES_INTENT) {
    const dates = await commencementDatesOf(context, page, debitOrderDayOf(String(form.get('debitOrderDay'))))
    return answer(form, { messages: {}, dates }, 200)
  }
  const banks = await banksOf(context, page)
  const { order, messages, acceptances } = debitOrderOf(form, banks, settings.acceptances)
  if (!order) {
    const dates = datesByDay
      ? await commencementDatesOf(context, page, debitOrderDayOf(String(form.get('debitOrderDay'))))
      : undefined
    return answer(form, { messages, ...(dates ? { dates } : {}) })
  }
  // The page names the call it is bought through and the acceptances it asks (its settings).
  const sent = await callQuoteApi(
    context,
    savesThroughOf(page) === 'lifePurchase' ? 'lifePurchase' : 'purchase',
    undefined,
    { hashedQuoteId: status.hashedQuoteId, hashedSessionId: null, bankDetails: order, ...acceptances },
  )
  if (!sent.ok) return refused(form, sent.answer, 'bankDetails')
  const receipt = sent.data
  const query = new URLSearchParams({
    [FIRST_DEBIT_PARAMETER]: receipt.firstStrikeDate,
    [BOUGHT_PARAMETER]: '1',
  })
  const congratulations = status.journey.pages.find((candidate) => candidate.kind === 'CONGRATULATIONS')
  return redirectToPage(
    request,
    status.hashedQuoteId,
    congratulations?.code ?? 'congratulations',
    `?${query}`,
  )
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
  MEDICAL_AID: null,
  PREMIUM: acceptPremium,
  BANKING_DETAILS: purchase,
  CONGRATULATIONS: null,
}

/** A page's form sent: validated with the domain's rules, saved through its call, then the next page. */
export async function pageAction(args: PageActionArgs) {
  const act = PAGE_ACTIONS[args.page.kind]
  if (!act) throw data('This page takes nothing to send.', { status: 405, headers: PRIVATE_PAGE_HEADERS })
  return act(args)
}
