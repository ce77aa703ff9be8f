import {
  BENEFICIARY_DESIGNATIONS,
  BENEFICIARY_RELATIONSHIPS,
  DEPARTMENTS,
  MISC_RELATIONSHIPS,
} from '@insure/domain/catalogue'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'

/** The lists change only with a release: browsers and proxies may keep them for an hour. */
export const REFERENCE_LIST_CACHE_CONTROL = 'public, max-age=3600'

export const DepartmentOptionSchema = z.object({ label: z.string(), value: z.string() })

const STRING_LISTS: { path: string; summary: string; values: readonly string[] }[] = [
  {
    path: '/wyzeapi/beneficiary/designations',
    summary: 'The 41 beneficiary designations, in the spec order (forms spec §3)',
    values: BENEFICIARY_DESIGNATIONS,
  },
  {
    path: '/wyzeapi/beneficiary/relationships',
    summary: 'Relations of a life beneficiary to the policy holder',
    values: BENEFICIARY_RELATIONSHIPS,
  },
  {
    path: '/wyzeapi/misc/relationships',
    summary: 'Relations of a covered person or payer to the policy holder',
    values: MISC_RELATIONSHIPS,
  },
]

/**
 * Reference lists of the forms (forms spec §7): GET A/departments (label and value), and the
 * beneficiary designations, beneficiary relationships and misc relationships (arrays of strings).
 */
const referenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const departments = ok(DEPARTMENTS.map(({ label, value }) => ({ label, value })))
  app.get(
    '/wyzeapi/departments',
    {
      schema: {
        tags: ['reference lists'],
        summary: 'Departments of the contact form, label and value (forms spec §9)',
        response: { 200: okEnvelope(z.array(DepartmentOptionSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_LIST_CACHE_CONTROL)
      return departments
    },
  )

  for (const list of STRING_LISTS) {
    const body = ok([...list.values])
    app.get(
      list.path,
      {
        schema: {
          tags: ['reference lists'],
          summary: list.summary,
          response: { 200: okEnvelope(z.array(z.string())) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', REFERENCE_LIST_CACHE_CONTROL)
        return body
      },
    )
  }
}

export default referenceListRoutes
