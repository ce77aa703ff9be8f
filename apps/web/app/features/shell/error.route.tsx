import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { Link } from 'react-router'
import type { Route } from './+types/error.route'
import { pageMeta } from '../../lib/page-meta.ts'

/**
 * Why the site sent the visitor here (shell spec §2 error routes; the page's content is ours), and
 * the document title that tells the pages apart.
 */
const EXPLANATIONS: Record<string, { title: string; explanation: string }> = {
  ToHomePage: {
    title: 'We could not start your visit',
    explanation: 'We could not start your visit. Please go to the home page and try again.',
  },
  'life-premium-not-qual': {
    title: 'Life cover is not available online',
    explanation:
      'Based on your answers we cannot offer life cover online. Please call us to talk about your options.',
  },
  'life-exceeds-range': {
    title: 'Cover outside what we offer online',
    explanation:
      'The cover you asked for is outside what we can offer online. Please call us to talk about your options.',
  },
}

function reasonOf(slug: string | undefined) {
  // Own keys only: /error/constructor is no reason.
  return slug && Object.hasOwn(EXPLANATIONS, slug) ? EXPLANATIONS[slug] : undefined
}

export function meta({ params, matches }: Route.MetaArgs) {
  return pageMeta({ title: reasonOf(params.slug)?.title ?? 'Something went wrong' }, matches)
}

export default function ErrorRoute({ params }: Route.ComponentProps) {
  const explanation = reasonOf(params.slug)?.explanation ?? GENERIC_ERROR_MESSAGE
  return (
    <main className="page error-page">
      <h1>Something went wrong</h1>
      <p>{explanation}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  )
}
