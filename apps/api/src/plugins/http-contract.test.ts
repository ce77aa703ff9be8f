import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY, clientCredentials, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testConfig } from '../config.ts'
import { sessions } from '../db/schema/index.ts'
import { CHECK_MESSAGES } from './client-checks.ts'
import { MESSAGES } from './envelope.ts'
import { issueRateToken, RATE_TOKEN_TTL_S } from './rate-token.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: TestApp
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  app = testApp.app
  credentials = await clientCredentials(app)
})
afterAll(() => testApp.close())

const validSession = { location: 'http://localhost:3000/', browser: 'Mozilla/5.0', operatingSystem: 'Linux' }

describe('GET /global/auth/getToken', () => {
  it('answers a rate token valid for 900 s in the envelope and sets the XSRF cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/global/auth/getToken',
      headers: { 'x-api-key': API_KEY },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ code: 200, data: { expiresIn: 900 } })
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN')
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookie?.httpOnly).toBeFalsy()
  })

  it('refuses a call without the API key', async () => {
    const response = await app.inject({ method: 'GET', url: '/global/auth/getToken' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, msg: CHECK_MESSAGES.apiKey })
  })
})

describe('refusals on /wyzeapi calls, each in the JSON envelope', () => {
  const cases: {
    name: string
    headers: () => Record<string, string>
    payload?: string
    status: number
    msg: string
  }[] = [
    {
      name: 'no API key',
      headers: () => omit(credentials.headers(), 'x-api-key'),
      status: 401,
      msg: CHECK_MESSAGES.apiKey,
    },
    {
      name: 'a wrong API key',
      headers: () => ({ ...credentials.headers(), 'x-api-key': 'someone-else' }),
      status: 401,
      msg: CHECK_MESSAGES.apiKey,
    },
    {
      name: 'no rate token',
      headers: () => omit(credentials.headers(), 'x-rate-token'),
      status: 401,
      msg: CHECK_MESSAGES.rateToken,
    },
    {
      name: 'a forged rate token',
      headers: () => ({
        ...credentials.headers(),
        'x-rate-token': issueRateToken('another-secret-of-32-characters!!').token,
      }),
      status: 401,
      msg: CHECK_MESSAGES.rateToken,
    },
    {
      name: 'an expired rate token',
      headers: () => ({
        ...credentials.headers(),
        'x-rate-token': issueRateToken(testSecret(), Date.now() - (RATE_TOKEN_TTL_S + 1) * 1000).token,
      }),
      status: 401,
      msg: CHECK_MESSAGES.rateToken,
    },
    {
      name: 'no XSRF header',
      headers: () => omit(credentials.headers(), 'x-xsrf-token'),
      status: 403,
      msg: CHECK_MESSAGES.xsrf,
    },
    {
      name: 'an XSRF header that does not match the cookie',
      headers: () => ({ ...credentials.headers(), 'x-xsrf-token': 'abc.def' }),
      status: 403,
      msg: CHECK_MESSAGES.xsrf,
    },
    {
      name: 'an unsigned XSRF cookie echoed in the header',
      headers: () => ({ ...credentials.headers(), 'x-xsrf-token': 'abc.def', cookie: 'XSRF-TOKEN=abc.def' }),
      status: 403,
      msg: CHECK_MESSAGES.xsrf,
    },
    {
      name: 'malformed JSON',
      headers: () => ({ ...credentials.headers(), 'content-type': 'application/json' }),
      payload: '{"location": ',
      status: 400,
      msg: MESSAGES.invalidJson,
    },
    {
      name: 'a body that is not JSON',
      headers: () => ({ ...credentials.headers(), 'content-type': 'application/xml' }),
      payload: '<session/>',
      status: 415,
      msg: MESSAGES.unsupportedMediaType,
    },
    {
      name: 'a 200 KB body',
      headers: () => ({ ...credentials.headers(), 'content-type': 'application/json' }),
      payload: JSON.stringify({ location: 'x'.repeat(200 * 1024) }),
      status: 413,
      msg: MESSAGES.bodyTooLarge,
    },
  ]

  it.each(cases)('answers $status to $name and stores nothing', async ({ headers, payload, status, msg }) => {
    const before = await countSessions()
    const response = await app.inject({
      method: 'POST',
      url: '/wyzeapi/session/create',
      headers: { 'content-type': 'application/json', ...headers() },
      payload: payload ?? JSON.stringify(validSession),
    })
    expect(response.statusCode).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ code: status, msg })
    expect(await countSessions()).toBe(before)
  })

  it('answers 400 with per-field errors for a body of the wrong types', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wyzeapi/session/create',
      headers: credentials.headers(),
      payload: { location: 42, featureFlags: 'legal', companyCode: 'ACME' },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe(400)
    expect(body.msg).toBe(MESSAGES.validation)
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'companyCode',
      'featureFlags',
      'location',
    ])
    for (const error of body.errors) expect(error.message).toEqual(expect.any(String))
  })

  it('answers a JSON 404 for an unknown /wyzeapi path', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wyzeapi/no/such/thing',
      headers: credentials.headers('GET'),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: MESSAGES.notFound })
  })

  it('never answers with a stack trace or HTML for odd input', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '{"__proto__": {"x": 1}}',
      '{"location": "<script>alert(1)</script>"}',
      '1e999',
    ]
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/wyzeapi/session/create',
        headers: { ...credentials.headers(), 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBeLessThan(500)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/)
    }
  })
})

describe('security headers', () => {
  it('sends a same-origin content security policy and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    // An API answer is JSON: no scripts, so no nonce (pages get theirs: e2e/home.spec.ts).
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('nonce-')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    // No referrer to other sites; the site's own form posts keep their Origin (issue 17).
    expect(response.headers['referrer-policy']).toBe('same-origin')
  })

  it.each([
    { answer: 'the health check', method: 'GET', url: '/health', status: 200 },
    { answer: 'a refused /wyzeapi call', method: 'POST', url: '/wyzeapi/session/create', status: 401 },
    { answer: 'a content call without its token', method: 'GET', url: '/api/config/', status: 401 },
    { answer: 'the OpenAPI document', method: 'GET', url: '/docs/json', status: 200 },
    { answer: 'a supplier list', method: 'GET', url: '/supplier/glasfit', status: 200 },
    { answer: 'an unknown path', method: 'GET', url: '/no-such-thing', status: 404 },
  ] as const)(
    'denies the browser features the site does not use, keeping geolocation for itself: $answer',
    async ({ method, url, status }) => {
      const response = await app.inject({ method, url })
      expect(response.statusCode).toBe(status)
      const policy = Object.fromEntries(
        String(response.headers['permissions-policy'])
          .split(',')
          .map((directive) => directive.trim().split('=')),
      )
      // The supplier map uses the device position (shell spec §2); nothing uses the others.
      expect(policy).toMatchObject({
        geolocation: '(self)',
        camera: '()',
        microphone: '()',
        payment: '()',
        usb: '()',
        'display-capture': '()',
      })
    },
  )
})

describe('GET /health', () => {
  it('checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: { status: 'ok', database: expect.stringMatching(/pglite|postgres/) },
    })
  })
})

describe('OpenAPI at /docs', () => {
  it('documents the calls from the same schemas that validate them', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/global/auth/getToken',
        '/wyzeapi/session/create',
        '/wyzeapi/session/update',
        '/health',
      ]),
    )
    const body = document.paths['/wyzeapi/session/update'].put.requestBody.content['application/json'].schema
    expect(body.required).toContain('hashedSessionId')
  })

  it('serves the documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('per-client rate limiting', () => {
  it('answers 429 in the envelope once a client passes its limit', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/global/auth/getToken',
          headers: { 'x-api-key': API_KEY },
        })
        statuses.push(response.statusCode)
        if (response.statusCode === 429)
          expect(response.json()).toEqual({ code: 429, msg: MESSAGES.tooManyRequests })
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // Pages and static files are not counted against the API limit.
      expect((await limited.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

function omit(headers: Record<string, string>, name: string) {
  const { [name]: _removed, ...rest } = headers
  return rest
}

function testSecret() {
  return testConfig().tokenSecret
}

function countSessions(): Promise<number> {
  return testApp.db.$count(sessions)
}
