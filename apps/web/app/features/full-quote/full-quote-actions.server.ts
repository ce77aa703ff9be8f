import { bankingSettingsOf, savesThroughOf } from '@insure/domain/full-quote'
import type {
  FullQuotePage,
  PageReceipt,
  PolicyReceipt,
  QuestionDetailsReceipt,
  QuoteStatus,
} from '@insure/domain/full-quote'
import { data } from 'react-router'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import {
  apiErrorsOf,
  apiMessageOf,
  banksOf,
  commencementDatesOf,
  dataOf,
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

const quotePath = (status: QuoteStatus) => encodeURIComponent(status.hashedQuoteId)

async function saveQuestions({ request, context, status, page, form }: PageActionArgs) {
  const sent = await context.callApi('POST', `/wyzeapi/wtf/questionDetails/${quotePath(status)}`, {
    hashedSessionId: null,
    hashedPageId: page.hashedPageId,
    answeredQuestions: answeredQuestionsOf(page, form),
  })
  if (sent.status !== 200) return refused(form, sent, 'answeredQuestions')
  const receipt = dataOf<QuestionDetailsReceipt>(sent)
  if (receipt.status === 'NOT_QUALIFIED' && receipt.declineRoute) return redirectToPath(receipt.declineRoute)
  return redirectToPage(request, status.hashedQuoteId, receipt.nextPage)
}

function redirectToPath(path: string) {
  return new Response(null, { status: 302, headers: { Location: path, ...PRIVATE_PAGE_HEADERS } })
}

async function saveDisclaimers({ request, context, status, page, form }: PageActionArgs) {
  const disclaimers = await disclaimersOf(request, context, status, page)
  const answered = disclaimerAnswersOf(disclaimers, form)
  const unanswered = unansweredDisclaimers(disclaimers, answered)
  if (Object.keys(unanswered).length > 0) return answer(form, { messages: unanswered })
  const sent = await context.callApi('POST', '/wyzeapi/disclaimer', {
    hashedSessionId: null,
    hashedQuoteId: status.hashedQuoteId,
    answers: answered,
  })
  // A wrong answer's invalid_answer_content lands beside its question (`answers.<type>.<order>`).
  if (sent.status !== 200) return refused(form, sent, '')
  return redirectToPage(request, status.hashedQuoteId, dataOf<PageReceipt>(sent).nextPage)
}

async function saveContact({ request, context, status, page, form }: PageActionArgs) {
  const { contact, messages } = contactOf(page.settings.contactRule ?? 'MINI', form)
  if (Object.keys(messages).length > 0) return answer(form, { messages })
  // The first save adds the contact (addContact names the quote by its quick quote, which the
  // status carries once the API sends it); otherwise, and once the quote has one, it is changed.
  const quickQuote = quickQuoteSessionOf(status)
  const sent =
    !status.contact && quickQuote
      ? await context.callApi('POST', '/wyzeapi/contact/addContact', {
          contact,
          hashedSessionId: null,
          hashedPageId: page.hashedPageId,
          hashedQuickQuoteSessionId: quickQuote,
        })
      : await context.callApi('PUT', '/wyzeapi/contact/updateContact', {
          contact,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
        })
  if (sent.status !== 200) return refused(form, sent, 'contact')
  return redirectToPage(request, status.hashedQuoteId, dataOf<PageReceipt>(sent).nextPage)
}

function quickQuoteSessionOf(status: QuoteStatus): string | null {
  const id = (status as QuoteStatus & { hashedQuickQuoteSessionId?: unknown }).hashedQuickQuoteSessionId
  return typeof id === 'string' && id !== '' ? id : null
}

async function findSuburbs({ context, form }: PageActionArgs) {
  const term = String(form.get(SUBURB_SEARCH_FIELD) ?? '').trim()
  const query = new URLSearchParams({ searchTerm: term, limit: '30' })
  const found = await context.callApi('GET', `/wyzeapi/sti/suburbs-lookup?${query}`)
  if (found.status !== 200) {
    // A refused search (a term too short) found nothing yet: its message goes beside the search field.
    const messages = messagesOfApiErrors(apiErrorsOf(found), '', () => false)
    const refusal = Object.values(messages)[0]
    return answer(form, { messages: refusal ? { [SUBURB_SEARCH_FIELD]: refusal } : messages }, 200)
  }
  const { results, message } = dataOf<{ results: PageAnswer['suburbs']; message: string | null }>(found)
  return answer(form, { messages: {}, suburbs: results ?? [], suburbMessage: message }, 200)
}

/** A page that saves through life's own call (forms spec §7) sends its part: its addresses or its beneficiaries. */
function saveLifeDetails(
  { context, status, page }: PageActionArgs,
  details: { addresses: unknown } | { beneficiaries: unknown },
) {
  return context.callApi('POST', `/wyzeapi/quote/life/${quotePath(status)}/addresses-and-beneficiaries`, {
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
  const sent =
    savesThroughOf(page) === 'lifeAddressesAndBeneficiaries'
      ? await saveLifeDetails(args, { addresses })
      : await context.callApi('PUT', '/wyzeapi/contact/updateContact', {
          contact: {},
          addresses,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
        })
  if (sent.status !== 200) return refused(form, sent, 'addresses')
  return redirectToPage(request, status.hashedQuoteId, dataOf<PageReceipt>(sent).nextPage)
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
      : await context.callApi('POST', '/wyzeapi/beneficiary/v2/addBeneficiary', {
          hashedSessionId: null,
          hashedQuoteId: status.hashedQuoteId,
          hashedPageId: page.hashedPageId,
          beneficiaries,
        })
  if (sent.status !== 200) {
    const refusal = refused(form, sent, '', { rows })
    refusal.data.messages = rowMessagesOfApi(refusal.data.messages, form, page)
    return refusal
  }
  return redirectToPage(request, status.hashedQuoteId, dataOf<PageReceipt>(sent).nextPage)
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
  const sent = await context.callApi('PUT', '/wyzeapi/quote/accept', {
    hashedQuoteId: status.hashedQuoteId,
    hashedSessionId: null,
    ...acceptanceOf(form),
    reAccept: status.acceptance !== null,
  })
  // 409: the figures shown are stale; the page is drawn again with the new price, to accept again.
  if (sent.status !== 200) return refused(form, sent, '')
  return redirectToPage(request, status.hashedQuoteId, dataOf<PageReceipt>(sent).nextPage)
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
  const sent = await context.callApi(
    'PUT',
    savesThroughOf(page) === 'lifePurchase' ? '/wyzeapi/quote/life/purchase' : '/wyzeapi/quote/purchase',
    {
      hashedQuoteId: status.hashedQuoteId,
      hashedSessionId: null,
      bankDetails: order,
      ...acceptances,
    },
  )
  if (sent.status !== 200) return refused(form, sent, 'bankDetails')
  const receipt = dataOf<PolicyReceipt>(sent)
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

/** A page's form sent: validated with the domain's rules, saved through its call, then the next page. */
export async function pageAction(args: PageActionArgs) {
  switch (args.page.kind) {
    case 'QUICK_QUOTE':
    case 'QUESTIONS':
      return saveQuestions(args)
    case 'DISCLAIMER':
      return saveDisclaimers(args)
    case 'PERSONAL_INFORMATION':
      return saveContact(args)
    case 'ADDRESS':
      return saveAddresses(args)
    case 'BENEFICIARIES':
      return saveBeneficiaries(args)
    case 'PREMIUM':
      return acceptPremium(args)
    case 'BANKING_DETAILS':
      return purchase(args)
    default:
      throw data('This page takes nothing to send.', { status: 405, headers: PRIVATE_PAGE_HEADERS })
  }
}
