import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY, clientCredentials, createTestApp } from '../../test/test-app.ts'
import { testConfig } from '../config.ts'
import { MESSAGES } from './envelope.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'TRACE' | 'PROPFIND' | 'SEARCH'

const CONTENT_TOKEN = { authorization: `Token ${testConfig().contentApiToken}` }

// Issue 17: any method on any path answers a 4xx, never a 5xx; a path that exists under other
// methods answers 405 with the methods it takes in `Allow`, in the API's envelope.
const CASES: { method: Method; path: string; headers?: () => Record<string, string>; allow?: string }[] = [
  { method: 'GET', path: '/wyzeapi/session/create', allow: 'POST' },
  { method: 'DELETE', path: '/wyzeapi/session/create', allow: 'POST' },
  { method: 'TRACE', path: '/wyzeapi/session/create', allow: 'POST' },
  { method: 'PATCH', path: '/wyzeapi/session/update', allow: 'PUT' },
  { method: 'PROPFIND', path: '/wyzeapi/session/create', allow: 'POST' },
  { method: 'PUT', path: '/global/auth/getToken', allow: 'GET, HEAD' },
  { method: 'OPTIONS', path: '/health', allow: 'GET, HEAD' },
  { method: 'TRACE', path: '/health', allow: 'GET, HEAD' },
  { method: 'SEARCH', path: '/health', allow: 'GET, HEAD' },
  { method: 'DELETE', path: '/wyzeapi/no/such/thing' },
  { method: 'TRACE', path: '/wyzeapi/no/such/thing' },
]

describe('methods a path does not take (issue 17)', () => {
  it.each(CASES)(
    '$method $path → 405 with Allow: $allow, or 404 where no method is routed',
    async (testCase) => {
      const response = await testApp.app.inject({
        method: testCase.method,
        url: testCase.path,
        headers: testCase.path.startsWith('/health') ? {} : credentials.headers('POST'),
      })
      const status = testCase.allow ? 405 : 404
      expect(response.statusCode).toBe(status)
      expect(response.headers.allow).toBe(testCase.allow)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const msg = testCase.allow ? `Method "${testCase.method}" not allowed.` : MESSAGES.notFound
      expect(response.json()).toEqual({ code: status, msg })
    },
  )

  it.each(['DELETE', 'TRACE', 'PROPFIND'] as const)(
    '%s on the content backend → 405 with Allow: GET, HEAD, as Django REST answers',
    async (method) => {
      const response = await testApp.app.inject({ method, url: '/api/config/', headers: CONTENT_TOKEN })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
      expect(response.json()).toEqual({ detail: `Method "${method}" not allowed.` })
    },
  )

  it('checks the credentials first: a method the path does not take tells a stranger nothing more', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/wyzeapi/session/create' })
    expect(response.statusCode).toBe(401)
    expect(response.headers.allow).toBeUndefined()
    const withKeyOnly = await testApp.app.inject({
      method: 'TRACE',
      url: '/global/auth/getToken',
      headers: { 'x-api-key': API_KEY },
    })
    expect(withKeyOnly.statusCode).toBe(405)
  })
})
