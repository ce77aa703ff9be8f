import { DEBIT_ORDER_DAY_INVALID_MESSAGE } from '@insure/domain/debit-order'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BANK_SEEDS } from '../../../seed/data/banks.ts'
import { UNREADABLE_BODIES, expectErrorEnvelope, expectGetListRefusals } from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { banks } from '../../db/schema/index.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())
afterEach(() => {
  vi.useRealTimers()
})

type Bank = { id: number; name: string; universalBranchCode: string }

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

async function banksOf(url: string): Promise<Bank[]> {
  const response = await get(url)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  const body = response.json() as { code: number; data: Bank[] }
  expect(body.code).toBe(200)
  return body.data
}

/** "Today" is the South African day the request arrives on: the clock is set, then fresh credentials. */
async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(instant))
  return clientCredentials(testApp.app)
}

describe('the banks table', () => {
  it('holds every seeded bank, each with a six-digit universal branch code', async () => {
    const rows = await testApp.db.select().from(banks)
    expect(rows).toHaveLength(BANK_SEEDS.length)
    for (const row of rows) expect(row.universalBranchCode).toMatch(/^\d{6}$/)
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
  })

  it('refuses a branch code that is not six digits (a check in the table, not only in the seed)', async () => {
    await expect(
      testApp.db.insert(banks).values({
        id: 999,
        name: 'Nowhere Bank',
        universalBranchCode: '12345',
        shortTermDebitOrders: true,
        lifeDebitOrders: true,
      }),
    ).rejects.toThrow()
  })
})

describe('GET /wyzeapi/wtf/getAllBanks: every bank, by name, with its universal branch code', () => {
  it.each([
    ['Absa Bank', '632005'],
    ['Capitec Bank', '470010'],
    ['FNB (First National Bank)', '250655'],
    ['Nedbank', '198765'],
    ['Standard Bank', '051001'],
    ['African Bank', '430000'],
    ['Investec', '580105'],
    ['TymeBank', '678910'],
    ['Discovery Bank', '679000'],
    ['Bidvest Bank', '462005'],
    ['Old Mutual Money Account (Bidvest Bank)', '462005'],
    ['Access Bank', '410506'],
    ['Bank Zero', '888000'],
    ['Postbank', '460005'],
    ['Sasfin Bank', '683000'],
    ['African Bank Business (formerly Grindrod Bank)', '584000'],
    ['Ubank', '431010'],
    ['Capitec Business (formerly Mercantile Bank)', '450105'],
  ])('%s: %s', async (name, universalBranchCode) => {
    const all = await banksOf('/wyzeapi/wtf/getAllBanks')
    expect(all).toContainEqual({ id: expect.any(Number), name, universalBranchCode })
  })

  it('lists them all once, by name, with nothing but id, name and code', async () => {
    const all = await banksOf('/wyzeapi/wtf/getAllBanks')
    expect(all).toHaveLength(BANK_SEEDS.length)
    expect(all.map((bank) => bank.name)).toEqual(
      [...all.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b, 'en')),
    )
    for (const bank of all) expect(Object.keys(bank).sort()).toEqual(['id', 'name', 'universalBranchCode'])
  })
})

describe('the debit-order lists: two columns of the one table', () => {
  it.each([
    ['/wyzeapi/wtf/getTiaBanks', 'Capitec Bank', true],
    ['/wyzeapi/wtf/getTiaBanks', 'Capitec Business (formerly Mercantile Bank)', true],
    ['/wyzeapi/wtf/getTiaBanks', 'Citibank', false],
    ['/wyzeapi/wtf/getTiaBanks', 'JPMorgan Chase Bank', false],
    ['/wyzeapi/quote/life/banks', 'Capitec Bank', true],
    ['/wyzeapi/quote/life/banks', 'Bank Zero', true],
    ['/wyzeapi/quote/life/banks', 'Capitec Business (formerly Mercantile Bank)', false],
    ['/wyzeapi/quote/life/banks', 'Standard Chartered Bank', false],
    ['/wyzeapi/wtf/getGapBanks', 'Capitec Bank', true],
    ['/wyzeapi/wtf/getGapBanks', 'Bank Zero', true],
    ['/wyzeapi/wtf/getGapBanks', 'Capitec Business (formerly Mercantile Bank)', false],
    ['/wyzeapi/wtf/getGapBanks', 'Citibank', false],
  ])('%s lists %s: %s', async (url, name, listed) => {
    const names = (await banksOf(url)).map((bank) => bank.name)
    expect(names.includes(name)).toBe(listed)
  })

  it('each list is the banks whose column is set, in the same shape as getAllBanks', async () => {
    const all = await banksOf('/wyzeapi/wtf/getAllBanks')
    const byId = (ids: number[]) => all.filter((bank) => ids.includes(bank.id))
    expect(await banksOf('/wyzeapi/wtf/getTiaBanks')).toEqual(
      byId(BANK_SEEDS.filter((bank) => bank.shortTermDebitOrders).map((bank) => bank.id)),
    )
    expect(await banksOf('/wyzeapi/quote/life/banks')).toEqual(
      byId(BANK_SEEDS.filter((bank) => bank.lifeDebitOrders).map((bank) => bank.id)),
    )
    expect(await banksOf('/wyzeapi/wtf/getGapBanks')).toEqual(
      byId(
        BANK_SEEDS.filter((bank) => bank.shortTermDebitOrders && bank.lifeDebitOrders).map((bank) => bank.id),
      ),
    )
  })
})

describe('GET /wyzeapi/wtf/getAccountTypes', () => {
  it('cheque/current, savings and transmission: the code a mandate records and a name', async () => {
    const response = await get('/wyzeapi/wtf/getAccountTypes')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.json()).toEqual({
      code: 200,
      data: [
        { code: 'CURRENT', name: 'Cheque / current account' },
        { code: 'SAVINGS', name: 'Savings account' },
        { code: 'TRANSMISSION', name: 'Transmission account' },
      ],
    })
  })
})

describe('GET /wyzeapi/wtf/getCommencementDates', () => {
  it('every business day from tomorrow to the first of the month after next, in South Africa', async () => {
    const headers = (await at('2026-07-20T08:00:00+02:00')).headers('GET')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/wtf/getCommencementDates',
      headers,
    })
    expect(response.statusCode).toBe(200)
    const { code, data } = response.json() as { code: number; data: string[] }
    expect(code).toBe(200)
    expect(data[0]).toBe('2026-07-21')
    expect(data.at(-1)).toBe('2026-09-01')
    expect(data).not.toContain('2026-08-10')
    expect(data).toHaveLength(30)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('after 22:00 UTC it is already tomorrow in South Africa; the answer is kept only until midnight', async () => {
    const headers = (await at('2026-07-20T21:30:00Z')).headers('GET')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/wtf/getCommencementDates',
      headers,
    })
    expect((response.json() as { data: string[] }).data[0]).toBe('2026-07-21')
    expect(response.headers['cache-control']).toBe('public, max-age=1800')
  })
})

describe('GET /wyzeapi/wtf/getCommencementDatesGap', () => {
  it.each([
    ['2026-12-29T10:00:00+02:00', ['2027-01-01', '2027-02-01', '2027-03-01']],
    // New Year's Day and a weekend leave one business day before 1 January: February first.
    ['2026-12-30T10:00:00+02:00', ['2027-02-01', '2027-03-01', '2027-04-01']],
  ])('at %s: the next three firsts of a month far enough away', async (instant, dates) => {
    const headers = (await at(instant)).headers('GET')
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/wtf/getCommencementDatesGap',
      headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, data: dates })
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })
})

describe('POST /wyzeapi/quote/life/commencement-dates', () => {
  async function post(body: unknown, instant = '2026-07-20T08:00:00+02:00') {
    const headers = (await at(instant)).headers('POST')
    return testApp.app.inject({
      method: 'POST',
      url: '/wyzeapi/quote/life/commencement-dates',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  it.each([
    [25, '2026-07-20T08:00:00+02:00'],
    ['25', '2026-07-20T08:00:00+02:00'],
  ])('the next three firsts, with each first strike date (day %j)', async (debitOrderDay, instant) => {
    const response = await post({ debitOrderDay }, instant)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: [
        { commencementDate: '2026-08-01', firstStrikeDate: '2026-08-25' },
        { commencementDate: '2026-09-01', firstStrikeDate: '2026-09-25' },
        { commencementDate: '2026-10-01', firstStrikeDate: '2026-10-26' },
      ],
    })
  })

  it('leaves out a month whose collection is too soon, and moves collections off holidays', async () => {
    const response = await post({ debitOrderDay: 25 }, '2027-11-29T12:00:00+02:00')
    expect((response.json() as { data: unknown[] }).data[0]).toEqual({
      commencementDate: '2027-12-01',
      firstStrikeDate: '2027-12-28',
    })
    const late = await post({ debitOrderDay: 1 }, '2026-07-31T12:00:00+02:00')
    expect((late.json() as { data: { commencementDate: string }[] }).data[0]?.commencementDate).toBe(
      '2026-09-01',
    )
  })

  it.each([
    ['day 0', { debitOrderDay: 0 }],
    ['day 32', { debitOrderDay: 32 }],
    ['a fraction', { debitOrderDay: 1.5 }],
    ['words', { debitOrderDay: 'the 25th' }],
    ['null', { debitOrderDay: null }],
    ['no day', {}],
  ])("400 with the day's message for %s", async (_, body) => {
    const response = await post(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Some fields are missing or not valid.',
      errors: [{ path: 'debitOrderDay', message: DEBIT_ORDER_DAY_INVALID_MESSAGE }],
    })
  })

  it.each(UNREADABLE_BODIES)('$name: $status in the envelope', async ({ raw, status }) => {
    expectErrorEnvelope(await post(raw), status)
  })

  it('403 without the XSRF token, like every POST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wyzeapi/quote/life/commencement-dates',
      headers: { ...credentials.headers('GET'), 'content-type': 'application/json' },
      payload: JSON.stringify({ debitOrderDay: 25 }),
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('bad requests to the lists', () => {
  it.each([
    '/wyzeapi/wtf/getAllBanks',
    '/wyzeapi/wtf/getTiaBanks',
    '/wyzeapi/quote/life/banks',
    '/wyzeapi/wtf/getAccountTypes',
    '/wyzeapi/wtf/getCommencementDates',
    '/wyzeapi/wtf/getGapBanks',
    '/wyzeapi/wtf/getCommencementDatesGap',
  ])('%s: 401 without the rate token, 405 for a POST, 400 for a NUL in the query', async (url) => {
    await expectGetListRefusals(testApp.app, credentials, url)
  })
})
