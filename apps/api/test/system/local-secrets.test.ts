import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_SECRETS } from '../../src/config.ts'
import { issueRateToken } from '../../src/plugins/rate-token.ts'
import { credentials, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-secrets-'))
const started: RunningServer[] = []
afterAll(() => {
  for (const server of started) server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

function start(...args: Parameters<typeof startServer>) {
  const server = startServer(...args)
  started.push(server)
  return server
}

async function stop(server: RunningServer) {
  server.process.kill('SIGTERM')
  expect(await server.exited).toBe(0)
}

/** A session created with these headers: 200, or the refusal's status. */
async function createSession(base: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/wyzeapi/session/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ location: '/' }),
  })
  return response.status
}

describe('the keys of a local start (npm start) and of a deployment', () => {
  it('npm start makes its own keys in the data folder and the next start on that folder reuses them', async () => {
    const dataDir = path.join(work, 'npm-start', 'data')
    const first = start(3170, dataDir, {}, { entry: 'npm-start' })
    await waitUntilHealthy(first)
    const file = path.join(dataDir, 'secrets.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    expect(keys.TOKEN_SECRET).toMatch(/^[\w-]{43}$/)
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)

    // Issue 17: the development TOKEN_SECRET was in the source, so anyone could sign a rate token.
    const forged = issueRateToken('local-dev-token-secret-change-me-in-production').token
    const signedBefore = await credentials(first.base)
    expect(await createSession(first.base, { ...signedBefore, 'x-rate-token': forged })).toBe(401)
    expect(await createSession(first.base, signedBefore)).toBe(200)
    const content = await fetch(`${first.base}/api/config/`, {
      headers: { authorization: `Token ${keys.CONTENT_API_TOKEN}` },
    })
    expect(content.status).toBe(200)
    await stop(first)

    const second = start(3171, dataDir, {}, { entry: 'npm-start' })
    await waitUntilHealthy(second)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys)
    // What the first start signed is good on the second: the same TOKEN_SECRET.
    expect(await createSession(second.base, signedBefore)).toBe(200)
    await stop(second)
  })

  it('a production server without its own keys refuses to start, naming them', async () => {
    const dataDir = path.join(work, 'deployment', 'data')
    const server = start(3172, dataDir, { TOKEN_SECRET: undefined, CONTENT_API_TOKEN: undefined })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('TOKEN_SECRET: must be set in production')
    expect(server.output()).toContain('CONTENT_API_TOKEN: must be set in production')
    expect(existsSync(dataDir)).toBe(false)
  })

  // Issue 22: a rate token forged with the API tests' TOKEN_SECRET got 200 from a started server.
  it.each([
    ['TOKEN_SECRET', { TOKEN_SECRET: TEST_SECRETS.TOKEN_SECRET }],
    ['CONTENT_API_TOKEN', { CONTENT_API_TOKEN: TEST_SECRETS.CONTENT_API_TOKEN }],
    ['WORKBENCH_SECRET', { WORKBENCH_SECRET: TEST_SECRETS.TOKEN_SECRET }],
  ])("a server given the API tests' %s from the source refuses to start, naming it", async (name, env) => {
    const dataDir = path.join(work, `published-${name}`, 'data')
    const server = start(3173, dataDir, env)
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`${name}: is a key written in the source code`)
    expect(existsSync(dataDir)).toBe(false)
  })

  it('a server started with NODE_ENV=test (which takes the test keys) refuses to start', async () => {
    const dataDir = path.join(work, 'node-env-test', 'data')
    const server = start(3174, dataDir, { NODE_ENV: 'test', ...TEST_SECRETS })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('NODE_ENV: test is for the test runner')
  })
})
