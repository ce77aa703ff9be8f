import { fork } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { openPgliteInWorker, openPostgres, type DatabaseHandle } from './db/client.ts'
import { ensureDataFolder, lockDataFolder } from './db/data-folder.ts'
import { makeFolderPrivate } from './db/private-files.ts'
import { SERVER_VACUUM_SCHEDULE } from './db/pglite-worker-protocol.ts'
import { seedDatabase } from '../seed/index.ts'

/**
 * Opens the server's database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR,
 * locked to this process and created on first start. Migrations and seed run on every start; both
 * are idempotent, so later starts keep what is there.
 */
export async function startDatabase(config: Config, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl)
    await prepare(database, config, log)
    return database
  }

  await mkdir(path.dirname(config.dataDir), { recursive: true })
  const lock = await lockDataFolder(config.dataDir)
  try {
    const outcome = await ensureDataFolder(config.dataDir, (temporaryDir) => {
      log.info({ dataDir: config.dataDir }, 'creating the database (first start, about 10 s)')
      return initialiseInChildProcess(temporaryDir)
    })
    // Before PGlite opens it: what an older version or a copy left readable by others is closed.
    await makeFolderPrivate(config.dataDir)
    // The database runs on its own thread; if that thread stops, the server cannot answer: it exits
    // for its supervisor to start it again (the next start takes over the dead process's lock).
    const database = await openPgliteInWorker(
      config.dataDir,
      (error) => {
        log.fatal({ err: error }, 'the database thread stopped')
        process.exit(1)
      },
      SERVER_VACUUM_SCHEDULE,
    )
    await prepare(database, config, log)
    log.info({ dataDir: config.dataDir, outcome }, 'database ready')
    return {
      ...database,
      async close() {
        await database.close()
        await lock.release()
      },
    }
  } catch (error) {
    await lock.release()
    throw error
  }
}

/**
 * Migrations and seed, under the preparation lock: processes started together on one PostgreSQL
 * would otherwise race (both create drizzle's table, both apply a migration, both load a seed set).
 * The one that waited finds the work done: both are idempotent.
 */
export async function prepare(database: DatabaseHandle, config: Config, log: FastifyBaseLogger) {
  const loaded = await database.exclusively(async () => {
    await database.migrate()
    return seedDatabase(database.db, { tokenSecret: config.tokenSecret })
  })
  if (loaded.length > 0) log.info({ seeds: loaded }, 'seed data loaded')
}

function initialiseInChildProcess(dataDir: string): Promise<void> {
  const here = fileURLToPath(import.meta.url)
  const script = path.join(path.dirname(here), `initialise-database${path.extname(here)}`)
  return new Promise((resolve, reject) => {
    const child = fork(script, [dataDir], {
      env: { ...process.env, INSURE_INITIALISE_DATABASE: '1' },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`database initialisation failed (exit code ${code})`)),
    )
  })
}
