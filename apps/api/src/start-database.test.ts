import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { describe, expect, inject, it } from 'vitest'
import { withDatabaseName } from '../test/database-names.ts'
import { testConfig } from './config.ts'
import { migrationsFolder, openPglite, openPostgres, rowsOf, type DatabaseHandle } from './db/client.ts'
import { prepare } from './start-database.ts'

const log = pino({ level: 'silent' })
const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
).entries.length

/**
 * A fresh, empty database, opened twice: on PostgreSQL two pools (as two processes would hold); on
 * PGlite, where one process owns a folder, the same handle twice (two apps of one process).
 */
async function freshDatabaseTwice(): Promise<{
  handles: [DatabaseHandle, DatabaseHandle]
  close(): Promise<void>
}> {
  const postgresUrl = inject('postgresUrl')
  if (!postgresUrl) {
    const database = await openPglite()
    return { handles: [database, database], close: () => database.close() }
  }
  const name = `insure_prepare_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = withDatabaseName(postgresUrl, name)
  const handles: [DatabaseHandle, DatabaseHandle] = [await openPostgres(url, 4), await openPostgres(url, 4)]
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close()))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

describe('several processes started together on one database', () => {
  it('two prepares (migrations and seed) at once on a fresh database both succeed, once each', async () => {
    const { handles, close } = await freshDatabaseTwice()
    try {
      const config = testConfig()
      const outcomes = await Promise.allSettled(handles.map((handle) => prepare(handle, config, log)))
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled'])
      const [migrations] = rowsOf<{ count: number }>(
        await handles[0].db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
      )
      expect(migrations!.count).toBe(MIGRATIONS)
      const [companies] = rowsOf<{ count: number }>(
        await handles[1].db.execute(sql`select count(*)::int as count from companies`),
      )
      expect(companies!.count).toBe(2)
    } finally {
      await close()
    }
  }, 180_000)
})
