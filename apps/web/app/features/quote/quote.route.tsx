import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/quote.route'
import { contentBackend } from '../../lib/content.server.ts'
import { requireActivePage } from '../../lib/content-page.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { useSite } from '../../lib/site.tsx'
import { QuotePage } from './quote-page.tsx'

/** quote: the quick-quote page (shell spec §2), while the company activates its quote page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await contentBackend(request, context).config()
  requireActivePage(config, 'quote_page')
  return null
}

/** Choosing a product changes only `?product=`: the page's data stays the same. */
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

export default function QuoteRoute() {
  const { settings } = useSite()
  return (
    <main className="page">
      <h1>Get a quote</h1>
      <p className="lead">Answer a few questions and see your monthly premium straight away.</p>
      <QuotePage callCentre={settings.callCentre} />
    </main>
  )
}
