import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { JourneyQuestion } from '@insure/domain/quick-quote'
import type { PricedAddOn } from '@insure/domain/vap'
import type { TraceStep } from '@insure/domain/rating'
import { quickQuotes, ratingTables } from './quick-quote.ts'

/**
 * The full-quote journeys (docs/decisions/004): one row per product and version, its pages in
 * `journey_pages` (quick_quote.ts) with the version and kind columns, the questions of its
 * questions pages in `journey_page_questions`.
 */
export const journeys = pgTable(
  'journeys',
  {
    productCode: text('product_code').notNull(),
    version: text('version').notNull(),
    /** The version new quotes of the product are answered on. */
    current: boolean('current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productCode, table.version] })],
)

/** The questions of a journey's questions pages, in order; the Question entity as the API serves it. */
export const journeyPageQuestions = pgTable(
  'journey_page_questions',
  {
    hashedPageId: text('hashed_page_id').notNull(),
    questionId: text('question_id').notNull(),
    displayOrder: smallint('display_order').notNull(),
    question: jsonb('question').$type<JourneyQuestion>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.hashedPageId, table.questionId] })],
)

export const QUOTE_STATUSES = ['OPEN', 'NOT_QUALIFIED', 'PURCHASED'] as const

/**
 * A quote being answered and bought (forms spec §7 "Quote, purchase, resume"), made from a quick
 * quote by addQuote. Its premium is the latest rating of its answers; what was accepted is in
 * `quote_acceptances`, what was bought in `policies`.
 */
export const quotes = pgTable(
  'quotes',
  {
    hashedId: text('hashed_id').primaryKey(),
    companyCode: text('company_code').notNull(),
    productCode: text('product_code').notNull(),
    hashedProductId: text('hashed_product_id').notNull(),
    /** One quote per quick quote: addQuote twice gives the same quote. */
    quickQuoteHashedId: text('quick_quote_hashed_id')
      .notNull()
      .unique()
      .references(() => quickQuotes.hashedId),
    /** The session that started it; null in call-centre mode (no server session). */
    sessionHashedId: text('session_hashed_id'),
    contactHashedId: text('contact_hashed_id'),
    journeyVersion: text('journey_version').notNull(),
    ratingTableVersion: text('rating_table_version')
      .notNull()
      .references(() => ratingTables.version),
    status: text('status').$type<(typeof QUOTE_STATUSES)[number]>().notNull().default('OPEN'),
    /** Why a life quote does not qualify (shell spec §2 error routes), when it does not. */
    declineReason: text('decline_reason'),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    premiumCents: bigint('premium_cents', { mode: 'number' }),
    coverCents: bigint('cover_cents', { mode: 'number' }),
    excessCents: bigint('excess_cents', { mode: 'number' }),
    excessKey: text('excess_key'),
    /** How the premium was worked out, step by step (issue 25); null before traces were kept. */
    ratingTrace: jsonb('rating_trace').$type<TraceStep[]>(),
    callCentre: boolean('call_centre').notNull().default(false),
    /** The agent who worked on it (call centre), and whether it was sold online (shell spec §3). */
    agentId: text('agent_id'),
    transactionOriginOnline: boolean('transaction_origin_online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_session_idx').on(table.sessionHashedId),
    check('quotes_status', sql`${table.status} in ('OPEN', 'NOT_QUALIFIED', 'PURCHASED')`),
  ],
)

/** The quote's answers, one row per question and answer code (AnswersByRef, docs/decisions/004). */
export const quoteAnswers = pgTable(
  'quote_answers',
  {
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    externalReferenceId: text('external_reference_id').notNull(),
    answerCode: text('answer_code').notNull(),
    /** The typed value of an input answer; null for a chosen answer. */
    value: text('value'),
  },
  (table) => [primaryKey({ columns: [table.quoteHashedId, table.externalReferenceId, table.answerCode] })],
)

/**
 * The special pages done (the rows of each page are written in the same transaction), per page:
 * a journey may have two pages of one kind (two address pages). The kind is kept to undo every
 * page of a kind at once (a stale acceptance undoes the premium page).
 */
export const quotePageCompletions = pgTable(
  'quote_page_completions',
  {
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    /** The page's code in the quote's journey version. */
    pageCode: text('page_code').notNull(),
    pageKind: text('page_kind').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.quoteHashedId, table.pageCode] })],
)

/** A visitor's (or agent's) time on a quote: quoteSession/create. */
export const quoteSessions = pgTable(
  'quote_sessions',
  {
    hashedId: text('hashed_id').primaryKey(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    sessionHashedId: text('session_hashed_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_sessions_quote_idx').on(table.quoteHashedId)],
)

/** The page history of a quote (shell spec §3 pageHistory.hashedPageId): one row per page shown. */
export const quotePageVisits = pgTable(
  'quote_page_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    quoteSessionHashedId: text('quote_session_hashed_id').references(() => quoteSessions.hashedId),
    hashedPageId: text('hashed_page_id').notNull(),
    pageCode: text('page_code').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_page_visits_quote_idx').on(table.quoteHashedId, table.id)],
)

/**
 * Addresses of a quote's policyholder (forms spec §3 Address and postal address): RESIDENCE with
 * the street fields, MAILING with the postal ones.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    contactHashedId: text('contact_hashed_id'),
    addressType: text('address_type').$type<'RESIDENCE' | 'MAILING'>().notNull(),
    streetNo: text('street_no'),
    street: text('street'),
    unitNo: text('unit_no'),
    isComplexOrFlat: boolean('is_complex_or_flat').notNull().default(false),
    buildingName: text('building_name'),
    afrigisCode: text('afrigis_code'),
    postArea: text('post_area'),
    postalRegion: text('postal_region'),
    town: text('town'),
    province: text('province'),
    /** Postal address fields (MAILING). */
    poBox: text('po_box'),
    postalNumber: text('postal_number'),
    postalArea: text('postal_area'),
    postalCode: text('postal_code'),
    city: text('city'),
    county: text('county'),
    country: text('country').notNull().default('South Africa'),
    countryCode: text('country_code').notNull().default('ZA'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('addresses_quote_type').on(table.quoteHashedId, table.addressType),
    check('addresses_type', sql`${table.addressType} in ('RESIDENCE', 'MAILING')`),
  ],
)

/**
 * Beneficiaries of a quote (forms spec §3): life v2's (relation) or the other entity's
 * (designation). Their percentages sum to 100, checked before they are stored.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    position: smallint('position').notNull(),
    rule: text('rule').$type<'LIFE_V2' | 'OTHER'>().notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    benefitPercentage: numeric('benefit_percentage', { precision: 5, scale: 2 }).notNull(),
    relation: text('relation'),
    beneficiaryDesignation: text('beneficiary_designation'),
  },
  (table) => [unique('beneficiaries_quote_position').on(table.quoteHashedId, table.position)],
)

/**
 * Each acceptance of a quote's premium (PUT A/quote/accept): the figures to the cent and the
 * rating-table version. A change of answers after it makes it stale (`supersededAt`): accept again.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
    totalCoverCents: bigint('total_cover_cents', { mode: 'number' }).notNull(),
    excessCents: bigint('excess_cents', { mode: 'number' }),
    excessKey: text('excess_key'),
    /** Life: LIFE or ADB (the accidental death benefit, feature flag adb). */
    selectedProduct: text('selected_product'),
    /**
     * A car's VAP add-ons accepted with it (aof_vaps, decision 011), each with the figures rated:
     * `premiumCents` above is the option's premium plus theirs, on the policy's one debit order.
     */
    addOns: jsonb('add_ons').$type<PricedAddOn[]>().notNull().default([]),
    /** The accepted option's trace: how the premium accepted was worked out (issue 25). */
    ratingTrace: jsonb('rating_trace').$type<TraceStep[]>(),
    ratingTableVersion: text('rating_table_version')
      .notNull()
      .references(() => ratingTables.version),
    reAccept: boolean('re_accept').notNull().default(false),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [index('quote_acceptances_quote_idx').on(table.quoteHashedId)],
)

/** Answers to the disclaimers' questions (POST A/disclaimer), each with whether it was the valid one. */
export const disclaimerAnswers = pgTable(
  'disclaimer_answers',
  {
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    disclaimerType: text('disclaimer_type').notNull(),
    questionOrder: smallint('question_order').notNull(),
    questionContent: text('question_content').notNull(),
    answer: text('answer').notNull(),
    valid: boolean('valid').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.quoteHashedId, table.disclaimerType, table.questionOrder] })],
)

/**
 * Who pays a policy's premium when it is not the policyholder (forms spec §3, Payer; issue 24):
 * their details and when they agreed to the debit order. Their account is the mandate's bank
 * details. The ID number and mobile are personal information: never logged.
 */
export const payers = pgTable('payers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  quoteHashedId: text('quote_hashed_id')
    .notNull()
    .unique()
    .references(() => quotes.hashedId),
  title: text('title').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  citizenId: text('citizen_id').notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  gender: text('gender').notNull(),
  /** E.164. */
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The account a debit order is drawn on. The account number is personal information: never logged. */
export const bankDetails = pgTable('bank_details', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  quoteHashedId: text('quote_hashed_id')
    .notNull()
    .references(() => quotes.hashedId),
  bankId: text('bank_id').notNull(),
  bankName: text('bank_name').notNull(),
  branchCode: text('branch_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountType: text('account_type').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A debit-order mandate (DESIGN "Selling"): reference, amount, day, first strike date, and the
 * acceptance flags with when they were given. Collection belongs to the insurer's payment system.
 */
export const debitOrderMandates = pgTable('debit_order_mandates', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  quoteHashedId: text('quote_hashed_id')
    .notNull()
    .unique()
    .references(() => quotes.hashedId),
  bankDetailsId: bigint('bank_details_id', { mode: 'number' })
    .notNull()
    .references(() => bankDetails.id),
  /** The payer whose account and mandate it is; null: the policyholder's own. */
  payerId: bigint('payer_id', { mode: 'number' }).references(() => payers.id),
  reference: text('reference').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  debitOrderDay: smallint('debit_order_day').notNull(),
  commencementDate: date('commencement_date').notNull(),
  firstStrikeDate: date('first_strike_date').notNull(),
  hivAccept: boolean('hiv_accept').notNull().default(false),
  lifeAccept: boolean('life_accept').notNull().default(false),
  financeAccept: boolean('finance_accept').notNull().default(false),
  termsAccept: boolean('terms_accept').notNull(),
  concentToDebit: boolean('concent_to_debit').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The next policy number of each company and product, taken in the purchase's transaction. */
export const policyNumberCounters = pgTable(
  'policy_number_counters',
  {
    companyCode: text('company_code').notNull(),
    productCode: text('product_code').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyCode, table.productCode] })],
)

/** A policy bought: one per quote (a retry, a double click or two tabs give this one). */
export const policies = pgTable('policies', {
  hashedId: text('hashed_id').primaryKey(),
  policyNumber: text('policy_number').notNull().unique(),
  quoteHashedId: text('quote_hashed_id')
    .notNull()
    .unique()
    .references(() => quotes.hashedId),
  companyCode: text('company_code').notNull(),
  productCode: text('product_code').notNull(),
  acceptanceId: bigint('acceptance_id', { mode: 'number' })
    .notNull()
    .references(() => quoteAcceptances.id),
  premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
  totalCoverCents: bigint('total_cover_cents', { mode: 'number' }).notNull(),
  selectedProduct: text('selected_product'),
  ratingTableVersion: text('rating_table_version')
    .notNull()
    .references(() => ratingTables.version),
  wordingVersion: text('wording_version').notNull(),
  commencementDate: date('commencement_date').notNull(),
  agentId: text('agent_id'),
  transactionOriginOnline: boolean('transaction_origin_online').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What a call-centre agent reads on each page of a journey (GET A/pages/{id}/script), per company,
 * by page code (the same words on a page of every product). Seeded.
 */
export const pageScripts = pgTable(
  'page_scripts',
  {
    companyCode: text('company_code').notNull(),
    pageCode: text('page_code').notNull(),
    title: text('title').notNull(),
    lines: text('lines').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyCode, table.pageCode] })],
)
