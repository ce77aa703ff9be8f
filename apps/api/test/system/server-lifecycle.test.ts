import http from 'node:http'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { credentials, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-lifecycle-'))
const started: RunningServer[] = []
afterAll(() => {
  for (const server of started) server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

function start(port: number, dataDir: string, env: Record<string, string> = {}) {
  const server = startServer(port, dataDir, env)
  started.push(server)
  return server
}

function postOnNewConnection(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers, agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(String(response.statusCode)))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'unknown'))
    request.end('{}')
  })
}

async function sawHealthTurn503(base: string): Promise<boolean> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`, { headers: { connection: 'close' } })).status === 503) return true
    } catch {
      return false // stopped listening without ever saying so
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return false
}

async function sessionExists(base: string, headers: Record<string, string>, hashedSessionId: string) {
  const response = await fetch(`${base}/wyzeapi/session/update`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ hashedSessionId, currstep: 'after-restart' }),
  })
  return response.status === 200
}

describe('the server process on a PGlite data folder', () => {
  const dataDir = path.join(work, 'durable', 'data')

  it('keeps every session it answered with code 200 through kill -9', async () => {
    const first = start(3160, dataDir)
    await waitUntilHealthy(first)
    const headers = await credentials(first.base)
    const answered: string[] = []
    let stop = false
    async function client() {
      while (!stop) {
        try {
          const response = await fetch(`${first.base}/wyzeapi/session/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ location: '/', browser: 'durability test' }),
          })
          const body = (await response.json()) as { code: number; data: { hashedSessionId: string[] } }
          if (body.code === 200) answered.push(body.data.hashedSessionId[0]!)
        } catch {
          return // the server is gone
        }
      }
    }
    const clients = Array.from({ length: 20 }, client)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    first.process.kill('SIGKILL')
    stop = true
    await Promise.all(clients)
    await first.exited
    expect(answered.length).toBeGreaterThan(20)

    const second = start(3161, dataDir, { SHUTDOWN_GRACE_MS: '1500' })
    await waitUntilHealthy(second)
    const again = await credentials(second.base)
    const missing: string[] = []
    for (const id of answered) if (!(await sessionExists(second.base, again, id))) missing.push(id)
    expect(missing).toEqual([])
    expect(second.output()).toContain('"outcome":"existing"')

    // One server per folder: a second one on the same folder refuses with a clear message.
    const intruder = start(3162, dataDir)
    expect(await intruder.exited).toBe(1)
    expect(intruder.output()).toContain(
      `Another server (pid ${second.process.pid}) is already using the database folder`,
    )

    // SIGTERM drains: requests arriving during the grace period are answered; none is cut off.
    // Each request on its own connection: a reused keep-alive socket that the server closes while
    // the client starts writing on it is a race of HTTP/1.1 itself, not of the drain.
    const inFlight = Array.from({ length: 10 }, () =>
      postOnNewConnection(`${second.base}/wyzeapi/session/create`, again),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    second.process.kill('SIGTERM')
    // A load balancer's health check sees the server leaving while it still answers.
    expect(await sawHealthTurn503(second.base)).toBe(true)
    const outcomes = await Promise.all(inFlight)
    expect(outcomes).toEqual(Array(10).fill('200'))
    expect(await second.exited).toBe(0)
    expect(existsSync(`${dataDir}.lock.pid`)).toBe(false)
  }, 480_000)

  it('leaves no half-made database when killed during the first initialisation', async () => {
    const freshDir = path.join(work, 'interrupted', 'data')
    const first = start(3163, freshDir)
    const parent = path.dirname(freshDir)
    const begun = Date.now()
    while (!(existsSync(parent) && readdirSync(parent).some((entry) => entry.startsWith('data.tmp-')))) {
      if (Date.now() - begun > 240_000) throw new Error(`initialisation never began: ${first.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    first.process.kill('SIGKILL')
    await first.exited
    expect(existsSync(freshDir)).toBe(false)

    const second = start(3164, freshDir)
    await waitUntilHealthy(second)
    expect(second.output()).toContain('"outcome":"created"')
    expect(readdirSync(parent).filter((entry) => entry.startsWith('data.tmp-'))).toEqual([])
    const html = await (await fetch(`${second.base}/`)).text()
    expect(html).toContain('iWYZE')
    second.process.kill('SIGTERM')
    await second.exited
  }, 480_000)
})
