import { sql } from 'drizzle-orm'
import { rowsOf, type Database } from '../db/client.ts'

type Counter = { current: number; ttl: number }
type Callback = (error: Error | null, counter: Counter) => void

/**
 * A @fastify/rate-limit store on PostgreSQL, so every process behind a load balancer counts the same
 * client together (DESIGN.md: no state in process memory that another process would need).
 * One upsert per request: the window restarts when it has passed.
 */
export function postgresRateLimitStore(db: Database) {
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
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      )
    }

    child() {
      return this
    }
  }
}
