import { expect } from 'vitest'
import { API_KEY, type TestApp, type clientCredentials } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

export const SCRIPT = '<script>alert(1)</script>'

/** Bodies no JSON route takes, whatever it expects (issue 4: malformed and mistyped bodies). */
export const UNREADABLE_BODIES: { name: string; raw: string; status: number }[] = [
  { name: 'malformed JSON', raw: '{"firstName": "Sipho", ', status: 400 },
  { name: 'an array body', raw: JSON.stringify([{ firstName: 'Sipho' }]), status: 400 },
  { name: 'a string body', raw: '"hello"', status: 400 },
  { name: 'null', raw: 'null', status: 400 },
]

/** More than the API's body limit (100 KB) in one text field: 413. */
export const OVERSIZED_TEXT = 'a'.repeat(101 * 1024)

/** POSTs `raw` as JSON, as a client that sends whatever it likes would. */
export function postRaw(app: TestApp, credentials: Credentials, url: string, raw: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...credentials.headers('POST'), 'content-type': 'application/json' },
    payload: raw,
  })
}

/** The error envelope of the HTTP contract: JSON, `code` equal to the status, a sentence, no stack. */
export function expectErrorEnvelope(response: Awaited<ReturnType<TestApp['inject']>>, status: number) {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const envelope = response.json() as { code: number; msg: unknown }
  expect(envelope.code).toBe(status)
  expect(envelope.msg).toEqual(expect.any(String))
  expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/)
}

/**
 * What a GET of a reference list refuses, each in the envelope: no rate token (401), another method
 * (405, with Allow: GET), a NUL in the query string (400).
 */
export async function expectGetListRefusals(app: TestApp, credentials: Credentials, url: string) {
  const noToken = await app.inject({ method: 'GET', url, headers: { 'x-api-key': API_KEY } })
  expectErrorEnvelope(noToken, 401)
  const post = await app.inject({ method: 'POST', url, headers: credentials.headers('POST') })
  expectErrorEnvelope(post, 405)
  expect(post.headers.allow).toContain('GET')
  const nul = await app.inject({ method: 'GET', url: `${url}?x=%00`, headers: credentials.headers('GET') })
  expectErrorEnvelope(nul, 400)
}
