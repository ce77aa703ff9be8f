import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_DATA_DIR, SECRET_NAMES, type SecretName } from './config.ts'

/** The file in the data folder that holds a local start's generated keys. */
export const LOCAL_SECRETS_FILE = 'secrets.json'

/** 32 random bytes: 43 base64url characters, over TOKEN_SECRET's 32-character minimum. */
const SECRET_BYTES = 32

export type LocalSecrets = {
  /** The secrets file. */
  file: string
  /** The keys taken from the file (the environment set the others). */
  provided: SecretName[]
  /** The keys made by this call, new in the file. */
  generated: SecretName[]
}

/**
 * Local and demo starts (`npm start`, `npm run dev`): each key the environment does not set is taken
 * from DATA_DIR/secrets.json, made with random values (mode 0600) on the first start and reused on
 * later ones. Reuse matters: the campaign lists are stored as HMACs under TOKEN_SECRET, and rate
 * tokens, captchas and workbench tokens signed before a restart stay good after it. The folder is
 * made when missing (with DATABASE_URL it holds only this file). Sets the keys in `env`.
 *
 * A deployment does not call this: its server refuses to start without its own keys (config.ts).
 */
export function provideLocalSecrets(env: NodeJS.ProcessEnv): LocalSecrets {
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR)
  const file = path.join(dataDir, LOCAL_SECRETS_FILE)
  const missing = SECRET_NAMES.filter((name) => !env[name])
  if (missing.length === 0) return { file, provided: [], generated: [] }

  // The folder will hold the database's personal information: its user's only (data-folder.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  let stored = readSecrets(file)
  const generated = missing.filter((name) => !stored?.[name])
  if (generated.length > 0) {
    const made = Object.fromEntries(
      generated.map((name) => [name, randomBytes(SECRET_BYTES).toString('base64url')]),
    )
    const temporary = `${file}.tmp-${process.pid}`
    writeFileSync(temporary, `${JSON.stringify({ ...stored, ...made }, null, 2)}\n`, { mode: 0o600 })
    if (stored === null) {
      // A link appears whole or not at all, and never replaces a file: of two processes starting
      // together on one folder (DATABASE_URL), the second reads the first's keys.
      let linked = true
      try {
        linkSync(temporary, file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        linked = false
      } finally {
        unlinkSync(temporary)
      }
      if (!linked) return provideLocalSecrets(env)
    } else {
      // A key the file lacks (removed by hand, or one a later version adds): the others stay.
      renameSync(temporary, file)
    }
    stored = { ...stored, ...made }
  }
  for (const name of missing) env[name] = stored![name]
  return { file, provided: missing, generated }
}

function readSecrets(file: string): Partial<Record<SecretName, string>> | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} is not a JSON object of secrets: remove it to have new ones made`)
  }
  const values = parsed as Record<string, unknown>
  return Object.fromEntries(
    SECRET_NAMES.filter((name) => typeof values[name] === 'string' && values[name] !== '').map((name) => [
      name,
      values[name] as string,
    ]),
  )
}
