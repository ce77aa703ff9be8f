import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError } from '../../plugins/envelope.ts'

/**
 * The content backend (Django REST style, token-authorised, GET only). Only the page server holds
 * the token. The shell issue adds config, products, pages and blogs beside `setup`.
 */
const contentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const expected = Buffer.from(`Token ${config.contentApiToken}`)
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, 'Invalid token.')
    }
  })

  app.get(
    '/api/setup/',
    {
      schema: {
        tags: ['content'],
        summary: "A company's configuration",
        security: [{ contentToken: [] }],
        querystring: z.object({ company: z.string().min(1).max(20) }),
      },
    },
    async (request) => {
      const company = await app.companies.find(request.query.company.toUpperCase())
      if (!company) throw new ApiError(404, 'Not found.')
      return { code: company.code, name: company.name, ...company.configuration }
    },
  )
}

export default contentRoutes
