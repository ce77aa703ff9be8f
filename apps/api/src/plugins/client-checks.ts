import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { ApiError } from './envelope.ts'
import { isValidRateToken, isValidXsrfToken } from './rate-token.ts'
import { routedPath } from './routed-path.ts'

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
export const API_KEY_HEADER = 'x-api-key'
export const RATE_TOKEN_HEADER = 'x-rate-token'

export const CHECK_MESSAGES = {
  apiKey: 'The API key is missing or not recognised.',
  rateToken: 'The rate token is missing or has expired. Fetch a new one from /global/auth/getToken.',
  xsrf: 'The XSRF token is missing or does not match. Reload the page and try again.',
} as const

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * DESIGN.md, HTTP contract: `X-Api-Key` on every /wyzeapi and /global call, `X-Rate-Token` on every
 * /wyzeapi call, and the XSRF double submit (cookie echoed in a header) on every non-GET /wyzeapi call.
 * Checked on request, before the body is read, so a refused call costs no parsing; by the path the
 * router routes (`/%77yzeapi/…` is a /wyzeapi call).
 */
async function clientChecksPlugin(app: FastifyInstance, options: { config: Config }) {
  const { publicApiKey, tokenSecret } = options.config
  app.addHook('onRequest', async (request) => {
    const path = routedPath(request)
    const isProductApi = path.startsWith('/wyzeapi/')
    if (!isProductApi && !path.startsWith('/global/')) return
    if (request.headers[API_KEY_HEADER] !== publicApiKey) throw new ApiError(401, CHECK_MESSAGES.apiKey)
    if (!isProductApi) return
    if (!isValidRateToken(tokenSecret, header(request.headers[RATE_TOKEN_HEADER]))) {
      throw new ApiError(401, CHECK_MESSAGES.rateToken)
    }
    if (SAFE_METHODS.has(request.method)) return
    const cookie = request.cookies[XSRF_COOKIE]
    const echoed = header(request.headers[XSRF_HEADER])
    if (!cookie || !echoed || cookie !== echoed || !isValidXsrfToken(tokenSecret, cookie)) {
      throw new ApiError(403, CHECK_MESSAGES.xsrf)
    }
  })
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export default fp(clientChecksPlugin, {
  name: 'client-checks',
  dependencies: ['@fastify/cookie', 'envelope'],
})
