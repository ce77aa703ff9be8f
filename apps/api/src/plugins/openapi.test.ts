import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKBENCH_AUTHORIZATION, agentSessionCookie } from '../../test/agent-fixtures.ts'
import {
  API_KEY,
  TEST_WORKBENCH_SECRET,
  clientCredentials,
  openTestDatabase,
  type TestApp,
} from '../../test/test-app.ts'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { sitePageRouteOptions } from '../web.ts'
import type { OpenApiObject } from './openapi-document.ts'

const API_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')

let database: DatabaseHandle
let app: TestApp
let source: string
let document: OpenApiObject
let credentials: Awaited<ReturnType<typeof clientCredentials>>

let agentSession: string

beforeAll(async () => {
  database = await openTestDatabase()
  // The document a started server serves: the API with the site's page route, React Router's
  // catch-all, registered as @mcansh/remix-fastify does (the built site is not needed for it). The
  // API alone linted clean while the server's document had 31 errors (issue 22).
  // A call-centre server: it has every operation, the workbench's and the agents' too.
  app = await buildApp({
    config: testConfig({ callCentre: true, workbenchSecret: TEST_WORKBENCH_SECRET }),
    database,
    registerWeb: async (app) => {
      await app.register(
        async (site) => {
          site.all('*', sitePageRouteOptions(app), async () => 'a page')
        },
        { prefix: '/' },
      )
    },
  })
  await app.ready()
  source = (await app.inject({ method: 'GET', url: '/docs/json' })).body
  document = JSON.parse(source)
  credentials = await clientCredentials(app)
  agentSession = await agentSessionCookie(app, credentials)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('the OpenAPI document at /docs/json', () => {
  it("lints clean with Redocly's recommended rules: no error, no warning", async () => {
    // apps/api/redocly.yaml (recommended, and why one rule is off) with its .redocly.lint-ignore.yaml,
    // whose entries name the document openapi.json.
    const config = await loadConfig({ configPath: path.join(API_DIR, 'redocly.yaml') })
    const problems = await lintFromString({ source, absoluteRef: path.join(API_DIR, 'openapi.json'), config })
    expect(
      problems
        .filter((problem) => !problem.ignored)
        .map(
          (problem) =>
            `${problem.ruleId} (${problem.severity}) at ${problem.location[0]?.pointer}: ${problem.message}`,
        ),
    ).toEqual([])
  })

  it("lists API operations only: not the site's pages nor the catch-alls of unknown API paths", () => {
    expect(Object.keys(document.paths!).filter((path) => path.includes('*'))).toEqual([])
    const methods = new Set(Object.values(document.paths!).flatMap((item) => Object.keys(item)))
    expect([...methods].sort()).toEqual(['get', 'post', 'put'])
  })

  it('names the content pages as the spec does: /api/pages/{slug}/', () => {
    const operation = document.paths!['/api/pages/{slug}/']?.get
    expect(operation?.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'slug' }))
  })

  it('declares for each operation the credentials the API really asks for', async () => {
    const operations = Object.entries(document.paths!).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT',
        url: route.replace(/\{[^}]+\}/g, 'x'),
        schemes: Object.keys(operation.security?.[0] ?? {}).sort(),
      })),
    )
    const given: Record<string, Record<string, string>> = {
      apiKey: { 'x-api-key': API_KEY },
      rateToken: { 'x-rate-token': credentials.token },
      xsrf: { 'x-xsrf-token': credentials.xsrf, cookie: `XSRF-TOKEN=${credentials.xsrf}` },
      contentToken: { authorization: `Token ${testConfig().contentApiToken}` },
      workbench: WORKBENCH_AUTHORIZATION,
      agentSession: { cookie: agentSession },
    }
    const statuses = async (method: 'GET' | 'POST' | 'PUT', url: string, schemes: string[]) =>
      (
        await app.inject({
          method,
          url,
          headers: Object.assign({}, ...schemes.map((scheme) => given[scheme])),
        })
      ).statusCode

    const guard = (status: number) => (status === 401 || status === 403 ? status : 'passes')
    const seen: string[] = []
    for (const { method, url, schemes } of operations) {
      const without = await statuses(method, url, [])
      // Each declared credential left out on its own is refused; all of them pass the guards.
      const leftOut = await Promise.all(
        schemes.map((scheme) =>
          statuses(
            method,
            url,
            schemes.filter((other) => other !== scheme),
          ),
        ),
      )
      const withAll = await statuses(method, url, schemes)
      seen.push(`${method} ${url} [${schemes}]: ${guard(without)} [${leftOut.map(guard)}] ${guard(withAll)}`)
    }
    const expected = operations.map(({ method, url, schemes }) => {
      const refusals = schemes.map((scheme) => (scheme === 'xsrf' ? 403 : 401))
      return `${method} ${url} [${schemes}]: ${schemes.length ? 401 : 'passes'} [${refusals}] passes`
    })
    expect(seen).toEqual(expected)
  })
})
