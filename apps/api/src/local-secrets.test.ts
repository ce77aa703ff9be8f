import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { provideLocalSecrets } from './local-secrets.ts'

let parent: string
let dataDir: string
beforeEach(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'insure-local-secrets-'))
  dataDir = path.join(parent, 'data')
})
afterEach(() => rmSync(parent, { recursive: true, force: true }))

const secretsFile = () => path.join(dataDir, 'secrets.json')

describe('local keys (npm start, npm run dev)', () => {
  it('makes random ones into DATA_DIR/secrets.json, readable by the owner only, on the first start', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    const local = provideLocalSecrets(env)
    expect(local).toEqual({
      file: secretsFile(),
      provided: ['TOKEN_SECRET', 'CONTENT_API_TOKEN'],
      generated: ['TOKEN_SECRET', 'CONTENT_API_TOKEN'],
    })
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(secretsFile(), 'utf8'))).toEqual({
      TOKEN_SECRET: env.TOKEN_SECRET,
      CONTENT_API_TOKEN: env.CONTENT_API_TOKEN,
    })
    expect(env.TOKEN_SECRET).toMatch(/^[\w-]{43}$/)
    // What the server then reads is a whole configuration, even as a production build (npm start).
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).tokenSecret).toBe(env.TOKEN_SECRET)
  })

  it('reuses them on later starts', () => {
    const first: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    provideLocalSecrets(first)
    const second: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    expect(provideLocalSecrets(second).generated).toEqual([])
    expect(second).toEqual(first)
  })

  it('never two sets on one folder: another folder gets its own', () => {
    const here: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    const there: NodeJS.ProcessEnv = { DATA_DIR: path.join(parent, 'other') }
    provideLocalSecrets(here)
    provideLocalSecrets(there)
    expect(there.TOKEN_SECRET).not.toBe(here.TOKEN_SECRET)
  })

  it('leaves a key the environment sets alone, and keeps only the other in the file', () => {
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'set-by-the-environment-32-characters!',
    }
    expect(provideLocalSecrets(env).provided).toEqual(['CONTENT_API_TOKEN'])
    expect(env.TOKEN_SECRET).toBe('set-by-the-environment-32-characters!')
    expect(Object.keys(JSON.parse(readFileSync(secretsFile(), 'utf8')))).toEqual(['CONTENT_API_TOKEN'])
  })

  it('touches nothing when the environment sets both', () => {
    const env = { DATA_DIR: dataDir, TOKEN_SECRET: 'x'.repeat(32), CONTENT_API_TOKEN: 'y' }
    expect(provideLocalSecrets(env)).toMatchObject({ provided: [], generated: [] })
    expect(() => statSync(dataDir)).toThrow()
  })

  it('adds a key the file lacks and keeps the one it has', () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    provideLocalSecrets(env)
    writeFileSync(secretsFile(), JSON.stringify({ TOKEN_SECRET: env.TOKEN_SECRET }), { mode: 0o600 })
    const again: NodeJS.ProcessEnv = { DATA_DIR: dataDir }
    expect(provideLocalSecrets(again).generated).toEqual(['CONTENT_API_TOKEN'])
    expect(again.TOKEN_SECRET).toBe(env.TOKEN_SECRET)
    expect(JSON.parse(readFileSync(secretsFile(), 'utf8')).CONTENT_API_TOKEN).toBe(again.CONTENT_API_TOKEN)
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600)
  })
})
