import { createHash } from 'node:crypto'
import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CAR,
  LEGAL,
  VAP,
  callbackPayload,
  claimPayload,
  contactUsPayload,
  newSession,
  poster,
  submissionsOf,
  testIdNumber,
} from '../../../test/form-fixtures.ts'
import { statementsRunBy } from '../../../test/statements.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { formSubmissions } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'
import { payloadDigest } from './form-submissions.repository.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let post: ReturnType<typeof poster>
let session: (companyCode?: string) => Promise<string>

beforeAll(async () => {
  testApp = await createTestApp()
  const credentials = await clientCredentials(testApp.app)
  post = poster(testApp.app, credentials)
  session = (companyCode = 'IWYZE') => newSession(testApp.app, credentials, companyCode)
})
afterAll(() => testApp.close())

const CALLBACK = '/wyzeapi/cc/submitCallback'
const CMP2 = '/wyzeapi/cmp2/submitCmp2ContactUs'
const CONTACT_US = '/wyzeapi/wtf/submitContactUs'
const LEGAL_QUERY = '/wyzeapi/wtf3/digicall/legalQuery'
const CLAIM = '/wyzeapi/claims/submit'

type Kind = 'callback' | 'contact_us' | 'claim'
const payloadOf: Record<
  Kind,
  (session: string, change?: Record<string, unknown>) => Record<string, unknown>
> = {
  callback: callbackPayload,
  contact_us: contactUsPayload,
  claim: claimPayload,
}

/**
 * Every routing branch (forms spec §7): each route with each kind of request it takes, the product
 * the site would send there, and the row it must store.
 */
const BRANCHES: {
  route: string
  kind: Kind
  product: string
  productCode: string
  change?: Record<string, unknown>
  department: string | null
  reason: string | null
}[] = [
  { route: CALLBACK, kind: 'callback', product: CAR, productCode: 'car', department: null, reason: 'Sales' },
  {
    route: CMP2,
    kind: 'callback',
    product: VAP,
    productCode: 'vap',
    change: { reason: 'Customer Care' },
    department: null,
    reason: 'Customer Care',
  },
  {
    route: CMP2,
    kind: 'contact_us',
    product: CAR,
    productCode: 'car',
    change: { department: 'customer_care' },
    department: 'customer_care',
    reason: null,
  },
  { route: CMP2, kind: 'claim', product: CAR, productCode: 'car', department: 'claims', reason: null },
  {
    route: CMP2,
    kind: 'claim',
    product: PRODUCT_CATALOGUE.vapstyreandrim.hashedProductId,
    productCode: 'vapstyreandrim',
    change: { department: 'claims', message: 'A pothole broke my rim.' },
    department: 'claims',
    reason: null,
  },
  {
    route: CONTACT_US,
    kind: 'contact_us',
    product: CAR,
    productCode: 'car',
    department: 'quotes',
    reason: null,
  },
  {
    route: LEGAL_QUERY,
    kind: 'contact_us',
    product: LEGAL,
    productCode: 'legal',
    change: { department: 'claims' },
    department: 'claims',
    reason: null,
  },
  {
    route: LEGAL_QUERY,
    kind: 'claim',
    product: LEGAL,
    productCode: 'legal',
    department: 'claims',
    reason: null,
  },
  {
    route: CLAIM,
    kind: 'claim',
    product: PRODUCT_CATALOGUE.funeral.hashedProductId,
    productCode: 'funeral',
    department: 'claims',
    reason: null,
  },
]

describe('the contact reference of tracking (shell spec §7: "hash of the mobile number")', () => {
  const referenceOf = async (contactNumber: string, app = { post, session }) => {
    const answer = await app.post(CALLBACK, callbackPayload(await app.session(), { contactNumber }))
    expect(answer.statusCode).toBe(200)
    return answer.json().data.contactReferenceId as string
  }

  it('is one reference for every spelling of one number, another for another number', async () => {
    const spellings = ['082 123 4567', '0821234567', '082-1234567', '+27821234567', '821234567']
    const references = await Promise.all(spellings.map((spelling) => referenceOf(spelling)))
    expect(new Set(references).size).toBe(1)
    expect(references[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(await referenceOf('0821234568')).not.toBe(references[0])
  })

  it("is keyed by the server's secret: not the number's bare SHA-256, another on a server with another key", async () => {
    // Issue 22: the unsalted SHA-256 of a mobile number was reversed in 7.8 s on one core.
    const reference = await referenceOf('0821234567')
    expect(reference).not.toBe(createHash('sha256').update('+27821234567').digest('hex'))
    expect(reference).not.toContain('821234567')

    const other = await createTestApp({ tokenSecret: 'another-server-token-secret-of-32-characters' })
    try {
      const credentials = await clientCredentials(other.app)
      const elsewhere = {
        post: poster(other.app, credentials),
        session: () => newSession(other.app, credentials),
      }
      expect(await referenceOf('0821234567', elsewhere)).not.toBe(reference)
    } finally {
      await other.close()
    }
  })
})

describe("analytics' citizenId (shell spec §7): a keyed hash of the ID number, never the number", () => {
  const citizenReferenceOf = async (idNumber: string) => {
    const answer = await post(CLAIM, claimPayload(await session(), { idNumber }))
    expect(answer.statusCode).toBe(200)
    return answer.json().data.citizenReferenceId as string
  }

  it('is one reference for one ID number, another for another, and not its bare SHA-256', async () => {
    const [first, second] = [testIdNumber('850615', '5009'), testIdNumber('900101', '4009')]
    const reference = await citizenReferenceOf(first)
    expect(reference).toMatch(/^[0-9a-f]{64}$/)
    expect(await citizenReferenceOf(first)).toBe(reference)
    expect(await citizenReferenceOf(second)).not.toBe(reference)
    expect(reference).not.toBe(createHash('sha256').update(first).digest('hex'))
    expect(reference).not.toContain(first)
  })

  it("is not the mobile number's reference, though both are the server's keyed hashes", async () => {
    const answer = await post(CLAIM, claimPayload(await session(), { idNumber: testIdNumber() }))
    const { contactReferenceId, citizenReferenceId } = answer.json().data
    expect(citizenReferenceId).not.toBe(contactReferenceId)
  })
})

describe('submissions through every route (forms spec §7)', () => {
  it.each(BRANCHES)(
    '$route stores a $kind ($productCode) once, answers its reference, and again within the minute',
    async ({ route, kind, product, productCode, change, department, reason }) => {
      const hashedSessionId = await session('OM')
      const body = payloadOf[kind](hashedSessionId, { hashedProductId: product, ...change })

      const first = await post(route, body)
      expect(first.statusCode).toBe(200)
      const reference = first.json().data.reference
      const { contactReferenceId, citizenReferenceId } = first.json().data
      expect(first.json()).toEqual({
        code: 200,
        data: {
          reference: expect.stringMatching(/^[\w-]{22}$/),
          contactReferenceId: expect.stringMatching(/^[0-9a-f]{64}$/),
          // A claim gives an ID number; the call-backs and contact requests here give none.
          citizenReferenceId: kind === 'claim' ? expect.stringMatching(/^[0-9a-f]{64}$/) : null,
        },
      })

      const rows = await submissionsOf(testApp.db, hashedSessionId)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        hashedId: reference,
        kind,
        route,
        companyCode: 'OM',
        sessionHashedId: hashedSessionId,
        productCode,
        hashedProductId: product,
        department,
        reason,
      })
      expect(rows[0]!.payloadDigest).toBe(payloadDigest(route, rows[0]!.payload))

      // A double click: the same body again is answered with the same reference and stores nothing.
      const again = await post(route, body)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ code: 200, data: { reference, contactReferenceId, citizenReferenceId } })
      const [repeated, ...others] = await submissionsOf(testApp.db, hashedSessionId)
      expect(others).toHaveLength(0)
      expect(repeated).toMatchObject({ hashedId: reference, occurrence: 0, repeatCount: 1 })

      // A changed body is a new submission.
      const changed = await post(route, { ...body, contactNumber: '0829876543' })
      expect(changed.statusCode).toBe(200)
      expect(changed.json().data.reference).not.toBe(reference)
      expect(await submissionsOf(testApp.db, hashedSessionId)).toHaveLength(2)
    },
  )

  it('stores the validated body: trimmed, phone in E.164, unknown fields dropped', async () => {
    const hashedSessionId = await session()
    const response = await post(
      CALLBACK,
      callbackPayload(hashedSessionId, { firstName: '  Sipho ', contactNumber: '082 123 4567', extra: 'x' }),
    )
    expect(response.statusCode).toBe(200)
    const [row] = await submissionsOf(testApp.db, hashedSessionId)
    expect(row!.payload).toEqual({
      hashedProductId: CAR,
      contactNumber: '+27821234567',
      hashedSessionId,
      firstName: 'Sipho',
      surname: 'Dlamini',
      email: 'sipho@example.co.za',
      reason: 'Sales',
      citizenId: null,
      preferredCallbackGender: 'a',
    })
  })

  it('takes the company from the session, not from the site', async () => {
    const iwyze = await session('IWYZE')
    expect((await post(CALLBACK, callbackPayload(iwyze))).statusCode).toBe(200)
    expect((await submissionsOf(testApp.db, iwyze))[0]!.companyCode).toBe('IWYZE')
  })

  it('recognises a repeat whatever the order of its fields', async () => {
    const hashedSessionId = await session()
    const body = callbackPayload(hashedSessionId)
    const reversed = Object.fromEntries(Object.entries(body).reverse())
    const first = (await post(CALLBACK, body)).json().data.reference
    expect((await post(CALLBACK, reversed)).json().data.reference).toBe(first)
    expect(await submissionsOf(testApp.db, hashedSessionId)).toHaveLength(1)
  })

  it('treats the same body from another session, or to another route, as another submission', async () => {
    const one = await session()
    const other = await session()
    const body = contactUsPayload(one)
    expect((await post(CONTACT_US, body)).statusCode).toBe(200)
    expect((await post(CMP2, body)).statusCode).toBe(200)
    expect((await post(CONTACT_US, { ...body, hashedSessionId: other })).statusCode).toBe(200)
    expect((await submissionsOf(testApp.db, one)).map((row) => row.route).sort()).toEqual([CMP2, CONTACT_US])
    expect(await submissionsOf(testApp.db, other)).toHaveLength(1)
  })

  it('stores the same body again once the minute has passed', async () => {
    const hashedSessionId = await session()
    const body = claimPayload(hashedSessionId)
    const first = (await post(CLAIM, body)).json().data.reference
    await testApp.db
      .update(formSubmissions)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(formSubmissions.sessionHashedId, hashedSessionId))
    const later = await post(CLAIM, body)
    expect(later.statusCode).toBe(200)
    expect(later.json().data.reference).not.toBe(first)
    expect(await submissionsOf(testApp.db, hashedSessionId)).toHaveLength(2)
    // And that later one is now the one a repeat answers.
    expect((await post(CLAIM, body)).json().data.reference).toBe(later.json().data.reference)
    const rows = await submissionsOf(testApp.db, hashedSessionId)
    expect(rows.map((row) => row.occurrence).sort()).toEqual([0, 1])
  })
})

describe('phone numbers: one stored form, E.164, whatever the spelling (issue 17)', () => {
  const SPELLINGS = [
    '082 123 4567',
    '0821234567',
    '082-1234567',
    '+27821234567',
    '+27 82 123 4567',
    '821234567',
  ]
  const ROUTE_OF: Record<Kind, string> = { callback: CALLBACK, contact_us: CONTACT_US, claim: CLAIM }

  it.each(
    (['callback', 'contact_us', 'claim'] as const).flatMap((kind) =>
      SPELLINGS.map((typed) => ({ kind, typed })),
    ),
  )('a $kind with $typed stores +27821234567', async ({ kind, typed }) => {
    const hashedSessionId = await session()
    // The claim form sends the mobile number as the policy number too (forms spec §3).
    const change = kind === 'claim' ? { contactNumber: typed, policyNumber: typed } : { contactNumber: typed }
    expect((await post(ROUTE_OF[kind], payloadOf[kind](hashedSessionId, change))).statusCode).toBe(200)
    const [row] = await submissionsOf(testApp.db, hashedSessionId)
    expect(row!.payload.contactNumber).toBe('+27821234567')
    if (kind === 'claim') expect(row!.payload.policyNumber).toBe('+27821234567')
  })

  it.each(['callback', 'contact_us', 'claim'] as const)(
    'two spellings of one number from one session within a minute are one %s',
    async (kind) => {
      const hashedSessionId = await session()
      const references = []
      for (const typed of ['082 123 4567', '+27821234567', '0821234567']) {
        const change =
          kind === 'claim' ? { contactNumber: typed, policyNumber: typed } : { contactNumber: typed }
        const response = await post(ROUTE_OF[kind], payloadOf[kind](hashedSessionId, change))
        expect(response.statusCode).toBe(200)
        references.push(response.json().data.reference)
      }
      expect(new Set(references).size).toBe(1)
      const rows = await submissionsOf(testApp.db, hashedSessionId)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ repeatCount: 2 })
    },
  )

  it("keeps a claim's policy number as typed when it is not the mobile number", async () => {
    const hashedSessionId = await session()
    const body = claimPayload(hashedSessionId, { contactNumber: '084 123 4567', policyNumber: 'POL-12345' })
    expect((await post(CLAIM, body)).statusCode).toBe(200)
    const [row] = await submissionsOf(testApp.db, hashedSessionId)
    expect(row!.payload).toMatchObject({ contactNumber: '+27841234567', policyNumber: 'POL-12345' })
  })
})

describe('50 identical requests at once (double clicks, retries)', () => {
  it.each([
    [CALLBACK, 'callback'],
    [CMP2, 'contact_us'],
    [CONTACT_US, 'contact_us'],
    [LEGAL_QUERY, 'claim'],
    [CLAIM, 'claim'],
  ] as const)('%s stores one %s row and answers every request with its reference', async (route, kind) => {
    const hashedSessionId = await session()
    const body = payloadOf[kind](hashedSessionId)
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(route, body)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200))
    const references = new Set(responses.map((response) => response.json().data.reference))
    const rows = await submissionsOf(testApp.db, hashedSessionId)
    expect(rows).toHaveLength(1)
    expect([...references]).toEqual([rows[0]!.hashedId])
    expect(rows[0]!.repeatCount).toBe(49)
  })

  it('40 different requests at once, from four sessions and an unknown one, each get their own answer', async () => {
    const sessions = [await session('IWYZE'), await session('OM'), await session(), await session()]
    const bodies = Array.from({ length: 40 }, (_, index) =>
      callbackPayload(sessions[index % 4]!, { contactNumber: `08212300${String(index).padStart(2, '0')}` }),
    )
    // Duplicates of two of them, and a session that does not exist, in the same moment.
    const unknownSession = callbackPayload('AAAAAAAAAAAAAAAAAAAAAA')
    const responses = await Promise.all(
      [...bodies, bodies[0]!, bodies[1]!, unknownSession].map((body) => post(CALLBACK, body)),
    )
    const references = responses.slice(0, 40).map((response) => response.json().data.reference)
    expect(new Set(references).size).toBe(40)
    expect(responses[40]!.json().data.reference).toBe(references[0])
    expect(responses[41]!.json().data.reference).toBe(references[1])
    expect(responses[42]!.statusCode).toBe(404)
    expect(responses[42]!.json().msg).toBe(SESSION_NOT_FOUND)
    for (const [index, hashedSessionId] of sessions.entries()) {
      const rows = await submissionsOf(testApp.db, hashedSessionId)
      expect(rows).toHaveLength(10)
      expect(rows.map((row) => row.companyCode)).toEqual(Array(10).fill(index === 1 ? 'OM' : 'IWYZE'))
      expect(rows.map((row) => row.repeatCount).sort()).toEqual(
        index < 2 ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 1] : Array(10).fill(0),
      )
    }
  })

  it('after the minute, 20 identical requests at once store one next occurrence', async () => {
    const hashedSessionId = await session()
    const body = callbackPayload(hashedSessionId)
    const first = (await post(CALLBACK, body)).json().data.reference
    await testApp.db
      .update(formSubmissions)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(formSubmissions.sessionHashedId, hashedSessionId))
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(CALLBACK, body)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    const references = new Set(responses.map((response) => response.json().data.reference))
    expect(references.size).toBe(1)
    expect(references.has(first)).toBe(false)
    const rows = await submissionsOf(testApp.db, hashedSessionId)
    expect(rows.map((row) => [row.occurrence, row.repeatCount]).sort()).toEqual([
      [0, 0],
      [1, 19],
    ])
  })

  it('30 requests at once from made-up sessions are each answered 404, with no statement per request', async () => {
    const bodies = Array.from({ length: 30 }, (_, index) =>
      callbackPayload(`made-up-session-${String(index).padStart(2, '0')}`),
    )
    const { result: responses, statements } = await statementsRunBy(testApp.db, () =>
      Promise.all(bodies.map((body) => post(CALLBACK, body))),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(404))
    expect(responses.map((response) => response.json().msg)).toEqual(Array(30).fill(SESSION_NOT_FOUND))
    // The batch statement, and nothing one by one: a made-up session costs no more than a real one.
    const onSubmissions = statements
      .map((statement) => statement.text)
      .filter((text) => text.includes('form_submissions'))
    expect(onSubmissions.length).toBeGreaterThan(0)
    expect(onSubmissions.length).toBeLessThan(30)
    expect(onSubmissions.filter((text) => !text.startsWith('insert into form_submissions'))).toEqual([])
    for (const body of bodies) {
      expect(await submissionsOf(testApp.db, body.hashedSessionId)).toHaveLength(0)
    }
  })
})

describe('what a submission must name', () => {
  it.each([CALLBACK, CMP2, CONTACT_US, LEGAL_QUERY, CLAIM])(
    '%s answers 404 for a session that does not exist, and stores nothing',
    async (route) => {
      const body =
        route === CALLBACK || route === CMP2
          ? callbackPayload('no-such-session')
          : route === CLAIM || route === LEGAL_QUERY
            ? claimPayload('no-such-session')
            : contactUsPayload('no-such-session')
      const response = await post(route, body)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 404, msg: SESSION_NOT_FOUND })
      expect(await submissionsOf(testApp.db, 'no-such-session')).toHaveLength(0)
    },
  )

  it.each([
    [CALLBACK, callbackPayload],
    [CMP2, contactUsPayload],
    [CONTACT_US, contactUsPayload],
    [LEGAL_QUERY, claimPayload],
    [CLAIM, claimPayload],
  ] as const)(
    '%s answers 400 "Select a product" for a product that does not exist',
    async (route, payload) => {
      const hashedSessionId = await session()
      const response = await post(route, payload(hashedSessionId, { hashedProductId: 'not-a-product' }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        msg: MESSAGES.validation,
        errors: [{ path: 'hashedProductId', message: 'Select a product' }],
      })
      expect(await submissionsOf(testApp.db, hashedSessionId)).toHaveLength(0)
    },
  )

  it('keeps no row naming a product that does not exist', async () => {
    const rows = await testApp.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.hashedProductId, 'not-a-product'))
    expect(rows).toHaveLength(0)
  })
})

describe('OpenAPI', () => {
  it('documents the five submission routes with their bodies', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json()
    for (const route of [CALLBACK, CMP2, CONTACT_US, LEGAL_QUERY, CLAIM]) {
      const schema = document.paths[route].post.requestBody.content['application/json'].schema
      expect(schema, route).toBeDefined()
    }
    const cmp2 = document.paths[CMP2].post.requestBody.content['application/json'].schema
    expect(cmp2.anyOf).toHaveLength(3)
    expect(document.paths[CALLBACK].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['hashedProductId', 'hashedSessionId', 'reason']),
    )
  })
})
