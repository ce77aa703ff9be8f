import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/resume-quote.route'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { privatePageHeaders } from '../../lib/private-page.ts'
import { PRIVATE_PAGE_HEADERS } from './full-quote.server.ts'
import { savedQuoteDestination } from './resume.server.ts'

/**
 * resume-quote/{hashedQuoteId} (shell spec §2): a saved quote opened from any browser lands on its
 * first page still to answer; a bought quote on its congratulations page; one that does not qualify
 * on its decline route. An unknown or malformed id is the error page with 404, never a 5xx.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const destination = await savedQuoteDestination(context, params.hashedQuoteId)
  if (!destination) return data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  throw redirect(destination, { headers: PRIVATE_PAGE_HEADERS })
}

export const headers = privatePageHeaders

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta({ title: 'Resume your quote' }, matches)
}

export default function ResumeQuoteRoute() {
  return (
    <main className="page">
      <h1>Resume your quote</h1>
      <p>We could not find a saved quote for this link. It may have expired.</p>
      <p>
        <Link to="/quote">Start a new quote</Link>
      </p>
    </main>
  )
}
