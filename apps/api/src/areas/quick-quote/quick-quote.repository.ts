import type { SubmittedQuestion } from '@insure/domain/quick-quote'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../../db/client.ts'
import { quickQuoteDrafts, quickQuotes } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { writeBatch } from '../../lib/write-batch.ts'
import { knownSessionIds, sessionOfRow } from '../session/session.repository.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

declare module 'fastify' {
  interface FastifyInstance {
    quickQuotes: QuickQuoteRepository
  }
}

export type NewQuickQuote = {
  productCode: string
  hashedProductId: string
  answers: SubmittedQuestion[]
  outcome: 'QUOTED' | 'NOT_QUALIFIED'
  declineReason: string | null
  premiumCents: number | null
  coverCents: number | null
  excessCents: number | null
  excessKey: string | null
  ratingTableVersion: string
  /** The lead-capture consent each company shows for the product (none: no entry). */
  consentTextByCompany: Readonly<Record<string, string>>
  /** Whether the person ticked the consent shown. */
  consentAccepted: boolean
  callCentre: boolean
  /** The digest of the owner key of the browser that made it (areas/quote-owner). */
  ownerDigest: string
}

export type QuickQuoteStored =
  | { status: 'stored'; hashedQuickQuoteSessionId: string; companyCode: string }
  | { status: 'session-not-found' }
  /** The session's company does not sell the product. */
  | { status: 'product-not-offered' }

/** Who a quick quote is for: a session, or (call-centre mode has no server session) a company. */
export type QuickQuoteOwner =
  { sessionHashedId: string; offeringCompanies: readonly string[] } | { companyCode: string }

type StoredRow = { hashed_id: string; company_code: string }

/** Which of `hashedIds` are stored, with their company (a failed batch's retry finds its own rows). */
async function storedQuickQuotes(db: Database, hashedIds: readonly string[]): Promise<Map<string, string>> {
  if (hashedIds.length === 0) return new Map()
  const found = await db
    .select({ hashedId: quickQuotes.hashedId, companyCode: quickQuotes.companyCode })
    .from(quickQuotes)
    .where(inArray(quickQuotes.hashedId, [...hashedIds]))
  return new Map(found.map((row) => [row.hashedId, row.companyCode]))
}

/** Quick quotes and the clicks on their results (forms spec §7). */
export class QuickQuoteRepository {
  /** Quick quotes that arrive together are stored in one statement (see writeBatch). */
  private readonly createTogether = writeBatch(
    (requests: readonly { quote: NewQuickQuote; owner: QuickQuoteOwner; hashedId: string }[]) =>
      this.createAll(requests),
  )

  constructor(private readonly db: Database) {}

  /**
   * Stores a rated quick quote. With a session, the company is the session's and the row is stored
   * only when that company is among `offeringCompanies`; without one the company is `companyCode`.
   * A quote stored is also its browser's draft of the product (the answers and this result).
   */
  create(quote: NewQuickQuote, owner: QuickQuoteOwner): Promise<QuickQuoteStored> {
    // The id is the request's, not the statement's: a batch stored again after a failure (writeBatch)
    // finds the rows an earlier attempt stored instead of storing them twice.
    return this.createTogether({ quote, owner, hashedId: newHashedId() })
  }

  /**
   * One statement for the batch; the consent stored is the one the quote's company shows, known in
   * SQL once the session gives the company. The same statement records each stored quote as its
   * browser's draft (the answers and the result they led to, GET A/quickquote/draft): one round
   * trip to the database instead of two, and never a quote without its draft or the reverse. Quotes
   * not stored are for an unknown session or a company that does not sell the product: one more
   * query tells which.
   */
  private async createAll(
    requests: readonly { quote: NewQuickQuote; owner: QuickQuoteOwner; hashedId: string }[],
  ): Promise<QuickQuoteStored[]> {
    const hashedIds = requests.map((request) => request.hashedId)
    // One parameter for the whole batch (see form-submissions.repository.ts).
    const rows = requests.map(({ quote, owner }, index) => {
      const session = 'sessionHashedId' in owner ? owner : null
      return {
        hashed_id: hashedIds[index],
        product_code: quote.productCode,
        hashed_product_id: quote.hashedProductId,
        answers: quote.answers,
        outcome: quote.outcome,
        decline_reason: quote.declineReason,
        premium_cents: quote.premiumCents,
        cover_cents: quote.coverCents,
        excess_cents: quote.excessCents,
        excess_key: quote.excessKey,
        rating_table_version: quote.ratingTableVersion,
        consents: quote.consentTextByCompany,
        consent_accepted: quote.consentAccepted,
        call_centre: quote.callCentre,
        owner_digest: quote.ownerDigest,
        company_code: 'companyCode' in owner ? owner.companyCode : null,
        session_hashed_id: session?.sessionHashedId ?? null,
        offering: session?.offeringCompanies ?? [],
        position: index,
      }
    })
    const result = await withoutParameters(
      'storing quick quotes',
      this.db.execute(sql`
        with given as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as given (
            hashed_id text, product_code text, hashed_product_id text, answers jsonb, outcome text,
            decline_reason text, premium_cents bigint, cover_cents bigint, excess_cents bigint,
            excess_key text, rating_table_version text, consents jsonb, consent_accepted boolean,
            call_centre boolean, owner_digest text, company_code text, session_hashed_id text,
            offering jsonb, position int)
        ), stored as (
          insert into quick_quotes (hashed_id, product_code, hashed_product_id, answers, outcome,
            decline_reason, premium_cents, cover_cents, excess_cents, excess_key, rating_table_version,
            consent_text, consent_accepted, call_centre, owner_digest, company_code, session_hashed_id)
          select given.hashed_id, given.product_code, given.hashed_product_id, given.answers,
            given.outcome, given.decline_reason, given.premium_cents, given.cover_cents,
            given.excess_cents, given.excess_key, given.rating_table_version,
            given.consents ->> owner.company_code,
            given.consent_accepted and given.consents ->> owner.company_code is not null,
            given.call_centre, given.owner_digest, owner.company_code, sessions.hashed_id
          from given
          left join lateral (${sessionOfRow(sql`given.session_hashed_id`)}) as sessions on true
          cross join lateral (select coalesce(sessions.company_code, given.company_code) as company_code) as owner
          where case when given.session_hashed_id is null then given.company_code is not null
            else given.offering ? sessions.company_code end
          on conflict (hashed_id) do nothing
          returning hashed_id, company_code
        ), drafts as (
          -- A browser that sent two quotes in one batch keeps the later one (an upsert may not
          -- touch a row twice in one statement).
          insert into quick_quote_drafts (owner_digest, product_code, answers, quick_quote_hashed_id,
            updated_at)
          select distinct on (given.owner_digest, given.product_code) given.owner_digest,
            given.product_code, given.answers, given.hashed_id, now()
          from stored join given on given.hashed_id = stored.hashed_id
          order by given.owner_digest, given.product_code, given.position desc
          on conflict (owner_digest, product_code) do update set answers = excluded.answers,
            quick_quote_hashed_id = excluded.quick_quote_hashed_id, updated_at = excluded.updated_at
        )
        select hashed_id, company_code from stored`),
    )
    const stored = new Map(rowsOf<StoredRow>(result).map((row) => [row.hashed_id, row.company_code]))
    const missedIds = hashedIds.filter((id) => !stored.has(id))
    const missed = requests.flatMap(({ owner }, index) =>
      !stored.has(hashedIds[index]!) && 'sessionHashedId' in owner ? [owner.sessionHashedId] : [],
    )
    const [known, storedBefore] = await Promise.all([
      knownSessionIds(this.db, missed),
      storedQuickQuotes(this.db, missedIds),
    ])
    for (const [id, companyCode] of storedBefore) stored.set(id, companyCode)
    return requests.map(({ owner }, index): QuickQuoteStored => {
      const companyCode = stored.get(hashedIds[index]!)
      if (companyCode) return { status: 'stored', hashedQuickQuoteSessionId: hashedIds[index]!, companyCode }
      if ('sessionHashedId' in owner && known.has(owner.sessionHashedId))
        return { status: 'product-not-offered' }
      return { status: 'session-not-found' }
    })
  }

  /**
   * Saves what a browser has answered so far for a product (issue 25), replacing what it held: one
   * upsert by primary key. `quickQuoteHashedId` is the quick quote rated on exactly these answers,
   * null while they are being answered (a change of answers forgets the premium shown before).
   */
  async saveDraft(draft: {
    ownerDigest: string
    productCode: string
    answers: SubmittedQuestion[]
    quickQuoteHashedId: string | null
  }): Promise<void> {
    await this.db
      .insert(quickQuoteDrafts)
      .values({ ...draft, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [quickQuoteDrafts.ownerDigest, quickQuoteDrafts.productCode],
        set: { answers: draft.answers, quickQuoteHashedId: draft.quickQuoteHashedId, updatedAt: sql`now()` },
      })
  }

  /**
   * The answers a browser has given for a product and, when they were rated, the quick quote that
   * answered them: one read by primary key, joined to the quick quote's row.
   */
  async draftOf(ownerDigest: string, productCode: string) {
    const [row] = await this.db
      .select({
        answers: quickQuoteDrafts.answers,
        quickQuote: {
          hashedId: quickQuotes.hashedId,
          outcome: quickQuotes.outcome,
          declineReason: quickQuotes.declineReason,
          premiumCents: quickQuotes.premiumCents,
          coverCents: quickQuotes.coverCents,
          excessCents: quickQuotes.excessCents,
          excessKey: quickQuotes.excessKey,
          ratingTableVersion: quickQuotes.ratingTableVersion,
        },
      })
      .from(quickQuoteDrafts)
      .leftJoin(quickQuotes, eq(quickQuotes.hashedId, quickQuoteDrafts.quickQuoteHashedId))
      .where(
        and(eq(quickQuoteDrafts.ownerDigest, ownerDigest), eq(quickQuoteDrafts.productCode, productCode)),
      )
    return row ?? null
  }

  /** A stored quick quote, or null. */
  async find(hashedId: string) {
    const [row] = await this.db.select().from(quickQuotes).where(eq(quickQuotes.hashedId, hashedId))
    return row ?? null
  }

  /**
   * Records a click on a quick quote's result with the premium and cover the quote was rated at: the
   * server's figures, never the client's. Figures the client sends must be the quote's; when they are
   * not, nothing is stored ('mismatch'). One statement: the check and the insert see the same row.
   */
  async click(click: {
    hashedQuickQuoteSessionId: string
    premiumCents: number | null
    coverCents: number | null
    finalClick: boolean
  }): Promise<'recorded' | 'not-found' | 'mismatch'> {
    const result = await this.db.execute(sql`
      with quote as (
        select hashed_id, premium_cents, cover_cents from quick_quotes
        where hashed_id = ${click.hashedQuickQuoteSessionId}
      ), recorded as (
        insert into quick_quote_clicks (quick_quote_hashed_id, premium_cents, cover_cents, final_click)
        select hashed_id, premium_cents, cover_cents, ${click.finalClick} from quote
        where (${click.premiumCents}::bigint is null or premium_cents = ${click.premiumCents}::bigint)
          and (${click.coverCents}::bigint is null or cover_cents = ${click.coverCents}::bigint)
        returning id
      )
      select (select count(*) from quote)::int as found, (select count(*) from recorded)::int as recorded`)
    const [row] = rowsOf<{ found: number; recorded: number }>(result)
    if (row!.recorded > 0) return 'recorded'
    return row!.found > 0 ? 'mismatch' : 'not-found'
  }
}

async function quickQuoteRepositoryPlugin(app: FastifyInstance) {
  app.decorate('quickQuotes', new QuickQuoteRepository(app.db))
}

export default fp(quickQuoteRepositoryPlugin, { name: 'quick-quote-repository', dependencies: ['database'] })
