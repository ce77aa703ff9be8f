import {
  lifeCommencementDates,
  shortTermCommencementDates,
  southAfricanToday,
} from '@insure/domain/debit-order/dates'
import { desc } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../seed/campaign.ts'
import { A_VEHICLE, typicalAnswers } from '../../test/quick-quote-fixtures.ts'
import { CAR, newSession, poster, testIdNumber } from '../../test/form-fixtures.ts'
import {
  TEST_MEDICAL_AID,
  idNumberFor,
  pageOf,
  quoteClient,
  typicalPageAnswers,
  walkQuote,
} from '../../test/quote-fixtures.ts'
import { WORKBENCH_AUTHORIZATION, agentCredentials } from '../../test/agent-fixtures.ts'
import { carQuote, withCarPolicy } from '../../test/car-fixtures.ts'
import { createTestApp } from '../../test/test-app.ts'
import { testConfig } from '../config.ts'
import { emailOutbox } from '../db/schema/index.ts'

/**
 * Issue 17: no input gets a 5xx. Every operation of /docs/json (so an endpoint is covered the day it
 * lands) is called with valid credentials and, in each body field, query parameter and path
 * parameter in turn, each class of odd value: characters PostgreSQL cannot store or JSON cannot
 * carry, right-to-left overrides, 10 KB of emoji, markup, quotes, huge and negative numbers, wrong
 * types, a missing field; and every path with every HTTP method. Every answer must be below 500,
 * never HTML or a stack trace, and every 4xx the JSON envelope of DESIGN.md.
 *
 * The server runs in call-centre and test mode, so that every operation exists (the workbench's
 * token issue, the test-data generator) and a quick quote can skip the captcha and reach storage.
 */

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  minLength?: number
  default?: unknown
}
type Parameter = {
  in: 'query' | 'path' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}
type Operation = {
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
}

const testApp = await createTestApp({ callCentre: true, testMode: true, rateLimitPerMinute: 1_000_000 })
const { app } = testApp
afterAll(() => testApp.close())
// An agent's: the quick quote skips the captcha, and GET A/wtf/agent-session answers 200.
const credentials = await agentCredentials(app)
const post = poster(app, credentials)

const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[]
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
      }
    >
  >
}
const OPERATIONS: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    body: operation.requestBody?.content['application/json']?.schema,
  })),
)

// ---- Values a valid request would carry, by field or parameter name, so that one odd value among
// valid ones reaches the handler and storage, not only the schema.

const hashedSessionId = await newSession(app, credentials)
const quote = await post('/wyzeapi/quickquote/create', {
  hashedProductId: CAR,
  hashedSessionId: null,
  answers: typicalAnswers('car'),
  skipCaptcha: true,
})
const workbenchToken = await post(
  '/wyzeapi/wtf/token/issue',
  { agentId: 'AG42', productCode: 'car' },
  WORKBENCH_AUTHORIZATION,
)
const quoted = (
  quote.json() as { data: { hashedQuickQuoteSessionId: string; premium: number; cover: number } }
).data
const quoteId = quoted.hashedQuickQuoteSessionId
const carPages = await app.inject({
  method: 'GET',
  url: `/wyzeapi/product/pages/${CAR}`,
  headers: credentials.headers('GET'),
})

// Quotes walked through the API to the page each quote call saves (test/quote-fixtures.ts), so that
// every quote call's valid request is answered 200.
const quoteCalls = quoteClient(app, credentials)
const walkedTo = async (
  product: 'funeral' | 'life' | 'gap' | 'car',
  kind: Parameters<typeof walkQuote>[2],
) => {
  const quote = await quoteCalls.startQuote(product)
  const status = await walkQuote(quoteCalls, quote, kind)
  return { ...quote, status, page: (code: string) => pageOf(status, code).hashedPageId }
}
const atPremium = await walkedTo('funeral', 'PREMIUM')
const atContact = await walkedTo('funeral', 'PERSONAL_INFORMATION')
const atBeneficiaries = await walkedTo('funeral', 'BENEFICIARIES')
const atDisclaimer = await walkedTo('funeral', 'DISCLAIMER')
const atBanking = await walkedTo('funeral', 'BANKING_DETAILS')
const lifeAtBanking = await walkedTo('life', 'BANKING_DETAILS')
const lifeAtQuestions = await walkedTo('life', 'QUESTIONS')
const lifeBought = await walkedTo('life', 'BANKING_DETAILS')
const lifeToReQuote = await walkedTo('life', 'BANKING_DETAILS')
const gapAtMedicalAid = await walkedTo('gap', 'MEDICAL_AID')
const carAtVehicle = await walkedTo('car', 'QUESTIONS')
const carAtBanking = await walkedTo('car', 'BANKING_DETAILS')
const hashedQuoteId = atPremium.hashedQuoteId

// The car full sale's calls name a car quote this browser owns (made by the fixture as addQuote
// makes it).
const carFullSaleSessionId = (await carQuote(app, credentials)).hashedQuoteId
// The letter to a finance house confirms the cover of a bought car policy.
const boughtCarQuoteId = (await carQuote(app, credentials)).hashedQuoteId
await withCarPolicy(app, boughtCarQuoteId)

const today = southAfricanToday(new Date())
const bankFor = async (life: boolean) => {
  const [bank] = await app.banks.list(life ? 'life' : 'shortTerm')
  return {
    bankId: bank!.id,
    bankName: bank!.name,
    branchCode: bank!.universalBranchCode,
    accountNumber: '62001234567',
    accountType: 'CURRENT',
    accountHolderName: 'T Mokoena',
    debitOrderDay: 25,
    commencementDate: life
      ? lifeCommencementDates({ today, debitOrderDay: 25 })[0]!.commencementDate
      : shortTermCommencementDates(today)[0]!,
    termsAccept: true,
    concentToDebit: true,
  }
}
const CONTACT = {
  title: 'Mr', // idNumberFor gives a man's ID number for an age: the title agrees
  citizenId: idNumberFor(atContact.status),
  name: 'Thandiwe',
  surname: 'Mokoena',
  email: 'thandiwe@example.co.za',
  mobile: '082 555 0101',
}
const BENEFICIARY = {
  name: 'Lerato',
  surname: 'Mokoena',
  gender: 'Female',
  dateOfBirth: '1990-07-04',
  benefitPercentage: 100,
  beneficiaryDesignation: 'Sister',
}

await quoteCalls.call('PUT', '/wyzeapi/quote/life/purchase', {
  hashedQuoteId: lifeBought.hashedQuoteId,
  bankDetails: await bankFor(true),
})

/** Valid bodies of operations whose fields mean something else than elsewhere, merged over the rest. */
const BODIES: Record<string, Record<string, unknown>> = {
  // A quick quote of a product sold online.
  'POST /wyzeapi/quote/addQuote': { hashedQuickQuoteSessionId: atPremium.hashedQuickQuoteSessionId },
  'POST /wyzeapi/wtf/questionDetails/{id}': {
    hashedPageId: atPremium.page('quick-quote'),
    answeredQuestions: typicalAnswers('funeral'),
  },
  'PUT /wyzeapi/quote/accept': {
    premium: atPremium.status.price!.premiumCents,
    totalCover: atPremium.status.price!.coverCents,
    selectedProduct: null,
    excess: null,
    // A funeral quote offers no VAP add-ons (aof_vaps is a car premium page's): none chosen.
    addOns: [],
  },
  'POST /wyzeapi/contact/addContact': {
    contact: CONTACT,
    hashedQuickQuoteSessionId: atContact.hashedQuickQuoteSessionId,
    hashedPageId: atContact.page('personal-information'),
  },
  ...Object.fromEntries(
    ['PUT /wyzeapi/contact/updateContact', 'PUT /wyzeapi/contact/updateContact/noQuirc'].map((operation) => [
      operation,
      {
        contact: CONTACT,
        addresses: null,
        hashedQuoteId: atContact.hashedQuoteId,
        hashedPageId: atContact.page('personal-information'),
      },
    ]),
  ),
  'POST /wyzeapi/beneficiary/v2/addBeneficiary': {
    hashedQuoteId: atBeneficiaries.hashedQuoteId,
    hashedPageId: atBeneficiaries.page('beneficiaries'),
    beneficiaries: [BENEFICIARY],
  },
  'POST /wyzeapi/quote/life/{id}/addresses-and-beneficiaries': {
    hashedPageId: atBeneficiaries.page('beneficiaries'),
    addresses: null,
    beneficiaries: [BENEFICIARY],
  },
  'POST /wyzeapi/disclaimer': {
    hashedQuoteId: atDisclaimer.hashedQuoteId,
    answers: [10, 20, 30].map((order) => ({
      disclaimerType: 'PURCHASE',
      order,
      answer: order === 20 ? 'NO' : 'YES',
    })),
  },
  'POST /wyzeapi/wtf/questionnaire/{id}/submit': {
    hashedPageId: lifeAtQuestions.page('health-and-lifestyle'),
    answeredQuestions: pageOf(lifeAtQuestions.status, 'health-and-lifestyle').questions.map((question) => ({
      questionId: question.id,
      selectedAnswers: [{ id: question.answers.find((answer) => answer.code === 'N')!.id }],
    })),
  },
  'POST /wyzeapi/quote': { hashedQuoteId: lifeToReQuote.hashedQuoteId },
  'POST /wyzeapi/wtf/sti/car/full-sale/letterNotification': {
    carFullSaleSessionId: boughtCarQuoteId,
    financeHouse: { name: 'WesBank', email: 'cover@wesbank.example.co.za', accountNumber: '3301234567' },
  },
  'PUT /wyzeapi/quote/lifeReQuote': { hashedQuoteId: lifeToReQuote.hashedQuoteId },
  'POST /wyzeapi/quote/validate': {
    hashedQuoteId: gapAtMedicalAid.hashedQuoteId,
    hashedPageId: gapAtMedicalAid.page('medical-aid'),
    medicalAidScheme: TEST_MEDICAL_AID,
    // One page's part at a time: the odd values still go into every field of carPage, car and address.
    carPage: null,
    car: null,
    address: null,
  },
  'POST /wyzeapi/wtf/sti/car/full-sale/validate': {
    carFullSaleSessionId: carAtVehicle.hashedQuoteId,
    hashedPageId: carAtVehicle.page('vehicle'),
    answeredQuestions: typicalPageAnswers(pageOf(carAtVehicle.status, 'vehicle')),
  },
  'POST /wyzeapi/wtf/sti/car/full-sale/purchase': {
    carFullSaleSessionId: carAtBanking.hashedQuoteId,
    bankDetails: await bankFor(false),
    // The policyholder pays (payer.routes.test.ts buys with a payer; the service is shared).
    payer: null,
  },
  // A launch that continues a GAP quote session (the GAP quote's id names its quick quote).
  'POST /wyzeapi/wtf/token/issue': {
    productCode: 'gap',
    gapQuoteSessionId: gapAtMedicalAid.hashedQuoteId,
    hashedQuickQuoteId: null,
    hashedPageId: null,
  },
  'PUT /wyzeapi/quote/purchase': {
    hashedQuoteId: atBanking.hashedQuoteId,
    bankDetails: await bankFor(false),
    // The policyholder pays (payer.routes.test.ts buys with a payer).
    payer: null,
  },
  'PUT /wyzeapi/quote/life/purchase': {
    hashedQuoteId: lifeAtBanking.hashedQuoteId,
    bankDetails: await bankFor(true),
    payer: null,
  },
}

// A document of a policy this browser bought (documents are their quote owner's alone, issue 22).
const documentHashedId = (await app.documents.scheduleOfQuote(lifeBought.hashedQuoteId))!

// Resume by code (issue 22): a code sent for one quote, to verify; another quote to send one for.
await post(`/wyzeapi/quote/resume-quote/${atPremium.hashedQuoteId}/code`, { channel: 'EMAIL' })
const [codeEmail] = await app.db
  .select({ textBody: emailOutbox.textBody })
  .from(emailOutbox)
  .orderBy(desc(emailOutbox.createdAt))
  .limit(1)
const resumeCode = /\b(\d{6})\b/.exec(codeEmail!.textBody)![1]!

const KNOWN_VALUES: Record<string, unknown> = {
  carFullSaleSessionId,
  regNumber: 'CA 123-456',
  requestedSlot: { date: '2030-03-05', time: '10:15' },
  hashedQuoteId,
  hashedSessionId,
  hashedProductId: CAR,
  id: CAR,
  hashedQuickQuoteSessionId: quoteId,
  hashedQuickQuoteId: quoteId,
  productCode: 'car',
  BENEFICIARY_ID: testIdNumber('900704'),
  token: (workbenchToken.json() as { data?: { token?: string } }).data?.token,
  contactNumber: '0821234567',
  mobile: '0821234567',
  email: 'sipho@example.co.za',
  emailAddress: 'sipho@example.co.za',
  idNumber: testIdNumber(),
  citizenId: testIdNumber(),
  zaIdNumber: CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible[0],
  BENEFICIARY_NAME: 'Lerato Mokoena',
  BENEFICIARY_DOB: '1990-07-04',
  BENEFICIARY_EMAIL: 'lerato@example.co.za',
  BENEFICIARY_PHONE: '082 123 4567',
  BENEFICIARY_RELATION: 'Sister',
  answers: typicalAnswers('car'),
  hashedPageId: (carPages.json() as { data: { hashedPageId: string }[] }).data[1]!.hashedPageId,
  term: A_VEHICLE.make,
  streetCode: '6670',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  surname: 'Dlamini',
  name: 'Sipho',
  make: A_VEHICLE.make,
  year: String(A_VEHICLE.year),
  companyCode: 'IWYZE',
  company: 'IWYZE',
  searchTerm: 'Riversdale',
  townName: 'RIVERSDALE',
  suburbName: 'AALWYNFLEUR',
  answerValue: 'medicalSchemes',
  slug: 'keeping-your-documents-safe',
  '*': 'products/car-insurance',
  // quickquote/click: the figures quoted (others are refused with 409).
  premium: quoted.premium,
  cover: quoted.cover,
  listId: 'iwyze-blog',
  // wtf/occupations: an autocomplete term of 2+ characters; quote/life/commencement-dates: a day.
  query: 'nurse',
  debitOrderDay: 25,
  hashedDocumentId: documentHashedId,
  code: resumeCode,
}

/** An operation's valid body: its schema's example with the operation's own values over it. */
function bodyOf(operation: Operation): unknown {
  const example = exampleOf(operation.body)
  const own = BODIES[`${operation.method} ${operation.path}`]
  return own && typeof example === 'object' && example !== null ? { ...example, ...own } : example
}

/** A value the schema accepts, preferring the known value of a field of that name. */
function exampleOf(schema: JsonSchema | undefined, name?: string): unknown {
  if (name !== undefined && name in KNOWN_VALUES && KNOWN_VALUES[name] !== undefined)
    return KNOWN_VALUES[name]
  if (!schema) return 'text'
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives)
    return exampleOf(alternatives.find((option) => option.type !== 'null') ?? alternatives[0], name)
  if (schema.allOf) return exampleOf(schema.allOf[0], name)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property, key)]),
      )
    case 'array':
      return [exampleOf(schema.items)]
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1))
    default:
      return 'text'
  }
}

// ---- The odd values.

const EMOJI_10_KB = '😀'.repeat(2560)

/** Each class of odd value, as a JSON body value. */
const ODD_BODY_VALUES: [string, unknown][] = [
  ['a NUL character', 'Sipho\u0000Dlamini'],
  ['a lone surrogate', 'Sipho\ud800'],
  ['a right-to-left override', 'Sipho\u202eDlamini'],
  ['10 KB of emoji', EMOJI_10_KB],
  ['markup', '<script>alert(1)</script>'],
  ['quotes', `O'Brien "the" \`x\`; --`],
  ['an empty string', ''],
  ['1e308', 1e308],
  ['-1', -1],
  ['a huge integer', 99_999_999_999_999],
  ['a fraction', 0.5],
  ['null', null],
  ['true', true],
  ['an object', { nested: 'Sipho\u0000' }],
  ['an array', ['Sipho\u0000']],
]

/** Each class of odd value as it arrives in a URL (query string or path segment), percent-encoded. */
const ODD_URL_VALUES: [string, string][] = [
  ['a NUL character', 'Sipho%00Dlamini'],
  ['a lone surrogate (WTF-8 bytes)', 'Sipho%ED%A0%80'],
  ['bytes that are not UTF-8', '%FF%FE'],
  ['a right-to-left override', encodeURIComponent('Sipho\u202eDlamini')],
  ['10 KB of emoji', encodeURIComponent(EMOJI_10_KB)],
  ['markup', encodeURIComponent('<script>alert(1)</script>')],
  ['quotes', encodeURIComponent(`O'Brien "the" \`x\`; --`)],
  ['an empty value', ''],
  ['1e308', '1e308'],
  ['-1', '-1'],
  ['a huge offset', '99999999999999999999'],
  ['a fraction', '0.5'],
  ['a malformed escape', '%E0%A4%A'],
]

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const

// ---- Building and checking requests.

type Request = {
  method: string
  url: string
  payload?: unknown
  raw?: string
  label?: string
}

/** Path parameters whose valid value depends on the path (a page's slug is not a post's). */
const PATH_VALUES: Record<string, Record<string, string>> = {
  '/api/pages/{slug}/': { slug: 'contact' },
  '/wyzeapi/quote/getQuoteStatus/{id}': { id: hashedQuoteId },
  '/wyzeapi/quote/resume-quote/{id}': { id: hashedQuoteId },
  '/wyzeapi/quote/gapResumeQuote/{id}': { id: gapAtMedicalAid.hashedQuoteId },
  '/wyzeapi/wtf/questionDetails/{id}': { id: hashedQuoteId },
  '/wyzeapi/quote/getRatings/{id}': { id: hashedQuoteId },
  '/wyzeapi/quote/life/{id}/addresses-and-beneficiaries': { id: atBeneficiaries.hashedQuoteId },
  '/wyzeapi/pages/{id}/script': { id: atPremium.page('premium') },
  '/wyzeapi/wtf/questionnaire/{id}/submit': { id: lifeAtQuestions.hashedQuoteId },
  '/wyzeapi/wtf/life/quote/{id}/policy': { id: lifeBought.hashedQuoteId },
  '/wyzeapi/quote/policy-schedule/{id}': { id: lifeBought.hashedQuoteId },
  '/wyzeapi/quote/resume-quote/{id}/continue': { id: lifeBought.hashedQuoteId },
  '/wyzeapi/quote/resume-quote/{id}/code': { id: lifeBought.hashedQuoteId },
  '/wyzeapi/quote/resume-quote/{id}/verify': { id: atPremium.hashedQuoteId },
  '/wyzeapi/quote/resume-quote/{id}/save-for-later': { id: lifeBought.hashedQuoteId },
  '/wyzeapi/policy-documents/{productCode}/{slug}': { productCode: 'funeral', slug: 'policy-wording' },
  '/wyzeapi/policy-documents/{productCode}/{slug}/pdf': { productCode: 'funeral', slug: 'terms' },
  '/wyzeapi/quote/key-information/{id}': { id: lifeBought.hashedQuoteId },
}

function urlOf(
  operation: Operation,
  overrides: { path?: Record<string, string>; query?: Record<string, string | string[]> } = {},
) {
  let path = operation.path
  for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
    const value =
      overrides.path?.[parameter.name] ??
      PATH_VALUES[operation.path]?.[parameter.name] ??
      encodeURIComponent(String(exampleOf(parameter.schema, parameter.name)))
    path = path.replace(`{${parameter.name}}`, value)
  }
  const query: string[] = []
  for (const parameter of operation.parameters.filter((each) => each.in === 'query')) {
    const override = overrides.query?.[parameter.name]
    if (override === undefined) {
      if (overrides.query && parameter.name in overrides.query) continue
      query.push(
        `${parameter.name}=${encodeURIComponent(String(exampleOf(parameter.schema, parameter.name)))}`,
      )
    } else {
      for (const value of [override].flat()) query.push(`${parameter.name}=${value}`)
    }
  }
  return query.length ? `${path}?${query.join('&')}` : path
}

/** Every field of a body schema, as a path of keys (array items by index 0), depth first. */
function fieldPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema) return []
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) {
    const seen = new Set<string>()
    return alternatives
      .flatMap((option) => fieldPaths(option, prefix))
      .filter((path) => {
        const key = JSON.stringify(path)
        return seen.has(key) ? false : (seen.add(key), true)
      })
  }
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, property]) => [
      [...prefix, key],
      ...fieldPaths(property, [...prefix, key]),
    ])
  }
  if (schema.items) return fieldPaths(schema.items, [...prefix, 0])
  return []
}

function withValue(body: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>
  let target = copy
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) return copy
    target = target[key] as Record<string | number, unknown>
  }
  const last = path.at(-1)!
  if (remove) delete target[last]
  else target[last] = value
  return copy
}

function send(request: Request) {
  const headers: Record<string, string> = {
    ...credentials.headers(request.method === 'GET' || request.method === 'HEAD' ? 'GET' : 'POST'),
  }
  if (request.payload !== undefined || request.raw !== undefined) headers['content-type'] = 'application/json'
  // Every key a client could hold: the content backend's token, or on the workbench's call its
  // credential (the rest of the API ignores either).
  headers.authorization = request.url.startsWith('/wyzeapi/wtf/token/issue')
    ? WORKBENCH_AUTHORIZATION.authorization
    : `Token ${testConfig().contentApiToken}`
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.raw !== undefined
      ? { payload: request.raw }
      : request.payload !== undefined
        ? { payload: JSON.stringify(request.payload) }
        : {}),
  })
}

const STACK_TRACE = /\bat .*\.(ts|js|mjs|cjs):\d+|node_modules/

/** What is wrong with an answer, as a line for the failure list; undefined when nothing is. */
function problemOf(request: Request, response: LightMyRequestResponse): string | undefined {
  const what = `${request.method} ${request.url.slice(0, 100)}${request.label ? ` (${request.label})` : ''}`
  if (response.statusCode >= 500) return `${what}: ${response.statusCode} ${response.body.slice(0, 200)}`
  const type = String(response.headers['content-type'] ?? '')
  if (type.includes('html')) return `${what}: HTML (${response.statusCode})`
  if (STACK_TRACE.test(response.body)) return `${what}: a stack trace in ${response.body.slice(0, 200)}`
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined
  if (!type.startsWith('application/json')) return `${what}: ${response.statusCode} as ${type || 'no type'}`
  const body = response.json() as { code?: unknown; msg?: unknown; errors?: unknown; detail?: unknown }
  // The content backend speaks Django REST (DESIGN.md): `{ detail }`.
  if (request.url.startsWith('/api/')) {
    return typeof body.detail === 'string' ? undefined : `${what}: ${response.statusCode} without detail`
  }
  const errorsOk =
    body.errors === undefined ||
    (Array.isArray(body.errors) &&
      body.errors.every(
        (error: { path?: unknown; message?: unknown }) =>
          typeof error.path === 'string' && typeof error.message === 'string',
      ))
  if (body.code !== response.statusCode || typeof body.msg !== 'string' || !errorsOk) {
    return `${what}: ${response.statusCode} not in the envelope: ${response.body.slice(0, 200)}`
  }
  return undefined
}

/** Sends the requests a few at a time (concurrent writes land in one batch) and lists the problems. */
async function problemsOf(requests: Request[]): Promise<string[]> {
  const problems: string[] = []
  const CONCURRENCY = 8
  for (let start = 0; start < requests.length; start += CONCURRENCY) {
    const chunk = requests.slice(start, start + CONCURRENCY)
    const responses = await Promise.all(chunk.map(send))
    chunk.forEach((request, index) => {
      const problem = problemOf(request, responses[index]!)
      if (problem) problems.push(problem)
    })
  }
  return problems
}

function requestsFor(operation: Operation): Request[] {
  const requests: Request[] = []
  const base = operation.body === undefined ? undefined : bodyOf(operation)
  const request = (url: string, payload = base, label?: string): Request => ({
    method: operation.method,
    url,
    ...(payload === undefined ? {} : { payload }),
    ...(label ? { label } : {}),
  })
  requests.push(request(urlOf(operation)))
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue
    const override = (value: string | string[] | undefined) =>
      parameter.in === 'path'
        ? urlOf(operation, { path: { [parameter.name]: [value].flat()[0] ?? '' } })
        : urlOf(operation, { query: { [parameter.name]: value as string } })
    const label = (what: string) => `${parameter.in} ${parameter.name}: ${what}`
    for (const [name, value] of ODD_URL_VALUES) requests.push(request(override(value), base, label(name)))
    if (parameter.in === 'query') {
      // A repeated parameter arrives as an array; a missing one as nothing.
      requests.push(request(override(['a', 'b']), base, label('repeated')))
      requests.push(request(override(undefined), base, label('missing')))
    }
  }
  if (base !== undefined) {
    const url = urlOf(operation)
    for (const path of fieldPaths(operation.body)) {
      const label = (what: string) => `body ${path.join('.')}: ${what}`
      for (const [name, value] of ODD_BODY_VALUES) {
        requests.push(request(url, withValue(base, path, value), label(name)))
      }
      requests.push(request(url, withValue(base, path, undefined, true), label('missing')))
    }
    for (const [name, value] of ODD_BODY_VALUES) requests.push(request(url, value, `body: ${name}`))
    requests.push({
      method: operation.method,
      url,
      raw: '{"firstName": "Sipho\\u0000", ',
      label: 'broken JSON',
    })
  }
  return requests
}

/**
 * Issue 22: names every object inherits. A lookup keyed by client text (`LISTS[answerValue]`,
 * `value in TABLE`) finds `Object.prototype`'s `constructor` or `toString` there and goes on with a
 * function; `__proto__` finds the prototype itself. They go in each body field, each path and query
 * parameter and as a key of each object a body carries (answers by reference, say).
 */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString'] as const

/** Every object of a body schema that takes keys of the client's choosing, as a path of keys. */
function openObjectPaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (!schema) return []
  const own = (schema as { additionalProperties?: unknown }).additionalProperties
  const here = own !== undefined && own !== false && schema.type === 'object' ? [prefix] : []
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return [...here, ...alternatives.flatMap((option) => openObjectPaths(option, prefix))]
  if (schema.properties) {
    return [
      ...here,
      ...Object.entries(schema.properties).flatMap(([key, property]) =>
        openObjectPaths(property, [...prefix, key]),
      ),
    ]
  }
  if (schema.items) return [...here, ...openObjectPaths(schema.items, [...prefix, 0])]
  return here
}

function prototypeNameRequestsFor(operation: Operation): Request[] {
  const requests: Request[] = []
  const base = operation.body === undefined ? undefined : bodyOf(operation)
  const request = (url: string, payload: unknown, label: string): Request => ({
    method: operation.method,
    url,
    ...(payload === undefined ? {} : { payload }),
    label,
  })
  for (const name of PROTOTYPE_NAMES) {
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        requests.push(
          request(
            urlOf(operation, { path: { [parameter.name]: name } }),
            base,
            `path ${parameter.name}: ${name}`,
          ),
        )
      } else if (parameter.in === 'query') {
        requests.push(
          request(
            urlOf(operation, { query: { [parameter.name]: name } }),
            base,
            `query ${parameter.name}: ${name}`,
          ),
        )
      }
    }
    if (base === undefined) continue
    const url = urlOf(operation)
    for (const path of fieldPaths(operation.body)) {
      requests.push(request(url, withValue(base, path, name), `body ${path.join('.')}: ${name}`))
    }
    for (const path of openObjectPaths(operation.body)) {
      const target =
        path.length === 0
          ? base
          : path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], base)
      if (typeof target !== 'object' || target === null) continue
      // JSON.stringify writes an own `__proto__` key; the body parser refuses it (400), as it should.
      const withKey = Object.defineProperty(structuredClone(target), name, { value: 'Y', enumerable: true })
      requests.push(
        request(
          url,
          path.length === 0 ? withKey : withValue(base, path, withKey),
          `body ${path.join('.') || '(root)'}: a key ${name}`,
        ),
      )
    }
  }
  return requests
}

describe('no input gets a 5xx, HTML or a stack trace; every 4xx is the envelope', () => {
  it('the document lists the operations', () => {
    expect(OPERATIONS.length).toBeGreaterThan(40)
  })

  it.each(OPERATIONS.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const [valid, ...odd] = requestsFor(operation)
      // The valid request is stored or answered: an odd value among valid ones reaches the handler
      // and the database, not only the schema. A new operation failing here needs its field's valid
      // value in KNOWN_VALUES.
      const answer = await send(valid!)
      expect(answer.statusCode, `${valid!.method} ${valid!.url}: ${answer.body.slice(0, 300)}`).toBeLessThan(
        300,
      )
      expect(await problemsOf(odd)).toEqual([])
    },
  )

  it.each([...new Set(OPERATIONS.map((operation) => operation.path))])('every method on %s', async (path) => {
    const operation = OPERATIONS.find((each) => each.path === path)!
    const url = urlOf(operation)
    const requests = METHODS.map((method) => ({
      method,
      url,
      ...(method === 'GET' || method === 'HEAD' ? {} : { payload: bodyOf(operation) }),
    }))
    expect(await problemsOf(requests)).toEqual([])
  })
})

// After the odd values: these store what they send, and the valid requests above must be the first.
describe('names every object inherits (__proto__, constructor, toString) get no 5xx (issue 22)', () => {
  const taking = OPERATIONS.filter((operation) => prototypeNameRequestsFor(operation).length > 0)
  it('reaches the operations that take a value', () => {
    expect(taking.length).toBeGreaterThan(40)
  })

  it.each(taking.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const requests = prototypeNameRequestsFor(operation)
      expect(await problemsOf(requests)).toEqual([])
    },
  )
})
