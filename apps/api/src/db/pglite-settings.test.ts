import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPgliteInWorker, type DatabaseHandle } from './client.ts'
import { PGLITE_SHARED_BUFFERS } from './pglite-settings.ts'

// A deployed server's folder was made before the setting, with initdb's postgresql.conf: the
// server's PGlite must run with the small shared buffers on it all the same (docs/benchmark.md).
let folder: string
let dataDir: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'insure-settings-'))
  dataDir = path.join(folder, 'data')
  const older = await PGlite.create({ dataDir })
  await older.close()
}, 60_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const sharedBuffers = async (database: DatabaseHandle) =>
  (
    (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[]
    }
  ).rows[0]!.shared_buffers

describe("PGlite's settings", () => {
  it('the folder itself still says initdb’s 128 MB', async () => {
    const conf = await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')
    expect(conf).toMatch(/^shared_buffers = 128MB/m)
  })

  it('the database thread runs with 32 MB of shared buffers on that existing folder', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB')
    const database = await openPgliteInWorker(dataDir, (error) => {
      throw error
    })
    try {
      expect(await sharedBuffers(database)).toBe('32MB')
    } finally {
      await database.close()
    }
  }, 60_000)

  it('so does a PGlite opened in this thread', async () => {
    const database = await openPglite({ dataDir })
    try {
      expect(await sharedBuffers(database)).toBe('32MB')
    } finally {
      await database.close()
    }
  }, 60_000)
})
