/**
 * What a full-quote page's form sends, read into the API's request bodies, and the API's messages
 * read back onto the form's fields. Pure (no React, no I/O): the route's action and the unit tests
 * use it. Field names are the API's error paths without the call's prefix (`contact.name` → `name`,
 * `bankDetails.accountNumber` → `accountNumber`), so a message lands beside the field that caused it.
 */
import type { Bank } from '@insure/domain/bank'
import type { Disclaimer } from '@insure/domain/company'
import { DEFAULT_DISCLAIMER_QUESTION_ORDER } from '@insure/domain/company'
import {
  CONTACT_FIELDS,
  DISCLAIMER_UNANSWERED_MESSAGE,
  MAX_BENEFICIARY_ROWS,
  beneficiaryFieldsOf,
  checkDebitOrder,
  checkDisclaimerAnswers,
  disclaimerFieldOf,
  validatePage,
  type ContactRule,
  type FullQuotePage,
  type PageError,
  type PurchaseAcceptance,
} from '@insure/domain/full-quote'
import { takesValues, type SubmittedQuestion } from '@insure/domain/quick-quote'

// The rules are the page kinds' definitions (@insure/domain/full-quote, pages/): the API applies
// the same. What is here reads a form into a page's input and the rule's messages onto its fields.
export { CONTACT_FIELDS, beneficiaryFieldsOf, disclaimerFieldOf }

/** Messages by field name; `FORM_MESSAGE_KEY` holds one about the whole page. */
export type FieldMessages = Record<string, string>
export const FORM_MESSAGE_KEY = '_form'

/** What was typed, by field name (a checkbox group keeps every value). */
export type TypedValues = Record<string, string | string[]>

/** The hidden field that says which button sent the form (add a row, show dates, or save). */
export const INTENT_FIELD = '_intent'

/** Longest text kept from one field; the schemas allow far less, this only bounds the echo. */
const FIELD_ECHO_MAX_CHARS = 2000

/** Every field of the form as typed (trimmed to a bound), to show again beside its message. */
export function typedValuesOf(form: FormData): TypedValues {
  const values: TypedValues = {}
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name === INTENT_FIELD) continue
    const text = value.slice(0, FIELD_ECHO_MAX_CHARS)
    const earlier = values[name]
    if (earlier === undefined) values[name] = text
    else values[name] = Array.isArray(earlier) ? [...earlier, text] : [earlier, text]
  }
  return values
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The zod issues as messages by field: the first message of each field wins. */
export function messagesOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): FieldMessages {
  const messages: FieldMessages = {}
  for (const issue of issues) {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    messages[name || FORM_MESSAGE_KEY] ??= issue.message
  }
  return messages
}

/** The page rule's errors as messages by field: the first message of each field wins. */
export function messagesOfPageErrors(errors: readonly PageError[]): FieldMessages {
  const messages: FieldMessages = {}
  for (const error of errors) messages[error.path || FORM_MESSAGE_KEY] ??= error.message
  return messages
}

/**
 * The API's 400 errors (`{ path, message }`) as messages by field: `prefix.` is taken off the path
 * (`contact.`, `addresses.`, `bankDetails.`, `answeredQuestions.`); a path that names no field of the
 * page becomes the page's message.
 */
export function messagesOfApiErrors(
  errors: readonly { path: string; message: string }[],
  prefix: string,
  fields?: (name: string) => boolean,
): FieldMessages {
  const messages: FieldMessages = {}
  for (const error of errors) {
    const name = error.path.startsWith(`${prefix}.`) ? error.path.slice(prefix.length + 1) : error.path
    const key = !name || (fields && !fields(name)) ? FORM_MESSAGE_KEY : name
    messages[key] ??= error.message
  }
  return messages
}

// ---- Questions pages

/**
 * A questions page's answers as questionDetails takes them, from the fields the question engine
 * renders: a choice question sends its answers' ids under the question's id, an input its text under
 * the answer's id (questions/choice-questions.tsx, input-questions.tsx). Unanswered questions are
 * left out; the rule then says what they lack.
 */
export function answeredQuestionsOf(page: FullQuotePage, form: FormData): SubmittedQuestion[] {
  return page.questions.flatMap((question) => {
    if (!takesValues(question)) {
      const chosen = form.getAll(question.id).map(String)
      const selectedAnswers = question.answers
        .filter((answer) => chosen.includes(answer.id))
        .map((answer) => ({ id: answer.id }))
      return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
    }
    const selectedAnswers = question.answers.flatMap((answer) => {
      const value = text(form, answer.id)
      return value === '' ? [] : [{ id: answer.id, value }]
    })
    return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
  })
}

// ---- Disclaimer

export type DisclaimerAnswer = { disclaimerType: string; order: number; answer: 'YES' | 'NO' }

/**
 * POST A/disclaimer's answers: YES or NO per yes/no question, and for a statement to confirm YES
 * when its box is ticked, else NO (not confirming is the wrong answer, said beside it).
 */
export function disclaimerAnswersOf(disclaimers: readonly Disclaimer[], form: FormData): DisclaimerAnswer[] {
  return disclaimers.flatMap((disclaimer) =>
    disclaimer.questions.flatMap((question): DisclaimerAnswer[] => {
      const value = text(form, disclaimerFieldOf(disclaimer, question)).toUpperCase()
      const order = question.order ?? DEFAULT_DISCLAIMER_QUESTION_ORDER
      if (question.question_type === 'CONFIRM')
        return [{ disclaimerType: disclaimer.disclaimer_type, order, answer: value === 'YES' ? 'YES' : 'NO' }]
      return value === 'YES' || value === 'NO'
        ? [{ disclaimerType: disclaimer.disclaimer_type, order, answer: value }]
        : []
    }),
  )
}

/** The questions left unanswered, said beside them before anything is sent (the page's rule). */
export function unansweredDisclaimers(
  disclaimers: readonly Disclaimer[],
  answers: readonly DisclaimerAnswer[],
): FieldMessages {
  const { errors } = checkDisclaimerAnswers(disclaimers, [...answers])
  return messagesOfPageErrors(errors.filter((error) => error.message === DISCLAIMER_UNANSWERED_MESSAGE))
}

// ---- Personal information

/**
 * The contact of a personal-information page, checked by its rule with the domain's schema (the
 * API checks it again). An ID number shown masked and sent back unchanged is not checked here: the
 * server keeps the one it received.
 */
export function contactOf(
  rule: ContactRule,
  form: FormData,
): { contact: Record<string, string | null>; messages: FieldMessages } {
  const contact: Record<string, string | null> = {}
  for (const field of CONTACT_FIELDS[rule]) contact[field] = text(form, field) || null
  // The page server does not hold the ID number shown masked: the API checks the one it kept.
  const checked = validatePage({ kind: 'PERSONAL_INFORMATION', settings: { contactRule: rule } }, contact, {})
  return { contact, messages: checked.ok ? {} : messagesOfPageErrors(checked.errors) }
}

// ---- Address

/** The field of the suburb chosen: the suburb as JSON (its id is the address's afrigisCode). */
export const SUBURB_FIELD = 'residence.suburb'
/** The field of the term a search without the script looks suburbs up by. */
export const SUBURB_SEARCH_FIELD = 'residence.suburbSearch'

export type ChosenSuburb = { id: number; suburb: string; town: string; province: string }

/** The suburb a form sent (the search widget's or a listed choice's), or null. */
export function chosenSuburbOf(sent: string): ChosenSuburb | null {
  if (!sent) return null
  try {
    const value = JSON.parse(sent) as Partial<ChosenSuburb>
    if (typeof value.id !== 'number' || !Number.isInteger(value.id)) return null
    const words = (part: unknown) => (typeof part === 'string' ? part.slice(0, 100) : '')
    return {
      id: value.id,
      suburb: words(value.suburb),
      town: words(value.town),
      province: words(value.province),
    }
  } catch {
    return null
  }
}

/** What the suburb field carries for a suburb. */
export const suburbFieldValue = ({ id, suburb, town, province }: ChosenSuburb) =>
  JSON.stringify({ id, suburb, town, province })

/** The residence (and, when the page asks, postal address) of an address page, checked by the domain's rules. */
export function addressesOf(form: FormData, asksPostalAddress: boolean) {
  const suburb = chosenSuburbOf(text(form, SUBURB_FIELD))
  const residence = {
    streetNo: text(form, 'residence.streetNo'),
    street: text(form, 'residence.street'),
    isComplexOrFlat: form.get('residence.isComplexOrFlat') === 'on',
    unitNo: text(form, 'residence.unitNo') || null,
    buildingName: text(form, 'residence.buildingName') || null,
    afrigisCode: suburb ? String(suburb.id) : '',
    postArea: suburb?.suburb ?? null,
    town: suburb?.town ?? null,
    province: suburb?.province ?? null,
  }
  // "My postal address is different" (the address page's choice): only then are its fields read.
  const postalIsDifferent = form.get('postalIsDifferent') === 'on'
  const postal =
    asksPostalAddress || postalIsDifferent
      ? {
          number: text(form, 'postal.number') || null,
          poBox: text(form, 'postal.poBox'),
          area: text(form, 'postal.area'),
          code: text(form, 'postal.code'),
          city: text(form, 'postal.city'),
          county: text(form, 'postal.county'),
        }
      : null
  const checked = validatePage(
    { kind: 'ADDRESS', settings: { asksPostalAddress } },
    { residence, postalIsDifferent, postal },
    undefined,
  )
  return {
    addresses: { residence, postalIsDifferent, postal },
    messages: checked.ok ? {} : messagesOfPageErrors(checked.errors),
  }
}

// ---- Beneficiaries

/** How many rows the form sent (its hidden count), bounded by the page's maximum. */
export function beneficiaryRowCount(form: FormData, max: number): number {
  const count = Number(text(form, 'rows'))
  return Number.isInteger(count) && count >= 1 ? Math.min(count, max) : 1
}

/**
 * The beneficiaries of the form's rows, each checked by the page's rule, their percentages adding
 * up to 100 (forms spec §5). A row left wholly empty is ignored: without script the page shows a
 * spare row, and leaving it blank means "no one more".
 */
export function beneficiariesOf(
  page: Pick<FullQuotePage, 'settings'>,
  form: FormData,
): { beneficiaries: Record<string, string>[]; messages: FieldMessages } {
  const rule = page.settings.beneficiaryRule ?? 'OTHER'
  const max = page.settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS
  const fields = beneficiaryFieldsOf(rule)
  const rows = beneficiaryRowCount(form, max)
  const filled: { index: number; row: Record<string, string> }[] = []
  for (let index = 0; index < rows; index += 1) {
    const row = Object.fromEntries(
      fields.map((field) => [field, text(form, `beneficiaries.${index}.${field}`)]),
    )
    if (Object.values(row).some((value) => value !== '')) filled.push({ index, row })
  }
  const checked = validatePage(
    { kind: 'BENEFICIARIES', settings: page.settings },
    { beneficiaries: filled.map(({ row }) => row) },
    undefined,
  )
  // The rule names the n-th row sent: back to the row of the form it came from.
  const messages = checked.ok
    ? {}
    : messagesOfPageErrors(
        checked.errors.map((error) => {
          const match = /^beneficiaries\.(\d+)\.(.+)$/.exec(error.path)
          const row = match ? filled[Number(match[1])]?.index : undefined
          return match && row !== undefined ? { ...error, path: `beneficiaries.${row}.${match[2]}` } : error
        }),
      )
  // Sent in the order shown, so the API's `beneficiaries.<n>` is the n-th filled row.
  return { beneficiaries: filled.map(({ row }) => row), messages }
}

/** The API's `beneficiaries.<n>.<field>` names the n-th filled row: back to the row it came from. */
export function rowMessagesOfApi(
  messages: FieldMessages,
  form: FormData,
  page: Pick<FullQuotePage, 'settings'>,
) {
  const rule = page.settings.beneficiaryRule ?? 'OTHER'
  const fields = beneficiaryFieldsOf(rule)
  const rows = beneficiaryRowCount(form, page.settings.maxBeneficiaries ?? 10)
  const filledRows: number[] = []
  for (let index = 0; index < rows; index += 1) {
    if (fields.some((field) => text(form, `beneficiaries.${index}.${field}`) !== '')) filledRows.push(index)
  }
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => {
      const match = /^beneficiaries\.(\d+)\.(.+)$/.exec(name)
      if (!match) return [name, message]
      const row = filledRows[Number(match[1])] ?? Number(match[1])
      return [`beneficiaries.${row}.${match[2]}`, message]
    }),
  )
}

// ---- Premium

/** The fields of the premium page: each product's premium shown, by its name (`premium.ADB`). */
export const premiumFieldOf = (product: 'LIFE' | 'ADB') => `premium.${product}`

/**
 * PUT A/quote/accept's figures from the premium page: the premium shown for the product chosen
 * (life cover, or the accidental death benefit at its own premium) and the cover. A product the
 * page did not offer is not sent: the API then records the quote's own product.
 */
export function acceptanceOf(form: FormData): {
  premium: number
  totalCover: number
  selectedProduct?: 'LIFE' | 'ADB'
} {
  const selected = text(form, 'selectedProduct')
  const product = selected === 'ADB' || selected === 'LIFE' ? selected : null
  const premium = Number(text(form, product === 'ADB' ? premiumFieldOf('ADB') : 'premium'))
  return {
    premium,
    totalCover: Number(text(form, 'totalCover')),
    ...(product ? { selectedProduct: product } : {}),
  }
}

// ---- Banking details

/**
 * The debit order of a banking-details page, checked with the domain's DebitOrderSchema (the ten
 * fields and their messages) and the account number with its bank's rule (accountNumberProblemOf).
 * The bank's name and universal branch code come from the bank list by the bank chosen: the person
 * picks a bank, the code is filled in (forms spec §3).
 */
export function debitOrderOf(
  form: FormData,
  banks: readonly Bank[],
  asked: readonly PurchaseAcceptance[] = [],
) {
  const bank = banks.find((candidate) => String(candidate.id) === text(form, 'bankId'))
  const order = {
    bankId: bank ? bank.id : text(form, 'bankId'),
    bankName: bank?.name ?? '',
    branchCode: bank?.universalBranchCode ?? text(form, 'branchCode'),
    accountNumber: text(form, 'accountNumber').replace(/[\s-]/g, ''),
    accountType: text(form, 'accountType'),
    accountHolderName: text(form, 'accountHolderName'),
    debitOrderDay: text(form, 'debitOrderDay'),
    commencementDate: text(form, 'commencementDate'),
    termsAccept: form.get('termsAccept') === 'on',
    concentToDebit: form.get('concentToDebit') === 'on',
  }
  // The banking page's rule (the API's too); the dates offered are checked by the API, which knows today.
  const checked = checkDebitOrder(order, { banks, commencementDates: null })
  const messages = messagesOfPageErrors(checked.errors)
  // No bank chosen: one message, beside the bank (its name and branch code follow from it, and the
  // page has no field of their own to show theirs beside).
  if (messages.bankName && !messages.bankId) messages.bankId = messages.bankName
  if (!bank) delete messages.branchCode
  delete messages.bankName
  return {
    order: checked.order,
    messages,
    // Only the acceptances the page asks (its settings) are sent.
    acceptances: Object.fromEntries(asked.map((name) => [name, form.get(name) === 'on'])),
  }
}
