import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { rowsOf, type Database, type DatabaseTransaction } from '../../db/client.ts'
import { quickQuotes, quoteOwners } from '../../db/schema/index.ts'
import { randomBytesFromPool } from '../../lib/random-pool.ts'
import { SignedValues } from '../../lib/signed-values.ts'
import { ApiError } from '../../plugins/envelope.ts'

/** The browser's owner credential (DESIGN.md, Quote owner): `<owner key>.<signature>`, HttpOnly. */
export const QUOTE_OWNER_COOKIE = 'quote-owner'
/** How long a browser keeps its credential: a quote left half-way is often finished weeks later. */
export const OWNER_CREDENTIAL_MAX_AGE_S = 90 * 24 * 60 * 60

/** A read of a quote that is not the asker's answers as if it did not exist (epic-stack's rule). */
export const UNKNOWN_QUOTE_MESSAGE = 'This quote was not found. It may have been started on another site.'
export const QUOTE_NOT_YOURS_MESSAGE =
  'Only the person who made this quote can change it. Open the link to your quote and confirm it is you with the code we send you.'

export type QuoteAccess = 'read' | 'change'

/** What a refused call answers: a read 404 (the quote's existence is not confirmed), a change 403. */
export function refusalOf(access: QuoteAccess): ApiError {
  return access === 'read'
    ? new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
    : new ApiError(403, QUOTE_NOT_YOURS_MESSAGE)
}

/** The quote's record of an owner key: its SHA-256, so the table alone gives no cookie back. */
export function digestOf(ownerKey: string): string {
  return createHash('sha256').update(ownerKey).digest('base64url')
}

/**
 * The signed owner credential of a browser: a random key (128 bits), signed under a key for this
 * purpose alone (lib/signed-values.ts). The key is what the quote records (as its digest); the
 * signature lets a forged or altered cookie be refused without a database read.
 */
export class OwnerCredentials {
  private readonly signed: SignedValues

  constructor(tokenSecret: string) {
    this.signed = new SignedValues(tokenSecret, 'quote-owner')
  }

  issue(): { cookie: string; digest: string } {
    const ownerKey = randomBytesFromPool(16).toString('base64url')
    return { cookie: this.signed.sign(ownerKey), digest: digestOf(ownerKey) }
  }

  /** The digest of a cookie's owner key when its signature holds; null otherwise. */
  digestOf(cookie: string | undefined): string | null {
    const ownerKey = this.signed.read(cookie)
    return ownerKey === null ? null : digestOf(ownerKey)
  }
}

/**
 * Who may see and change a quote (issue 22): the browsers holding its owner credential. Making a quick
 * quote gives the browser the credential (a cookie the server sets); addQuote records it on the quote;
 * a one-time code proves a person in another browser, which is then recorded too. Every quote call
 * asks `requireQuote` (or `requireQuickQuote`) first: the quote's id alone grants nothing.
 */
export class QuoteOwners {
  private readonly credentials: OwnerCredentials

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'tokenSecret' | 'secureCookies'>,
    /** The quick quote an agent's session was launched to continue (decision 007), if any. */
    private readonly launchedQuickQuoteOf: (request: FastifyRequest) => string | null = () => null,
  ) {
    this.credentials = new OwnerCredentials(config.tokenSecret)
  }

  /** The digest of the asking browser's owner key, or null when it holds no valid credential. */
  ownerOf(request: FastifyRequest): string | null {
    return this.credentials.digestOf(request.cookies[QUOTE_OWNER_COOKIE])
  }

  /** The asking browser's owner digest, giving it a credential (a Set-Cookie) when it has none. */
  ensureOwner(request: FastifyRequest, reply: FastifyReply): string {
    const known = this.ownerOf(request)
    if (known) return known
    const issued = this.credentials.issue()
    reply.setCookie(QUOTE_OWNER_COOKIE, issued.cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      maxAge: OWNER_CREDENTIAL_MAX_AGE_S,
    })
    // Later calls of this request (addQuote after a quick quote) see the new credential.
    request.cookies[QUOTE_OWNER_COOKIE] = issued.cookie
    return issued.digest
  }

  /** Records `ownerDigest` as an owner of the quote (again is a no-op). */
  async grant(
    quoteHashedId: string,
    ownerDigest: string,
    provenBy: 'MADE' | 'CODE' | 'AGENT',
    tx: Database | DatabaseTransaction = this.db,
  ): Promise<void> {
    await tx.insert(quoteOwners).values({ quoteHashedId, ownerDigest, provenBy }).onConflictDoNothing()
  }

  /** Whether the browser of `ownerDigest` owns the quote named by its id or its quick quote's id. */
  async owns(ownerDigest: string, id: string, by: 'quote' | 'quickQuote' = 'quote'): Promise<boolean> {
    const result = await this.db.execute(
      by === 'quote'
        ? sql`select 1 from quote_owners where quote_hashed_id = ${id} and owner_digest = ${ownerDigest}`
        : sql`select 1 from quote_owners o join quotes q on q.hashed_id = o.quote_hashed_id
               where q.quick_quote_hashed_id = ${id} and o.owner_digest = ${ownerDigest}`,
    )
    return rowsOf(result).length > 0
  }

  /**
   * Refuses a call on a quote the asking browser does not own: a read with 404, a change with 403
   * (DESIGN.md, Quote owner). A quote that does not exist is refused the same way.
   */
  async requireQuote(
    request: FastifyRequest,
    id: string,
    access: QuoteAccess,
    by: 'quote' | 'quickQuote' = 'quote',
  ): Promise<string> {
    const owner = this.ownerOf(request)
    if (!owner || !(await this.owns(owner, id, by))) throw refusalOf(access)
    return owner
  }

  /**
   * Refuses a call on a quick quote the asking browser did not make, unless an agent's session was
   * launched to continue it (the workbench's launch token named it). A quick quote made before owners
   * were recorded has none, and is refused to everyone else. The asker's owner digest.
   */
  async requireQuickQuote(
    request: FastifyRequest,
    reply: FastifyReply,
    hashedId: string,
    access: QuoteAccess,
  ): Promise<string> {
    if (this.launchedQuickQuoteOf(request) === hashedId) return this.ensureOwner(request, reply)
    const owner = this.ownerOf(request)
    if (!owner) throw refusalOf(access)
    const [row] = await this.db
      .select({ hashedId: quickQuotes.hashedId })
      .from(quickQuotes)
      .where(and(eq(quickQuotes.hashedId, hashedId), eq(quickQuotes.ownerDigest, owner)))
    if (!row) throw refusalOf(access)
    return owner
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    quoteOwners: QuoteOwners
  }
}

async function quoteOwnersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const launchedQuickQuoteOf = (request: FastifyRequest) =>
    app.agentSessions.agentOf(request)?.quickQuoteHashedId ?? null
  app.decorate('quoteOwners', new QuoteOwners(app.db, config, launchedQuickQuoteOf))
}

export default fp(quoteOwnersPlugin, {
  name: 'quote-owners',
  dependencies: ['database', '@fastify/cookie', 'agent-sessions'],
})
