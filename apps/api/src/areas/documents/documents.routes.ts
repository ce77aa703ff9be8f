import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorEnvelopeSchema, MESSAGES, sendError } from '../../plugins/envelope.ts'

export const DOCUMENT_CACHE_CONTROL = 'private, no-store'

/**
 * A policy's documents (a schedule) as the files they were issued as, to the quote's owner only
 * (DESIGN.md, Quote owner): a document's id, like a quote's, names it and grants nothing. Anything
 * else, an id that names no document or a document of someone else's policy, is 404. They hold
 * personal information: no cache keeps them, no search engine lists them.
 */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(reply: FastifyReply, hashedDocumentId: string | null) {
    const document = hashedDocumentId ? await app.documents.documentOf(hashedDocumentId) : null
    if (!document || (!document.content && !document.source)) return sendError(reply, 404, MESSAGES.notFound)
    // Asked for before the renderer got to it: drawn now.
    const content =
      document.content ??
      (await app.documentRenderer.contentOf(document.hashedId, document.kind, document.source!))
    return reply
      .header('content-type', document.contentType)
      .header('content-disposition', `attachment; filename="${document.fileName}"`)
      .header('cache-control', DOCUMENT_CACHE_CONTROL)
      .header('x-robots-tag', 'noindex')
      .send(content)
  }

  const responses = {
    200: z.any().describe('The document (application/pdf)'),
    404: ErrorEnvelopeSchema.describe("No document of the asker's quotes has this id"),
  }

  app.get(
    '/wyzeapi/documents/:hashedDocumentId',
    {
      schema: {
        tags: ['documents'],
        summary: "A stored document of one of the asker's policies (a policy schedule), as a PDF download",
        params: z.object({
          hashedDocumentId: z.string().max(128).describe('The hashedDocumentId the purchase answered'),
        }),
        produces: ['application/pdf'],
        response: responses,
      },
    },
    async (request, reply) => {
      const quoteHashedId = await app.documents.quoteOfDocument(request.params.hashedDocumentId)
      if (!quoteHashedId) return sendError(reply, 404, MESSAGES.notFound)
      await app.quoteOwners.requireQuote(request, quoteHashedId, 'read')
      return send(reply, request.params.hashedDocumentId)
    },
  )

  app.get(
    '/wyzeapi/quote/policy-schedule/:id',
    {
      schema: {
        tags: ['documents'],
        summary: "The policy schedule of the asker's bought quote, as a PDF download",
        params: z.object({ id: z.string().trim().min(1).max(128) }),
        produces: ['application/pdf'],
        response: responses,
      },
    },
    async (request, reply) => {
      await app.quoteOwners.requireQuote(request, request.params.id, 'read')
      return send(reply, await app.documents.scheduleOfQuote(request.params.id))
    },
  )
}

export default documentsRoutes
