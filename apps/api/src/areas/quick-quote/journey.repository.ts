import type { ProductCode } from '@insure/domain/catalogue'
import type { JourneyPage, JourneyQuestion } from '@insure/domain/quick-quote'
import { RatingTablesSchema, type RatingTables } from '@insure/domain/rating'
import { asc, desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { journeyPages, quickQuoteQuestions, ratingTables } from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    journeys: JourneyRepository
  }
}

type Journeys = {
  questionsByProduct: Map<string, JourneyQuestion[]>
  pagesByProduct: Map<string, JourneyPage[]>
}

/**
 * Each product's journey (pages and quick-quote questions) and the rating tables: seeded data read on
 * every quick quote, so held in process and read again after the content generation changes.
 */
export class JourneyRepository {
  private readonly journeys: ReferenceIndex<Journeys>
  private readonly tables: ReferenceIndex<RatingTables[]>

  constructor(db: Database) {
    this.journeys = new ReferenceIndex(async () => {
      const [questions, pages] = await Promise.all([
        db
          .select()
          .from(quickQuoteQuestions)
          .orderBy(asc(quickQuoteQuestions.displayOrder), asc(quickQuoteQuestions.id)),
        db.select().from(journeyPages).orderBy(asc(journeyPages.index)),
      ])
      const questionsByProduct = new Map<string, JourneyQuestion[]>()
      for (const row of questions) {
        questionsByProduct.set(row.productCode, [
          ...(questionsByProduct.get(row.productCode) ?? []),
          row.question,
        ])
      }
      const pagesByProduct = new Map<string, JourneyPage[]>()
      for (const { productCode, ...page } of pages) {
        pagesByProduct.set(productCode, [...(pagesByProduct.get(productCode) ?? []), page])
      }
      return { questionsByProduct, pagesByProduct }
    })
    // Newest first; each is checked against the engine's schema once, when read.
    this.tables = new ReferenceIndex(async () => {
      const rows = await db
        .select({ tables: ratingTables.tables })
        .from(ratingTables)
        .orderBy(desc(ratingTables.effectiveFrom), desc(ratingTables.version))
      return rows.map((row) => RatingTablesSchema.parse(row.tables))
    })
  }

  /** The product's quick-quote questions in display order (empty for a product without any). */
  async questionsOf(productCode: ProductCode): Promise<JourneyQuestion[]> {
    return (await this.journeys.get()).questionsByProduct.get(productCode) ?? []
  }

  /** The product's journey pages in order. */
  async pagesOf(productCode: ProductCode): Promise<JourneyPage[]> {
    return (await this.journeys.get()).pagesByProduct.get(productCode) ?? []
  }

  /** The rating tables in effect on `day` (ISO date): the latest version effective on or before it. */
  async ratingTablesOn(day: string): Promise<RatingTables> {
    const tables = (await this.tables.get()).find((candidate) => candidate.effectiveFrom <= day)
    if (!tables) throw new Error(`No rating tables in effect on ${day}`)
    return tables
  }

  purge(): void {
    this.journeys.purge()
    this.tables.purge()
  }
}

async function journeyRepositoryPlugin(app: FastifyInstance) {
  const repository = new JourneyRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('journeys', repository)
}

export default fp(journeyRepositoryPlugin, {
  name: 'journey-repository',
  dependencies: ['database', 'content-generation'],
})
