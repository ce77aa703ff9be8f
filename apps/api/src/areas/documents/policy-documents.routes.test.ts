import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { policyDocumentSha256, summaryOf, type PolicyDocument } from '@insure/domain/policy-documents'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { quoteClient, shortTermBankDetails, walkQuote } from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { documents, policies, policyDocuments } from '../../db/schema/index.ts'
import { UNKNOWN_QUOTE_MESSAGE } from '../quote-owner/quote-owners.ts'

/**
 * Issue 25: each product's wording and terms, as JSON and PDF; a quote's key-information summary,
 * made from the wording and shown to the quote's owner only; the schedule's wording fingerprint.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>
let stranger: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
  stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
})
afterAll(() => testApp.close())

const get = (who: ReturnType<typeof quoteClient>, url: string) => who.call('GET', url)

describe('GET /wyzeapi/policy-documents/{product}/{kind}', () => {
  it("answers funeral's policy wording in effect, with its version, date and fingerprint", async () => {
    const response = await get(stranger, '/wyzeapi/policy-documents/funeral/policy-wording')
    expect(response.statusCode).toBe(200)
    const document = response.json().data as PolicyDocument & { sha256: string }
    expect(document).toMatchObject({
      productCode: 'funeral',
      kind: 'POLICY_WORDING',
      version: 'funeral-2026.1',
      effectiveDate: '2026-01-01',
      title: 'Funeral Cover: policy wording',
    })
    expect(document.sha256).toBe(policyDocumentSha256(document))
    expect(summaryOf(document, 'not-covered')).toContain('first six months (the waiting period)')
  })

  it('answers the terms', async () => {
    const response = await get(stranger, '/wyzeapi/policy-documents/car/terms')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      kind: 'TERMS',
      title: 'Car Insurance: terms and conditions',
    })
  })

  it.each([
    ['an unknown product', '/wyzeapi/policy-documents/boat/policy-wording'],
    ['an unknown kind', '/wyzeapi/policy-documents/funeral/brochure'],
  ])('refuses %s with 400 in the envelope', async (_case, url) => {
    const response = await get(stranger, url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: 'Some fields are missing or not valid.' })
  })

  it("serves the PDF under the company's letterhead: the life insurer for funeral", async () => {
    const response = await get(stranger, '/wyzeapi/policy-documents/funeral/policy-wording/pdf')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Funeral Cover: policy wording')
    expect(text).toContain('Version funeral-2026.1, in effect from 1 January 2026')
    expect(text).toContain(
      'Underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    )
    expect(text).toContain('FSP 47561')
    expect(text).not.toContain('non-life')
    const [row] = await testApp.db
      .select({ sha256: policyDocuments.sha256 })
      .from(policyDocuments)
      .where(eq(policyDocuments.version, 'funeral-2026.1'))
    expect(text).toContain(`SHA-256 of this text: ${row!.sha256}`)
  })

  it('draws a version once and serves the same file after', async () => {
    const first = await get(stranger, '/wyzeapi/policy-documents/funeral/terms/pdf')
    const second = await get(stranger, '/wyzeapi/policy-documents/funeral/terms/pdf')
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it("serves car's under the non-life insurer", async () => {
    const text = await pdfText((await get(stranger, '/wyzeapi/policy-documents/car/terms/pdf')).rawPayload)
    expect(text).toContain('Underwritten by iWYZE General Insurance Limited, a licensed non-life insurer')
  })
})

describe('a funeral policy bought', () => {
  let quote: Awaited<ReturnType<typeof client.startQuote>>

  beforeAll(async () => {
    quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'BANKING_DETAILS')
    const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await shortTermBankDetails(testApp.app),
    })
    expect(response.statusCode, response.body).toBe(200)
  })

  it('is sold on the wording in effect, its fingerprint and insurer on the schedule', async () => {
    const [policy] = await testApp.db
      .select()
      .from(policies)
      .where(eq(policies.quoteHashedId, quote.hashedQuoteId))
    expect(policy!.wordingVersion).toBe('funeral-2026.1')
    const [document] = await testApp.db
      .select()
      .from(documents)
      .where(eq(documents.policyHashedId, policy!.hashedId))
    const [wording] = await testApp.db
      .select({ sha256: policyDocuments.sha256 })
      .from(policyDocuments)
      .where(eq(policyDocuments.version, 'funeral-2026.1'))
    const schedule = document!.source as PolicySchedule
    expect(schedule.wording).toMatchObject({ version: 'funeral-2026.1', sha256: wording!.sha256 })
    expect(schedule.insurer).toEqual({
      kind: 'life',
      name: 'iWYZE Life Assurance Company (RF) Limited',
      address: 'Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405',
      fspNumber: '47561',
    })
  })

  it('gives its owner the key information, from the wording it was sold on', async () => {
    const response = await get(client, `/wyzeapi/quote/key-information/${quote.hashedQuoteId}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const summary = response.json().data as {
      sections: { heading: string; paragraphs: string[] }[]
      wording: { version: string; sha256: string }
    }
    const wording = (await get(client, '/wyzeapi/policy-documents/funeral/policy-wording')).json().data
    expect(summary.wording).toEqual({
      version: 'funeral-2026.1',
      effectiveDate: '2026-01-01',
      sha256: wording.sha256,
    })
    const text = summary.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n')
    for (const topic of ['covered', 'not-covered', 'paying', 'claiming', 'cancelling'] as const) {
      expect(text).toContain(summaryOf(wording, topic))
    }
    expect(text).toContain('The policyholder is Thandiwe Mokoena.')
    expect(text).toMatch(/We collect it on day 25 of each month, first on \d+ \w+ \d{4}\./)
    expect(text).toContain(
      'underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    )
  })

  it('refuses the key information to another browser, as if the quote did not exist', async () => {
    const response = await get(stranger, `/wyzeapi/quote/key-information/${quote.hashedQuoteId}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_QUOTE_MESSAGE })
    expect(response.body).not.toContain('Thandiwe')
  })
})

describe('the key information of a quote whose premium is not accepted yet', () => {
  it('is 404: there is no price to summarise', async () => {
    const quote = await client.startQuote('funeral')
    await walkQuote(client, quote, 'PREMIUM')
    const response = await get(client, `/wyzeapi/quote/key-information/${quote.hashedQuoteId}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: 'Not found.' })
  })
})
