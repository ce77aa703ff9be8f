import type { PageKind, PageSettings } from '@insure/domain/full-quote'
import type { JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/**
 * The pages of each product's journey (forms spec §3 Page), GET A/product/pages/{id}. Seeded from
 * seed/journeys/pages.ts; the hashed page id is derived from product and page code, so it is stable.
 */
export const journeyPages = pgTable(
  'journey_pages',
  {
    hashedPageId: text('hashed_page_id').primaryKey(),
    productCode: text('product_code').notNull(),
    /** The journey version the page belongs to (journeys, quote.ts). */
    journeyVersion: text('journey_version').notNull().default('1'),
    code: text('code').notNull(),
    description: text('description').notNull(),
    index: smallint('index').notNull(),
    icon: text('icon'),
    /** PAGE_KINDS of packages/domain/src/full-quote. */
    kind: text('kind').$type<PageKind>().notNull().default('QUESTIONS'),
    /** Shown only when the answer to this ref has one of these codes (PageCondition). */
    showWhenRef: text('show_when_ref'),
    showWhenCodes: text('show_when_codes').array(),
    /** Or shown only when this feature flag is on (or off). */
    showWhenFlag: text('show_when_flag'),
    showWhenFlagOn: boolean('show_when_flag_on'),
    /** The special page's settings (PageSettings): seeded definitions, not anything a visitor sent. */
    settings: jsonb('settings').$type<PageSettings>().notNull().default({}),
  },
  (table) => [
    unique('journey_pages_product_version_code').on(table.productCode, table.journeyVersion, table.code),
  ],
)

/**
 * The quick-quote questions of each product (forms spec §3 Question), seeded from
 * seed/journeys/questions.ts. The question is stored whole as the API serves it; the columns beside
 * it are what it is found and ordered by.
 */
export const quickQuoteQuestions = pgTable(
  'quick_quote_questions',
  {
    id: text('id').primaryKey(),
    productCode: text('product_code').notNull(),
    externalReferenceId: text('external_reference_id').notNull(),
    displayOrder: smallint('display_order').notNull(),
    question: jsonb('question').$type<JourneyQuestion>().notNull(),
  },
  (table) => [index('quick_quote_questions_product_idx').on(table.productCode, table.displayOrder)],
)

/**
 * Rating tables by version (DESIGN "Journeys are data"): the engine in packages/domain rates with
 * the latest version in effect, and every quick quote records the version it was rated on.
 */
export const ratingTables = pgTable('rating_tables', {
  version: text('version').primaryKey(),
  effectiveFrom: date('effective_from').notNull(),
  tables: jsonb('tables').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Quick quotes (forms spec §7 POST A/quickquote/create): the answers as given, the outcome and the
 * rating table version. The answers may hold personal information (a date of birth, an ID number):
 * kept for the quote to be resumed and bought, never logged.
 */
export const quickQuotes = pgTable(
  'quick_quotes',
  {
    hashedId: text('hashed_id').primaryKey(),
    companyCode: text('company_code').notNull(),
    /** The visitor's session; null in call-centre mode, where no server session is created. */
    sessionHashedId: text('session_hashed_id'),
    productCode: text('product_code').notNull(),
    hashedProductId: text('hashed_product_id').notNull(),
    answers: jsonb('answers').$type<SubmittedQuestion[]>().notNull(),
    outcome: text('outcome').$type<'QUOTED' | 'NOT_QUALIFIED'>().notNull(),
    declineReason: text('decline_reason'),
    /** Monthly premium, cover and excess in cents; null when not quoted. */
    premiumCents: bigint('premium_cents', { mode: 'number' }),
    coverCents: bigint('cover_cents', { mode: 'number' }),
    excessCents: bigint('excess_cents', { mode: 'number' }),
    excessKey: text('excess_key'),
    ratingTableVersion: text('rating_table_version')
      .notNull()
      .references(() => ratingTables.version),
    /** The QUICK_QUOTE_LEAD_CAPTURE consent shown and whether it was accepted. */
    consentText: text('consent_text'),
    consentAccepted: boolean('consent_accepted').notNull().default(false),
    callCentre: boolean('call_centre').notNull().default(false),
    /**
     * The SHA-256 of the owner key of the browser that made it (quote_owners); null for quick quotes
     * made before owners were recorded, which no one can start a quote from.
     */
    ownerDigest: text('owner_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quick_quotes_session_idx').on(table.sessionHashedId),
    check('quick_quotes_outcome', sql`${table.outcome} in ('QUOTED', 'NOT_QUALIFIED')`),
  ],
)

/** Clicks on a quick quote's result (forms spec §3 Quick quote click). */
export const quickQuoteClicks = pgTable(
  'quick_quote_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quickQuoteHashedId: text('quick_quote_hashed_id')
      .notNull()
      .references(() => quickQuotes.hashedId),
    premiumCents: bigint('premium_cents', { mode: 'number' }),
    coverCents: bigint('cover_cents', { mode: 'number' }),
    finalClick: boolean('final_click').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quick_quote_clicks_quote_idx').on(table.quickQuoteHashedId)],
)

/**
 * The quick quote a browser is answering, one per owner and product (issue 25): what it has given so
 * far, saved from the first answer, so a reload, Back or another page of the site lands on the same
 * question with or without script; and, once rated, the quick quote that answered it (its premium).
 * The browser's session storage only caches it. The answers may hold an ID number: never logged,
 * deleted 30 days after the last change (plugins/retention.ts).
 */
export const quickQuoteDrafts = pgTable(
  'quick_quote_drafts',
  {
    /** The SHA-256 of the browser's owner key (quote-owner cookie): only that browser reads it. */
    ownerDigest: text('owner_digest').notNull(),
    productCode: text('product_code').notNull(),
    answers: jsonb('answers').$type<SubmittedQuestion[]>().notNull(),
    /** The quick quote rated on these answers; null while they are being answered or changed. */
    quickQuoteHashedId: text('quick_quote_hashed_id').references(() => quickQuotes.hashedId),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerDigest, table.productCode] }),
    index('quick_quote_drafts_updated_idx').on(table.updatedAt),
  ],
)
