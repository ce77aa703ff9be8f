import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { EmailOutboxRepository } from './email-outbox.repository.ts'
import { EmailSender } from './email-sender.ts'

declare module 'fastify' {
  interface FastifyInstance {
    emailOutbox: EmailOutboxRepository
    emailSender: EmailSender
  }
}

/**
 * The outbox (enqueueEmail, in the caller's transaction) and its sender. The server starts the
 * sender's schedule (server.ts); tests call sendDueEmails themselves. Ends with the app.
 */
async function emailOutboxPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const outbox = new EmailOutboxRepository(app.db)
  const sender = new EmailSender(outbox, app.log, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
  app.decorate('emailOutbox', outbox)
  app.decorate('emailSender', sender)
  app.addHook('onClose', () => sender.stop())
}

export default fp(emailOutboxPlugin, {
  name: 'email-outbox',
  dependencies: ['database', 'document-repository'],
})
