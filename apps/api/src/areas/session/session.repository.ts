import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionFields } from '@insure/domain/session'
import type { Database } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { writeBatch } from '../../lib/write-batch.ts'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRepository
  }
}

export type NewSession = SessionFields & { companyCode: string; ip: string }

function columnsOf(fields: SessionFields) {
  return {
    location: fields.location,
    browser: fields.browser,
    operatingSystem: fields.operatingSystem,
    uci: fields.uci,
    companyCode: fields.companyCode,
    featureFlags: fields.featureFlags,
    landingSlug: fields.landingSlug,
    currentStep: fields.currstep,
    currentStepIndex: fields.currstepIndex,
    selectedProduct: fields.selectedProduct,
    callCentre: fields.callcentre,
    transactionOriginOnline: fields.transactionOriginOnline,
    mustUseDirectTrafficUcid: fields.mustUseDirectTrafficUcid,
    clientCreatedAtMs: fields.createDateMilliseconds,
  }
}

/**
 * The session (hashed_id, company_code) of each row of a batch statement, for a lateral join:
 * `cross join lateral (${sessionOfRow(sql`given.session_hashed_id`)}) as sessions`. The LIMIT keeps
 * PostgreSQL from flattening it into a plain join, so every row is one primary-key lookup whatever
 * the statistics say: PGlite has no autovacuum, so no statistics, and a plain join was planned as a
 * hash join over every session (5 ms of a 7 ms batch with 2,000 sessions, growing with the table).
 */
export const sessionOfRow = (sessionHashedId: SQL) =>
  sql`select ${sessions.hashedId}, ${sessions.companyCode} from ${sessions}
    where ${sessions.hashedId} = ${sessionHashedId} limit 1`

/** Which of these sessions exist: one query for a batch's unknown-session check. */
export async function knownSessionIds(db: Database, hashedIds: readonly string[]): Promise<Set<string>> {
  if (hashedIds.length === 0) return new Set()
  const found = await db
    .select({ hashedId: sessions.hashedId })
    .from(sessions)
    .where(inArray(sessions.hashedId, [...new Set(hashedIds)]))
  return new Set(found.map((row) => row.hashedId))
}

export class SessionRepository {
  /** Sessions created together are stored in one INSERT (see writeBatch). */
  private readonly insertTogether = writeBatch(async (rows: readonly (typeof sessions.$inferInsert)[]) => {
    await this.db.insert(sessions).values([...rows])
    return rows.map(() => true)
  })

  constructor(private readonly db: Database) {}

  /** Stores a new session and reserves the contact id it answers as `cid`. */
  async create(session: NewSession): Promise<{ hashedSessionId: string; cid: string }> {
    const hashedSessionId = newHashedId()
    const cid = newHashedId()
    await this.insertTogether({
      ...columnsOf(session),
      hashedId: hashedSessionId,
      contactHashedId: cid,
      companyCode: session.companyCode,
      ip: session.ip,
    })
    return { hashedSessionId, cid }
  }

  /**
   * Updates the fields given, but never the company: a session keeps the one it was created with.
   * `fields.companyCode`, when given, must be the session's; 'other-company' when it is not (nothing
   * changes), 'not-found' for an unknown session.
   */
  async update(
    hashedSessionId: string,
    fields: SessionFields,
  ): Promise<{ companyCode: string; cid: string } | 'other-company' | 'not-found'> {
    const { companyCode, ...changes } = columnsOf(fields)
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const [row] = await this.db
      .update(sessions)
      .set({ ...set, updatedAt: sql`now()` })
      .where(
        and(
          eq(sessions.hashedId, hashedSessionId),
          companyCode === undefined ? undefined : eq(sessions.companyCode, companyCode),
        ),
      )
      .returning({ companyCode: sessions.companyCode, cid: sessions.contactHashedId })
    if (row) return row
    if (companyCode === undefined) return 'not-found'
    return (await knownSessionIds(this.db, [hashedSessionId])).size > 0 ? 'other-company' : 'not-found'
  }

  async findByHashedId(hashedSessionId: string) {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.hashedId, hashedSessionId))
    return row
  }
}

async function sessionRepositoryPlugin(app: FastifyInstance) {
  app.decorate('sessions', new SessionRepository(app.db))
}

export default fp(sessionRepositoryPlugin, { name: 'session-repository', dependencies: ['database'] })
