import { lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { rowsOf, type Database } from '../db/client.ts'
import { rateLimitCounters } from '../db/schema/index.ts'

type Counter = { current: number; ttl: number }
type Callback = (error: Error | null, counter: Counter) => void

/**
 * A @fastify/rate-limit store on PostgreSQL, so every process behind a load balancer counts the same
 * visitor together (DESIGN.md: no state in process memory that another process would need).
 * One row per visitor and bucket (`page|198.51.100.7`), one upsert per request: the window restarts
 * in place when it has passed. No key is shared by everyone (the page server's own calls are not
 * counted), so no row is hot but an abuser's own.
 */
export function postgresRateLimitStore(db: Database, log?: FastifyBaseLogger) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindowMs: number) {
      db.execute(
        sql`insert into rate_limit_counters (key, window_start, count) values (${key}, now(), 1)
            on conflict (key) do update set
              count = case when rate_limit_counters.window_start + ${timeWindowMs} * interval '1 millisecond' <= now()
                      then 1 else rate_limit_counters.count + 1 end,
              window_start = case when rate_limit_counters.window_start + ${timeWindowMs} * interval '1 millisecond' <= now()
                      then now() else rate_limit_counters.window_start end
            returning count,
              greatest(0, extract(epoch from (window_start + ${timeWindowMs} * interval '1 millisecond' - now())) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const row = rowsOf<{ count: number; ttl: number }>(result)[0]!
          callback(null, { current: row.count, ttl: row.ttl })
        },
        (error: Error) => {
          // The request goes through uncounted (skipOnError); the key names a visitor's address.
          log?.warn({ err: { type: error.name, message: error.message } }, 'rate-limit counter not updated')
          callback(error, { current: 0, ttl: 0 })
        },
      )
    }

    child() {
      return this
    }
  }
}

/**
 * Deletes the counters whose window started before `olderThan` (a window is one minute, so a row
 * older than that counts nothing any more): the table otherwise keeps one row per visitor address
 * ever seen. For the pruning schedule; returns how many rows went.
 */
export async function pruneRateLimitCounters(db: Database, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, olderThan))
    .returning({ key: rateLimitCounters.key })
  return deleted.length
}
