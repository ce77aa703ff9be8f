import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import type { Database, DatabaseTransaction } from '../../db/client.ts'
import { smsOutbox } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

/**
 * Where text messages go: one method, so any SMS gateway plugs in by implementing it
 * (docs/full-quote.md, "Text messages"). None is configured by default, and then messages stay in
 * the outbox (sms_outbox).
 */
export type SmsProvider = {
  /** Sends `body` to `to` (E.164); throws when the gateway refuses, and the message is tried again. */
  send(to: string, body: string): Promise<void>
}

export type OutgoingSms = { to: string; body: string; purpose: string }

/** The SMS outbox: written in the transaction of what the message reports, sent after it commits. */
export class SmsOutbox {
  constructor(private readonly db: Database) {}

  async enqueue(tx: DatabaseTransaction, message: OutgoingSms): Promise<string> {
    const id = newHashedId()
    await withoutParameters(
      'writing a text message to the outbox',
      tx.insert(smsOutbox).values({
        id,
        toNumber: toE164PhoneNumber(message.to),
        body: message.body,
        purpose: message.purpose,
      }),
    )
    return id
  }

  /** Unsent messages, oldest first. */
  unsent(limit = 20) {
    return this.db
      .select()
      .from(smsOutbox)
      .where(isNull(smsOutbox.sentAt))
      .orderBy(asc(smsOutbox.createdAt))
      .limit(limit)
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(smsOutbox)
      .set({ sentAt: new Date() })
      .where(and(eq(smsOutbox.id, id), isNull(smsOutbox.sentAt)))
  }
}

/** Sends the outbox's messages through the provider, when there is one. */
export class SmsSender {
  private running: Promise<unknown> | undefined

  constructor(
    private readonly outbox: SmsOutbox,
    private readonly log: FastifyBaseLogger,
    private readonly provider: SmsProvider | null,
  ) {}

  /** Sends what waits, in the background; without a provider, nothing (the outbox keeps them). */
  sendSoon(): void {
    if (!this.provider || this.running) return
    this.running = this.sendWaiting()
      .catch((error: unknown) => this.log.error({ err: error }, 'sending text messages failed'))
      .finally(() => {
        this.running = undefined
      })
  }

  async sendWaiting(): Promise<number> {
    if (!this.provider) return 0
    let sent = 0
    for (const message of await this.outbox.unsent()) {
      // The number and the text (a code) are never logged: only the outbox id.
      try {
        await this.provider.send(message.toNumber, message.body)
        await this.outbox.markSent(message.id)
        sent += 1
      } catch {
        this.log.warn({ outboxId: message.id }, 'text message not sent: tried again with the next one')
      }
    }
    return sent
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    smsOutbox: SmsOutbox
    smsSender: SmsSender
  }
}

async function smsOutboxPlugin(app: FastifyInstance, { provider = null }: { provider?: SmsProvider | null }) {
  const outbox = new SmsOutbox(app.db)
  app.decorate('smsOutbox', outbox)
  app.decorate('smsSender', new SmsSender(outbox, app.log, provider))
}

export default fp(smsOutboxPlugin, { name: 'sms-outbox', dependencies: ['database'] })
