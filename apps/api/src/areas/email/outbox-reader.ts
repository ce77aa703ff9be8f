import nodemailer from 'nodemailer'
import type { EmailOutboxRepository, OutboxEmail } from './email-outbox.repository.ts'
import { mailOf } from './email-sender.ts'

/** A message's state in words, for a person reading the outbox. */
export function stateOf(email: Pick<OutboxEmail, 'attempts' | 'nextAttemptAt'>): string {
  if (email.nextAttemptAt === null) return `given up after ${email.attempts} attempts`
  if (email.attempts === 0) return 'waiting'
  return `tried ${email.attempts} times, next ${email.nextAttemptAt.toISOString()}`
}

/** The unsent messages as lines of text: id, created, state, last error, address and subject. */
export async function unsentEmailLines(outbox: EmailOutboxRepository): Promise<string[]> {
  const emails = await outbox.unsentEmails()
  if (emails.length === 0) return ['No e-mail is waiting in the outbox.']
  return emails.map((email) =>
    [
      email.hashedId,
      email.createdAt.toISOString(),
      stateOf(email),
      email.lastError ?? '-',
      email.toAddress,
      email.subject,
    ].join('\t'),
  )
}

/**
 * One message of the outbox as an RFC 5322 file (.eml) with its attachments, as the sender would
 * send it: a mail program opens it, so a person can read it or send it on. Null for an unknown id.
 */
export async function emailAsEml(
  outbox: EmailOutboxRepository,
  hashedId: string,
  mailFrom: string,
): Promise<Buffer | null> {
  const email = await outbox.emailOf(hashedId)
  if (!email) return null
  const attachments = await outbox.attachmentsOf(hashedId)
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await composer.sendMail(mailOf(email, attachments, mailFrom))
  return info.message as Buffer
}
