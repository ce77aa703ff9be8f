import { describe, expect, it } from 'vitest'
import { API_KEY, createTestApp } from '../../../test/test-app.ts'

/** The Set-Cookie header of GET getToken for a browser without the cookie yet. */
async function xsrfCookieOf(secureCookies: boolean) {
  const testApp = await createTestApp({ secureCookies })
  try {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/global/auth/getToken',
      headers: { 'x-api-key': API_KEY },
    })
    expect(answer.statusCode).toBe(200)
    return String(answer.headers['set-cookie'])
  } finally {
    await testApp.close()
  }
}

describe('the XSRF-TOKEN cookie (DESIGN.md: Secure outside plain-HTTP local starts)', () => {
  it('is Secure, same-site and readable by the page when the server is reached over HTTPS', async () => {
    const cookie = await xsrfCookieOf(true)
    expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Lax$/)
  })

  it('is not Secure on a plain-HTTP local start (PLAIN_HTTP=1), where a browser would not send it back', async () => {
    const cookie = await xsrfCookieOf(false)
    expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/)
  })
})
