import {
  addDays,
  gapCommencementDates,
  lifeCommencementDates,
  shortTermCommencementDates,
  southAfricanToday,
} from '@insure/domain/debit-order/dates'
import type { QuoteStatus } from '@insure/domain/full-quote'
import { CURRENT_RATING_TABLES } from '@insure/domain/rating'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PURCHASE_DISCLAIMER_TYPE } from '../../../seed/companies.ts'
import { testIdNumber } from '../../../test/form-fixtures.ts'
import { FULL_QUOTE_PRODUCTS } from '../../../seed/journeys/full-quote.ts'
import { agentCredentials, agentSessionCookie, withCookie } from '../../../test/agent-fixtures.ts'
import {
  chosenAnswer,
  pageOf,
  quoteClient,
  shortTermBankDetails,
  typedAnswer,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { typed, typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'
import {
  debitOrderMandates,
  emailOutbox,
  policies,
  quotePageCompletions,
  quotes,
  ratingTables,
} from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { NOT_READY_TO_BUY_MESSAGE } from './purchase.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({
    callCentre: true,
    rateLimitPerMinute: 100_000,
    featureFlagsFromEnv: ['legal'],
  })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

/** Aged 40 on 25 November 2026: born 1 January 1986. */
const ID_NUMBER = testIdNumber('860101')

const FUNERAL = [
  { questionId: 'funeral.age', selectedAnswers: typed('funeral', 'Age', '40') },
  {
    questionId: 'funeral.covered-members',
    selectedAnswers: [{ id: 'funeral.covered-members.main' }, { id: 'funeral.covered-members.extended' }],
  },
  { questionId: 'funeral.funeral-cover', selectedAnswers: [{ id: 'funeral.funeral-cover.20000' }] },
]

const CONTACT = {
  title: 'Mr', // ID_NUMBER is a man's: the title agrees with it (issue 25)
  citizenId: ID_NUMBER,
  name: 'Thandiwe',
  surname: 'Mokoena',
  email: 'thandiwe@example.co.za',
  mobile: '082 555 0101',
}

const bankDetails = () => shortTermBankDetails(testApp.app)

/** A funeral quote walked through every page up to the debit order, as the site calls the API. */
async function quoteReadyToBuy() {
  const quote = await client.startQuote('funeral', FUNERAL)
  const id = quote.hashedQuoteId
  let status: QuoteStatus = await client.status(id)
  const answers = [10, 20, 30].map((order) => ({
    disclaimerType: PURCHASE_DISCLAIMER_TYPE,
    order,
    answer: order === 20 ? 'NO' : 'YES',
  }))
  expect((await client.post('/wyzeapi/disclaimer', { hashedQuoteId: id, answers })).statusCode).toBe(200)
  status = await client.status(id)
  expect(status.firstIncompletePage).toBe('extended-family')
  const extended = await client.post(`/wyzeapi/wtf/questionDetails/${id}`, {
    hashedPageId: pageOf(status, 'extended-family').hashedPageId,
    answeredQuestions: [
      typedAnswer(status, 'extended-family', 'Extended_family_count', '2'),
      chosenAnswer(status, 'extended-family', 'Extended_family_relations', 'SIBLING'),
    ],
  })
  expect(extended.json().data.nextPage).toBe('personal-information')
  const contact = await client.post('/wyzeapi/contact/addContact', {
    contact: CONTACT,
    hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
    hashedPageId: pageOf(status, 'personal-information').hashedPageId,
  })
  expect(contact.statusCode).toBe(200)
  expect(contact.json().data.nextPage).toBe('beneficiaries')
  const beneficiaries = await client.post('/wyzeapi/beneficiary/v2/addBeneficiary', {
    hashedQuoteId: id,
    hashedPageId: pageOf(status, 'beneficiaries').hashedPageId,
    beneficiaries: [
      {
        name: 'Lerato',
        surname: 'Mokoena',
        gender: 'Female',
        dateOfBirth: '1990-07-04',
        benefitPercentage: 60,
        beneficiaryDesignation: 'Sister',
      },
      {
        name: 'Sipho',
        surname: 'Mokoena',
        gender: 'Male',
        dateOfBirth: '1960-02-11',
        benefitPercentage: '40',
        beneficiaryDesignation: 'Parent',
      },
    ],
  })
  expect(beneficiaries.json().data).toEqual({ nextPage: 'premium' })
  const ratings = (await client.call('GET', `/wyzeapi/quote/getRatings/${id}`)).json().data
  const accepted = await client.call('PUT', '/wyzeapi/quote/accept', {
    hashedQuoteId: id,
    premium: ratings.price.premiumCents,
    totalCover: ratings.price.coverCents,
  })
  expect(accepted.json().data).toMatchObject({ nextPage: 'banking-details' })
  return { ...quote, ratings }
}

describe('buying a funeral policy (PUT /wyzeapi/quote/purchase)', () => {
  it('records the accepted premium to the cent, the mandate, the schedule and its e-mail; the status shows the policy', async () => {
    const quote = await quoteReadyToBuy()
    const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await bankDetails(),
    })
    expect(response.statusCode).toBe(200)
    const receipt = response.json().data
    expect(receipt).toMatchObject({
      policyNumber: expect.stringMatching(/^IW-FUNERAL-\d{7}$/),
      premiumCents: quote.ratings.price.premiumCents,
      scheduleDocumentId: expect.any(String),
    })
    const [policy] = await testApp.db
      .select()
      .from(policies)
      .where(eq(policies.hashedId, receipt.hashedPolicyId))
    expect(policy).toMatchObject({
      premiumCents: quote.ratings.price.premiumCents,
      totalCoverCents: 2_000_000,
      ratingTableVersion: quote.ratings.price.tableVersion,
      transactionOriginOnline: false,
    })
    const [mandate] = await testApp.db
      .select()
      .from(debitOrderMandates)
      .where(eq(debitOrderMandates.quoteHashedId, quote.hashedQuoteId))
    expect(mandate).toMatchObject({
      amountCents: quote.ratings.price.premiumCents,
      debitOrderDay: 25,
      termsAccept: true,
    })
    const queued = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, CONTACT.email))
    expect(queued).toHaveLength(1)

    const status = await client.status(quote.hashedQuoteId)
    expect(status).toMatchObject({
      status: 'PURCHASED',
      firstIncompletePage: 'congratulations',
      policy: { policyNumber: receipt.policyNumber },
      contact: { citizenId: `*********${ID_NUMBER.slice(-4)}`, mobile: '+27825550101' },
    })
    expect(JSON.stringify(status)).not.toContain(ID_NUMBER)
  })

  it('a second purchase, and two at once, give the one policy', async () => {
    const quote = await quoteReadyToBuy()
    const body = { hashedQuoteId: quote.hashedQuoteId, bankDetails: await bankDetails() }
    const [first, second] = await Promise.all([
      client.call('PUT', '/wyzeapi/quote/purchase', body),
      client.call('PUT', '/wyzeapi/quote/purchase', body),
    ])
    const again = await client.call('PUT', '/wyzeapi/quote/purchase', body)
    const numbers = [first, second, again].map((response) => response.json().data.policyNumber)
    expect(new Set(numbers).size).toBe(1)
    const count = rowsOf<{ count: string }>(
      await testApp.db.execute(
        sql`select count(*) from policies where quote_hashed_id = ${quote.hashedQuoteId}`,
      ),
    )[0]!.count
    expect(Number(count)).toBe(1)
  })

  it('is refused before the premium is accepted, and nothing is stored', async () => {
    const quote = await client.startQuote('funeral', FUNERAL)
    const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await bankDetails(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 409, msg: NOT_READY_TO_BUY_MESSAGE })
  })

  it.each([
    ['a branch code that is not the bank’s', { branchCode: '000000' }, 'bankDetails.branchCode'],
    ['an unknown bank', { bankId: 9999 }, 'bankDetails.bankId'],
    ['a commencement date not offered', { commencementDate: '2020-01-01' }, 'bankDetails.commencementDate'],
    ['an account number of letters', { accountNumber: 'ABCDEFG' }, 'bankDetails.accountNumber'],
    ['no consent to the debit', { concentToDebit: false }, 'bankDetails.concentToDebit'],
  ])('refuses %s beside its field', async (_name, change, path) => {
    const quote = await quoteReadyToBuy()
    const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: { ...(await bankDetails()), ...change },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 400,
      msg: MESSAGES.validation,
      errors: [expect.objectContaining({ path })],
    })
    const count = rowsOf<{ count: string }>(
      await testApp.db.execute(
        sql`select count(*) from policies where quote_hashed_id = ${quote.hashedQuoteId}`,
      ),
    )[0]!.count
    expect(Number(count)).toBe(0)
  })
})

/** A visitor's solved captcha (the X-Captcha-Response header) on a server that is not the call centre's. */
async function solvedCaptcha(
  app: typeof testApp.app,
  credentials: Awaited<ReturnType<typeof clientCredentials>>,
) {
  const response = await app.inject({
    method: 'GET',
    url: '/wyzeapi/captcha/challenge',
    headers: credentials.headers('GET'),
  })
  const challenge = (response.json() as { data: Challenge }).data
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('who sold the policy (shell spec §3, §6): the agent, and transactionOriginOnline', () => {
  let siteApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    siteApp = await createTestApp({ rateLimitPerMinute: 100_000 })
  })
  afterAll(() => siteApp.close())

  /**
   * Starts a funeral quote (on the call centre's server or the site's), walks it and buys it. An
   * agent is the agent session of a launch (issue 22); the `agentId` of each body is a forgery that
   * must change nothing.
   */
  async function sell(
    callCentre: boolean,
    startedBy: string | undefined,
    soldBy: string | undefined,
  ): Promise<{ quote: typeof quotes.$inferSelect; policy: typeof policies.$inferSelect }> {
    const target = callCentre ? testApp : siteApp
    const visitor = await clientCredentials(target.app)
    const as = async (agent: string | undefined) =>
      callCentre && agent ? agentCredentials(target.app, agent) : visitor
    const starter = quoteClient(target.app, await as(startedBy))
    const quick = await starter.quickQuote(
      'funeral',
      FUNERAL,
      'IWYZE',
      startedBy && callCentre ? undefined : await solvedCaptcha(target.app, visitor),
    )
    const added = await starter.post('/wyzeapi/quote/addQuote', {
      hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      hashedSessionId: quick.hashedSessionId,
      agentId: 'FORGED1',
    })
    expect(added.statusCode, added.body).toBe(200)
    const quote = { ...quick, hashedQuoteId: added.json().data.hashedQuoteId as string }
    await walkQuote(starter, quote, 'BANKING_DETAILS')
    // The hand-over: the workbench launches the next agent for the same quick quote (shell spec §4);
    // the exchange makes that agent's browser one of the quote's owners (decision 008).
    const handedOver = async (agent: string) => {
      const credentials = await clientCredentials(target.app)
      await agentSessionCookie(target.app, credentials, {
        agentId: agent,
        hashedQuickQuoteId: quick.hashedQuickQuoteSessionId,
      })
      return credentials
    }
    const seller = soldBy && callCentre ? quoteClient(target.app, await handedOver(soldBy)) : starter
    const [bank] = await target.app.banks.list('shortTerm')
    const response = await seller.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: {
        ...(await bankDetails()),
        bankId: bank!.id,
        bankName: bank!.name,
        branchCode: bank!.universalBranchCode,
      },
      agentId: 'FORGED2',
    })
    expect(response.statusCode, response.body).toBe(200)
    const [policy] = await target.db
      .select()
      .from(policies)
      .where(eq(policies.hashedId, response.json().data.hashedPolicyId))
    const [row] = await target.db.select().from(quotes).where(eq(quotes.hashedId, quote.hashedQuoteId))
    return { quote: row!, policy: policy! }
  }

  it.each([
    ['an agent who started and sold it', true, 'AG42', undefined, ['AG42', 'AG42', false]],
    ['the agent who sold a quote another agent started', true, 'AG42', 'AG43', ['AG42', 'AG43', false]],
    ['an agent whose quote was started without one', true, undefined, 'AG43', [null, 'AG43', false]],
    ['a visitor (no agent session on the site)', false, 'AG42', 'AG43', [null, null, true]],
  ] as const)(
    '%s: the agents of the sessions, never of the bodies (issue 22)',
    async (_who, callCentre, startedBy, soldBy, [startedWith, soldWith, online]) => {
      const { quote, policy } = await sell(callCentre, startedBy, soldBy)
      expect(quote.agentId).toBe(startedWith)
      expect({ agentId: policy.agentId, online: policy.transactionOriginOnline }).toEqual({
        agentId: soldWith,
        online,
      })
    },
  )

  it('a hand-written callcentre-agent cookie changes nothing (issue 22)', async () => {
    const visitor = await clientCredentials(testApp.app)
    const client = quoteClient(testApp.app, withCookie(visitor, 'callcentre-agent=AG99'))
    const quote = await client.startQuote('funeral', FUNERAL, 'IWYZE', {
      captchaResponse: await solvedCaptcha(testApp.app, visitor),
    })
    const [row] = await testApp.db.select().from(quotes).where(eq(quotes.hashedId, quote.hashedQuoteId))
    expect(row!.agentId).toBeNull()
  })
})

describe('every product sold online can be bought, page by page, through the API', () => {
  it.each(FULL_QUOTE_PRODUCTS)('%s', async (product) => {
    // Legal cover is sold by OM only (with the legal flag); the separate VAPs with the multiple_vaps
    // flag, which sells them in place of the combined VAP (decision 011).
    const separateVap = product === 'vapsscratchanddent' || product === 'vapstyreandrim'
    const quote = await client.startQuote(product, undefined, product === 'legal' ? 'OM' : 'IWYZE', {
      featureFlags: separateVap ? ['multiple_vaps'] : [],
    })
    const atBanking = await walkQuote(client, quote, 'BANKING_DETAILS')
    expect(atBanking.firstIncompletePage).toBe('banking-details')
    const life = product === 'life'
    const gap = product === 'gap'
    const [bank] = await testApp.app.banks.list(life ? 'life' : gap ? 'gap' : 'shortTerm')
    const today = southAfricanToday(new Date())
    // The car is bought through its full sale's purchase, naming the quote as its session.
    const car = product === 'car'
    const response = await client.call(
      car ? 'POST' : 'PUT',
      life
        ? '/wyzeapi/quote/life/purchase'
        : car
          ? '/wyzeapi/wtf/sti/car/full-sale/purchase'
          : '/wyzeapi/quote/purchase',
      {
        ...(car ? { carFullSaleSessionId: quote.hashedQuoteId } : { hashedQuoteId: quote.hashedQuoteId }),
        bankDetails: {
          ...(await bankDetails()),
          bankId: bank!.id,
          bankName: bank!.name,
          branchCode: bank!.universalBranchCode,
          commencementDate: life
            ? lifeCommencementDates({ today, debitOrderDay: 25 })[0]!.commencementDate
            : gap
              ? gapCommencementDates(today)[0]!
              : shortTermCommencementDates(today)[0]!,
        },
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    const status = await client.status(quote.hashedQuoteId)
    expect(status).toMatchObject({ status: 'PURCHASED', firstIncompletePage: 'congratulations' })
    expect(status.policy?.premiumCents).toBe(atBanking.acceptance?.premiumCents)
    if (life) {
      const policy = await client.post(`/wyzeapi/wtf/life/quote/${quote.hashedQuoteId}/policy`, {})
      expect(policy.json().data).toEqual(response.json().data)
    }
  })
})

describe('a GAP policy is bought only with every page of its own answered', () => {
  // One row per page GAP asks after its quick quote and before the debit order: each, left
  // unanswered alone (its completion taken back once the rest were answered), stops the purchase.
  it.each(['disclaimer', 'personal-information', 'medical-aid', 'beneficiaries', 'premium'])(
    'not with %s unanswered',
    async (pageCode) => {
      const quote = await client.startQuote('gap')
      await walkQuote(client, quote, 'BANKING_DETAILS')
      await testApp.db
        .delete(quotePageCompletions)
        .where(
          and(
            eq(quotePageCompletions.quoteHashedId, quote.hashedQuoteId),
            eq(quotePageCompletions.pageCode, pageCode),
          ),
        )
      const [bank] = await testApp.app.banks.list('gap')
      const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
        hashedQuoteId: quote.hashedQuoteId,
        bankDetails: {
          ...(await bankDetails()),
          bankId: bank!.id,
          bankName: bank!.name,
          branchCode: bank!.universalBranchCode,
          commencementDate: gapCommencementDates(southAfricanToday(new Date()))[0]!,
        },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ code: 409, msg: NOT_READY_TO_BUY_MESSAGE })
      const status = await client.status(quote.hashedQuoteId)
      expect(status).toMatchObject({ status: 'OPEN', firstIncompletePage: pageCode, policy: null })
      const bought = await testApp.db
        .select()
        .from(policies)
        .where(eq(policies.quoteHashedId, quote.hashedQuoteId))
      expect(bought).toEqual([])
    },
  )
})

describe('life with the accidental death benefit (feature flag adb)', () => {
  it('is offered on the premium page at its own premium, accepted as ADB and bought as ADB', async () => {
    const adbApp = await createTestApp({
      callCentre: true,
      rateLimitPerMinute: 100_000,
      featureFlagsFromEnv: ['adb'],
    })
    try {
      const adbClient = quoteClient(adbApp.app, await agentCredentials(adbApp.app))
      const quote = await adbClient.startQuote('life')
      const atPremium = await walkQuote(adbClient, quote, 'PREMIUM')
      const ratings = (await adbClient.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)).json()
        .data
      expect(ratings.accidentalDeathBenefit).toEqual({
        premiumCents: expect.any(Number),
        coverCents: atPremium.price!.coverCents,
      })
      expect(ratings.accidentalDeathBenefit.premiumCents).toBeLessThan(ratings.price.premiumCents)
      const asLife = await adbClient.call('PUT', '/wyzeapi/quote/accept', {
        hashedQuoteId: quote.hashedQuoteId,
        premium: ratings.price.premiumCents,
        totalCover: ratings.price.coverCents,
        selectedProduct: 'ADB',
      })
      // The life premium is not the ADB's: refused.
      expect(asLife.json()).toEqual({ code: 409, msg: expect.any(String) })
      const accepted = await adbClient.call('PUT', '/wyzeapi/quote/accept', {
        hashedQuoteId: quote.hashedQuoteId,
        premium: ratings.accidentalDeathBenefit.premiumCents,
        totalCover: ratings.price.coverCents,
        selectedProduct: 'ADB',
      })
      expect(accepted.json().data).toMatchObject({ selectedProduct: 'ADB', nextPage: 'banking-details' })
      const [bank] = await adbApp.app.banks.list('life')
      const today = southAfricanToday(new Date())
      const bought = await adbClient.call('PUT', '/wyzeapi/quote/life/purchase', {
        hashedQuoteId: quote.hashedQuoteId,
        bankDetails: {
          ...(await bankDetails()),
          bankId: bank!.id,
          bankName: bank!.name,
          branchCode: bank!.universalBranchCode,
          commencementDate: lifeCommencementDates({ today, debitOrderDay: 25 })[0]!.commencementDate,
        },
      })
      expect(bought.statusCode).toBe(200)
      const [policy] = await adbApp.db
        .select()
        .from(policies)
        .where(eq(policies.hashedId, bought.json().data.hashedPolicyId))
      expect(policy).toMatchObject({
        selectedProduct: 'ADB',
        premiumCents: ratings.accidentalDeathBenefit.premiumCents,
      })
      // The schedule says what was bought: the accidental death benefit, not life cover.
      const schedule = await adbApp.app.documents.documentOf(bought.json().data.scheduleDocumentId)
      expect(schedule?.source).toMatchObject({
        monthlyPremiumCents: ratings.accidentalDeathBenefit.premiumCents,
        cover: [
          {
            description: 'Accidental death benefit paid on the death of the life insured by an accident',
            sumInsuredCents: ratings.price.coverCents,
          },
        ],
      })
    } finally {
      await adbApp.close()
    }
  })

  it('is not offered without the flag', async () => {
    const quote = await client.startQuote('life')
    await walkQuote(client, quote, 'PREMIUM')
    const ratings = (await client.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)).json().data
    expect(ratings.accidentalDeathBenefit).toBeNull()
    const refused = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: ratings.price.premiumCents,
      totalCover: ratings.price.coverCents,
      selectedProduct: 'ADB',
    })
    expect(refused.statusCode).toBe(400)
  })
})

describe('a quote older than its rating table', () => {
  it('re-rates when resumed, says the price changed, and asks for acceptance again before it can be bought', async () => {
    const quote = await quoteReadyToBuy()
    // A newer table in effect from today: funeral 10 % dearer.
    const newer = structuredClone(CURRENT_RATING_TABLES)
    newer.version = `test-newer-${quote.hashedQuoteId.slice(0, 6)}`
    // In effect after the current tables (and so today: they are in effect already).
    newer.effectiveFrom = addDays(CURRENT_RATING_TABLES.effectiveFrom, 1)
    newer.funeral.ageBands = newer.funeral.ageBands.map((band) => ({
      ...band,
      ratePerThousandCents: Math.round(band.ratePerThousandCents * 1.1),
    }))
    await testApp.db
      .insert(ratingTables)
      .values({ version: newer.version, effectiveFrom: newer.effectiveFrom, tables: newer })
    testApp.app.journeys.purge()
    try {
      const resumed = (await client.call('GET', `/wyzeapi/quote/resume-quote/${quote.hashedQuoteId}`)).json()
        .data
      expect(resumed).toMatchObject({
        priceChanged: true,
        firstIncompletePage: 'premium',
        acceptance: { current: false },
        price: { tableVersion: newer.version },
      })
      expect(resumed.price.premiumCents).toBeGreaterThan(quote.ratings.price.premiumCents)
      const refused = await client.call('PUT', '/wyzeapi/quote/purchase', {
        hashedQuoteId: quote.hashedQuoteId,
        bankDetails: await bankDetails(),
      })
      expect(refused.statusCode).toBe(409)
      // The qId start-up parameter: the same quote resumed by its quick quote's id.
      const byQuickQuote = await client.call(
        'GET',
        `/wyzeapi/quote/resume-quote/${quote.hashedQuickQuoteSessionId}`,
      )
      expect(byQuickQuote.json().data.hashedQuoteId).toBe(quote.hashedQuoteId)
    } finally {
      // Quotes re-rated on it keep naming it (as they should): it stays, out of effect.
      await testApp.db
        .update(ratingTables)
        .set({ effectiveFrom: '2000-01-01' })
        .where(eq(ratingTables.version, newer.version))
      testApp.app.journeys.purge()
    }
  })
})

describe('the life calls', () => {
  it('the health questionnaire: an answer whose outcome declines sends the quote to error/life-premium-not-qual', async () => {
    const quote = await client.startQuote('life')
    const status = await walkQuote(client, quote, 'QUESTIONS')
    const page = pageOf(status, 'health-and-lifestyle')
    const answeredQuestions = page.questions.map((question) => ({
      questionId: question.id,
      selectedAnswers: [{ id: question.answers.find((answer) => answer.code === 'Y')!.id }],
    }))
    const submitted = await client.post(`/wyzeapi/wtf/questionnaire/${quote.hashedQuoteId}/submit`, {
      hashedPageId: page.hashedPageId,
      answeredQuestions,
    })
    expect(submitted.json().data).toMatchObject({
      status: 'NOT_QUALIFIED',
      declineRoute: '/error/life-premium-not-qual',
      price: null,
    })
    expect((await client.status(quote.hashedQuoteId)).declineRoute).toBe('/error/life-premium-not-qual')
  })

  it('a cover raised on the full quote past what the income allows sends the quote to error/life-exceeds-range', async () => {
    const quote = await client.startQuote('life')
    const status = await client.status(quote.hashedQuoteId)
    const quickQuotePage = pageOf(status, 'quick-quote')
    const answeredQuestions = typicalAnswers('life', {
      Household_income: typed('life', 'Household_income', '8000'),
      Cover_amount: typed('life', 'Cover_amount', '10000000'),
    })
    const saved = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: quickQuotePage.hashedPageId,
      answeredQuestions,
    })
    expect(saved.json().data).toMatchObject({
      status: 'NOT_QUALIFIED',
      declineRoute: '/error/life-exceeds-range',
      price: null,
    })
    const after = await client.status(quote.hashedQuoteId)
    expect(after).toMatchObject({ status: 'NOT_QUALIFIED', declineRoute: '/error/life-exceeds-range' })
    // Nothing more of it can be saved or bought.
    const accepted = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: quote.premium,
      totalCover: quote.cover,
    })
    expect(accepted.statusCode).toBe(409)
  })

  it('lifeReQuote asks for acceptance again; POST quote re-underwrites without; both refuse other products', async () => {
    const quote = await client.startQuote('life')
    await walkQuote(client, quote, 'BANKING_DETAILS')
    const reUnderwritten = await client.post('/wyzeapi/quote', {
      hashedQuoteId: quote.hashedQuoteId,
      reUnderwrite: true,
    })
    expect(reUnderwritten.json().data).toMatchObject({
      acceptance: { current: true },
      firstIncompletePage: 'banking-details',
    })
    const reQuoted = await client.call('PUT', '/wyzeapi/quote/lifeReQuote', {
      hashedQuoteId: quote.hashedQuoteId,
    })
    expect(reQuoted.json().data).toMatchObject({
      acceptance: { current: false },
      firstIncompletePage: 'premium',
    })
    const funeral = await client.startQuote('funeral')
    expect((await client.post('/wyzeapi/quote', { hashedQuoteId: funeral.hashedQuoteId })).statusCode).toBe(
      409,
    )
    expect((await client.post(`/wyzeapi/wtf/life/quote/${quote.hashedQuoteId}/policy`, {})).statusCode).toBe(
      404,
    )
  })
})

describe('the policy schedule is drawn after the purchase, off its path', () => {
  it('is stored to be drawn with the policy; the e-mail waits for it; a download draws it at once', async () => {
    const quote = await quoteReadyToBuy()
    // Drawn only when asked here: the sweep's timer and the purchase's kick are not waited for.
    const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await bankDetails(),
    })
    const { scheduleDocumentId } = response.json().data
    const download = await client.call('GET', `/wyzeapi/documents/${scheduleDocumentId}`)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    await testApp.app.documentRenderer.renderPending()
    const pending = await testApp.app.documents.pendingDocuments(100)
    expect(pending).toEqual([])
  })

  it('an e-mail whose schedule is not drawn yet is not sent', async () => {
    const quote = await quoteReadyToBuy()
    await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await bankDetails(),
    })
    // The drawing the purchase started is let finish (the test app has no sweep), then undone: as if
    // the renderer had not got to it yet.
    await testApp.app.documentRenderer.renderPending()
    await testApp.db.execute(sql`update documents set content = null, rendered_at = null
      where policy_hashed_id = (select hashed_id from policies where quote_hashed_id = ${quote.hashedQuoteId})`)
    const [queued] = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, CONTACT.email))
      .orderBy(sql`created_at desc`)
      .limit(1)
    /** Every message the sender would take now (each claim leases it, so none comes twice). */
    const claimAll = async () => {
      const claimed: string[] = []
      for (
        let next = await testApp.app.emailOutbox.claimNextDue(60_000);
        next;
        next = await testApp.app.emailOutbox.claimNextDue(60_000)
      ) {
        claimed.push(next.hashedId)
      }
      return claimed
    }
    expect(await claimAll()).not.toContain(queued!.hashedId)
    await testApp.app.documentRenderer.renderPending()
    expect(await claimAll()).toContain(queued!.hashedId)
  })
})
