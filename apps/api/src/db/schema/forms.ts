import { sql } from 'drizzle-orm'
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

export const FORM_SUBMISSION_KINDS = ['callback', 'contact_us', 'claim'] as const
export type FormSubmissionKind = (typeof FORM_SUBMISSION_KINDS)[number]

/**
 * Call-back, contact-us and claim requests (forms spec §3, §7), whichever route they came through.
 * `payload` is the validated body; personal information stays in it and is never logged.
 *
 * Repeats (issue 4: the same payload from the same session within a minute is stored once): a
 * submission is known by its session and payload digest, and `occurrence` counts the times that
 * payload was stored, 0 for the first. The unique (session, digest, occurrence) makes storing one
 * upsert that concurrent identical requests cannot duplicate: a repeat within the minute only counts
 * itself in `repeat_count`; the same payload more than a minute after its latest occurrence is
 * stored as the next one.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    hashedId: text('hashed_id').primaryKey(),
    kind: text('kind').$type<FormSubmissionKind>().notNull(),
    /** The endpoint path it was posted to, e.g. /wyzeapi/cc/submitCallback. */
    route: text('route').notNull(),
    /** The company of the session it was sent from. */
    companyCode: text('company_code').notNull(),
    sessionHashedId: text('session_hashed_id').notNull(),
    productCode: text('product_code').notNull(),
    hashedProductId: text('hashed_product_id').notNull(),
    department: text('department'),
    reason: text('reason'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** sha256 of the route and the canonical JSON of the validated body. */
    payloadDigest: text('payload_digest').notNull(),
    occurrence: smallint('occurrence').notNull().default(0),
    /** How many repeats of this occurrence were answered with its reference (double clicks, retries). */
    repeatCount: integer('repeat_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('form_submissions_once').on(table.sessionHashedId, table.payloadDigest, table.occurrence),
    check('form_submissions_kind', sql`${table.kind} in ('callback', 'contact_us', 'claim')`),
  ],
)

/** Blog mailing-list subscribers (forms spec §3 Subscriber, §7): one row per list and address. */
export const blogSubscribers = pgTable(
  'blog_subscribers',
  {
    listId: text('list_id').notNull(),
    /** Lower-cased, so one address subscribes once whatever its spelling. */
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyCode: text('company_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.emailAddress] })],
)
