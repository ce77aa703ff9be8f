import type { FeatureFlag, ProductCode } from '@insure/domain/catalogue'
import { activeProductCodes, type ShellSetup } from '@insure/domain/company'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { useEffect, useMemo } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { callCentreDestination } from './features/callcentre/call-centre-navigation.ts'
// The features fill lib/embeds.tsx (content's embed markers, the slots of other features' pages):
// before the first render on the server, beside hydration in the browser (./embeddables.ts).
import '#embeddables'
import { shellNavigation, type ShellNavigation } from './features/shell/navigation.server.ts'
import { SiteShell } from './features/shell/site-shell.tsx'
import { startupQuoteDestination } from './features/full-quote/resume.server.ts'
import { contentBackend, featureFlagsOfRequest } from './lib/content.server.ts'
import { useCspNonce } from './lib/csp-nonce.tsx'
import { PRIVATE_PAGE_HEADERS } from './lib/private-page.ts'
import { DataBlock, dataOf } from './lib/data-block.tsx'
import { dataBlockAnswer } from './lib/data-block.server.ts'
import { SiteContext, type Site } from './lib/site.tsx'
import { footerItemsOf, useSiteSession, type SiteSettings } from './lib/use-site-session.ts'
import appCss from './app.css?url'

/** What the root loader hands every page (in the page's data block: lib/data-block.tsx). */
export type ShellData = {
  settings: SiteSettings
  /** The configuration without per-product content. */
  config: ShellSetup
  featureFlags: FeatureFlag[]
  activeProducts: ProductCode[]
  navigation: ShellNavigation
  theme: { href: string }
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Call-centre mode forces every navigation to callcenter/quote (shell spec §2).
  const destination = context.callCentre ? callCentreDestination(url) : null
  if (destination) throw redirect(destination)
  // The qId start-up parameter of a quote that went on to a full quote opens that quote (shell spec §2).
  const savedQuote = await startupQuoteDestination({ request, url }, context)
  if (savedQuote) throw redirect(savedQuote, { headers: PRIVATE_PAGE_HEADERS })
  const content = contentBackend({ request, url }, context)
  const source = await content.config()
  const featureFlags = featureFlagsOfRequest({ request, url }, context)
  const themeHref = `/${content.company}.css?v=${context.cssVersion(content.company)}`
  // What the text below depends on besides the configuration: it is the same for every visitor with
  // these (lib/data-block.server.ts), so it is worked out and written once.
  const key = JSON.stringify([
    content.company,
    featureFlags,
    context.callCentre,
    context.testMode,
    context.productionServer,
    context.publicApiKey,
    context.featureFlags,
    themeHref,
  ])
  // A document carries the text in its data block; React Router's data request gets it in its answer.
  return dataBlockAnswer(request, source, key, (): ShellData => {
    const { product_content: _perProduct, ...config } = source
    // Worked out here rather than in the browser (issue 25's first-load budget): the request's flags
    // are the session's, which the ff cookie carries (lib/feature-flags.ts).
    const activeProducts = activeProductCodes(config, featureFlags)
    return {
      // What the browser needs to call the API: the key identifies the app, it is not a secret.
      settings: {
        companyCode: content.company,
        callCentre: context.callCentre,
        testMode: context.testMode,
        productionServer: context.productionServer,
        publicApiKey: context.publicApiKey,
        featureFlags: context.featureFlags,
      },
      config: config satisfies ShellSetup,
      featureFlags,
      activeProducts,
      navigation: shellNavigation({ config, featureFlags, activeProducts }),
      theme: { href: themeHref },
    }
  })
}

// The configuration is the visit's: loaded with the document, not again on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) => formMethod !== undefined

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce()
  const loaded = useRouteLoaderData<typeof loader>('root')
  const data = loaded ? dataOf<ShellData>('shell', loaded) : undefined
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* precedence: React writes these first in the head, before the module preloads. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* After the site's stylesheet: the theme's colours win over the defaults. */}
        {data ? (
          <link rel="stylesheet" href={data.theme.href} id="company-theme" precedence="default" />
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        {/* Before the scripts: the root's data as the page's script reads it (lib/data-block.tsx). */}
        {loaded ? <DataBlock name="shell" answer={loaded} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { settings, config, activeProducts, navigation, ...shell } = dataOf<ShellData>('shell', loaderData)
  // The footer's product items go into the session (shell spec §3 footer).
  const footer = useMemo(() => footerItemsOf(config.products), [config.products])
  const { session, startNewSession } = useSiteSession(settings, footer)
  const location = useLocation()
  const navigate = useNavigate()
  const featureFlags = session?.featureFlags ?? shell.featureFlags

  const site: Site = useMemo(
    () => ({
      settings,
      config,
      featureFlags,
      activeProducts,
      session,
      startNewSession,
    }),
    [settings, config, featureFlags, activeProducts, session, startNewSession],
  )

  // A route's code that fails to load (a deploy replaced it) reloads the page (shell spec §8).
  useEffect(() => {
    const reload = (event: Event) => {
      event.preventDefault()
      reloadOnce()
    }
    window.addEventListener('vite:preloadError', reload)
    return () => window.removeEventListener('vite:preloadError', reload)
  }, [])

  // Call-centre navigation rule on client-side navigations too; its code loads in that mode only.
  useEffect(() => {
    if (!settings.callCentre) return
    let current = true
    void import('./features/callcentre/call-centre-navigation.ts').then((rule) => {
      const destination = rule.callCentreDestination(new URL(window.location.href))
      if (current && destination) navigate(destination, { replace: true })
    })
    return () => {
      current = false
    }
  }, [settings.callCentre, location.pathname, navigate])

  return (
    <SiteContext.Provider value={site}>
      <SiteShell navigation={navigation}>
        {/* A route is reused only when its URL is identical (shell spec §2): the path and the query
            string. The fragment is a place on the same page, not another URL to load. */}
        <Outlet key={`${location.pathname}${location.search}`} />
      </SiteShell>
    </SiteContext.Provider>
  )
}

/** Reloads after a failed chunk load, at most once a minute so a broken deploy cannot loop. */
function reloadOnce() {
  const key = 'chunk-reload-at'
  const last = Number(window.sessionStorage.getItem(key) ?? 0)
  if (Date.now() - last < 60_000) return
  window.sessionStorage.setItem(key, String(Date.now()))
  window.location.reload()
}

const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i

/** The error page's heading: what went wrong, in words, by the status the page answered. */
function errorHeading(error: unknown): string {
  if (!isRouteErrorResponse(error)) return GENERIC_ERROR_MESSAGE
  if (error.status === 404) return 'Page not found'
  if (error.status === 400) return 'This address is not valid'
  return GENERIC_ERROR_MESSAGE
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) reloadOnce()
  }, [error])
  return (
    <main className="page error-page">
      <h1>{errorHeading(error)}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  )
}
