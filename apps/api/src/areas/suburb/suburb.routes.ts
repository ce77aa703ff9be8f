import { SEARCH_TOO_MANY_RESULTS_THRESHOLD, SUBURB_SEARCH_LIMIT } from '@insure/domain/limits'
import {
  canSearchSuburbs,
  searchLimit,
  searchResultMessage,
  searchTermTooShortMessage,
} from '@insure/domain/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

/** Reference data changes only with a release: browsers and proxies may keep answers for an hour. */
export const SUBURB_CACHE_CONTROL = 'public, max-age=3600'

/** The most results one search lists (the site says "too many" above this anyway). */
export const SUBURB_SEARCH_MAX_LIMIT = SEARCH_TOO_MANY_RESULTS_THRESHOLD

export const SUBURB_MATCH_NOT_FOUND = 'Could not find suburb'

export const SuburbSchema = z.object({
  id: z.number().int(),
  suburb: z.string(),
  town: z.string(),
  province: z.string(),
  boxCode: z.string().nullable(),
  streetCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})

export const SuburbSearchSchema = z.object({
  /** Every match, before the limit. */
  total: z.number().int(),
  results: z.array(SuburbSchema),
  /** "Could not find suburb" for none, the too-many sentence above 200, else null (forms spec §8). */
  message: z.string().nullable(),
})

const SearchQuerySchema = z.object({
  searchTerm: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).optional(),
})

const MatchQuerySchema = z.object({
  townName: z.string().trim().min(1).max(100),
  suburbName: z.string().trim().min(1).max(100),
  streetCode: z.string().trim().max(10).optional(),
})

/** Forms spec §7: GET A/sti/suburbs-lookup?searchTerm&limit and GET A/sti/suburbMatch?townName&suburbName&streetCode. */
const suburbRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wyzeapi/sti/suburbs-lookup',
    {
      schema: {
        tags: ['suburbs'],
        summary:
          'Suburbs whose name, town or postal code matches the term (3+ characters); total counts every match',
        querystring: SearchQuerySchema,
        response: { 200: okEnvelope(SuburbSearchSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { searchTerm, limit } = request.query
      if (!canSearchSuburbs(searchTerm)) {
        const message = searchTermTooShortMessage('suburb')
        throw new ApiError(400, message, [{ path: 'searchTerm', message }])
      }
      const found = await app.suburbs.search(
        searchTerm ?? '',
        searchLimit(limit, SUBURB_SEARCH_LIMIT, SUBURB_SEARCH_MAX_LIMIT),
      )
      reply.header('cache-control', SUBURB_CACHE_CONTROL)
      return ok({ ...found, message: searchResultMessage('suburb', found.total) })
    },
  )

  app.get(
    '/wyzeapi/sti/suburbMatch',
    {
      schema: {
        tags: ['suburbs'],
        summary: 'The suburb(s) with exactly this town and suburb name (and street code when given)',
        querystring: MatchQuerySchema,
        response: { 200: okEnvelope(z.array(SuburbSchema)), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { townName, suburbName, streetCode } = request.query
      const rows = await app.suburbs.match(townName, suburbName, streetCode)
      if (rows.length === 0) throw new ApiError(404, SUBURB_MATCH_NOT_FOUND)
      reply.header('cache-control', SUBURB_CACHE_CONTROL)
      return ok(rows)
    },
  )
}

export default suburbRoutes
