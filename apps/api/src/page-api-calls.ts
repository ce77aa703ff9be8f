import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from './config.ts'
import { createQuickQuoteWithoutScript } from './areas/quick-quote/quick-quote.routes.ts'
import { QUICK_QUOTE_CREATE_PATH } from './plugins/rate-limits.ts'
// Type only: the contract between this server and the site's loaders lives with the site.
import type { SiteLoadContext } from '../../web/app/lib/load-context.ts'

/**
 * A /wyzeapi or /global call made by a route action or loader for the visitor of `request`: the
 * answer's status and envelope. The visitor's credential cookies (quote owner, agent session) go
 * with it, so the API decides who is asking exactly as for the browser's own calls; a cookie the
 * API sets in its answer is set on the page's response (DESIGN.md, Quote owner and Agent).
 *
 * The quick quote posted without script (issue 25, budget: the action's p99 under 50 ms at 50
 * connections) calls the create in process with the page's request and reply: the visitor's bucket,
 * the input guard, the route's schema and the create itself, as its route runs them
 * (`createQuickQuoteWithoutScript`). Every other call goes through `app.pageServer.inject`.
 */
export function pageApiCaller(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): SiteLoadContext['callApi'] {
  return async (method, pathAndQuery, body) => {
    if (method === 'POST' && pathAndQuery === QUICK_QUOTE_CREATE_PATH) {
      return createQuickQuoteWithoutScript(app, config, request, reply, body)
    }
    const response = await app.pageServer.inject({
      method,
      url: pathAndQuery,
      body,
      visitor: request.ip,
      credentials: request.headers.cookie,
    })
    passSetCookies(response.headers['set-cookie'], reply)
    return { status: response.statusCode, body: response.json() as unknown }
  }
}

/** Set-Cookie headers of an in-process API answer, added to the page's response. */
function passSetCookies(setCookie: string | string[] | undefined, reply: FastifyReply) {
  if (setCookie === undefined) return
  for (const value of Array.isArray(setCookie) ? setCookie : [setCookie]) reply.header('set-cookie', value)
}
