import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { UNSTORABLE_CHARACTER_MESSAGE } from '@insure/domain/field'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { typed, typicalAnswers } from '../test/quick-quote-fixtures.ts'
import { clientCredentials, openTestDatabase, TEST_WORKBENCH_SECRET } from '../test/test-app.ts'
import { buildApp } from './app.ts'
import { QUOTE_OWNER_COOKIE } from './areas/quote-owner/quote-owners.ts'
import { testConfig } from './config.ts'
import { rowsOf, type DatabaseHandle } from './db/client.ts'
import { pageApiCaller } from './page-api-calls.ts'
import { MESSAGES } from './plugins/envelope.ts'

/**
 * Issue 25: the quick quote posted without script calls the create in process (pageApiCaller)
 * instead of through a fake HTTP request. These tests hold it to what the route does for the page
 * server's HTTP call: the visitor's tighter bucket (the same counters), the input guard, the schema,
 * no captcha, and the owner's cookie on the page's response.
 */

const WITHOUT_SCRIPT_LIMIT = 3
const FUNERAL = PRODUCT_CATALOGUE.funeral.hashedProductId
const CREATE = '/wyzeapi/quickquote/create'
/** A page of the test app whose action sends a quick quote, as the quote page's action does. */
const PAGE = '/test-page/quote'

let app: FastifyInstance
let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
  const config = testConfig({
    workbenchSecret: TEST_WORKBENCH_SECRET,
    quickQuoteWithoutScriptLimitPerMinute: WITHOUT_SCRIPT_LIMIT,
  })
  app = await buildApp({
    config,
    database,
    registerWeb: async (site) => {
      site.post(PAGE, async (request, reply) => {
        const callApi = pageApiCaller(site, config, request, reply)
        return callApi('POST', CREATE, (request.body as { create: unknown }).create)
      })
    },
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const answers = () => typicalAnswers('funeral')

/** The page posted by a visitor at `address` (with their browser's cookies), sending `create`. */
const postPage = (address: string, create: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: PAGE,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { create },
  })

/** The same create through the page server's HTTP call for the same visitor (the route itself). */
const throughRoute = (address: string, create: unknown) =>
  app.pageServer.inject({ method: 'POST', url: CREATE, body: create, visitor: address })

const countQuickQuotes = async () =>
  rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from quick_quotes`),
  )[0]!.count

describe('the quick quote without script, created in process (issue 25)', () => {
  it('rates and stores it without a captcha, and sets the owner’s cookie on the page’s response', async () => {
    const page = await postPage('203.0.113.80', { hashedProductId: FUNERAL, answers: answers() })
    expect(page.statusCode).toBe(200)
    const answer = page.json() as { status: number; body: { code: number; data: Record<string, unknown> } }
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 200, data: { outcome: 'QUOTED', premium: expect.any(Number) } })
    const owner = page.cookies.find((cookie) => cookie.name === QUOTE_OWNER_COOKIE)
    expect(owner?.httpOnly).toBe(true)
    expect(owner?.sameSite).toBe('Lax')

    // The browser with that cookie reads the quote back as its own (GET A/quickquote/draft).
    const person = await clientCredentials(app)
    person.remember(page)
    const draft = await app.inject({
      method: 'GET',
      url: `/wyzeapi/quickquote/draft?hashedProductId=${FUNERAL}`,
      headers: person.headers('GET'),
    })
    const { data } = draft.json() as { data: { answers: unknown[]; result: Record<string, unknown> | null } }
    expect(data.answers).toEqual(answers())
    expect(data.result).toMatchObject({
      hashedQuickQuoteSessionId: answer.body.data.hashedQuickQuoteSessionId,
      premium: answer.body.data.premium,
    })
    // A browser that already has an owner key keeps it: no new cookie, the quote is its own.
    const again = await postPage(
      '203.0.113.80',
      { hashedProductId: FUNERAL, answers: answers() },
      person.cookie(),
    )
    expect(again.cookies.find((cookie) => cookie.name === QUOTE_OWNER_COOKIE)).toBeUndefined()
    const mine = rowsOf<{ same: boolean }>(
      await database.db.execute(
        sql`select (select owner_digest from quick_quotes where hashed_id = ${
          (again.json() as { body: { data: { hashedQuickQuoteSessionId: string } } }).body.data
            .hashedQuickQuoteSessionId
        }) = (select owner_digest from quick_quotes where hashed_id = ${
          answer.body.data.hashedQuickQuoteSessionId as string
        }) as same`,
      ),
    )[0]
    expect(mine?.same).toBe(true)
  })

  it('counts in the visitor’s bucket, with the route’s calls: over the limit 429 and nothing stored', async () => {
    const visitor = '203.0.113.81'
    const create = { hashedProductId: FUNERAL, answers: answers() }
    // One through the route, then in process: the same counters.
    expect((await throughRoute(visitor, create)).statusCode).toBe(200)
    for (let call = 1; call < WITHOUT_SCRIPT_LIMIT; call++) {
      expect(((await postPage(visitor, create)).json() as { status: number }).status).toBe(200)
    }
    const before = await countQuickQuotes()
    const refused = await postPage(visitor, create)
    expect(refused.json()).toEqual({ status: 429, body: { code: 429, msg: MESSAGES.tooManyRequests } })
    expect(refused.cookies.find((cookie) => cookie.name === QUOTE_OWNER_COOKIE)).toBeUndefined()
    expect((await throughRoute(visitor, create)).statusCode).toBe(429)
    expect(await countQuickQuotes()).toBe(before)
    // Another visitor has a budget of its own.
    expect(((await postPage('203.0.113.82', create)).json() as { status: number }).status).toBe(200)
  })

  it('refuses what the route refuses, with the same envelope: the schema, the input guard, the answers', async () => {
    const refusals = [
      // The schema: no product, answers that are not a list.
      { answers: answers() },
      { hashedProductId: FUNERAL, answers: 'all of them' },
      // The input guard: a NUL no field can hold.
      {
        hashedProductId: FUNERAL,
        answers: answers().map((answer, index) =>
          index === 0 ? { ...answer, selectedAnswers: typed('funeral', 'Age', '4\u00000') } : answer,
        ),
      },
      // The create's own rules: an unknown product, an age out of range.
      { hashedProductId: 'not-a-product', answers: answers() },
      { hashedProductId: FUNERAL, answers: typicalAnswers('funeral', { Age: typed('funeral', 'Age', '7') }) },
    ]
    for (const [index, create] of refusals.entries()) {
      // A visitor per refusal and path, so that no bucket decides.
      const direct = (await postPage(`198.51.100.${index}`, create)).json() as {
        status: number
        body: unknown
      }
      const route = await throughRoute(`198.51.100.${index + 100}`, create)
      expect(direct).toEqual({ status: route.statusCode, body: route.json() })
      expect(direct.status).toBe(400)
    }
    const guarded = (await postPage('198.51.100.50', refusals[2])).json() as {
      body: { errors: { path: string; message: string }[] }
    }
    expect(guarded.body.errors[0]?.message).toBe(UNSTORABLE_CHARACTER_MESSAGE)
  })
})
