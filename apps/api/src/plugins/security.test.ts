import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-app.ts'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'

// The security headers of the site's answers, with a stand-in for React Router's page route: a page
// that renders an inline script with its nonce (as entry.server.tsx does), and a form's post answered
// with a redirect (the quick quote without script), which renders nothing.

let app: FastifyInstance
let closeDatabase: () => Promise<void>

async function registerStandInSite(site: FastifyInstance) {
  site.get('/quote', async (_request, reply) => {
    const nonce = reply.cspNonce?.script
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!DOCTYPE html><html><body><script nonce="${nonce}">1</script></body></html>`)
  })
  site.post('/quote', async (_request, reply) => reply.redirect('/quote?product=funeral', 303))
}

beforeAll(async () => {
  const database = await openTestDatabase()
  app = await buildApp({
    config: { ...testConfig(), nodeEnv: 'production' },
    database,
    registerWeb: registerStandInSite,
  })
  await app.ready()
  closeDatabase = () => database.close()
})
afterAll(async () => {
  await app.close()
  await closeDatabase()
})

/** The headers every answer carries, page, redirect or API (DESIGN.md, HTTP contract). */
function expectHardening(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("form-action 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['referrer-policy']).toBe('same-origin')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
  expect(String(headers['permissions-policy'])).toContain('camera=()')
}

describe('security headers of the site (issue 25)', () => {
  it('gives a rendered page a policy naming the nonce its inline script carries, a new one each time', async () => {
    const first = await app.inject({ method: 'GET', url: '/quote' })
    const second = await app.inject({ method: 'GET', url: '/quote' })
    expect(first.statusCode).toBe(200)
    expectHardening(first.headers)
    const nonce = /<script nonce="([0-9a-f]{32})">/.exec(first.body)?.[1]
    expect(nonce).toBeDefined()
    const csp = String(first.headers['content-security-policy'])
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`)
    expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}';/)
    expect(second.body).not.toContain(nonce)
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce)
  })

  it('answers a form post with a redirect that keeps every security header and allows no inline script', async () => {
    const response = await app.inject({ method: 'POST', url: '/quote', payload: { intent: 'quote' } })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/quote?product=funeral')
    expectHardening(response.headers)
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).not.toContain('nonce-')
  })

  it('answers the API with the same headers and no nonce', async () => {
    const api = await app.inject({ method: 'GET', url: '/health' })
    expectHardening(api.headers)
    expect(String(api.headers['content-security-policy'])).not.toContain('nonce-')
  })
})
