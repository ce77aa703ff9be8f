import { createHmac } from 'node:crypto'

/**
 * HMAC-SHA256 (base64url) of an ID number under the server's TOKEN_SECRET: how a campaign's eligible
 * list holds ID numbers without holding them in clear. A new TOKEN_SECRET means new digests: the
 * seeded lists are versioned by their digests, so they reload with the next start.
 */
export function idNumberDigest(tokenSecret: string, idNumber: string): string {
  return createHmac('sha256', tokenSecret).update(idNumber.trim()).digest('base64url')
}
