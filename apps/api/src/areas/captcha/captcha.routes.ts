import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'

const ChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
})

/** GET A/captcha/challenge: a new ALTCHA challenge for the quick-quote form (never cached). */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wyzeapi/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A proof-of-work challenge (ALTCHA) for the X-Captcha-Response header of quick-quote create',
        response: { 200: okEnvelope(ChallengeSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const { parameters, signature } = await app.captcha.challenge()
      return ok({ parameters: { ...parameters }, signature })
    },
  )
}

export default captchaRoutes
