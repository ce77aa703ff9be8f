import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from './derived-key.ts'

/** Checked strings kept per purpose before the set is emptied (a few MB at most). */
const MAX_VERIFIED = 20_000

/**
 * Values the server hands out and must know again unaltered (a workbench token's id, an agent
 * session, a browser's owner key): `base64url(value).base64url(HMAC-SHA256(value))` under a key
 * derived from TOKEN_SECRET for one purpose, so a signature made for one purpose is worthless for
 * another. Reading one costs one HMAC and no I/O: a forged or altered value is refused before any
 * database read.
 */
export class SignedValues {
  private readonly key: string
  /**
   * Signed strings whose signature was checked, with their value: a browser sends the same cookie
   * with every call, and the HMAC was a fiftieth of an agent's quick quote under load. Only strings
   * that passed are kept (the map cannot be filled with forgeries), and it is emptied at its bound,
   * as rate-token.ts keeps verified tokens. What a value says (an expiry) is still checked by its
   * reader on every call.
   */
  private readonly verified = new Map<string, string>()

  constructor(tokenSecret: string, purpose: string) {
    this.key = derivedKey(tokenSecret, purpose)
  }

  sign(value: string): string {
    return `${Buffer.from(value, 'utf8').toString('base64url')}.${this.signature(value)}`
  }

  /** The value a signed string carries, or null when it is malformed or its signature is not ours. */
  read(signed: string | undefined): string | null {
    if (signed === undefined) return null
    const known = this.verified.get(signed)
    if (known !== undefined) return known
    const value = this.check(signed)
    if (value === null) return null
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear()
    this.verified.set(signed, value)
    return value
  }

  private check(signed: string): string | null {
    const [encoded, signature, extra] = signed.split('.')
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
