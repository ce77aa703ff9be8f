import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  PUBLISHED_KEY_MESSAGE,
  TEST_SECRETS,
  loadClientConfig,
  loadConfig,
  loadServerConfig,
  testConfig,
} from './config.ts'

/** Keys of a deployment (each server is given its own). */
const KEYS = {
  TOKEN_SECRET: 'a-production-secret-of-more-than-32-chars',
  CONTENT_API_TOKEN: 'a-production-content-token',
}

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ ...KEYS })
    expect(config).toMatchObject({
      port: 3000,
      companyCode: 'IWYZE',
      callCentre: false,
      testMode: false,
      publicApiKey: 'local-dev-key',
      databaseUrl: undefined,
      rateLimitPerMinute: 600,
      pageRateLimitPerMinute: 600,
      campaignStatusLimitPerMinute: 10,
      quickQuoteWithoutScriptLimitPerMinute: 10,
      trustProxy: [],
    })
    expect(config.dataDir).toMatch(/\/data$/)
  })

  it('turns a feature flag on from its upper-case variable set to 1 (shell spec §4)', () => {
    const config = loadConfig({
      ...KEYS,
      LEGAL: '1',
      LIFE_V2: '1',
      MULTIPLE_VAPS: '0',
      PATH: '/usr/bin',
      CI: '1',
    })
    expect(config.featureFlagsFromEnv.sort()).toEqual(['legal', 'life_v2'])
  })

  it.each([
    [{}, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', TEST_MODE: '1' }, false],
  ])('%o is a production server: %s (shell spec §6, the self-service home flow)', (env, production) => {
    expect(loadConfig({ ...KEYS, ...env }).productionServer).toBe(production)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ COMPANY_CODE: 'ACME' }, 'COMPANY_CODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CALL_CENTRE: 'yes' }, 'CALL_CENTRE'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ TRUST_PROXY: '10.0.0.1, the-balancer' }, 'TRUST_PROXY'],
    [{ PAGE_RATE_LIMIT_PER_MINUTE: '0' }, 'PAGE_RATE_LIMIT_PER_MINUTE'],
    [{ SMTP_URL: 'http://mail.example.co.za' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'no-reply' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'iWYZE <no-reply>' }, 'MAIL_FROM'],
  ])('fails fast naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig({ ...KEYS, ...env })).toThrow(new RegExp(`Invalid configuration: .*${name}`))
  })

  it('never repeats the value of a bad variable (SMTP_URL holds a password)', () => {
    expect(() => loadConfig({ ...KEYS, SMTP_URL: 'ftp://user:s3cret@mail.example.co.za' })).toThrow(
      'Invalid configuration: SMTP_URL: must be an smtp:// or smtps:// URL',
    )
    expect(() => loadConfig({ ...KEYS, SMTP_URL: 'ftp://user:s3cret@mail.example.co.za' })).not.toThrow(
      /s3cret/,
    )
  })

  it.each([
    [{}, undefined, 'iWYZE <no-reply@iwyze.co.za>'],
    [{ COMPANY_CODE: 'OM' }, undefined, 'Old Mutual <no-reply@oldmutual.co.za>'],
    [
      { SMTP_URL: 'smtps://user:pass@mail.example.co.za:465', MAIL_FROM: 'Sales <sales@example.co.za>' },
      'smtps://user:pass@mail.example.co.za:465',
      'Sales <sales@example.co.za>',
    ],
    [
      { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'sales@example.co.za' },
      'smtp://127.0.0.1:2525',
      'sales@example.co.za',
    ],
  ])('reads the e-mail settings of %o', (env, smtpUrl, mailFrom) => {
    expect(loadConfig({ ...KEYS, ...env })).toMatchObject({ smtpUrl, mailFrom })
  })

  it('reads TRUST_PROXY as a list of proxy addresses and ranges', () => {
    expect(loadConfig({ ...KEYS, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ])
  })

  it("serves the site through Vite's development server for npm run dev only", () => {
    expect(loadConfig({ ...KEYS }).webDevServer).toBe(false)
    expect(loadConfig({ ...KEYS, WEB_DEV_SERVER: '1' }).webDevServer).toBe(true)
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEYS, WEB_DEV_SERVER: '1' })).toThrow(
      'WEB_DEV_SERVER: is for npm run dev: a production server serves the built site',
    )
  })
})

describe('the keys: TOKEN_SECRET and CONTENT_API_TOKEN (issue 17: none in the source)', () => {
  it.each([
    ['TOKEN_SECRET', { CONTENT_API_TOKEN: KEYS.CONTENT_API_TOKEN }],
    ['CONTENT_API_TOKEN', { TOKEN_SECRET: KEYS.TOKEN_SECRET }],
  ])('a production server without %s refuses to start, naming it', (name, env) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(
      `Invalid configuration: ${name}: must be set in production (the server has no default)`,
    )
  })

  it('names both when neither is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOKEN_SECRET: must be set in production.*; CONTENT_API_TOKEN: must be set in production/,
    )
  })

  it.each(['development', 'test'])('a %s server without them says where local ones are kept', (nodeEnv) => {
    expect(() => loadConfig({ NODE_ENV: nodeEnv })).toThrow(
      'TOKEN_SECRET: must be set (npm start and npm run dev keep local ones in DATA_DIR/secrets.json)',
    )
  })

  it.each([
    ['TOKEN_SECRET', 'local-dev-token-secret-change-me-in-production'],
    ['CONTENT_API_TOKEN', 'local-dev-content-token'],
  ])('production refuses the development value %s once had in the source', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEYS, [name]: value })).toThrow(
      `${name}: ${PUBLISHED_KEY_MESSAGE}`,
    )
  })

  it('takes the keys it is given', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS })).toMatchObject({
      tokenSecret: KEYS.TOKEN_SECRET,
      contentApiToken: KEYS.CONTENT_API_TOKEN,
    })
  })
})

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const KEY_NAMES = ['TOKEN_SECRET', 'CONTENT_API_TOKEN', 'WORKBENCH_SECRET'] as const
const WORKBENCH_KEY = 'a-workbench-secret-of-more-than-32-chars'

/** Files that start servers or hold their keys: the tests' servers, the bench, the API's own code. */
function serverSourceFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(folder, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative)
      return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : []
    })
  return [
    'playwright.config.ts',
    ...walk('scripts'),
    ...walk('apps/web/e2e'),
    ...walk('apps/api/test'),
    ...walk('apps/api/src').filter((file) => !file.endsWith('.test.ts')),
  ]
}

describe('no key written in the source is accepted by a server (issue 22)', () => {
  const published = [
    ...Object.values(TEST_SECRETS),
    'local-dev-token-secret-change-me-in-production',
    'local-dev-content-token',
    'e2e-token-secret-of-at-least-32-characters',
    'e2e-content-token',
    'system-test-token-secret-of-at-least-32-chars',
    'system-test-content-token',
  ]
  const cases = KEY_NAMES.flatMap((name) =>
    published.flatMap((value) => ['production', 'development'].map((nodeEnv) => [name, value, nodeEnv])),
  )

  it.each(cases)('%s %j is refused by a %s server', (name, value, nodeEnv) => {
    const env = { NODE_ENV: nodeEnv, ...KEYS, WORKBENCH_SECRET: WORKBENCH_KEY, [name!]: value }
    expect(() => loadConfig(env)).toThrow(`${name}: ${PUBLISHED_KEY_MESSAGE}`)
  })

  it("takes the test keys only in the test runner's in-process apps (NODE_ENV=test)", () => {
    expect(testConfig().tokenSecret).toBe(TEST_SECRETS.TOKEN_SECRET)
  })

  it('a started server refuses NODE_ENV=test, under which the test keys would be taken', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'test', ...TEST_SECRETS })).toThrow(
      'NODE_ENV: test is for the test runner',
    )
    expect(loadServerConfig({ NODE_ENV: 'production', ...KEYS }).tokenSecret).toBe(KEYS.TOKEN_SECRET)
  })

  it('refuses every key the files that start servers write for one (the tests make theirs per run)', () => {
    const written = serverSourceFiles().flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /\b(TOKEN_SECRET|CONTENT_API_TOKEN|WORKBENCH_SECRET)\b['"]?\s*[:=]\s*['"`]([^'"`$]+)['"`]/g,
        ),
      ].map(([, name, value]) => ({ file, name: name!, value: value! })),
    )
    const accepted = written.filter(({ name, value }) => {
      try {
        loadConfig({ NODE_ENV: 'production', ...KEYS, WORKBENCH_SECRET: WORKBENCH_KEY, [name]: value })
        return true
      } catch {
        return false
      }
    })
    expect(accepted.map(({ file, name }) => `${file}: ${name}`)).toEqual([])
  })
})

describe('a client of the server (npm run workbench:token)', () => {
  it('needs no keys but the workbench credential: the port, the API key and WORKBENCH_SECRET', () => {
    expect(loadClientConfig({ PORT: '4030', TOKEN_SECRET: 'not-read' })).toEqual({
      port: 4030,
      publicApiKey: 'local-dev-key',
      workbenchSecret: undefined,
    })
    const secret = 'a-workbench-secret-of-more-than-32-chars'
    expect(loadClientConfig({ WORKBENCH_SECRET: secret }).workbenchSecret).toBe(secret)
  })
})
