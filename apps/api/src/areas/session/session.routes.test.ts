import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { sessions } from '../../db/schema/index.ts'
import { SESSION_COMPANY_FIXED, SESSION_NOT_FOUND } from './session.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

function call(method: 'POST' | 'PUT', url: string, payload: object) {
  return testApp.app.inject({ method, url, headers: credentials.headers(method), payload })
}

/** A new session's receipt, with its id taken from the list session/create answers. */
async function created(body: Record<string, unknown>) {
  const { data } = (await call('POST', '/wyzeapi/session/create', body)).json()
  return { ...data, hashedSessionId: data.hashedSessionId[0] as string, cid: data.cid as string }
}

describe('POST /wyzeapi/session/create', () => {
  it('stores the session with the visitor ip and answers opaque session and contact ids', async () => {
    const response = await call('POST', '/wyzeapi/session/create', {
      location: 'http://localhost:3000/home/summer?ucid=CAMP42',
      browser: 'Mozilla/5.0 (X11; Linux x86_64)',
      operatingSystem: 'Linux x86_64',
      uci: 'CAMP42',
      companyCode: 'OM',
      featureFlags: ['legal', 'debug'],
      landingSlug: 'summer',
      currstep: 'home',
      currstepIndex: 0,
      createDateMilliseconds: 1_763_000_000_000,
      qqResult: { ignored: true },
    })
    expect(response.statusCode).toBe(200)
    const { code, data: answered } = response.json()
    expect(code).toBe(200)
    // Forms spec §7: "response data.hashedSessionId list and data.cid".
    expect(answered.hashedSessionId).toEqual([expect.stringMatching(/^[\w-]{22}$/)])
    const data = { ...answered, hashedSessionId: answered.hashedSessionId[0] }
    expect(data.cid).toMatch(/^[\w-]{22}$/)
    expect(data.environments).toEqual(expect.arrayContaining([{ key: 'NEW_CLAIMS', value: '1' }]))

    const [row] = await testApp.db.select().from(sessions).where(eq(sessions.hashedId, data.hashedSessionId))
    expect(row).toMatchObject({
      companyCode: 'OM',
      ip: '127.0.0.1',
      location: 'http://localhost:3000/home/summer?ucid=CAMP42',
      browser: 'Mozilla/5.0 (X11; Linux x86_64)',
      operatingSystem: 'Linux x86_64',
      uci: 'CAMP42',
      featureFlags: ['legal', 'debug'],
      landingSlug: 'summer',
      currentStep: 'home',
      currentStepIndex: 0,
      callCentre: false,
      transactionOriginOnline: true,
      clientCreatedAtMs: 1_763_000_000_000,
    })
    expect(row!.contactHashedId).toBe(data.cid)
  })

  it('uses the served company when the session names none', async () => {
    const data = await created({})
    const [row] = await testApp.db.select().from(sessions).where(eq(sessions.hashedId, data.hashedSessionId))
    expect(row!.companyCode).toBe('IWYZE')
  })

  it('never hands out sequential ids', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add((await created({})).hashedSessionId)
    expect(ids.size).toBe(20)
    for (const id of ids) expect(id).not.toMatch(/^\d+$/)
  })

  it('stores sessions created at the same moment each with its own fields and defaults', async () => {
    const created = Array.from({ length: 30 }, (_, index) => ({
      index,
      // Every third names OM and its flags; the others leave both to the defaults.
      payload:
        index % 3 === 0
          ? { companyCode: 'OM', featureFlags: ['legal'], location: `http://localhost/${index}` }
          : { location: `http://localhost/${index}` },
    }))
    const answers = await Promise.all(
      created.map(({ payload }) => call('POST', '/wyzeapi/session/create', payload)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(created.map(() => 200))
    for (const [position, answer] of answers.entries()) {
      const { cid } = answer.json().data
      const [hashedSessionId] = answer.json().data.hashedSessionId
      const [row] = await testApp.db.select().from(sessions).where(eq(sessions.hashedId, hashedSessionId))
      const { index } = created[position]!
      expect(row).toMatchObject({
        location: `http://localhost/${index}`,
        companyCode: index % 3 === 0 ? 'OM' : 'IWYZE',
        featureFlags: index % 3 === 0 ? ['legal'] : [],
        contactHashedId: cid,
        callCentre: false,
      })
    }
  })
})

describe('PUT /wyzeapi/session/update', () => {
  it('updates the stored fields and keeps the others', async () => {
    const session = await created({ location: '/', uci: 'FIRST' })
    const response = await call('PUT', '/wyzeapi/session/update', {
      hashedSessionId: session.hashedSessionId,
      currstep: 'quick-quote',
      currstepIndex: 2,
      selectedProduct: 'CAR',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ hashedSessionId: session.hashedSessionId, cid: session.cid })
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.hashedId, session.hashedSessionId))
    expect(row).toMatchObject({
      uci: 'FIRST',
      currentStep: 'quick-quote',
      currentStepIndex: 2,
      selectedProduct: 'CAR',
    })
  })

  it('keeps the company the session was created with: another is refused with 409, nothing changes', async () => {
    const session = await created({ companyCode: 'IWYZE', currstep: 'home' })
    const response = await call('PUT', '/wyzeapi/session/update', {
      hashedSessionId: session.hashedSessionId,
      companyCode: 'OM',
      currstep: 'quote',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 409, msg: SESSION_COMPANY_FIXED })
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.hashedId, session.hashedSessionId))
    expect(row).toMatchObject({ companyCode: 'IWYZE', currentStep: 'home' })
  })

  it("accepts the session's own company, as the site sends it with every update", async () => {
    const session = await created({ companyCode: 'OM' })
    const response = await call('PUT', '/wyzeapi/session/update', {
      hashedSessionId: session.hashedSessionId,
      companyCode: 'OM',
      currstep: 'quote',
    })
    expect(response.statusCode).toBe(200)
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.hashedId, session.hashedSessionId))
    expect(row).toMatchObject({ companyCode: 'OM', currentStep: 'quote' })
  })

  it('answers 404 in the envelope for a session that does not exist', async () => {
    const response = await call('PUT', '/wyzeapi/session/update', {
      hashedSessionId: 'no-such-session',
      currstep: 'x',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: SESSION_NOT_FOUND })
  })

  it('answers 400 naming the field when the session id is missing', async () => {
    const response = await call('PUT', '/wyzeapi/session/update', { currstep: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'hashedSessionId' })])
  })
})
