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
    strictTransportSecurity: options.config.nodeEnv === 'production',
  } as const

  // API answers are JSON: the same headers without nonces, built once. @fastify/helmet builds its
  // middleware again on every request (a fifth of an API call's own time, measured with
  // `npm run bench`), which the pages need for their nonces and the API does not.
  const apiHeaders = helmet(headers)
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) route.helmet = false
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url))
      apiHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
    else done()
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

export default fp(securityPlugin, { name: 'security', dependencies: ['database'] })
