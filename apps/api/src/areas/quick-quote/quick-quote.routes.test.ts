import { PRODUCT_CATALOGUE, PRODUCT_CODES, type ProductCode } from '@insure/domain/catalogue'
import { activeProductCodes } from '@insure/domain/company'
import { MEDICAL_SCHEME_INVALID_MESSAGE } from '@insure/domain/medical-aid'
import { SUBURB_NOT_FOUND_MESSAGE, VEHICLE_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import { NUMBER_ANSWER_MESSAGE, REQUIRED_ANSWER_MESSAGE } from '@insure/domain/question'
import { CURRENT_RATING_TABLES } from '@insure/domain/rating'
import { DATE_ANSWER_MESSAGE } from '@insure/domain/quick-quote'
import { SA_ID_NUMBER_INVALID_MESSAGE } from '@insure/domain/sa-id'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSession, poster, testIdNumber } from '../../../test/form-fixtures.ts'
import { A_VEHICLE, chosen, questionOf, typed, typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { quickQuoteClicks, quickQuotes } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { QUICK_QUOTE_JOURNEYS } from '../../../seed/journeys/index.ts'
import { companySeeds } from '../../../seed/companies.ts'
import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_MISSING_MESSAGE } from '../captcha/captcha.ts'
import { QUOTE_NOT_YOURS_MESSAGE } from '../quote-owner/quote-owners.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'
import {
  PRODUCT_NOT_OFFERED_MESSAGE,
  QUICK_QUOTE_FIGURES_MISMATCH_MESSAGE,
  answerPath,
} from './quick-quote.routes.ts'

type App = Awaited<ReturnType<typeof createTestApp>>
type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/** The site's server: a visitor must solve the captcha. */
let site: App
let siteCredentials: Credentials
/** A call-centre server: agents (with an agent session) skip the captcha. */
let callCentre: App
let callCentreCredentials: Credentials

beforeAll(async () => {
  ;[site, callCentre] = await Promise.all([createTestApp(), createTestApp({ callCentre: true })])
  ;[siteCredentials, callCentreCredentials] = await Promise.all([
    clientCredentials(site.app),
    agentCredentials(callCentre.app),
  ])
})
afterAll(() => Promise.all([site.close(), callCentre.close()]))

const CREATE = '/wyzeapi/quickquote/create'
const hashedIdOf = (code: ProductCode) => PRODUCT_CATALOGUE[code].hashedProductId

async function solvedCaptcha(app: App, credentials: Credentials): Promise<string> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/wyzeapi/captcha/challenge',
    headers: credentials.headers('GET'),
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  const challenge = (response.json() as { data: Challenge }).data
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Creates a quick quote as an agent (no captcha), on the call-centre server. */
function createAsAgent(body: Record<string, unknown>) {
  return poster(callCentre.app, callCentreCredentials)(CREATE, { skipCaptcha: true, ...body })
}

type Envelope = { code: number; msg?: string; errors?: { path: string; message: string }[]; data?: never }

describe('GET /wyzeapi/quickquote/questions', () => {
  const get = (url: string) =>
    site.app.inject({ method: 'GET', url, headers: siteCredentials.headers('GET') })

  it.each(['car', 'life', 'funeral', 'gap', 'contents', 'vap', 'bi', 'trailer'] as const)(
    'serves the seeded questions of %s in order, with the lead-capture consent and the disclaimer',
    async (code) => {
      const response = await get(`/wyzeapi/quickquote/questions?hashedProductId=${hashedIdOf(code)}`)
      expect(response.statusCode).toBe(200)
      const { data } = response.json() as {
        data: {
          product: { productcode: string; hashedProductId: string }
          questions: { id: string; order: number }[]
          consent: { consent_type: string; confirm_text: string; active: boolean } | null
          disclaimer: string | null
        }
      }
      expect(data.product).toMatchObject({ productcode: code, hashedProductId: hashedIdOf(code) })
      expect(data.questions.map((question) => question.id)).toEqual(
        QUICK_QUOTE_JOURNEYS[code].map((question) => question.id),
      )
      expect(data.consent).toMatchObject({
        consent_type: 'QUICK_QUOTE_LEAD_CAPTURE',
        confirm_text: 'I agree',
        active: true,
      })
      expect(data.disclaimer).toMatch(/premium quoted is based on the answers you give/)
    },
  )

  it('answers 404 for a product the company does not sell (legal without its flag)', async () => {
    const response = await get(`/wyzeapi/quickquote/questions?hashedProductId=${hashedIdOf('legal')}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404, msg: PRODUCT_NOT_OFFERED_MESSAGE })
  })

  it('answers 400 "Select a product" for an unknown product, and for none', async () => {
    const unknown = await get('/wyzeapi/quickquote/questions?hashedProductId=nope')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      errors: [{ path: 'hashedProductId', message: 'Select a product' }],
    })
    expect((await get('/wyzeapi/quickquote/questions')).statusCode).toBe(400)
  })
})

describe('POST /wyzeapi/quickquote/create: a premium for every product a company activates', () => {
  it.each(PRODUCT_CODES.filter((code) => code !== 'legal'))(
    '%s: rated on the current tables, stored with its answers and version',
    async (code) => {
      const answers = typicalAnswers(code)
      const response = await createAsAgent({ hashedProductId: hashedIdOf(code), answers })
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json() as {
        data: { outcome: string; hashedQuickQuoteSessionId: string; premium: number; cover: number }
      }
      expect(data.outcome).toBe('QUOTED')
      expect(Number.isInteger(data.premium) && data.premium > 0).toBe(true)
      expect(Number.isInteger(data.cover) && data.cover > 0).toBe(true)
      const [row] = await callCentre.db
        .select()
        .from(quickQuotes)
        .where(eq(quickQuotes.hashedId, data.hashedQuickQuoteSessionId))
      expect(row).toMatchObject({
        productCode: code,
        outcome: 'QUOTED',
        premiumCents: data.premium,
        coverCents: data.cover,
        ratingTableVersion: CURRENT_RATING_TABLES.version,
        callCentre: true,
        sessionHashedId: null,
        companyCode: 'IWYZE',
        answers,
      })
    },
  )

  it('legal is refused while the company does not sell it', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('legal'),
      answers: typicalAnswers('legal'),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ msg: PRODUCT_NOT_OFFERED_MESSAGE })
  })

  it('the car premium follows the vehicle chosen: a dearer vehicle of the same year costs more', async () => {
    const dearer = (await import('../../../seed/data/vehicles.ts'))
      .vehicleSeeds()
      .filter(
        (vehicle) => vehicle.year === A_VEHICLE.year && vehicle.valueCents > A_VEHICLE.valueCents * 3,
      )[0]!
    const premiumOf = async (vehicle: { code: string; year: number }) => {
      const question = questionOf('car', 'Vehicle')
      const [year, chosenVehicle] = question.answers
      const response = await createAsAgent({
        hashedProductId: hashedIdOf('car'),
        answers: typicalAnswers('car', {
          Vehicle: [
            { id: year!.id, value: String(vehicle.year) },
            { id: chosenVehicle!.id, value: vehicle.code },
          ],
        }),
      })
      return (response.json() as { data: { premium: number } }).data.premium
    }
    expect(await premiumOf(dearer)).toBeGreaterThan(await premiumOf(A_VEHICLE))
  })
})

describe('life qualification', () => {
  it('an income too low does not qualify: life-premium-not-qual, stored as such', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('life'),
      answers: typicalAnswers('life', { Household_income: typed('life', 'Household_income', '1500') }),
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as {
      data: { outcome: string; reason: string; route: string; hashedQuickQuoteSessionId: string }
    }
    expect(data).toMatchObject({
      outcome: 'NOT_QUALIFIED',
      reason: 'life-premium-not-qual',
      route: '/error/life-premium-not-qual',
    })
    const [row] = await callCentre.db
      .select()
      .from(quickQuotes)
      .where(eq(quickQuotes.hashedId, data.hashedQuickQuoteSessionId))
    expect(row).toMatchObject({
      outcome: 'NOT_QUALIFIED',
      declineReason: 'life-premium-not-qual',
      premiumCents: null,
    })
  })

  it('cover beyond what the income allows: life-exceeds-range', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('life'),
      answers: typicalAnswers('life', {
        Household_income: typed('life', 'Household_income', '8000'),
        Cover_amount: typed('life', 'Cover_amount', '10000000'),
      }),
    })
    expect(response.json()).toMatchObject({
      data: { outcome: 'NOT_QUALIFIED', reason: 'life-exceeds-range', route: '/error/life-exceeds-range' },
    })
  })
})

describe('answers the server refuses (400, field errors by question, nothing stored)', () => {
  const lifeCover = questionOf('life', 'Cover_amount')
  const cases: {
    name: string
    product: ProductCode
    ref: string
    selected: { id: string; value?: string }[] | null
    message: string
  }[] = [
    {
      name: 'a number left blank',
      product: 'life',
      ref: 'Household_income',
      selected: null,
      message: NUMBER_ANSWER_MESSAGE,
    },
    {
      name: 'a number that is not one',
      product: 'car',
      ref: 'Driver_age',
      selected: typed('car', 'Driver_age', '3a'),
      message: NUMBER_ANSWER_MESSAGE,
    },
    {
      // PER_ANSWER: the part-time count may stay empty, the full-time count may not.
      name: 'staff counted as part-time only',
      product: 'bi',
      ref: 'Employees',
      selected: [{ id: questionOf('bi', 'Employees').answers[1]!.id, value: '3' }],
      message: NUMBER_ANSWER_MESSAGE,
    },
    {
      name: 'a choice left out',
      product: 'car',
      ref: 'Vehicle_use',
      selected: null,
      message: REQUIRED_ANSWER_MESSAGE,
    },
    {
      name: 'a date left out',
      product: 'life',
      ref: 'Date_of_birth',
      selected: null,
      message: REQUIRED_ANSWER_MESSAGE,
    },
    {
      name: 'an amount outside its range',
      product: 'life',
      ref: 'Cover_amount',
      selected: typed('life', 'Cover_amount', '50'),
      message: `Amount must be between R ${(lifeCover.answers[0]!.validation as { min: number }).min} and R ${(lifeCover.answers[0]!.validation as { max: number }).max}`,
    },
    {
      name: 'a date not YYYY/MM/DD',
      product: 'life',
      ref: 'Date_of_birth',
      selected: typed('life', 'Date_of_birth', '15/06/1985'),
      message: DATE_ANSWER_MESSAGE,
    },
    {
      name: 'an ID number that fails its check digit',
      product: 'life',
      ref: 'Id_number',
      selected: typed('life', 'Id_number', '8506155009081'),
      message: SA_ID_NUMBER_INVALID_MESSAGE,
    },
    {
      name: 'two answers to a single choice',
      product: 'car',
      ref: 'Vehicle_use',
      selected: chosen('car', 'Vehicle_use', 'PRIVATE', 'BUSINESS'),
      message: 'Invalid',
    },
    {
      name: 'a suburb that does not exist',
      product: 'contents',
      ref: 'Suburb',
      selected: typed('contents', 'Suburb', '99999999'),
      message: SUBURB_NOT_FOUND_MESSAGE,
    },
    {
      name: 'a medical scheme not on the list',
      product: 'gap',
      ref: 'Medical_aid_scheme',
      selected: typed('gap', 'Medical_aid_scheme', 'Acme Health'),
      message: MEDICAL_SCHEME_INVALID_MESSAGE,
    },
  ]

  it.each(cases)('$name: "$message" at answers.<question>', async ({ product, ref, selected, message }) => {
    const before = await callCentre.db.select().from(quickQuotes)
    const response = await createAsAgent({
      hashedProductId: hashedIdOf(product),
      answers: typicalAnswers(product, { [ref]: selected }),
    })
    expect(response.statusCode, response.body).toBe(400)
    const body = response.json() as Envelope
    expect(body.msg).toBe(MESSAGES.validation)
    expect(body.errors).toContainEqual({ path: answerPath(questionOf(product, ref).id), message })
    expect(await callCentre.db.select().from(quickQuotes)).toHaveLength(before.length)
  })

  it('a vehicle not in the catalogue for that year: "Could not find vehicle."', async () => {
    const question = questionOf('car', 'Vehicle')
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('car'),
      answers: typicalAnswers('car', {
        Vehicle: [
          { id: question.answers[0]!.id, value: '1901' },
          { id: question.answers[1]!.id, value: A_VEHICLE.code },
        ],
      }),
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as Envelope).errors).toContainEqual({
      path: answerPath(question.id),
      message: VEHICLE_NOT_FOUND_MESSAGE,
    })
  })

  it('a "None of the above" security answer with another one is refused', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('contents'),
      answers: typicalAnswers('contents', { Security: chosen('contents', 'Security', 'ALARM', 'NONE') }),
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as Envelope).errors?.[0]?.path).toBe(
      answerPath(questionOf('contents', 'Security').id),
    )
  })

  it('a question of another product is named', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('funeral'),
      answers: [...typicalAnswers('funeral'), ...typicalAnswers('car').slice(0, 1)],
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as Envelope).errors).toContainEqual({
      path: answerPath(QUICK_QUOTE_JOURNEYS.car[0]!.id),
      message: 'This question is not part of the quote.',
    })
  })

  it('a body that is not a quick quote gets the envelope, not a 500', async () => {
    const response = await createAsAgent({ hashedProductId: 42, answers: 'all of them' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
  })
})

describe('the captcha (ALTCHA, self-hosted)', () => {
  const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    poster(site.app, siteCredentials)(CREATE, body, headers)
  const funeral = () => ({ hashedProductId: hashedIdOf('funeral'), answers: typicalAnswers('funeral') })

  it('is asked for: none gives 400 with a sentence, and nothing is stored', async () => {
    const response = await create(funeral())
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: CAPTCHA_MISSING_MESSAGE })
    expect(await site.db.select().from(quickQuotes)).toHaveLength(0)
  })

  it('a visitor cannot skip it by asking to (only call-centre mode may)', async () => {
    const response = await create({ ...funeral(), skipCaptcha: true })
    expect(response.json()).toMatchObject({ msg: CAPTCHA_MISSING_MESSAGE })
  })

  it.each([
    ['no agent session', ''],
    ['a cookie a script wrote', 'callcentre-agent=AG42'],
    ['a forged agent session', `agent-session=${Buffer.from('{"a":"AG42"}').toString('base64url')}.forged`],
  ])('on a call-centre server, %s does not skip it (issue 22)', async (_, cookie) => {
    const credentials = await clientCredentials(callCentre.app)
    const before = (await callCentre.db.select().from(quickQuotes)).length
    const headers = credentials.headers('POST')
    const response = await poster(callCentre.app, credentials)(
      CREATE,
      { ...funeral(), skipCaptcha: true },
      cookie ? { cookie: `${headers.cookie}; ${cookie}` } : {},
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: CAPTCHA_MISSING_MESSAGE })
    expect(await callCentre.db.select().from(quickQuotes)).toHaveLength(before)
  })

  it.each(['not base64 json', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')])(
    'a made-up answer fails: %s',
    async (header) => {
      const response = await create(funeral(), { 'x-captcha-response': header })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ msg: CAPTCHA_FAILED_MESSAGE })
    },
  )

  it('a solved challenge is accepted once: the quote is stored with the session, then a replay fails', async () => {
    const hashedSessionId = await newSession(site.app, siteCredentials)
    const header = await solvedCaptcha(site, siteCredentials)
    const body = {
      ...funeral(),
      hashedSessionId,
      consent: { consent_type: 'QUICK_QUOTE_LEAD_CAPTURE', accepted: true },
    }
    const first = await create(body, { 'x-captcha-response': header })
    expect(first.statusCode, first.body).toBe(200)
    const id = (first.json() as { data: { hashedQuickQuoteSessionId: string } }).data
      .hashedQuickQuoteSessionId
    const [row] = await site.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, id))
    expect(row).toMatchObject({
      sessionHashedId: hashedSessionId,
      companyCode: 'IWYZE',
      consentAccepted: true,
      callCentre: false,
    })
    expect(row?.consentText).toMatch(/may keep my answers and contact me/)

    const replay = await create(body, { 'x-captcha-response': header })
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ msg: CAPTCHA_FAILED_MESSAGE })
  })

  describe('across processes: a second app on the same database', () => {
    let other: App
    beforeAll(async () => {
      other = await createTestApp({}, { database: site.database })
    })
    afterAll(() => other.close())
    const createOn = (app: App, headers: Record<string, string>) =>
      poster(app.app, siteCredentials)(CREATE, funeral(), headers)

    it('refuses a solution the first accepted', async () => {
      const header = await solvedCaptcha(site, siteCredentials)
      expect((await createOn(site, { 'x-captcha-response': header })).statusCode).toBe(200)
      const replay = await createOn(other, { 'x-captcha-response': header })
      expect(replay.statusCode).toBe(400)
      expect(replay.json()).toEqual({ code: 400, msg: CAPTCHA_FAILED_MESSAGE })
    })

    it('accepts one solution sent to both at once exactly once', async () => {
      const header = await solvedCaptcha(site, siteCredentials)
      const answers = await Promise.all(
        [site, other, site, other].map((app) => createOn(app, { 'x-captcha-response': header })),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400])
    })
  })

  it('a session that does not exist gets 404, and an OM session stores the quote as OM', async () => {
    const unknown = await create(
      { ...funeral(), hashedSessionId: 'no-such-session' },
      {
        'x-captcha-response': await solvedCaptcha(site, siteCredentials),
      },
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ msg: SESSION_NOT_FOUND })

    const omSession = await newSession(site.app, siteCredentials, 'OM')
    const om = await create(
      { ...funeral(), hashedSessionId: omSession },
      {
        'x-captcha-response': await solvedCaptcha(site, siteCredentials),
      },
    )
    expect(om.statusCode, om.body).toBe(200)
    const id = (om.json() as { data: { hashedQuickQuoteSessionId: string } }).data.hashedQuickQuoteSessionId
    const [row] = await site.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, id))
    expect(row).toMatchObject({ companyCode: 'OM', consentAccepted: false })
  })

  it("stores the consent the quote's company shows: OM's for an OM session", async () => {
    const omSession = await newSession(site.app, siteCredentials, 'OM')
    const om = await create(
      {
        ...funeral(),
        hashedSessionId: omSession,
        consent: { consent_type: 'QUICK_QUOTE_LEAD_CAPTURE', accepted: true },
      },
      { 'x-captcha-response': await solvedCaptcha(site, siteCredentials) },
    )
    expect(om.statusCode, om.body).toBe(200)
    const id = (om.json() as { data: { hashedQuickQuoteSessionId: string } }).data.hashedQuickQuoteSessionId
    const [row] = await site.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, id))
    expect(row).toMatchObject({ companyCode: 'OM', consentAccepted: true })
    expect(row?.consentText).toMatch(/^I agree that Old Mutual/)
  })

  it('quotes sent at the same moment are each stored for their own session, or refused on their own', async () => {
    const [iwyze, om] = [
      await newSession(site.app, siteCredentials, 'IWYZE'),
      await newSession(site.app, siteCredentials, 'OM'),
    ]
    const bodies = [
      { ...funeral(), hashedSessionId: iwyze },
      { ...funeral(), hashedSessionId: om },
      { hashedProductId: hashedIdOf('legal'), answers: typicalAnswers('legal'), hashedSessionId: om },
      { ...funeral(), hashedSessionId: 'no-such-session' },
    ]
    const captchas = await Promise.all(bodies.map(() => solvedCaptcha(site, siteCredentials)))
    const responses = await Promise.all(
      bodies.map((body, index) => create(body, { 'x-captcha-response': captchas[index]! })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 404])
    expect(responses[2]!.json()).toMatchObject({ msg: PRODUCT_NOT_OFFERED_MESSAGE })
    expect(responses[3]!.json()).toMatchObject({ msg: SESSION_NOT_FOUND })
    const ids = responses
      .slice(0, 2)
      .map((response) => (response.json() as { data: { hashedQuickQuoteSessionId: string } }).data)
    const rows = await Promise.all(
      ids.map(({ hashedQuickQuoteSessionId }) =>
        site.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, hashedQuickQuoteSessionId)),
      ),
    )
    expect(rows.map(([row]) => [row?.companyCode, row?.sessionHashedId])).toEqual([
      ['IWYZE', iwyze],
      ['OM', om],
    ])
  })
})

describe("call-centre mode: the company of the agent's launch link (the cpy cookie)", () => {
  const asAgentOf = (company: string, url: string, body?: Record<string, unknown>) =>
    callCentre.app.inject({
      method: body ? 'POST' : 'GET',
      url,
      headers: {
        ...callCentreCredentials.headers(body ? 'POST' : 'GET'),
        cookie: `${callCentreCredentials.headers('POST').cookie}; cpy=${company}`,
      },
      ...(body ? { payload: { skipCaptcha: true, ...body } } : {}),
    })

  it("serves and stores quotes for OM's products when the link chose OM", async () => {
    const vap = await asAgentOf('OM', `/wyzeapi/quickquote/questions?hashedProductId=${hashedIdOf('vap')}`)
    expect(vap.statusCode).toBe(404)
    const refused = await asAgentOf('OM', CREATE, {
      hashedProductId: hashedIdOf('vap'),
      answers: typicalAnswers('vap'),
    })
    expect(refused.statusCode).toBe(404)
    const questions = await asAgentOf(
      'OM',
      `/wyzeapi/quickquote/questions?hashedProductId=${hashedIdOf('funeral')}`,
    )
    expect((questions.json() as { data: { consent: { content: string } } }).data.consent.content).toMatch(
      /Old Mutual/,
    )
    const created = await asAgentOf('OM', CREATE, {
      hashedProductId: hashedIdOf('funeral'),
      answers: typicalAnswers('funeral'),
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = (created.json() as { data: { hashedQuickQuoteSessionId: string } }).data
      .hashedQuickQuoteSessionId
    const [row] = await callCentre.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, id))
    expect(row).toMatchObject({ companyCode: 'OM', callCentre: true })
  })
  it.each(companySeeds.map((seed) => [seed.code, seed] as const))(
    'every product %s quotes shows its lead-capture consent and its quote disclaimer',
    async (company, seed) => {
      const quoted = activeProductCodes(seed.configuration, ['legal']).filter(
        (code) => QUICK_QUOTE_JOURNEYS[code].length > 0,
      )
      expect(quoted).toEqual(expect.arrayContaining(['bi', 'trailer', 'funeral']))
      for (const code of quoted) {
        const response = await callCentre.app.inject({
          method: 'GET',
          url: `/wyzeapi/quickquote/questions?hashedProductId=${hashedIdOf(code)}`,
          headers: {
            ...callCentreCredentials.headers('GET'),
            cookie: `cpy=${company}; ff=legal`,
          },
        })
        expect(response.statusCode, `${company} ${code}`).toBe(200)
        const { data } = response.json() as {
          data: { consent: { consent_type: string; active: boolean } | null; disclaimer: string | null }
        }
        expect(data.consent, `${company} ${code}`).toMatchObject({
          consent_type: 'QUICK_QUOTE_LEAD_CAPTURE',
          active: true,
        })
        expect(data.disclaimer, `${company} ${code}`).toMatch(
          /premium quoted is based on the answers you give/,
        )
      }
    },
  )
})

describe("the visitor's feature flags (the ff cookie)", () => {
  it('legal cover is quoted for an OM visitor with the legal flag, and refused without it', async () => {
    const hashedSessionId = await newSession(site.app, siteCredentials, 'OM')
    const body = { hashedProductId: hashedIdOf('legal'), answers: typicalAnswers('legal'), hashedSessionId }
    const create = async (cookie: string) =>
      poster(site.app, siteCredentials)(CREATE, body, {
        'x-captcha-response': await solvedCaptcha(site, siteCredentials),
        cookie: `XSRF-TOKEN=${siteCredentials.xsrf}${cookie}`,
      })
    const without = await create('')
    expect(without.statusCode).toBe(404)
    expect(without.json()).toMatchObject({ msg: PRODUCT_NOT_OFFERED_MESSAGE })
    const withFlag = await create('; ff=legal')
    expect(withFlag.statusCode, withFlag.body).toBe(200)
    expect(withFlag.json()).toMatchObject({ data: { outcome: 'QUOTED' } })
  })
})

describe('POST /wyzeapi/quickquote/click', () => {
  const click = (body: unknown) =>
    poster(callCentre.app, callCentreCredentials)('/wyzeapi/quickquote/click', body)

  it('records a click on a quick quote, final or not', async () => {
    const created = await createAsAgent({
      hashedProductId: hashedIdOf('trailer'),
      answers: typicalAnswers('trailer'),
    })
    const { hashedQuickQuoteSessionId, premium, cover } = (
      created.json() as { data: { hashedQuickQuoteSessionId: string; premium: number; cover: number } }
    ).data
    for (const finalClick of [false, true]) {
      const response = await click({ hashedQuickQuoteSessionId, premium, cover, finalClick })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ code: 200, data: { recorded: true } })
    }
    const rows = await callCentre.db
      .select()
      .from(quickQuoteClicks)
      .where(eq(quickQuoteClicks.quickQuoteHashedId, hashedQuickQuoteSessionId))
    expect(rows.map((row) => [row.premiumCents, row.coverCents, row.finalClick])).toEqual([
      [premium, cover, false],
      [premium, cover, true],
    ])
  })

  it("stores the quote's own premium and cover when the click omits them", async () => {
    const created = await createAsAgent({
      hashedProductId: hashedIdOf('gap'),
      answers: typicalAnswers('gap'),
    })
    const { hashedQuickQuoteSessionId, premium, cover } = (
      created.json() as { data: { hashedQuickQuoteSessionId: string; premium: number; cover: number } }
    ).data
    const response = await click({ hashedQuickQuoteSessionId, finalClick: true })
    expect(response.statusCode).toBe(200)
    const rows = await callCentre.db
      .select()
      .from(quickQuoteClicks)
      .where(eq(quickQuoteClicks.quickQuoteHashedId, hashedQuickQuoteSessionId))
    expect(rows.map((row) => [row.premiumCents, row.coverCents])).toEqual([[premium, cover]])
  })

  // Issue 17: a premium of 1 cent and a cover of R 9 999 999 999.99 were stored as sent.
  it.each([
    ['a premium of 1 cent', (quoted: { premium: number; cover: number }) => ({ ...quoted, premium: 1 })],
    [
      'a cover of R 9 999 999 999.99',
      (quoted: { premium: number; cover: number }) => ({ ...quoted, cover: 999_999_999_999 }),
    ],
    ['both changed', () => ({ premium: 1, cover: 999_999_999_999 })],
    ['a premium and no cover', (quoted: { premium: number }) => ({ premium: quoted.premium + 1 })],
  ])('refuses figures the quote was not given (%s): 409, nothing stored', async (_, figures) => {
    const created = await createAsAgent({
      hashedProductId: hashedIdOf('trailer'),
      answers: typicalAnswers('trailer'),
    })
    const quoted = (
      created.json() as { data: { hashedQuickQuoteSessionId: string; premium: number; cover: number } }
    ).data
    const response = await click({
      hashedQuickQuoteSessionId: quoted.hashedQuickQuoteSessionId,
      ...figures(quoted),
      finalClick: true,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 409, msg: QUICK_QUOTE_FIGURES_MISMATCH_MESSAGE })
    const rows = await callCentre.db
      .select()
      .from(quickQuoteClicks)
      .where(eq(quickQuoteClicks.quickQuoteHashedId, quoted.hashedQuickQuoteSessionId))
    expect(rows).toEqual([])
  })

  it("403 for a quick quote that is not the asker's or does not exist; 400 without finalClick", async () => {
    const unknown = await click({ hashedQuickQuoteSessionId: 'nope', premium: 1, cover: 1, finalClick: true })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json()).toMatchObject({ msg: QUOTE_NOT_YOURS_MESSAGE })
    expect((await click({ hashedQuickQuoteSessionId: 'nope' })).statusCode).toBe(400)
  })
})

describe('GET /wyzeapi/wtf/autocompleteData', () => {
  const get = (url: string) =>
    site.app.inject({ method: 'GET', url, headers: siteCredentials.headers('GET') })

  it('lists the medical schemes matching the query, without case', async () => {
    const response = await get('/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes&query=disc')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, data: [{ name: 'Discovery Health Medical Scheme' }] })
    const all = await get('/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes')
    expect((all.json() as { data: unknown[] }).data.length).toBeGreaterThan(15)
  })

  it('404 for a list it does not know', async () => {
    const response = await get('/wyzeapi/wtf/autocompleteData?answerValue=secrets&query=a')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: 'Unknown list' })
  })

  it('lists the occupations matching the query, as GET A/wtf/occupations finds them', async () => {
    const response = await get('/wyzeapi/wtf/autocompleteData?answerValue=occupations&query=nurs')
    expect(response.statusCode).toBe(200)
    const names = (response.json() as { data: { name: string }[] }).data.map(({ name }) => name)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.toLowerCase()).toContain('nurs')
    const occupations = await get('/wyzeapi/wtf/occupations?query=nurs')
    const titles = (occupations.json() as { data: { results: { title: string }[] } }).data.results
    expect(names).toEqual(titles.map(({ title }) => title))
  })
})

describe('the ID number question', () => {
  it('a valid ID number is accepted beside the date of birth', async () => {
    const response = await createAsAgent({
      hashedProductId: hashedIdOf('life'),
      answers: typicalAnswers('life', { Id_number: typed('life', 'Id_number', testIdNumber()) }),
    })
    expect(response.statusCode, response.body).toBe(200)
  })
})
