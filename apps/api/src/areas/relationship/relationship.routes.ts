import {
  BeneficiaryDesignationsSchema,
  BeneficiaryRelationshipsSchema,
  MiscRelationshipsSchema,
} from '@insure/domain/beneficiary'
import {
  BENEFICIARY_DESIGNATIONS,
  BENEFICIARY_RELATIONSHIPS,
  MISC_RELATIONSHIPS,
} from '@insure/domain/catalogue'
import { GET_CACHE_MAX_AGE_S } from '@insure/domain/limits'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'

/** The lists change only with a release: browsers and proxies may keep them for an hour. */
export const RELATIONSHIP_CACHE_CONTROL = `public, max-age=${GET_CACHE_MAX_AGE_S}`

const LISTS: { path: string; summary: string; values: readonly string[]; schema: z.ZodType }[] = [
  {
    path: '/wyzeapi/beneficiary/designations',
    summary: 'The 41 beneficiary designations, in the spec order (forms spec §3)',
    values: BENEFICIARY_DESIGNATIONS,
    schema: BeneficiaryDesignationsSchema,
  },
  {
    path: '/wyzeapi/beneficiary/relationships',
    summary: "A life v2 beneficiary's relations to the policyholder (each one of the designations)",
    values: BENEFICIARY_RELATIONSHIPS,
    schema: BeneficiaryRelationshipsSchema,
  },
  {
    path: '/wyzeapi/misc/relationships',
    summary:
      "A covered person's or payer's relations to the policyholder: Self, family and extended family (each one of the designations)",
    values: MISC_RELATIONSHIPS,
    schema: MiscRelationshipsSchema,
  },
]

/**
 * The beneficiary designations and the two relationship lists (forms spec §3, §7), decided once in
 * the domain's catalogue; the life v2 beneficiary's relation is validated against the same list.
 */
const relationshipRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LISTS) {
    const body = ok([...list.values])
    app.get(
      list.path,
      {
        schema: {
          tags: ['beneficiaries'],
          summary: list.summary,
          response: { 200: okEnvelope(list.schema) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', RELATIONSHIP_CACHE_CONTROL)
        return body
      },
    )
  }
}

export default relationshipRoutes
