import { timingSafeEqual } from 'node:crypto'
import { toCompanyCode, type CompanyCode } from '@insure/domain/catalogue'
import { BLOG_PAGE_SIZE, BlogTypeSchema, PageSlugSchema, PostSlugSchema } from '@insure/domain/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError } from '../../plugins/envelope.ts'

const NOT_FOUND = 'Not found.'

/** `?company=` names the company (call-centre mode adds it to content requests); else the site's own. */
const CompanyQuerySchema = z.object({
  company: z
    .string()
    .max(40)
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined
      const code = toCompanyCode(value)
      if (!code) {
        context.addIssue({ code: 'custom', message: 'Unknown company.' })
        return z.NEVER
      }
      return code
    }),
})

/**
 * The content backend (shell spec §7; Django REST style, token-authorised, GET only). Only the page
 * server holds the token. Answers are served from the content repository's cache.
 */
const contentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const expected = Buffer.from(`Token ${config.contentApiToken}`)
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, 'Invalid token.')
    }
    await app.contentGeneration.ensureFresh()
  })

  const companyOf = (query: { company?: CompanyCode | undefined }): CompanyCode =>
    query.company ?? config.companyCode
  const tags = ['content']

  async function companySetup(code: CompanyCode) {
    const company = await app.companies.find(code)
    if (!company) throw new ApiError(404, NOT_FOUND)
    return { code: company.code, name: company.name, ...company.configuration }
  }

  app.get(
    '/api/setup/',
    {
      schema: {
        tags,
        summary: "A company's configuration",
        querystring: z.object({ company: z.string().min(1).max(40) }),
      },
    },
    async (request) => {
      const code = toCompanyCode(request.query.company)
      if (!code) throw new ApiError(404, NOT_FOUND)
      return companySetup(code)
    },
  )

  app.get(
    '/api/config/',
    { schema: { tags, summary: 'The company configuration', querystring: CompanyQuerySchema } },
    async (request, reply) => {
      // Not cached by clients (shell spec §7): a purge must reach the next page at once.
      reply.header('cache-control', 'no-store')
      return companySetup(companyOf(request.query))
    },
  )

  app.get(
    '/api/products/',
    {
      schema: {
        tags,
        summary: 'Product pages, in the company order',
        querystring: CompanyQuerySchema,
      },
    },
    async (request) => {
      const company = companyOf(request.query)
      const setup = await companySetup(company)
      const pages = await app.content.productPages(company)
      const order = setup.products_pages.map((page) => `products/${page.slug}`)
      const results = pages
        .filter((page) => order.includes(page.slug))
        .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug))
        .map(({ content_sections: _sections, ...summary }) => summary)
      return { count: results.length, next: null, previous: null, results }
    },
  )

  app.get(
    '/api/pages/*',
    {
      schema: {
        tags,
        summary: 'A content page with its content_sections',
        params: z.object({ '*': z.string() }),
        querystring: CompanyQuerySchema,
      },
    },
    async (request) => {
      const slug = PageSlugSchema.safeParse(request.params['*'].replace(/\/$/, ''))
      if (!slug.success) throw new ApiError(404, NOT_FOUND)
      const page = await app.content.page(companyOf(request.query), slug.data)
      if (!page) throw new ApiError(404, NOT_FOUND)
      return page
    },
  )

  const BlogListQuerySchema = CompanyQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(100).default(BLOG_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    type: z.union([BlogTypeSchema, z.literal('')]).optional(),
    q: z.string().trim().max(100).optional(),
  })

  app.get(
    '/api/blogs/',
    { schema: { tags, summary: 'Blog posts, newest first', querystring: BlogListQuerySchema } },
    async (request) => {
      const { limit, offset, type, q } = request.query
      const company = companyOf(request.query)
      const { count, results } = await app.content.blogPosts(company, {
        limit,
        offset,
        ...(type ? { type } : {}),
        ...(q ? { q } : {}),
      })
      const link = (at: number) => {
        const params = new URLSearchParams({ limit: String(limit), offset: String(at) })
        if (type) params.set('type', type)
        if (q) params.set('q', q)
        if (request.query.company) params.set('company', company)
        return `/api/blogs/?${params}`
      }
      return {
        count,
        next: offset + limit < count ? link(offset + limit) : null,
        previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
        results,
      }
    },
  )

  app.get(
    '/api/blogs/:slug/',
    {
      schema: {
        tags,
        summary: 'A blog post',
        params: z.object({ slug: z.string().max(200) }),
        querystring: CompanyQuerySchema,
      },
    },
    async (request) => {
      const slug = PostSlugSchema.safeParse(request.params.slug)
      const post = slug.success && (await app.content.blogPost(companyOf(request.query), slug.data))
      if (!post) throw new ApiError(404, NOT_FOUND)
      return post
    },
  )

  app.get(
    '/api/blog_page/',
    { schema: { tags, summary: "The blog list page's content", querystring: CompanyQuerySchema } },
    async (request) => {
      const page = await app.content.blogPage(companyOf(request.query))
      if (!page) throw new ApiError(404, NOT_FOUND)
      return page
    },
  )
}

export default contentRoutes
