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
import { PgliteInWorker, type PgliteClient } from './pglite-in-worker.ts'
import { withDrizzleParsers } from './pglite-parsers.ts'
import { PGLITE_SETTINGS } from './pglite-settings.ts'
import { keepPgliteFilesPrivate } from './private-files.ts'
import { pglitePrepared, type RunPrepared } from './prepared.ts'
import type { VacuumSchedule } from './pglite-worker-protocol.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** One type for both drivers: PGlite embedded and node-postgres share Drizzle's PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/**
 * A transaction on the database: what `db.transaction` hands its callback. Writes that must commit
 * with the caller's (a document and its e-mail with the policy) take one.
 */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The rows of `db.execute`: the same shape on PGlite (in this thread or its own) and node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The embedded client, for dumps (tests' template); absent on PostgreSQL. */
  pglite?: PGlite
  migrate(): Promise<void>
  /**
   * Runs a read statement prepared once per database session by its name (see prepared.ts): the
   * hottest reads, which would otherwise be parsed and planned on every call.
   */
  prepared: RunPrepared
  /**
   * Runs `work` holding the preparation lock, so that processes started together on one database
   * migrate and seed one after another: on PostgreSQL a session advisory lock (released with its
   * connection if the process dies), on PGlite, whose folder only one process may open, a queue in
   * this process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  ping(): Promise<void>
  close(): Promise<void>
}

/** The advisory lock key of migrations and seed (any fixed number; this one names no other lock). */
export const PREPARATION_LOCK_KEY = 1_701_170_017

/** Runs the works given to it one at a time, in order, in this process. */
function queue(): DatabaseHandle['exclusively'] {
  let tail: Promise<unknown> = Promise.resolve()
  return (work) => {
    const run = tail.then(work)
    tail = run.catch(() => undefined)
    return run
  }
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
  // A folder holds personal information: PGlite's files in it get the owner's bits only.
  if (options.dataDir) keepPgliteFilesPrivate()
  const client = await PGlite.create({
    ...PGLITE_SETTINGS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  return { ...pgliteHandle(client, pglitePrepared(client), withDrizzleParsers(client)), pglite: client }
}

/**
 * Opens PGlite on its own thread (see pglite-in-worker.ts): the server's database. `onFailure` hears
 * of the thread stopping unasked; `vacuum` is the thread's own VACUUM schedule (none without it).
 * The caller owns the folder lock.
 */
export async function openPgliteInWorker(
  dataDir: string,
  onFailure: (error: Error) => void,
  vacuum?: VacuumSchedule,
): Promise<DatabaseHandle> {
  // The thread sets Drizzle's parsers on its own client (see pglite-worker.ts).
  const worker = await PgliteInWorker.open({ dataDir, ...(vacuum ? { vacuum } : {}) }, onFailure)
  return pgliteHandle(worker, (statement, params) => worker.prepared(statement, params))
}

/**
 * The handle of a PGlite client, in this thread or on its own: Drizzle over `forQueries` (the client
 * with Drizzle's parsers), the migrations and the ping over the client itself.
 */
function pgliteHandle(
  client: PgliteClient,
  prepared: RunPrepared,
  forQueries: PgliteClient = client,
): DatabaseHandle {
  // Drizzle's driver types want PGlite itself; it uses only the part a PgliteClient has.
  const drizzleOver = (target: PgliteClient) => drizzlePglite(target as PGlite, { schema })
  return {
    db: drizzleOver(forQueries) as unknown as Database,
    kind: 'pglite',
    prepared,
    migrate: () => migratePglite(drizzleOver(client), { migrationsFolder: migrationsFolder() }),
    exclusively: queue(),
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
    // node-postgres prepares a named statement once per connection and then binds it.
    prepared: async (statement, params) =>
      (
        await pool.query<(string | null)[]>({
          name: statement.name,
          text: statement.text,
          values: params,
          rowMode: 'array',
        })
      ).rows,
    migrate: () =>
      migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: migrationsFolder() }),
    async exclusively(work) {
      // A connection of its own holds the lock while the work runs on the pool's others.
      const holder = await pool.connect()
      let broken: Error | undefined
      try {
        await holder.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY])
        try {
          return await work()
        } finally {
          await holder
            .query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY])
            .catch((error: Error) => {
              broken = error
            })
        }
      } catch (error) {
        broken ??= error as Error
        throw error
      } finally {
        // A connection whose unlock failed is closed, which releases the lock all the same.
        holder.release(broken)
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}
