import { randomBytesFromPool } from './random-pool.ts'

/**
 * Every id the site sees is opaque and unguessable (128 random bits, base64url), never a sequence
 * number: knowing one session's id tells nothing about another's.
 */
export function newHashedId(): string {
  return randomBytesFromPool(16).toString('base64url')
}
