import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { ClaimedEmail, EmailAttachment, EmailOutboxRepository } from './email-outbox.repository.ts'

/** How often a scheduled sender looks for due messages. */
export const SEND_INTERVAL_MS = 30 * 1000

/** Attempts before a message is left for a person (about a day of trying, see retryDelayMs). */
export const MAX_SEND_ATTEMPTS = 8

/**
 * How long a claimed message is kept from other senders: longer than one send can take with the
 * transport's time-outs below, so a message is sent twice only when its sender died mid-send.
 */
export const SEND_LEASE_MS = 10 * 60 * 1000

/** Messages one run sends at most; the rest wait for the next run. */
export const SEND_BATCH_LIMIT = 50

const RETRY_BASE_MS = 60 * 1000
const RETRY_MAX_MS = 6 * 60 * 60 * 1000

/** The wait after failed attempt `attempts`: 1 minute, then 4 times longer each time, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 4 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

/**
 * What a failed send is recorded and logged as: nodemailer's error code, the SMTP status and the
 * command refused (`EENVELOPE 451 RCPT TO`). Never the server's text, which can quote the address.
 */
export function sendErrorSummary(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown
    responseCode?: unknown
    command?: unknown
  }
  const parts = [code, responseCode, command].filter(
    (part): part is string | number =>
      (typeof part === 'string' && /^[A-Z0-9 _-]{1,40}$/i.test(part)) || typeof part === 'number',
  )
  return parts.length > 0 ? parts.join(' ') : 'send failed'
}

/** The domain of a sender's address (`iWYZE <no-reply@iwyze.co.za>` gives `iwyze.co.za`). */
export function domainOf(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost'
}

/** A message of the outbox as nodemailer sends it, from `mailFrom`. */
export function mailOf(
  email: Pick<ClaimedEmail, 'hashedId' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody'>,
  attachments: EmailAttachment[],
  mailFrom: string,
): SendMailOptions {
  return {
    from: mailFrom,
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    ...(email.htmlBody === null ? {} : { html: email.htmlBody }),
    // The same on every attempt, so a receiver can tell a repeat from a second message.
    messageId: `<${email.hashedId}@${domainOf(mailFrom)}>`,
    attachments: attachments.map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  }
}

export type EmailSenderOptions = {
  /** smtp:// or smtps://; undefined: nothing is sent, the messages stay in the outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  maxAttempts?: number
}

export type SendRun = { sent: number; failed: number }

/**
 * Sends the outbox's due messages with nodemailer to SMTP_URL, from MAIL_FROM: claims one, sends it,
 * marks it sent; a failure is recorded with a back-off, and after the last attempt the message is
 * left unsent for a person. Any number of senders, in this process or others on one PostgreSQL,
 * send each message once (the claim, see EmailOutboxRepository.claimNextDue). Logs name a message by
 * its hashed id only: never its address or body.
 */
export class EmailSender {
  private readonly transport: Transporter | undefined
  private readonly maxAttempts: number
  private readonly mailFrom: string
  private timer: NodeJS.Timeout | undefined
  private running: Promise<unknown> | undefined

  constructor(
    private readonly outbox: EmailOutboxRepository,
    private readonly log: FastifyBaseLogger,
    { smtpUrl, mailFrom, maxAttempts = MAX_SEND_ATTEMPTS }: EmailSenderOptions,
  ) {
    this.maxAttempts = maxAttempts
    this.mailFrom = mailFrom
    this.transport = smtpUrl
      ? nodemailer.createTransport(
          // Short time-outs (nodemailer's socket default is 10 minutes): a send ends well inside its lease.
          { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
        )
      : undefined
  }

  /** True when SMTP_URL is set: the sender sends. */
  get sends(): boolean {
    return this.transport !== undefined
  }

  /** Sends what is due now, up to SEND_BATCH_LIMIT messages. Without SMTP_URL, nothing. */
  async sendDueEmails(): Promise<SendRun> {
    const run: SendRun = { sent: 0, failed: 0 }
    if (!this.transport) return run
    for (let count = 0; count < SEND_BATCH_LIMIT; count++) {
      const email = await this.outbox.claimNextDue(SEND_LEASE_MS)
      if (!email) break
      if (await this.send(this.transport, email)) run.sent += 1
      else run.failed += 1
    }
    return run
  }

  private async send(transport: Transporter, email: ClaimedEmail): Promise<boolean> {
    try {
      const attachments = await this.outbox.attachmentsOf(email.hashedId)
      await transport.sendMail(mailOf(email, attachments, this.mailFrom))
    } catch (error) {
      const summary = sendErrorSummary(error)
      const givesUp = email.attempts >= this.maxAttempts
      await this.outbox.markFailed(email.hashedId, summary, givesUp ? null : retryDelayMs(email.attempts))
      const fields = { outboxId: email.hashedId, attempts: email.attempts, error: summary }
      if (givesUp)
        this.log.error(fields, 'e-mail not sent: no attempts left, the outbox keeps it for a person')
      else this.log.warn(fields, 'e-mail not sent: tried again later')
      return false
    }
    await this.outbox.markSent(email.hashedId)
    this.log.info({ outboxId: email.hashedId, attempts: email.attempts }, 'e-mail sent')
    return true
  }

  /**
   * Sends now and every `intervalMs`, in the background: the timer does not keep the process alive,
   * a run still going when the next is due is not doubled, and a failed run is logged and tried again
   * at the next turn. Without SMTP_URL it only says so, once.
   */
  schedule(intervalMs = SEND_INTERVAL_MS): void {
    this.stopTimer()
    if (!this.transport) {
      this.log.info('SMTP_URL is not set: e-mails stay in the outbox (email_outbox) unsent')
      return
    }
    this.timer = setInterval(() => this.sendSoon(), intervalMs)
    this.timer.unref()
    this.sendSoon()
  }

  /**
   * A run now, in the background, unless one is under way (a message someone waits for, a one-time
   * code, need not wait for the next turn). Without SMTP_URL, nothing.
   */
  sendSoon(): void {
    if (!this.transport || this.running) return
    this.running = this.sendDueEmails()
      .catch((error: unknown) => this.log.error({ err: error }, 'sending e-mails failed'))
      .finally(() => {
        this.running = undefined
      })
  }

  private stopTimer(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Stops the schedule, waits for a run under way, and closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopTimer()
    await this.running
    this.transport?.close()
  }
}
