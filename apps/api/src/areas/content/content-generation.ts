import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { contentGenerations } from '../../db/schema/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    contentGeneration: ContentGeneration
  }
}

/** How stale another process's purge may look here: one small query a second at most. */
export const CONTENT_GENERATION_CHECK_MS = 1000

/**
 * The generation of the content (pages, posts, company configuration). A seed or a purge bumps it in
 * the database; each process drops its caches (content, configuration, rendered HTML) when it sees
 * the number change, so caches stay caches even with several processes on one PostgreSQL.
 */
export class ContentGeneration {
  private known: number | null = null
  private checkedAtMs = 0
  private checking: Promise<void> | null = null
  private readonly listeners: (() => void)[] = []

  constructor(private readonly db: Database) {}

  /** The generation last seen (null before the first look): a key for caches outside the API. */
  get current(): number | null {
    return this.known
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** Re-reads the generation when the last look is older than CONTENT_GENERATION_CHECK_MS. */
  async ensureFresh(nowMs = Date.now()): Promise<void> {
    if (nowMs - this.checkedAtMs < CONTENT_GENERATION_CHECK_MS) return
    this.checking ??= this.read()
      .then((generation) => {
        this.checkedAtMs = Date.now()
        this.observe(generation)
      })
      .finally(() => (this.checking = null))
    return this.checking
  }

  /** Empties every cache of every process (POST /purge-server-cache, a content change). */
  async bump(): Promise<void> {
    const [row] = await this.db
      .insert(contentGenerations)
      .values({ id: 1, generation: 1 })
      .onConflictDoUpdate({
        target: contentGenerations.id,
        set: { generation: sql`${contentGenerations.generation} + 1`, changedAt: sql`now()` },
      })
      .returning({ generation: contentGenerations.generation })
    this.checkedAtMs = Date.now()
    this.observe(row!.generation, true)
  }

  private async read(): Promise<number> {
    const rows = await this.db.select({ generation: contentGenerations.generation }).from(contentGenerations)
    return rows[0]?.generation ?? 0
  }

  private observe(generation: number, force = false) {
    if (!force && generation === this.known) return
    const first = this.known === null
    this.known = generation
    if (first && !force) return
    for (const listener of this.listeners) listener()
  }
}

async function contentGenerationPlugin(app: FastifyInstance) {
  app.decorate('contentGeneration', new ContentGeneration(app.db))
}

export default fp(contentGenerationPlugin, { name: 'content-generation', dependencies: ['database'] })
