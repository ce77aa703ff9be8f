import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callbackPayload, newSession } from '../../test/form-fixtures.ts'
import { clientCredentials, createTestApp } from '../../test/test-app.ts'

// Issue 22: API answers that hold personal information must never be kept by a shared cache.

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>
beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

describe('API answers are private unless their route says they may be shared', () => {
  it('a call-back receipt (it carries the contact reference) is private, no-store', async () => {
    const hashedSessionId = await newSession(testApp.app, credentials)
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/wyzeapi/cc/submitCallback',
      headers: credentials.headers('POST'),
      payload: callbackPayload(hashedSessionId),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })

  it.each(['/wyzeapi/quote/getQuoteStatus/AAAAAAAAAAAA', '/wyzeapi/quote/resume-quote/AAAAAAAAAAAA'])(
    'a quote call (%s) is private, no-store, found or not',
    async (url) => {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })
      expect(answer.statusCode).toBeLessThan(500)
      expect(answer.headers['cache-control']).toBe('private, no-store')
    },
  )

  it('a public list keeps the caching its route gives it', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/wtf/getAccountTypes',
      headers: credentials.headers('GET'),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/)
  })
})
