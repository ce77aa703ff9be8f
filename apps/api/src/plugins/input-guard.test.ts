import { UNSTORABLE_CHARACTER_MESSAGE } from '@insure/domain/field'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CAR,
  LEGAL,
  callbackPayload,
  claimPayload,
  contactUsPayload,
  newSession,
  poster,
  submissionsOf,
} from '../../test/form-fixtures.ts'
import { typicalAnswers } from '../../test/quick-quote-fixtures.ts'
import { agentCredentials } from '../../test/agent-fixtures.ts'
import type { clientCredentials } from '../../test/test-app.ts'
import { createTestApp } from '../../test/test-app.ts'
import { testConfig } from '../config.ts'
import { formSubmissions, sessions } from '../db/schema/index.ts'
import { MESSAGES } from './envelope.ts'

/**
 * Issue 17: NUL (PostgreSQL cannot store it) and lone surrogates (JSON cannot carry them) answered
 * 500 from session create and update, the five form routes, quick-quote create and click, and the
 * blog search. One guard answers 400 with the field's path, before validation, wherever they are.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>
let post: ReturnType<typeof poster>
let hashedSessionId: string

beforeAll(async () => {
  // Call-centre mode: a quick quote may skip the captcha and reach storage.
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 10_000 })
  credentials = await agentCredentials(testApp.app)
  post = poster(testApp.app, credentials)
  hashedSessionId = await newSession(testApp.app, credentials)
})
afterAll(() => testApp.close())

const ODD = [
  ['NUL', 'Sipho\u0000'],
  ['a lone surrogate', 'Sipho\ud800'],
] as const

const BODIES: {
  name: string
  method: 'POST' | 'PUT'
  url: string
  body: (odd: string) => object
  path: string
}[] = [
  {
    name: 'session create',
    method: 'POST',
    url: '/wyzeapi/session/create',
    body: (odd) => ({ companyCode: 'IWYZE', browser: odd }),
    path: 'browser',
  },
  {
    name: 'session update',
    method: 'PUT',
    url: '/wyzeapi/session/update',
    body: (odd) => ({ hashedSessionId, featureFlags: ['legal', odd] }),
    path: 'featureFlags.1',
  },
  {
    name: 'call-back',
    method: 'POST',
    url: '/wyzeapi/cc/submitCallback',
    body: (odd) => callbackPayload(hashedSessionId, { firstName: odd }),
    path: 'firstName',
  },
  {
    name: 'cmp2 contact-us',
    method: 'POST',
    url: '/wyzeapi/cmp2/submitCmp2ContactUs',
    body: (odd) => contactUsPayload(hashedSessionId, { message: odd }),
    path: 'message',
  },
  {
    name: 'contact-us',
    method: 'POST',
    url: '/wyzeapi/wtf/submitContactUs',
    body: (odd) => contactUsPayload(hashedSessionId, { surname: odd }),
    path: 'surname',
  },
  {
    name: 'legal query',
    method: 'POST',
    url: '/wyzeapi/wtf3/digicall/legalQuery',
    body: (odd) => contactUsPayload(hashedSessionId, { hashedProductId: LEGAL, message: odd }),
    path: 'message',
  },
  {
    name: 'claim',
    method: 'POST',
    url: '/wyzeapi/claims/submit',
    body: (odd) => claimPayload(hashedSessionId, { hashedSessionId: odd }),
    path: 'hashedSessionId',
  },
  {
    name: 'quick-quote create',
    method: 'POST',
    url: '/wyzeapi/quickquote/create',
    body: (odd) => {
      const answers = typicalAnswers('car')
      answers[1] = { ...answers[1]!, selectedAnswers: [{ id: odd }] }
      return { hashedProductId: CAR, hashedSessionId, answers, skipCaptcha: true }
    },
    path: 'answers.1.selectedAnswers.0.id',
  },
  {
    // The answers a browser has given so far (issue 25): what was typed goes in a jsonb column.
    name: 'quick-quote draft',
    method: 'PUT',
    url: '/wyzeapi/quickquote/draft',
    body: (odd) => {
      const answers = typicalAnswers('car')
      answers[0] = {
        ...answers[0]!,
        selectedAnswers: [{ id: answers[0]!.selectedAnswers[0]!.id, value: odd }],
      }
      return { hashedProductId: CAR, answers }
    },
    path: 'answers.0.selectedAnswers.0.value',
  },
  {
    name: 'quick-quote click',
    method: 'POST',
    url: '/wyzeapi/quickquote/click',
    body: (odd) => ({ hashedQuickQuoteSessionId: odd, premium: 100, cover: 100, finalClick: true }),
    path: 'hashedQuickQuoteSessionId',
  },
  {
    name: 'a key of a campaign opt-in',
    method: 'POST',
    url: '/wyzeapi/contact/campaignOptIn',
    body: (odd) => ({
      campaignCode: 'FREE_LIFE',
      companyCode: 'IWYZE',
      zaIdNumber: '8001015009087',
      additionalData: { [odd]: 'x' },
    }),
    path: 'additionalData.Sipho\ufffd',
  },
]

describe('characters that cannot be stored answer 400 with the field path', () => {
  it.each(ODD.flatMap(([oddName, odd]) => BODIES.map((each) => ({ ...each, oddName, odd }))))(
    '$name with $oddName',
    async ({ method, url, body, path, odd }) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: credentials.headers('POST'),
        payload: body(odd),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        msg: MESSAGES.validation,
        errors: [{ path, message: UNSTORABLE_CHARACTER_MESSAGE }],
      })
    },
  )

  it.each([
    ['a query parameter, NUL', '/wyzeapi/sti/suburbs-lookup?searchTerm=Riv%00ersdale', 'searchTerm'],
    ['a path parameter, NUL', `/wyzeapi/product/pages/${CAR}%00`, 'id'],
    ['a repeated query parameter', '/wyzeapi/wtf/sti/car/vehicle/makes?query=a&query=b%00', 'query.1'],
  ])('%s', async (_name, url, path) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path, message: UNSTORABLE_CHARACTER_MESSAGE }],
    })
  })

  it.each([
    ['NUL in the search', '/api/blogs/?q=%00'],
    ['NUL in a slug', '/api/blogs/keeping%00/'],
  ])('the content backend: %s answers 400 in its own shape', async (_name, url) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Token ${testConfig().contentApiToken}` },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: MESSAGES.validation })
  })

  it('a path that is not UTF-8 answers 400 in the envelope', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/product/pages/%ED%A0%80',
      headers: credentials.headers('GET'),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: MESSAGES.badUrl })
  })

  it('stores nothing: no session, no submission', async () => {
    const before = await testApp.db.select().from(sessions)
    await post('/wyzeapi/session/create', { companyCode: 'IWYZE', browser: 'x\u0000' })
    await post('/wyzeapi/cc/submitCallback', callbackPayload(hashedSessionId, { firstName: 'x\u0000' }))
    expect(await testApp.db.select().from(sessions)).toHaveLength(before.length)
    expect(await submissionsOf(testApp.db, hashedSessionId)).toEqual([])
  })
})

describe('characters that can be stored are stored as sent', () => {
  it('a right-to-left override, emoji, markup-free quotes in a contact-us message', async () => {
    const message = `Call me about "my" car\u202e — it's 😀 ${'🚗'.repeat(400)}`
    const response = await post(
      '/wyzeapi/wtf/submitContactUs',
      contactUsPayload(hashedSessionId, { message }),
    )
    expect(response.statusCode).toBe(200)
    const [row] = await testApp.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.hashedId, response.json().data.reference))
    expect(row!.payload).toMatchObject({ message })
  })
})

describe('one bad request does not fail its neighbours', () => {
  it('a NUL call-back among forty: one 400 and forty 200s, forty rows', async () => {
    const sessionIds = await Promise.all(
      Array.from({ length: 41 }, () => newSession(testApp.app, credentials)),
    )
    const responses = await Promise.all(
      sessionIds.map((id, index) =>
        post(
          '/wyzeapi/cc/submitCallback',
          callbackPayload(id, index === 20 ? { surname: 'Dla\u0000mini' } : {}),
        ),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(
      sessionIds.map((_id, index) => (index === 20 ? 400 : 200)),
    )
    const stored = await Promise.all(sessionIds.map((id) => submissionsOf(testApp.db, id)))
    expect(stored.map((rows) => rows.length)).toEqual(sessionIds.map((_id, index) => (index === 20 ? 0 : 1)))
  })
})
