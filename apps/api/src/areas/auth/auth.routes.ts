import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { XSRF_COOKIE } from '../../plugins/client-checks.ts'
import { ok, okEnvelope } from '../../plugins/envelope.ts'
import { isValidXsrfToken, issueRateToken, issueXsrfToken } from '../../plugins/rate-token.ts'

export const RateTokenSchema = z.object({ token: z.string(), expiresIn: z.number().int() })

/** GET /global/auth/getToken: the rate token every later call carries; also sets the XSRF cookie. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/global/auth/getToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue a rate token (valid 900 s) and set the XSRF-TOKEN cookie',
        response: { 200: okEnvelope(RateTokenSchema) },
      },
    },
    async (request, reply) => {
      const current = request.cookies[XSRF_COOKIE]
      if (!current || !isValidXsrfToken(config.tokenSecret, current)) {
        setXsrfCookie(reply, issueXsrfToken(config.tokenSecret), config.secureCookies)
      }
      reply.header('cache-control', 'no-store')
      return ok(issueRateToken(config.tokenSecret))
    },
  )
}

function setXsrfCookie(
  reply: { setCookie: (name: string, value: string, options: object) => unknown },
  value: string,
  secure: boolean,
) {
  // Readable by the page's script (that is the double submit), same-site only. Secure everywhere but
  // plain-HTTP local starts (PLAIN_HTTP=1): a production build served over HTTPS in test mode too.
  reply.setCookie(XSRF_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: false, secure })
}

export default authRoutes
