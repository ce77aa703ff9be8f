import { ACCOUNT_TYPES } from '@insure/domain/bank'
import { shortTermCommencementDates, southAfricanToday } from '@insure/domain/debit-order/dates'
import { PRODUCT_CATALOGUE, type ProductCode } from '@insure/domain/catalogue'
import type { QuoteStatus } from '@insure/domain/full-quote'
import type { SubmittedQuestion } from '@insure/domain/quick-quote'
import { newSession, poster, testIdNumber } from './form-fixtures.ts'
import { typicalAnswers } from './quick-quote-fixtures.ts'
import type { clientCredentials, TestApp } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/**
 * A visitor's side of the full quote in API tests: a session, a quick quote (an agent's skips the
 * captcha, a visitor's sends a solved one), then the quote calls, each answering the envelope.
 */
export function quoteClient(app: TestApp, credentials: Credentials) {
  const post = poster(app, credentials)
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({
      method,
      url,
      headers: credentials.headers(method),
      ...(payload === undefined ? {} : { payload }),
    })
    credentials.remember(response)
    return response
  }

  async function quickQuote(
    product: ProductCode,
    answers: SubmittedQuestion[] = typicalAnswers(product),
    companyCode = 'IWYZE',
    captchaResponse?: string,
    featureFlags: readonly string[] = [],
  ) {
    const hashedSessionId = await newSession(app, credentials, companyCode, featureFlags)
    const response = await post(
      '/wyzeapi/quickquote/create',
      {
        hashedProductId: PRODUCT_CATALOGUE[product].hashedProductId,
        hashedSessionId,
        answers,
        skipCaptcha: true,
      },
      captchaResponse ? { 'x-captcha-response': captchaResponse } : {},
    )
    if (response.statusCode !== 200) throw new Error(`quick quote: ${response.statusCode} ${response.body}`)
    const data = response.json().data as { hashedQuickQuoteSessionId: string; premium: number; cover: number }
    return { hashedSessionId, ...data }
  }

  /**
   * `as`: a solved captcha for a visitor's quick quote (a server lets only an agent skip it). An
   * agent starts the quote with credentials holding an agent session (agent-fixtures.ts). `featureFlags`:
   * the visitor's, as the site sends them with the session.
   */
  async function startQuote(
    product: ProductCode,
    answers?: SubmittedQuestion[],
    companyCode = 'IWYZE',
    as: { captchaResponse?: string; featureFlags?: readonly string[] } = {},
  ) {
    const quick = await quickQuote(product, answers, companyCode, as.captchaResponse, as.featureFlags)
    const added = await post('/wyzeapi/quote/addQuote', {
      hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      hashedSessionId: quick.hashedSessionId,
    })
    if (added.statusCode !== 200) throw new Error(`addQuote: ${added.statusCode} ${added.body}`)
    const { hashedQuoteId } = added.json().data as { hashedQuoteId: string }
    return { ...quick, hashedQuoteId }
  }

  async function status(hashedQuoteId: string, visitedPage?: string): Promise<QuoteStatus> {
    const response = await post(`/wyzeapi/quote/getQuoteStatus/${hashedQuoteId}`, {
      hashedSessionId: null,
      ...(visitedPage ? { visitedPage } : {}),
    })
    if (response.statusCode !== 200) throw new Error(`status: ${response.statusCode} ${response.body}`)
    return response.json().data as QuoteStatus
  }

  return { post, call, quickQuote, startQuote, status }
}

/** The page of a status's journey with this code. */
export function pageOf(status: QuoteStatus, code: string) {
  const page = status.journey.pages.find((candidate) => candidate.code === code)
  if (!page) throw new Error(`no page ${code}`)
  return page
}

/** One typed answer to a page's question by externalReferenceId (its first input). */
export function typedAnswer(
  status: QuoteStatus,
  pageCode: string,
  ref: string,
  value: string,
): SubmittedQuestion {
  const question = pageOf(status, pageCode).questions.find(
    (candidate) => candidate.externalReferenceId === ref,
  )!
  return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id, value }] }
}

/** The chosen answers (by code) to a page's question by externalReferenceId. */
export function chosenAnswer(
  status: QuoteStatus,
  pageCode: string,
  ref: string,
  ...codes: string[]
): SubmittedQuestion {
  const question = pageOf(status, pageCode).questions.find(
    (candidate) => candidate.externalReferenceId === ref,
  )!
  return {
    questionId: question.id,
    selectedAnswers: question.answers
      .filter((answer) => codes.includes(answer.code))
      .map((answer) => ({ id: answer.id })),
  }
}

/** An ID number of someone `age` on `today` (born a month and a day before their birthday this year). */
export function idNumberAged(age: number, today = new Date()): string {
  const born = new Date(today.getFullYear() - age, today.getMonth(), today.getDate())
  born.setDate(born.getDate() - 40)
  const yymmdd = [born.getFullYear() % 100, born.getMonth() + 1, born.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('')
  return testIdNumber(yymmdd)
}

/** An ID number that agrees with a quote's answers: its date of birth, age and gender. */
export function idNumberFor(status: QuoteStatus): string {
  const dateOfBirth = status.answers.Date_of_birth?.values.value
  const female = status.answers.Gender?.codes.includes('F')
  if (dateOfBirth) return testIdNumber(dateOfBirth.replaceAll('/', '').slice(2), female ? '0123' : '5009')
  const age = status.answers.Age?.values.value
  return age ? idNumberAged(Number(age)) : testIdNumber()
}

export const TEST_ADDRESS = {
  streetNo: '12',
  street: 'Jan Smuts Avenue',
  afrigisCode: '1',
  postArea: 'Aalwynfleur',
  town: 'Riversdale',
  province: 'Western Cape',
  isComplexOrFlat: false,
}

/** VAP's vehicle page as an owner of an ordinary private car answers it (the Car for VAP fields). */
export const TEST_CAR_FOR_VAP = {
  owner: true,
  taxi: false,
  existingDamage: false,
  registeredInSA: true,
  isLimoOrPanelVan: false,
}

/** What a person types where a question asks something of its own (a car's plate, its tracker). */
const TYPICAL_TYPED: Readonly<Record<string, string>> = {
  Registration_number: 'CA 123-456',
  Tracking_device: 'TRACKER_RETRIEVE',
}

/** The choice a person typically makes where the first would refuse the quote (a car's). */
const TYPICAL_CHOSEN: Readonly<Record<string, string>> = {
  Vehicle_modified: 'N',
  Insurance_refused: 'N',
  Licence_code: 'B',
}

/** The answers of a page's questions a person would typically give (first choice, a number in range). */
export function typicalPageAnswers(page: QuoteStatus['journey']['pages'][number]): SubmittedQuestion[] {
  return page.questions.map((question) => {
    const typed = TYPICAL_TYPED[question.externalReferenceId]
    if (typed)
      return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id, value: typed }] }
    if (question.type.name === 'SINGLE_CHOICE' || question.type.name === 'MULTIPLE_CHOICE') {
      // "No" where a yes would decline a life quote.
      const chosen = TYPICAL_CHOSEN[question.externalReferenceId]
      const pick =
        question.answers.find((answer) => answer.code === chosen) ??
        question.answers.find((answer) => answer.outcomes.length === 0) ??
        question.answers[0]!
      return { questionId: question.id, selectedAnswers: [{ id: pick.id }] }
    }
    const value =
      question.type.name === 'NUMBER'
        ? String(question.type.minVal ?? 1)
        : question.type.name === 'DATE'
          ? '1988/03/14'
          : 'Lindiwe Mokoena'
    return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id, value }] }
  })
}

/**
 * Walks a quote's journey through the API as the site does, page by page from the first still to
 * answer, until `stopAt` (a page kind) is the first still to answer: the calls of each page with the
 * answers a person would give.
 */
export async function walkQuote(
  client: ReturnType<typeof quoteClient>,
  quote: { hashedQuoteId: string; hashedQuickQuoteSessionId: string },
  stopAt: QuoteStatus['journey']['pages'][number]['kind'],
): Promise<QuoteStatus> {
  for (let step = 0; step < 20; step += 1) {
    const status = await client.status(quote.hashedQuoteId)
    const page = pageOf(status, status.firstIncompletePage)
    if (page.kind === stopAt || page.kind === 'CONGRATULATIONS') return status
    const id = quote.hashedQuoteId
    let response
    switch (page.kind) {
      case 'QUESTIONS':
        // A car page saves through the full sale's validate, VAP's vehicle page through
        // POST A/quote/validate (their settings), the others questionDetails.
        response =
          page.settings.savesThrough === 'carFullSaleValidate'
            ? await client.post('/wyzeapi/wtf/sti/car/full-sale/validate', {
                carFullSaleSessionId: id,
                hashedPageId: page.hashedPageId,
                answeredQuestions: typicalPageAnswers(page),
              })
            : page.settings.refusalRule === 'VAP'
              ? await client.post('/wyzeapi/quote/validate', {
                  hashedQuoteId: id,
                  hashedPageId: page.hashedPageId,
                  car: TEST_CAR_FOR_VAP,
                })
              : await client.post(`/wyzeapi/wtf/questionDetails/${id}`, {
                  hashedPageId: page.hashedPageId,
                  answeredQuestions: typicalPageAnswers(page),
                })
        break
      case 'DISCLAIMER':
        response = await client.post('/wyzeapi/disclaimer', {
          hashedQuoteId: id,
          answers: [10, 20, 30].map((order) => ({
            disclaimerType: 'PURCHASE',
            order,
            answer: order === 20 ? 'NO' : 'YES',
          })),
        })
        break
      case 'PERSONAL_INFORMATION': {
        const citizenId = idNumberFor(status)
        response = await client.post('/wyzeapi/contact/addContact', {
          contact: {
            // The title agrees with the ID number's gender (digit 7: below 5 a woman).
            title: Number(citizenId[6]) < 5 ? 'Ms' : 'Mr',
            citizenId,
            name: 'Thandiwe',
            surname: 'Mokoena',
            fullNames: 'Thandiwe Grace',
            email: 'thandiwe@example.co.za',
            mobile: '082 555 0101',
            occupation: 'Nursing professionals',
            maritalStatus: 'Married',
          },
          hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
          hashedPageId: page.hashedPageId,
        })
        break
      }
      case 'ADDRESS':
        // VAP's address page names POST A/quote/validate (its settings); the others updateContact.
        response =
          page.settings.savesThrough === 'validate'
            ? await client.post('/wyzeapi/quote/validate', {
                hashedQuoteId: id,
                hashedPageId: page.hashedPageId,
                address: { residence: TEST_ADDRESS, postal: null },
              })
            : await client.call('PUT', '/wyzeapi/contact/updateContact', {
                contact: {},
                addresses: { residence: TEST_ADDRESS, postal: null },
                hashedQuoteId: id,
                hashedPageId: page.hashedPageId,
              })
        break
      case 'BENEFICIARIES': {
        const person = {
          name: 'Lerato',
          surname: 'Mokoena',
          gender: 'Female',
          dateOfBirth: '1990-07-04',
          benefitPercentage: 100,
        }
        response = await client.post('/wyzeapi/beneficiary/v2/addBeneficiary', {
          hashedQuoteId: id,
          hashedPageId: page.hashedPageId,
          beneficiaries: [
            page.settings.beneficiaryRule === 'LIFE_V2'
              ? { ...person, relation: 'Sister' }
              : { ...person, beneficiaryDesignation: 'Sister' },
          ],
        })
        break
      }
      case 'MEDICAL_AID': {
        // The quick quote's scheme (Discovery), on an option of the plan it was rated on: no re-rating.
        const plan = status.answers.Medical_aid_plan?.codes[0] ?? 'HOSPITAL'
        response = await client.post('/wyzeapi/quote/validate', {
          hashedQuoteId: id,
          hashedPageId: page.hashedPageId,
          medicalAidScheme: { ...TEST_MEDICAL_AID, option: DISCOVERY_OPTION_OF_PLAN[plan] },
        })
        break
      }
      case 'PREMIUM': {
        const price = status.price!
        response = await client.call('PUT', '/wyzeapi/quote/accept', {
          hashedQuoteId: id,
          premium: price.premiumCents,
          totalCover: price.coverCents,
        })
        break
      }
      default:
        throw new Error(`walkQuote cannot answer a ${page.kind} page`)
    }
    if (response.statusCode !== 200) throw new Error(`${page.code}: ${response.statusCode} ${response.body}`)
  }
  throw new Error('walkQuote went round in circles')
}

/** A Discovery option of each kind of plan GAP rates (seed/data/medical-schemes.ts). */
export const DISCOVERY_OPTION_OF_PLAN: Readonly<Record<string, string>> = {
  HOSPITAL: 'Classic Core',
  SAVINGS: 'Classic Saver',
  COMPREHENSIVE: 'Classic Comprehensive',
}

/** The medical aid page as a GAP buyer fills it in, on the quick quote's scheme (typicalAnswers). */
export const TEST_MEDICAL_AID = {
  name: 'Discovery Health Medical Scheme',
  option: 'Classic Core',
  number: '123456789',
  inceptionDate: '2019-03-01',
}

/** A short-term debit order as the banking page sends it: the first bank of the list, 62001234567. */
export async function shortTermBankDetails(app: TestApp, change: Record<string, unknown> = {}) {
  const [bank] = await app.banks.list('shortTerm')
  return {
    bankId: bank!.id,
    bankName: bank!.name,
    branchCode: bank!.universalBranchCode,
    accountNumber: '62001234567',
    accountType: ACCOUNT_TYPES[0]!.code,
    accountHolderName: 'T Mokoena',
    debitOrderDay: 25,
    commencementDate: shortTermCommencementDates(southAfricanToday(new Date()))[0]!,
    termsAccept: true,
    concentToDebit: true,
    ...change,
  }
}
