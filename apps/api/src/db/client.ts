import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { PgliteInWorker } from './pglite-in-worker.ts'
import { withDrizzleParsers } from './pglite-parsers.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** One type for both drivers: PGlite embedded and node-postgres share Drizzle's PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The embedded client, for dumps (tests' template); absent on PostgreSQL. */
  pglite?: PGlite
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

/** Where the generated SQL migrations are, both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const fromSource = path.resolve(here, '../../drizzle')
  const fromBundle = path.resolve(here, '../drizzle')
  return here.endsWith(`${path.sep}dist`) ? fromBundle : fromSource
}

/**
 * Opens PGlite: on a data folder, in memory (no folder), or from a dumped template (tests).
 * The caller owns the folder lock (see data-folder.ts).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite(withDrizzleParsers(client), { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

/**
 * Opens PGlite on its own thread (see pglite-in-worker.ts): the server's database. `onFailure` hears
 * of the thread stopping unasked. The caller owns the folder lock.
 */
export async function openPgliteInWorker(
  dataDir: string,
  onFailure: (error: Error) => void,
): Promise<DatabaseHandle> {
  const client = await PgliteInWorker.open({ dataDir }, onFailure)
  // Drizzle's driver types want PGlite itself; it uses only the part PgliteInWorker has.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema })
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

/** Opens a pool on a real PostgreSQL (DATABASE_URL): same schema, same migrations. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // An idle client's error (PostgreSQL restarted, connection killed) must not crash the server:
  // the pool drops that client and the next query opens a new one.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePostgres(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}
