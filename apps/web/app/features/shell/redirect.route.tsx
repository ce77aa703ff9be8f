import { redirect } from 'react-router'
import type { Route } from './+types/redirect.route'

/** Paths that only redirect (shell spec §2): /home goes to /, /claim to the claims page. */
const TARGETS: Record<string, string> = { '/home': '/', '/claim': '/claims' }

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '')
  throw redirect(TARGETS[path] ?? '/')
}

export default function RedirectRoute() {
  return null
}
