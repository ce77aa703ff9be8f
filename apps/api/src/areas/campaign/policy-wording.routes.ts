import { insurerOf } from '@insure/domain/company'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { POLICY_WORDING_FILE_NAME, renderPolicyWording } from './policy-wording.ts'

export const POLICY_WORDING_PATH = '/documents/free-life-policy-wording.pdf'

/**
 * GET /documents/free-life-policy-wording.pdf: the campaign's policy wording, a download link of the
 * site (no API key). Rendered once per process for the company the site serves, then from memory.
 */
const policyWordingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  let rendered: Promise<Buffer> | undefined

  function document(): Promise<Buffer> {
    if (!rendered) {
      const rendering = app.companies.find(config.companyCode).then((company) => {
        if (!company) throw new Error(`No configuration for company ${config.companyCode}`)
        // The campaign's cover is life cover: the company's life insurer writes it.
        return renderPolicyWording({
          companyName: company.name,
          brandColour: company.configuration.brand_colour,
          insurer: insurerOf(company.configuration.insurers, 'life'),
        })
      })
      rendering.catch(() => {
        if (rendered === rendering) rendered = undefined
      })
      rendered = rendering
    }
    return rendered
  }

  app.get(
    POLICY_WORDING_PATH,
    {
      schema: {
        tags: ['campaign'],
        summary: 'The free life cover policy wording (PDF download)',
        produces: ['application/pdf'],
      },
    },
    async (_request, reply) => {
      const pdf = await document()
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${POLICY_WORDING_FILE_NAME}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(pdf)
    },
  )
}

export default policyWordingRoutes
