import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { credentials, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Issue 22: after the first start the data folder was readable by every local user (0755) and most
// of its files writable by anyone (0666); it holds ID numbers and bank accounts.

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-modes-'))
const dataDir = path.join(work, 'data')
const started: RunningServer[] = []
afterAll(() => {
  for (const server of started) server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

/** Each folder and file under `folder` (itself included) whose mode is not the private one. */
function openEntries(folder: string): string[] {
  const open: string[] = []
  const mode = statSync(folder).mode & 0o777
  if (mode !== 0o700) open.push(`${folder}: ${mode.toString(8)}`)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) open.push(...openEntries(full))
    else if (entry.isFile()) {
      const fileMode = statSync(full).mode & 0o777
      if (fileMode !== 0o600) open.push(`${full}: ${fileMode.toString(8)}`)
    }
  }
  return open
}

async function startAndWrite(port: number) {
  const server = startServer(port, dataDir)
  started.push(server)
  await waitUntilHealthy(server)
  // A write, so that PGlite has created the files a running database adds (WAL, relations).
  const headers = await credentials(server.base)
  const session = await fetch(`${server.base}/wyzeapi/session/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ location: '/' }),
  })
  expect(session.status).toBe(200)
  return server
}

async function stop(server: RunningServer) {
  server.process.kill('SIGTERM')
  expect(await server.exited).toBe(0)
}

describe("the data folder is the server's user's only", () => {
  it('is 0700 with 0600 files after the first start, and closed again on the next start', async () => {
    const first = await startAndWrite(3180)
    expect(openEntries(dataDir)).toEqual([])
    expect(statSync(`${dataDir}.lock.pid`).mode & 0o777).toBe(0o600)
    await stop(first)

    // As an older version (or a copy made with the usual umask) left it.
    chmodSync(dataDir, 0o755)
    chmodSync(path.join(dataDir, 'base'), 0o755)
    chmodSync(path.join(dataDir, 'PG_VERSION'), 0o666)
    const second = await startAndWrite(3181)
    expect(openEntries(dataDir)).toEqual([])
    await stop(second)
  })
})
