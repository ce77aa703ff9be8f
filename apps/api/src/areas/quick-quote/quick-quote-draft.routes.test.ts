import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chosen, typed, typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { CAPTCHA_MISSING_MESSAGE } from '../captcha/captcha.ts'
import { QUOTE_OWNER_COOKIE } from '../quote-owner/quote-owners.ts'
import { answerPath } from './quick-quote.routes.ts'

/**
 * Issue 25, decision 016: the quick quote's answers are the API's from the first one (the draft, read
 * and written by the quote-owner cookie), and a quick quote sent by the page server for a visitor
 * without script goes without the captcha, in the visitor's own, tighter bucket.
 */

type App = Awaited<ReturnType<typeof createTestApp>>
type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/** A tight limit, so the test reaches it; the API's own bucket stays generous. */
const WITHOUT_SCRIPT_LIMIT = 3

let site: App
beforeAll(async () => {
  site = await createTestApp({ quickQuoteWithoutScriptLimitPerMinute: WITHOUT_SCRIPT_LIMIT })
})
afterAll(() => site.close())

const FUNERAL = PRODUCT_CATALOGUE.funeral.hashedProductId
const DRAFT = '/wyzeapi/quickquote/draft'
const CREATE = '/wyzeapi/quickquote/create'

async function call(credentials: Credentials, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await site.app.inject({
    method,
    url,
    headers: credentials.headers(method),
    ...(payload ? { payload } : {}),
  })
  credentials.remember(response)
  return response
}

const draftOf = async (credentials: Credentials) =>
  (await call(credentials, 'GET', `${DRAFT}?hashedProductId=${FUNERAL}`)).json() as {
    data: { answers: unknown[]; result: { outcome: string; premium?: number } | null }
  }

const firstAnswer = () => [
  { questionId: typicalAnswers('funeral')[0]!.questionId, selectedAnswers: typed('funeral', 'Age', '40') },
]

async function solvedCaptcha(credentials: Credentials): Promise<string> {
  const response = await call(credentials, 'GET', '/wyzeapi/captcha/challenge')
  const challenge = (response.json() as { data: Challenge }).data
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const countQuickQuotes = async () =>
  rowsOf<{ count: number }>(await site.db.execute(sql`select count(*)::int as count from quick_quotes`))[0]!
    .count

describe('the quick quote as the API holds it (GET and PUT A/quickquote/draft)', () => {
  it('keeps the answers from the first one, for the browser that gave them only', async () => {
    const person = await clientCredentials(site.app)
    const saved = await call(person, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers: firstAnswer() })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ code: 200, data: { saved: true } })
    // The browser is given its owner credential with the first answer.
    expect(saved.cookies.find((cookie) => cookie.name === QUOTE_OWNER_COOKIE)?.httpOnly).toBe(true)

    const read = await call(person, 'GET', `${DRAFT}?hashedProductId=${FUNERAL}`)
    expect(read.headers['cache-control']).toBe('private, no-store')
    expect((read.json() as { data: unknown }).data).toEqual({ answers: firstAnswer(), result: null })

    // Someone else: without a credential, or with their own, sees nothing of it.
    const stranger = await clientCredentials(site.app)
    expect((await draftOf(stranger)).data).toEqual({ answers: [], result: null })
    await call(stranger, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers: [] })
    expect((await draftOf(stranger)).data).toEqual({ answers: [], result: null })
    expect((await draftOf(person)).data.answers).toEqual(firstAnswer())
  })

  it('refuses answers to questions that are not the product’s (400, nothing saved)', async () => {
    const person = await clientCredentials(site.app)
    await call(person, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers: firstAnswer() })
    const refused = await call(person, 'PUT', DRAFT, {
      hashedProductId: FUNERAL,
      answers: [...firstAnswer(), { questionId: 'not-a-question', selectedAnswers: [{ id: 'x' }] }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: answerPath('not-a-question'), message: 'This question is not part of the quote.' }],
    })
    expect((await draftOf(person)).data.answers).toEqual(firstAnswer())
    // An unknown product: the envelope's 400, as for the questions.
    const unknown = await call(person, 'PUT', DRAFT, { hashedProductId: 'nope', answers: [] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      errors: [{ path: 'hashedProductId', message: 'Select a product' }],
    })
  })

  it('gives the premium back once rated, and forgets it when the answers change', async () => {
    const person = await clientCredentials(site.app)
    const answers = typicalAnswers('funeral', { Funeral_cover: chosen('funeral', 'Funeral_cover', '20000') })
    const created = await site.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...person.headers('POST'), 'x-captcha-response': await solvedCaptcha(person) },
      payload: { hashedProductId: FUNERAL, answers },
    })
    person.remember(created)
    expect(created.statusCode).toBe(200)
    const quoted = (created.json() as { data: { premium: number; hashedQuickQuoteSessionId: string } }).data
    const draft = (await draftOf(person)).data
    expect(draft.answers).toEqual(answers)
    expect(draft.result).toMatchObject({
      outcome: 'QUOTED',
      premium: quoted.premium,
      hashedQuickQuoteSessionId: quoted.hashedQuickQuoteSessionId,
    })
    await call(person, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers })
    expect((await draftOf(person)).data).toEqual({ answers, result: null })
  })
})

describe('the questions, the same for every visitor', () => {
  it('are given again from the changed configuration once the content generation changes', async () => {
    const person = await clientCredentials(site.app)
    const disclaimer = async () =>
      (
        (await call(person, 'GET', `/wyzeapi/quickquote/questions?hashedProductId=${FUNERAL}`)).json() as {
          data: { disclaimer: string | null }
        }
      ).data.disclaimer
    const before = await disclaimer()
    expect(before).toEqual(expect.any(String))
    const path = '{product_content,funeral,disclaimers}'
    const [seeded] = rowsOf<{ disclaimers: unknown }>(
      await site.db.execute(
        sql`select configuration #> ${path}::text[] as disclaimers from companies where code = 'IWYZE'`,
      ),
    )
    const setDisclaimers = (disclaimers: unknown) =>
      site.db.execute(sql`update companies
        set configuration = jsonb_set(configuration, ${path}::text[], ${JSON.stringify(disclaimers)}::jsonb)
        where code = 'IWYZE'`)
    await setDisclaimers([{ disclaimer_type: 'QUOTE', content: 'Changed words for the test.' }])
    await site.app.contentGeneration.bump()
    expect(await disclaimer()).toBe('Changed words for the test.')
    await setDisclaimers(seeded!.disclaimers)
    await site.app.contentGeneration.bump()
    expect(await disclaimer()).toBe(before)
  })
})

describe('a quick quote sent without script (decision 016)', () => {
  const answers = () => typicalAnswers('funeral')
  const forVisitor = (visitor: string | undefined, cookie?: string) =>
    site.app.pageServer.inject({
      method: 'POST',
      url: CREATE,
      body: { hashedProductId: FUNERAL, answers: answers() },
      ...(visitor ? { visitor } : {}),
      ...(cookie ? { credentials: cookie } : {}),
    })

  it('goes without the captcha through the page server, counted against the visitor: over the limit 429, nothing stored', async () => {
    const statuses: number[] = []
    for (let call = 0; call < WITHOUT_SCRIPT_LIMIT; call++)
      statuses.push((await forVisitor('203.0.113.60')).statusCode)
    expect(statuses).toEqual(Array(WITHOUT_SCRIPT_LIMIT).fill(200))
    const before = await countQuickQuotes()
    const refused = await forVisitor('203.0.113.60')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429, msg: MESSAGES.tooManyRequests })
    expect(await countQuickQuotes()).toBe(before)
    // Another visitor has a budget of its own.
    expect((await forVisitor('203.0.113.61')).statusCode).toBe(200)
  })

  it('still needs the captcha from a browser, and from the page server when it names no visitor', async () => {
    const person = await clientCredentials(site.app)
    const fromBrowser = await call(person, 'POST', CREATE, { hashedProductId: FUNERAL, answers: answers() })
    expect(fromBrowser.statusCode).toBe(400)
    expect(fromBrowser.json()).toEqual({ code: 400, msg: CAPTCHA_MISSING_MESSAGE })
    const own = await forVisitor(undefined)
    expect(own.statusCode).toBe(400)
    expect(own.json()).toEqual({ code: 400, msg: CAPTCHA_MISSING_MESSAGE })
  })

  it('saves the answers and the premium for the visitor’s browser, whose cookie went with the call', async () => {
    const person = await clientCredentials(site.app)
    await call(person, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers: firstAnswer() })
    const created = await forVisitor('203.0.113.62', person.cookie())
    expect(created.statusCode).toBe(200)
    const draft = (await draftOf(person)).data
    expect(draft.answers).toEqual(answers())
    expect(draft.result?.premium).toBe((created.json() as { data: { premium: number } }).data.premium)
  })

  it('two quotes one browser sends at the same moment are both stored, and its draft leads to one', async () => {
    const person = await clientCredentials(site.app)
    await call(person, 'PUT', DRAFT, { hashedProductId: FUNERAL, answers: firstAnswer() })
    const before = await countQuickQuotes()
    // Stored together (one statement for the quotes that arrive together): the draft is upserted once.
    const both = await Promise.all([
      forVisitor('203.0.113.63', person.cookie()),
      forVisitor('203.0.113.64', person.cookie()),
    ])
    expect(both.map((created) => created.statusCode)).toEqual([200, 200])
    expect(await countQuickQuotes()).toBe(before + 2)
    const ids = both.map(
      (created) =>
        (created.json() as { data: { hashedQuickQuoteSessionId: string } }).data.hashedQuickQuoteSessionId,
    )
    const draft = (await draftOf(person)).data as { result: { hashedQuickQuoteSessionId: string } | null }
    expect(ids).toContain(draft.result?.hashedQuickQuoteSessionId)
  })
})
