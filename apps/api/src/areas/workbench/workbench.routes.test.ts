import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { formatCents } from '@insure/domain/money'
import { PHONE_NUMBER_INVALID_MESSAGE } from '@insure/domain/phone'
import {
  AGENT_SESSION_TTL_S,
  LAUNCH_TOKEN_TTL_S,
  NO_AGENT_SESSION_MESSAGE,
  continueStep,
  type WorkbenchTokenData,
} from '@insure/domain/workbench'
import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { poster, testIdNumber } from '../../../test/form-fixtures.ts'
import { A_SUBURB_ID, A_VEHICLE, typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { WORKBENCH_AUTHORIZATION, agentCredentials } from '../../../test/agent-fixtures.ts'
import { pageOf, quoteClient, walkQuote } from '../../../test/quote-fixtures.ts'
import { TEST_WORKBENCH_SECRET, clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { QUICK_QUOTE_JOURNEYS } from '../../../seed/journeys/index.ts'
import { testConfig } from '../../config.ts'
import { workbenchTokens } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { UNKNOWN_QUICK_QUOTE_MESSAGE } from '../quick-quote/quick-quote.routes.ts'
import { AGENT_SESSION_COOKIE } from './agent-session.ts'
import {
  GAP_QUOTE_OF_OTHER_QUICK_QUOTE_MESSAGE,
  NOT_A_GAP_QUOTE_MESSAGE,
  PAGE_NOT_IN_JOURNEY_MESSAGE,
  UNKNOWN_GAP_QUOTE_MESSAGE,
  WORKBENCH_CREDENTIAL_MESSAGE,
} from './launch-tokens.ts'
import {
  WORKBENCH_TOKEN_EXPIRED_MESSAGE,
  WORKBENCH_TOKEN_INVALID_MESSAGE,
  WORKBENCH_TOKEN_UNKNOWN_MESSAGE,
} from './workbench.routes.ts'
import { WorkbenchTokenSigner } from './workbench-token.ts'

type App = Awaited<ReturnType<typeof createTestApp>>
type Post = ReturnType<typeof poster>

/** A call-centre server (agents, the workbench's issue route) and a public one in neither mode. */
let callCentre: App
let post: Post
let site: App
let sitePost: Post

beforeAll(async () => {
  ;[callCentre, site] = await Promise.all([
    createTestApp({ callCentre: true }),
    createTestApp({ callCentre: false, testMode: false }),
  ])
  // The workbench's test client holds an agent session too: its quick quotes skip the captcha.
  post = poster(callCentre.app, await agentCredentials(callCentre.app))
  sitePost = poster(site.app, await clientCredentials(site.app))
})
afterAll(() => Promise.all([callCentre.close(), site.close()]))

const ISSUE = '/wyzeapi/wtf/token/issue'
const VERIFY = '/wyzeapi/wtf/token/verify'
const ID_NUMBER = testIdNumber()
const CONTACT = {
  name: 'Thandi',
  surname: 'Nkosi',
  mobile: '0821234567',
  email: 't@example.co.za',
  gender: 'f',
}

/** token/issue as the workbench calls it: with its credential. */
const issuePost = (body: unknown) => post(ISSUE, body, WORKBENCH_AUTHORIZATION)

async function issue(body: Record<string, unknown>): Promise<string> {
  const response = await issuePost(body)
  expect(response.statusCode, response.body).toBe(200)
  const { data } = response.json() as { data: { token: string; launchPath: string; expiresAt: string } }
  expect(data.launchPath).toBe(`/callcenter/quote/${encodeURIComponent(data.token)}`)
  return data.token
}

async function verify(token: string, connexData: Record<string, string> = {}) {
  return post(VERIFY, { token, hashedSessionId: null, connexData })
}

async function verified(token: string, connexData: Record<string, string> = {}) {
  const response = await verify(token, connexData)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return (response.json() as { data: WorkbenchTokenData }).data
}

async function quickQuoteOf(product: 'car' | 'life' | 'funeral', hashedSessionId: string | null = null) {
  const response = await post('/wyzeapi/quickquote/create', {
    hashedProductId: PRODUCT_CATALOGUE[product].hashedProductId,
    hashedSessionId,
    answers: typicalAnswers(product),
    skipCaptcha: true,
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: { hashedQuickQuoteSessionId: string; cover: number; premium: number } })
    .data
}

describe('issue → verify: a new quote', () => {
  it('answers the product, its questions by flow, its pages, the contact and status new', async () => {
    const token = await issue({
      agentId: 'AG42',
      agentUsername: 'thabo.agent',
      productCode: 'life',
      contact: { ...CONTACT, idNumber: ID_NUMBER },
    })
    const data = await verified(token, { lead_id: 'L9', agent: 'AG42', mobile: '0839998888' })
    expect(data.status).toBe('new')
    expect(data.quotes).toEqual([])
    expect(data.quoteDetails).toBeNull()
    expect(data.qqValue).toEqual({ cover: null })
    expect(data.agentId).toBe('AG42')
    expect(data.productInfo).toEqual({
      productId: expect.any(Number),
      hashedProductId: PRODUCT_CATALOGUE.life.hashedProductId,
      productCode: 'life',
    })
    // Every seeded question once, in order; life's flows grouped.
    expect(data.quickQuoteQuestions.flatMap((group) => group.questions.map((q) => q.id)).sort()).toEqual(
      QUICK_QUOTE_JOURNEYS.life.map((q) => q.id).sort(),
    )
    expect(data.quickQuoteQuestions.map((group) => group.flow)).toContain('about-you')
    const flows = data.quickQuoteQuestions.map((group) => group.flow).filter(Boolean)
    expect(new Set(flows).size).toBe(flows.length)
    expect(data.pages[0]).toMatchObject({ code: 'quick-quote', index: 0 })
    expect(data.pageHistory).toEqual({ hashedPageId: null })
    // The dialler's mobile wins; the rest is the workbench's; f is Female.
    expect(data.contact).toEqual({
      name: 'Thandi',
      surname: 'Nkosi',
      mobile: '0839998888',
      email: 't@example.co.za',
      idNumber: ID_NUMBER,
      gender: 'Female',
    })
    expect(data.metadata).toEqual(
      expect.arrayContaining([
        { id: 'USERNAME', value: 'thabo.agent' },
        { id: 'AGENT_ID', value: 'AG42' },
        { id: 'COMPANY_CODE', value: 'IWYZE' },
        { id: 'PRODUCT_CODE', value: 'life' },
        { id: 'LEAD_ID', value: 'L9' },
      ]),
    )
    expect(data.payload).toEqual({ lead_id: 'L9', agent: 'AG42', mobile: '0839998888' })
  })

  it("keeps the contact's mobile in its one stored form, E.164 (issue 17)", async () => {
    const token = await issue({ agentId: 'AG42', productCode: 'car', contact: { mobile: '082 123 4567' } })
    const [row] = await callCentre.db
      .select()
      .from(workbenchTokens)
      .where(eq(workbenchTokens.agentId, 'AG42'))
      .orderBy(desc(workbenchTokens.createdAt))
      .limit(1)
    expect(row!.contact).toEqual({ mobile: '+27821234567' })
    expect((await verified(token)).contact.mobile).toBe('+27821234567')
  })

  it('refuses a contact mobile the phone pattern refuses, with its message', async () => {
    const response = await issuePost({
      agentId: 'AG42',
      productCode: 'car',
      contact: { mobile: '0000000000' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      errors: [{ path: 'contact.mobile', message: PHONE_NUMBER_INVALID_MESSAGE }],
    })
  })

  it('the user name defaults to the agent id', async () => {
    const token = await issue({ agentId: 'AG7', productCode: 'car' })
    const first = await verified(token)
    expect(first.metadata).toContainEqual({ id: 'USERNAME', value: 'AG7' })
    expect(first.contact.gender).toBe('NA')
  })

  it.each([
    ['another agent', { agent: 'AG43', mobile: '0839998888', lead_id: 'L9' }],
    ['no agent', { mobile: '0839998888', lead_id: 'L9' }],
  ])("ignores a dialler's link naming %s (issue 22)", async (_, connex) => {
    const token = await issue({ agentId: 'AG42', productCode: 'car', contact: { mobile: '0821234567' } })
    const data = await verified(token, connex)
    expect(data.contact.mobile).toBe('+27821234567')
    expect(data.payload).toEqual({})
    expect(data.metadata.map((item) => item.id)).not.toContain('LEAD_ID')
  })
})

describe('issue with a quick quote → verify: continue', () => {
  it('answers the quote with its answers, premium and cover (two decimals)', async () => {
    const quote = await quickQuoteOf('car')
    const token = await issue({
      agentId: 'AG42',
      productCode: 'car',
      hashedQuickQuoteId: quote.hashedQuickQuoteSessionId,
    })
    const data = await verified(token)
    expect(data.status).toBe('continue')
    expect(data.quotes).toEqual([
      expect.objectContaining({
        hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
        productCode: 'car',
        outcome: 'QUOTED',
        premium: quote.premium,
        cover: quote.cover,
      }),
    ])
    expect(data.quoteDetails).toEqual({
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      productCode: 'car',
      answers: typicalAnswers('car'),
      // The suburb and vehicle answers with what they name, for the widgets (issue 18: they were lost).
      lookups: {
        suburbs: {
          'car.overnight-suburb': expect.objectContaining({ id: Number(A_SUBURB_ID), suburb: 'AALWYNFLEUR' }),
        },
        vehicles: {
          'car.vehicle': { year: A_VEHICLE.year, vehicle: expect.objectContaining({ code: A_VEHICLE.code }) },
        },
      },
      fullQuote: null,
    })
    expect(data.qqValue.cover).toBe(formatCents(quote.cover))
    expect(data.qqValue.cover).toMatch(/^\d{1,3}( \d{3})*\.\d{2}$/)
  })

  it("a quote the customer took into the full quote: the page history is the quote's, the next page follows it", async () => {
    const client = quoteClient(callCentre.app, await agentCredentials(callCentre.app))
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'BENEFICIARIES')
    await client.status(quote.hashedQuoteId, 'personal-information')
    const token = await issue({
      agentId: 'AG42',
      productCode: 'funeral',
      hashedQuickQuoteId: quote.hashedQuickQuoteSessionId,
    })
    const data = await verified(token)
    expect(data.quoteDetails?.fullQuote).toEqual({
      hashedQuoteId: quote.hashedQuoteId,
      firstIncompletePage: 'beneficiaries',
      resumePage: 'beneficiaries',
    })
    expect(data.pageHistory).toEqual({ hashedPageId: pageOf(status, 'personal-information').hashedPageId })
    expect(continueStep(data.pages, data.pageHistory.hashedPageId)).toMatchObject({
      step: 'next-page',
      page: { code: 'beneficiaries' },
    })
  })

  it('keeps the last page the quote reached', async () => {
    const quote = await quickQuoteOf('car')
    const pages = (await verified(await issue({ agentId: 'AG42', productCode: 'car' }))).pages
    const token = await issue({
      agentId: 'AG42',
      productCode: 'car',
      hashedQuickQuoteId: quote.hashedQuickQuoteSessionId,
      hashedPageId: pages[2]!.hashedPageId,
    })
    expect((await verified(token)).pageHistory).toEqual({ hashedPageId: pages[2]!.hashedPageId })
  })

  it('refuses a quote of another product (400), an unknown quote (404) and a page of no journey (400)', async () => {
    const quote = await quickQuoteOf('car')
    const other = await issuePost({
      agentId: 'A',
      productCode: 'life',
      hashedQuickQuoteId: quote.hashedQuickQuoteSessionId,
    })
    expect(other.statusCode).toBe(400)
    expect(other.json()).toMatchObject({ code: 400, errors: [{ path: 'productCode' }] })
    const unknown = await issuePost({ agentId: 'A', productCode: 'car', hashedQuickQuoteId: 'nope' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, msg: UNKNOWN_QUICK_QUOTE_MESSAGE })
    const page = await issuePost({ agentId: 'A', productCode: 'car', hashedPageId: 'nope' })
    expect(page.statusCode).toBe(400)
    expect(page.json()).toMatchObject({
      errors: [{ path: 'hashedPageId', message: PAGE_NOT_IN_JOURNEY_MESSAGE }],
    })
  })
})

describe('a GAP quote session (gapQuoteSessionId): the GAP quote resumed at its saved page', () => {
  async function gapQuote(stopAt: 'MEDICAL_AID' | 'PREMIUM') {
    const client = quoteClient(callCentre.app, await agentCredentials(callCentre.app))
    const quote = await client.startQuote('gap')
    const status = await walkQuote(client, quote, stopAt)
    return { client, quote, status }
  }

  it('lands on the last page of its history that may be opened', async () => {
    const { client, quote, status } = await gapQuote('PREMIUM')
    await client.status(quote.hashedQuoteId, 'medical-aid')
    const data = await verified(
      await issue({ agentId: 'AG42', productCode: 'gap', gapQuoteSessionId: quote.hashedQuoteId }),
    )
    expect(data.gapQuoteSessionId).toBe(quote.hashedQuoteId)
    expect(data.status).toBe('continue')
    expect(data.quoteDetails?.fullQuote).toEqual({
      hashedQuoteId: quote.hashedQuoteId,
      firstIncompletePage: 'premium',
      resumePage: 'medical-aid',
    })
    expect(data.pageHistory).toEqual({ hashedPageId: pageOf(status, 'medical-aid').hashedPageId })
  })

  it('without a page it may open in its history, lands on personal information', async () => {
    const { quote, status } = await gapQuote('MEDICAL_AID')
    const data = await verified(
      await issue({ agentId: 'AG42', productCode: 'gap', gapQuoteSessionId: quote.hashedQuoteId }),
    )
    expect(data.quoteDetails?.fullQuote?.resumePage).toBe('personal-information')
    expect(data.pageHistory).toEqual({ hashedPageId: pageOf(status, 'personal-information').hashedPageId })
  })

  it.each([
    ['an id of no quote', async (): Promise<string> => 'no-such-quote', 'gap', UNKNOWN_GAP_QUOTE_MESSAGE],
    [
      'a funeral quote',
      async (): Promise<string> =>
        (await quoteClient(callCentre.app, await agentCredentials(callCentre.app)).startQuote('funeral'))
          .hashedQuoteId,
      'funeral',
      NOT_A_GAP_QUOTE_MESSAGE,
    ],
    [
      'a GAP quote launched for another product',
      async (): Promise<string> => (await gapQuote('MEDICAL_AID')).quote.hashedQuoteId,
      'car',
      NOT_A_GAP_QUOTE_MESSAGE,
    ],
  ] as const)('refuses %s (400), issuing nothing', async (_case, idOf, productCode, message) => {
    const before = (await callCentre.db.select().from(workbenchTokens)).length
    const response = await issuePost({ agentId: 'A', productCode, gapQuoteSessionId: await idOf() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: 'gapQuoteSessionId', message }],
    })
    expect((await callCentre.db.select().from(workbenchTokens)).length).toBe(before)
  })

  it('refuses a GAP quote with the quick quote of another', async () => {
    const { quote } = await gapQuote('MEDICAL_AID')
    const { quote: other } = await gapQuote('MEDICAL_AID')
    const response = await issuePost({
      agentId: 'A',
      productCode: 'gap',
      gapQuoteSessionId: quote.hashedQuoteId,
      hashedQuickQuoteId: other.hashedQuickQuoteSessionId,
    })
    expect(response.json().errors).toEqual([
      { path: 'gapQuoteSessionId', message: GAP_QUOTE_OF_OTHER_QUICK_QUOTE_MESSAGE },
    ])
  })
})

describe('tokens refused', () => {
  it.each([
    ['a changed signature', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    [
      'another id under the same signature',
      (token: string) => `${Buffer.from('other').toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['no signature', (token: string) => token.split('.')[0]!],
    ['an extra part', (token: string) => `${token}.x`],
    ['not a token at all', () => 'wb-token-123'],
  ])('%s: 401 in the envelope', async (_, tamper) => {
    const token = await issue({ agentId: 'AG42', productCode: 'car' })
    const response = await verify(tamper(token))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: WORKBENCH_TOKEN_INVALID_MESSAGE })
  })

  it('a token signed with another secret is not ours', async () => {
    const forged = new WorkbenchTokenSigner('another-secret-of-at-least-32-characters').sign('x')
    expect((await verify(forged)).statusCode).toBe(401)
  })

  it('a well-signed token of no row: 404', async () => {
    const signed = new WorkbenchTokenSigner(testConfig().tokenSecret).sign('no-such-id')
    const response = await verify(signed)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: WORKBENCH_TOKEN_UNKNOWN_MESSAGE })
  })

  it('an expired token: 401 expired', async () => {
    const token = await issue({ agentId: 'AG42', productCode: 'car' })
    const signer = new WorkbenchTokenSigner(testConfig().tokenSecret)
    const id = signer.read(token)!
    const [row] = await callCentre.db.select().from(workbenchTokens).where(eq(workbenchTokens.id, id))
    // Issued to be opened at once (issue 22): ten minutes.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(LAUNCH_TOKEN_TTL_S * 1000, -4)
    expect(LAUNCH_TOKEN_TTL_S).toBe(600)
    // Issued ten minutes and a second ago.
    await callCentre.db
      .update(workbenchTokens)
      .set({
        createdAt: new Date(row!.createdAt.getTime() - (LAUNCH_TOKEN_TTL_S + 1) * 1000),
        expiresAt: new Date(row!.expiresAt.getTime() - (LAUNCH_TOKEN_TTL_S + 1) * 1000),
      })
      .where(eq(workbenchTokens.id, id))
    const response = await verify(token)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: WORKBENCH_TOKEN_EXPIRED_MESSAGE })
  })
})

describe('malformed bodies: 400 in the envelope, nothing stored', () => {
  const count = async () => (await callCentre.db.select().from(workbenchTokens)).length

  it.each([
    ['no agent', { productCode: 'car' }, 'agentId'],
    ['an unknown product', { agentId: 'AG42', productCode: 'boat' }, 'productCode'],
    [
      'a bad ID number',
      { agentId: 'AG42', productCode: 'car', contact: { idNumber: '12' } },
      'contact.idNumber',
    ],
    ['an unknown contact field', { agentId: 'AG42', productCode: 'car', contact: { shoe: '9' } }, 'contact'],
  ])('issue with %s', async (_, body, path) => {
    const before = await count()
    const response = await issuePost(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
    expect((response.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain(
      path,
    )
    expect(await count()).toBe(before)
  })

  it.each([
    ['no token', { connexData: {} }],
    ['connex too long', { token: 'a.b', connexData: { mobile: '0'.repeat(30) } }],
    ['connex not text', { token: 'a.b', connexData: { agent: 42 } }],
  ])('verify with %s', async (_, body) => {
    const response = await post(VERIFY, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
  })

  it('invalid JSON', async () => {
    const response = await post(VERIFY, '{"token":', { 'content-type': 'application/json' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: MESSAGES.invalidJson })
  })
})

describe('the HTTP contract and the modes', () => {
  it('verify needs the API key and the rate token like every /wyzeapi call', async () => {
    const response = await callCentre.app.inject({ method: 'POST', url: VERIFY, payload: { token: 'a.b' } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 401 })
  })

  it('issue does not exist outside test and call-centre mode; verify does', async () => {
    const response = await sitePost(ISSUE, { agentId: 'AG42', productCode: 'car' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: MESSAGES.notFound })
    expect((await sitePost(VERIFY, { token: 'a.b' })).statusCode).toBe(401)
  })

  it('issue exists in test mode', async () => {
    const testMode = await createTestApp({ testMode: true })
    try {
      const response = await poster(testMode.app, await clientCredentials(testMode.app))(
        ISSUE,
        { agentId: 'AG42', productCode: 'car' },
        WORKBENCH_AUTHORIZATION,
      )
      expect(response.statusCode).toBe(200)
    } finally {
      await testMode.close()
    }
  })
})

describe("token/issue is the workbench's call (issue 22)", () => {
  const body = { agentId: 'AG42', productCode: 'car' }

  it.each([
    ['no credential', {}],
    ['a wrong secret', { authorization: 'Bearer another-secret-of-at-least-32-characters' }],
    ['the secret as another scheme', { authorization: `Basic ${TEST_WORKBENCH_SECRET}` }],
    ['the secret with a character more', { authorization: `Bearer ${TEST_WORKBENCH_SECRET}x` }],
  ])('%s: 401 in the envelope, nothing stored', async (_, headers) => {
    const before = (await callCentre.db.select().from(workbenchTokens)).length
    const response = await post(ISSUE, body, headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: WORKBENCH_CREDENTIAL_MESSAGE })
    expect(await callCentre.db.select().from(workbenchTokens)).toHaveLength(before)
  })

  it('refused before the body is read: a bad body without the credential is 401, not 400', async () => {
    const response = await post(ISSUE, { productCode: 'boat' })
    expect(response.statusCode).toBe(401)
  })

  it('with the credential: 200 and a token', async () => {
    const response = await post(ISSUE, body, WORKBENCH_AUTHORIZATION)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ code: 200, data: { token: expect.any(String) } })
  })

  it('a server without WORKBENCH_SECRET refuses every call, even one with a Bearer token', async () => {
    const unset = await createTestApp({ callCentre: true, workbenchSecret: undefined })
    try {
      const unsetPost = poster(unset.app, await clientCredentials(unset.app))
      for (const headers of [{}, WORKBENCH_AUTHORIZATION, { authorization: 'Bearer ' }]) {
        const response = await unsetPost(ISSUE, body, headers)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ code: 401, msg: WORKBENCH_CREDENTIAL_MESSAGE })
      }
    } finally {
      await unset.close()
    }
  })
})

describe('a launch token is used once (issue 22)', () => {
  it('a second exchange finds nothing: 404 not found, and no agent session', async () => {
    const token = await issue({ agentId: 'AG42', productCode: 'car' })
    await verified(token)
    const again = await verify(token)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ code: 404, msg: WORKBENCH_TOKEN_UNKNOWN_MESSAGE })
    expect(again.cookies.find((cookie) => cookie.name === AGENT_SESSION_COOKIE)).toBeUndefined()
  })

  it('of two exchanges at the same moment, exactly one opens it', async () => {
    const token = await issue({ agentId: 'AG42', productCode: 'car' })
    const answers = await Promise.all([verify(token), verify(token), verify(token)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404])
  })
})

describe('the agent session (issue 22)', () => {
  const AGENT_SESSION = '/wyzeapi/wtf/agent-session'
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** A browser's first steps: getToken, then the launch token's exchange; its agent-session cookie. */
  async function launched(app: App, agent: { agentId: string; agentUsername?: string }, quote?: string) {
    const credentials = await clientCredentials(app.app)
    const issued = await poster(app.app, credentials)(
      ISSUE,
      { ...agent, productCode: quote ? 'car' : 'funeral', ...(quote ? { hashedQuickQuoteId: quote } : {}) },
      WORKBENCH_AUTHORIZATION,
    )
    const { token } = (issued.json() as { data: { token: string } }).data
    const response = await poster(app.app, credentials)(VERIFY, { token })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = response.cookies.find((candidate) => candidate.name === AGENT_SESSION_COOKIE)
    return { response, cookie: cookie!, credentials }
  }

  async function agentSessionOf(app: App, cookie: string) {
    const credentials = await clientCredentials(app.app)
    return app.app.inject({
      method: 'GET',
      url: AGENT_SESSION,
      headers: { ...credentials.headers('GET'), cookie },
    })
  }

  it('the exchange sets it: HttpOnly, SameSite=Lax, Secure, for the whole site, ending with the browser', async () => {
    const { response, cookie } = await launched(callCentre, { agentId: 'AG42', agentUsername: 'thabo.agent' })
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: true })
    expect(cookie.maxAge).toBeUndefined()
    expect(cookie.expires).toBeUndefined()
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).not.toMatch(/Max-Age|Expires/i)
    const session = await agentSessionOf(callCentre, `${cookie.name}=${cookie.value}`)
    expect(session.statusCode).toBe(200)
    expect(session.headers['cache-control']).toBe('private, no-store')
    expect(session.json()).toEqual({
      code: 200,
      data: { agentId: 'AG42', agentUsername: 'thabo.agent', quickQuoteHashedId: null },
    })
  })

  it('is bound to the quick quote the launch token named', async () => {
    const quote = await quickQuoteOf('car')
    const { cookie } = await launched(callCentre, { agentId: 'AG42' }, quote.hashedQuickQuoteSessionId)
    const session = await agentSessionOf(callCentre, `${cookie.name}=${cookie.value}`)
    expect(session.json().data).toEqual({
      agentId: 'AG42',
      agentUsername: 'AG42',
      quickQuoteHashedId: quote.hashedQuickQuoteSessionId,
    })
  })

  it('is not Secure on a plain-HTTP local start', async () => {
    const plain = await createTestApp({ callCentre: true, secureCookies: false })
    try {
      const { cookie } = await launched(plain, { agentId: 'AG42' })
      expect(cookie.secure).toBeUndefined()
      expect(cookie.httpOnly).toBe(true)
    } finally {
      await plain.close()
    }
  })

  it('lasts 12 hours at most, even in a browser that is never closed', async () => {
    const { cookie } = await launched(callCentre, { agentId: 'AG42' })
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (AGENT_SESSION_TTL_S - 60) * 1000)
    expect((await agentSessionOf(callCentre, `${cookie.name}=${cookie.value}`)).statusCode).toBe(200)
    vi.spyOn(Date, 'now').mockReturnValue(now + (AGENT_SESSION_TTL_S + 1) * 1000)
    expect((await agentSessionOf(callCentre, `${cookie.name}=${cookie.value}`)).statusCode).toBe(401)
  })

  it.each([
    ['none', ''],
    ['a cookie a script wrote', 'callcentre-agent=AG42'],
    [
      'an unsigned agent session',
      `${AGENT_SESSION_COOKIE}=${Buffer.from('{"a":"AG42","u":"x","q":null,"e":9999999999}').toString('base64url')}`,
    ],
    [
      'a forged signature',
      `${AGENT_SESSION_COOKIE}=${Buffer.from('{"a":"AG42","u":"x","q":null,"e":9999999999}').toString('base64url')}.AAAA`,
    ],
  ])('%s: 401 in the envelope', async (_, cookie) => {
    const response = await agentSessionOf(callCentre, cookie)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: NO_AGENT_SESSION_MESSAGE })
  })

  it('a session changed by hand (another agent under the same signature) is refused', async () => {
    const { cookie } = await launched(callCentre, { agentId: 'AG42' })
    const [payload, signature] = cookie.value.split('.')
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { a: string }
    changed.a = 'AG99'
    const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`
    expect((await agentSessionOf(callCentre, `${AGENT_SESSION_COOKIE}=${forged}`)).statusCode).toBe(401)
  })

  it('proves nobody on the public site, which sells online only', async () => {
    const { cookie } = await launched(callCentre, { agentId: 'AG42' })
    expect((await agentSessionOf(site, `${cookie.name}=${cookie.value}`)).statusCode).toBe(401)
  })
})
