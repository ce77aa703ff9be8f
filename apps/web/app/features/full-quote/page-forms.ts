/**
 * The form of each full-quote page kind on the one form stack (docs/decisions/013, lib/forms): a
 * schema that reads what the page's form sends (Conform's payload: `residence.street`,
 * `beneficiaries[0].name`) into the page's input and checks it with the kind's rule
 * (`validatePage`, the API's too), its messages on the fields they belong to. The page's action
 * parses the posted form with it (`parseForm`) and answers `submission.reply()`; the form in the
 * browser runs the same parse (`useSchemaForm`). Pure (no React, no I/O).
 */
import type { Bank } from '@insure/domain/bank'
import type { Disclaimer } from '@insure/domain/company'
import { DEFAULT_DISCLAIMER_QUESTION_ORDER } from '@insure/domain/company'
import {
  BENEFIT_TOTAL_MESSAGE,
  CONTACT_FIELDS,
  DISCLAIMER_UNANSWERED_MESSAGE,
  MAX_BENEFICIARY_ROWS,
  beneficiaryFieldsOf,
  checkDebitOrder,
  disclaimerFieldOf,
  validatePage,
  type BeneficiariesSettings,
  type ContactRule,
  type FullQuotePage,
  type PageError,
  type PurchaseAcceptance,
} from '@insure/domain/full-quote'
import { takesValues, type SubmittedQuestion } from '@insure/domain/quick-quote'
import { z } from '@insure/domain/zod-config'
import { payerOf } from './payer-form.ts'

// The rules are the page kinds' definitions (@insure/domain/full-quote, pages/): the API applies
// the same. What is here reads a form into a page's input and the rule's messages onto its fields.
export { CONTACT_FIELDS, beneficiaryFieldsOf, disclaimerFieldOf }

/** What a page's form sends, as Conform reads it: text, nested by the fields' names. */
export type PagePayload = Record<string, unknown>

/** The hidden field that says which button sent the form (add a row, show dates, or save). */
export const INTENT_FIELD = '_intent'

/** The fields a repeating group sends its rows under (`beneficiaries[0].name`): an index is a number. */
const REPEATING_GROUPS = new Set(['beneficiaries'])

/**
 * A rule's path (`beneficiaries.0.name`, `answers.PURCHASE.10`, `residence.street`) as the path of
 * the field it names: a row's index is a number (Conform names it `beneficiaries[0].name`); any
 * other part stays text. The empty path is the whole form's.
 */
export function fieldPathOf(path: string): (string | number)[] {
  if (!path) return []
  const parts = path.split('.')
  return parts.map((part, index) =>
    index > 0 && REPEATING_GROUPS.has(parts[index - 1]!) && /^\d+$/.test(part) ? Number(part) : part,
  )
}

/** A field's name as Conform gives it (and the form's fields are named): `beneficiaries[0].name`. */
export function fieldNameOf(path: string): string {
  return fieldPathOf(path).reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  )
}

/** What a form's reading gives: the page's input when the rule passed, and the rule's messages. */
type Reading<Value> = { value: Value; errors: readonly PageError[] }

/**
 * The schema of a page's form: `read` takes the payload into the page's input and checks it with
 * the kind's rule; each message lands on the field its path names.
 */
function pageFormSchema<Value>(read: (payload: PagePayload) => Reading<Value>) {
  return z.record(z.string(), z.unknown()).transform((payload, context): Value => {
    const { value, errors } = read(payload)
    for (const error of errors) {
      context.addIssue({ code: 'custom', message: error.message, path: fieldPathOf(error.path) })
    }
    return errors.length > 0 ? z.NEVER : value
  })
}

/** The payload's value at a field's name (`residence.street`, a question's `funeral.age.value`), or undefined. */
export function valueAt(payload: unknown, path: string): unknown {
  let value = payload
  for (const part of fieldPathOf(path)) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[part]
  }
  return value
}

/** A field's text, trimmed; '' when it was not sent (the first of a repeated name). */
function textAt(payload: unknown, path: string): string {
  const value = valueAt(payload, path)
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first.trim() : ''
}

/** Every value sent under a name (a checkbox group), as text. */
function textsAt(payload: unknown, path: string): string[] {
  const value = valueAt(payload, path)
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return values.filter((one): one is string => typeof one === 'string')
}

/**
 * The API's 400 errors (`{ path, message }`) as messages by field name: `prefix.` is taken off the
 * path (`contact.`, `addresses.`, `bankDetails.`, `answeredQuestions.`); a path that names no field
 * of the page (`fields` says which do) is the page's own message (`formErrors`).
 */
export function messagesOfApiErrors(
  errors: readonly { path: string; message: string }[],
  prefix: string,
  fields?: (name: string) => boolean,
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  for (const error of errors) {
    const path = error.path.startsWith(`${prefix}.`) ? error.path.slice(prefix.length + 1) : error.path
    if (!path || (fields && !fields(path))) {
      if (formErrors.length === 0) formErrors.push(error.message)
      continue
    }
    const name = fieldNameOf(path)
    fieldErrors[name] ??= [error.message]
  }
  return { fieldErrors, formErrors }
}

// ---- Questions pages

/**
 * A questions page's answers as questionDetails takes them, from the fields the question engine
 * renders: a choice question sends its answers' ids under the question's id, an input its text under
 * the answer's id (questions/choice-questions.tsx, input-questions.tsx). Unanswered questions are
 * left out; the rule then says what they lack.
 */
export function answeredQuestionsOf(
  page: Pick<FullQuotePage, 'questions'>,
  payload: PagePayload,
): SubmittedQuestion[] {
  return page.questions.flatMap((question) => {
    if (!takesValues(question)) {
      const chosen = textsAt(payload, question.id)
      const selectedAnswers = question.answers
        .filter((answer) => chosen.includes(answer.id))
        .map((answer) => ({ id: answer.id }))
      return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
    }
    const selectedAnswers = question.answers.flatMap((answer) => {
      const value = textAt(payload, answer.id)
      return value === '' ? [] : [{ id: answer.id, value }]
    })
    return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
  })
}

/** A questions page's form: each question's message (forms spec §4, §5) under the question's id. */
export function questionsFormSchema(page: Pick<FullQuotePage, 'questions'>) {
  return pageFormSchema((payload) => {
    const answeredQuestions = answeredQuestionsOf(page, payload)
    const checked = validatePage({ kind: 'QUESTIONS', settings: {} }, answeredQuestions, { page })
    return { value: answeredQuestions, errors: checked.ok ? [] : checked.errors }
  })
}

// ---- Disclaimer

export type DisclaimerAnswer = { disclaimerType: string; order: number; answer: 'YES' | 'NO' }

/** A disclaimer as the page shows it: its questions, without the answers expected (server only). */
type AskedDisclaimer = Pick<Disclaimer, 'disclaimer_type'> & {
  questions: readonly (Pick<Disclaimer['questions'][number], 'question_type' | 'order'> &
    Partial<Pick<Disclaimer['questions'][number], 'invalid_answer_content'>>)[]
}

/**
 * POST A/disclaimer's answers: YES or NO per yes/no question, and for a statement to confirm YES
 * when its box is ticked, else NO (not confirming is the wrong answer, said beside it).
 */
export function disclaimerAnswersOf(
  disclaimers: readonly AskedDisclaimer[],
  payload: PagePayload,
): DisclaimerAnswer[] {
  return disclaimers.flatMap((disclaimer) =>
    disclaimer.questions.flatMap((question): DisclaimerAnswer[] => {
      const value = textAt(payload, disclaimerFieldOf(disclaimer, question)).toUpperCase()
      const order = question.order ?? DEFAULT_DISCLAIMER_QUESTION_ORDER
      if (question.question_type === 'CONFIRM')
        return [{ disclaimerType: disclaimer.disclaimer_type, order, answer: value === 'YES' ? 'YES' : 'NO' }]
      return value === 'YES' || value === 'NO'
        ? [{ disclaimerType: disclaimer.disclaimer_type, order, answer: value }]
        : []
    }),
  )
}

/**
 * The disclaimer page's form: a yes/no question left unanswered, and a statement to confirm left
 * unticked (its own invalid_answer_content: a statement is only ever confirmed), are said beside
 * them before anything is sent (the page's rule, issue 25); whether a yes/no answer is the one
 * expected is the API's to say (the page does not hold the expected answers).
 */
export function disclaimerFormSchema(disclaimers: readonly AskedDisclaimer[]) {
  return pageFormSchema((payload) => {
    const answers = disclaimerAnswersOf(disclaimers, payload)
    const answered = new Set(
      answers
        .filter((answer) => answer.answer === 'YES' || answer.answer === 'NO')
        .map((answer) => `answers.${answer.disclaimerType}.${answer.order}`),
    )
    const errors = disclaimers.flatMap((disclaimer) =>
      disclaimer.questions.flatMap((question) => {
        const path = disclaimerFieldOf(disclaimer, question)
        if (question.question_type === 'CONFIRM') {
          const ticked = textAt(payload, path).toUpperCase() === 'YES'
          return ticked
            ? []
            : [{ path, message: question.invalid_answer_content ?? DISCLAIMER_UNANSWERED_MESSAGE }]
        }
        return answered.has(path) ? [] : [{ path, message: DISCLAIMER_UNANSWERED_MESSAGE }]
      }),
    )
    return { value: answers, errors }
  })
}

// ---- Personal information

/**
 * The personal-information page's form: the fields of the page's contact rule, checked with the
 * domain's schema (the API checks them again). An ID number shown masked and sent back unchanged is
 * not checked here: the server keeps the one it received.
 */
export function contactFormSchema(rule: ContactRule) {
  return pageFormSchema((payload) => {
    const contact: Record<string, string | null> = {}
    for (const field of CONTACT_FIELDS[rule]) contact[field] = textAt(payload, field) || null
    // The page server does not hold the ID number shown masked: the API checks the one it kept.
    const checked = validatePage(
      { kind: 'PERSONAL_INFORMATION', settings: { contactRule: rule } },
      contact,
      {},
    )
    return { value: contact, errors: checked.ok ? [] : checked.errors }
  })
}

// ---- Address

/** The field of the suburb chosen: the suburb as JSON (its id is the address's afrigisCode). */
export const SUBURB_FIELD = 'residence.suburb'
/** The field of the term a search without the script looks suburbs up by. */
export const SUBURB_SEARCH_FIELD = 'residence.suburbSearch'
/** The field the rule's message of a suburb not chosen names. */
export const SUBURB_MESSAGE_FIELD = 'residence.afrigisCode'

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

/** The choice that opens the postal address (forms spec §3: an address is RESIDENCE or MAILING). */
export const POSTAL_IS_DIFFERENT_FIELD = 'postalIsDifferent'

/**
 * The residence and postal address of an address page, as the API takes them: the postal address
 * when the page asks it, or when "my postal address is different" is ticked (only then are its
 * fields read).
 */
export function addressesOf(payload: PagePayload, asksPostalAddress: boolean) {
  const suburb = chosenSuburbOf(textAt(payload, SUBURB_FIELD))
  const residence = {
    streetNo: textAt(payload, 'residence.streetNo'),
    street: textAt(payload, 'residence.street'),
    isComplexOrFlat: textAt(payload, 'residence.isComplexOrFlat') === 'on',
    unitNo: textAt(payload, 'residence.unitNo') || null,
    buildingName: textAt(payload, 'residence.buildingName') || null,
    afrigisCode: suburb ? String(suburb.id) : '',
    postArea: suburb?.suburb ?? null,
    town: suburb?.town ?? null,
    province: suburb?.province ?? null,
  }
  const postalIsDifferent = textAt(payload, POSTAL_IS_DIFFERENT_FIELD) === 'on'
  const postal =
    asksPostalAddress || postalIsDifferent
      ? {
          number: textAt(payload, 'postal.number') || null,
          poBox: textAt(payload, 'postal.poBox'),
          area: textAt(payload, 'postal.area'),
          code: textAt(payload, 'postal.code'),
          city: textAt(payload, 'postal.city'),
          county: textAt(payload, 'postal.county'),
        }
      : null
  return { residence, postalIsDifferent, postal }
}

/** The address page's form: the residence and, when asked, the postal address, by the domain's rules. */
export function addressFormSchema(asksPostalAddress: boolean) {
  return pageFormSchema((payload) => {
    const addresses = addressesOf(payload, asksPostalAddress)
    const checked = validatePage({ kind: 'ADDRESS', settings: { asksPostalAddress } }, addresses, undefined)
    return { value: addresses, errors: checked.ok ? [] : checked.errors }
  })
}

// ---- Beneficiaries

/** The field of a beneficiary row's answer: `beneficiaries[0].name`. */
export const beneficiaryFieldName = (row: number, field: string) => `beneficiaries[${row}].${field}`

/** How many rows the form sent (its hidden count), bounded by the page's maximum. */
export function beneficiaryRowCount(payload: PagePayload, max: number): number {
  const count = Number(textAt(payload, 'rows'))
  return Number.isInteger(count) && count >= 1 ? Math.min(count, max) : 1
}

/** The rows of the form that hold an answer, with the row each came from. */
function filledRowsOf(settings: BeneficiariesSettings, payload: PagePayload) {
  const fields = beneficiaryFieldsOf(settings.beneficiaryRule ?? 'OTHER')
  const rows = beneficiaryRowCount(payload, settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS)
  const filled: { index: number; row: Record<string, string> }[] = []
  for (let index = 0; index < rows; index += 1) {
    const row = Object.fromEntries(
      fields.map((field) => [field, textAt(payload, `beneficiaries.${index}.${field}`)]),
    )
    if (Object.values(row).some((value) => value !== '')) filled.push({ index, row })
  }
  return filled
}

/** A path naming the n-th row sent (`beneficiaries.<n>.<field>`) as the form's row it came from. */
function toFormRow(path: string, filledRows: readonly number[]): string {
  const match = /^beneficiaries\.(\d+)\.(.+)$/.exec(path)
  const row = match ? filledRows[Number(match[1])] : undefined
  return match && row !== undefined ? `beneficiaries.${row}.${match[2]}` : path
}

/**
 * The beneficiaries page's form: the rows, each checked by the page's rule, their percentages adding
 * up to 100 (forms spec §5). A row left wholly empty is ignored: without script the page shows a
 * spare row, and leaving it blank means "no one more". Sent in the order shown, so the rule's (and
 * the API's) `beneficiaries.<n>` is the n-th filled row; its message goes back to that row.
 */
export function beneficiariesFormSchema(settings: BeneficiariesSettings) {
  return pageFormSchema((payload) => {
    const filled = filledRowsOf(settings, payload)
    const beneficiaries = filled.map(({ row }) => row)
    const checked = validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries }, undefined)
    const filledRows = filled.map(({ index }) => index)
    const errors = checked.ok
      ? []
      : checked.errors.map((error) => ({ ...error, path: toFormRow(error.path, filledRows) }))
    return { value: beneficiaries, errors: [...errors, ...groupErrorsByField(settings, errors, filledRows)] }
  })
}

/**
 * The group's message said on the fields it is about too (issue 25: each field marked invalid, its
 * message beside it): no one named, the first row's fields, each with its own message; shares that
 * do not add up, each row's percentage.
 */
function groupErrorsByField(
  settings: BeneficiariesSettings,
  errors: readonly PageError[],
  filledRows: readonly number[],
): PageError[] {
  const group = errors.find((error) => error.path === 'beneficiaries')
  if (!group) return []
  if (filledRows.length === 0) {
    const fields = beneficiaryFieldsOf(settings.beneficiaryRule ?? 'OTHER')
    const emptyRow = Object.fromEntries(fields.map((field) => [field, '']))
    const checked = validatePage(
      { kind: 'BENEFICIARIES', settings },
      { beneficiaries: [emptyRow] },
      undefined,
    )
    return checked.ok ? [] : checked.errors.filter((error) => error.path.startsWith('beneficiaries.0.'))
  }
  if (!group.message.startsWith(BENEFIT_TOTAL_MESSAGE)) return []
  return filledRows.map((row) => ({ path: `beneficiaries.${row}.benefitPercentage`, message: group.message }))
}

/** The API's messages of the n-th beneficiary sent (`beneficiaries[n].name`), beside the row it came from. */
export function rowMessagesOfApi(
  fieldErrors: Record<string, string[]>,
  payload: PagePayload,
  settings: BeneficiariesSettings,
): Record<string, string[]> {
  const filledRows = filledRowsOf(settings, payload).map(({ index }) => index)
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([name, messages]) => {
      const path = name.replace(/\[(\d+)\]/g, '.$1')
      return [fieldNameOf(toFormRow(path, filledRows)), messages]
    }),
  )
}

/** The beneficiary rows without row `index`: the later rows move up, with what was typed in them. */
export function withoutRow(payload: PagePayload, index: number, rows: number): PagePayload {
  // Array.from: a row that sent nothing is a hole, which filter would skip and so move a row up.
  const sent = Array.isArray(payload.beneficiaries) ? Array.from(payload.beneficiaries as unknown[]) : []
  const beneficiaries = sent.filter((_, row) => row !== index).map((row) => row ?? {})
  return { ...payload, beneficiaries, rows: String(Math.max(rows - 1, 1)) }
}

// ---- Premium

/** The premium page's field of the accidental death benefit's own premium, beside `premium`. */
export const ADB_PREMIUM_FIELD = 'adbPremium'
/** The premium page's choice of excess (a car's priced options), by the option's key. */
export const EXCESS_OPTION_FIELD = 'excessOption'
/** The hidden fields of an excess option's premium and excess in cents (no dots: Conform nests those). */
export const excessPremiumFieldOf = (key: string) => `excessPremium-${key}`
export const excessFieldOf = (key: string) => `excessAmount-${key}`
/** The premium page's add-ons ticked (aof_vaps), by the VAP's product code. */
export const ADD_ON_FIELD = 'addOn'
/** The hidden field of an add-on's premium in cents, as shown beside it. */
export const addOnPremiumFieldOf = (productCode: string) => `addOnPremium-${productCode}`
/** The premium page's choice of cover amount (issue 25), by the option's key (`COVER_30000`). */
export const COVER_OPTION_FIELD = 'coverOption'
/** The hidden fields of a cover option's premium and cover in cents, as shown: accept checks them. */
export const coverPremiumFieldOf = (key: string) => `coverPremium-${key}`
export const coverAmountFieldOf = (key: string) => `coverAmount-${key}`

/**
 * PUT A/quote/accept's figures from the premium page: the premium shown for the product chosen
 * (life cover, or the accidental death benefit at its own premium) and the cover. A product the
 * page did not offer is not sent: the API then records the quote's own product.
 */
export function acceptanceOf(payload: PagePayload): {
  premium: number
  totalCover: number
  selectedProduct?: 'LIFE' | 'ADB'
  excess?: number
  addOns?: { productCode: string; premium: number }[]
} {
  // A car's VAP add-ons ticked (aof_vaps), each with the premium shown beside it.
  const ticked = textsAt(payload, ADD_ON_FIELD).map((productCode) => ({
    productCode,
    premium: Number(textAt(payload, addOnPremiumFieldOf(productCode))),
  }))
  const addOns = ticked.length > 0 ? { addOns: ticked } : {}
  const selected = textAt(payload, 'selectedProduct')
  const product = selected === 'ADB' || selected === 'LIFE' ? selected : null
  // A car's premium page offers a premium per excess: the option chosen names its own figures.
  const excessOption = textAt(payload, EXCESS_OPTION_FIELD)
  if (excessOption) {
    return {
      premium: Number(textAt(payload, excessPremiumFieldOf(excessOption))),
      totalCover: Number(textAt(payload, 'totalCover')),
      excess: Number(textAt(payload, excessFieldOf(excessOption))),
      ...addOns,
    }
  }
  // Another cover amount (funeral, life, legal cover): the figures shown for it. The accidental
  // death benefit is priced on the quote's own cover.
  const coverOption = textAt(payload, COVER_OPTION_FIELD)
  if (coverOption && product !== 'ADB') {
    return {
      premium: Number(textAt(payload, coverPremiumFieldOf(coverOption))),
      totalCover: Number(textAt(payload, coverAmountFieldOf(coverOption))),
      ...(product ? { selectedProduct: product } : {}),
    }
  }
  const premium = Number(textAt(payload, product === 'ADB' ? ADB_PREMIUM_FIELD : 'premium'))
  return {
    premium,
    totalCover: Number(textAt(payload, 'totalCover')),
    ...(product ? { selectedProduct: product } : {}),
    ...addOns,
  }
}

/** The premium page's form: the figures shown, checked as accept takes them (a figure tampered with is the page's message). */
export function premiumFormSchema() {
  return pageFormSchema((payload) => {
    const acceptance = acceptanceOf(payload)
    const checked = validatePage({ kind: 'PREMIUM', settings: {} }, acceptance, undefined)
    return {
      value: acceptance,
      errors: checked.ok ? [] : checked.errors.map((error) => ({ ...error, path: '' })),
    }
  })
}

// ---- Banking details

/**
 * The debit order of a banking-details page, checked with the domain's DebitOrderSchema (the ten
 * fields and their messages) and the account number with its bank's rule (accountNumberProblemOf).
 * The bank's name and universal branch code come from the bank list by the bank chosen: the person
 * picks a bank, the code is filled in (forms spec §3).
 */
export function debitOrderOf(
  payload: PagePayload,
  banks: readonly Bank[],
  asked: readonly PurchaseAcceptance[] = [],
) {
  const bank = banks.find((candidate) => String(candidate.id) === textAt(payload, 'bankId'))
  const order = {
    bankId: bank ? bank.id : textAt(payload, 'bankId'),
    bankName: bank?.name ?? '',
    branchCode: bank?.universalBranchCode ?? textAt(payload, 'branchCode'),
    accountNumber: textAt(payload, 'accountNumber').replace(/[\s-]/g, ''),
    accountType: textAt(payload, 'accountType'),
    accountHolderName: textAt(payload, 'accountHolderName'),
    debitOrderDay: textAt(payload, 'debitOrderDay'),
    commencementDate: textAt(payload, 'commencementDate'),
    termsAccept: textAt(payload, 'termsAccept') === 'on',
    concentToDebit: textAt(payload, 'concentToDebit') === 'on',
  }
  // The banking page's rule (the API's too); the dates offered are checked by the API, which knows today.
  const checked = checkDebitOrder(order, { banks, commencementDates: null })
  const errors: PageError[] = []
  for (const error of checked.errors) {
    // No bank chosen: one message, beside the bank (its name and branch code follow from it, and
    // the page has no field of their own to show theirs beside).
    if (error.path === 'bankName') {
      if (!checked.errors.some((other) => other.path === 'bankId')) errors.push({ ...error, path: 'bankId' })
    } else if (!(error.path === 'branchCode' && !bank)) errors.push(error)
  }
  return {
    order: checked.order,
    errors,
    // Only the acceptances the page asks (its settings) are sent.
    acceptances: Object.fromEntries(asked.map((name) => [name, textAt(payload, name) === 'on'])),
  }
}

/**
 * The banking page's form: the debit order by the page's bank list, the acceptances it asks, and the
 * payer when "someone else pays the premium" is ticked (their details and consent, by the page's rule).
 */
export function debitOrderFormSchema(banks: readonly Bank[], asked: readonly PurchaseAcceptance[]) {
  return pageFormSchema((payload) => {
    const { order, errors, acceptances } = debitOrderOf(payload, banks, asked)
    const paying = payerOf(payload)
    return {
      value: { order: order!, acceptances, payer: paying.payer },
      errors: [...errors, ...paying.errors],
    }
  })
}
