import fastifyHelmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { isApiPath } from './envelope.ts'
import { postgresRateLimitStore } from './rate-limit-store.ts'

/**
 * Security headers with a same-origin content security policy. Scripts need the per-request nonce
 * (React Router's inline hydration data carries it); style attributes stay allowed because React
 * renders them, while <style> elements need the nonce.
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config }) {
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
  }
  const headers = {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Same-origin site: no cross-origin embedding of our resources either.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Other sites get no referrer, as before; this site's own form posts carry their Origin (with
    // no-referrer a browser sends `Origin: null`, and React Router refuses the post as cross-site).
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.config.nodeEnv === 'production',
  } as const

  // API answers are JSON: the same headers without nonces, worked out once by helmet itself and
  // set as one object. @fastify/helmet builds its middleware again on every request and each of
  // its fifteen middlewares sets its header on its own: a tenth of an API call's time under load
  // (measured with `npm run bench`). Pages need that for their nonces; the API does not.
  const apiHeaders = headersOf(helmet(headers))
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) route.helmet = false
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.headers(apiHeaders)
    done()
  })
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...headers })

  // Per-client limit on the API. With PGlite there is one server per data folder, so the counters
  // can live in this process; several processes on PostgreSQL share them through the database.
  await app.register(rateLimit, {
    global: true,
    max: options.config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiPath(request.url),
    keyGenerator: (request) => request.ip,
    ...(app.database.kind === 'postgres' ? { store: postgresRateLimitStore(app.db) } : {}),
  })
}

/** The headers a helmet middleware sets (none of helmet's depend on the request). */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const set: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete set[name.toLowerCase()],
  }
  let finished = false
  middleware({} as never, response as never, () => (finished = true))
  if (!finished) throw new Error('helmet did not finish synchronously')
  return set
}

export default fp(securityPlugin, { name: 'security', dependencies: ['database'] })
