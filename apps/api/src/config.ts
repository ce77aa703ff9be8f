import path from 'node:path'
import { z } from 'zod'
import { COMPANY_CODES, toFeatureFlag, type CompanyCode } from '@insure/domain/catalogue'
import { isValidEmail } from '@insure/domain/email'

const flag = z
  .enum(['0', '1', ''])
  .optional()
  .transform((value) => value === '1')

/** A proxy address or range, as proxy-addr (Fastify's trustProxy) takes them. */
const ProxyAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'must be IP addresses or CIDR ranges, separated by commas',
})

/**
 * The sender of the site's e-mails when MAIL_FROM is not set: the company's no-reply address. A
 * deployment sets MAIL_FROM to an address its SMTP relay may send as (SPF, DKIM).
 */
export const DEFAULT_MAIL_FROM: Readonly<Record<CompanyCode, string>> = {
  IWYZE: 'iWYZE <no-reply@iwyze.co.za>',
  OM: 'Old Mutual <no-reply@oldmutual.co.za>',
}

/** `address@domain` or `Name <address@domain>`. */
function isMailbox(value: string): boolean {
  const named = /^[^<>"]*<([^<>]+)>$/.exec(value.trim())
  return isValidEmail(named ? named[1]! : value)
}

const DEV_API_KEY = 'local-dev-key'
/** Where PGlite keeps its data, and local starts their generated secrets (see local-secrets.ts). */
export const DEFAULT_DATA_DIR = './data'

/** The two keys a server must have; no default in the source, where anyone could read it. */
export const SECRET_NAMES = ['TOKEN_SECRET', 'CONTENT_API_TOKEN'] as const
export type SecretName = (typeof SECRET_NAMES)[number]
export const TOKEN_SECRET_MIN_CHARS = 32

/** The keys a server is configured with: the two it must have, and the workbench's. */
const KEY_NAMES = [...SECRET_NAMES, 'WORKBENCH_SECRET'] as const

/** The development values earlier versions had in the source. */
const FORMER_DEVELOPMENT_VALUES: Record<SecretName, string> = {
  TOKEN_SECRET: 'local-dev-token-secret-change-me-in-production',
  CONTENT_API_TOKEN: 'local-dev-content-token',
}

/** The keys the end-to-end and system tests' servers had in the source before they made their own. */
const FORMER_TEST_SERVER_VALUES = [
  'e2e-token-secret-of-at-least-32-characters',
  'e2e-content-token',
  'system-test-token-secret-of-at-least-32-chars',
  'system-test-content-token',
]

/**
 * Issue 22: a key written in the source, now or in its history, is known to anyone who reads it: with
 * it they forge rate tokens, captchas and workbench launches. No server takes one; only the test
 * runner's in-process apps (NODE_ENV=test) take TEST_SECRETS.
 */
function isPublishedKey(value: string): boolean {
  return (
    Object.values(TEST_SECRETS).includes(value) ||
    Object.values(FORMER_DEVELOPMENT_VALUES).includes(value) ||
    FORMER_TEST_SERVER_VALUES.includes(value)
  )
}

export const PUBLISHED_KEY_MESSAGE =
  'is a key written in the source code, which anyone can read: give the server a key of its own'

const EnvFieldsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  COMPANY_CODE: z.enum(COMPANY_CODES).default('IWYZE'),
  CALL_CENTRE: flag,
  TEST_MODE: flag,
  API_BASE_URL: z.string().url().optional(),
  // The site's public address: links in e-mails (the resume link) start with it, never with an
  // address a request named.
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PUBLIC_API_KEY: z.string().min(1).default(DEV_API_KEY),
  CONTENT_API_TOKEN: z.string().min(1).optional(),
  TOKEN_SECRET: z.string().min(TOKEN_SECRET_MIN_CHARS).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Generous: many mobile visitors share one carrier address. Answers from the HTML cache are not counted.
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  CAMPAIGN_STATUS_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Quick quotes made without script carry no proof of work (decision 016): a person gets a few a minute.
  QUICK_QUOTE_WITHOUT_SCRIPT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ProxyAddressSchema)),
  // Its user and password, when it has them, are secrets: never logged.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL')
    .pipe(z.url())
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'must be an e-mail address, or a name and an address: Name <address@domain>')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A local start over plain HTTP (npm start, npm run dev, the e2e and bench servers): cookies
  // without Secure, which a browser would not send back over http://. Everywhere else they are Secure.
  PLAIN_HTTP: flag,
  // The workbench's credential for POST A/wtf/token/issue (Authorization: Bearer …); unset, refused.
  WORKBENCH_SECRET: z.string().min(TOKEN_SECRET_MIN_CHARS).optional(),
  WEB_BUILD_DIR: z.string().optional(),
  // npm run dev: the site through Vite's development server (modules compiled on request, reload
  // on edit) instead of the last production build. Never for a deployment (refused below).
  WEB_DEV_SERVER: flag,
})

const EnvSchema = EnvFieldsSchema.superRefine((env, ctx) => {
  // Issue 17: with a key from the source anyone could forge rate tokens and sign captchas. A
  // deployment gives the server its own; npm start and npm run dev make local ones first.
  for (const name of SECRET_NAMES) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          env.NODE_ENV === 'production'
            ? 'must be set in production (the server has no default)'
            : 'must be set (npm start and npm run dev keep local ones in DATA_DIR/secrets.json)',
      })
    }
  }
  if (env.WEB_DEV_SERVER && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_DEV_SERVER'],
      message: 'is for npm run dev: a production server serves the built site',
    })
  }
  if (env.NODE_ENV === 'test') return
  for (const name of KEY_NAMES) {
    const value = env[name]
    if (value !== undefined && isPublishedKey(value)) {
      ctx.addIssue({ code: 'custom', path: [name], message: PUBLISHED_KEY_MESSAGE })
    }
  }
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  companyCode: CompanyCode
  callCentre: boolean
  testMode: boolean
  /**
   * A production server: NODE_ENV=production without test mode. Some flows are for the other servers
   * only (shell spec §6: the home flow to the self-service platform).
   */
  productionServer: boolean
  apiBaseUrl: string | undefined
  /** The site's public address, without a trailing slash: links in e-mails start with it. */
  siteUrl: string
  publicApiKey: string
  contentApiToken: string
  tokenSecret: string
  /** API calls per visitor per minute. */
  rateLimitPerMinute: number
  /** Page renders per visitor per minute (answers from the HTML cache are not counted). */
  pageRateLimitPerMinute: number
  /** GET /wyzeapi/contact/campaignStatus per visitor per minute: an oracle for who is on the list. */
  campaignStatusLimitPerMinute: number
  /** Quick quotes posted without script (no captcha, decision 016) per visitor per minute. */
  quickQuoteWithoutScriptLimitPerMinute: number
  /** Load balancers whose X-Forwarded-For is believed (addresses or CIDR ranges); empty: none. */
  trustProxy: string[]
  /** After SIGTERM, how long the server keeps answering (health 503, connections closed) before it stops listening. */
  shutdownGraceMs: number
  /** Where the outbox's e-mails are sent (smtp:// or smtps://); unset, they stay in the outbox. */
  smtpUrl: string | undefined
  /** The sender of the site's e-mails. */
  mailFrom: string
  logLevel: string
  /** Cookies the server sets carry Secure (false only for plain-HTTP local starts, PLAIN_HTTP=1). */
  secureCookies: boolean
  /** The workbench's credential for token/issue; undefined: no workbench may issue launch tokens. */
  workbenchSecret: string | undefined
  webBuildDir: string | undefined
  /** The site is served by Vite's development server (npm run dev), not from its build. */
  webDevServer: boolean
  /** Upper-case environment variables set to 1: feature flags switched on for every visitor (shell spec §4). */
  featureFlagsFromEnv: string[]
}

/** Parses the environment once at start; fails fast naming the bad variable. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    companyCode: e.COMPANY_CODE,
    callCentre: e.CALL_CENTRE,
    testMode: e.TEST_MODE,
    productionServer: e.NODE_ENV === 'production' && !e.TEST_MODE,
    apiBaseUrl: e.API_BASE_URL,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicApiKey: e.PUBLIC_API_KEY,
    // Both checked above.
    contentApiToken: e.CONTENT_API_TOKEN!,
    tokenSecret: e.TOKEN_SECRET!,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageRateLimitPerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE,
    campaignStatusLimitPerMinute: e.CAMPAIGN_STATUS_LIMIT_PER_MINUTE,
    quickQuoteWithoutScriptLimitPerMinute: e.QUICK_QUOTE_WITHOUT_SCRIPT_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM[e.COMPANY_CODE],
    logLevel: e.LOG_LEVEL,
    secureCookies: !e.PLAIN_HTTP,
    workbenchSecret: e.WORKBENCH_SECRET,
    webBuildDir: e.WEB_BUILD_DIR,
    webDevServer: e.WEB_DEV_SERVER,
    featureFlagsFromEnv: featureFlagsFrom(env),
  }
}

/** Shell spec §4: an environment variable named after a flag in upper case (LEGAL=1) turns it on. */
function featureFlagsFrom(env: NodeJS.ProcessEnv): string[] {
  const flags = Object.entries(env)
    .filter(([name, value]) => value === '1' && /^[A-Z][A-Z0-9_]*$/.test(name))
    .map(([name]) => toFeatureFlag(name))
  return [...new Set(flags.filter((flag) => flag !== null))]
}

/**
 * The configuration of a started server (server.ts): as loadConfig, but never NODE_ENV=test, under
 * which the test keys written in the source would be taken.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(env)
  if (config.nodeEnv === 'test') {
    throw new Error(
      'Invalid configuration: NODE_ENV: test is for the test runner, whose keys are in the source code; start the server with production or development.',
    )
  }
  return config
}

/** The keys of the API tests (in-process apps, NODE_ENV=test); refused by every server. */
export const TEST_SECRETS: Record<SecretName, string> = {
  TOKEN_SECRET: 'api-test-token-secret-of-at-least-32-characters',
  CONTENT_API_TOKEN: 'api-test-content-token',
}

/**
 * What a client of a running server (the workbench token script) needs: its port, the API key and
 * the workbench's credential (WORKBENCH_SECRET, the server's own; without it token/issue answers 401).
 * No other secret: it holds none.
 */
export function loadClientConfig(env: NodeJS.ProcessEnv = process.env): {
  port: number
  publicApiKey: string
  workbenchSecret: string | undefined
} {
  const parsed = EnvFieldsSchema.pick({ PORT: true, PUBLIC_API_KEY: true, WORKBENCH_SECRET: true }).parse(env)
  return { port: parsed.PORT, publicApiKey: parsed.PUBLIC_API_KEY, workbenchSecret: parsed.WORKBENCH_SECRET }
}

/**
 * What reads the database beside the server (npm run outbox): where the database is and the
 * sender's address. No keys: it needs none.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string
  databaseUrl: string | undefined
  mailFrom: string
} {
  const e = EnvFieldsSchema.pick({
    DATA_DIR: true,
    DATABASE_URL: true,
    COMPANY_CODE: true,
    MAIL_FROM: true,
  }).parse(env)
  return {
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM[e.COMPANY_CODE],
  }
}

/** A configuration for tests: development defaults and the test keys, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_SECRETS }), ...overrides }
}
