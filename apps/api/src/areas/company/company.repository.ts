import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { companies } from '../../db/schema/index.ts'

export type Company = typeof companies.$inferSelect

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompanyRepository
  }
}

/**
 * Company configuration is read on almost every request and changes only with a seed or a purge,
 * so it is cached in process (PGlite blocks the event loop: fewer queries, faster pages).
 */
export class CompanyRepository {
  private readonly cache = new Map<string, Promise<Company | undefined>>()

  constructor(private readonly db: Database) {}

  find(code: string): Promise<Company | undefined> {
    let cached = this.cache.get(code)
    if (!cached) {
      cached = this.db
        .select()
        .from(companies)
        .where(eq(companies.code, code))
        .then((rows) => rows[0])
      cached.catch(() => this.cache.delete(code))
      this.cache.set(code, cached)
    }
    return cached
  }

  purge(): void {
    this.cache.clear()
  }
}

async function companyRepositoryPlugin(app: FastifyInstance) {
  const repository = new CompanyRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('companies', repository)
}

export default fp(companyRepositoryPlugin, {
  name: 'company-repository',
  dependencies: ['database', 'content-generation'],
})
