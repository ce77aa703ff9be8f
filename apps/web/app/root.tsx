import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/root'
import { useCspNonce } from './lib/csp-nonce.tsx'
import { useSiteSession } from './lib/use-site-session.ts'
import './app.css'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce()
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export function loader({ context }: Route.LoaderArgs) {
  // What the browser needs to call the API: the key identifies the app, it is not a secret.
  return {
    companyCode: context.companyCode,
    callCentre: context.callCentre,
    testMode: context.testMode,
    publicApiKey: context.publicApiKey,
    featureFlags: context.featureFlags,
  }
}

export default function App({ loaderData }: Route.ComponentProps) {
  useSiteSession(loaderData)
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="page error-page">
      <h1>{notFound ? 'Page not found' : GENERIC_ERROR_MESSAGE}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  )
}
