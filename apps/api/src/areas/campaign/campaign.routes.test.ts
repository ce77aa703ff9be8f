import { COMPANY_CODES } from '@insure/domain/catalogue'
import { parseSaIdNumber } from '@insure/domain/sa-id'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OVERSIZED_TEXT,
  SCRIPT,
  UNREADABLE_BODIES,
  expectErrorEnvelope,
  postRaw,
} from '../../../test/bad-bodies.ts'
import { testIdNumber } from '../../../test/form-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { CAMPAIGN_SEED_ID_NUMBERS, CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER } from '../../../seed/campaign.ts'
import { testConfig } from '../../config.ts'
import { campaignMembers, campaignOptIns } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { ALREADY_OPTED_IN_MESSAGE, NOT_IN_CAMPAIGN_MESSAGE } from './campaign.routes.ts'
import { idNumberDigest } from './id-number-digest.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  // Far more look-ups than one visitor may make in a minute (10): the limit has its own test
  // (plugins/rate-limits.test.ts).
  testApp = await createTestApp({ campaignStatusLimitPerMinute: 10_000 })
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const IWYZE = CAMPAIGN_SEED_ID_NUMBERS.IWYZE
const OM = CAMPAIGN_SEED_ID_NUMBERS.OM

function status(zaIdNumber: string, companyCode = 'IWYZE', campaignCode = 'FREE_LIFE') {
  const query = new URLSearchParams({ campaignCode, zaIdNumber, companyCode })
  return testApp.app.inject({
    method: 'GET',
    url: `/wyzeapi/contact/campaignStatus?${query}`,
    headers: credentials.headers('GET'),
  })
}

async function statusOf(zaIdNumber: string, companyCode = 'IWYZE'): Promise<string> {
  const response = await status(zaIdNumber, companyCode)
  expect(response.statusCode).toBe(200)
  return response.json().data.status
}

const beneficiary = {
  BENEFICIARY_NAME: 'Lerato Mokoena',
  BENEFICIARY_DOB: '1990-07-04',
  BENEFICIARY_EMAIL: 'lerato@example.co.za',
  BENEFICIARY_PHONE: '082 123 4567',
  BENEFICIARY_RELATION: 'Sister',
}

function optIn(
  zaIdNumber: string,
  companyCode = 'IWYZE',
  additionalData: Record<string, unknown> = beneficiary,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/wyzeapi/contact/campaignOptIn',
    headers: credentials.headers('POST'),
    payload: { campaignCode: 'FREE_LIFE', companyCode, zaIdNumber, additionalData },
  })
}

describe('seeded campaign lists', () => {
  it('hold valid ID numbers, some on both lists and some on one', () => {
    for (const company of COMPANY_CODES) {
      const { eligible, tooOld, tooYoung, otherCompanyOnly } = CAMPAIGN_SEED_ID_NUMBERS[company]
      expect(eligible.length).toBeGreaterThanOrEqual(2)
      for (const id of [...eligible, tooOld, tooYoung, otherCompanyOnly])
        expect(parseSaIdNumber(id), id).not.toBeNull()
    }
    expect(parseSaIdNumber(CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER)).not.toBeNull()
    const shared = IWYZE.eligible.filter((id) => OM.eligible.includes(id))
    expect(shared.length).toBeGreaterThanOrEqual(1)
    expect(IWYZE.eligible.filter((id) => !OM.eligible.includes(id)).length).toBeGreaterThanOrEqual(1)
  })

  it('are stored as HMAC digests under TOKEN_SECRET, never as ID numbers', async () => {
    const rows = await testApp.db.select().from(campaignMembers)
    const stored = JSON.stringify(rows)
    for (const company of COMPANY_CODES) {
      const { eligible, tooOld, tooYoung } = CAMPAIGN_SEED_ID_NUMBERS[company]
      const onList = [...eligible, tooOld, tooYoung]
      const digests = rows.filter((row) => row.companyCode === company).map((row) => row.idNumberDigest)
      expect(digests.sort()).toEqual(onList.map((id) => idNumberDigest(testConfig().tokenSecret, id)).sort())
      for (const id of onList) expect(stored).not.toContain(id)
    }
    expect(idNumberDigest('another-secret-of-at-least-32-chars', IWYZE.eligible[0]!)).not.toBe(
      idNumberDigest(testConfig().tokenSecret, IWYZE.eligible[0]!),
    )
  })
})

describe('GET /wyzeapi/contact/campaignStatus (forms spec §7)', () => {
  it.each(COMPANY_CODES)('%s: every eligible ID number is IN_CAMPAIGN', async (company) => {
    for (const id of CAMPAIGN_SEED_ID_NUMBERS[company].eligible)
      expect(await statusOf(id, company), id).toBe('IN_CAMPAIGN')
  })

  it.each([
    ['IWYZE', 'too old for the rule although on the list', IWYZE.tooOld],
    ['IWYZE', 'too young for the rule although on the list', IWYZE.tooYoung],
    ['IWYZE', "on the other company's list only", IWYZE.otherCompanyOnly],
    ['IWYZE', 'on no list', CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER],
    ['OM', 'too old for the rule although on the list', OM.tooOld],
    ['OM', 'too young for the rule although on the list', OM.tooYoung],
    ['OM', "on the other company's list only", OM.otherCompanyOnly],
    ['OM', 'a valid number nobody listed', testIdNumber('010203', '0001')],
  ])('%s: NOT_IN_CAMPAIGN for an ID number %s', async (company, _, id) => {
    expect(await statusOf(id, company)).toBe('NOT_IN_CAMPAIGN')
  })

  it('is never kept in a client cache', async () => {
    const response = await status(IWYZE.eligible[0]!)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it.each([
    [
      'a wrong control digit',
      `${IWYZE.eligible[0]!.slice(0, 12)}${(Number(IWYZE.eligible[0]!.at(-1)) + 1) % 10}`,
    ],
    ['12 digits', IWYZE.eligible[0]!.slice(0, 12)],
    ['letters', 'ABCDEFGHIJKLM'],
    ['nothing', ''],
  ])('answers 400 "Id Number must be valid" for %s', async (_, id) => {
    const response = await status(id)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: 'zaIdNumber', message: 'Id Number must be valid' }],
    })
  })

  it.each([
    ['campaign', () => status(IWYZE.eligible[0]!, 'IWYZE', 'SUMMER'), 'campaignCode', 'Unknown campaign'],
    ['company', () => status(IWYZE.eligible[0]!, 'ACME'), 'companyCode', 'Unknown company'],
  ])('answers 400 for an unknown %s', async (_, call, path, message) => {
    const response = await call()
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, errors: [{ path, message }] })
  })
})

describe('POST /wyzeapi/contact/campaignOptIn (forms spec §7)', () => {
  it('opts an eligible ID number in with its beneficiary; the next status is ALREADY_OPTED_IN', async () => {
    const id = IWYZE.eligible[2]!
    const response = await optIn(id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: {
        reference: expect.stringMatching(/^[\w-]{22}$/),
        coverCents: 2_000_000,
        cover: '20 000.00',
        coverEndDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      },
    })
    const rows = await testApp.db.select().from(campaignOptIns).where(eq(campaignOptIns.zaIdNumber, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      hashedId: response.json().data.reference,
      campaignCode: 'FREE_LIFE',
      companyCode: 'IWYZE',
      beneficiary: { ...beneficiary, BENEFICIARY_PHONE: '+27821234567' },
    })
    expect(await statusOf(id)).toBe('ALREADY_OPTED_IN')
  })

  it('counts an opt-in per company: the same person may still opt in with the other company', async () => {
    const shared = IWYZE.eligible[0]!
    expect(OM.eligible).toContain(shared)
    expect((await optIn(shared, 'IWYZE')).statusCode).toBe(200)
    expect(await statusOf(shared, 'IWYZE')).toBe('ALREADY_OPTED_IN')
    expect(await statusOf(shared, 'OM')).toBe('IN_CAMPAIGN')
    expect((await optIn(shared, 'OM')).statusCode).toBe(200)
    expect(await statusOf(shared, 'OM')).toBe('ALREADY_OPTED_IN')
  })

  it('answers 409 to a second opt-in of the same ID number, and keeps the first', async () => {
    const id = OM.eligible[3]!
    expect((await optIn(id, 'OM')).statusCode).toBe(200)
    const again = await optIn(id, 'OM', { ...beneficiary, BENEFICIARY_NAME: 'Someone Else' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ code: 409, msg: ALREADY_OPTED_IN_MESSAGE })
    const rows = await testApp.db
      .select()
      .from(campaignOptIns)
      .where(and(eq(campaignOptIns.zaIdNumber, id), eq(campaignOptIns.companyCode, 'OM')))
    expect(rows.map((row) => row.beneficiary.BENEFICIARY_NAME)).toEqual(['Lerato Mokoena'])
  })

  it('stores one opt-in of 10 concurrent ones; the others are told it has opted in already', async () => {
    const id = OM.eligible[4]!
    const responses = await Promise.all(Array.from({ length: 10 }, () => optIn(id, 'OM')))
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, ...Array(9).fill(409)])
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().msg).toBe(ALREADY_OPTED_IN_MESSAGE)
    const rows = await testApp.db.select().from(campaignOptIns).where(eq(campaignOptIns.zaIdNumber, id))
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['on no list', CAMPAIGN_SEED_NOT_LISTED_ID_NUMBER],
    ['too old', IWYZE.tooOld],
    ["on the other company's list", IWYZE.otherCompanyOnly],
  ])('answers 409 for an ID number %s, and stores nothing', async (_, id) => {
    const response = await optIn(id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 409, msg: NOT_IN_CAMPAIGN_MESSAGE })
    expect(
      await testApp.db.select().from(campaignOptIns).where(eq(campaignOptIns.zaIdNumber, id)),
    ).toHaveLength(0)
  })

  it('takes an ID number instead of a date of birth for the beneficiary', async () => {
    const response = await optIn(IWYZE.eligible[3]!, 'IWYZE', {
      ...beneficiary,
      BENEFICIARY_DOB: '',
      BENEFICIARY_ID: testIdNumber('900704', '0111'),
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['BENEFICIARY_NAME', { BENEFICIARY_NAME: 'Al' }, 'Name must be at least 3 characters'],
    [
      'BENEFICIARY_NAME',
      { BENEFICIARY_NAME: '<script>alert(1)</script>' },
      'Name must be at least 3 characters',
    ],
    ['BENEFICIARY_DOB', { BENEFICIARY_DOB: '' }, 'Enter an ID number or a date of birth'],
    ['BENEFICIARY_DOB', { BENEFICIARY_DOB: '2990-01-01' }, 'Date of birth must be valid'],
    ['BENEFICIARY_ID', { BENEFICIARY_ID: '1234567890123' }, 'Id Number must be valid'],
    ['BENEFICIARY_EMAIL', { BENEFICIARY_EMAIL: 'lerato@' }, 'Email must be valid'],
    ['BENEFICIARY_PHONE', { BENEFICIARY_PHONE: '0000000000' }, 'Phone number must be valid'],
    ['BENEFICIARY_RELATION', { BENEFICIARY_RELATION: '' }, 'Select a relation'],
  ])('answers 400 for the beneficiary: %s %j → %s', async (field, change, message) => {
    const id = IWYZE.eligible[4]!
    const response = await optIn(id, 'IWYZE', { ...beneficiary, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: `additionalData.${field}`, message }],
    })
    expect(await statusOf(id)).toBe('IN_CAMPAIGN')
  })

  it('answers 400 for an invalid ID number or an unknown campaign', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wyzeapi/contact/campaignOptIn',
      headers: credentials.headers('POST'),
      payload: {
        campaignCode: 'SUMMER',
        companyCode: 'IWYZE',
        zaIdNumber: '123',
        additionalData: beneficiary,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'campaignCode', message: 'Unknown campaign' },
      { path: 'zaIdNumber', message: 'Id Number must be valid' },
    ])
  })
})

describe('GET /documents/free-life-policy-wording.pdf', () => {
  it('downloads a PDF policy wording without an API key', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/documents/free-life-policy-wording.pdf',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="free-life-cover-policy-wording.pdf"',
    )
    expect(response.headers['cache-control']).toMatch(/^public/)
    const pdf = response.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/)
    const text = await pdfText(pdf)
    for (const phrase of [
      'Free life cover',
      'R20 000',
      'three months',
      'Who is covered',
      'What is not covered',
      'suicide',
      'How to claim',
      'iWYZE',
      // Issue 25: life cover, under the company's life insurer from its configuration.
      'Underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
      'This free life cover is underwritten by iWYZE Life Assurance Company (RF) Limited',
      'FSP 47561',
    ])
      expect(text, phrase).toContain(phrase)
    expect(text).not.toMatch(/FSP 00000|demonstration/)
    expect(text).not.toMatch(/\b(error|undefined|NaN|null)\b/i)
  })

  it('is rendered once and served from memory after that', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/documents/free-life-policy-wording.pdf' })
    const second = await testApp.app.inject({ method: 'GET', url: '/documents/free-life-policy-wording.pdf' })
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
  })
})

describe('bad input of every sort: a 4xx envelope, nothing stored, and the next request still served', () => {
  const id = IWYZE.eligible[1]!
  const body = (change: Record<string, unknown> = {}, beneficiaryChange: Record<string, unknown> = {}) =>
    JSON.stringify({
      campaignCode: 'FREE_LIFE',
      companyCode: 'IWYZE',
      zaIdNumber: id,
      additionalData: { ...beneficiary, ...beneficiaryChange },
      ...change,
    })

  it.each([
    ...UNREADABLE_BODIES,
    { name: 'a 101 KB body', raw: body({}, { BENEFICIARY_NAME: OVERSIZED_TEXT }), status: 413 },
    { name: 'a number for the ID number', raw: body({ zaIdNumber: 8506155009087 }), status: 400 },
    { name: 'a list for the beneficiary', raw: body({ additionalData: [beneficiary] }), status: 400 },
    { name: 'an object for a phone number', raw: body({}, { BENEFICIARY_PHONE: { n: 1 } }), status: 400 },
    { name: 'a script in the beneficiary name', raw: body({}, { BENEFICIARY_NAME: SCRIPT }), status: 400 },
    { name: 'a script for the relation', raw: body({}, { BENEFICIARY_RELATION: SCRIPT }), status: 400 },
  ])('campaignOptIn: $name → $status', async ({ raw, status: expected }) => {
    expectErrorEnvelope(
      await postRaw(testApp.app, credentials, '/wyzeapi/contact/campaignOptIn', raw),
      expected,
    )
    expect(await testApp.db.select().from(campaignOptIns).where(eq(campaignOptIns.zaIdNumber, id))).toEqual(
      [],
    )
    expect(await statusOf(id)).toBe('IN_CAMPAIGN')
  })

  it.each([
    ['a script for the ID number', { zaIdNumber: SCRIPT }],
    ['an ID number of 5,000 digits', { zaIdNumber: '8'.repeat(5000) }],
    ['a script for the campaign', { campaignCode: SCRIPT }],
  ])('campaignStatus: %s → 400', async (_name, change) => {
    const query = new URLSearchParams({
      campaignCode: 'FREE_LIFE',
      zaIdNumber: id,
      companyCode: 'IWYZE',
      ...change,
    })
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/wyzeapi/contact/campaignStatus?${query}`,
      headers: credentials.headers('GET'),
    })
    expectErrorEnvelope(response, 400)
    expect(await statusOf(id)).toBe('IN_CAMPAIGN')
  })
})
