import { data, Link } from 'react-router'
import type { Route } from './+types/resume-quote.route'
import { pageMeta } from '../../lib/page-meta.ts'

/**
 * resume-quote/{hashedQuoteId}: resumes a saved quote. Quotes are stored by the quote issue; until a
 * quote with this id exists, the visitor is told so, with a 404 status.
 */
export function loader() {
  return data(null, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Resume your quote' }, matches)
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
