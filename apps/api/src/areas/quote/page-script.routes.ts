import { COMPANY_CODES } from '@insure/domain/catalogue'
import { PageScriptSchema } from '@insure/domain/full-quote'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { journeyPages, pageScripts } from '../../db/schema/index.ts'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

export const NO_SCRIPT_MESSAGE = 'There is no script for this page.'

/**
 * GET A/pages/{id}/script?companyCode (forms spec §6, §7; shell spec §6): what a call-centre agent
 * reads on a page of a journey, in the company's words. Call-centre scripts are fetched with the
 * company code; without one, the server's company.
 */
const pageScriptRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/wyzeapi/pages/:id/script',
    {
      schema: {
        tags: ['quote'],
        summary: "The agent's script of a journey page, for a company",
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        querystring: z.object({ companyCode: z.enum(COMPANY_CODES).optional() }),
        response: { 200: okEnvelope(PageScriptSchema), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const companyCode = request.query.companyCode ?? config.companyCode
      const [row] = await app.db
        .select({ code: journeyPages.code, title: pageScripts.title, lines: pageScripts.lines })
        .from(journeyPages)
        .innerJoin(
          pageScripts,
          and(eq(pageScripts.pageCode, journeyPages.code), eq(pageScripts.companyCode, companyCode)),
        )
        .where(eq(journeyPages.hashedPageId, request.params.id))
      if (!row) throw new ApiError(404, NO_SCRIPT_MESSAGE)
      reply.header('cache-control', 'private, max-age=3600')
      return ok({ hashedPageId: request.params.id, companyCode, ...row })
    },
  )
}

export default pageScriptRoutes
