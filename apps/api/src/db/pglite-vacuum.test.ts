import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteInWorker, rowsOf, type Database, type DatabaseHandle } from './client.ts'
import type { VacuumSchedule } from './pglite-worker-protocol.ts'

// PGlite has no autovacuum: the database thread runs VACUUM (ANALYZE) itself, at quiet moments.
let dataDir: string
let database: DatabaseHandle | undefined
beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'insure-vacuum-')), 'data')
  // initdb once (seconds); each test reopens the folder with its own schedule and table.
  await (await openPgliteInWorker(dataDir, () => undefined)).close()
}, 60_000)
afterEach(async () => {
  await database?.close()
  database = undefined
})
afterAll(() => rm(path.dirname(dataDir), { recursive: true, force: true }))

let tables = 0

async function open(schedule?: VacuumSchedule) {
  database = await openPgliteInWorker(dataDir, () => undefined, schedule)
  const table = sql.identifier(`cover_${++tables}`)
  await database.db.execute(sql`create table ${table} (id serial primary key, name text not null)`)
  await database.db.execute(
    sql`insert into ${table} (name) select 'cover ' || n from generate_series(1, 500) n`,
  )
  const db = database.db
  /** How often the test's table was vacuumed and analysed, as PostgreSQL counts it. */
  const counts = async (through: Pick<Database, 'execute'> = db) => {
    const [row] = rowsOf<{ vacuums: number; analyses: number }>(
      await through.execute(sql`select vacuum_count::int as vacuums, analyze_count::int as analyses
        from pg_stat_user_tables where relname = ${`cover_${tables}`}`),
    )
    return row!
  }
  return { db, counts }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('VACUUM (ANALYZE) on the database thread', () => {
  it('waits for a quiet moment: not while a transaction is open or statements keep coming, then on its schedule', async () => {
    // Quiet is a second: a busy machine (CI, the parallel suites) may stretch a 50 ms pause to some
    // hundreds of milliseconds, and the test is about statements holding it off, not about its length.
    const { db, counts } = await open({ firstAfterMs: 0, everyMs: 1500, quietMs: 1000, maxWaitMs: 60_000 })
    await db.transaction(async (tx) => {
      await sleep(700)
      expect(await counts(tx)).toEqual({ vacuums: 0, analyses: 0 })
    })
    // A statement every 50 ms for twice the quiet time: never a second of quiet.
    for (let index = 0; index < 40; index++) {
      expect(await counts()).toEqual({ vacuums: 0, analyses: 0 })
      await sleep(50)
    }
    // Quiet now (the polls leave more than a second between their statements): the first one, then
    // the next after everyMs.
    const quietPolls = { timeout: 15_000, interval: 1500 }
    await expect.poll(() => counts(), quietPolls).toEqual({ vacuums: 1, analyses: 1 })
    await expect.poll(() => counts(), quietPolls).toEqual({ vacuums: 2, analyses: 2 })
  })

  it('runs all the same when the database is never quiet for longer than maxWaitMs', async () => {
    const { counts } = await open({ firstAfterMs: 0, everyMs: 60_000, quietMs: 10_000, maxWaitMs: 300 })
    const deadline = Date.now() + 10_000
    let seen = { vacuums: 0, analyses: 0 }
    while (seen.vacuums === 0 && Date.now() < deadline) {
      seen = await counts()
      await sleep(50)
    }
    expect(seen).toEqual({ vacuums: 1, analyses: 1 })
  })

  it('a thread opened without a schedule runs none', async () => {
    const { counts } = await open()
    await sleep(500)
    expect(await counts()).toEqual({ vacuums: 0, analyses: 0 })
  })
})
