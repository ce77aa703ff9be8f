import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SessionCreateReceiptSchema,
  SessionCreateRequestSchema,
  SessionReceiptSchema,
  SessionUpdateRequestSchema,
} from '@insure/domain/session'
import type { Config } from '../../config.ts'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

export const SESSION_NOT_FOUND = 'This session has ended. Reload the page to start a new one.'
export const SESSION_COMPANY_FIXED =
  'This session belongs to another company. Reload the page to start a new one.'

/** Shell spec §4, forms spec §7: POST /wyzeapi/session/create and PUT /wyzeapi/session/update. */
const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  async function environmentsOf(companyCode: string) {
    return (await app.companies.find(companyCode))?.environments ?? []
  }

  app.post(
    '/wyzeapi/session/create',
    {
      schema: {
        tags: ['session'],
        summary: 'Store a new visitor session; answers the hashed session id and contact id',
        body: SessionCreateRequestSchema,
        response: { 200: okEnvelope(SessionCreateReceiptSchema) },
      },
    },
    async (request) => {
      const companyCode = request.body.companyCode ?? config.companyCode
      const receipt = await app.sessions.create({ ...request.body, companyCode, ip: request.ip })
      // Forms spec §7: data.hashedSessionId is a list (of the one session made).
      return ok({
        ...receipt,
        hashedSessionId: [receipt.hashedSessionId],
        environments: await environmentsOf(companyCode),
      })
    },
  )

  app.put(
    '/wyzeapi/session/update',
    {
      schema: {
        tags: ['session'],
        summary: 'Update the stored part of a visitor session',
        description:
          'A session keeps the company it was created with: companyCode may be left out or name it; ' +
          'another company is refused with 409 and nothing changes.',
        body: SessionUpdateRequestSchema,
        response: {
          200: okEnvelope(SessionReceiptSchema),
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { hashedSessionId, ...fields } = request.body
      const updated = await app.sessions.update(hashedSessionId, fields)
      if (updated === 'not-found') throw new ApiError(404, SESSION_NOT_FOUND)
      // Refused, not ignored: a client that believes its session is another company's would go on
      // showing that company's products and consents against this one's records.
      if (updated === 'other-company') throw new ApiError(409, SESSION_COMPANY_FIXED)
      return ok({
        hashedSessionId,
        cid: updated.cid,
        environments: await environmentsOf(updated.companyCode),
      })
    },
  )
}

export default sessionRoutes
