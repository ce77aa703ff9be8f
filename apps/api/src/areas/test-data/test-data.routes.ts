import { TEST_DATA_MAX_AGE_YEARS, TEST_DATA_MIN_AGE_YEARS } from '@insure/domain/limits'
import { TEST_DATA_AGE_BOUNDS, generateTestPerson } from '@insure/domain/test-data'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

/** Made-up people must never be kept by a browser or a proxy. */
export const TEST_DATA_CACHE_CONTROL = 'no-store'

export const TEST_DATA_AGE_ORDER_MESSAGE = 'minAge must not be above maxAge'

const age = (fallback: number) =>
  z.coerce.number().int().min(TEST_DATA_AGE_BOUNDS.min).max(TEST_DATA_AGE_BOUNDS.max).default(fallback)

const PersonQuerySchema = z
  .object({ minAge: age(TEST_DATA_MIN_AGE_YEARS), maxAge: age(TEST_DATA_MAX_AGE_YEARS) })
  .refine((query) => query.minAge <= query.maxAge, { error: TEST_DATA_AGE_ORDER_MESSAGE, path: ['minAge'] })

export const TestPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(['Female', 'Male']),
})

/**
 * GET /wyzeapi/test-data/person?minAge&maxAge (test mode only): a made-up South African person for
 * filling in forms, in place of the external crawler of forms spec §7 (the site has no internet). Its
 * item carries the crawler's fields (id, name, surname, email, phone) and the ID number's facts.
 * Outside test mode the route does not exist (404). The person is not stored and not logged.
 */
const testDataRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!config.testMode) return
  app.get(
    '/wyzeapi/test-data/person',
    {
      schema: {
        tags: ['test-data'],
        summary: 'A made-up person aged minAge to maxAge (18 to 99, defaults 20 and 64); test mode only',
        querystring: PersonQuerySchema,
        response: { 200: okEnvelope(TestPersonSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { minAge, maxAge } = request.query
      reply.header('cache-control', TEST_DATA_CACHE_CONTROL)
      return ok(generateTestPerson(Math.random, { minAge, maxAge }))
    },
  )
}

export default testDataRoutes
