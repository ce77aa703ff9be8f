import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from '../../lib/derived-key.ts'

/** The purpose workbench tokens' key is derived for (see derivedKey). */
const WORKBENCH_TOKEN_PURPOSE = 'workbench-token'

/**
 * Workbench tokens: `base64url(id).base64url(HMAC-SHA256(id))` under a key derived from TOKEN_SECRET.
 * The signature is checked before the database is asked, so a forged or altered token costs one HMAC.
 */
export class WorkbenchTokenSigner {
  private readonly key: string

  constructor(tokenSecret: string) {
    this.key = derivedKey(tokenSecret, WORKBENCH_TOKEN_PURPOSE)
  }

  sign(id: string): string {
    return `${Buffer.from(id, 'utf8').toString('base64url')}.${this.signature(id)}`
  }

  /** The id a token names, or null when it is malformed or its signature is not ours. */
  read(token: string): string | null {
    const [encodedId, signature, extra] = token.split('.')
    if (!encodedId || !signature || extra !== undefined) return null
    const id = Buffer.from(encodedId, 'base64url').toString('utf8')
    // Only the canonical encoding counts: another spelling of the same bytes is not a token we issued.
    if (Buffer.from(id, 'utf8').toString('base64url') !== encodedId) return null
    const expected = Buffer.from(this.signature(id))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
  }

  private signature(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url')
  }
}
