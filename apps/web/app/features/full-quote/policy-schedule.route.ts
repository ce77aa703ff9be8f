import { data } from 'react-router'
import type { Route } from './+types/policy-schedule.route'
import {
  PRIVATE_PAGE_HEADERS,
  QuoteNotFound,
  asNotFoundResponse,
  notFoundResponse,
  quoteStatusOf,
  requireAgentOnAgentPages,
} from './full-quote.server.ts'
import { SCHEDULE_PARAMETER } from './page-intents.ts'

const DOCUMENT_ID = /^[\w-]{8,128}$/

/**
 * quote/:hashedQuoteId/policy-schedule.pdf?document=: the policy schedule's PDF. GET A/documents/{id}
 * needs the API key and a rate token, which a plain link does not carry, so the page server fetches
 * it in process and passes it on with its type and disposition. Only a bought quote's page offers
 * it; anything else is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAgentOnAgentPages(request, context).catch(asNotFoundResponse)
  const document = new URL(request.url).searchParams.get(SCHEDULE_PARAMETER) ?? ''
  if (!DOCUMENT_ID.test(document)) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const { status } = await quoteStatusOf(request, context, params.hashedQuoteId, null).catch(
    (error: unknown) => {
      if (error instanceof QuoteNotFound) throw notFoundResponse()
      throw error
    },
  )
  if (!status.policy) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const answer = await context.fetchApi(`/wyzeapi/documents/${encodeURIComponent(document)}`)
  if (answer.status !== 200) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const headers = new Headers(PRIVATE_PAGE_HEADERS)
  headers.set('Content-Type', answer.headers.get('content-type') ?? 'application/pdf')
  headers.set(
    'Content-Disposition',
    answer.headers.get('content-disposition') ?? 'attachment; filename="policy-schedule.pdf"',
  )
  return new Response(answer.body, { status: 200, headers })
}
