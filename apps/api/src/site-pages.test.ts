import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-app.ts'
import { buildApp, MAX_BODY_BYTES } from './app.ts'
import { testConfig } from './config.ts'
import { pageFormOf, registerSitePages } from './site-pages.ts'
import { sitePageRouteOptions } from './web.ts'

// The built site's page route with a stand-in for React Router's request handler: what it is given
// (the web Request) and what the visitor gets back from its Response.

let app: FastifyInstance
let closeDatabase: () => Promise<void>
let clientDirectory: string
type Seen = {
  method: string
  url: string
  contentType: string | null
  body: string
  /** The fields of the form the page server parsed for the page (`postedForm`), or null. */
  form: [string, string | File][] | null
  marker: unknown
}
let seen: Seen[]
let answer: () => Response

beforeAll(async () => {
  clientDirectory = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'))
  mkdirSync(path.join(clientDirectory, 'assets'))
  writeFileSync(path.join(clientDirectory, 'assets', 'entry-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(clientDirectory, 'robots.txt'), 'User-agent: *')
  const database = await openTestDatabase()
  app = await buildApp({
    config: testConfig(),
    database,
    registerWeb: (site) =>
      registerSitePages(site, {
        clientDirectory,
        getLoadContext: (request) =>
          ({ marker: 'the load context', postedForm: pageFormOf(request) }) as never,
        routeOptions: sitePageRouteOptions(site),
        handleRequest: async (request, context) => {
          const { marker, postedForm } = context as unknown as { marker: unknown; postedForm?: FormData }
          seen.push({
            method: request.method,
            url: request.url,
            contentType: request.headers.get('content-type'),
            body: request.method === 'GET' ? '' : await request.text(),
            form: postedForm ? [...postedForm] : null,
            marker,
          })
          return answer()
        },
      }),
  })
  await app.ready()
  closeDatabase = () => database.close()
})
afterAll(async () => {
  await app.close()
  await closeDatabase()
  rmSync(clientDirectory, { recursive: true, force: true })
})
beforeEach(() => {
  seen = []
})

describe('the site pages (issue 25: the adapter without web streams in)', () => {
  it('hands the page the form as posted, parsed, and answers its redirect with every cookie', async () => {
    answer = () => {
      const headers = new Headers({ location: '/quote?product=funeral' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new Response(null, { status: 303, headers })
    }
    const form = 'age=40&cover=20000&consent=accepted&name=Th%C3%A9o+N&cover=30000'
    const response = await app.inject({
      method: 'POST',
      url: '/quote?product=funeral',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: form,
    })
    // The page reads the form from its load context; its request carries no body to read again.
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'http://localhost/quote?product=funeral',
        contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
        body: '',
        form: [
          ['age', '40'],
          ['cover', '20000'],
          ['consent', 'accepted'],
          ['name', 'Théo N'],
          ['cover', '30000'],
        ],
        marker: 'the load context',
      },
    ])
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/quote?product=funeral')
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.body).toBe('')
  })

  it('refuses a post over the body limit before React Router sees it', async () => {
    answer = () => new Response('never')
    const response = await app.inject({
      method: 'POST',
      url: '/quote?product=funeral',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `note=${'x'.repeat(MAX_BODY_BYTES)}`,
    })
    expect(response.statusCode).toBe(413)
    expect(seen).toEqual([])
  })

  it('answers a page that fails with the error envelope, not a hung request', async () => {
    answer = () => {
      throw new Error('the page failed')
    }
    const response = await app.inject({ method: 'GET', url: '/products/car-insurance' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 500, msg: 'Something went wrong, please retry.' })
  })

  it('gives an empty post an empty body', async () => {
    answer = () => new Response('ok')
    const response = await app.inject({ method: 'POST', url: '/quote' })
    expect(response.statusCode).toBe(200)
    expect(seen).toMatchObject([{ method: 'POST', body: '', form: null }])
  })

  it('gives a body that is not a form to the request as it came (React Router data, JSON)', async () => {
    answer = () => new Response('ok')
    const payload = JSON.stringify({ intent: 'quote' })
    const response = await app.inject({
      method: 'POST',
      url: '/quote.data',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(response.statusCode).toBe(200)
    expect(seen).toMatchObject([
      { method: 'POST', contentType: 'application/json', body: payload, form: null },
    ])
  })

  it('streams a rendered page back whole, with its status and type', async () => {
    answer = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><p>first'))
            controller.enqueue(new TextEncoder().encode(' and second</p>'))
            controller.close()
          },
        }),
        { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
      )
    const response = await app.inject({ method: 'GET', url: '/no-such-page' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toBe('<!DOCTYPE html><p>first and second</p>')
    expect(response.headers['transfer-encoding']).toBe('chunked')
  })

  it('sends a page rendered whole as its bytes, with a Content-Length, not chunked', async () => {
    const page = Buffer.from('<!DOCTYPE html><p>whole — with a dash</p>')
    answer = () => {
      const response = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      // As apps/web/app/entry.server.tsx marks a page React wrote all at once.
      Object.defineProperty(response, Symbol.for('insure.whole-page'), { value: page })
      return response
    }
    const response = await app.inject({ method: 'GET', url: '/products/car-insurance?r=1' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(page.byteLength))
    expect(response.headers['transfer-encoding']).toBeUndefined()
    expect(response.body).toBe('<!DOCTYPE html><p>whole — with a dash</p>')
  })

  it('serves the build files, assets for a year and the others for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31557600, immutable')
    const file = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toBe('public, max-age=3600')
    expect(seen).toEqual([])
  })
})
