import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope, sendError } from '../../plugins/envelope.ts'

/**
 * POST /purge-server-cache (DESIGN.md: test mode only), from the developer bar: empties the server's
 * caches (content, configuration, rendered pages) in every process through the content generation.
 */
const purgeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/purge-server-cache',
    {
      schema: {
        tags: ['content'],
        summary: "Empties the server's caches (test mode only)",
        response: { 200: okEnvelope(z.object({ purged: z.literal(true) })), 404: ErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      if (!config.testMode) return sendError(reply, 404, MESSAGES.notFound)
      await app.contentGeneration.bump()
      return ok({ purged: true as const })
    },
  )
}

export default purgeRoutes
