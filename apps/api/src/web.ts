import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { reactRouterFastify, type ReactRouterFastifyOptions } from '@mcansh/remix-fastify/react-router'
import path from 'node:path'
import type { Config } from './config.ts'
import { registerHtmlCache } from './areas/cache/html-cache.ts'
import { registerThemeVersionRoute, themeVersions } from './areas/theme/theme-version.ts'
import { isPageMethod } from './plugins/allowed-methods.ts'
// Type only: the contract between this server and the site's loaders lives with the site.
import type { SiteLoadContext } from '../../web/app/lib/load-context.ts'

/**
 * Mounts the React Router site inside Fastify: pages and API share one server, one port and one
 * logger. Route loaders reach the content backend in process (no network hop), with the token that
 * only the page server holds.
 */
export async function registerWeb(app: FastifyInstance, config: Config, buildDirectory: string) {
  async function fetchContent(pathAndQuery: string): Promise<Response> {
    const response = await app.pageServer.inject({
      method: 'GET',
      url: pathAndQuery,
      headers: { authorization: `Token ${config.contentApiToken}` },
    })
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    })
  }

  /**
   * A /wyzeapi or /global call made by a route action or loader for `visitor` (the page request's
   * client address): the answer's status and envelope.
   */
  function apiCallerFor(visitor: string): SiteLoadContext['callApi'] {
    return async (method, pathAndQuery, body) => {
      const response = await app.pageServer.inject({ method, url: pathAndQuery, body, visitor })
      return { status: response.statusCode, body: response.json() as unknown }
    }
  }

  /** A GET of the API that answers a file (GET A/documents/{id}), for `visitor`, body and headers kept. */
  function apiFetcherFor(visitor: string): SiteLoadContext['fetchApi'] {
    return async (pathAndQuery) => {
      const response = await app.pageServer.inject({ method: 'GET', url: pathAndQuery, visitor })
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

  const versions = themeVersions(path.join(buildDirectory, 'client'))
  registerThemeVersionRoute(app, versions)
  // Call-centre pages are the agents' own: only the public site shares rendered pages.
  registerHtmlCache(app, { companyCode: config.companyCode, enabled: !config.callCentre })

  // Pages set no cookie (so anonymous pages can be cached and shared): the XSRF cookie comes with
  // getToken, which the site awaits before any other call.
  const getLoadContext: ReactRouterFastifyOptions['getLoadContext'] = (request, reply) => {
    return {
      companyCode: config.companyCode,
      callCentre: config.callCentre,
      testMode: config.testMode,
      productionServer: config.productionServer,
      publicApiKey: config.publicApiKey,
      featureFlags: config.featureFlagsFromEnv,
      cspNonce: reply.cspNonce?.script ?? '',
      fetchContent,
      callApi: apiCallerFor(request.ip),
      fetchApi: apiFetcherFor(request.ip),
      cssVersion: (company) => versions[company],
      log: request.log,
    } satisfies SiteLoadContext
  }

  await app.register(reactRouterFastify, {
    buildDirectory,
    mode: 'production',
    getLoadContext,
    fastifyStaticOptions: { preCompressed: true },
    childServerOptions: {
      // The page route: counted in the page rate limit. It takes every method (React Router's
      // catch-all), so what pages do not take is refused here, with the methods of a route of that
      // path where there is one (TRACE /health); React Router's Request would throw on TRACE.
      config: { sitePage: true },
      onRequest: async (request, reply) => {
        if (isPageMethod(request.method)) return
        const allowed = app.allowedMethods
        return allowed.refuse(request as FastifyRequest, reply as FastifyReply, allowed.of(request.url))
      },
    },
  })
}
