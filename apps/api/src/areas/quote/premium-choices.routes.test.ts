import { premiumOfTrace, type TraceStep } from '@insure/domain/rating'
import { DISPUTED_ANSWER_MESSAGE, type PricedOption, type QuoteRatings } from '@insure/domain/full-quote'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteClient, walkQuote } from '../../../test/quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { formSubmissions, quoteAcceptances, quotes } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { PRICE_CHANGED_MESSAGE } from './quote.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

async function ratingsOf(hashedQuoteId: string): Promise<QuoteRatings> {
  const response = await client.call('GET', `/wyzeapi/quote/getRatings/${hashedQuoteId}`)
  expect(response.statusCode).toBe(200)
  return response.json().data as QuoteRatings
}

async function acceptancesOf(hashedQuoteId: string) {
  return testApp.db
    .select()
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteHashedId, hashedQuoteId))
    .orderBy(desc(quoteAcceptances.id))
}

describe('the premium explained and changed there and then (issue 25)', () => {
  it('getRatings gives the trace of the premium, stored with the quote', async () => {
    const quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'PREMIUM')
    const { price } = await ratingsOf(quote.hashedQuoteId)
    expect(price.steps[0]).toMatchObject({ code: 'funeral-cover', op: 'ADD' })
    expect(price.steps.map((step) => step.code)).toContain('funeral-cover')
    expect(premiumOfTrace(price.steps)).toBe(price.premiumCents)
    const [row] = await testApp.db
      .select({ trace: quotes.ratingTrace, premium: quotes.premiumCents })
      .from(quotes)
      .where(eq(quotes.hashedId, quote.hashedQuoteId))
    expect(row!.trace).toEqual(price.steps)
    expect(premiumOfTrace(row!.trace as TraceStep[])).toBe(row!.premium)
  })

  it('offers every funeral cover at its own premium; accepting a higher one records it and its trace', async () => {
    const quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'PREMIUM')
    const { price, options } = await ratingsOf(quote.hashedQuoteId)
    expect(options.map((option) => option.coverCents).sort((a, b) => a - b)).toEqual(
      [10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000].map((rands) => rands * 100),
    )
    const higher = options.find((option) => option.coverCents > price.coverCents) as PricedOption
    expect(higher.premiumCents).toBeGreaterThan(price.premiumCents)
    expect(premiumOfTrace(higher.steps)).toBe(higher.premiumCents)

    // A made-up price for the higher cover is refused, and nothing is recorded.
    const madeUp = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: price.premiumCents,
      totalCover: higher.coverCents,
    })
    expect(madeUp.statusCode).toBe(409)
    expect(madeUp.json()).toEqual({ code: 409, msg: PRICE_CHANGED_MESSAGE })
    // So is a cover amount the quote does not offer, at any premium.
    const madeUpCover = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: higher.premiumCents,
      totalCover: 12_345_600,
    })
    expect(madeUpCover.json()).toEqual({ code: 409, msg: PRICE_CHANGED_MESSAGE })
    expect(await acceptancesOf(quote.hashedQuoteId)).toEqual([])

    const accepted = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: higher.premiumCents,
      totalCover: higher.coverCents,
    })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data).toMatchObject({
      premiumCents: higher.premiumCents,
      totalCoverCents: higher.coverCents,
    })
    const [row] = await acceptancesOf(quote.hashedQuoteId)
    expect(row).toMatchObject({
      premiumCents: higher.premiumCents,
      totalCoverCents: higher.coverCents,
      ratingTrace: higher.steps,
      supersededAt: null,
    })
    expect((await client.status(quote.hashedQuoteId)).acceptance).toMatchObject({
      premiumCents: higher.premiumCents,
      totalCoverCents: higher.coverCents,
      current: true,
    })
  })

  it('life: covers around the amount asked for, within what the income allows, each priced', async () => {
    const quote = await client.startQuote('life')
    await walkQuote(client, quote, 'PREMIUM')
    const { price, options } = await ratingsOf(quote.hashedQuoteId)
    const covers = options.filter((option) => option.key.startsWith('COVER_'))
    expect(covers.length).toBeGreaterThan(1)
    expect(covers[0]).toMatchObject({ coverCents: price.coverCents, premiumCents: price.premiumCents })
    for (const option of covers) {
      expect(option.selectedProduct).toBe('LIFE')
      expect(premiumOfTrace(option.steps)).toBe(option.premiumCents)
    }
  })

  it('someone else cannot read the trace', async () => {
    const quote = await client.startQuote('funeral')
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const response = await stranger.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('funeral-cover')
  })
})

describe('"This looks wrong": a call-me-back naming the disputed answer (POST /wyzeapi/quote/priceQuery)', () => {
  it('stores a call-back lead that names the step disputed, its words and its answers', async () => {
    const quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'PREMIUM')
    const { price } = await ratingsOf(quote.hashedQuoteId)
    const response = await client.post('/wyzeapi/quote/priceQuery', {
      hashedQuoteId: quote.hashedQuoteId,
      disputedStep: 'funeral-cover',
      comment: 'I am 40, not the age shown',
    })
    expect(response.statusCode).toBe(200)
    const { reference, disputed } = response.json().data as { reference: string; disputed: string }
    expect(disputed).toMatch(/^R [\d ]+\.00 of funeral cover at age \d+$/)
    const [row] = await testApp.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.hashedId, reference))
    expect(row).toMatchObject({
      kind: 'callback',
      route: '/wyzeapi/quote/priceQuery',
      productCode: 'funeral',
    })
    expect(row!.payload).toMatchObject({
      hashedQuoteId: quote.hashedQuoteId,
      premiumCents: price.premiumCents,
      firstName: 'Thandiwe',
      disputedAnswer: { step: 'funeral-cover', words: disputed, refs: ['Funeral_cover', 'Age'] },
      comment: 'I am 40, not the age shown',
    })
  })

  it('refuses a step the price does not have, and a stranger', async () => {
    const quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'PREMIUM')
    const notInPrice = await client.post('/wyzeapi/quote/priceQuery', {
      hashedQuoteId: quote.hashedQuoteId,
      disputedStep: 'tracking',
    })
    expect(notInPrice.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: 'disputedStep', message: DISPUTED_ANSWER_MESSAGE }],
    })
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const refused = await stranger.post('/wyzeapi/quote/priceQuery', {
      hashedQuoteId: quote.hashedQuoteId,
      disputedStep: 'funeral-cover',
    })
    expect([403, 404]).toContain(refused.statusCode)
    const rows = await testApp.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.route, '/wyzeapi/quote/priceQuery'))
    expect(rows.filter((row) => row.payload.hashedQuoteId === quote.hashedQuoteId)).toEqual([])
  })
})
