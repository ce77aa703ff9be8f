import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const RATE_TOKEN_TTL_S = 900

/**
 * The rate token is signed and expiring, not a database row (DESIGN.md): `expiry.nonce.signature`,
 * base64url, HMAC-SHA256 with TOKEN_SECRET. Verifying costs one HMAC and no I/O.
 */
export function issueRateToken(secret: string, nowMs = Date.now()): { token: string; expiresIn: number } {
  const expiry = Math.floor(nowMs / 1000) + RATE_TOKEN_TTL_S
  const payload = `${expiry.toString(36)}.${randomBytes(12).toString('base64url')}`
  return { token: `${payload}.${sign(secret, `rate:${payload}`)}`, expiresIn: RATE_TOKEN_TTL_S }
}

export function isValidRateToken(secret: string, token: string | undefined, nowMs = Date.now()): boolean {
  if (!token) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [expiry, nonce, signature] = parts as [string, string, string]
  if (!safeEqual(signature, sign(secret, `rate:${expiry}.${nonce}`))) return false
  const expirySeconds = parseInt(expiry, 36)
  return Number.isFinite(expirySeconds) && expirySeconds * 1000 > nowMs
}

/** XSRF cookie values are signed too, so a value planted by a sibling subdomain is refused. */
export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url')
  return `${nonce}.${sign(secret, `xsrf:${nonce}`)}`
}

export function isValidXsrfToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.')
  if (!nonce || !signature || extra !== undefined) return false
  return safeEqual(signature, sign(secret, `xsrf:${nonce}`))
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url')
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
