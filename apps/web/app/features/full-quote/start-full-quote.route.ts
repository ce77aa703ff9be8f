import { leadSourceOf } from '@insure/domain/car'
import { data, redirect } from 'react-router'
import type { Route } from './+types/start-full-quote.route'
import { postedFormOf } from '../../lib/page-request.ts'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import { apiMessageOf, asNotFoundResponse, requireAgentOnAgentPages } from './full-quote.server.ts'
import { callQuoteApi } from './quote-api.server.ts'
import { CALL_CENTRE_QUOTE_BASE, pagePathOf, quoteBasePath } from './full-quote-paths.ts'

/** The hidden fields of BUY NOW (the quick quote's result, features/quote/quote-result.tsx). */
export const QUICK_QUOTE_FIELD = 'hashedQuickQuoteSessionId'
export const SESSION_FIELD = 'hashedSessionId'
/** The quick quote's product, and what the session says of the visit's origin (shell spec §3). */
export const PRODUCT_FIELD = 'productCode'
export const CAMPAIGN_FIELD = 'ucid'
export const DIRECT_TRAFFIC_FIELD = 'mustUseDirectTrafficUcid'

/**
 * quote/buy (and callcenter/quote/q/buy, an agent session's only): BUY NOW on a quick quote's
 * premium. Starts the quote (POST A/quote/addQuote: one quote per quick quote, so a second press
 * gives the same one; the API records the agent of the session) and goes to its first page still to
 * answer. A refusal answers its sentence, which the button shows. A car quote's full sale records
 * where its lead came from (sourceUpdate) as it starts.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request)) {
    throw data('Forms are accepted from this site only.', { status: 403, headers: PRIVATE_PAGE_HEADERS })
  }
  await requireAgentOnAgentPages(url, context).catch(asNotFoundResponse)
  const form = await postedFormOf(request, context)
  const quickQuote = String(form?.get(QUICK_QUOTE_FIELD) ?? '').trim()
  const session = String(form?.get(SESSION_FIELD) ?? '').trim()
  if (!quickQuote)
    return data({ message: 'Get a quote first.' }, { status: 400, headers: PRIVATE_PAGE_HEADERS })
  const added = await callQuoteApi(context, 'addQuote', undefined, {
    hashedQuickQuoteSessionId: quickQuote,
    hashedSessionId: session || null,
  })
  if (!added.ok) {
    if (added.answer.status >= 500) throw new Error(`addQuote answered ${added.answer.status}`)
    return data(
      { message: apiMessageOf(added.answer) ?? 'Something went wrong, please retry.' },
      { status: added.answer.status, headers: PRIVATE_PAGE_HEADERS },
    )
  }
  const { hashedQuoteId, nextPage } = added.data
  const base = quoteBasePath(url.pathname)
  if (form?.get(PRODUCT_FIELD) === 'car') {
    // Agent pages are an agent session's only (requireAgentOnAgentPages): a quote started there is
    // the agent's. The API checks the agent session again, and that the quote is a car's.
    const origin = leadSourceOf({
      ucid: String(form.get(CAMPAIGN_FIELD) ?? '').trim() || null,
      agent: base === CALL_CENTRE_QUOTE_BASE,
      mustUseDirectTrafficUcid: form.get(DIRECT_TRAFFIC_FIELD) === 'true',
    })
    const recorded = await callQuoteApi(context, 'carSourceUpdate', undefined, {
      carFullSaleSessionId: hashedQuoteId,
      ...origin,
    })
    // Where the lead came from must not stand between the visitor and the quote; a broken API does.
    if (!recorded.ok && recorded.answer.status >= 500)
      throw new Error(`sourceUpdate answered ${recorded.answer.status}`)
  }
  return redirect(pagePathOf(base, hashedQuoteId, nextPage), { headers: PRIVATE_PAGE_HEADERS })
}

/** A GET of the address (a bookmark, a reload): the quote page; the agents' address is theirs only. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAgentOnAgentPages(url, context).catch(asNotFoundResponse)
  return redirect('/quote')
}
