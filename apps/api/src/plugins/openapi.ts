import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { completeOpenApi, SECURITY_SCHEMES, type OpenApiObject } from './openapi-document.ts'

/** OpenAPI generated from the same zod schemas that validate requests; served at /docs. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Insurance sales site API',
        description:
          'Every call the site makes. /wyzeapi calls need X-Api-Key and X-Rate-Token (from GET /global/auth/getToken); non-GET calls also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
        version: '1.0.0',
        // The site's own API: its content and names are the company's (the general disclaimer says so).
        license: { name: 'Proprietary', url: '/general-disclaimer' },
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    // Always OpenAPI 3 here (the openapi option above).
    transformObject: (document) =>
      completeOpenApi((document as { openapiObject: OpenApiObject }).openapiObject),
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}

export default fp(openApiPlugin, { name: 'openapi' })
