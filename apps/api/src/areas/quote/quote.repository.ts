import type { FeatureFlag } from '@insure/domain/catalogue'
import type { RecordedPageKind } from '@insure/domain/full-quote'
import type { AnswersByRef, GivenAnswer } from '@insure/domain/quick-quote'
import type { TraceStep } from '@insure/domain/rating'
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyPgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../../db/client.ts'
import {
  addresses,
  beneficiaries,
  contacts,
  disclaimerAnswers,
  medicalAids,
  policies,
  quoteAcceptances,
  quoteAnswers,
  quoteOwners,
  quotePageCompletions,
  quotes,
  quoteSessions,
} from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteRepository
  }
}

export type QuoteRow = typeof quotes.$inferSelect
export type ContactRow = typeof contacts.$inferSelect
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A price in cents on a rating-table version. */
export type StoredPrice = {
  premiumCents: number
  coverCents: number
  excessCents: number
  excessKey: string
  tableVersion: string
  /** How the premium was worked out (issue 25); empty for a quote rated before traces were kept. */
  steps: TraceStep[]
}

export type NewQuote = {
  companyCode: string
  productCode: string
  hashedProductId: string
  quickQuoteHashedId: string
  sessionHashedId: string | null
  contactHashedId: string | null
  journeyVersion: string
  flags: readonly FeatureFlag[]
  answers: AnswersByRef
  price: StoredPrice | null
  declineReason: string | null
  callCentre: boolean
  agentId: string | null
  /** The digest of the owner key of the browser that made the quick quote (quote_owners). */
  ownerDigest: string
}

/** The rows of a quote's answers, one per question and answer code. */
function answerRows(hashedQuoteId: string, answers: AnswersByRef) {
  return Object.entries(answers).flatMap(([ref, given]) => [
    ...given.codes.map((code) => ({
      quoteHashedId: hashedQuoteId,
      externalReferenceId: ref,
      answerCode: code,
      value: null,
    })),
    ...Object.entries(given.values).map(([code, value]) => ({
      quoteHashedId: hashedQuoteId,
      externalReferenceId: ref,
      answerCode: code,
      value,
    })),
  ])
}

/**
 * Quotes and what each page of their journey stores (docs/decisions/004): answers by ref and code,
 * special pages' rows, the page history, acceptances. Every page's rows and its completion are
 * written in one transaction, so a page is either done or not.
 */
export class QuoteRepository {
  constructor(private readonly db: Database) {}

  /**
   * The quote of a quick quote: made with its answers the first time, the same one after (addQuote
   * twice, two tabs). `created` says which.
   */
  async createFromQuickQuote(quote: NewQuote): Promise<{ hashedQuoteId: string; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const hashedQuoteId = newHashedId()
      const inserted = await tx
        .insert(quotes)
        .values({
          hashedId: hashedQuoteId,
          companyCode: quote.companyCode,
          productCode: quote.productCode,
          hashedProductId: quote.hashedProductId,
          quickQuoteHashedId: quote.quickQuoteHashedId,
          sessionHashedId: quote.sessionHashedId,
          contactHashedId: quote.contactHashedId,
          journeyVersion: quote.journeyVersion,
          ratingTableVersion:
            quote.price?.tableVersion ??
            sql`(select version from rating_tables order by effective_from desc limit 1)`,
          status: quote.declineReason ? 'NOT_QUALIFIED' : 'OPEN',
          declineReason: quote.declineReason,
          flags: [...quote.flags],
          premiumCents: quote.price?.premiumCents ?? null,
          coverCents: quote.price?.coverCents ?? null,
          excessCents: quote.price?.excessCents ?? null,
          excessKey: quote.price?.excessKey ?? null,
          ratingTrace: quote.price?.steps ?? null,
          callCentre: quote.callCentre,
          agentId: quote.agentId,
          transactionOriginOnline: !quote.callCentre,
        })
        .onConflictDoNothing({ target: quotes.quickQuoteHashedId })
        .returning({ hashedId: quotes.hashedId })
      if (inserted.length === 0) {
        const [existing] = await tx
          .select({ hashedId: quotes.hashedId })
          .from(quotes)
          .where(eq(quotes.quickQuoteHashedId, quote.quickQuoteHashedId))
        await tx
          .insert(quoteOwners)
          .values({ quoteHashedId: existing!.hashedId, ownerDigest: quote.ownerDigest, provenBy: 'MADE' })
          .onConflictDoNothing()
        return { hashedQuoteId: existing!.hashedId, created: false }
      }
      const rows = answerRows(hashedQuoteId, quote.answers)
      if (rows.length > 0) await tx.insert(quoteAnswers).values(rows)
      // The browser that made the quick quote owns the quote, from the same transaction on.
      await tx
        .insert(quoteOwners)
        .values({ quoteHashedId: hashedQuoteId, ownerDigest: quote.ownerDigest, provenBy: 'MADE' })
      return { hashedQuoteId, created: true }
    })
  }

  async findByQuickQuote(quickQuoteHashedId: string): Promise<QuoteRow | null> {
    const [row] = await this.db.select().from(quotes).where(eq(quotes.quickQuoteHashedId, quickQuoteHashedId))
    return row ?? null
  }

  async find(hashedQuoteId: string): Promise<QuoteRow | null> {
    const [row] = await this.db.select().from(quotes).where(eq(quotes.hashedId, hashedQuoteId))
    return row ?? null
  }

  /**
   * A quote and everything its pages stored, in one statement (every quote call starts here: one
   * round trip to the database rather than seven): the row, its answers, completed pages, contact,
   * latest acceptance, policy and page history. Null for an unknown quote. `by` names what the id
   * is: the quote's, or its quick quote's (addContact names the quote by its quick quote).
   */
  async quoteWithState(hashedQuoteId: string, by: 'quote' | 'quickQuote' = 'quote') {
    const key =
      by === 'quote' ? sql`q.hashed_id = ${hashedQuoteId}` : sql`q.quick_quote_hashed_id = ${hashedQuoteId}`
    const result = await this.db.execute(sql`
      select row_to_json(q.*) as quote,
        coalesce((select json_agg(json_build_array(a.external_reference_id, a.answer_code, a.value))
          from quote_answers a where a.quote_hashed_id = q.hashed_id), '[]') as answers,
        coalesce((select json_agg(c.page_code) from quote_page_completions c
          where c.quote_hashed_id = q.hashed_id), '[]') as done,
        (select row_to_json(ct.*) from contacts ct where ct.hashed_id = q.contact_hashed_id) as contact,
        (select row_to_json(ac.*) from quote_acceptances ac where ac.quote_hashed_id = q.hashed_id
          order by ac.id desc limit 1) as acceptance,
        (select row_to_json(p.*) from policies p where p.quote_hashed_id = q.hashed_id) as policy,
        (select row_to_json(m.*) from medical_aids m where m.quote_hashed_id = q.hashed_id) as medical_aid,
        coalesce((select json_agg(row_to_json(ad.*)) from addresses ad
          where ad.quote_hashed_id = q.hashed_id), '[]') as addresses,
        coalesce((select json_agg(json_build_object('hashedPageId', v.hashed_page_id, 'code', v.page_code)
          order by v.id) from quote_page_visits v where v.quote_hashed_id = q.hashed_id), '[]') as history,
        coalesce((select json_agg(json_build_object('disclaimerType', d.disclaimer_type,
          'order', d.question_order, 'answer', d.answer)) from disclaimer_answers d
          where d.quote_hashed_id = q.hashed_id), '[]') as disclaimer_answers,
        coalesce((select json_agg(json_build_object('name', b.name, 'surname', b.surname, 'gender', b.gender,
          'dateOfBirth', b.date_of_birth, 'benefitPercentage', b.benefit_percentage, 'relation', b.relation,
          'beneficiaryDesignation', b.beneficiary_designation) order by b.position) from beneficiaries b
          where b.quote_hashed_id = q.hashed_id), '[]') as beneficiaries
      from quotes q where ${key}`)
    const [found] = rowsOf<{
      quote: Record<string, unknown>
      answers: [string, string, string | null][]
      done: string[]
      contact: Record<string, unknown> | null
      acceptance: Record<string, unknown> | null
      policy: Record<string, unknown> | null
      medical_aid: Record<string, unknown> | null
      addresses: Record<string, unknown>[]
      history: { hashedPageId: string; code: string }[]
      disclaimer_answers: { disclaimerType: string; order: number; answer: string }[]
      beneficiaries: SavedBeneficiaryRow[]
    }>(result)
    if (!found) return null
    const answers: Record<string, { codes: string[]; values: Record<string, string> }> = {}
    for (const [ref, code, value] of found.answers) {
      const given = (answers[ref] ??= { codes: [], values: {} })
      if (value === null) given.codes.push(code)
      else given.values[code] = value
    }
    return {
      row: fromColumns(quotes, found.quote) as QuoteRow,
      state: {
        answers: answers as AnswersByRef,
        done: new Set(found.done),
        contact: found.contact ? (fromColumns(contacts, found.contact) as ContactRow) : null,
        acceptance: found.acceptance
          ? (fromColumns(quoteAcceptances, found.acceptance) as typeof quoteAcceptances.$inferSelect)
          : null,
        policy: found.policy ? (fromColumns(policies, found.policy) as typeof policies.$inferSelect) : null,
        medicalAid: found.medical_aid
          ? (fromColumns(medicalAids, found.medical_aid) as typeof medicalAids.$inferSelect)
          : null,
        addresses: found.addresses.map((row) => fromColumns(addresses, row) as typeof addresses.$inferSelect),
        pageHistory: found.history,
        disclaimerAnswers: found.disclaimer_answers,
        beneficiaries: found.beneficiaries,
      },
    }
  }

  /** A visit to a quote (quoteSession/create). */
  async createQuoteSession(hashedQuoteId: string, sessionHashedId: string | null): Promise<string> {
    const hashedId = newHashedId()
    await this.db.insert(quoteSessions).values({ hashedId, quoteHashedId: hashedQuoteId, sessionHashedId })
    return hashedId
  }

  async quoteSessionOf(hashedQuoteSessionId: string) {
    const [row] = await this.db
      .select()
      .from(quoteSessions)
      .where(eq(quoteSessions.hashedId, hashedQuoteSessionId))
    return row ?? null
  }

  /**
   * A page shown, added to the page history unless it is the last one recorded (a reload); whether
   * it was added.
   */
  async recordVisit(
    hashedQuoteId: string,
    quoteSessionHashedId: string | null,
    page: { hashedPageId: string; code: string },
  ): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into quote_page_visits (quote_hashed_id, quote_session_hashed_id, hashed_page_id, page_code)
      select ${hashedQuoteId}, ${quoteSessionHashedId}, ${page.hashedPageId}, ${page.code}
      where not exists (
        select 1 from (
          select hashed_page_id from quote_page_visits where quote_hashed_id = ${hashedQuoteId}
          order by id desc limit 1
        ) as last where last.hashed_page_id = ${page.hashedPageId})
      returning 1 as recorded`)
    return rowsOf(result).length > 0
  }

  /**
   * A questions page's answers (replacing the quote's to its questions) and the quote's new rating.
   * An acceptance given before is no longer current (issue 18: a change of answers after acceptance
   * asks for acceptance again), and with it the premium page is to be done again.
   */
  async saveAnswers(
    hashedQuoteId: string,
    refs: readonly string[],
    answers: AnswersByRef,
    rating: { price: StoredPrice | null; declineReason: string | null },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      if (refs.length > 0) {
        await tx
          .delete(quoteAnswers)
          .where(
            and(
              eq(quoteAnswers.quoteHashedId, hashedQuoteId),
              inArray(quoteAnswers.externalReferenceId, [...refs]),
            ),
          )
      }
      const rows = answerRows(
        hashedQuoteId,
        Object.fromEntries(Object.entries(answers).filter(([ref]) => refs.includes(ref))) as Record<
          string,
          GivenAnswer
        >,
      )
      if (rows.length > 0) await tx.insert(quoteAnswers).values(rows)
      await tx
        .update(quotes)
        .set({
          premiumCents: rating.price?.premiumCents ?? null,
          coverCents: rating.price?.coverCents ?? null,
          excessCents: rating.price?.excessCents ?? null,
          excessKey: rating.price?.excessKey ?? null,
          ratingTrace: rating.price?.steps ?? null,
          ...(rating.price ? { ratingTableVersion: rating.price.tableVersion } : {}),
          status: rating.declineReason ? 'NOT_QUALIFIED' : 'OPEN',
          declineReason: rating.declineReason,
          updatedAt: sql`now()`,
        })
        .where(eq(quotes.hashedId, hashedQuoteId))
      await supersedeAcceptance(tx, hashedQuoteId)
    })
  }

  /** The quote's price after a re-rating that changed it (a newer table): the acceptance is stale. */
  /**
   * The trace of the quote's price as it stands (a quote made from a quick quote has none until it
   * is rated on its full answers): the price is the same, so an acceptance stays current.
   */
  async recordTrace(hashedQuoteId: string, steps: TraceStep[]): Promise<void> {
    await this.db
      .update(quotes)
      .set({ ratingTrace: steps, updatedAt: sql`now()` })
      .where(eq(quotes.hashedId, hashedQuoteId))
  }

  async updatePrice(hashedQuoteId: string, price: StoredPrice): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      await repriced(tx, hashedQuoteId, price)
    })
  }

  /**
   * The quote's contact (the Contact entity): stored under the quote's contact id (the session's
   * reserved one, or a new one), linked to the quote, the personal-information page done.
   */
  async saveContact(
    hashedQuoteId: string,
    page: CompletedPage,
    contactHashedId: string,
    fields: Omit<typeof contacts.$inferInsert, 'hashedId' | 'createdAt' | 'updatedAt'>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The quote's own update takes its row's lock (see lockQuote), first.
      await tx
        .update(quotes)
        .set({ contactHashedId, updatedAt: sql`now()` })
        .where(eq(quotes.hashedId, hashedQuoteId))
      await tx
        .insert(contacts)
        .values({ hashedId: contactHashedId, ...fields })
        .onConflictDoUpdate({ target: contacts.hashedId, set: { ...fields, updatedAt: sql`now()` } })
      await complete(tx, hashedQuoteId, page)
    })
  }

  /** The residence (and postal) address, replacing earlier ones; the address page done. */
  async saveAddresses(
    hashedQuoteId: string,
    page: CompletedPage,
    rows: Omit<typeof addresses.$inferInsert, 'quoteHashedId'>[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      await tx.delete(addresses).where(eq(addresses.quoteHashedId, hashedQuoteId))
      await tx.insert(addresses).values(rows.map((row) => ({ ...row, quoteHashedId: hashedQuoteId })))
      await complete(tx, hashedQuoteId, page)
    })
  }

  /**
   * The medical aid of a GAP quote's medical aid page, replacing an earlier one; the page done. The
   * quick quote's answers it changes (scheme, plan) are replaced in the same transaction; with a new
   * price (a changed plan re-rates), the acceptance given before is stale and the premium page is to
   * be done again.
   */
  async saveMedicalAid(
    hashedQuoteId: string,
    page: CompletedPage,
    medicalAid: Omit<typeof medicalAids.$inferInsert, 'quoteHashedId' | 'savedAt'>,
    changed: { answers: AnswersByRef; price: StoredPrice | null } | null,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      const row = { ...medicalAid, quoteHashedId: hashedQuoteId }
      await tx
        .insert(medicalAids)
        .values(row)
        .onConflictDoUpdate({
          target: medicalAids.quoteHashedId,
          set: { ...medicalAid, savedAt: sql`now()` },
        })
      if (changed) {
        const refs = Object.keys(changed.answers)
        await tx
          .delete(quoteAnswers)
          .where(
            and(
              eq(quoteAnswers.quoteHashedId, hashedQuoteId),
              inArray(quoteAnswers.externalReferenceId, refs),
            ),
          )
        await tx.insert(quoteAnswers).values(answerRows(hashedQuoteId, changed.answers))
      }
      if (changed?.price) await repriced(tx, hashedQuoteId, changed.price)
      await complete(tx, hashedQuoteId, page)
    })
  }

  /** The beneficiaries, replacing earlier ones; the beneficiaries page done. */
  async saveBeneficiaries(
    hashedQuoteId: string,
    page: CompletedPage,
    rows: Omit<typeof beneficiaries.$inferInsert, 'quoteHashedId' | 'position'>[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      await tx.delete(beneficiaries).where(eq(beneficiaries.quoteHashedId, hashedQuoteId))
      if (rows.length > 0) {
        await tx
          .insert(beneficiaries)
          .values(rows.map((row, position) => ({ ...row, position, quoteHashedId: hashedQuoteId })))
      }
      await complete(tx, hashedQuoteId, page)
    })
  }

  async beneficiariesOf(hashedQuoteId: string) {
    return this.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.quoteHashedId, hashedQuoteId))
      .orderBy(asc(beneficiaries.position))
  }

  /** An acceptance of the quote's price as rated now; the premium page done. */
  async accept(
    hashedQuoteId: string,
    page: CompletedPage,
    acceptance: Omit<
      typeof quoteAcceptances.$inferInsert,
      'id' | 'quoteHashedId' | 'acceptedAt' | 'supersededAt'
    >,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      await tx
        .update(quoteAcceptances)
        .set({ supersededAt: sql`now()` })
        .where(and(eq(quoteAcceptances.quoteHashedId, hashedQuoteId), isNull(quoteAcceptances.supersededAt)))
      await tx.insert(quoteAcceptances).values({ ...acceptance, quoteHashedId: hashedQuoteId })
      await complete(tx, hashedQuoteId, page)
    })
  }

  /**
   * The answers to the disclaimers' questions, replacing earlier ones. The disclaimer page is done
   * only when every answer is the valid one; otherwise it is undone (a wrong answer stops the purchase).
   */
  async saveDisclaimerAnswers(
    hashedQuoteId: string,
    page: CompletedPage,
    rows: Omit<typeof disclaimerAnswers.$inferInsert, 'quoteHashedId' | 'answeredAt'>[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, hashedQuoteId)
      await tx.delete(disclaimerAnswers).where(eq(disclaimerAnswers.quoteHashedId, hashedQuoteId))
      if (rows.length > 0) {
        await tx
          .insert(disclaimerAnswers)
          .values(rows.map((row) => ({ ...row, quoteHashedId: hashedQuoteId })))
      }
      if (rows.every((row) => row.valid)) await complete(tx, hashedQuoteId, page)
      else {
        await tx
          .delete(quotePageCompletions)
          .where(
            and(
              eq(quotePageCompletions.quoteHashedId, hashedQuoteId),
              eq(quotePageCompletions.pageCode, page.code),
            ),
          )
      }
    })
  }
}

/**
 * Takes the quote's row for the rest of the transaction: two tabs (or retries) saving pages of one
 * quote at once run one after the other, instead of both deleting and re-inserting its rows.
 */
async function lockQuote(tx: Transaction, hashedQuoteId: string): Promise<void> {
  await tx.execute(sql`select 1 from quotes where hashed_id = ${hashedQuoteId} for update`)
}

/**
 * A table's row from `row_to_json` (snake_case columns, JSON types) in Drizzle's shape: property
 * names, numbers for bigints, Dates for timestamps, strings for dates.
 */
function fromColumns(table: AnyPgTable, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    if (value === null || value === undefined) row[property] = value ?? null
    else if (column.columnType === 'PgTimestamp') row[property] = new Date(value as string)
    else if (column.columnType === 'PgBigInt53') row[property] = Number(value)
    else row[property] = value
  }
  return row
}

/** A beneficiary as its page stored it, to draw the page again. */
export type SavedBeneficiaryRow = {
  name: string
  surname: string
  gender: string
  dateOfBirth: string
  benefitPercentage: string | number
  relation: string | null
  beneficiaryDesignation: string | null
}

/** The page of the quote's journey a save records as done. */
export type CompletedPage = { code: string; kind: RecordedPageKind }

export async function complete(tx: Transaction, hashedQuoteId: string, page: CompletedPage): Promise<void> {
  await tx
    .insert(quotePageCompletions)
    .values({ quoteHashedId: hashedQuoteId, pageCode: page.code, pageKind: page.kind })
    .onConflictDoUpdate({
      target: [quotePageCompletions.quoteHashedId, quotePageCompletions.pageCode],
      set: { completedAt: sql`now()` },
    })
}

/** The current acceptance is stale: the premium page (and so the purchase) waits for a new one. */
/** The quote's new price (a re-rating changed it): the acceptance given before is stale. */
async function repriced(tx: Transaction, hashedQuoteId: string, price: StoredPrice): Promise<void> {
  await tx
    .update(quotes)
    .set({
      premiumCents: price.premiumCents,
      coverCents: price.coverCents,
      excessCents: price.excessCents,
      excessKey: price.excessKey,
      ratingTrace: price.steps,
      ratingTableVersion: price.tableVersion,
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.hashedId, hashedQuoteId))
  await supersedeAcceptance(tx, hashedQuoteId)
}

async function supersedeAcceptance(tx: Transaction, hashedQuoteId: string): Promise<void> {
  const superseded = await tx
    .update(quoteAcceptances)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(quoteAcceptances.quoteHashedId, hashedQuoteId), isNull(quoteAcceptances.supersededAt)))
    .returning({ id: quoteAcceptances.id })
  if (superseded.length > 0) {
    await tx
      .delete(quotePageCompletions)
      .where(
        and(
          eq(quotePageCompletions.quoteHashedId, hashedQuoteId),
          eq(quotePageCompletions.pageKind, 'PREMIUM'),
        ),
      )
  }
}

async function quoteRepositoryPlugin(app: FastifyInstance) {
  app.decorate('quotes', new QuoteRepository(app.db))
}

export default fp(quoteRepositoryPlugin, { name: 'quote-repository', dependencies: ['database'] })
