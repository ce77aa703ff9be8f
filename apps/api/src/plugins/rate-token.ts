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
  if (!isSigned(secret, `rate:${expiry}.${nonce}`, signature)) return false
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
  return isSigned(secret, `xsrf:${nonce}`, signature)
}

/**
 * Values whose signature was checked, by secret: a browser sends the same two tokens with every
 * call for fifteen minutes, and two HMACs a call were a twentieth of the API's time under load.
 * Only values that passed are kept, so the set cannot be filled with forgeries; it is emptied
 * when it reaches its bound.
 */
const verified = new Map<string, Set<string>>()
const MAX_VERIFIED = 50_000

function isSigned(secret: string, value: string, signature: string): boolean {
  let known = verified.get(secret)
  const key = `${value}.${signature}`
  if (known?.has(key)) return true
  if (!safeEqual(signature, sign(secret, value))) return false
  if (!known) verified.set(secret, (known = new Set()))
  if (known.size >= MAX_VERIFIED) known.clear()
  known.add(key)
  return true
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url')
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
