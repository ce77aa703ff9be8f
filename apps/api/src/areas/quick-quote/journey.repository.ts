import type { ProductCode } from '@insure/domain/catalogue'
import type { FullQuoteJourney, FullQuotePage, PageCondition } from '@insure/domain/full-quote'
import type { JourneyPage, JourneyQuestion } from '@insure/domain/quick-quote'
import { RatingTablesSchema, type RatingTables } from '@insure/domain/rating'
import { asc, desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import {
  journeyPageQuestions,
  journeyPages,
  journeys,
  quickQuoteQuestions,
  ratingTables,
} from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    journeys: JourneyRepository
  }
}

type Journeys = {
  questionsByProduct: Map<string, JourneyQuestion[]>
  /** The pages of each product's current journey (forms spec §3 Page). */
  pagesByProduct: Map<string, JourneyPage[]>
  /** Every version of every product's full quote, by `${productCode}|${version}`. */
  fullQuotes: Map<string, FullQuoteJourney>
  currentVersions: Map<string, string>
}

const journeyKey = (productCode: string, version: string) => `${productCode}|${version}`

function conditionOf(row: typeof journeyPages.$inferSelect): PageCondition | null {
  if (row.showWhenRef) return { ref: row.showWhenRef, anyOf: row.showWhenCodes ?? [] }
  if (row.showWhenFlag) return { flag: row.showWhenFlag as never, on: row.showWhenFlagOn ?? true }
  return null
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
      const [questions, pages, pageQuestions, versions] = await Promise.all([
        db
          .select()
          .from(quickQuoteQuestions)
          .orderBy(asc(quickQuoteQuestions.displayOrder), asc(quickQuoteQuestions.id)),
        db.select().from(journeyPages).orderBy(asc(journeyPages.index)),
        db.select().from(journeyPageQuestions).orderBy(asc(journeyPageQuestions.displayOrder)),
        db.select().from(journeys),
      ])
      const questionsByProduct = new Map<string, JourneyQuestion[]>()
      for (const row of questions) {
        questionsByProduct.set(row.productCode, [
          ...(questionsByProduct.get(row.productCode) ?? []),
          row.question,
        ])
      }
      const currentVersions = new Map(
        versions.filter((row) => row.current).map((row) => [row.productCode, row.version]),
      )
      const questionsByPage = new Map<string, JourneyQuestion[]>()
      for (const row of pageQuestions) {
        questionsByPage.set(row.hashedPageId, [
          ...(questionsByPage.get(row.hashedPageId) ?? []),
          row.question,
        ])
      }
      const pagesByProduct = new Map<string, JourneyPage[]>()
      const fullQuotes = new Map<string, FullQuoteJourney>()
      for (const row of pages) {
        const { productCode, journeyVersion } = row
        if (currentVersions.get(productCode) === journeyVersion) {
          const page: JourneyPage = {
            code: row.code,
            description: row.description,
            index: row.index,
            hashedPageId: row.hashedPageId,
            icon: row.icon,
          }
          pagesByProduct.set(productCode, [...(pagesByProduct.get(productCode) ?? []), page])
        }
        const key = journeyKey(productCode, journeyVersion)
        const journey = fullQuotes.get(key) ?? {
          productCode: productCode as ProductCode,
          version: journeyVersion,
          pages: [],
        }
        const fullPage: FullQuotePage = {
          code: row.code,
          description: row.description,
          index: row.index,
          hashedPageId: row.hashedPageId,
          icon: row.icon,
          kind: row.kind,
          questions:
            row.kind === 'QUICK_QUOTE'
              ? (questionsByProduct.get(productCode) ?? [])
              : (questionsByPage.get(row.hashedPageId) ?? []),
          showWhen: conditionOf(row),
          settings: row.settings,
        }
        fullQuotes.set(key, { ...journey, pages: [...journey.pages, fullPage] })
      }
      return { questionsByProduct, pagesByProduct, fullQuotes, currentVersions }
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

  /** The version of the product's journey new quotes are answered on. */
  async currentVersionOf(productCode: ProductCode): Promise<string | null> {
    return (await this.journeys.get()).currentVersions.get(productCode) ?? null
  }

  /** A version of a product's full quote (a quote keeps the version it was started on). */
  async fullQuoteOf(productCode: ProductCode, version: string): Promise<FullQuoteJourney | null> {
    return (await this.journeys.get()).fullQuotes.get(journeyKey(productCode, version)) ?? null
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
