import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodedSpellings } from '../encoded-paths.ts'
import { rawRequest } from '../raw-http.ts'
import { API_KEY, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Issue 17 on the built server (`npm run build` first), with the rate limits it ships with: a burst
// of uncached page renders from one visitor must not fail anyone (no 5xx), and must not touch
// another visitor at all. Both come through a load balancer on 127.0.0.1 (TRUST_PROXY), each with
// its own X-Forwarded-For address.

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-page-traffic-'))
let server: RunningServer

beforeAll(async () => {
  server = startServer(3250, path.join(work, 'data'), {
    TRUST_PROXY: '127.0.0.1',
    // The shipped limits, not the system tests' generous ones.
    RATE_LIMIT_PER_MINUTE: undefined,
    PAGE_RATE_LIMIT_PER_MINUTE: undefined,
  })
  await waitUntilHealthy(server)
}, 240_000)
afterAll(() => {
  server?.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

type Answer = { status: number; contentType: string; retryAfter: string | null; body: string }

async function get(url: string, visitor: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.base}${url}`, {
    headers: { 'x-forwarded-for': visitor, ...headers },
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  }
}

/** Runs `count` tasks, `concurrency` at a time. */
async function inParallel<T>(count: number, concurrency: number, task: (index: number) => Promise<T>) {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await task(index)
      }
    }),
  )
  return results
}

/** Log lines at error level (50) or above: a 5xx or a crash leaves one. */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(5\d|60)/.test(line))
}

describe('uncached renders under a burst (issue 17)', () => {
  it('2,000 renders in a minute from one visitor: no 5xx, a 429 page in words, another visitor unaffected', async () => {
    const BURST = '198.51.100.1'
    const OTHER = '198.51.100.2'
    let bursting = true
    const burst = inParallel(2000, 16, (n) => get(`/products/car-insurance?x=${n}`, BURST)).finally(
      () => (bursting = false),
    )

    // The other visitor meanwhile: pages (product and support, uncached too) and API calls.
    const other: { what: string; status: number }[] = []
    let round = 0
    while (bursting) {
      round++
      const token = await get('/global/auth/getToken', OTHER, { 'x-api-key': API_KEY })
      other.push({ what: 'getToken', status: token.status })
      const rateToken =
        token.status === 200 ? (JSON.parse(token.body) as { data: { token: string } }).data.token : ''
      const suburbs = await get('/wyzeapi/sti/suburbs-lookup?searchTerm=Rosebank', OTHER, {
        'x-api-key': API_KEY,
        'x-rate-token': rateToken,
      })
      other.push({ what: 'suburbs-lookup', status: suburbs.status })
      for (const page of [`/support?y=${round}`, `/products/home-insurance?y=${round}`]) {
        other.push({ what: page, status: (await get(page, OTHER)).status })
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }

    const answers = await burst
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(new Set(statuses)).toEqual(new Set([200, 429]))
    const refused = answers.find((answer) => answer.status === 429)!
    expect(refused.contentType).toMatch(/^text\/html/)
    expect(refused.body).toContain('Too many requests')
    expect(refused.body).toMatch(/Please try again in \d+ seconds?\./)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)

    expect(round).toBeGreaterThan(3)
    expect(other.filter((answer) => answer.status !== 200)).toEqual([])
    expect(errorLines(server.output())).toEqual([])
  })
})

describe('methods on pages (issue 17)', () => {
  const PAGES = ['/', '/contact', '/products/car-insurance', '/blogs', '/no-such-page']
  const REFUSED = ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'SEARCH']

  it.each(PAGES)(
    '%s: GET and HEAD are served, POST is left to the route, others answer 405',
    async (page) => {
      const visitor = { 'x-forwarded-for': '198.51.100.3' }
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawRequest(server.base, { method, path: page, headers: visitor })
        expect(answer.status, `${method} ${page}`).toBeLessThan(500)
        expect(answer.status, `${method} ${page}`).not.toBe(405)
      }
      const posted = await rawRequest(server.base, { method: 'POST', path: page, headers: visitor, body: '' })
      expect(posted.status, `POST ${page}`).toBeLessThan(500)
      expect(posted.headers.allow, `POST ${page}`).not.toBe('GET, HEAD, POST')
      for (const method of REFUSED) {
        const answer = await rawRequest(server.base, { method, path: page, headers: visitor })
        expect(answer.status, `${method} ${page}`).toBe(405)
        expect(answer.headers.allow, `${method} ${page}`).toBe('GET, HEAD, POST')
        expect(answer.headers['content-type'], `${method} ${page}`).toMatch(/^text\/html/)
        expect(answer.body, `${method} ${page}`).toContain('Method not allowed')
      }
      expect(errorLines(server.output())).toEqual([])
    },
  )
})

describe('guards on the path the router routes, with the site behind them (issue 17)', () => {
  const SESSION_BODY = JSON.stringify({ location: '/', browser: 'curl', operatingSystem: 'Linux' })
  const REFUSED_CALLS = [
    { method: 'POST', path: '/wyzeapi/session/create', body: SESSION_BODY },
    { method: 'GET', path: '/global/auth/getToken' },
    { method: 'GET', path: '/api/config/' },
  ]

  it.each(REFUSED_CALLS)(
    '$method $path without credentials: refused in every spelling, or not routed',
    async (call) => {
      for (const spelling of [call.path, ...encodedSpellings(call.path)]) {
        const answer = await rawRequest(server.base, {
          method: call.method,
          path: spelling,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4' },
          ...(call.body ? { body: call.body } : {}),
        })
        // A spelling the router does not route reaches the site: its not-found page, or the redirect
        // to it that a page whose content is missing answers (shell spec §8).
        if (answer.status === 302) expect(answer.headers.location, spelling).toBe('/404')
        else expect([401, 403, 404, 405], spelling).toContain(answer.status)
      }
    },
  )
})
