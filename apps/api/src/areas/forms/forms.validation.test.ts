import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callbackPayload,
  claimPayload,
  contactUsPayload,
  newSession,
  poster,
  submissionsOf,
} from '../../../test/form-fixtures.ts'
import {
  OVERSIZED_TEXT,
  SCRIPT,
  UNREADABLE_BODIES,
  expectErrorEnvelope,
  postRaw,
} from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { formSubmissions } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { UNKNOWN_SHAPE_MESSAGE } from './form-shapes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let post: ReturnType<typeof poster>
let credentials: Awaited<ReturnType<typeof clientCredentials>>
let hashedSessionId: string

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
  post = poster(testApp.app, credentials)
  hashedSessionId = await newSession(testApp.app, credentials)
})
afterAll(() => testApp.close())

const CALLBACK = '/wyzeapi/cc/submitCallback'
const CMP2 = '/wyzeapi/cmp2/submitCmp2ContactUs'
const CONTACT_US = '/wyzeapi/wtf/submitContactUs'
const LEGAL_QUERY = '/wyzeapi/wtf3/digicall/legalQuery'
const CLAIM = '/wyzeapi/claims/submit'

// The spec's messages (forms spec §5, §8), to the letter.
const INCOMPLETE = 'Please complete all form fields and try again'
const NAME = 'Name must be valid'
const SURNAME = 'Surname must be valid'
const EMAIL = 'Email must be valid'
const ID_NUMBER = 'Id Number must be valid'
const PHONE = 'Phone number must be valid'
const PRODUCT = 'Select a product'
const DEPARTMENT = 'Select a department'
// Ours (the spec requires a message but gives no text).
const MESSAGE_EMPTY = 'Message cannot be empty'
const MESSAGE_MARKUP = 'Message cannot contain HTML or scripts'

const IMG = '<img src=x onerror=alert(1)>'

async function storedCount() {
  const [row] = await testApp.db
    .select({ value: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.sessionHashedId, hashedSessionId))
  return row!.value
}

async function expectRefused(route: string, body: unknown, errors: { path: string; message: string }[]) {
  const response = await post(route, body)
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ code: 400, msg: MESSAGES.validation, errors })
}

describe('call-back payload: one message on each field (forms spec §5, §8)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['hashedProductId', { hashedProductId: '' }, INCOMPLETE],
    ['hashedProductId', { hashedProductId: null }, INCOMPLETE],
    ['contactNumber', { contactNumber: '' }, INCOMPLETE],
    ['contactNumber', { contactNumber: '0000000000' }, INCOMPLETE],
    ['contactNumber', { contactNumber: '12345' }, INCOMPLETE],
    ['hashedSessionId', { hashedSessionId: '' }, INCOMPLETE],
    ['firstName', { firstName: '' }, INCOMPLETE],
    ['firstName', { firstName: null }, INCOMPLETE],
    ['firstName', { firstName: IMG }, INCOMPLETE],
    ['surname', { surname: '  ' }, INCOMPLETE],
    ['surname', { surname: SCRIPT }, INCOMPLETE],
    ['email', { email: 'sipho@' }, INCOMPLETE],
    ['email', { email: '' }, INCOMPLETE],
    ['reason', { reason: '' }, INCOMPLETE],
    ['reason', { reason: SCRIPT }, INCOMPLETE],
    ['citizenId', { citizenId: '1234567890123' }, ID_NUMBER],
  ]
  for (const route of [CALLBACK, CMP2]) {
    it.each(cases)(`${route}: %s %j → %s`, async (path, change, message) => {
      await expectRefused(route, callbackPayload(hashedSessionId, change), [{ path, message }])
      expect(await storedCount()).toBe(0)
    })
  }
})

describe('contact-us payload: the spec message on each field (forms spec §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['firstName', { firstName: 'J0hn' }, NAME],
    ['firstName', { firstName: '' }, NAME],
    ['firstName', { firstName: 42 }, NAME],
    ['firstName', { firstName: IMG }, NAME],
    ['surname', { surname: 'Nkosi-Dube' }, SURNAME],
    ['surname', { surname: 'x'.repeat(256) }, SURNAME],
    ['idNumber', { idNumber: '8506155009089' }, ID_NUMBER],
    ['contactNumber', { contactNumber: '0000000000' }, PHONE],
    ['contactNumber', { contactNumber: '' }, PHONE],
    ['email', { email: 'thandi@example' }, EMAIL],
    ['hashedProductId', { hashedProductId: '' }, PRODUCT],
    ['hashedProductId', { hashedProductId: undefined }, PRODUCT],
    ['department', { department: 'sales' }, DEPARTMENT],
    ['department', { department: '' }, DEPARTMENT],
    ['message', { message: '   ' }, MESSAGE_EMPTY],
    ['message', { message: SCRIPT }, MESSAGE_MARKUP],
  ]
  for (const route of [CONTACT_US, CMP2, LEGAL_QUERY]) {
    it.each(cases)(`${route}: %s %j → %s`, async (path, change, message) => {
      await expectRefused(route, contactUsPayload(hashedSessionId, change), [{ path, message }])
      expect(await storedCount()).toBe(0)
    })
  }
})

describe('claim submission: the spec message on each field (forms spec §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { name: 'P3ter' }, NAME],
    ['name', { name: IMG }, NAME],
    ['surname', { surname: '' }, SURNAME],
    ['surname', { surname: SCRIPT }, SURNAME],
    ['idNumber', { idNumber: '1234567890123' }, ID_NUMBER],
    ['idNumber', { idNumber: '850615500908' }, ID_NUMBER],
    ['contactNumber', { contactNumber: '0000000000' }, PHONE],
    ['email', { email: '' }, EMAIL],
    ['email', { email: 'pieter@' }, EMAIL],
    ['hashedProductId', { hashedProductId: '' }, PRODUCT],
  ]
  for (const route of [CLAIM, CMP2, LEGAL_QUERY]) {
    it.each(cases)(`${route}: %s %j → %s`, async (path, change, message) => {
      await expectRefused(route, claimPayload(hashedSessionId, change), [{ path, message }])
      expect(await storedCount()).toBe(0)
    })
  }

  it.each([CMP2, LEGAL_QUERY])('%s: a claim with an empty message → %s', async (route) => {
    await expectRefused(route, claimPayload(hashedSessionId, { department: 'claims', message: '' }), [
      { path: 'message', message: MESSAGE_EMPTY },
    ])
  })

  it.each([CMP2, LEGAL_QUERY])(
    '%s: an ID and policy number for another department read as a contact-us request',
    async (route) => {
      // Read as contact-us, it lacks that payload's firstName (a claim says `name`) and its message.
      await expectRefused(route, claimPayload(hashedSessionId, { department: 'quotes' }), [
        { path: 'firstName', message: NAME },
        { path: 'message', message: MESSAGE_EMPTY },
      ])
    },
  )

  it('reports every invalid field at once', async () => {
    const response = await post(
      CLAIM,
      claimPayload(hashedSessionId, { name: '', email: 'x', idNumber: '1', hashedProductId: '' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: NAME },
        { path: 'email', message: EMAIL },
        { path: 'idNumber', message: ID_NUMBER },
        { path: 'hashedProductId', message: PRODUCT },
      ]),
    )
  })
})

describe('routes that take several kinds: a body of none of them', () => {
  it.each([
    [CMP2, {}],
    [CMP2, { firstName: 'Sipho', surname: 'Dlamini' }],
    [LEGAL_QUERY, callbackPayload('x')],
  ])('%s answers 400 naming what it takes', async (route, body) => {
    await expectRefused(route, body, [{ path: '', message: UNKNOWN_SHAPE_MESSAGE }])
    expect(await storedCount()).toBe(0)
  })
})

describe('bad input of every sort: a 4xx envelope, nothing stored, and the next request still served', () => {
  const ROUTES = [CALLBACK, CMP2, CONTACT_US, LEGAL_QUERY, CLAIM]
  const validFor = (route: string) =>
    route === CALLBACK
      ? callbackPayload(hashedSessionId)
      : route === CLAIM
        ? claimPayload(hashedSessionId)
        : contactUsPayload(hashedSessionId)

  const BAD: {
    name: string
    raw?: string
    change?: Record<string, unknown>
    status: number
    /** Only the routes whose requests carry this field. */
    routes?: string[]
  }[] = [
    ...UNREADABLE_BODIES,
    { name: 'a 101 KB body', change: { surname: OVERSIZED_TEXT }, status: 413 },
    { name: 'a number for a name', change: { firstName: 42 }, status: 400 },
    {
      name: 'an object for a phone number',
      change: { contactNumber: { number: '0821234567' } },
      status: 400,
    },
    {
      name: 'a script in the message',
      change: { message: SCRIPT },
      status: 400,
      routes: [CMP2, CONTACT_US, LEGAL_QUERY],
    },
    { name: 'a script in the reason', change: { reason: SCRIPT }, status: 400, routes: [CALLBACK, CMP2] },
    { name: 'markup in the name', change: { firstName: IMG }, status: 400 },
    { name: 'a script in the surname', change: { surname: SCRIPT }, status: 400 },
  ]
  // The claim submission names the first name `name` (forms spec §3); the other payloads `firstName`.
  const inPayloadOf = (route: string, change: Record<string, unknown> | undefined) => {
    if (route !== CLAIM || !change || !('firstName' in change)) return change
    const { firstName, ...rest } = change
    return { ...rest, name: firstName }
  }
  const cases = ROUTES.flatMap((route) =>
    BAD.filter((bad) => !bad.routes || bad.routes.includes(route)).map((bad) => ({
      route,
      ...bad,
      change: inPayloadOf(route, bad.change),
    })),
  )

  it.each(cases)('$route: $name → $status', async ({ route, raw, change, status }) => {
    const payload = raw ?? JSON.stringify({ ...validFor(route), ...change })
    expectErrorEnvelope(await postRaw(testApp.app, credentials, route, payload), status)
    expect(await storedCount()).toBe(0)

    const next = await post(route, validFor(route))
    expect(next.statusCode).toBe(200)
    await testApp.db.delete(formSubmissions).where(eq(formSubmissions.sessionHashedId, hashedSessionId))
  })

  it('a call-back carries no message: one with a script in it is stored without it', async () => {
    const other = await newSession(testApp.app, credentials)
    const response = await post(CALLBACK, callbackPayload(other, { message: SCRIPT }))
    expect(response.statusCode).toBe(200)
    const [row] = await submissionsOf(testApp.db, other)
    expect(JSON.stringify(row!.payload)).not.toContain('<script>')
  })
})
