import { GET_CACHE_MAX_AGE_S, SEARCH_TOO_MANY_RESULTS_THRESHOLD } from '@insure/domain/limits'
import {
  OCCUPATION_SEARCH_LIMIT,
  OccupationSearchQuerySchema,
  OccupationSearchSchema,
} from '@insure/domain/occupation'
import {
  canQueryAutocomplete,
  searchLimit,
  searchResultMessage,
  searchTermTooShortMessage,
} from '@insure/domain/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

/** The list changes only with a release: browsers and proxies may keep answers for an hour. */
export const OCCUPATION_CACHE_CONTROL = `public, max-age=${GET_CACHE_MAX_AGE_S}`

/** Forms spec §7: GET A/wtf/occupations?query, the contact's occupation autocomplete. */
const occupationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wyzeapi/wtf/occupations',
    {
      schema: {
        tags: ['occupations'],
        summary:
          'Occupations (ISCO-08 unit groups, and not employed) whose title matches the query (2+ characters); total counts every match',
        querystring: OccupationSearchQuerySchema,
        response: { 200: okEnvelope(OccupationSearchSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { query, limit } = request.query
      // Forms spec §5: an autocomplete queries from 2 typed characters.
      if (!canQueryAutocomplete(query)) {
        const message = searchTermTooShortMessage('occupation')
        throw new ApiError(400, message, [{ path: 'query', message }])
      }
      const found = await app.occupations.search(
        query ?? '',
        searchLimit(limit, OCCUPATION_SEARCH_LIMIT, SEARCH_TOO_MANY_RESULTS_THRESHOLD),
      )
      reply.header('cache-control', OCCUPATION_CACHE_CONTROL)
      return ok({ ...found, message: searchResultMessage('autocomplete', found.total) })
    },
  )
}

export default occupationRoutes
