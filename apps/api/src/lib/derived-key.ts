import { createHmac } from 'node:crypto'

/**
 * A key for one purpose, derived from TOKEN_SECRET (HMAC-SHA256 of the purpose, base64url): each
 * signer (captcha, workbench tokens) gets its own key, so a signature made for one is worthless to
 * another, and one secret is all the server is configured with.
 */
export function derivedKey(tokenSecret: string, purpose: string): string {
  return createHmac('sha256', tokenSecret).update(purpose).digest('base64url')
}
