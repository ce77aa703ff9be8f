import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeFolderPrivate } from './private-files.ts'

let parent: string
let dataDir: string
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'insure-private-files-'))
  dataDir = path.join(parent, 'data')
})
afterEach(() => rmSync(parent, { recursive: true, force: true }))

const modeOf = (file: string) => statSync(file).mode & 0o777

/** Every folder and file under `folder` with its mode, as `relative path: octal mode`. */
function modes(folder: string, prefix = '.'): string[] {
  return [
    `${prefix}: ${modeOf(folder).toString(8)}`,
    ...readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name)
      const relative = `${prefix}/${entry.name}`
      if (entry.isDirectory()) return modes(full, relative)
      return entry.isFile() ? [`${relative}: ${modeOf(full).toString(8)}`] : []
    }),
  ]
}

describe("the data folder is the server's user's only (issue 22: ID and account numbers)", () => {
  it('closes every folder to 0700 and every file to 0600, however deep', async () => {
    mkdirSync(path.join(dataDir, 'base', '1'), { recursive: true })
    for (const folder of [dataDir, path.join(dataDir, 'base'), path.join(dataDir, 'base', '1')]) {
      chmodSync(folder, 0o755)
    }
    for (const file of ['PG_VERSION', 'base/1/2600', 'secrets.json']) {
      writeFileSync(path.join(dataDir, file), 'x')
      chmodSync(path.join(dataDir, file), 0o666)
    }

    await makeFolderPrivate(dataDir)

    expect(modes(dataDir)).toEqual([
      '.: 700',
      './PG_VERSION: 600',
      './base: 700',
      './base/1: 700',
      './base/1/2600: 600',
      './secrets.json: 600',
    ])
  })

  it('leaves what a link points to alone', async () => {
    mkdirSync(dataDir)
    const outside = path.join(parent, 'outside.txt')
    writeFileSync(outside, 'x')
    chmodSync(outside, 0o644)
    symlinkSync(outside, path.join(dataDir, 'link'))
    await makeFolderPrivate(dataDir)
    expect(modeOf(outside)).toBe(0o644)
  })
})
