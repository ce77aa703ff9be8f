import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * A visitor's contact record. Created empty with the session so every later form can attach to it;
 * the site only ever sees `hashed_id`.
 */
export const contacts = pgTable('contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hashedId: text('hashed_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The server's part of the Session entity (shell spec §3, §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hashedId: text('hashed_id').notNull().unique(),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id),
    companyCode: text('company_code').notNull(),
    ip: text('ip'),
    location: text('location'),
    browser: text('browser'),
    operatingSystem: text('operating_system'),
    /** Campaign id (ucid) from the query string or referrer. */
    uci: text('uci'),
    landingSlug: text('landing_slug'),
    featureFlags: jsonb('feature_flags').$type<string[]>().notNull().default([]),
    currentStep: text('current_step'),
    currentStepIndex: integer('current_step_index'),
    selectedProduct: text('selected_product'),
    callCentre: boolean('call_centre').notNull().default(false),
    transactionOriginOnline: boolean('transaction_origin_online').notNull().default(true),
    mustUseDirectTrafficUcid: boolean('must_use_direct_traffic_ucid').notNull().default(false),
    /** The browser's createDateMilliseconds, kept to tell the 7-day expiry from the visitor's side. */
    clientCreatedAtMs: bigint('client_created_at_ms', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_contact_id_idx').on(table.contactId)],
)
