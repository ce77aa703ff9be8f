import type { FastifyServerOptions } from 'fastify'

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

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalInformation(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) {
    return {
      type: value.name,
      message: maskPersonalInformation(value.message),
      stack: maskPersonalInformation(value.stack ?? ''),
    }
  }
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = PERSONAL_KEYS.includes(key) ? '[redacted]' : maskDeep(item, depth + 1)
  }
  return out
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
      err: (error: Error) => maskDeep(error) as { type: string; message: string; stack: string },
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
