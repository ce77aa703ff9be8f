import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
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
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // Same-origin site: no cross-origin embedding of our resources either.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.config.nodeEnv === 'production',
  })

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
