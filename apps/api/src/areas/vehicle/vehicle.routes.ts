import { SEARCH_TOO_MANY_RESULTS_THRESHOLD, VEHICLE_SEARCH_LIMIT } from '@insure/domain/limits'
import {
  canSearchVehicles,
  searchLimit,
  searchResultMessage,
  searchTermTooShortMessage,
} from '@insure/domain/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

/** The catalogue changes only with a release: browsers and proxies may keep answers for an hour. */
export const VEHICLE_CACHE_CONTROL = 'public, max-age=3600'

/** The most results one search lists (the site says "too many" above this anyway). */
export const VEHICLE_SEARCH_MAX_LIMIT = SEARCH_TOO_MANY_RESULTS_THRESHOLD

export const UNKNOWN_MAKE_MESSAGE = 'We do not know this vehicle make.'

export const VehicleSchema = z.object({
  code: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  description: z.string(),
  bodyType: z.string(),
  engineCc: z.number().int(),
  /** Our indicative value, in cents (not a market value). */
  valueCents: z.number().int(),
})

export const VehicleSearchSchema = z.object({
  total: z.number().int(),
  results: z.array(VehicleSchema),
  /** "Could not find vehicle." for none, the too-many sentence above 200, else null (forms spec §8). */
  message: z.string().nullable(),
})

const SearchQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  term: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).optional(),
})

/**
 * Forms spec §7: GET A/wtf/autocomplete/vehicleSearch?year&term&limit (default 10),
 * GET A/wtf/sti/car/vehicle/makes[?query] and GET A/wtf/sti/car/vehicle/{make}/models.
 */
const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wyzeapi/wtf/autocomplete/vehicleSearch',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Vehicles of a model year matching a description (3+ characters); total counts every match',
        querystring: SearchQuerySchema,
        response: { 200: okEnvelope(VehicleSearchSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { year, term, limit } = request.query
      if (!canSearchVehicles(term)) {
        const message = searchTermTooShortMessage('vehicle')
        throw new ApiError(400, message, [{ path: 'term', message }])
      }
      const found = await app.vehicles.search(
        term ?? '',
        searchLimit(limit, VEHICLE_SEARCH_LIMIT, VEHICLE_SEARCH_MAX_LIMIT),
        year,
      )
      reply.header('cache-control', VEHICLE_CACHE_CONTROL)
      return ok({ ...found, message: searchResultMessage('vehicle', found.total) })
    },
  )

  app.get(
    '/wyzeapi/wtf/sti/car/vehicle/makes',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Vehicle makes, all or those matching the query',
        querystring: z.object({ query: z.string().max(100).optional() }),
        response: { 200: okEnvelope(z.array(z.string())) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', VEHICLE_CACHE_CONTROL)
      return ok(await app.vehicles.makes(request.query.query))
    },
  )

  app.get(
    '/wyzeapi/wtf/sti/car/vehicle/:make/models',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The models of a make (without case)',
        params: z.object({ make: z.string().min(1).max(100) }),
        response: { 200: okEnvelope(z.array(z.string())), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const models = await app.vehicles.models(request.params.make)
      if (!models) throw new ApiError(404, UNKNOWN_MAKE_MESSAGE)
      reply.header('cache-control', VEHICLE_CACHE_CONTROL)
      return ok(models)
    },
  )
}

export default vehicleRoutes
