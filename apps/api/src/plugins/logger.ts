import { format } from 'node:util'
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

/**
 * Personal information (POPIA) never reaches the logs: known fields are censored by path, and any
 * string that looks like an SA ID number, phone number, e-mail address or bank account number is
 * masked wherever it appears (URLs with query strings, error messages).
 */
const PERSONAL_KEYS = [
  'idNumber',
  'citizenId',
  'zaIdNumber',
  'idnumber',
  'bId',
  'mobile',
  'phone',
  'phoneNumber',
  'contactNumber',
  'cellphoneNumber',
  'email',
  'emailAddress',
  'accountNumber',
  'accountNo',
]

const PATTERNS: [RegExp, string][] = [
  [/[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/g, '[email]'],
  // A visitor's IPv4 address (POPIA counts it as personal information), before the number rules.
  [/(?<![\d.])(\d{1,3}\.){3}\d{1,3}(?![\d.])/g, '[ip]'],
  [/(?<!\d)\d{13}(?!\d)/g, '[id-number]'],
  [/(\+|%2B)27[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/g, '[phone]'],
  [/(?<!\d)0\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/g, '[phone]'],
  [/(?<!\d)\d{6,16}(?!\d)/g, '[number]'],
]

export function maskPersonalInformation(text: string): string {
  let masked = text
  for (const [pattern, replacement] of PATTERNS) masked = masked.replace(pattern, replacement)
  return masked
}

/** A failed Drizzle query: its message and stack carry the statement's parameters. */
type QueryError = Error & { query: string; params: unknown[] }
function isQueryError(error: Error): error is QueryError {
  return typeof (error as Partial<QueryError>).query === 'string' && 'params' in error
}

/**
 * An error of PostgreSQL (node-postgres, PGlite, or PGlite's thread): its message and `detail` can
 * quote the values of a row ("Failing row contains (…)", "invalid input syntax for type …: "…"").
 */
type DatabaseError = Error & {
  code: string
  severity?: string
  table?: string
  column?: string
  constraint?: string
}
function isDatabaseError(error: Error): error is DatabaseError {
  const fields = error as Partial<DatabaseError> & { detail?: unknown }
  return (
    typeof fields.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(fields.code) &&
    ('severity' in error || 'detail' in error)
  )
}

/** The lines of a stack after its message (a message can span lines: Drizzle's does). */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}

/**
 * What the log keeps of an error. A database error keeps the statement's SQL text and PostgreSQL's
 * code (and the table, column and constraint it names), never the parameters, the message or the
 * detail, which carry the values of the row (client IP, names, session ids). Anything else is masked.
 */
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown }

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: maskPersonalInformation(String(error)), stack: '' }
  }
  const type = error.name || 'Error'
  let logged: LoggedError
  if (isQueryError(error) || isDatabaseError(error)) {
    const message = isQueryError(error) ? `Failed query: ${error.query}` : `PostgreSQL error ${error.code}`
    logged = { type, message, stack: `${type}: ${message}\n${framesOf(error.stack)}` }
    const fields = error as Partial<DatabaseError>
    for (const field of ['code', 'severity', 'table', 'column', 'constraint'] as const) {
      if (typeof fields[field] === 'string') logged[field] = fields[field]
    }
  } else {
    logged = {
      type,
      message: maskPersonalInformation(error.message),
      stack: maskPersonalInformation(error.stack ?? ''),
    }
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string') logged.code = code
  }
  if (error.cause instanceof Error && depth < 4) logged.cause = errorForLog(error.cause, depth + 1)
  return logged
}

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalInformation(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return errorForLog(value)
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = PERSONAL_KEYS.includes(key) ? '[redacted]' : maskDeep(item, depth + 1)
  }
  return out
}

/** The logger of the server; `stream` instead of standard output (tests read the lines). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers.authorization',
        'req.headers["x-rate-token"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string; raw?: { url?: string } }) => ({
        method: request.method,
        url: maskPersonalInformation(String(request.url ?? request.raw?.url ?? '')),
      }),
      // A child logger serialises again what its parent did: an Error the first time only.
      err: (error: Error) => (error instanceof Error ? errorForLog(error) : (maskDeep(error) as LoggedError)),
    },
    formatters: {
      log: (object: Record<string, unknown>) => maskDeep(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalInformation(arg) : arg))
        return method.apply(this, masked as Parameters<typeof method>)
      },
    },
  }
}

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const

/**
 * Belt and braces: whatever a library prints with console.* on the server goes through the logger,
 * masked, as one JSON line (React Router's default error handler printed ten plain-text lines with
 * the URL). An Error among the arguments is logged as `err`, without a database error's values.
 * Answers the function that puts the console back.
 */
export function routeConsoleToLogger(log: FastifyBaseLogger): () => void {
  const original = { ...console }
  const toLogger =
    (level: (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]) =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      const message = format(...args.map((arg) => (arg instanceof Error ? errorForLog(arg).message : arg)))
      if (err) log[level]({ err }, message)
      else log[level](message)
    }
  Object.assign(
    console,
    Object.fromEntries(Object.entries(CONSOLE_LEVELS).map(([method, level]) => [method, toLogger(level)])),
  )
  return () => Object.assign(console, original)
}
