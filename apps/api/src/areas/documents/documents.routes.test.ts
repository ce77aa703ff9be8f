import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { issueTestSchedule, ownTestPolicy, quoteOfTestPolicy } from '../../../test/document-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { API_KEY, clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { documents } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'

const testApp = await createTestApp()
const { app, db } = testApp
afterAll(() => testApp.close())
const credentials = await clientCredentials(app)
const issued = await issueTestSchedule(app)
// The browser that bought it: its owner credential goes with every download below.
const owner = await ownTestPolicy(app, issued.policyHashedId)
const quoteHashedId = await quoteOfTestPolicy(db, issued.policyHashedId)
const ownersHeaders = (headers: Record<string, string>) => ({ ...headers, cookie: owner })

const download = (hashedDocumentId: string, headers = ownersHeaders(credentials.headers('GET'))) =>
  app.inject({ method: 'GET', url: `/wyzeapi/documents/${hashedDocumentId}`, headers })

describe('GET /wyzeapi/documents/{hashedDocumentId}', () => {
  it('downloads the policy schedule as it was issued, kept by no cache', async () => {
    const response = await download(issued.documentHashedId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="policy-schedule-IWFUN-000123.pdf"',
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.rawPayload.equals(issued.pdf)).toBe(true)
    expect(await pdfText(response.rawPayload)).toContain('Your policy number is IWFUN-000123.')
  })

  it('is stored as a document of its policy, with the wording version it was sold on', async () => {
    const [row] = await db.select().from(documents).where(eq(documents.hashedId, issued.documentHashedId))
    expect(row).toMatchObject({
      policyHashedId: issued.policyHashedId,
      kind: 'POLICY_SCHEDULE',
      wordingVersion: 'funeral-2026.1',
      contentType: 'application/pdf',
      fileName: 'policy-schedule-IWFUN-000123.pdf',
    })
    expect(row!.content!.equals(issued.pdf)).toBe(true)
  })

  it.each([
    ['an id that names no document', newHashedId()],
    ['an id too short', 'abc'],
    ['an id too long', 'A'.repeat(40)],
    ['characters no id has', `${'A'.repeat(20)}%2B%2B`],
    ['a path up the tree', '..%2F..%2Fetc%2Fpasswd'],
    ['a quote', "x'%20or%201=1--"],
  ])('answers 404 in the envelope for %s', async (_case, hashedDocumentId) => {
    const response = await download(hashedDocumentId)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ code: 404, msg: 'Not found.' })
  })

  it('answers 400 for a NUL in the id, like every path parameter (the input guard)', async () => {
    const response = await download('abc%00def')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400 })
  })

  it.each([
    ['without the API key', ownersHeaders({ 'x-rate-token': credentials.token })],
    ['without the rate token', ownersHeaders({ 'x-api-key': API_KEY })],
  ])('is refused %s, as every /wyzeapi call', async (_case, headers) => {
    const response = await download(issued.documentHashedId, headers)
    expect(response.statusCode).toBe(401)
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).not.toBe('%PDF-')
  })
})

describe("a policy's documents are its quote owner's alone (issue 22)", () => {
  const schedule = (quote: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/wyzeapi/quote/policy-schedule/${quote}`, headers })

  it('serves the schedule of a bought quote to its owner by the quote alone, no document id in the address', async () => {
    const response = await schedule(quoteHashedId, ownersHeaders(credentials.headers('GET')))
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex')
    expect(response.rawPayload.equals(issued.pdf)).toBe(true)
  })

  it.each([
    ['no cookie at all', { ...credentials.headers('GET'), cookie: '' }],
    ["another browser's credential", { ...credentials.headers('GET'), cookie: 'quote-owner=someone.else' }],
  ])('answers 404 to %s, by the document or by the quote, as if it did not exist', async (_case, headers) => {
    for (const response of [
      await download(issued.documentHashedId, headers),
      await schedule(quoteHashedId, headers),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).not.toBe('%PDF-')
    }
  })

  it("answers 404 to the owner of another quote asking for this one's schedule", async () => {
    const other = await issueTestSchedule(app)
    const otherOwner = await ownTestPolicy(app, other.policyHashedId)
    const headers = { ...credentials.headers('GET'), cookie: otherOwner }
    expect((await download(issued.documentHashedId, headers)).statusCode).toBe(404)
    expect((await schedule(quoteHashedId, headers)).statusCode).toBe(404)
    expect((await download(other.documentHashedId, headers)).statusCode).toBe(200)
  })
})
