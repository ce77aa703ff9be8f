import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import FindMyWay from 'find-my-way'
import { sendError } from './envelope.ts'
import { methodNotAllowedPage } from './page-answers.ts'
import { isApiPath, routedPath } from './routed-path.ts'

/** Pages are read (GET, HEAD) and take forms without JavaScript (POST to the route's action). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

type Taker = 'route' | 'page' | 'fallback'
type Method = FindMyWay.HTTPMethod

export type AllowedMethods = {
  /** The methods the routes of a URL's path take; the page methods where only the site's pages do. */
  of(url: string): string[]
  /** 405 with `Allow`: a page in words on pages, the envelope everywhere else (API paths, static files). */
  refuse(request: FastifyRequest, reply: FastifyReply, allow: string[]): FastifyReply
}

declare module 'fastify' {
  interface FastifyInstance {
    allowedMethods: AllowedMethods
  }
}

/**
 * Any method on any path answers a 4xx (issue 17): a path its routes know answers 405 with the
 * methods they take in `Allow`, and a page answers 405 to what pages do not take (TRACE reached
 * React Router, whose Request refuses it: a 500 with a stack in the log). The routes are kept in a
 * second find-my-way (Fastify's own router), so `Allow` is worked out exactly as routing is.
 */
async function allowedMethodsPlugin(app: FastifyInstance) {
  // Registered before every other plugin: its onRoute hook must see every route.
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>()
  const methods = new Set<Method>()

  app.addHook('onRoute', (route) => {
    const taker: Taker = route.config?.sitePage ? 'page' : route.config?.fallback ? 'fallback' : 'route'
    for (const method of [route.method].flat() as Method[]) {
      methods.add(method)
      // A GET route's HEAD twin is routed too; find-my-way refuses a route it already holds.
      if (router.hasRoute(method, route.url)) continue
      router.on(method, route.url, () => {}, { taker })
    }
  })

  function takerOf(method: Method, url: string): Taker | undefined {
    return (router.find(method, url)?.store as { taker: Taker } | undefined)?.taker
  }

  function of(url: string): string[] {
    const taken = [...methods].filter((method) => takerOf(method, url) === 'route')
    if (taken.length > 0) return sortMethods(taken)
    return takerOf('GET', url) === 'page' ? [...PAGE_METHODS] : []
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, allow: string[]) {
    reply.header('allow', allow.join(', '))
    const message = `Method "${request.method}" not allowed.`
    const apiPath = isApiPath(routedPath(request)) || isApiPath(FindMyWay.sanitizeUrlPath(request.url))
    if (!apiPath && allow.join() === PAGE_METHODS.join()) {
      return reply.code(405).type('text/html; charset=utf-8').send(methodNotAllowedPage(request.method))
    }
    // The static files of the HTTP contract (supplier lists, data.json, the policy wording) answer
    // like the API: JSON, never a page.
    return sendError(reply, 405, message)
  }

  app.decorate('allowedMethods', { of, refuse } satisfies AllowedMethods)
}

/** A method pages take; what else reaches the page route is refused before React Router (web.ts). */
export function isPageMethod(method: string): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method)
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
function sortMethods(methods: string[]): string[] {
  const rank = (method: string) => METHOD_ORDER.indexOf(method) + 1 || METHOD_ORDER.length + 1
  return methods.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export default fp(allowedMethodsPlugin, { name: 'allowed-methods' })
