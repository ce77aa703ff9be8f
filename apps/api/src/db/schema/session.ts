import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * A visitor's contact record, created when a journey or form first gives contact details. The
 * session reserves its hashed id up front (session/create answers it as `cid`), so an anonymous
 * visit stores no empty contact row and session creation stays one INSERT.
 */
export const contacts = pgTable('contacts', {
  hashedId: text('hashed_id').primaryKey(),
  /** The Contact entity (forms spec §3). ID number and mobile are personal information: never logged. */
  citizenId: text('citizen_id'),
  title: text('title'),
  name: text('name'),
  fullNames: text('full_names'),
  surname: text('surname'),
  email: text('email'),
  /** E.164 (+27…), the one stored form. */
  mobile: text('mobile'),
  gender: text('gender'),
  dateOfBirth: date('date_of_birth'),
  type: text('type'),
  occupation: text('occupation'),
  maritalStatus: text('marital_status'),
  communicateByPost: boolean('communicate_by_post'),
  communicateByEmail: boolean('communicate_by_email'),
  consent: boolean('consent'),
  message: text('message'),
  /** Policy numbers the person holds with the short-term (TIA) and life (MIP) insurers; null: not given. */
  tiaPolicies: text('tia_policies').array(),
  mipPolicies: text('mip_policies').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
})

/**
 * The server's part of the Session entity (shell spec §3, §4). Keyed by its opaque hashed id: the
 * site never sees anything else. Besides the key, only a BRIN index on the creation time, which the
 * prune of sessions past their 7 days reads: it summarises ranges of the table (rows arrive in time
 * order), so a session's INSERT stays as cheap as with the key alone.
 */
export const sessions = pgTable(
  'sessions',
  {
    hashedId: text('hashed_id').primaryKey(),
    contactHashedId: text('contact_hashed_id').notNull(),
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
  (table) => [index('sessions_created_brin').using('brin', table.createdAt)],
)
