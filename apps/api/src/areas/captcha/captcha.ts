import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../../db/client.ts'
import { derivedKey } from '../../lib/derived-key.ts'

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService
  }
}

/** Messages of a create refused for its captcha (DESIGN HTTP contract: X-Captcha-Response). */
export const CAPTCHA_MISSING_MESSAGE = 'Please confirm you are not a robot.'
export const CAPTCHA_FAILED_MESSAGE = 'We could not confirm you are not a robot. Please try again.'

/** A challenge is good for ten minutes; a solved one is accepted once. */
export const CAPTCHA_LIFETIME_S = 600

/**
 * The proof of work asked of a browser: SHA-256 over a counter drawn from this range, so a browser
 * spends well under a second and a script sending thousands of quotes spends thousands of times that.
 */
const COUNTER_RANGE = [20_000, 80_000] as const

export type CaptchaVerdict = 'verified' | 'missing' | 'failed'

/**
 * The self-hosted proof-of-work captcha (ALTCHA; DESIGN: no third-party service). Challenges are
 * signed with keys derived from TOKEN_SECRET, in deterministic mode, so checking a solution costs
 * two HMACs rather than redoing the work. Used solutions are recorded in the database until their
 * challenge expires, so that every process behind a load balancer accepts a solution once between
 * them (issue 17); only a solution that verified costs that one INSERT.
 */
export class CaptchaService {
  private readonly signatureSecret: string
  private readonly keySignatureSecret: string

  constructor(
    private readonly db: Database,
    tokenSecret: string,
  ) {
    this.signatureSecret = derivedKey(tokenSecret, 'altcha-signature')
    this.keySignatureSecret = derivedKey(tokenSecret, 'altcha-key-signature')
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(...COUNTER_RANGE),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_LIFETIME_S,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    })
  }

  /** Checks the X-Captcha-Response header: base64 of the widget's `{ challenge, solution }` JSON. */
  async verify(header: string | undefined): Promise<CaptchaVerdict> {
    if (!header || header.trim() === '') return 'missing'
    let payload: Payload
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload
    } catch {
      return 'failed'
    }
    const signature = payload?.challenge?.signature
    if (typeof signature !== 'string' || !payload.solution) return 'failed'
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      })
      if (!result.verified) return 'failed'
    } catch {
      return 'failed'
    }
    // Requests racing with one solution, in any process: the first insert counts, the others fail.
    // The signature covers expiresAt, so a verified challenge always has ours.
    const expiresAtS = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000)
    const result = await this.db.execute(sql`
      insert into used_captchas (signature, expires_at) values (${signature}, to_timestamp(${expiresAtS}))
      on conflict (signature) do nothing
      returning signature`)
    return rowsOf(result).length > 0 ? 'verified' : 'failed'
  }
}

async function captchaPlugin(app: FastifyInstance, { tokenSecret }: { tokenSecret: string }) {
  app.decorate('captcha', new CaptchaService(app.db, tokenSecret))
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['database'] })
