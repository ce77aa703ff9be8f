import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { isApiPath, routedPath } from './routed-path.ts'

/**
 * Browser features the site does not use are denied to its pages and to anything they embed. The
 * supplier map asks for the device position (shell spec §2), so geolocation stays with the site.
 * Only features Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

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
    const path = routedPath(request)
    if (isApiPath(path)) {
      reply.headers(apiHeaders)
      // Issue 22: the site's calls answer personal information (a quote's contact and status, a
      // receipt): no shared cache keeps an answer unless its route says it may (public lists do).
      // The content backend's pages are the company's, not a visitor's.
      if (!path.startsWith('/api/')) reply.header('cache-control', 'private, no-store')
    }
    done()
  })
  await app.register(fastifyHelmet, { enableCSPNonces: true, ...headers })
  // Helmet does not set Permissions-Policy: every answer (pages, cached pages, API, files) gets it.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    done()
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

export default fp(securityPlugin, { name: 'security' })
