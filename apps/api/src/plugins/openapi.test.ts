import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKBENCH_AUTHORIZATION, agentSessionCookie } from '../../test/agent-fixtures.ts'
import { API_KEY, clientCredentials, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testConfig } from '../config.ts'
import type { OpenApiObject } from './openapi-document.ts'

const API_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: TestApp
let source: string
let document: OpenApiObject
let credentials: Awaited<ReturnType<typeof clientCredentials>>

let agentSession: string

beforeAll(async () => {
  // A call-centre server: it has every operation, the workbench's and the agents' too.
  testApp = await createTestApp({ callCentre: true })
  app = testApp.app
  source = (await app.inject({ method: 'GET', url: '/docs/json' })).body
  document = JSON.parse(source)
  credentials = await clientCredentials(app)
  agentSession = await agentSessionCookie(app, credentials)
})
afterAll(() => testApp.close())

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
