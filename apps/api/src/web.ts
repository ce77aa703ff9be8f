import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { reactRouterFastify, type ReactRouterFastifyOptions } from '@mcansh/remix-fastify/react-router'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { Config } from './config.ts'
import { registerHtmlCache } from './areas/cache/html-cache.ts'
import { contentAnswers, readThroughRoute } from './areas/content/content-answers.ts'
import { registerThemeVersionRoute, themeVersions } from './areas/theme/theme-version.ts'
import { pageApiCaller } from './page-api-calls.ts'
import { isPageMethod } from './plugins/allowed-methods.ts'
import { pageFormOf, registerSitePages } from './site-pages.ts'
// Type only: the contract between this server and the site's loaders lives with the site.
import type { SiteLoadContext } from '../../web/app/lib/load-context.ts'

/**
 * Mounts the React Router site inside Fastify: pages and API share one server, one port and one
 * logger. Route loaders reach the content backend in process (no network hop), with the token that
 * only the page server holds.
 */
export async function registerWeb(app: FastifyInstance, config: Config, buildDirectory: string) {
  // Content is the same for every visitor of a company: the page server keeps its answers, parsed,
  // for the content generation (areas/content/content-answers.ts); a miss goes through the route.
  const readContent = contentAnswers(app, readThroughRoute(app, config.contentApiToken))

  /** A GET of the API that answers a file (GET A/documents/{id}), for the visitor, body and headers kept. */
  function apiFetcherFor(request: FastifyRequest): SiteLoadContext['fetchApi'] {
    return async (pathAndQuery) => {
      const response = await app.pageServer.inject({
        method: 'GET',
        url: pathAndQuery,
        visitor: request.ip,
        credentials: request.headers.cookie,
      })
      const headers = new Headers()
      for (const name of ['content-type', 'content-disposition', 'cache-control']) {
        const value = response.headers[name]
        if (value !== undefined) headers.set(name, String(value))
      }
      return new Response(response.statusCode === 204 ? null : response.rawPayload, {
        status: response.statusCode,
        headers,
      })
    }
  }

  // The themes as served: from the build, or (npm run dev) from the site's public folder.
  const versions = themeVersions(
    config.webDevServer ? path.join(siteRoot(buildDirectory), 'public') : path.join(buildDirectory, 'client'),
  )
  registerThemeVersionRoute(app, versions)
  // Call-centre pages are the agents' own: only the public site shares rendered pages.
  registerHtmlCache(app, { companyCode: config.companyCode, enabled: !config.callCentre })

  async function contentGeneration() {
    await app.contentGeneration.ensureFresh()
    return app.contentGeneration.current
  }

  // Anonymous pages set no cookie (so they can be cached and shared): the XSRF cookie comes with
  // getToken, which the site awaits before any other call. A quote's pages may pass on the owner's or
  // the agent's cookie from the API; they are private (no-store) and never cached.
  const getLoadContext = (request: FastifyRequest, reply: FastifyReply): SiteLoadContext => {
    return {
      companyCode: config.companyCode,
      callCentre: config.callCentre,
      testMode: config.testMode,
      productionServer: config.productionServer,
      publicApiKey: config.publicApiKey,
      featureFlags: config.featureFlagsFromEnv,
      // Read by the page render only: a post answered with a redirect draws no nonce (security.ts).
      get cspNonce() {
        return reply.cspNonce?.script ?? ''
      },
      postedForm: pageFormOf(request),
      readContent,
      callApi: pageApiCaller(app, config, request, reply),
      fetchApi: apiFetcherFor(request),
      contentGeneration,
      secureCookies: config.secureCookies,
      cssVersion: (company) => versions[company],
      log: request.log,
    } satisfies SiteLoadContext
  }

  if (!config.webDevServer) {
    // The build as deployed: its files and React Router's handler (site-pages.ts).
    const build = (await import(
      pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href
    )) as ServerBuild
    await registerSitePages(app, {
      handleRequest: createRequestHandler(build, 'production'),
      clientDirectory: path.join(buildDirectory, 'client'),
      getLoadContext,
      routeOptions: sitePageRouteOptions(app) as RouteShorthandOptions,
    })
    return
  }
  // npm run dev: Vite compiles the site's modules on request and reloads the browser on edit. Its
  // WebSocket shares this server's port (the page's connect-src 'self' allows it, and two dev
  // servers do not fight over Vite's own port); pages and API share server and database.
  await app.register(reactRouterFastify, {
    buildDirectory,
    getLoadContext: getLoadContext as ReactRouterFastifyOptions['getLoadContext'],
    childServerOptions: sitePageRouteOptions(app),
    mode: 'development',
    viteOptions: { root: siteRoot(buildDirectory), server: { hmr: { server: app.server } } },
  })
}

/** The site's folder (apps/web, with its vite.config.ts): its build folder's parent. */
function siteRoot(buildDirectory: string): string {
  return path.dirname(buildDirectory)
}

/**
 * The options of the site's page route, React Router's catch-all `*` (@mcansh/remix-fastify
 * registers it with them as `all('*', options, handler)`). The page route: counted in the page rate
 * limit. It takes every method, so what pages do not take is refused here, with the methods of a
 * route of that path where there is one (TRACE /health); React Router's Request would throw on TRACE.
 */
export function sitePageRouteOptions(
  app: FastifyInstance,
): NonNullable<ReactRouterFastifyOptions['childServerOptions']> {
  return {
    config: {
      sitePage: true,
      // Pages, not API operations: in /docs they were `/{*}` with nine methods, all named getBy, one
      // of them QUERY, which OpenAPI 3.0 does not have (issue 22: 31 lint errors). Hidden here, not
      // with `schema: { hide: true }`: a route with a schema gets the API's input guard, which would
      // walk the page's unparsed body.
      swaggerTransform: ({ url }) => ({ schema: { hide: true }, url }),
    },
    onRequest: async (request, reply) => {
      if (isPageMethod(request.method)) return
      const allowed = app.allowedMethods
      return allowed.refuse(request as FastifyRequest, reply as FastifyReply, allowed.of(request.url))
    },
  }
}
