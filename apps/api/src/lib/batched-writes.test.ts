import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callbackPayload, newSession, poster } from '../../test/form-fixtures.ts'
import { typicalAnswers } from '../../test/quick-quote-fixtures.ts'
import { agentCredentials } from '../../test/agent-fixtures.ts'
import { createTestApp } from '../../test/test-app.ts'
import { rowsOf } from '../db/client.ts'
import { MESSAGES } from '../plugins/envelope.ts'

/**
 * Issue 17: one request the database refuses must not fail the others stored in the same statement.
 * Each table gets a check constraint that refuses one marked row (as a constraint, a trigger or a
 * bad value would); forty good requests and the marked one are sent at once, through the real
 * endpoint, so that they are batched together.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let post: ReturnType<typeof poster>
let session: () => Promise<string>

beforeAll(async () => {
  // Call-centre mode: a quick quote may skip the captcha.
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 10_000 })
  const credentials = await agentCredentials(testApp.app)
  post = poster(testApp.app, credentials)
  session = () => newSession(testApp.app, credentials)
  for (const constraint of [
    sql`alter table sessions add constraint refuses_marked check (browser is distinct from 'Refused')`,
    sql`alter table form_submissions add constraint refuses_marked check (payload->>'surname' <> 'Refused')`,
    sql`alter table quick_quotes add constraint refuses_marked check (product_code <> 'funeral')`,
  ]) {
    await testApp.db.execute(constraint)
  }
})
afterAll(() => testApp.close())

const GOOD = 40

const CASES: {
  name: string
  url: string
  /** The i-th request's body; `marked` for the one the database refuses. */
  body: (marked: boolean, hashedSessionId: string) => Record<string, unknown>
  /** How many rows of the test's sessions are stored. */
  rowsOf: (hashedSessionIds: string[]) => Promise<number>
}[] = [
  {
    name: 'sessions',
    url: '/wyzeapi/session/create',
    body: (marked, hashedSessionId) => ({
      companyCode: 'IWYZE',
      browser: marked ? 'Refused' : 'Firefox',
      location: `http://localhost/${hashedSessionId}`,
    }),
    rowsOf: async (ids) =>
      count(
        sql`select count(*) from sessions where location in (${sql.join(
          ids.map((id) => sql`${`http://localhost/${id}`}`),
          sql`, `,
        )})`,
      ),
  },
  {
    name: 'call-backs',
    url: '/wyzeapi/cc/submitCallback',
    body: (marked, hashedSessionId) =>
      callbackPayload(hashedSessionId, { surname: marked ? 'Refused' : 'Dlamini' }),
    rowsOf: (ids) => count(sql`select count(*) from form_submissions where session_hashed_id in ${ids}`),
  },
  {
    name: 'quick quotes',
    url: '/wyzeapi/quickquote/create',
    body: (marked, hashedSessionId) => {
      const product = marked ? 'funeral' : 'car'
      return {
        hashedProductId: PRODUCT_CATALOGUE[product].hashedProductId,
        hashedSessionId,
        answers: typicalAnswers(product),
        skipCaptcha: true,
      }
    },
    rowsOf: (ids) => count(sql`select count(*) from quick_quotes where session_hashed_id in ${ids}`),
  },
]

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ count: string | number }>(await testApp.db.execute(query))[0]!.count)
}

describe('a batched write isolates the item the database refuses', () => {
  it.each(CASES)('one refused among $name: forty 200s and forty rows', async ({ url, body, rowsOf }) => {
    const sessions = await Promise.all(Array.from({ length: GOOD + 1 }, () => session()))
    const markedAt = 17
    const responses = await Promise.all(
      sessions.map((hashedSessionId, index) => post(url, body(index === markedAt, hashedSessionId))),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(GOOD)
    expect(statuses[markedAt]).toBe(500)
    expect(responses[markedAt]!.json()).toEqual({ code: 500, msg: MESSAGES.serverError })
    expect(await rowsOf(sessions)).toBe(GOOD)
  })
})

describe('a batch stored again after a failure stores each item once', () => {
  it('quick quotes: the insert committed, the query after it failed; the retry finds its own rows', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => session()))
    // One quote for a session that does not exist: its batch asks the database which sessions exist,
    // a query after the insert. That query fails once, as a dropped connection would.
    const select = vi.spyOn(testApp.db, 'select')
    select.mockImplementationOnce(() => {
      throw new Error('connection lost')
    })
    const responses = await Promise.all(
      [...sessions, 'no-such-session'].map((hashedSessionId) =>
        post('/wyzeapi/quickquote/create', {
          hashedProductId: PRODUCT_CATALOGUE.car.hashedProductId,
          hashedSessionId,
          answers: typicalAnswers('car'),
          skipCaptcha: true,
        }),
      ),
    )
    select.mockRestore()
    expect(responses.map((response) => response.statusCode)).toEqual([...sessions.map(() => 200), 404])
    expect(await count(sql`select count(*) from quick_quotes where session_hashed_id in ${sessions}`)).toBe(
      sessions.length,
    )
  })
})
