import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionFields } from '@insure/domain/session'
import type { Database } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'

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

export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** Creates the visitor's contact and session in one statement (one round trip, atomic). */
  async create(session: NewSession): Promise<{ hashedSessionId: string; cid: string }> {
    const hashedSessionId = newHashedId()
    const cid = newHashedId()
    const c = columnsOf(session)
    await this.db.execute(sql`
      with new_contact as (insert into contacts (hashed_id) values (${cid}) returning id)
      insert into sessions (hashed_id, contact_id, company_code, ip, location, browser, operating_system, uci,
        feature_flags, landing_slug, current_step, current_step_index, selected_product, call_centre,
        transaction_origin_online, must_use_direct_traffic_ucid, client_created_at_ms)
      select ${hashedSessionId}, id, ${session.companyCode}, ${session.ip}, ${c.location ?? null}, ${c.browser ?? null},
        ${c.operatingSystem ?? null}, ${c.uci ?? null}, ${JSON.stringify(c.featureFlags ?? [])}::jsonb,
        ${c.landingSlug ?? null}, ${c.currentStep ?? null}, ${c.currentStepIndex ?? null}, ${c.selectedProduct ?? null},
        ${c.callCentre ?? false}, ${c.transactionOriginOnline ?? true}, ${c.mustUseDirectTrafficUcid ?? false},
        ${c.clientCreatedAtMs ?? null}
      from new_contact`)
    return { hashedSessionId, cid }
  }

  /** Updates the fields given; returns the session's company and contact, or undefined when unknown. */
  async update(
    hashedSessionId: string,
    fields: SessionFields,
  ): Promise<{ companyCode: string; cid: string } | undefined> {
    const set = Object.fromEntries(
      Object.entries(columnsOf(fields)).filter(([, value]) => value !== undefined),
    )
    const [row] = await this.db
      .update(sessions)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(sessions.hashedId, hashedSessionId))
      .returning({
        companyCode: sessions.companyCode,
        cid: sql<string>`(select hashed_id from contacts where contacts.id = ${sessions.contactId})`,
      })
    return row
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
