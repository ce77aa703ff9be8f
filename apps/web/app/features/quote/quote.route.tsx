import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/quote.route'
import { contentBackend } from '../../lib/content.server.ts'
import { requireActivePage } from '../../lib/content-page.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import { useSite } from '../../lib/site.tsx'
import { loadQuickQuote, quickQuoteAction } from './quick-quote.server.ts'
import { QuotePage } from './quote-page.tsx'

/**
 * quote: the quick-quote page (shell spec §2), while the company activates its quote page. With
 * `?product=` the page is drawn with the product's questions and the answers the API holds for this
 * browser (issue 25): it works without script, and a reload lands on the same question.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const config = await contentBackend({ request, url }, context).config()
  requireActivePage(config, 'quote_page')
  const quickQuote = await loadQuickQuote({ request, url }, context)
  return data({ quickQuote }, { headers: quickQuote ? PRIVATE_PAGE_HEADERS : {} })
}

/** The quote form posted without script (quick-quote.server.ts). */
export async function action(args: Route.ActionArgs) {
  return quickQuoteAction(args)
}

/** With a product the page holds one browser's answers: no shared cache keeps it, no search engine lists it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') || actionHeaders.has('Cache-Control') ? PRIVATE_PAGE_HEADERS : {}
}

/**
 * Choosing a product changes only `?product=`: the page's script loads the new product's questions
 * itself, so the page's data stays the same (no second render on the server).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: 'Get a quote',
      meta_description:
        'Answer a few questions and see your monthly premium straight away. Nothing is bought until you say so.',
    },
    matches,
  )
}

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite()
  return (
    <main className="page">
      <h1>Get a quote</h1>
      <p className="lead">Answer a few questions and see your monthly premium straight away.</p>
      <QuotePage
        callCentre={settings.callCentre}
        initial={loaderData.quickQuote}
        posted={actionData ?? null}
      />
    </main>
  )
}
