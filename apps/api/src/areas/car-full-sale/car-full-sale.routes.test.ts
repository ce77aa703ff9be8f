import {
  LICENCE_CODES,
  REGISTRATION_INVALID_MESSAGE,
  UCID_REQUIRED_MESSAGE,
  leadSourceOf,
} from '@insure/domain/car'
import { MISC_RELATIONSHIPS } from '@insure/domain/catalogue'
import { MARITAL_STATUSES } from '@insure/domain/contact'
import { REF } from '@insure/domain/rating'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationSeeds } from '../../../seed/data/car-lists.ts'
import { expectErrorEnvelope, expectGetListRefusals } from '../../../test/bad-bodies.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { carQuote, withCarPolicy } from '../../../test/car-fixtures.ts'
import { quoteClient } from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { documents, emailOutbox, emailOutboxAttachments, leads, quoteSources } from '../../db/schema/index.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { QUOTE_NOT_YOURS_MESSAGE, UNKNOWN_QUOTE_MESSAGE } from '../quote-owner/quote-owners.ts'
import { NOT_A_CAR_QUOTE_MESSAGE } from './car-quote.ts'
import {
  AGENT_SOURCE_MESSAGE,
  NO_POLICY_YET_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
} from './full-sale.routes.ts'
import { expectedCallAt, expectedCallMessage } from '@insure/domain/car'

let testApp: Awaited<ReturnType<typeof createTestApp>>
type Credentials = Awaited<ReturnType<typeof clientCredentials>>
let buyer: Credentials
let agent: Credentials
/** Another browser: it never made the quote. */
let stranger: Credentials
let quote: Awaited<ReturnType<typeof carQuote>>

beforeAll(async () => {
  // An agent's browser makes the quick quotes (no captcha); the buyer owns the quotes.
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  agent = await agentCredentials(testApp.app)
  buyer = await clientCredentials(testApp.app)
  stranger = await clientCredentials(testApp.app)
  quote = await carQuote(testApp.app, agent, {}, buyer)
})
afterAll(() => testApp.close())

const CAR = '/wyzeapi/wtf/sti/car'
const FULL_SALE = `${CAR}/full-sale`
const get = (url: string, as: Credentials = buyer) =>
  testApp.app.inject({ method: 'GET', url, headers: as.headers('GET') })
const post = (url: string, payload: unknown, as: Credentials = buyer) =>
  testApp.app.inject({ method: 'POST', url, headers: as.headers('POST'), payload: payload as object })

async function listOf(name: string) {
  const response = await get(`${CAR}/${name}`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  return (response.json() as { data: { code: string; label: string; cents?: number }[] }).data
}

describe('the car lists (forms spec §7 GET A/wtf/sti/car/…)', () => {
  it('carUse: the rating engine use codes, in words', async () => {
    expect(await listOf('carUse')).toEqual([
      { code: 'PRIVATE', label: 'Private use' },
      { code: 'BUSINESS', label: 'Business use' },
    ])
  })

  it('relationTypes and maritalStatuses: the misc relationships and the marital statuses', async () => {
    expect((await listOf('relationTypes')).map((item) => item.code)).toEqual([...MISC_RELATIONSHIPS])
    expect((await listOf('maritalStatuses')).map((item) => item.label)).toEqual([...MARITAL_STATUSES])
  })

  it('licenseCodes: the South African licence codes from the seed, in order', async () => {
    const codes = (await listOf('licenseCodes')).map((item) => item.code)
    expect(codes.slice(0, 8)).toEqual(['A1', 'A', 'B', 'EB', 'C1', 'C', 'EC1', 'EC'])
    expect(codes).toEqual(LICENCE_CODES.map((item) => item.code))
  })

  it('colours and carStatus are seeded', async () => {
    expect(await listOf('colours')).toContainEqual({ code: 'SILVER', label: 'Silver' })
    expect((await listOf('carStatus')).map((item) => item.code)).toEqual(['NEW', 'USED', 'DEMO', 'REBUILT'])
  })

  it('trackingDevs: every device with none first, or those matching the query', async () => {
    const all = await listOf('trackingDevs')
    expect(all[0]).toEqual({ code: 'NONE', label: 'No tracking device' })
    const netstar = await get(`${CAR}/trackingDevs?query=netst`)
    expect((netstar.json() as { data: { code: string }[] }).data.map((item) => item.code)).toEqual([
      'NETSTAR_RECOVERY',
      'NETSTAR_SUPREME',
    ])
    const none = await get(`${CAR}/trackingDevs?query=zzzz`)
    expect((none.json() as { data: unknown[] }).data).toEqual([])
  })

  it('excess: the voluntary excesses of the tables in force, none first', async () => {
    expect(await listOf('excess')).toEqual([
      { code: 'NONE', label: 'No voluntary excess', cents: 0 },
      { code: 'VOLUNTARY_2500', label: 'R2 500', cents: 250_000 },
      { code: 'VOLUNTARY_5000', label: 'R5 000', cents: 500_000 },
      { code: 'VOLUNTARY_10000', label: 'R10 000', cents: 1_000_000 },
    ])
  })

  it.each([
    'carUse',
    'relationTypes',
    'maritalStatuses',
    'trackingDevs',
    'colours',
    'licenseCodes',
    'carStatus',
    'excess',
  ])('%s: 401 without the rate token, 405 for a POST, 400 for a NUL in the query', async (name) => {
    await expectGetListRefusals(testApp.app, buyer, `${CAR}/${name}`)
  })
})

describe('GET …/full-sale/registration?regNumber', () => {
  const seeded = registrationSeeds()[1]!
  const lookup = (regNumber: string, as: Credentials = buyer, id = quote.hashedQuoteId) =>
    get(`${FULL_SALE}/registration?regNumber=${encodeURIComponent(regNumber)}&carFullSaleSessionId=${id}`, as)

  it('finds a registered car, however the number is spelt, with its province and colour', async () => {
    const response = await lookup('ca 123-456')
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as {
      data: Record<string, unknown> & { vehicle: Record<string, unknown> }
    }
    expect(data).toMatchObject({
      registration: 'CA123456',
      province: 'Western Cape',
      kind: 'STANDARD',
      found: true,
      message: null,
    })
    expect(data.vehicle).toMatchObject({ code: seeded.vehicleCode, year: seeded.year, colour: seeded.colour })
  })

  it('answers found false for a valid number the register does not know: the site searches instead', async () => {
    const response = await lookup('ZZZ 999 GP')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      registration: 'ZZZ999GP',
      province: 'Gauteng',
      kind: 'STANDARD',
      found: false,
      vehicle: null,
      message: REGISTRATION_NOT_FOUND_MESSAGE,
    })
  })

  it.each(['12345', 'ABC 123 XX', 'ABCL', '<b>CA1</b>', ''])(
    'refuses %j with the number plate sentence',
    async (text) => {
      const response = await lookup(text)
      expectErrorEnvelope(response, 400)
      expect(response.json().errors).toEqual([{ path: 'regNumber', message: REGISTRATION_INVALID_MESSAGE }])
    },
  )

  it('is 404 to another browser, and for a quote of another product', async () => {
    const other = await lookup('CA 123-456', stranger)
    expectErrorEnvelope(other, 404)
    expect(other.json().msg).toBe(UNKNOWN_QUOTE_MESSAGE)
    const funeral = await quoteClient(testApp.app, agent).startQuote('funeral')
    const notCar = await lookup('CA 123-456', agent, funeral.hashedQuoteId)
    expectErrorEnvelope(notCar, 404)
    expect(notCar.json().msg).toBe(NOT_A_CAR_QUOTE_MESSAGE)
  })

  it('is 400 without its parameters', async () => {
    expectErrorEnvelope(await get(`${FULL_SALE}/registration?regNumber=CA1`), 400)
    expectErrorEnvelope(
      await get(`${FULL_SALE}/registration?carFullSaleSessionId=${quote.hashedQuoteId}`),
      400,
    )
  })
})

type Premiums = {
  tableVersion: string
  premiums: { voluntaryExcessKey: string; premiumCents: number; excessCents: number; excessKey: string }[]
}

describe('POST …/full-sale/premiums', () => {
  const premiumsOf = async (hashedQuoteId: string) => {
    const response = await post(`${FULL_SALE}/premiums`, { carFullSaleSessionId: hashedQuoteId })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: Premiums }).data
  }

  it("a premium per voluntary excess on table v3; none is the quick quote's price", async () => {
    const { tableVersion, premiums } = await premiumsOf(quote.hashedQuoteId)
    expect(tableVersion).toBe('2026-11-v3')
    expect(premiums.map((option) => option.voluntaryExcessKey)).toEqual([
      'NONE',
      'VOLUNTARY_2500',
      'VOLUNTARY_5000',
      'VOLUNTARY_10000',
    ])
    expect(premiums[0]!.premiumCents).toBe(quote.premium)
    const amounts = premiums.map((option) => option.premiumCents)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    expect(amounts[3]).toBeLessThan(amounts[0]!)
    expect(premiums[1]!.excessCents - premiums[0]!.excessCents).toBe(250_000)
  })

  it('a tracking device answered on the quote lowers each premium', async () => {
    const tracked = await carQuote(
      testApp.app,
      agent,
      { [REF.trackingDevice]: { codes: [], values: { value: 'TRACKER_RETRIEVE' } } },
      buyer,
    )
    const without = (await premiumsOf(quote.hashedQuoteId)).premiums
    const withDevice = (await premiumsOf(tracked.hashedQuoteId)).premiums
    withDevice.forEach((option, i) => expect(option.premiumCents).toBeLessThan(without[i]!.premiumCents))
  })

  it.each([
    ['another browser', () => ({ carFullSaleSessionId: quote.hashedQuoteId }), 404],
    ['an unknown quote', () => ({ carFullSaleSessionId: 'nope' }), 404],
    ['no id', () => ({}), 400],
    ['a number for the id', () => ({ carFullSaleSessionId: 42 }), 400],
  ])('%s: %i', async (what, body, status) => {
    const response = await post(
      `${FULL_SALE}/premiums`,
      body(),
      what === 'another browser' ? stranger : buyer,
    )
    expectErrorEnvelope(response, status)
  })

  it("tells another browser the quote is unknown, and the owner of a funeral quote it is not a car's", async () => {
    const stranger404 = await post(
      `${FULL_SALE}/premiums`,
      { carFullSaleSessionId: quote.hashedQuoteId },
      stranger,
    )
    expect(stranger404.json().msg).toBe(UNKNOWN_QUOTE_MESSAGE)
    const funeral = await quoteClient(testApp.app, agent).startQuote('funeral')
    const notCar = await post(`${FULL_SALE}/premiums`, { carFullSaleSessionId: funeral.hashedQuoteId }, agent)
    expectErrorEnvelope(notCar, 404)
    expect(notCar.json().msg).toBe(NOT_A_CAR_QUOTE_MESSAGE)
  })
})

describe('POST …/full-sale/sourceUpdate', () => {
  const sourceOf = async (hashedQuoteId: string) =>
    testApp.app.db.select().from(quoteSources).where(eq(quoteSources.quoteHashedId, hashedQuoteId))

  it('records the source with its ucid, and keeps the latest word in one row', async () => {
    const first = await post(`${FULL_SALE}/sourceUpdate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      source: 'UCID',
      ucid: 'SPRING-2026_radio',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual({
      carFullSaleSessionId: quote.hashedQuoteId,
      source: 'UCID',
      ucid: 'SPRING-2026_radio',
    })
    const again = await post(`${FULL_SALE}/sourceUpdate`, {
      carFullSaleSessionId: quote.hashedQuoteId,
      source: 'DIRECT_TRAFFIC',
      ucid: 'ignored',
    })
    expect(again.statusCode).toBe(200)
    expect(await sourceOf(quote.hashedQuoteId)).toMatchObject([{ source: 'DIRECT_TRAFFIC', ucid: null }])
  })

  it.each([
    [{ source: 'UCID' }, 'ucid', UCID_REQUIRED_MESSAGE],
    [
      { source: 'RADIO' },
      'source',
      'Choose where the lead came from: ucid, direct traffic, agent or online.',
    ],
    [
      { source: 'UCID', ucid: 'a b' },
      'ucid',
      'A ucid is letters, digits, hyphens and underscores, at most 64.',
    ],
  ])('refuses %j on %s and stores nothing', async (change, path, message) => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const response = await post(`${FULL_SALE}/sourceUpdate`, {
      carFullSaleSessionId: fresh.hashedQuoteId,
      ...change,
    })
    expectErrorEnvelope(response, 400)
    expect(response.json().errors).toEqual([{ path, message }])
    expect(await sourceOf(fresh.hashedQuoteId)).toEqual([])
  })

  it.each([
    [{ ucid: 'CAMP42', agent: false, mustUseDirectTrafficUcid: false }, 'UCID', 'CAMP42'],
    [{ ucid: null, agent: false, mustUseDirectTrafficUcid: true }, 'DIRECT_TRAFFIC', null],
    [{ ucid: null, agent: false, mustUseDirectTrafficUcid: false }, 'ONLINE', null],
  ] as const)(
    "stores what BUY NOW sends for the visit %j (the domain's leadSourceOf): %s",
    async (visit, source, ucid) => {
      const fresh = await carQuote(testApp.app, agent, {}, buyer)
      const response = await post(`${FULL_SALE}/sourceUpdate`, {
        carFullSaleSessionId: fresh.hashedQuoteId,
        ...leadSourceOf(visit),
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(await sourceOf(fresh.hashedQuoteId)).toMatchObject([{ source, ucid }])
    },
  )

  it("records AGENT from an agent's session", async () => {
    const agents = await carQuote(testApp.app, agent)
    // What BUY NOW on the agents' pages sends (leadSourceOf of an agent's visit).
    const response = await post(
      `${FULL_SALE}/sourceUpdate`,
      {
        carFullSaleSessionId: agents.hashedQuoteId,
        ...leadSourceOf({ ucid: null, agent: true, mustUseDirectTrafficUcid: false }),
      },
      agent,
    )
    expect(response.statusCode).toBe(200)
    expect(await sourceOf(agents.hashedQuoteId)).toMatchObject([{ source: 'AGENT', ucid: null }])
  })

  it("refuses AGENT without an agent's session, and another browser's change", async () => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const claimed = await post(`${FULL_SALE}/sourceUpdate`, {
      carFullSaleSessionId: fresh.hashedQuoteId,
      source: 'AGENT',
    })
    expectErrorEnvelope(claimed, 403)
    expect(claimed.json().msg).toBe(AGENT_SOURCE_MESSAGE)
    const other = await post(
      `${FULL_SALE}/sourceUpdate`,
      { carFullSaleSessionId: fresh.hashedQuoteId, source: 'ONLINE' },
      stranger,
    )
    expectErrorEnvelope(other, 403)
    expect(other.json().msg).toBe(QUOTE_NOT_YOURS_MESSAGE)
    expect(await sourceOf(fresh.hashedQuoteId)).toEqual([])
  })
})

describe('POST …/full-sale/carManualDropoff', () => {
  const leadsOf = (hashedQuoteId: string) =>
    testApp.app.db.select().from(leads).where(eq(leads.quoteHashedId, hashedQuoteId))
  const CONTACT = { name: 'Sipho', surname: 'Dlamini', mobile: '082 123 4567', email: 'sipho@example.co.za' }
  const SLOT = { date: '2030-03-05', time: '10:15' }

  it('makes a call-centre lead naming the quote, and says when the call comes', async () => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const response = await post(`${FULL_SALE}/carManualDropoff`, {
      carFullSaleSessionId: fresh.hashedQuoteId,
      ...CONTACT,
      requestedSlot: SLOT,
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data as { hashedLeadId: string; expectedCallAt: string; message: string }
    // 5 March 2030 is a Tuesday: the slot asked is in the call centre's hours.
    expect(data.expectedCallAt).toBe('2030-03-05T08:15:00.000Z')
    expect(data.message).toBe('We will call you on 5 March 2030 at 10:15.')
    expect(await leadsOf(fresh.hashedQuoteId)).toMatchObject([
      {
        hashedId: data.hashedLeadId,
        source: 'CAR_MANUAL_DROPOFF',
        companyCode: 'IWYZE',
        productCode: 'car',
        quoteHashedId: fresh.hashedQuoteId,
        name: 'Sipho',
        surname: 'Dlamini',
        mobile: '0821234567',
        email: 'sipho@example.co.za',
        requestedSlotAt: new Date('2030-03-05T08:15:00.000Z'),
      },
    ])
  })

  it('without a slot: the next time in hours; again: the same lead, updated', async () => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const body = { carFullSaleSessionId: fresh.hashedQuoteId, ...CONTACT }
    const before = new Date()
    const first = await post(`${FULL_SALE}/carManualDropoff`, body)
    const data = first.json().data as { hashedLeadId: string; expectedCallAt: string; message: string }
    const expected = expectedCallAt(before, null)
    // Within the minute the call was made in.
    expect(Math.abs(new Date(data.expectedCallAt).getTime() - expected.getTime())).toBeLessThan(60_000)
    expect(data.message).toBe(expectedCallMessage(new Date(data.expectedCallAt)))
    const again = await post(`${FULL_SALE}/carManualDropoff`, {
      ...body,
      mobile: '0831234567',
      requestedSlot: SLOT,
    })
    expect(again.json().data.hashedLeadId).toBe(data.hashedLeadId)
    expect(await leadsOf(fresh.hashedQuoteId)).toMatchObject([{ mobile: '0831234567' }])
  })

  it.each([
    [{ name: '' }, 'name', 'Name and Surname must be valid'],
    [{ surname: '<b>x</b>' }, 'surname', 'Name and Surname must be valid'],
    [{ mobile: '123' }, 'mobile', 'Phone number must be valid'],
    [{ email: 'sipho@' }, 'email', 'Email must be valid'],
    [
      { requestedSlot: { date: '2030-02-30', time: '10:00' } },
      'requestedSlot.date',
      'Choose a day and a time for the call, as YYYY-MM-DD and HH:MM.',
    ],
  ])('refuses %j on %s and stores nothing', async (change, path, message) => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const response = await post(`${FULL_SALE}/carManualDropoff`, {
      carFullSaleSessionId: fresh.hashedQuoteId,
      ...CONTACT,
      ...change,
    })
    expectErrorEnvelope(response, 400)
    expect(response.json().errors).toEqual([{ path, message }])
    expect(await leadsOf(fresh.hashedQuoteId)).toEqual([])
  })

  it("refuses another browser's drop-off (403) and an unknown quote", async () => {
    const fresh = await carQuote(testApp.app, agent, {}, buyer)
    const other = await post(
      `${FULL_SALE}/carManualDropoff`,
      { carFullSaleSessionId: fresh.hashedQuoteId, ...CONTACT },
      stranger,
    )
    expectErrorEnvelope(other, 403)
    expect(await leadsOf(fresh.hashedQuoteId)).toEqual([])
    expectErrorEnvelope(
      await post(`${FULL_SALE}/carManualDropoff`, { carFullSaleSessionId: 'nope', ...CONTACT }),
      403,
    )
  })
})

describe('POST …/full-sale/letterNotification', () => {
  const FINANCE_HOUSE = { name: 'WesBank', email: 'cover@wesbank.example.co.za', accountNumber: '3301234567' }
  const lettersOf = async (policyNumber: string) => {
    const rows = await testApp.app.db
      .select({
        hashedId: documents.hashedId,
        kind: documents.kind,
        fileName: documents.fileName,
        source: documents.source,
        content: documents.content,
        emailTo: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.textBody,
      })
      .from(documents)
      .innerJoin(emailOutboxAttachments, eq(emailOutboxAttachments.documentHashedId, documents.hashedId))
      .innerJoin(emailOutbox, eq(emailOutbox.hashedId, emailOutboxAttachments.emailHashedId))
      .where(eq(documents.fileName, `confirmation-of-cover-${policyNumber}.pdf`))
    return rows
  }

  it('stores the letter as a document of the policy with its e-mail to the finance house, then draws it', async () => {
    const bought = await carQuote(testApp.app, agent, {}, buyer)
    const policyNumber = await withCarPolicy(testApp.app, bought.hashedQuoteId)
    const response = await post(`${FULL_SALE}/letterNotification`, {
      carFullSaleSessionId: bought.hashedQuoteId,
      financeHouse: FINANCE_HOUSE,
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data as { hashedDocumentId: string; policyNumber: string; sentTo: string }
    expect(data).toMatchObject({ policyNumber, sentTo: FINANCE_HOUSE.email })
    const [letter, ...others] = await lettersOf(policyNumber)
    expect(others).toEqual([])
    expect(letter).toMatchObject({
      hashedId: data.hashedDocumentId,
      kind: 'COVER_LETTER',
      emailTo: FINANCE_HOUSE.email,
      subject: `Confirmation of cover: policy ${policyNumber}`,
    })
    expect(letter!.source).toMatchObject({
      policyNumber,
      financeHouse: { name: 'WesBank', maskedAccountNumber: '*******567' },
    })
    // The whole finance account number is kept nowhere: the letter and its e-mail carry the mask.
    expect(JSON.stringify(letter)).not.toContain(FINANCE_HOUSE.accountNumber)
    expect(letter!.text).toContain(`noted as having an interest in it (finance account *******567)`)

    await testApp.app.documentRenderer.renderPending()
    const [drawn] = await testApp.app.db
      .select()
      .from(documents)
      .where(eq(documents.hashedId, data.hashedDocumentId))
    const text = await pdfText(drawn!.content!)
    expect(text).toContain('Confirmation of cover')
    expect(text).toContain(policyNumber)
  })

  it('the same finance house again: the letter already sent, nothing more stored', async () => {
    const bought = await carQuote(testApp.app, agent, {}, buyer)
    const policyNumber = await withCarPolicy(testApp.app, bought.hashedQuoteId)
    const body = { carFullSaleSessionId: bought.hashedQuoteId, financeHouse: FINANCE_HOUSE }
    const first = await post(`${FULL_SALE}/letterNotification`, body)
    const again = await post(`${FULL_SALE}/letterNotification`, body)
    expect(again.json().data.hashedDocumentId).toBe(first.json().data.hashedDocumentId)
    expect(await lettersOf(policyNumber)).toHaveLength(1)
  })

  it('is 409 before the policy is bought, storing nothing', async () => {
    const open = await carQuote(testApp.app, agent, {}, buyer)
    const response = await post(`${FULL_SALE}/letterNotification`, {
      carFullSaleSessionId: open.hashedQuoteId,
      financeHouse: FINANCE_HOUSE,
    })
    expectErrorEnvelope(response, 409)
    expect(response.json().msg).toBe(NO_POLICY_YET_MESSAGE)
  })

  it.each([
    [{ name: '' }, 'financeHouse.name', 'Enter the name of the bank or finance house.'],
    [{ email: 'wesbank' }, 'financeHouse.email', "Enter the finance house's e-mail address."],
    [
      { accountNumber: '12' },
      'financeHouse.accountNumber',
      'Enter the finance account number: letters, digits and hyphens.',
    ],
    [
      { accountNumber: '<b>1234</b>' },
      'financeHouse.accountNumber',
      'Enter the finance account number: letters, digits and hyphens.',
    ],
  ])('refuses %j on %s and stores nothing', async (change, path, message) => {
    const bought = await carQuote(testApp.app, agent, {}, buyer)
    const policyNumber = await withCarPolicy(testApp.app, bought.hashedQuoteId)
    const response = await post(`${FULL_SALE}/letterNotification`, {
      carFullSaleSessionId: bought.hashedQuoteId,
      financeHouse: { ...FINANCE_HOUSE, ...change },
    })
    expectErrorEnvelope(response, 400)
    expect(response.json().errors).toEqual([{ path, message }])
    expect(await lettersOf(policyNumber)).toEqual([])
  })

  it("refuses another browser's letter (403)", async () => {
    const bought = await carQuote(testApp.app, agent, {}, buyer)
    const policyNumber = await withCarPolicy(testApp.app, bought.hashedQuoteId)
    const response = await post(
      `${FULL_SALE}/letterNotification`,
      { carFullSaleSessionId: bought.hashedQuoteId, financeHouse: FINANCE_HOUSE },
      stranger,
    )
    expectErrorEnvelope(response, 403)
    expect(await lettersOf(policyNumber)).toEqual([])
  })
})
