import { DEPARTMENTS } from '@insure/domain/catalogue'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'

/** The lists change only with a release: browsers and proxies may keep them for an hour. */
export const REFERENCE_LIST_CACHE_CONTROL = 'public, max-age=3600'

export const DepartmentOptionSchema = z.object({ label: z.string(), value: z.string() })

/**
 * Reference lists of the forms (forms spec §7): GET A/departments (label and value). The beneficiary
 * designations and relationships are the relationship area's.
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
}

export default referenceListRoutes
