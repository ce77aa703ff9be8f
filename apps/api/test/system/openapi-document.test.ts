import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Issue 22: the document the built server serves had 31 errors under Redocly's recommended rules
// (the site's page route, `/{*}`), while the API's own lint test, without the site, passed.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const work = mkdtempSync(path.join(os.tmpdir(), 'insure-openapi-'))
let server: RunningServer

beforeAll(async () => {
  server = startServer(3192, path.join(work, 'data'))
  await waitUntilHealthy(server)
}, 300_000)

afterAll(() => {
  server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

describe("the built server's /docs/json", () => {
  it("lints clean with Redocly's recommended rules (apps/api/redocly.yaml)", async () => {
    const response = await fetch(`${server.base}/docs/json`)
    expect(response.status).toBe(200)
    const source = await response.text()
    const config = await loadConfig({ configPath: path.join(API_DIR, 'redocly.yaml') })
    // The ignore file names the document openapi.json, beside the configuration.
    const problems = await lintFromString({ source, absoluteRef: path.join(API_DIR, 'openapi.json'), config })
    expect(
      problems
        .filter((problem) => !problem.ignored)
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`),
    ).toEqual([])
  })
})
