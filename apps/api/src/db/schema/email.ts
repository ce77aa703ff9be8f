import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { documents } from './documents.ts'

/**
 * The e-mail outbox (DESIGN "Selling"): a message is written in the same transaction as what it
 * reports (a policy), so a purchase that commits has its e-mail and one rolled back has none; the
 * sender (areas/email/email-sender.ts) sends it later. Address and bodies are personal information:
 * never logged, the hashed id is.
 *
 * A row is due while `sent_at` is null and `next_attempt_at` has come. A sender claims it by moving
 * `next_attempt_at` past the time a send can take; a failure sets it to the back-off's time, and
 * after the last attempt to null: the row stays unsent for a person (docs/documents-and-email.md).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    hashedId: text('hashed_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** What went wrong last: an error code, the SMTP status and command; never the server's text. */
    lastError: text('last_error'),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    check('email_outbox_attempts', sql`${table.attempts} >= 0`),
  ],
)

/** The documents attached to an e-mail, in order. */
export const emailOutboxAttachments = pgTable(
  'email_outbox_attachments',
  {
    emailHashedId: text('email_hashed_id')
      .notNull()
      .references(() => emailOutbox.hashedId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    documentHashedId: text('document_hashed_id')
      .notNull()
      .references(() => documents.hashedId),
  },
  (table) => [
    primaryKey({ columns: [table.emailHashedId, table.position] }),
    index('email_outbox_attachments_document_idx').on(table.documentHashedId),
  ],
)
