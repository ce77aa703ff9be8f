import { ACCOUNT_TYPES } from '@insure/domain/bank'
import { lifeCommencementDates, southAfricanToday } from '@insure/domain/debit-order/dates'
import { SELECTED_PRODUCT_NOT_OFFERED_MESSAGE } from '@insure/domain/full-quote'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageOf, quoteClient, shortTermBankDetails, walkQuote } from '../../../test/quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'
import { bankDetails as bankDetailsTable, policies } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

async function bankOf(name: string) {
  const bank = (await testApp.app.banks.list('all')).find((candidate) => candidate.name === name)
  return bank!
}

/** A short-term debit order from a Capitec account (10 digits, as Capitec issues them). */
async function capitecOrder(change: Record<string, unknown> = {}) {
  const bank = await bankOf('Capitec Bank')
  return shortTermBankDetails(testApp.app, {
    bankId: bank.id,
    bankName: bank.name,
    branchCode: bank.universalBranchCode,
    accountNumber: '1234567890',
    accountType: ACCOUNT_TYPES[1]!.code,
    ...change,
  })
}

async function funeralAtBanking() {
  const quote = await client.startQuote('funeral')
  await walkQuote(client, quote, 'BANKING_DETAILS')
  return quote
}

const purchase = (hashedQuoteId: string, bankDetails: Record<string, unknown>, extra = {}) =>
  client.call('PUT', '/wyzeapi/quote/purchase', { hashedQuoteId, bankDetails, ...extra })

async function policyCount(hashedQuoteId: string) {
  return Number(
    rowsOf<{ count: string }>(
      await testApp.db.execute(sql`select count(*) from policies where quote_hashed_id = ${hashedQuoteId}`),
    )[0]!.count,
  )
}

const sequenceOf = (policyNumber: string) => Number(policyNumber.slice(-7))

describe('each VAP is sold only with its whole journey: its own pages cannot be left unanswered', () => {
  it.each([
    ['vap', 'QUESTIONS', 'vap-vehicle'],
    ['vap', 'ADDRESS', 'address'],
    ['vapsscratchanddent', 'QUESTIONS', 'vap-vehicle'],
    ['vapsscratchanddent', 'ADDRESS', 'address'],
    ['vapstyreandrim', 'QUESTIONS', 'vap-vehicle'],
    ['vapstyreandrim', 'ADDRESS', 'address'],
  ] as const)(
    '%s with its %s page (%s) unanswered: no acceptance, no policy',
    async (product, kind, code) => {
      const quote = await client.startQuote(product, undefined, 'IWYZE', {
        featureFlags: product === 'vap' ? [] : ['multiple_vaps'],
      })
      const status = await walkQuote(client, quote, kind)
      expect(status.firstIncompletePage).toBe(code)
      const accept = await client.call('PUT', '/wyzeapi/quote/accept', {
        hashedQuoteId: quote.hashedQuoteId,
        premium: status.price!.premiumCents,
        totalCover: status.price!.coverCents,
      })
      expect(accept.statusCode, accept.body).toBe(409)
      const bought = await purchase(quote.hashedQuoteId, await capitecOrder())
      expect(bought.statusCode, bought.body).toBe(409)
      expect(await policyCount(quote.hashedQuoteId)).toBe(0)
      expect((await client.status(quote.hashedQuoteId)).acceptance).toBeNull()
    },
  )
})

describe('accept takes only a cover the quote offers (selectionsOffered)', () => {
  it.each([
    ['life cover on a funeral quote', 'funeral' as const, 'LIFE', SELECTED_PRODUCT_NOT_OFFERED_MESSAGE],
    ['the accidental death benefit on a funeral quote', 'funeral' as const, 'ADB', expect.any(String)],
    ['the accidental death benefit on life without the adb flag', 'life' as const, 'ADB', expect.any(String)],
  ])(
    'refuses %s: 400 beside selectedProduct, nothing recorded',
    async (_case, product, selected, message) => {
      const quote = await client.startQuote(product)
      const status = await walkQuote(client, quote, 'PREMIUM')
      const response = await client.call('PUT', '/wyzeapi/quote/accept', {
        hashedQuoteId: quote.hashedQuoteId,
        premium: status.price!.premiumCents,
        totalCover: status.price!.coverCents,
        selectedProduct: selected,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        msg: MESSAGES.validation,
        errors: [{ path: 'selectedProduct', message }],
      })
      expect((await client.status(quote.hashedQuoteId)).acceptance).toBeNull()
    },
  )

  it('takes life cover named on a life quote', async () => {
    const quote = await client.startQuote('life')
    const status = await walkQuote(client, quote, 'PREMIUM')
    expect(pageOf(status, status.firstIncompletePage).kind).toBe('PREMIUM')
    const response = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: status.price!.premiumCents,
      totalCover: status.price!.coverCents,
      selectedProduct: 'LIFE',
    })
    expect(response.statusCode, response.body).toBe(200)
  })
})

describe('a policy number is taken only by the purchase that makes the policy', () => {
  it('fifty purchases of one quote at once: one policy, and the next quote takes the next number', async () => {
    const quote = await funeralAtBanking()
    const order = await capitecOrder()
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => purchase(quote.hashedQuoteId, order)),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200))
    const numbers = new Set(responses.map((response) => response.json().data.policyNumber as string))
    expect(numbers.size).toBe(1)
    expect(await policyCount(quote.hashedQuoteId)).toBe(1)

    const next = await funeralAtBanking()
    const nextBought = await purchase(next.hashedQuoteId, order)
    expect(nextBought.statusCode, nextBought.body).toBe(200)
    expect(sequenceOf(nextBought.json().data.policyNumber)).toBe(sequenceOf([...numbers][0]!) + 1)
  })

  it('a purchase that read the quote before another bought it takes no number', async () => {
    // The race made certain (PGlite in this thread seldom interleaves fifty requests): the first
    // purchase to open its transaction waits there until a second purchase has bought the quote.
    const order = await capitecOrder()
    const previous = await purchase((await funeralAtBanking()).hashedQuoteId, order)
    const quote = await funeralAtBanking()
    const db = testApp.app.db
    const transaction = db.transaction.bind(db)
    let winner: Promise<unknown> | null = null
    db.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      if (!winner) {
        winner = purchase(quote.hashedQuoteId, order)
        await winner
      }
      return transaction(work)
    }) as typeof db.transaction
    let loser
    try {
      loser = await purchase(quote.hashedQuoteId, order)
    } finally {
      db.transaction = transaction
    }
    const won = (await winner!) as Awaited<ReturnType<typeof purchase>>
    expect(won.statusCode, won.body).toBe(200)
    expect(loser.statusCode, loser.body).toBe(200)
    expect(loser.json().data).toEqual(won.json().data)
    expect(sequenceOf(won.json().data.policyNumber)).toBe(sequenceOf(previous.json().data.policyNumber) + 1)

    const next = await funeralAtBanking()
    const nextBought = await purchase(next.hashedQuoteId, order)
    expect(sequenceOf(nextBought.json().data.policyNumber)).toBe(sequenceOf(won.json().data.policyNumber) + 1)
  })
})

describe('a purchase repeated', () => {
  it('with the same details answers the policy again (200)', async () => {
    const quote = await funeralAtBanking()
    const first = await purchase(quote.hashedQuoteId, await capitecOrder())
    const again = await purchase(quote.hashedQuoteId, await capitecOrder({ bankName: 'Another name' }))
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
  })

  it.each([
    ['another account', { accountNumber: '1234567891' }, {}],
    ['another debit order day', { debitOrderDay: 1 }, {}],
    ['another account holder', { accountHolderName: 'T M Mokoena' }, {}],
    ['another acceptance', {}, { financeAccept: true }],
  ])('with %s answers 409 naming the account it is paid from, masked', async (_case, change, extra) => {
    const quote = await funeralAtBanking()
    const first = await purchase(quote.hashedQuoteId, await capitecOrder())
    expect(first.statusCode, first.body).toBe(200)
    const other = await purchase(quote.hashedQuoteId, await capitecOrder(change), extra)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      code: 409,
      msg: 'This quote was already bought, paid from account *******890. Its policy is shown on the congratulations page.',
    })
    expect(other.body).not.toContain('1234567890')
    expect(await policyCount(quote.hashedQuoteId)).toBe(1)
  })
})

describe('the debit order: account numbers per bank, the bank name from the list', () => {
  it.each([
    ['Capitec Bank', '62001234567', 'Capitec Bank account numbers have 10 digits.'],
    ['Absa Bank', '1234567', 'Absa Bank account numbers have 8 to 11 digits.'],
    ['FNB (First National Bank)', '1234567890', 'FNB (First National Bank) account numbers have 11 digits.'],
  ])('refuses a %s account number %s beside its field', async (name, accountNumber, start) => {
    const quote = await funeralAtBanking()
    const bank = await bankOf(name)
    const response = await purchase(
      quote.hashedQuoteId,
      await capitecOrder({
        bankId: bank.id,
        bankName: bank.name,
        branchCode: bank.universalBranchCode,
        accountNumber,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [
        {
          path: 'bankDetails.accountNumber',
          message: `${start} Check the number on your bank statement or in your banking app and enter it again.`,
        },
      ],
    })
    expect(await policyCount(quote.hashedQuoteId)).toBe(0)
  })

  it("stores the bank's name from the bank list, not the one the request sends", async () => {
    const quote = await funeralAtBanking()
    const response = await purchase(quote.hashedQuoteId, await capitecOrder({ bankName: 'Evil Bank' }))
    expect(response.statusCode, response.body).toBe(200)
    const [stored] = await testApp.db
      .select({ bankName: bankDetailsTable.bankName })
      .from(bankDetailsTable)
      .where(eq(bankDetailsTable.quoteHashedId, quote.hashedQuoteId))
    expect(stored).toEqual({ bankName: 'Capitec Bank' })
  })

  it('takes a life debit order at the life bank list (life/purchase)', async () => {
    const quote = await client.startQuote('life')
    await walkQuote(client, quote, 'BANKING_DETAILS')
    const today = southAfricanToday(new Date())
    const response = await client.call('PUT', '/wyzeapi/quote/life/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await capitecOrder({
        commencementDate: lifeCommencementDates({ today, debitOrderDay: 25 })[0]!.commencementDate,
      }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const [policy] = await testApp.db
      .select()
      .from(policies)
      .where(eq(policies.quoteHashedId, quote.hashedQuoteId))
    expect(policy?.policyNumber).toMatch(/^IW-LIFE-\d{7}$/)
  })
})
