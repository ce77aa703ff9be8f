import type { SubmittedQuestion } from '@insure/domain/quick-quote'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
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
}

export type QuickQuoteStored =
  | { status: 'stored'; hashedQuickQuoteSessionId: string; companyCode: string }
  | { status: 'session-not-found' }
  /** The session's company does not sell the product. */
  | { status: 'product-not-offered' }

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Quick quotes and the clicks on their results (forms spec §7). */
export class QuickQuoteRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a rated quick quote in one statement. With a session, the company is the session's and
   * the row is stored only when that company is among `offeringCompanies`; without one (call-centre
   * mode creates no server session) the company is `companyCode`.
   */
  async create(
    quote: NewQuickQuote,
    who: { sessionHashedId: string; offeringCompanies: readonly string[] } | { companyCode: string },
  ): Promise<QuickQuoteStored> {
    const hashedId = newHashedId()
    // The consent stored is the one the quote's company shows: known in SQL once the session gives it.
    const consentText = (company: SQL) =>
      sql`(${JSON.stringify(quote.consentTextByCompany)}::jsonb ->> ${company})`
    const columns = (company: SQL) => sql`${hashedId}, ${quote.productCode}, ${quote.hashedProductId},
      ${JSON.stringify(quote.answers)}::jsonb, ${quote.outcome}, ${quote.declineReason},
      ${quote.premiumCents}, ${quote.coverCents}, ${quote.excessCents}, ${quote.excessKey},
      ${quote.ratingTableVersion}, ${consentText(company)},
      (${quote.consentAccepted} and ${consentText(company)} is not null), ${quote.callCentre}`
    const insert = sql`insert into quick_quotes (hashed_id, product_code, hashed_product_id, answers,
      outcome, decline_reason, premium_cents, cover_cents, excess_cents, excess_key, rating_table_version,
      consent_text, consent_accepted, call_centre, company_code, session_hashed_id)`
    if ('companyCode' in who) {
      await withoutParameters(
        'storing a quick quote',
        this.db.execute(
          sql`${insert} values (${columns(sql`${who.companyCode}::text`)}, ${who.companyCode}, null)`,
        ),
      )
      return { status: 'stored', hashedQuickQuoteSessionId: hashedId, companyCode: who.companyCode }
    }
    const offering = sql.join(
      who.offeringCompanies.map((code) => sql`${code}`),
      sql`, `,
    )
    const result = await withoutParameters(
      'storing a quick quote',
      this.db.execute(sql`
        with session as (select hashed_id, company_code from sessions where hashed_id = ${who.sessionHashedId}),
        stored as (
          ${insert}
          select ${columns(sql`company_code`)}, company_code, hashed_id from session
          where company_code in (${who.offeringCompanies.length > 0 ? offering : sql`null`})
          returning company_code
        )
        select (select company_code from stored) as stored_company,
          exists (select 1 from session) as session_exists`),
    )
    const row = rowsOf<{ stored_company: string | null; session_exists: boolean }>(result)[0]!
    if (row.stored_company) {
      return { status: 'stored', hashedQuickQuoteSessionId: hashedId, companyCode: row.stored_company }
    }
    return row.session_exists ? { status: 'product-not-offered' } : { status: 'session-not-found' }
  }

  /** Records a click on a quick quote's result; false when there is no such quick quote. */
  async click(click: {
    hashedQuickQuoteSessionId: string
    premiumCents: number | null
    coverCents: number | null
    finalClick: boolean
  }): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into quick_quote_clicks (quick_quote_hashed_id, premium_cents, cover_cents, final_click)
      select hashed_id, ${click.premiumCents}, ${click.coverCents}, ${click.finalClick}
      from quick_quotes where hashed_id = ${click.hashedQuickQuoteSessionId}
      returning id`)
    return rowsOf(result).length > 0
  }
}

async function quickQuoteRepositoryPlugin(app: FastifyInstance) {
  app.decorate('quickQuotes', new QuickQuoteRepository(app.db))
}

export default fp(quickQuoteRepositoryPlugin, { name: 'quick-quote-repository', dependencies: ['database'] })
