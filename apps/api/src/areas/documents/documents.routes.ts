import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorEnvelopeSchema, MESSAGES, sendError } from '../../plugins/envelope.ts'

export const DOCUMENT_CACHE_CONTROL = 'private, no-store'

/**
 * GET A/documents/{hashedDocumentId}: a stored document (a policy schedule) as the file it was
 * issued as. Its unguessable id is what grants it; it holds personal information, so no cache keeps
 * it. An id that names no document, or is no id at all, is 404.
 */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wyzeapi/documents/:hashedDocumentId',
    {
      schema: {
        tags: ['documents'],
        summary: 'A stored document (a policy schedule), as a PDF download',
        params: z.object({
          hashedDocumentId: z.string().describe('The hashedDocumentId the purchase answered'),
        }),
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The document (application/pdf)'),
          404: ErrorEnvelopeSchema.describe('No document has this id'),
        },
      },
    },
    async (request, reply) => {
      const document = await app.documents.documentOf(request.params.hashedDocumentId)
      if (!document || (!document.content && !document.source))
        return sendError(reply, 404, MESSAGES.notFound)
      // Asked for before the renderer got to it: drawn now.
      const content =
        document.content ?? (await app.documentRenderer.contentOf(document.hashedId, document.source!))
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('cache-control', DOCUMENT_CACHE_CONTROL)
        .send(content)
    },
  )
}

export default documentsRoutes
