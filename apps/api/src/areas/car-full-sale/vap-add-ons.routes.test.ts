/**
 * aof_vaps (decision 011): the car's premium page offers the VAPs the site sells as add-ons to the
 * car policy, each priced by rateVap on the quote's vehicle; the ones accepted are added to the car
 * premium, recorded with the acceptance, debited once and printed on the schedule.
 */
import { ADD_ON_NOT_OFFERED_MESSAGE, type PricedAddOn } from '@insure/domain/vap'
import { coverLinesOf, type PricedOption } from '@insure/domain/full-quote'
import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { expectErrorEnvelope } from '../../../test/bad-bodies.ts'
import { quoteClient, shortTermBankDetails, walkQuote } from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { debitOrderMandates, documents, quoteAcceptances } from '../../db/schema/index.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>
let stranger: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
  stranger = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

/** A car quote on its premium page, started with the visitor's `featureFlags`. */
async function carOnPremium(featureFlags: string[]) {
  const quote = await client.startQuote('car', undefined, 'IWYZE', { featureFlags })
  await walkQuote(client, quote, 'PREMIUM')
  const ratings = await client.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)
  expect(ratings.statusCode, ratings.body).toBe(200)
  const { options, addOns } = ratings.json().data as { options: PricedOption[]; addOns: PricedAddOn[] }
  return { quote, option: options[0]!, addOns }
}

const acceptancesOf = (hashedQuoteId: string) =>
  testApp.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteHashedId, hashedQuoteId))

describe('getRatings offers the VAPs as add-ons only with aof_vaps', () => {
  it.each([
    ['aof_vaps: the combined VAP', ['aof_vaps'], ['vap']],
    [
      'aof_vaps and multiple_vaps: the two separate VAPs',
      ['aof_vaps', 'multiple_vaps'],
      ['vapsscratchanddent', 'vapstyreandrim'],
    ],
    ['no aof_vaps: none, as before', ['multiple_vaps'], []],
  ])('%s', async (_case, flags, codes) => {
    const { addOns } = await carOnPremium(flags)
    expect(addOns.map((addOn) => addOn.productCode)).toEqual(codes)
    for (const addOn of addOns) expect(addOn.premiumCents).toBeGreaterThan(0)
  })

  it('a funeral quote offers none, whatever the flags', async () => {
    const quote = await client.startQuote('funeral', undefined, 'IWYZE', { featureFlags: ['aof_vaps'] })
    await walkQuote(client, quote, 'PREMIUM')
    const ratings = await client.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)
    expect(ratings.json().data.addOns).toEqual([])
  })
})

describe('accept with add-ons', () => {
  it('records them with the acceptance, the premium their sum with the car’s; one debit order; on the schedule', async () => {
    const { quote, option, addOns } = await carOnPremium(['aof_vaps', 'multiple_vaps'])
    const tyreAndRim = addOns.find((addOn) => addOn.productCode === 'vapstyreandrim')!
    const accepted = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: option.premiumCents,
      totalCover: option.coverCents,
      excess: option.excessCents,
      addOns: [{ productCode: 'vapstyreandrim', premium: tyreAndRim.premiumCents }],
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const total = option.premiumCents + tyreAndRim.premiumCents
    expect(accepted.json().data).toMatchObject({ premiumCents: total, addOns: ['vapstyreandrim'] })
    const [acceptance] = await acceptancesOf(quote.hashedQuoteId)
    expect(acceptance).toMatchObject({ premiumCents: total, addOns: [tyreAndRim] })
    expect((await client.status(quote.hashedQuoteId)).acceptance).toMatchObject({
      premiumCents: total,
      addOns: ['vapstyreandrim'],
    })

    await walkQuote(client, quote, 'BANKING_DETAILS')
    const bought = await client.post('/wyzeapi/wtf/sti/car/full-sale/purchase', {
      carFullSaleSessionId: quote.hashedQuoteId,
      bankDetails: await shortTermBankDetails(testApp.app),
    })
    expect(bought.statusCode, bought.body).toBe(200)
    expect(bought.json().data.premiumCents).toBe(total)
    const mandates = await testApp.db
      .select({ amountCents: debitOrderMandates.amountCents })
      .from(debitOrderMandates)
      .where(eq(debitOrderMandates.quoteHashedId, quote.hashedQuoteId))
    expect(mandates).toEqual([{ amountCents: total }])
    const [schedule] = await testApp.db
      .select({ source: documents.source })
      .from(documents)
      .where(eq(documents.hashedId, bought.json().data.scheduleDocumentId))
    const source = schedule!.source as PolicySchedule
    expect(source.cover).toEqual(coverLinesOf('car', option.coverCents, null, [tyreAndRim]))
    expect(source.cover.at(-1)!.description).toMatch(/^Add-on: Tyre and rim cover/)
    expect(source.monthlyPremiumCents).toBe(total)
  })

  it.each([
    [
      'an add-on the flags do not sell (the combined VAP with multiple_vaps)',
      ['aof_vaps', 'multiple_vaps'],
      'vap',
    ],
    ['any add-on without aof_vaps', ['multiple_vaps'], 'vapstyreandrim'],
    ['a product that is not a VAP', ['aof_vaps'], 'funeral'],
  ])('%s: 400 beside it, nothing accepted', async (_case, flags, productCode) => {
    const { quote, option } = await carOnPremium(flags)
    const response = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: option.premiumCents,
      totalCover: option.coverCents,
      excess: option.excessCents,
      addOns: [{ productCode, premium: 5_000 }],
    })
    expectErrorEnvelope(response, 400)
    expect(response.json().errors).toEqual([
      { path: 'addOns.0.productCode', message: ADD_ON_NOT_OFFERED_MESSAGE },
    ])
    expect(await acceptancesOf(quote.hashedQuoteId)).toEqual([])
  })

  it('an add-on at a premium other than the one priced is stale figures: 409, nothing accepted', async () => {
    const { quote, option, addOns } = await carOnPremium(['aof_vaps'])
    const response = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: option.premiumCents,
      totalCover: option.coverCents,
      excess: option.excessCents,
      addOns: [{ productCode: 'vap', premium: addOns[0]!.premiumCents - 1 }],
    })
    expectErrorEnvelope(response, 409)
    expect(await acceptancesOf(quote.hashedQuoteId)).toEqual([])
  })

  it('another browser cannot accept add-ons on the quote', async () => {
    const { quote, option, addOns } = await carOnPremium(['aof_vaps'])
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/wyzeapi/quote/accept',
      headers: stranger.headers('PUT'),
      payload: {
        hashedQuoteId: quote.hashedQuoteId,
        premium: option.premiumCents,
        totalCover: option.coverCents,
        excess: option.excessCents,
        addOns: [{ productCode: 'vap', premium: addOns[0]!.premiumCents }],
      },
    })
    expectErrorEnvelope(response, 403)
    expect(await acceptancesOf(quote.hashedQuoteId)).toEqual([])
  })
})
