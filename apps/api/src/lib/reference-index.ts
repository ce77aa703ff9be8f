import type { SQL } from 'drizzle-orm'
import { rowsOf, type Database } from '../db/client.ts'

/**
 * A reference table held in process (a search as you type must not wait behind the database's writes):
 * built once on first use, again after `purge` (a content generation change); a failed build is
 * tried again on the next use rather than kept.
 */
export class ReferenceIndex<T> {
  private cache: Promise<T> | undefined

  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.cache) {
      const loading = this.build()
      loading.catch(() => {
        if (this.cache === loading) this.cache = undefined
      })
      this.cache = loading
    }
    return this.cache
  }

  purge(): void {
    this.cache = undefined
  }
}

/**
 * The rows of a `select json_agg(...)::text as rows` query: one JSON value crosses the driver instead
 * of thousands of rows (about 40 ms instead of 450 ms of PGlite's thread for the suburbs).
 */
export async function selectJsonRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  const text = rowsOf<{ rows: string | null }>(result)[0]?.rows
  return JSON.parse(text ?? '[]') as T[]
}
