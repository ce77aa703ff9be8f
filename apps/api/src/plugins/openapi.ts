import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the same zod schemas that validate requests; served at /docs. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Insurance sales site API',
        description:
          'Every call the site makes. /wyzeapi calls need X-Api-Key and X-Rate-Token (from GET /global/auth/getToken); non-GET calls also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          rateToken: { type: 'apiKey', in: 'header', name: 'X-Rate-Token' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          contentToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}

export default fp(openApiPlugin, { name: 'openapi' })
