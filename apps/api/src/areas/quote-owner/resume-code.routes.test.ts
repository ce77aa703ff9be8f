import {
  RESUME_CODE_EXPIRED_MESSAGE,
  RESUME_CODE_NOT_SENT_MESSAGE,
  RESUME_CODE_TOO_SOON_MESSAGE,
  RESUME_LOCKED_MESSAGE,
  SAVE_FOR_LATER_EMAIL_MESSAGE,
  SAVE_FOR_LATER_TOO_SOON_MESSAGE,
  wrongResumeCodeMessage,
} from '@insure/domain/quote-owner'
import { EMAIL_INVALID_MESSAGE } from '@insure/domain/email'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteClient, walkQuote } from '../../../test/quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { emailOutbox, quoteOwners, quoteSavedLinks, smsOutbox } from '../../db/schema/index.ts'
import { QUOTE_OWNER_COOKIE } from './quote-owners.ts'

/**
 * Issue 22: a resume link opened in another browser shows only the product and the first letter of
 * the name, and proves the person with a six-digit code sent to the e-mail or mobile on the quote.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let buyer: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  // A call-centre server: the buyer's quick quotes skip the captcha with an agent's session.
  buyer = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

/** A funeral quote with its contact (Thandiwe Mokoena), stopped at the debit order. */
async function savedQuote() {
  const quote = await buyer.startQuote('funeral')
  await walkQuote(buyer, quote, 'BANKING_DETAILS')
  return quote
}

async function newBrowser() {
  return quoteClient(testApp.app, await clientCredentials(testApp.app))
}

/** The code in the newest e-mail to the buyer. */
async function emailedCode(): Promise<string> {
  const [message] = await testApp.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'thandiwe@example.co.za'))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const code = /\b(\d{6})\b/.exec(message!.textBody)?.[1]
  if (!code) throw new Error('no code in the e-mail')
  return code
}

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('the Continue page of a resume link (GET …/resume-quote/{id}/continue)', () => {
  it('names the product and the first letter of the name, and nothing else personal', async () => {
    const quote = await savedQuote()
    const stranger = await newBrowser()
    const response = await stranger.call('GET', `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/continue`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      productCode: 'funeral',
      productName: expect.stringMatching(/funeral/i),
      initial: 'T',
      channels: ['EMAIL', 'SMS'],
      lockedUntil: null,
    })
    for (const personal of ['Thandiwe', 'Mokoena', 'example.co.za', '555', '0101']) {
      expect(response.body).not.toContain(personal)
    }
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('answers 404 for a link that names no quote', async () => {
    const response = await (await newBrowser()).call('GET', '/wyzeapi/quote/resume-quote/nope/continue')
    expect(response.statusCode).toBe(404)
  })
})

describe('proving who you are with a code', () => {
  it('a code by e-mail makes the new browser an owner: it reads and can buy the quote', async () => {
    const quote = await savedQuote()
    const stranger = await newBrowser()
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`
    expect((await stranger.call('GET', url)).statusCode).toBe(404)

    const sent = await stranger.post(`${url}/code`, { channel: 'EMAIL' })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().data).toEqual({ channel: 'EMAIL', expiresInSeconds: 600 })
    const code = await emailedCode()

    const wrong = await stranger.post(`${url}/verify`, { code: otherThan(code) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'code', message: wrongResumeCodeMessage(4) }])

    const right = await stranger.post(`${url}/verify`, { code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(right.statusCode).toBe(200)
    expect(right.json().data).toMatchObject({
      hashedQuoteId: quote.hashedQuoteId,
      firstIncompletePage: 'banking-details',
    })
    expect(right.cookies.find((cookie) => cookie.name === QUOTE_OWNER_COOKIE)).toMatchObject({
      httpOnly: true,
    })
    expect((await stranger.call('GET', url)).statusCode).toBe(200)
    expect((await stranger.status(quote.hashedQuoteId)).contact).toMatchObject({ name: 'Thandiwe' })

    // Used once.
    const again = await stranger.post(`${url}/verify`, { code })
    expect(again.json().errors).toEqual([{ path: 'code', message: RESUME_CODE_NOT_SENT_MESSAGE }])
    const owners = await testApp.db
      .select({ provenBy: quoteOwners.provenBy })
      .from(quoteOwners)
      .where(eq(quoteOwners.quoteHashedId, quote.hashedQuoteId))
    expect(owners.map((owner) => owner.provenBy).sort()).toEqual(['CODE', 'MADE'])
  })

  it('a code by SMS goes to the SMS outbox, to the mobile in E.164', async () => {
    const quote = await savedQuote()
    const stranger = await newBrowser()
    const sent = await stranger.post(`/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/code`, {
      channel: 'SMS',
    })
    expect(sent.statusCode).toBe(200)
    const [message] = await testApp.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+27825550101'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1)
    expect(message!.body).toMatch(/code to continue your .* quote is \d{6}\. It is valid for 10 minutes/)
    expect(message!.sentAt).toBeNull()
  })

  it('five wrong codes lock the link for 15 minutes, even for the right code and a new one', async () => {
    const quote = await savedQuote()
    const stranger = await newBrowser()
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`
    await stranger.post(`${url}/code`, { channel: 'EMAIL' })
    const code = await emailedCode()
    for (const left of [4, 3, 2, 1]) {
      const wrong = await stranger.post(`${url}/verify`, { code: otherThan(code) })
      expect(wrong.json().errors).toEqual([{ path: 'code', message: wrongResumeCodeMessage(left) }])
    }
    const fifth = await stranger.post(`${url}/verify`, { code: otherThan(code) })
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json()).toEqual({ code: 429, msg: RESUME_LOCKED_MESSAGE })
    expect((await stranger.post(`${url}/verify`, { code })).statusCode).toBe(429)
    expect((await stranger.post(`${url}/code`, { channel: 'SMS' })).statusCode).toBe(429)
    const shown = (await stranger.call('GET', `${url}/continue`)).json().data
    expect(Date.parse(shown.lockedUntil) - Date.now()).toBeGreaterThan(14 * 60 * 1000)
    expect((await stranger.call('GET', url)).statusCode).toBe(404)
  })

  it('one code a minute; an expired code is refused', async () => {
    const quote = await savedQuote()
    const stranger = await newBrowser()
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`
    await stranger.post(`${url}/code`, { channel: 'EMAIL' })
    const tooSoon = await stranger.post(`${url}/code`, { channel: 'EMAIL' })
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().msg).toBe(RESUME_CODE_TOO_SOON_MESSAGE)
    const code = await emailedCode()
    await testApp.db.execute(
      sql`update quote_resume_codes set expires_at = now() - interval '1 second' where quote_hashed_id = ${quote.hashedQuoteId}`,
    )
    const expired = await stranger.post(`${url}/verify`, { code })
    expect(expired.json().errors).toEqual([{ path: 'code', message: RESUME_CODE_EXPIRED_MESSAGE }])
  })

  it('a quote made before owners were recorded is resumable only through the code', async () => {
    const quote = await savedQuote()
    await testApp.db.delete(quoteOwners).where(eq(quoteOwners.quoteHashedId, quote.hashedQuoteId))
    expect((await buyer.call('GET', `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`)).statusCode).toBe(
      404,
    )
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`
    await buyer.post(`${url}/code`, { channel: 'EMAIL' })
    expect((await buyer.post(`${url}/verify`, { code: await emailedCode() })).statusCode).toBe(200)
    expect((await buyer.call('GET', url)).statusCode).toBe(200)
  })

  it.each([
    ['five digits', '12345'],
    ['letters', 'abcdef'],
    ['seven digits', '1234567'],
  ])('refuses %s with the words a person reads', async (_case, code) => {
    const quote = await savedQuote()
    const response = await (
      await newBrowser()
    ).post(`/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/verify`, { code })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'code', message: 'Enter the six-digit code we sent you' },
    ])
  })
})

describe('save and continue later (POST …/resume-quote/{id}/save-for-later, issue 25)', () => {
  const linkOf = (text: string) => /(http:\/\/localhost:\d+\/resume-quote\/\S+)/.exec(text)?.[1]

  async function newestEmailTo(address: string) {
    const [message] = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
    return message
  }

  it("e-mails the resume link to the quote's contact, and says where it went", async () => {
    const quote = await savedQuote()
    const saved = await buyer.post(`/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/save-for-later`, {})
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({
      sentTo: 'thandiwe@example.co.za',
      resumePath: `/resume-quote/${quote.hashedQuoteId}`,
    })
    const message = await newestEmailTo('thandiwe@example.co.za')
    expect(message!.subject).toMatch(/^Continue your .*Funeral.* quote$/i)
    expect(linkOf(message!.textBody)).toBe(`http://localhost:3000/resume-quote/${quote.hashedQuoteId}`)
  })

  it('before About you it asks for an address, and a code may later go there from another browser', async () => {
    const quote = await buyer.startQuote('funeral')
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`
    const unknown = await buyer.post(`${url}/save-for-later`, {})
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([{ path: 'email', message: SAVE_FOR_LATER_EMAIL_MESSAGE }])
    const invalid = await buyer.post(`${url}/save-for-later`, { email: 'lerato@' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors).toEqual([{ path: 'email', message: EMAIL_INVALID_MESSAGE }])
    expect(
      await testApp.db
        .select()
        .from(quoteSavedLinks)
        .where(eq(quoteSavedLinks.quoteHashedId, quote.hashedQuoteId)),
    ).toEqual([])

    const saved = await buyer.post(`${url}/save-for-later`, { email: 'lerato.later@example.co.za' })
    expect(saved.statusCode).toBe(200)
    expect(linkOf((await newestEmailTo('lerato.later@example.co.za'))!.textBody)).toContain(
      quote.hashedQuoteId,
    )

    const stranger = await newBrowser()
    const continuing = await stranger.call('GET', `${url}/continue`)
    expect(continuing.json().data).toMatchObject({ channels: ['EMAIL'] })
    expect(continuing.body).not.toContain('lerato')
    expect((await stranger.post(`${url}/code`, { channel: 'EMAIL' })).statusCode).toBe(200)
    expect((await newestEmailTo('lerato.later@example.co.za'))!.textBody).toMatch(/is \d{6}\./)
  })

  it('sends one link a minute at most', async () => {
    const quote = await savedQuote()
    const url = `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/save-for-later`
    expect((await buyer.post(url, {})).statusCode).toBe(200)
    const again = await buyer.post(url, {})
    expect(again.statusCode).toBe(429)
    expect(again.json().msg).toBe(SAVE_FOR_LATER_TOO_SOON_MESSAGE)
  })

  it('is refused to a browser that does not own the quote, which learns nothing and sends nothing', async () => {
    const quote = await savedQuote()
    const before = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
    const stranger = await newBrowser()
    for (const body of [{}, { email: 'attacker@example.com' }]) {
      const refused = await stranger.post(
        `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}/save-for-later`,
        body,
      )
      expect(refused.statusCode).toBe(403)
      expect(refused.body).not.toContain('thandiwe')
    }
    const unknown = await stranger.post('/wyzeapi/quote/resume-quote/no-such-quote/save-for-later', {})
    expect(unknown.statusCode).toBe(403)
    const after = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})
