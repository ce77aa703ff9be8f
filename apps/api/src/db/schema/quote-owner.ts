import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { quotes } from './quote.ts'

/**
 * Who may see and change a quote (issue 22, docs/decisions/006): the browsers that hold its owner
 * credential. A browser's owner key lives only in its signed cookie; the quote keeps the key's
 * SHA-256, so the table alone cannot be turned back into a cookie. One row per browser: the one that
 * made the quote, and each one that later proved who it was with a one-time code.
 */
export const quoteOwners = pgTable(
  'quote_owners',
  {
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    ownerDigest: text('owner_digest').notNull(),
    /** MADE: the browser that made it; CODE: proven by a one-time code; AGENT: an agent's launch. */
    provenBy: text('proven_by').$type<'MADE' | 'CODE' | 'AGENT'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.quoteHashedId, table.ownerDigest] }),
    index('quote_owners_owner_idx').on(table.ownerDigest),
    check('quote_owners_proven_by', sql`${table.provenBy} in ('MADE', 'CODE', 'AGENT')`),
  ],
)

/**
 * The one-time code of a resume link opened without the owner credential: six digits sent to the
 * e-mail or mobile stored on the quote, kept as a keyed hash, good for 10 minutes; five wrong tries
 * lock the quote's resume for 15 minutes. One row per quote: a new code replaces the old one, and the
 * tries carry over until the lock has run out.
 */
export const quoteResumeCodes = pgTable(
  'quote_resume_codes',
  {
    quoteHashedId: text('quote_hashed_id')
      .primaryKey()
      .references(() => quotes.hashedId),
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
    codeDigest: text('code_digest'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [check('quote_resume_codes_channel', sql`${table.channel} in ('EMAIL', 'SMS')`)],
)

/**
 * Text messages to send (the SMS channel of the one-time code): written in the transaction of what
 * they report, sent by the configured provider; with none configured (the default) they stay here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    /** E.164. */
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('sms_outbox_unsent_idx').on(table.createdAt)],
)

/**
 * Save and continue later (issue 25): the last resume link e-mailed for a quote, where it went and
 * when (one a minute at most). Before About you a quote has no contact: the address given here is
 * then where a resume code can go too, so the link also works on another device.
 */
export const quoteSavedLinks = pgTable('quote_saved_links', {
  quoteHashedId: text('quote_hashed_id')
    .primaryKey()
    .references(() => quotes.hashedId),
  email: text('email').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})
