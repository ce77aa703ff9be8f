import { loadConfig } from './config.ts'
import { openPglite } from './db/client.ts'
import { seedDatabase, type SeedOptions } from '../seed/index.ts'

/**
 * Runs in a child process on first start: initdb, migrations and seed in a temporary folder.
 * A separate process because the process that ran initdb holds ~850 MB; the server then reopens the
 * finished folder and stays near 300 MB (DESIGN.md, Known traps).
 */
export async function initialiseDatabaseFolder(dataDir: string, seedOptions: SeedOptions): Promise<void> {
  const database = await openPglite({ dataDir })
  try {
    await database.migrate()
    await seedDatabase(database.db, seedOptions)
  } finally {
    await database.close()
  }
}

const target = process.argv[2]
if (target && process.env.INSURE_INITIALISE_DATABASE === '1') {
  // The server was killed: stop too, and leave the temporary folder for the next start to remove.
  process.on('disconnect', () => process.exit(1))
  // Forked with the server's environment, so the same configuration (the campaign lists' HMAC key).
  initialiseDatabaseFolder(target, { tokenSecret: loadConfig().tokenSecret }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
