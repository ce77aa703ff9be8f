import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { Link } from 'react-router'
import type { Route } from './+types/error.route'

/** Why the site sent the visitor here (shell spec §2 error routes; the page's content is ours). */
const EXPLANATIONS: Record<string, string> = {
  ToHomePage: 'We could not start your visit. Please go to the home page and try again.',
  'life-premium-not-qual':
    'Based on your answers we cannot offer life cover online. Please call us to talk about your options.',
  'life-exceeds-range':
    'The cover you asked for is outside what we can offer online. Please call us to talk about your options.',
}

export function meta() {
  return [{ title: 'Something went wrong' }]
}

export default function ErrorRoute({ params }: Route.ComponentProps) {
  const explanation = (params.slug && EXPLANATIONS[params.slug]) ?? GENERIC_ERROR_MESSAGE
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
