import type { Occupation } from '@insure/domain/occupation'
import { normaliseSearchText, SearchIndex } from '@insure/domain/search'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { occupations } from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    occupations: OccupationRepository
  }
}

/**
 * The occupations table (440 rows) held in process and searched there like the suburbs: read on
 * first use and again after the content generation changes (a seed or a purge).
 */
export class OccupationRepository {
  private readonly index: ReferenceIndex<SearchIndex<Occupation>>

  constructor(db: Database) {
    this.index = new ReferenceIndex(async () => {
      const rows = await db.select().from(occupations)
      // Within a rank, results are listed by title.
      rows.sort((a, b) => a.title.localeCompare(b.title, 'en') || a.code.localeCompare(b.code))
      // Found by title, and by ISCO-08 code for an agent who knows it.
      return new SearchIndex(rows, (row) => [row.title, [row.code]])
    })
  }

  /** Reads the rows now rather than on the first search. */
  async load(): Promise<void> {
    await this.index.get()
  }

  /**
   * Occupations whose title matches a term, without case or accents: the title starting with it
   * first, then a word starting with it, then anywhere. `total` counts every match.
   */
  async search(term: string, limit: number): Promise<{ total: number; results: Occupation[] }> {
    return (await this.index.get()).search(term, limit)
  }

  /** The occupation of the list with this title (case and accents aside), or null. */
  async byTitle(title: string): Promise<Occupation | null> {
    const wanted = normaliseSearchText(title)
    const { results } = await (await this.index.get()).search(title, 50)
    return results.find((occupation) => normaliseSearchText(occupation.title) === wanted) ?? null
  }

  purge(): void {
    this.index.purge()
  }
}

async function occupationRepositoryPlugin(app: FastifyInstance) {
  const repository = new OccupationRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('occupations', repository)
}

export default fp(occupationRepositoryPlugin, {
  name: 'occupation-repository',
  dependencies: ['database', 'content-generation'],
})
