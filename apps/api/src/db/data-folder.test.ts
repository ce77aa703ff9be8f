import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataFolderLockedError, ensureDataFolder, lockDataFolder } from './data-folder.ts'

let parent: string
let dataDir: string
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'insure-data-folder-'))
  dataDir = path.join(parent, 'data')
})
afterEach(() => rmSync(parent, { recursive: true, force: true }))

describe('one server per PGlite data folder', () => {
  it('refuses a second lock while the first holder runs, naming its pid and the folder', async () => {
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      writeFileSync(`${dataDir}.lock.pid`, String(other.pid))
      const attempt = lockDataFolder(dataDir)
      await expect(attempt).rejects.toBeInstanceOf(DataFolderLockedError)
      await expect(attempt).rejects.toThrow(
        `Another server (pid ${other.pid}) is already using the database folder ${dataDir}`,
      )
    } finally {
      other.kill()
    }
  })

  it('takes over the lock of a server that was killed', async () => {
    writeFileSync(`${dataDir}.lock.pid`, '999999999')
    const lock = await lockDataFolder(dataDir)
    expect(readFileSync(`${dataDir}.lock.pid`, 'utf8')).toBe(String(process.pid))
    await lock.release()
    expect(existsSync(`${dataDir}.lock.pid`)).toBe(false)
  })
})

describe('first initialisation', () => {
  it('renames the finished database into place', async () => {
    const outcome = await ensureDataFolder(dataDir, async (temporaryDir) => {
      mkdirSync(temporaryDir)
      writeFileSync(path.join(temporaryDir, 'PG_VERSION'), '18')
    })
    expect(outcome).toBe('created')
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(await ensureDataFolder(dataDir, () => Promise.reject(new Error('must not run')))).toBe('existing')
  })

  it('leaves no half-made database when initialisation dies, and the next start cleans up', async () => {
    await expect(
      ensureDataFolder(dataDir, async (temporaryDir) => {
        mkdirSync(temporaryDir)
        writeFileSync(path.join(temporaryDir, 'half'), '')
        throw new Error('killed during initdb')
      }),
    ).rejects.toThrow('killed during initdb')
    expect(existsSync(dataDir)).toBe(false)

    await ensureDataFolder(dataDir, async (temporaryDir) => {
      mkdirSync(temporaryDir)
      writeFileSync(path.join(temporaryDir, 'PG_VERSION'), '18')
    })
    expect(existsSync(path.join(dataDir, 'half'))).toBe(false)
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
  })

  it('keeps the secrets file a local start made in the folder before the database', async () => {
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"TOKEN_SECRET":"kept"}', { mode: 0o600 })
    const outcome = await ensureDataFolder(dataDir, async (temporaryDir) => {
      mkdirSync(temporaryDir)
      writeFileSync(path.join(temporaryDir, 'PG_VERSION'), '18')
    })
    expect(outcome).toBe('created')
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe('{"TOKEN_SECRET":"kept"}')
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('refuses to touch a folder that holds something other than a database', async () => {
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine')
    await expect(ensureDataFolder(dataDir, async () => undefined)).rejects.toThrow('is not a database folder')
    expect(readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine')
  })
})
