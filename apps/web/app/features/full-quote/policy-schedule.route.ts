import { data } from 'react-router'
import type { Route } from './+types/policy-schedule.route'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import { asNotFoundResponse, requireAgentOnAgentPages } from './full-quote.server.ts'

/**
 * quote/:hashedQuoteId/policy-schedule.pdf: the policy schedule's PDF of a bought quote. The API
 * serves it to the quote's owner only (the browser's owner credential goes with the page server's
 * call), so this address grants nothing on its own and carries no secret; a plain link does not
 * carry the API key and rate token, so the page server fetches it in process and passes it on.
 * Anything else (not the owner, not bought, no such quote) is 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireAgentOnAgentPages(url, context).catch(asNotFoundResponse)
  const answer = await context.fetchApi(
    `/wyzeapi/quote/policy-schedule/${encodeURIComponent(params.hashedQuoteId)}`,
  )
  if (answer.status >= 500) throw new Error(`policy-schedule answered ${answer.status}`)
  if (answer.status !== 200) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const headers = new Headers(PRIVATE_PAGE_HEADERS)
  headers.set('Content-Type', answer.headers.get('content-type') ?? 'application/pdf')
  headers.set(
    'Content-Disposition',
    answer.headers.get('content-disposition') ?? 'attachment; filename="policy-schedule.pdf"',
  )
  return new Response(answer.body, { status: 200, headers })
}
