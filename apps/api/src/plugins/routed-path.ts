import type { FastifyRequest } from 'fastify'
import FindMyWay from 'find-my-way'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The site's page route (React Router's catch-all, apps/api/src/web.ts). */
    sitePage?: boolean
    /** A catch-all that only refuses (404 or 405) what no route of its prefix takes. */
    fallback?: boolean
  }
}

/** The API's own prefixes answer in JSON, never with the site's HTML 404 page. */
export const API_PREFIXES = ['/wyzeapi/', '/global/', '/api/'] as const

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/health'
}

/**
 * The path every guard decides by (API key, rate token, XSRF, rate limit, security headers, the
 * JSON-or-HTML choice): the pattern of the route the router matched (`/wyzeapi/session/create`,
 * `/wyzeapi/*`, the site's `/*`), so `/%77yzeapi/session/create` is the route it reaches. An
 * unmatched request (a method no route takes) gets its path decoded as the router decodes it.
 * Deciding by `request.url` let encoded spellings past the checks (issue 17).
 */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url
  try {
    return FindMyWay.sanitizeUrlPath(request.url)
  } catch {
    // Not valid percent-encoded UTF-8: the router refused it too (400 in the envelope); no route's
    // prefix can be claimed by it, so its raw path decides the answer's form.
    return request.url.split('?')[0]!
  }
}

/** A request the router gave to the site's pages (not to the API, the docs or a static file). */
export function isSitePage(request: FastifyRequest): boolean {
  return request.routeOptions.config?.sitePage === true
}
