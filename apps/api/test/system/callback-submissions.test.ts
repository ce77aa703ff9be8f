import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { credentials, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Call-back submissions against the built server (`npm run build` first): under load every answer is
// a stored row, and every submission answered with code 200 survives kill -9 of the process.
// Timing is the bench's business (`npm run bench`); these machines are too noisy to assert it here.

const CONNECTIONS = 50
const CALLBACK = '/wyzeapi/cc/submitCallback'
/** Car insurance, from PRODUCT_CATALOGUE. */
const CAR_HASHED_PRODUCT_ID = 'OKLcE0mTsFs0'

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-callbacks-'))
const started: RunningServer[] = []
afterAll(() => {
  for (const server of started) server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

function start(port: number, dataDir: string, env: Record<string, string> = { LOG_LEVEL: 'warn' }) {
  const server = startServer(port, dataDir, env)
  started.push(server)
  return server
}

async function stop(server: RunningServer) {
  server.process.kill('SIGTERM')
  expect(await server.exited).toBe(0)
}

type Headers = Awaited<ReturnType<typeof credentials>>

async function createSession(base: string, headers: Headers): Promise<string> {
  const response = await fetch(`${base}/wyzeapi/session/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      location: '/',
      browser: 'system test',
      operatingSystem: 'Linux',
      featureFlags: [],
    }),
  })
  const body = (await response.json()) as { code: number; data: { hashedSessionId: string[] } }
  expect(body.code).toBe(200)
  return body.data.hashedSessionId[0]!
}

/** A call-back body no other request of the run sends: the same body within a minute is stored once. */
function callbackBody(hashedSessionId: string, sequence: number) {
  return JSON.stringify({
    hashedProductId: CAR_HASHED_PRODUCT_ID,
    contactNumber: `082${String(sequence).padStart(7, '0')}`,
    hashedSessionId,
    firstName: 'Thandi',
    surname: 'Mokoena',
    email: 'thandi@example.com',
    reason: 'Sales',
  })
}

type Answer = { status: number; code?: number; reference?: string }

async function submitCallback(base: string, headers: Headers, body: string): Promise<Answer> {
  const response = await fetch(`${base}${CALLBACK}`, { method: 'POST', headers, body })
  const envelope = (await response.json()) as { code?: number; data?: { reference?: string } }
  return { status: response.status, code: envelope.code, reference: envelope.data?.reference }
}

/** The call-back rows of a data folder, read after its server has stopped (it owns the folder). */
async function storedCallbackReferences(dataDir: string): Promise<Set<string>> {
  const db = await PGlite.create({ dataDir })
  try {
    const { rows } = await db.query<{ hashed_id: string }>(
      `select hashed_id from form_submissions where kind = 'callback' and route = $1`,
      [CALLBACK],
    )
    return new Set(rows.map((row) => row.hashed_id))
  } finally {
    await db.close()
  }
}

describe('call-back submissions on the built server (PGlite)', () => {
  it(`stores each of 500 call-backs sent on ${CONNECTIONS} connections once`, async () => {
    const dataDir = path.join(work, 'load', 'data')
    const server = start(3270, dataDir)
    await waitUntilHealthy(server)
    const headers = await credentials(server.base)
    const sessions = await Promise.all(Array.from({ length: 5 }, () => createSession(server.base, headers)))

    const TOTAL = 500
    const answers: Answer[] = []
    let next = 0
    async function client() {
      while (next < TOTAL) {
        const sequence = next++
        answers.push(
          await submitCallback(server.base, headers, callbackBody(sessions[sequence % 5]!, sequence)),
        )
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, client))

    expect(answers).toHaveLength(TOTAL)
    expect(answers.filter((answer) => answer.status !== 200 || answer.code !== 200)).toEqual([])
    const references = new Set(answers.map((answer) => answer.reference))
    expect(references.size).toBe(TOTAL)

    await stop(server)
    const stored = await storedCallbackReferences(dataDir)
    expect(stored.size).toBe(TOTAL)
    expect([...references].filter((reference) => !stored.has(reference!))).toEqual([])
  }, 120_000)

  it('keeps every call-back it answered with code 200 through kill -9', async () => {
    const dataDir = path.join(work, 'killed', 'data')
    const first = start(3271, dataDir)
    await waitUntilHealthy(first)
    const headers = await credentials(first.base)
    const session = await createSession(first.base, headers)

    const acknowledged: string[] = []
    let sequence = 0
    let killed = false
    async function client() {
      while (!killed) {
        try {
          const answer = await submitCallback(first.base, headers, callbackBody(session, sequence++))
          if (answer.status === 200 && answer.code === 200 && answer.reference) {
            acknowledged.push(answer.reference)
          }
        } catch {
          return // the server is gone
        }
      }
    }
    const clients = Array.from({ length: CONNECTIONS }, client)
    // Kill it mid-run: once a couple of hundred are in, with 50 more in flight.
    const deadline = Date.now() + 10_000
    while (acknowledged.length < 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    first.process.kill('SIGKILL')
    killed = true
    await Promise.all(clients)
    await first.exited
    expect(acknowledged.length).toBeGreaterThan(50)

    // It starts cleanly on the folder it was killed on, the existing database reopened.
    const second = start(3272, dataDir, { LOG_LEVEL: 'info' })
    await waitUntilHealthy(second)
    expect(second.output()).toContain('"outcome":"existing"')
    expect(second.output()).not.toMatch(/"level":(50|60)/)
    await stop(second)

    const stored = await storedCallbackReferences(dataDir)
    expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([])
  }, 120_000)
})
