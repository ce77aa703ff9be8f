import {
  COMPANY_CODES,
  parentProductOf,
  type CompanyCode,
  type FeatureFlag,
  type ProductCode,
} from '@insure/domain/catalogue'
import { JourneyPageSchema } from '@insure/domain/quick-quote'
import { activeProductCodes } from '@insure/domain/company'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { ApiError, ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

export const UNKNOWN_COMPANY_MESSAGE = 'Unknown company'
export const UNKNOWN_PRODUCT_MESSAGE = 'Unknown product'

export const ProductStatusSchema = z.object({
  hashedProductId: z.string(),
  productcode: z.string(),
  /** Active per the company's configuration. */
  active: z.boolean(),
  /** Active and with quick-quote questions: the quote page can quote it. */
  quickQuote: z.boolean(),
})

/** The product list may be kept a few minutes: it changes with the company configuration only. */
export const PRODUCT_LIST_CACHE_CONTROL = 'public, max-age=300'

/** A product as GET A/product/all answers it (forms spec §3 Product). */
export const ProductSchema = z.object({
  productId: z.number().int(),
  hashedProductId: z.string(),
  active: z.boolean(),
  icon: z.string(),
  internalName: z.string(),
  displayName: z.string(),
  displayOrder: z.number().int(),
  description: z.string(),
  /** The company's own title of the product, else its display name. */
  name: z.string(),
  /** The company's product page, `/products/{slug}`; null when it has none. */
  navigateToUrl: z.string().nullable(),
  product_type: z.string(),
  productcode: z.string(),
})
export type Product = z.infer<typeof ProductSchema>

const ProductListQuerySchema = z.object({
  companyCode: z.enum(COMPANY_CODES, { error: UNKNOWN_COMPANY_MESSAGE }).optional(),
})

/** The product icon of the site's public images. */
export const productIcon = (code: string) => `/images/products/${code}-desktop.svg`

/**
 * GET A/product/all (forms spec §7): every product in display order, active as the company's
 * configuration says (product flags; legal also needs a feature flag, of which only those switched on
 * for everyone in the server's environment count here, there being no visitor).
 */
const productRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  async function productsOf(companyCode: CompanyCode): Promise<Product[]> {
    const company = await app.companies.find(companyCode)
    if (!company) throw new ApiError(400, UNKNOWN_COMPANY_MESSAGE)
    const configuration = company.configuration
    const active = new Set<string>(
      activeProductCodes(configuration, config.featureFlagsFromEnv as FeatureFlag[]),
    )
    const pages = new Map(configuration.products_pages.map((page) => [page.product_type as string, page]))
    return (await app.products.all()).map((product) => {
      const page = pages.get(product.code)
      return {
        productId: product.productId,
        hashedProductId: product.hashedProductId,
        active: active.has(product.code),
        icon: productIcon(product.code),
        internalName: product.internalName,
        displayName: product.displayName,
        displayOrder: product.displayOrder,
        description: product.description,
        name: page?.title ?? product.displayName,
        navigateToUrl: page ? `/products/${page.slug}` : null,
        product_type: product.code,
        productcode: product.code,
      }
    })
  }

  app.get(
    '/wyzeapi/product/all',
    {
      schema: {
        tags: ['product'],
        summary: "Every product in display order, active per the company's configuration",
        querystring: ProductListQuerySchema,
        response: { 200: okEnvelope(z.array(ProductSchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.contentGeneration.ensureFresh()
      const products = await productsOf(request.query.companyCode ?? config.companyCode)
      reply.header('cache-control', PRODUCT_LIST_CACHE_CONTROL)
      return ok(products)
    },
  )

  /** The product a path's hashed id names, with its company's view of it; 404 when unknown. */
  async function productByHashedId(hashedProductId: string): Promise<Product> {
    const product = (await productsOf(config.companyCode)).find(
      (candidate) => candidate.hashedProductId === hashedProductId,
    )
    if (!product) throw new ApiError(404, UNKNOWN_PRODUCT_MESSAGE)
    return product
  }

  const ProductIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

  app.get(
    '/wyzeapi/product/pages/:id',
    {
      schema: {
        tags: ['product'],
        summary: "The pages of a product's journey, in order (forms spec §3 Page)",
        params: ProductIdParamsSchema,
        response: { 200: okEnvelope(z.array(JourneyPageSchema)), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.contentGeneration.ensureFresh()
      const product = await productByHashedId(request.params.id)
      reply.header('cache-control', PRODUCT_LIST_CACHE_CONTROL)
      return ok(await app.journeys.pagesOf(product.productcode as ProductCode))
    },
  )

  app.get(
    '/wyzeapi/product/status/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Whether a product is active for the company and can be quoted online',
        params: ProductIdParamsSchema,
        response: { 200: okEnvelope(ProductStatusSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      await app.contentGeneration.ensureFresh()
      const product = await productByHashedId(request.params.id)
      const questions = await app.journeys.questionsOf(product.productcode as ProductCode)
      return ok({
        hashedProductId: product.hashedProductId,
        productcode: product.productcode,
        active: product.active,
        quickQuote: product.active && questions.length > 0,
      })
    },
  )

  app.get(
    '/wyzeapi/product/leaf',
    {
      schema: {
        tags: ['product'],
        summary:
          'The active products that have no sub-products (home and VAP are parents of their variants), in display order',
        querystring: ProductListQuerySchema,
        response: { 200: okEnvelope(z.array(ProductSchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.contentGeneration.ensureFresh()
      const products = await productsOf(request.query.companyCode ?? config.companyCode)
      const parents = new Set(
        products
          .filter((product) => product.active && parentProductOf(product.productcode as ProductCode))
          .map((product) => parentProductOf(product.productcode as ProductCode)),
      )
      reply.header('cache-control', PRODUCT_LIST_CACHE_CONTROL)
      return ok(
        products.filter((product) => product.active && !parents.has(product.productcode as ProductCode)),
      )
    },
  )
}

export default productRoutes
