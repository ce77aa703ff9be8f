import { data, Link } from 'react-router'
import type { Route } from './+types/not-found.route'
import { pageMeta } from '../../lib/page-meta.ts'

/** /404 and every unknown path: the error page with a 404 status (shell spec §2, §8). */
export function loader() {
  return data({ status: 404 }, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Page not found' }, matches)
}

export default function NotFoundRoute() {
  return (
    <main className="page error-page">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or is no longer available.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  )
}
