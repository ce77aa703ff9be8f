import type { FastifyInstance, FastifyReply } from 'fastify'
import helmet from 'helmet'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { randomBytesFromPool } from '../lib/random-pool.ts'
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

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The page's CSP nonces, drawn the first time they are read (by the page render, through the
     * load context): only then does the answer's CSP name them. Null on API routes.
     */
    readonly cspNonce: { script: string; style: string } | null
  }
}

const NONCES = Symbol('cspNonces')
const MAY_HAVE_NONCES = Symbol('mayHaveCspNonces')
type ReplyWithNonces = FastifyReply & {
  [NONCES]: { script: string; style: string } | null
  [MAY_HAVE_NONCES]: boolean
}

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

  // Every answer's headers, worked out once by helmet itself and set as one object. @fastify/helmet
  // built its middleware again on every request, parsed the policy's directives and drew two nonces,
  // and each of its fifteen middlewares set its header on its own: a tenth of an API call's time,
  // and 9 % of a quick quote posted without script (issue 25, CPU profiles under `npm run bench`).
  // Without a nonce the policy allows no inline script or <style> at all: JSON, files, redirects.
  const fixedHeaders = headersOf(helmet(headers))
  // A rendered page's policy names its nonces: helmet's policy with two markers, filled per page.
  const [beforeScript, beforeStyle, afterStyle] = headersOf(
    helmet({
      ...headers,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...directives,
          scriptSrc: [...directives.scriptSrc, "'nonce-SCRIPTNONCE'"],
          styleSrc: [...directives.styleSrc, "'nonce-STYLENONCE'"],
        },
      },
    }),
  )['content-security-policy']!.split(/SCRIPTNONCE|STYLENONCE/)
  const pagePolicy = (nonces: { script: string; style: string }) =>
    `${beforeScript}${nonces.script}${beforeStyle}${nonces.style}${afterStyle}`

  app.decorateReply(NONCES, null)
  app.decorateReply(MAY_HAVE_NONCES, false)
  // Drawn when the page render reads them, not for every request: a form's post answered with a
  // redirect (the quick quote without script), a file or a 404 of the API draws none.
  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      const reply = this as ReplyWithNonces
      if (!reply[MAY_HAVE_NONCES]) return null
      if (reply[NONCES] === null) {
        // Read after the headers went out, a nonce would be in the page but not in its policy.
        if (reply.raw.headersSent) throw new Error('CSP nonces read after the headers were sent')
        const bytes = randomBytesFromPool(32)
        reply[NONCES] = {
          script: bytes.subarray(0, 16).toString('hex'),
          style: bytes.subarray(16).toString('hex'),
        }
        reply.header('content-security-policy', pagePolicy(reply[NONCES]))
      }
      return reply[NONCES]
    },
  })

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(fixedHeaders)
    // Helmet does not set Permissions-Policy: every answer (pages, cached pages, API, files) gets it.
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    const path = routedPath(request)
    if (isApiPath(path)) {
      // Issue 22: the site's calls answer personal information (a quote's contact and status, a
      // receipt): no shared cache keeps an answer unless its route says it may (public lists do).
      // The content backend's pages are the company's, not a visitor's.
      if (!path.startsWith('/api/')) reply.header('cache-control', 'private, no-store')
    } else {
      ;(reply as ReplyWithNonces)[MAY_HAVE_NONCES] = true
    }
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
