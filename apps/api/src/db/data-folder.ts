import { existsSync, readdirSync, rmSync } from 'node:fs'
import { open, readFile, rename, rm, unlink } from 'node:fs/promises'
import path from 'node:path'
import { LOCAL_SECRETS_FILE } from '../local-secrets.ts'

/**
 * One server per PGlite data folder. Two processes on one folder get no error from PGlite and
 * silently lose acknowledged writes (DESIGN.md, Known traps), so the server holds a lock file
 * beside the folder with its pid. A lock left by a killed server (its pid no longer runs) is taken
 * over, so a restart after `kill -9` needs no manual clean-up.
 */
export class DataFolderLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another server (pid ${pid}) is already using the database folder ${dataDir}. ` +
        'Two servers on one PGlite folder silently lose writes: stop the other server, ' +
        'or give this one its own DATA_DIR (or use DATABASE_URL for several processes).',
    )
    this.name = 'DataFolderLockedError'
  }
}

export type DataFolderLock = { release(): Promise<void> }

export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const lockPath = `${dataDir}.lock.pid`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockPath, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return {
        async release() {
          const owner = await readFile(lockPath, 'utf8').catch(() => '')
          if (owner.trim() === String(process.pid)) await unlink(lockPath).catch(() => undefined)
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataFolderLockedError(dataDir, owner)
      }
      await unlink(lockPath).catch(() => undefined)
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** PostgreSQL writes PG_VERSION at the end of initdb: its presence marks a complete data folder. */
export function isInitialisedDataFolder(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'))
}

/**
 * Makes sure `dataDir` holds a complete database. A new one is built in a temporary folder beside
 * it by `initialise` and renamed into place only when complete, so a start killed during the first
 * initialisation leaves no half-made database, only a temporary folder that the next start removes.
 * The server's own files that a local start puts in the folder first (`keep`: the secrets file)
 * move into the new database folder with it.
 */
export async function ensureDataFolder(
  dataDir: string,
  initialise: (temporaryDir: string) => Promise<void>,
  keep: readonly string[] = [LOCAL_SECRETS_FILE],
): Promise<'existing' | 'created'> {
  removeAbandonedTemporaryFolders(dataDir)
  if (isInitialisedDataFolder(dataDir)) return 'existing'
  const kept = existsSync(dataDir) ? readdirSync(dataDir) : []
  if (kept.some((entry) => !keep.includes(entry))) {
    throw new Error(
      `${dataDir} exists but is not a database folder (no PG_VERSION); refusing to touch it. Move it away or set DATA_DIR.`,
    )
  }
  const temporaryDir = `${dataDir}.tmp-${process.pid}`
  await initialise(temporaryDir)
  // Killed between these moves, the next start finds the kept files gone with the temporary folder
  // and begins again (new keys, new database): never a database without the keys it was seeded with.
  for (const entry of kept) await rename(path.join(dataDir, entry), path.join(temporaryDir, entry))
  if (existsSync(dataDir)) await rm(dataDir, { recursive: true })
  await rename(temporaryDir, dataDir)
  return 'created'
}

function removeAbandonedTemporaryFolders(dataDir: string): void {
  const parent = path.dirname(dataDir)
  const prefix = `${path.basename(dataDir)}.tmp-`
  if (!existsSync(parent)) return
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(prefix)) rmSync(path.join(parent, entry), { recursive: true, force: true })
  }
}
