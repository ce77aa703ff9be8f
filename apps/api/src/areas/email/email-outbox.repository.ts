import { asc, eq, isNull, sql } from 'drizzle-orm'
import { isValidEmail, type OutgoingEmail } from '@insure/domain/email'
import { rowsOf, type Database, type DatabaseTransaction } from '../../db/client.ts'
import { documents, emailOutbox, emailOutboxAttachments } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

/** A message the sender has claimed: what it sends. */
export type ClaimedEmail = {
  hashedId: string
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string | null
  /** This attempt's number, 1 for the first. */
  attempts: number
}

/** A message as the outbox holds it (the outbox command shows these). */
export type OutboxEmail = ClaimedEmail & {
  createdAt: Date
  nextAttemptAt: Date | null
  lastError: string | null
}

export type EmailAttachment = { fileName: string; contentType: string; content: Buffer }

/** What a message must be to be written; the field named, never its value (it is personal). */
function problemOf(message: OutgoingEmail): string | null {
  if (!isValidEmail(message.to)) return 'to'
  if (!message.subject.trim() || /[\r\n]/.test(message.subject)) return 'subject'
  if (!message.text.trim()) return 'text'
  return null
}

const OUTBOX_EMAIL_COLUMNS = {
  hashedId: emailOutbox.hashedId,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  textBody: emailOutbox.textBody,
  htmlBody: emailOutbox.htmlBody,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  lastError: emailOutbox.lastError,
}

/** The e-mail outbox (db/schema/email.ts): messages written with what they report, sent later. */
export class EmailOutboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes a message in the caller's transaction, so that it exists exactly when what it reports
   * does (a purchase rolled back leaves no e-mail). Due at once. Its hashed id.
   */
  async enqueueEmail(tx: DatabaseTransaction, message: OutgoingEmail): Promise<string> {
    const problem = problemOf(message)
    if (problem) throw new Error(`The e-mail's ${problem} is not valid`)
    const hashedId = newHashedId()
    await withoutParameters(
      'writing an e-mail to the outbox',
      tx.insert(emailOutbox).values({
        hashedId,
        toAddress: message.to.trim(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      }),
    )
    if (message.documentHashedIds.length > 0) {
      await tx.insert(emailOutboxAttachments).values(
        message.documentHashedIds.map((documentHashedId, position) => ({
          emailHashedId: hashedId,
          position,
          documentHashedId,
        })),
      )
    }
    return hashedId
  }

  /**
   * Claims the message due longest, if any: one statement counts the attempt and moves its next
   * attempt `leaseMs` ahead, so no other sender takes it meanwhile. On PostgreSQL `skip locked`
   * lets senders in several processes claim at once without waiting on each other's rows; a row
   * another sender has just claimed is no longer due when its lock is released, so it is skipped.
   */
  async claimNextDue(leaseMs: number): Promise<ClaimedEmail | null> {
    const result = await this.db.execute(sql`
      update email_outbox
         set attempts = attempts + 1,
             next_attempt_at = now() + ${leaseMs}::double precision * interval '1 millisecond'
       where hashed_id = (
         select hashed_id from email_outbox
          where sent_at is null and next_attempt_at <= now()
            -- Its attachments are drawn (the renderer fills them just after the purchase).
            and not exists (
              select 1 from email_outbox_attachments a join documents d on d.hashed_id = a.document_hashed_id
               where a.email_hashed_id = email_outbox.hashed_id and d.content is null)
          order by next_attempt_at
          limit 1
          for update skip locked)
      returning hashed_id as "hashedId", to_address as "toAddress", subject, text_body as "textBody",
                html_body as "htmlBody", attempts`)
    return rowsOf<ClaimedEmail>(result)[0] ?? null
  }

  /** The messages not sent, oldest first: waiting, being retried, or given up on (no next attempt). */
  async unsentEmails(): Promise<OutboxEmail[]> {
    return this.db
      .select(OUTBOX_EMAIL_COLUMNS)
      .from(emailOutbox)
      .where(isNull(emailOutbox.sentAt))
      .orderBy(asc(emailOutbox.createdAt))
  }

  /** One message of the outbox, sent or not; null for an id that names none. */
  async emailOf(hashedId: string): Promise<OutboxEmail | null> {
    const [row] = await this.db
      .select(OUTBOX_EMAIL_COLUMNS)
      .from(emailOutbox)
      .where(eq(emailOutbox.hashedId, hashedId))
    return row ?? null
  }

  /** The documents attached to a message, in order (drawn: a message is claimed only once they are). */
  async attachmentsOf(emailHashedId: string): Promise<EmailAttachment[]> {
    const rows = await this.db
      .select({
        fileName: documents.fileName,
        contentType: documents.contentType,
        content: documents.content,
      })
      .from(emailOutboxAttachments)
      .innerJoin(documents, eq(documents.hashedId, emailOutboxAttachments.documentHashedId))
      .where(eq(emailOutboxAttachments.emailHashedId, emailHashedId))
      .orderBy(asc(emailOutboxAttachments.position))
    return rows.flatMap((row) => (row.content ? [{ ...row, content: row.content }] : []))
  }

  async markSent(hashedId: string): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, nextAttemptAt: null })
      .where(eq(emailOutbox.hashedId, hashedId))
  }

  /**
   * Records a failed attempt: `error` (no personal information in it) and when to try again, or,
   * with `retryAfterMs` null, never: the row waits for a person.
   */
  async markFailed(hashedId: string, error: string, retryAfterMs: number | null): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({
        lastError: error,
        nextAttemptAt:
          retryAfterMs === null
            ? null
            : sql`now() + ${retryAfterMs}::double precision * interval '1 millisecond'`,
      })
      .where(eq(emailOutbox.hashedId, hashedId))
  }
}
