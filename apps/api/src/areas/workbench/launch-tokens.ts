import { createHash, timingSafeEqual } from 'node:crypto'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import {
  LAUNCH_TOKEN_TTL_S,
  type WorkbenchTokenIssueRequestSchema,
  type WorkbenchTokenIssued,
} from '@insure/domain/workbench'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError, MESSAGES } from '../../plugins/envelope.ts'
import { UNKNOWN_QUICK_QUOTE_MESSAGE } from '../quick-quote/quick-quote.routes.ts'
import { WorkbenchTokenSigner } from './workbench-token.ts'

export const PAGE_NOT_IN_JOURNEY_MESSAGE = "This page is not part of the product's journey."
export const UNKNOWN_GAP_QUOTE_MESSAGE = 'No GAP quote has this id.'
export const NOT_A_GAP_QUOTE_MESSAGE = 'A GAP quote session is a GAP quote, launched for product gap.'
export const GAP_QUOTE_OF_OTHER_QUICK_QUOTE_MESSAGE =
  'This GAP quote was not made from the quick quote named.'
export const WORKBENCH_CREDENTIAL_MESSAGE =
  "Only the workbench may issue launch tokens: send its credential as 'Authorization: Bearer <secret>'."

/** The path of the agents' quote page for a token (shell spec §2 callcenter/quote/{token}). */
export const launchPathOf = (token: string) => `/callcenter/quote/${encodeURIComponent(token)}`

export type LaunchTokenRequest = z.infer<typeof WorkbenchTokenIssueRequestSchema>

/**
 * Whether an Authorization header carries the workbench's credential (WORKBENCH_SECRET as a Bearer
 * token). Without a configured secret nothing does. The two are compared as SHA-256 digests, in
 * constant time: equal lengths, so the comparison tells nothing of the secret's length either.
 */
export function isWorkbenchCredential(
  authorization: string | undefined,
  secret: string | undefined,
): boolean {
  if (!secret) return false
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  if (!given) return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(secret))
}

/**
 * Issues a launch token (issue 22): a row saying what the token opens (agent, product, the quick
 * quote to continue, the contact to prefill) and the signed string naming it, good for
 * LAUNCH_TOKEN_TTL_S and for one exchange (POST A/wtf/token/verify). The caller has made sure the
 * workbench asks: the token/issue route by its Bearer credential, and later a staff session's
 * workbench in process. Refusals are ApiErrors in the envelope.
 */
export async function issueLaunchToken(
  app: FastifyInstance,
  config: Pick<Config, 'tokenSecret' | 'companyCode'>,
  request: LaunchTokenRequest,
): Promise<WorkbenchTokenIssued> {
  if (request.hashedPageId) {
    const pages = await app.journeys.pagesOf(request.productCode)
    if (!pages.some((page) => page.hashedPageId === request.hashedPageId)) {
      throw new ApiError(400, MESSAGES.validation, [
        { path: 'hashedPageId', message: PAGE_NOT_IN_JOURNEY_MESSAGE },
      ])
    }
  }
  // A GAP quote session is the GAP quote's id (shell spec §3 gapQuoteSessionId): its quick quote is
  // the one the launch continues.
  let hashedQuickQuoteId = request.hashedQuickQuoteId ?? null
  if (request.gapQuoteSessionId) {
    const gapQuote = await app.quotes.find(request.gapQuoteSessionId)
    const problem = !gapQuote
      ? UNKNOWN_GAP_QUOTE_MESSAGE
      : gapQuote.productCode !== 'gap' || request.productCode !== 'gap'
        ? NOT_A_GAP_QUOTE_MESSAGE
        : hashedQuickQuoteId !== null && hashedQuickQuoteId !== gapQuote.quickQuoteHashedId
          ? GAP_QUOTE_OF_OTHER_QUICK_QUOTE_MESSAGE
          : null
    if (problem)
      throw new ApiError(400, MESSAGES.validation, [{ path: 'gapQuoteSessionId', message: problem }])
    hashedQuickQuoteId = gapQuote!.quickQuoteHashedId
  }
  const issued = await app.workbenchTokens.issue(
    {
      companyCode: request.companyCode ?? null,
      agentId: request.agentId,
      agentUsername: request.agentUsername ?? request.agentId,
      productCode: request.productCode,
      hashedQuickQuoteId,
      hashedPageId: request.hashedPageId ?? null,
      gapQuoteSessionId: request.gapQuoteSessionId ?? null,
      // The mobile in its one stored form (E.164), as every phone number is kept.
      contact: request.contact?.mobile
        ? { ...request.contact, mobile: toE164PhoneNumber(request.contact.mobile) }
        : (request.contact ?? {}),
      expiresAt: new Date(Date.now() + LAUNCH_TOKEN_TTL_S * 1000),
    },
    config.companyCode,
  )
  if (issued.status === 'quote-not-found') throw new ApiError(404, UNKNOWN_QUICK_QUOTE_MESSAGE)
  if (issued.status === 'quote-of-other-product') {
    throw new ApiError(400, MESSAGES.validation, [
      { path: 'productCode', message: `The quick quote is for ${issued.productCode}.` },
    ])
  }
  const token = new WorkbenchTokenSigner(config.tokenSecret).sign(issued.id)
  return { token, expiresAt: issued.expiresAt.toISOString(), launchPath: launchPathOf(token) }
}
