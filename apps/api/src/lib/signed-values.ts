import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from './derived-key.ts'

/**
 * Values the server hands out and must know again unaltered (a workbench token's id, an agent
 * session, a browser's owner key): `base64url(value).base64url(HMAC-SHA256(value))` under a key
 * derived from TOKEN_SECRET for one purpose, so a signature made for one purpose is worthless for
 * another. Reading one costs one HMAC and no I/O: a forged or altered value is refused before any
 * database read.
 */
export class SignedValues {
  private readonly key: string

  constructor(tokenSecret: string, purpose: string) {
    this.key = derivedKey(tokenSecret, purpose)
  }

  sign(value: string): string {
    return `${Buffer.from(value, 'utf8').toString('base64url')}.${this.signature(value)}`
  }

  /** The value a signed string carries, or null when it is malformed or its signature is not ours. */
  read(signed: string | undefined): string | null {
    const [encoded, signature, extra] = (signed ?? '').split('.')
    if (!encoded || !signature || extra !== undefined) return null
    const value = Buffer.from(encoded, 'base64url').toString('utf8')
    // Only the canonical encoding counts: another spelling of the same bytes is not one we signed.
    if (Buffer.from(value, 'utf8').toString('base64url') !== encoded) return null
    const expected = Buffer.from(this.signature(value))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
  }

  private signature(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url')
  }
}
