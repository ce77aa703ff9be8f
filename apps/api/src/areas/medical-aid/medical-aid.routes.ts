import { MedicalSchemeListSchema, type MedicalScheme } from '@insure/domain/medical-aid'
import { GET_CACHE_MAX_AGE_S } from '@insure/domain/limits'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'

/** The schemes change only with a seed: browsers may keep them (forms spec §7, 3600 s). */
export const MEDICAL_SCHEME_CACHE_CONTROL = `public, max-age=${GET_CACHE_MAX_AGE_S}`

/** The two scheme lists of forms spec §7, one table: which list a path answers. */
const MEDICAL_SCHEME_ROUTES: {
  path: string
  summary: string
  list: (app: Parameters<FastifyPluginAsyncZod>[0]) => Promise<readonly MedicalScheme[]>
}[] = [
  {
    path: '/wyzeapi/wtf/getMedicalSchemes',
    summary:
      'Every medical scheme on the Council for Medical Schemes register we know, with its options, by name',
    list: (app) => app.medicalSchemes.all(),
  },
  {
    path: '/wyzeapi/wtf/sti/gap/getMedicalSchemes',
    summary:
      'The medical schemes GAP cover tops up, each with the options it tops up and the kind of plan GAP rates the option as',
    list: (app) => app.medicalSchemes.gapToppedUp(),
  },
]

/** The medical aid page's reference calls (forms spec §7 getMedicalSchemes, sti/gap/getMedicalSchemes). */
const medicalAidRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, summary, list } of MEDICAL_SCHEME_ROUTES) {
    app.get(
      path,
      {
        schema: { tags: ['medical aid'], summary, response: { 200: okEnvelope(MedicalSchemeListSchema) } },
      },
      async (_request, reply) => {
        reply.header('cache-control', MEDICAL_SCHEME_CACHE_CONTROL)
        return ok([...(await list(app))])
      },
    )
  }
}

export default medicalAidRoutes
