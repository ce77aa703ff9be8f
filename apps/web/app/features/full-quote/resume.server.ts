import type { QuoteStatus } from '@insure/domain/full-quote'
import type { ResumeContinue } from '@insure/domain/quote-owner'
import type { AppLoadContext } from 'react-router'
import { VISITOR_QUOTE_BASE, pagePathOf } from './full-quote-paths.ts'
import { callQuoteApi } from './quote-api.server.ts'
import type { PageRequest } from '../../lib/page-request.ts'

/**
 * Where a quote opens once its owner is known: its first page still to answer, its congratulations
 * page once bought, its decline route when it does not qualify.
 */
export function destinationOf(status: QuoteStatus): string {
  if (status.status === 'NOT_QUALIFIED' && status.declineRoute) return status.declineRoute
  return pagePathOf(VISITOR_QUOTE_BASE, status.hashedQuoteId, status.firstIncompletePage)
}

/**
 * Where a saved quote opens (shell spec §2, resume-quote and the `qId` start-up parameter), for a
 * browser that owns it; null when no full quote has the id, or when this browser is not its owner
 * (the API answers both alike). `id` is the quote's or its quick quote's hashed id.
 */
export async function savedQuoteDestination(context: AppLoadContext, id: string): Promise<string | null> {
  const answer = await callQuoteApi(context, 'resumeQuote', { id })
  if (answer.ok) return destinationOf(answer.data)
  if (answer.answer.status >= 500) throw new Error(`resume-quote answered ${answer.answer.status}`)
  return null
}

/** What the Continue page may show of a quote before the person proves who they are; null if none. */
export async function resumeContinueOf(context: AppLoadContext, id: string): Promise<ResumeContinue | null> {
  const answer = await callQuoteApi(context, 'resumeContinue', { id })
  if (answer.ok) return answer.data
  if (answer.answer.status >= 500) throw new Error(`resume-quote continue answered ${answer.answer.status}`)
  return null
}

/**
 * A page opened with `?qId=` whose quick quote went on to a full quote: that quote's page for its
 * owner, and the Continue page of its resume link for any other browser (issue 22). A qId of a quick
 * quote only stays a session field (the quote page shows its premium).
 */
export async function startupQuoteDestination(
  { request, url }: PageRequest,
  context: AppLoadContext,
): Promise<string | null> {
  if (request.method !== 'GET' || context.callCentre) return null
  const qId = url.searchParams.get('qId')
  if (!qId || /^\/(?:quote\/|resume-quote\/)/.test(url.pathname)) return null
  const owned = await savedQuoteDestination(context, qId)
  if (owned) return owned
  return (await resumeContinueOf(context, qId)) ? `/resume-quote/${encodeURIComponent(qId)}` : null
}
