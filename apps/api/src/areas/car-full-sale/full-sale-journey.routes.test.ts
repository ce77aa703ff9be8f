import {
  CAR_FOREIGN_LICENCE_MESSAGE,
  CAR_INSURANCE_REFUSED_MESSAGE,
  CAR_LEARNER_LICENCE_MESSAGE,
  CAR_MODIFIED_MESSAGE,
  CAR_NOT_ONLINE_MESSAGE,
  DRIVER_ANSWER_MISSING_MESSAGE,
  REGISTRATION_INVALID_MESSAGE,
} from '@insure/domain/car'
import { coverLinesOf, type PricedOption, type QuoteStatus } from '@insure/domain/full-quote'
import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { expectErrorEnvelope } from '../../../test/bad-bodies.ts'
import {
  pageOf,
  quoteClient,
  shortTermBankDetails,
  typicalPageAnswers,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'
import { documents, policies, quoteAcceptances, quoteAnswers } from '../../db/schema/index.ts'
import { CAR_BOUGHT_THROUGH_FULL_SALE_MESSAGE, NOT_READY_TO_BUY_MESSAGE } from '../quote/purchase.routes.ts'
import { CAR_PAGE_MESSAGE } from '../quote/quote.routes.ts'
import { UNKNOWN_TRACKING_DEVICE_MESSAGE } from './car-pages.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>
let stranger: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
  stranger = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const FULL_SALE = '/wyzeapi/wtf/sti/car/full-sale'

type Quote = Awaited<ReturnType<ReturnType<typeof quoteClient>['startQuote']>>

const purchase = (quote: Quote, bankDetails: Record<string, unknown>) =>
  client.post(`${FULL_SALE}/purchase`, { carFullSaleSessionId: quote.hashedQuoteId, bankDetails })

async function policyCount(hashedQuoteId: string) {
  const [row] = rowsOf<{ count: string }>(
    await testApp.db.execute(sql`select count(*) from policies where quote_hashed_id = ${hashedQuoteId}`),
  )
  return Number(row!.count)
}

async function carAt(kind: QuoteStatus['journey']['pages'][number]['kind']) {
  const quote = await client.startQuote('car')
  return { quote, status: await walkQuote(client, quote, kind) }
}

/** A car page's typical answers with some changed: `changes` maps a ref to the code chosen or the value typed. */
function answersOf(status: QuoteStatus, pageCode: string, changes: Record<string, string>) {
  const page = pageOf(status, pageCode)
  return typicalPageAnswers(page).map((given) => {
    const question = page.questions.find((candidate) => candidate.id === given.questionId)!
    const change = changes[question.externalReferenceId]
    if (change === undefined) return given
    const chosen = question.answers.find((answer) => answer.code === change)
    return {
      questionId: question.id,
      selectedAnswers: chosen ? [{ id: chosen.id }] : [{ id: question.answers[0]!.id, value: change }],
    }
  })
}

describe('the car journey (issue 23): sold online only with its whole journey', () => {
  it('runs disclaimer, vehicle, regular driver, personal information (FULL), address, premium, banking, congratulations', async () => {
    const { status } = await carAt('DISCLAIMER')
    expect(status.journey.pages.map((page) => page.code)).toEqual([
      'quick-quote',
      'disclaimer',
      'vehicle',
      'regular-driver',
      'personal-information',
      'address',
      'premium',
      'banking-details',
      'congratulations',
    ])
    expect(pageOf(status, 'personal-information').settings.contactRule).toBe('FULL')
  })

  it.each(['disclaimer', 'vehicle', 'regular-driver', 'personal-information', 'address', 'premium'])(
    'cannot be bought with %s unanswered',
    async (unanswered) => {
      const quote = await client.startQuote('car')
      const kinds = ['DISCLAIMER', 'QUESTIONS', 'QUESTIONS', 'PERSONAL_INFORMATION', 'ADDRESS', 'PREMIUM']
      const codes = ['disclaimer', 'vehicle', 'regular-driver', 'personal-information', 'address', 'premium']
      // Walk to the page left unanswered: the pages after it cannot be answered before it.
      await walkQuote(client, quote, kinds[codes.indexOf(unanswered)] as 'QUESTIONS')
      const before = await client.status(quote.hashedQuoteId)
      if (unanswered === 'regular-driver') {
        // The vehicle page is answered first; the walk stops at the first questions page.
        const saved = await client.post(`${FULL_SALE}/validate`, {
          carFullSaleSessionId: quote.hashedQuoteId,
          hashedPageId: pageOf(before, 'vehicle').hashedPageId,
          answeredQuestions: typicalPageAnswers(pageOf(before, 'vehicle')),
        })
        expect(saved.statusCode, saved.body).toBe(200)
      }
      const status = await client.status(quote.hashedQuoteId)
      expect(status.firstIncompletePage).toBe(unanswered)
      const response = await purchase(quote, await shortTermBankDetails(testApp.app))
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ code: 409, msg: NOT_READY_TO_BUY_MESSAGE })
      expect(await policyCount(quote.hashedQuoteId)).toBe(0)
    },
  )
})

describe('POST …/full-sale/validate: a car page saved, or refused with sentences', () => {
  it.each([
    ['a modified car', 'vehicle', { Vehicle_modified: 'Y' }, [CAR_MODIFIED_MESSAGE]],
    ["a learner's licence", 'regular-driver', { Licence_code: 'LEARNER' }, [CAR_LEARNER_LICENCE_MESSAGE]],
    ['a foreign licence', 'regular-driver', { Licence_code: 'FOREIGN' }, [CAR_FOREIGN_LICENCE_MESSAGE]],
    ['insurance refused', 'regular-driver', { Insurance_refused: 'Y' }, [CAR_INSURANCE_REFUSED_MESSAGE]],
    [
      "a learner's licence and insurance refused",
      'regular-driver',
      { Licence_code: 'LEARNER', Insurance_refused: 'Y' },
      [CAR_LEARNER_LICENCE_MESSAGE, CAR_INSURANCE_REFUSED_MESSAGE],
    ],
  ] as const)('%s: 409 with its sentences, nothing stored', async (_what, pageCode, changes, sentences) => {
    const { quote, status: first } = await carAt('QUESTIONS')
    if (pageCode === 'regular-driver') {
      await client.post(`${FULL_SALE}/validate`, {
        carFullSaleSessionId: quote.hashedQuoteId,
        hashedPageId: pageOf(first, 'vehicle').hashedPageId,
        answeredQuestions: typicalPageAnswers(pageOf(first, 'vehicle')),
      })
    }
    const status = await client.status(quote.hashedQuoteId)
    const answersBefore = await testApp.db
      .select()
      .from(quoteAnswers)
      .where(eq(quoteAnswers.quoteHashedId, quote.hashedQuoteId))
    const response = await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, pageCode).hashedPageId,
      answeredQuestions: answersOf(status, pageCode, changes),
    })
    expect(response.statusCode).toBe(409)
    const body = response.json() as { msg: string; errors: { message: string }[] }
    expect(body.msg).toBe(CAR_NOT_ONLINE_MESSAGE)
    expect(body.errors.map((error) => error.message)).toEqual(sentences)
    const answersAfter = await testApp.db
      .select()
      .from(quoteAnswers)
      .where(eq(quoteAnswers.quoteHashedId, quote.hashedQuoteId))
    expect(answersAfter).toHaveLength(answersBefore.length)
    expect((await client.status(quote.hashedQuoteId)).firstIncompletePage).toBe(pageCode)
  })

  it.each([
    [
      'a registration no province issues',
      { Registration_number: 'NOT A PLATE 99' },
      REGISTRATION_INVALID_MESSAGE,
    ],
    [
      'a tracking device not on the list',
      { Tracking_device: 'A_BOX_OF_MAGIC' },
      UNKNOWN_TRACKING_DEVICE_MESSAGE,
    ],
  ])('%s: 400 beside its field', async (_what, changes, message) => {
    const { quote, status } = await carAt('QUESTIONS')
    const response = await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'vehicle').hashedPageId,
      answeredQuestions: answersOf(status, 'vehicle', changes),
    })
    expectErrorEnvelope(response, 400)
    const ref = Object.keys(changes)[0]!
    const question = pageOf(status, 'vehicle').questions.find((q) => q.externalReferenceId === ref)!
    expect(response.json().errors).toEqual([{ path: `answeredQuestions.${question.id}`, message }])
  })

  it('the regular drivers are a repeating group: a driver added answers every question, and is kept as answers', async () => {
    const { quote, status: first } = await carAt('QUESTIONS')
    await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: pageOf(first, 'vehicle').hashedPageId,
      answeredQuestions: typicalPageAnswers(pageOf(first, 'vehicle')),
    })
    const status = await client.status(quote.hashedQuoteId)
    const page = pageOf(status, 'regular-driver')
    const refOf = (questionId: string) => page.questions.find((q) => q.id === questionId)!.externalReferenceId
    // The main driver and a second one; drivers 3 and 4 not added.
    const twoDrivers = typicalPageAnswers(page).filter(({ questionId }) => !/_[34]$/.test(refOf(questionId)))
    const withoutStatus = twoDrivers.filter(({ questionId }) => refOf(questionId) !== 'Marital_status_2')
    const refused = await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      answeredQuestions: withoutStatus,
    })
    expectErrorEnvelope(refused, 400)
    const maritalStatus2 = page.questions.find((q) => q.externalReferenceId === 'Marital_status_2')!
    expect(refused.json().errors).toEqual([
      { path: `answeredQuestions.${maritalStatus2.id}`, message: DRIVER_ANSWER_MISSING_MESSAGE },
    ])
    const saved = await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      answeredQuestions: twoDrivers,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const answers = (await client.status(quote.hashedQuoteId)).answers
    expect(
      Object.keys(answers)
        .filter((ref) => /^Licence_code/.test(ref))
        .sort(),
    ).toEqual(['Licence_code', 'Licence_code_2'])
  })

  it('saves the page as questionDetails would, and POST A/quote/validate (carPage) saves it too', async () => {
    const { quote, status } = await carAt('QUESTIONS')
    const byValidate = await client.post('/wyzeapi/quote/validate', {
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'vehicle').hashedPageId,
      carPage: { answeredQuestions: answersOf(status, 'vehicle', { Tracking_device: 'NONE' }) },
    })
    expect(byValidate.statusCode, byValidate.body).toBe(200)
    expect(byValidate.json().data).toMatchObject({ nextPage: 'regular-driver' })
    const saved = await client.status(quote.hashedQuoteId)
    expect(saved.answers.Tracking_device?.values.value).toBe('NONE')
    expect(saved.answers.Registration_number?.values.value).toBe('CA 123-456')
    // A tracked car costs less: the vehicle page saved again with a tracker re-rates it.
    const tracked = await client.post(`${FULL_SALE}/validate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'vehicle').hashedPageId,
      answeredQuestions: typicalPageAnswers(pageOf(status, 'vehicle')),
    })
    expect(tracked.statusCode).toBe(200)
    expect(tracked.json().data.price.premiumCents).toBeLessThan(saved.price!.premiumCents)
  })

  it('questionDetails refuses a car page; another browser is refused (403)', async () => {
    const { quote, status } = await carAt('QUESTIONS')
    const page = pageOf(status, 'vehicle')
    const byQuestionDetails = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: page.hashedPageId,
      answeredQuestions: typicalPageAnswers(page),
    })
    expect(byQuestionDetails.statusCode).toBe(409)
    expect(byQuestionDetails.json()).toEqual({ code: 409, msg: CAR_PAGE_MESSAGE })
    const byStranger = await testApp.app.inject({
      method: 'POST',
      url: `${FULL_SALE}/validate`,
      headers: stranger.headers('POST'),
      payload: {
        carFullSaleSessionId: quote.hashedQuoteId,
        hashedPageId: page.hashedPageId,
        answeredQuestions: typicalPageAnswers(page),
      },
    })
    expectErrorEnvelope(byStranger, 403)
    expect((await client.status(quote.hashedQuoteId)).answers.Registration_number).toBeUndefined()
  })
})

describe('the premium per excess, and POST …/full-sale/purchase', () => {
  it('getRatings offers a premium per voluntary excess; accept records the one chosen, and the policy has it', async () => {
    const { quote } = await carAt('PREMIUM')
    const ratings = await client.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)
    const options = ratings.json().data.options as PricedOption[]
    expect(options.map((option) => option.key)).toEqual([
      'NONE',
      'VOLUNTARY_2500',
      'VOLUNTARY_5000',
      'VOLUNTARY_10000',
    ])
    const premiums = options.map((option) => option.premiumCents)
    expect([...premiums].sort((a, b) => b - a)).toEqual(premiums)
    const chosen = options[2]!
    const accepted = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: chosen.premiumCents,
      totalCover: chosen.coverCents,
      excess: chosen.excessCents,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const [acceptance] = await testApp.db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteHashedId, quote.hashedQuoteId))
    expect(acceptance).toMatchObject({
      premiumCents: chosen.premiumCents,
      excessCents: chosen.excessCents,
      excessKey: chosen.excessKey,
    })
    const bought = await purchase(quote, await shortTermBankDetails(testApp.app))
    expect(bought.statusCode, bought.body).toBe(200)
    expect(bought.json().data.premiumCents).toBe(chosen.premiumCents)
    // The schedule says what a car policy covers, and the excess chosen.
    const [schedule] = await testApp.db
      .select({ source: documents.source })
      .from(documents)
      .where(eq(documents.hashedId, bought.json().data.scheduleDocumentId))
    const source = schedule!.source as PolicySchedule
    expect(source.cover.map((line) => line.description)).toEqual(
      coverLinesOf('car', chosen.coverCents).map((line) => line.description),
    )
    expect(source.excess).toEqual({ cents: chosen.excessCents, key: chosen.excessKey })
    expect(source.monthlyPremiumCents).toBe(chosen.premiumCents)
  })

  it('an excess no option has is refused (409), and nothing is accepted', async () => {
    const { quote, status } = await carAt('PREMIUM')
    const response = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: status.price!.premiumCents,
      totalCover: status.price!.coverCents,
      excess: 123_400,
    })
    expectErrorEnvelope(response, 409)
    expect(
      await testApp.db
        .select()
        .from(quoteAcceptances)
        .where(eq(quoteAcceptances.quoteHashedId, quote.hashedQuoteId)),
    ).toEqual([])
  })

  it('twice gives one policy, and the second answers the same receipt', async () => {
    const { quote } = await carAt('BANKING_DETAILS')
    const order = await shortTermBankDetails(testApp.app)
    const first = await purchase(quote, order)
    const second = await purchase(quote, order)
    expect(first.statusCode, first.body).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    expect(await policyCount(quote.hashedQuoteId)).toBe(1)
  })

  it('twice at once gives one policy', async () => {
    const { quote } = await carAt('BANKING_DETAILS')
    const order = await shortTermBankDetails(testApp.app)
    const answers = await Promise.all([purchase(quote, order), purchase(quote, order)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(answers[1]!.json().data.policyNumber).toBe(answers[0]!.json().data.policyNumber)
    expect(await policyCount(quote.hashedQuoteId)).toBe(1)
    const [policy] = await testApp.db
      .select()
      .from(policies)
      .where(eq(policies.quoteHashedId, quote.hashedQuoteId))
    expect(policy!.productCode).toBe('car')
  })

  it('quote/purchase refuses a car quote; another browser cannot buy it (403)', async () => {
    const { quote } = await carAt('BANKING_DETAILS')
    const order = await shortTermBankDetails(testApp.app)
    const general = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: order,
    })
    expect(general.statusCode).toBe(409)
    expect(general.json()).toEqual({ code: 409, msg: CAR_BOUGHT_THROUGH_FULL_SALE_MESSAGE })
    const byStranger = await testApp.app.inject({
      method: 'POST',
      url: `${FULL_SALE}/purchase`,
      headers: stranger.headers('POST'),
      payload: { carFullSaleSessionId: quote.hashedQuoteId, bankDetails: order },
    })
    expectErrorEnvelope(byStranger, 403)
    expect(await policyCount(quote.hashedQuoteId)).toBe(0)
  })

  it('refuses a bad body with the envelope and buys nothing', async () => {
    const { quote } = await carAt('BANKING_DETAILS')
    const response = await client.post(`${FULL_SALE}/purchase`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      bankDetails: { accountNumber: 'twelve' },
    })
    expectErrorEnvelope(response, 400)
    expect(await policyCount(quote.hashedQuoteId)).toBe(0)
  })
})
