import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { MESSAGES, ok, sendError } from '../../plugins/envelope.ts'

/**
 * POST /purge-server-cache (DESIGN.md: test mode only), from the developer bar: empties the server's
 * caches (content, configuration, rendered pages) in every process through the content generation.
 */
const purgeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/purge-server-cache',
    { schema: { tags: ['content'], summary: "Empties the server's caches (test mode only)" } },
    async (_request, reply) => {
      if (!config.testMode) return sendError(reply, 404, MESSAGES.notFound)
      await app.contentGeneration.bump()
      return ok({ purged: true })
    },
  )
}

export default purgeRoutes
