import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'

export type ProductRow = typeof products.$inferSelect

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductRepository
  }
}

type Catalogue = { list: ProductRow[]; byHashedId: Map<string, ProductRow> }

/**
 * The products table, read on every form submission and product list: cached in process and dropped
 * when the content generation changes (a seed or a purge), like the company configuration.
 */
export class ProductRepository {
  private cache: Promise<Catalogue> | undefined

  constructor(private readonly db: Database) {}

  private catalogue(): Promise<Catalogue> {
    if (!this.cache) {
      const loading = this.db
        .select()
        .from(products)
        .orderBy(asc(products.displayOrder), asc(products.productId))
        .then((list) => ({ list, byHashedId: new Map(list.map((row) => [row.hashedProductId, row])) }))
      loading.catch(() => {
        if (this.cache === loading) this.cache = undefined
      })
      this.cache = loading
    }
    return this.cache
  }

  /** Every product, in display order (equal numbers by product id). */
  async all(): Promise<ProductRow[]> {
    return (await this.catalogue()).list
  }

  /** The product a hashedProductId names, or undefined. */
  async byHashedId(hashedProductId: string): Promise<ProductRow | undefined> {
    return (await this.catalogue()).byHashedId.get(hashedProductId)
  }

  purge(): void {
    this.cache = undefined
  }
}

async function productRepositoryPlugin(app: FastifyInstance) {
  const repository = new ProductRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('products', repository)
}

export default fp(productRepositoryPlugin, {
  name: 'product-repository',
  dependencies: ['database', 'content-generation'],
})
