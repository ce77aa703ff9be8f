import fs from 'node:fs'
import { chmod, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The data folder holds ID numbers and bank account numbers (POPIA): its folders and files are for
 * the server's user alone (issue 22: after a first start it was 0755, most of its files 0666).
 */
export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
/** The server's umask: what it creates (the secrets file, the lock, PGlite's folders) is its user's only. */
export const PRIVATE_UMASK = 0o077

/**
 * Gives `folder` and everything in it the private modes: 0700 for folders, 0600 for files. Run on
 * every start before the database opens, so a folder copied, restored or left by an older version is
 * closed too. Symbolic links are left alone (chmod would change what they point to).
 */
export async function makeFolderPrivate(folder: string): Promise<void> {
  await chmod(folder, PRIVATE_FOLDER_MODE)
  const entries = await readdir(folder, { withFileTypes: true })
  await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return makeFolderPrivate(full)
      if (entry.isFile()) return chmod(full, PRIVATE_FILE_MODE)
      return undefined
    }),
  )
}

let pgliteFilesPrivate = false

/**
 * PGlite's file system (Emscripten's NODEFS) gives the files PostgreSQL creates the mode it asks for
 * with an explicit chmod, 0666 for initdb's and 0644 for some written later, which the umask does
 * not narrow (measured: 970 of a new folder's files 0666 under umask 077). In a thread or process
 * that opens PGlite on a folder, every chmod keeps the owner's bits only. Node's `fs` is one object
 * per thread, so this touches nothing outside it.
 */
export function keepPgliteFilesPrivate(): void {
  if (pgliteFilesPrivate) return
  pgliteFilesPrivate = true
  const { chmodSync, fchmodSync } = fs
  fs.chmodSync = (file, mode) => chmodSync(file, ownerOnly(mode))
  fs.fchmodSync = (descriptor, mode) => fchmodSync(descriptor, ownerOnly(mode))
}

function ownerOnly(mode: fs.Mode): number {
  return (typeof mode === 'string' ? Number.parseInt(mode, 8) : mode) & ~PRIVATE_UMASK
}
