import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, okEnvelope, sendError } from '../../plugins/envelope.ts'

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

/** GET /health: 200 when the database answers, 503 when it does not (for load balancers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: okEnvelope(HealthSchema) },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) return sendError(reply, 503, 'The server is shutting down.')
      try {
        await app.database.ping()
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed')
        return sendError(reply, 503, 'The database is not answering.')
      }
      reply.header('cache-control', 'no-store')
      return ok({ status: 'ok' as const, database: app.database.kind })
    },
  )
}

export default healthRoutes
