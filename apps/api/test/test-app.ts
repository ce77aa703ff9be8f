import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../src/app.ts'
import { testConfig, type Config } from '../src/config.ts'
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts'
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names.ts'

export const API_KEY = testConfig().publicApiKey
/** The workbench's credential on test apps (token/issue); `workbenchSecret: undefined` leaves one without. */
export const TEST_WORKBENCH_SECRET = 'api-test-workbench-secret-of-at-least-32-characters'

/** A database for one test file: the migrated, seeded template, loaded in memory or cloned. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl')
  if (postgresUrl) {
    const name = `insure_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`)
    const database = await openPostgres(withDatabaseName(postgresUrl, name), 4)
    return {
      ...database,
      async close() {
        await database.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  const dump = await readFile(inject('pgliteTemplatePath'))
  return openPglite({ loadDataDir: new Blob([dump]) })
}

/**
 * The real app (every plugin and area) on a fresh test database, or on another app's (`database`:
 * two processes on one PostgreSQL), which closing this one leaves open; its log lines to `logStream`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    logStream,
    database: sharedDatabase,
  }: { logStream?: { write(line: string): void }; database?: DatabaseHandle } = {},
) {
  const database = sharedDatabase ?? (await openTestDatabase())
  const config = testConfig({ workbenchSecret: TEST_WORKBENCH_SECRET, ...overrides })
  const app = await buildApp({ config, database, ...(logStream ? { logStream } : {}) })
  await app.ready()
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close()
      if (!sharedDatabase) await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app']

/** What the site does first: GET getToken, keeping the rate token and the XSRF cookie. */
export async function clientCredentials(app: TestApp) {
  const response = await app.inject({
    method: 'GET',
    url: '/global/auth/getToken',
    headers: { 'x-api-key': API_KEY },
  })
  const token = (response.json() as { data: { token: string } }).data.token
  const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  // The browser's cookie jar: the XSRF token, and what the API sets later (the quote owner's
  // credential, an agent's session), sent back with every call as a browser does.
  const jar = new Map<string, string>([['XSRF-TOKEN', xsrf]])
  return {
    token,
    xsrf,
    /** Keeps the cookies an answer set (an empty or expired one is removed). */
    remember(answer: { cookies: { name: string; value: string; maxAge?: number }[] }) {
      for (const cookie of answer.cookies) {
        if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name)
        else jar.set(cookie.name, cookie.value)
      }
    },
    /** The Cookie header of this browser. */
    cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    /** Headers for a /wyzeapi call as the site sends them. */
    headers(method: 'GET' | 'POST' | 'PUT' = 'POST'): Record<string, string> {
      const base: Record<string, string> = {
        'x-api-key': API_KEY,
        'x-rate-token': token,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      }
      return method === 'GET' ? base : { ...base, 'x-xsrf-token': xsrf }
    },
  }
}
