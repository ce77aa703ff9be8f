import { BLOG_SUBSCRIPTION_LISTS, BlogSubscriberSchema } from '@insure/domain/blog-subscription'
import type { CompanyCode } from '@insure/domain/catalogue'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

export const UNKNOWN_LIST_MESSAGE = 'This mailing list does not exist.'

/** The company whose blog list each list id is. */
const COMPANY_OF_LIST = new Map(
  (Object.entries(BLOG_SUBSCRIPTION_LISTS) as [CompanyCode, string][]).map(([company, list]) => [
    list,
    company,
  ]),
)

export const BlogSubscriptionReceiptSchema = z.object({ subscribed: z.literal(true) })

/** POST A/blogs/submitSubscribeBlog/{listId} (forms spec §7): subscribe to a company's blog list. */
const blogSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wyzeapi/blogs/submitSubscribeBlog/:listId',
    {
      schema: {
        tags: ['blog'],
        summary: 'Subscribe to a blog mailing list; subscribing again stores nothing new',
        params: z.object({ listId: z.string() }),
        body: BlogSubscriberSchema,
        response: {
          200: okEnvelope(BlogSubscriptionReceiptSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { listId } = request.params
      const companyCode = COMPANY_OF_LIST.get(listId)
      if (!companyCode) throw new ApiError(404, UNKNOWN_LIST_MESSAGE)
      await app.blogSubscribers.subscribe(listId, companyCode, request.body)
      return ok({ subscribed: true as const })
    },
  )
}

export default blogSubscriptionRoutes
