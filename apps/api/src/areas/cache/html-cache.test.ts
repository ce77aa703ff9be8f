import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE } from '@insure/domain/catalogue'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import { HTML_CACHE_MAX_ENTRIES, registerHtmlCache } from './html-cache.ts'

// The HTML cache in front of a stand-in for the site: a page route that renders what React Router
// would (HTML marked `Cache-Control: public`), a 404 for unknown slugs and a redirect, and counts its
// renders so a test can tell a render from an answer out of the cache.

const KNOWN = /^\/(products\/car-insurance|support|blogs|page-\d+)\/?$/
let renders = 0
let app: FastifyInstance
let closeDatabase: () => Promise<void>

async function registerStandInSite(site: FastifyInstance) {
  registerHtmlCache(site, { companyCode: 'IWYZE', enabled: true })
  site.get('/*', async (request, reply) => {
    renders++
    // Like React Router, it routes the decoded path and makes nothing of a doubled slash.
    const path = decodeURIComponent(request.url.split('?')[0]!).replace(/\/{2,}/g, '/')
    if (path === '/old-page') return reply.redirect('/support', 302)
    if (!KNOWN.test(path)) {
      return reply.code(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><p>Page not found</p>')
    }
    return reply
      .header('cache-control', 'public, no-cache')
      .type('text/html; charset=utf-8')
      .send(`<!DOCTYPE html><html><body><p>${path}</p></body></html>`)
  })
}

beforeAll(async () => {
  const database = await openTestDatabase()
  app = await buildApp({ config: testConfig(), database, registerWeb: registerStandInSite })
  await app.ready()
  closeDatabase = () => database.close()
})
afterAll(async () => {
  await app.close()
  await closeDatabase()
})
beforeEach(async () => {
  await app.contentGeneration.bump()
  renders = 0
})

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, cache: response.headers['x-html-cache'], body: response.body }
}

describe('the HTML cache and campaign traffic (issue 17)', () => {
  it.each([
    '?utm_source=facebook&utm_medium=cpc&utm_campaign=spring',
    '?ucid=SPRING26',
    '?gclid=EAIaIQobChMI',
    '?fbclid=IwAR2x',
    '?utm_source=x&ucid=abc',
  ])('answers %s from the page cached without it', async (query) => {
    expect((await get('/products/car-insurance')).cache).toBe('miss')
    const campaign = await get(`/products/car-insurance${query}`)
    expect(campaign).toMatchObject({ status: 200, cache: 'hit' })
    expect(campaign.body).toContain('<p>/products/car-insurance</p>')
    expect(renders).toBe(1)
  })

  it('renders a request whose query changes the page, and keeps it out of the cache', async () => {
    await get('/blogs')
    expect((await get('/blogs?q=car')).cache).toBeUndefined()
    expect((await get('/blogs?q=car&utm_source=x')).cache).toBeUndefined()
    expect(renders).toBe(3)
  })

  it('answers from the cache whatever cookies the page does not read (analytics, consent, XSRF)', async () => {
    await get('/support')
    const cookie = '_ga=GA1.1.123.456; _fbp=fb.1.2.3; cookie-consent=1; XSRF-TOKEN=abc.def'
    expect((await get('/support', { cookie })).cache).toBe('hit')
    expect(renders).toBe(1)
  })

  it.each([FEATURE_FLAG_COOKIE, CALL_CENTRE_COMPANY_COOKIE])(
    'renders a request with the %s cookie, which the page reads',
    async (name) => {
      await get('/support')
      expect((await get('/support', { cookie: `_ga=GA1; ${name}=legal` })).cache).toBeUndefined()
      expect(renders).toBe(2)
    },
  )

  it('keeps neither not-found pages nor redirects: unknown slugs do not fill it', async () => {
    for (const slug of ['/no-such-page', '/products/no-such-product', '/old-page']) {
      await get(slug)
      const again = await get(slug)
      expect(again.cache, slug).toBeUndefined()
    }
    expect(renders).toBe(6)
  })

  it('serves and keeps only the spelling the router routes, never an encoded or doubled one', async () => {
    await get('/products/car-insurance')
    for (const spelling of [
      '/%70roducts/car-insurance',
      '//products/car-insurance',
      '/products//car-insurance',
    ]) {
      await get(spelling)
      expect((await get(spelling)).cache, spelling).toBeUndefined()
    }
    expect((await get('/products/car-insurance')).cache).toBe('hit')
  })

  it(`holds at most ${HTML_CACHE_MAX_ENTRIES} pages and drops the least recently used first`, async () => {
    await get('/support')
    for (let page = 0; page < HTML_CACHE_MAX_ENTRIES - 1; page++) await get(`/page-${page}`)
    // /support is the oldest entry, but it is read again: /page-0 is now the least recently used.
    expect((await get('/support')).cache).toBe('hit')
    await get('/products/car-insurance')
    expect((await get('/support')).cache).toBe('hit')
    expect((await get('/page-0')).cache).toBe('miss')
  })
})
