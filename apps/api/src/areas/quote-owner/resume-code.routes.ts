import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { PRODUCT_CATALOGUE, type ProductCode } from '@insure/domain/catalogue'
import { QuoteStatusSchema } from '@insure/domain/full-quote'
import {
  RESUME_CHANNEL_UNKNOWN_MESSAGE,
  RESUME_CODE_EXPIRED_MESSAGE,
  RESUME_CODE_MAX_WRONG_TRIES,
  RESUME_CODE_NOT_SENT_MESSAGE,
  RESUME_CODE_RESEND_MS,
  RESUME_CODE_TOO_SOON_MESSAGE,
  RESUME_CODE_TTL_MS,
  RESUME_LOCKED_MESSAGE,
  RESUME_LOCK_MS,
  ResumeCodeRequestSchema,
  ResumeCodeSentSchema,
  ResumeCodeVerifyRequestSchema,
  ResumeContinueSchema,
  SAVE_FOR_LATER_EMAIL_MESSAGE,
  SAVE_FOR_LATER_RESEND_MS,
  SAVE_FOR_LATER_TOO_SOON_MESSAGE,
  SaveForLaterRequestSchema,
  SaveForLaterSentSchema,
  resumePathOf,
  wrongResumeCodeMessage,
  type ResumeChannel,
} from '@insure/domain/quote-owner'
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { DatabaseTransaction } from '../../db/client.ts'
import { contacts, quoteResumeCodes, quoteSavedLinks, quotes } from '../../db/schema/index.ts'
import { derivedKey } from '../../lib/derived-key.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { loadQuote, statusOf } from '../quote/quote.service.ts'
import { UNKNOWN_QUOTE_MESSAGE } from './quote-owners.ts'

const ParamsSchema = z.object({ id: z.string().trim().min(1).max(128) })
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
}

/** A code's record: a keyed hash of the quote and the code, so a copy of the table gives no code. */
function codeDigestOf(key: string, hashedQuoteId: string, code: string): string {
  return createHmac('sha256', key).update(`${hashedQuoteId}:${code}`).digest('base64url')
}

/** The quote's code row, locked: one code or try at a time per quote, in the order they came. */
async function heldCodeOf(tx: DatabaseTransaction, hashedQuoteId: string) {
  const [held] = await tx
    .select()
    .from(quoteResumeCodes)
    .where(eq(quoteResumeCodes.quoteHashedId, hashedQuoteId))
    .for('update')
  return held
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Resume by one-time code (issue 22, DESIGN.md Quote owner): a resume link opened in a browser that
 * does not own the quote shows a Continue page with the product and the first letter of the name; the
 * person asks for a code to the e-mail or mobile stored on the quote, types it, and the browser is
 * recorded as an owner. A code lasts 10 minutes; five wrong ones lock the quote's resume for 15.
 */
const resumeCodeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const codeKey = derivedKey(config.tokenSecret, 'resume-code')

  /** The quote a resume link names (its id, or its quick quote's: the qId start-up parameter). */
  async function quoteOfLink(id: string) {
    const row = (await app.quotes.find(id)) ?? (await app.quotes.findByQuickQuote(id))
    if (!row) throw new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
    return row
  }

  async function contactOf(contactHashedId: string | null) {
    if (!contactHashedId) return null
    const [contact] = await app.db
      .select({ name: contacts.name, email: contacts.email, mobile: contacts.mobile })
      .from(contacts)
      .where(eq(contacts.hashedId, contactHashedId))
    return contact ?? null
  }

  /**
   * Where a code can go: the contact's e-mail and mobile; before About you, the address a
   * resume link was saved to (Save and continue later).
   */
  async function reachOf(row: { hashedId: string; contactHashedId: string | null }) {
    const contact = await contactOf(row.contactHashedId)
    const [saved] = contact?.email
      ? []
      : await app.db
          .select({ email: quoteSavedLinks.email })
          .from(quoteSavedLinks)
          .where(eq(quoteSavedLinks.quoteHashedId, row.hashedId))
    return {
      name: contact?.name ?? null,
      email: contact?.email ?? saved?.email ?? null,
      mobile: contact?.mobile ?? null,
    }
  }

  function channelsOf(reach: { email: string | null; mobile: string | null }): ResumeChannel[] {
    return [...(reach.email ? ['EMAIL' as const] : []), ...(reach.mobile ? ['SMS' as const] : [])]
  }

  async function lockOf(hashedQuoteId: string): Promise<Date | null> {
    const [row] = await app.db
      .select({ lockedUntil: quoteResumeCodes.lockedUntil })
      .from(quoteResumeCodes)
      .where(eq(quoteResumeCodes.quoteHashedId, hashedQuoteId))
    return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null
  }

  app.get(
    '/wyzeapi/quote/resume-quote/:id/continue',
    {
      schema: {
        tags: ['quote'],
        summary:
          'What the Continue page of a resume link shows before the person is proven: the product, the first letter of the name, where a code can be sent',
        params: ParamsSchema,
        response: { 200: okEnvelope(ResumeContinueSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const row = await quoteOfLink(request.params.id)
      const contact = await reachOf(row)
      const lockedUntil = await lockOf(row.hashedId)
      reply.header('cache-control', 'private, no-store')
      return ok({
        productCode: row.productCode,
        productName: PRODUCT_CATALOGUE[row.productCode as ProductCode]?.displayName ?? row.productCode,
        initial: contact?.name?.trim().charAt(0).toUpperCase() || null,
        channels: channelsOf(contact),
        lockedUntil: lockedUntil?.toISOString() ?? null,
      })
    },
  )

  app.post(
    '/wyzeapi/quote/resume-quote/:id/code',
    {
      schema: {
        tags: ['quote'],
        summary:
          'Sends a six-digit code to the e-mail or mobile stored on the quote (10 minutes; one a minute at most)',
        params: ParamsSchema,
        body: ResumeCodeRequestSchema,
        response: { 200: okEnvelope(ResumeCodeSentSchema), ...errors },
      },
    },
    async (request) => {
      const row = await quoteOfLink(request.params.id)
      const contact = await reachOf(row)
      const channel = request.body.channel
      const to = channel === 'EMAIL' ? contact?.email : contact?.mobile
      if (!to) {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'channel', message: RESUME_CHANNEL_UNKNOWN_MESSAGE },
        ])
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const company = await app.companies.find(row.companyCode)
      const companyName = company?.name ?? row.companyCode
      const productName = PRODUCT_CATALOGUE[row.productCode as ProductCode]?.displayName ?? 'insurance'
      const refused = await app.db.transaction(async (tx) => {
        const held = await heldCodeOf(tx, row.hashedId)
        const now = Date.now()
        if (held?.lockedUntil && held.lockedUntil.getTime() > now) return RESUME_LOCKED_MESSAGE
        if (held && held.sentAt.getTime() > now - RESUME_CODE_RESEND_MS) return RESUME_CODE_TOO_SOON_MESSAGE
        // A lock that has run out starts the tries again; otherwise they carry over to the new code.
        const wrongTries = held?.lockedUntil ? 0 : (held?.wrongTries ?? 0)
        const values = {
          channel,
          codeDigest: codeDigestOf(codeKey, row.hashedId, code),
          sentAt: new Date(now),
          expiresAt: new Date(now + RESUME_CODE_TTL_MS),
          wrongTries,
          lockedUntil: null,
        }
        await tx
          .insert(quoteResumeCodes)
          .values({ quoteHashedId: row.hashedId, ...values })
          .onConflictDoUpdate({ target: quoteResumeCodes.quoteHashedId, set: values })
        const text =
          `Your code to continue your ${companyName} ${productName} quote is ${code}. ` +
          'It is valid for 10 minutes. If you did not ask for it, ignore this message: your quote stays safe.'
        if (channel === 'EMAIL') {
          await app.emailOutbox.enqueueEmail(tx, {
            to,
            subject: `Your code to continue your ${productName} quote`,
            text: `${text}\n\n${companyName}`,
            html: null,
            documentHashedIds: [],
          })
        } else {
          await app.smsOutbox.enqueue(tx, { to, body: text, purpose: 'RESUME_CODE' })
        }
        return null
      })
      if (refused) throw new ApiError(429, refused)
      // The person is waiting for it: sent now rather than at the outbox's next turn.
      if (channel === 'EMAIL') app.emailSender.sendSoon()
      else app.smsSender.sendSoon()
      return ok({ channel, expiresInSeconds: RESUME_CODE_TTL_MS / 1000 })
    },
  )

  app.post(
    '/wyzeapi/quote/resume-quote/:id/verify',
    {
      schema: {
        tags: ['quote'],
        summary:
          "Checks a resume code: right, the browser becomes an owner of the quote (its credential is set) and gets the quote's status",
        params: ParamsSchema,
        body: ResumeCodeVerifyRequestSchema,
        response: { 200: okEnvelope(QuoteStatusSchema), ...errors },
      },
    },
    async (request, reply) => {
      const row = await quoteOfLink(request.params.id)
      const digest = codeDigestOf(codeKey, row.hashedId, request.body.code)
      const outcome = await app.db.transaction(async (tx) => {
        const held = await heldCodeOf(tx, row.hashedId)
        const now = Date.now()
        if (held?.lockedUntil && held.lockedUntil.getTime() > now)
          return { refused: 429, message: RESUME_LOCKED_MESSAGE }
        if (!held?.codeDigest) return { refused: 400, message: RESUME_CODE_NOT_SENT_MESSAGE }
        if (held.expiresAt.getTime() <= now) return { refused: 400, message: RESUME_CODE_EXPIRED_MESSAGE }
        if (!sameDigest(held.codeDigest, digest)) {
          const wrongTries = held.wrongTries + 1
          const locked = wrongTries >= RESUME_CODE_MAX_WRONG_TRIES
          await tx
            .update(quoteResumeCodes)
            .set({
              wrongTries,
              ...(locked ? { lockedUntil: new Date(now + RESUME_LOCK_MS), codeDigest: null } : {}),
            })
            .where(eq(quoteResumeCodes.quoteHashedId, row.hashedId))
          return locked
            ? { refused: 429, message: RESUME_LOCKED_MESSAGE }
            : { refused: 400, message: wrongResumeCodeMessage(RESUME_CODE_MAX_WRONG_TRIES - wrongTries) }
        }
        // Used once: the code goes, and the browser is recorded as an owner in the same transaction.
        await tx.delete(quoteResumeCodes).where(eq(quoteResumeCodes.quoteHashedId, row.hashedId))
        await app.quoteOwners.grant(row.hashedId, app.quoteOwners.ensureOwner(request, reply), 'CODE', tx)
        await tx
          .update(quotes)
          .set({ updatedAt: sql`now()` })
          .where(eq(quotes.hashedId, row.hashedId))
        return { refused: null }
      })
      if (outcome.refused === 429) throw new ApiError(429, outcome.message)
      if (outcome.refused === 400) {
        throw new ApiError(400, MESSAGES.validation, [{ path: 'code', message: outcome.message }])
      }
      reply.header('cache-control', 'private, no-store')
      return ok(statusOf(await loadQuote(app, row.hashedId), false))
    },
  )
  app.post(
    '/wyzeapi/quote/resume-quote/:id/save-for-later',
    {
      schema: {
        tags: ['quote'],
        summary:
          "Save and continue later: e-mails the quote's resume link to its owner (the contact's address, or the one given); one a minute at most",
        params: ParamsSchema,
        body: SaveForLaterRequestSchema,
        response: { 200: okEnvelope(SaveForLaterSentSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Only the quote's owner may have its link sent: an id proves nothing.
      await app.quoteOwners.requireQuote(request, request.params.id, 'change')
      const row = await app.quotes.find(request.params.id)
      if (!row) throw new ApiError(404, UNKNOWN_QUOTE_MESSAGE)
      const reach = await reachOf(row)
      const to = request.body.email ?? reach.email
      if (!to) {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'email', message: SAVE_FOR_LATER_EMAIL_MESSAGE },
        ])
      }
      const resumePath = resumePathOf(row.hashedId)
      const company = await app.companies.find(row.companyCode)
      const companyName = company?.name ?? row.companyCode
      const productName = PRODUCT_CATALOGUE[row.productCode as ProductCode]?.displayName ?? 'insurance'
      const tooSoon = await app.db.transaction(async (tx) => {
        const now = Date.now()
        const [held] = await tx
          .select({ sentAt: quoteSavedLinks.sentAt })
          .from(quoteSavedLinks)
          .where(eq(quoteSavedLinks.quoteHashedId, row.hashedId))
          .for('update')
        if (held && held.sentAt.getTime() > now - SAVE_FOR_LATER_RESEND_MS) return true
        const values = { email: to, sentAt: new Date(now) }
        await tx
          .insert(quoteSavedLinks)
          .values({ quoteHashedId: row.hashedId, ...values })
          .onConflictDoUpdate({ target: quoteSavedLinks.quoteHashedId, set: values })
        const bought = row.status === 'PURCHASED'
        await app.emailOutbox.enqueueEmail(tx, {
          to,
          subject: bought ? `Your ${productName} policy` : `Continue your ${productName} quote`,
          text:
            (bought
              ? `Here is the link to your ${companyName} ${productName} policy: ${config.siteUrl}${resumePath}\n\n`
              : `You asked us to keep your ${companyName} ${productName} quote for later.\n\n` +
                `Continue where you left off: ${config.siteUrl}${resumePath}\n\n`) +
            'In the browser you used, the link opens it at once. On another device we first send you a ' +
            'code, to check that it is you. If you did not ask for this e-mail, ignore it: your quote ' +
            `stays safe.\n\n${companyName}`,
          html: null,
          documentHashedIds: [],
        })
        return false
      })
      if (tooSoon) throw new ApiError(429, SAVE_FOR_LATER_TOO_SOON_MESSAGE)
      app.emailSender.sendSoon()
      reply.header('cache-control', 'private, no-store')
      return ok({ sentTo: to, resumePath })
    },
  )
}

export default resumeCodeRoutes
