import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodedSpellings } from '../../test/encoded-paths.ts'
import { rawRequest, type RawAnswer } from '../../test/raw-http.ts'
import { API_KEY, clientCredentials, createTestApp } from '../../test/test-app.ts'
import { CHECK_MESSAGES } from './client-checks.ts'
import { MESSAGES } from './envelope.ts'

// Issue 17: the API key, rate token, XSRF, rate-limit and security-header checks tested the raw URL
// while the router decodes it, so `/%77yzeapi/session/create` was answered without credentials.
// These requests go over a real socket: inject would resolve the dot segments on the way.

let testApp: Awaited<ReturnType<typeof createTestApp>>
let base: string
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  await testApp.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const SESSION_BODY = JSON.stringify({
  location: '/',
  browser: 'curl',
  operatingSystem: 'Linux',
  companyCode: 'IWYZE',
})
const JSON_BODY = { 'content-type': 'application/json' }
const CAMPAIGN_QUERY = '?campaignCode=FREE_LIFE&companyCode=IWYZE&zaIdNumber=8001015009087'

type Case = {
  name: string
  method: 'GET' | 'POST'
  path: string
  query?: string
  headers?: () => Record<string, string>
  body?: string
}

/** Every prefix the guards decide by, sent with less than its credentials (or none, where none are needed). */
const CASES: Case[] = [
  {
    name: 'session create, no credentials',
    method: 'POST',
    path: '/wyzeapi/session/create',
    headers: () => JSON_BODY,
    body: SESSION_BODY,
  },
  {
    name: 'session create, the API key only',
    method: 'POST',
    path: '/wyzeapi/session/create',
    headers: () => ({ ...JSON_BODY, 'x-api-key': API_KEY }),
    body: SESSION_BODY,
  },
  {
    name: 'session create, no XSRF header',
    method: 'POST',
    path: '/wyzeapi/session/create',
    headers: () => ({ ...JSON_BODY, ...credentials.headers('GET') }),
    body: SESSION_BODY,
  },
  {
    name: 'campaign status, no credentials',
    method: 'GET',
    path: '/wyzeapi/contact/campaignStatus',
    query: CAMPAIGN_QUERY,
  },
  { name: 'an unknown product API path', method: 'GET', path: '/wyzeapi/no/such/thing' },
  { name: 'getToken, no API key', method: 'GET', path: '/global/auth/getToken' },
  { name: 'content configuration, no token', method: 'GET', path: '/api/config/' },
  { name: 'a content page, no token', method: 'GET', path: '/api/pages/home/' },
  { name: 'health', method: 'GET', path: '/health' },
  { name: 'the OpenAPI document', method: 'GET', path: '/docs/json' },
  { name: 'purge, not in test mode', method: 'POST', path: '/purge-server-cache' },
]

function send(testCase: Case, path: string): Promise<RawAnswer> {
  return rawRequest(base, {
    method: testCase.method,
    path: `${path}${testCase.query ?? ''}`,
    headers: testCase.headers?.() ?? {},
    ...(testCase.body ? { body: testCase.body } : {}),
  })
}

/** What must not differ between two spellings of one path: the answer and the headers the guards set. */
function seen(answer: RawAnswer) {
  return {
    status: answer.status,
    body: answer.body,
    contentType: answer.headers['content-type'],
    // Nonces differ from answer to answer; whether there are any does not.
    contentSecurityPolicy: answer.headers['content-security-policy']?.replace(/'nonce-[^']+'/g, "'nonce'"),
    noSniff: answer.headers['x-content-type-options'],
    rateLimit: answer.headers['x-ratelimit-limit'],
  }
}

/** What a spelling the router does not route gets: the envelope's 404 (Django REST's under /api/). */
const NOT_ROUTED = [
  JSON.stringify({ code: 404, msg: MESSAGES.notFound }),
  JSON.stringify({ detail: MESSAGES.notFound }),
]

describe('guards on the path the router routes (issue 17)', () => {
  it.each(CASES)('$name: every spelling is answered as the path itself, or not routed', async (testCase) => {
    const plain = seen(await send(testCase, testCase.path))
    for (const spelling of encodedSpellings(testCase.path)) {
      const answer = seen(await send(testCase, spelling))
      if (answer.status === 404 && NOT_ROUTED.includes(answer.body) && !NOT_ROUTED.includes(plain.body))
        continue
      expect(answer, spelling).toEqual(plain)
    }
  })

  it('refuses /%77yzeapi/session/create without an API key, as issue 17 found it answered 200', async () => {
    const answer = await rawRequest(base, {
      method: 'POST',
      path: '/%77yzeapi/session/create',
      headers: JSON_BODY,
      body: SESSION_BODY,
    })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toEqual({ code: 401, msg: CHECK_MESSAGES.apiKey })
  })

  it('counts every spelling against the same rate-limit bucket', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 })
    try {
      await limited.app.listen({ host: '127.0.0.1', port: 0 })
      const limitedBase = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`
      const statuses: number[] = []
      const spellings = [
        '/global/auth/getToken',
        '/%67lobal/auth/getToken',
        '/%67%6C%6F%62%61%6C/auth/getToken',
        '/global/auth/getToken',
        '/%67lobal/auth/getToken',
      ]
      for (const path of spellings) {
        const answer = await rawRequest(limitedBase, { path, headers: { 'x-api-key': API_KEY } })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
    } finally {
      await limited.close()
    }
  })
})
