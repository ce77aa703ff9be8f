import { lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { rowsOf, type Database } from '../db/client.ts'
import { rateLimitCounters } from '../db/schema/index.ts'

type Counter = { current: number; ttl: number }
type Callback = (error: Error | null, counter: Counter) => void

/** How often a process adds its counts to the shared ones (and learns the other processes'). */
export const RATE_LIMIT_SYNC_MS = 200

type Tally = {
  /** Start of the window counted, ms since the epoch, a multiple of the window's length. */
  windowStart: number
  windowMs: number
  /** The visitor's count in the database when this process last synchronised. */
  shared: number
  /** Requests counted here since then. */
  pending: number
  /** The visitor's limit in this bucket. */
  max: number
}

/**
 * A @fastify/rate-limit store on PostgreSQL, so every process behind a load balancer counts the same
 * visitor together (DESIGN.md: no state in process memory that another process would need).
 * Windows are fixed and aligned to the clock (every process agrees on where a minute starts), one row
 * per visitor and bucket (`page|198.51.100.7`).
 *
 * A request is counted in memory and answered at once; every RATE_LIMIT_SYNC_MS the process adds
 * what it counted to the shared rows in one statement and reads back the totals. So no request waits
 * for the database and no row is written per request: one visitor sending thousands of requests (a
 * load test, an abuser, a carrier's shared address) does not make its row a point every request
 * queues on. The price is that processes learn of each other's counts up to one sync late.
 */
export function postgresRateLimitStore(db: Database, log?: FastifyBaseLogger) {
  const tallies = new Map<string, Tally>()
  let timer: NodeJS.Timeout | null = null
  let syncing = false

  async function sync() {
    timer = null
    if (syncing) return schedule()
    const now = Date.now()
    for (const [key, tally] of tallies) {
      if (tally.pending === 0 && tally.windowStart + tally.windowMs <= now) tallies.delete(key)
    }
    if (![...tallies.values()].some((tally) => tally.pending > 0)) return
    // What this process counted, and the visitors past half their limit: for those, what the other
    // processes counted decides, so their totals are read back even when nothing was added here.
    const due = [...tallies].filter(
      ([, tally]) => tally.pending > 0 || tally.shared + tally.pending >= tally.max / 2,
    )
    const sent = due.map(([key, tally]) => ({ key, tally, count: tally.pending }))
    for (const { tally } of sent) tally.pending = 0
    syncing = true
    try {
      const values = sql.join(
        sent.map(
          ({ key, tally, count }) => sql`(${key}, to_timestamp(${tally.windowStart / 1000}), ${count}::int)`,
        ),
        sql`, `,
      )
      const result = await db.execute(
        sql`insert into rate_limit_counters as c (key, window_start, count) values ${values}
            on conflict (key) do update set
              count = case when excluded.window_start > c.window_start then excluded.count
                           when excluded.window_start = c.window_start then c.count + excluded.count
                           else c.count end,
              window_start = greatest(c.window_start, excluded.window_start)
            returning key, (extract(epoch from window_start) * 1000)::float8 as window_start, count`,
      )
      for (const row of rowsOf<{ key: string; window_start: number; count: number }>(result)) {
        const tally = tallies.get(row.key)
        if (tally && tally.windowStart === Number(row.window_start)) tally.shared = row.count
      }
    } catch (error) {
      // Counted here all the same; the other processes learn of these requests at the next sync.
      for (const { tally, count } of sent) tally.pending += count
      const failure = error instanceof Error ? error : new Error(String(error))
      log?.warn({ err: { type: failure.name, message: failure.message } }, 'rate-limit counters not shared')
    } finally {
      syncing = false
      if (tallies.size > 0) schedule()
    }
  }

  function schedule() {
    if (timer) return
    timer = setTimeout(() => void sync(), RATE_LIMIT_SYNC_MS)
    timer.unref()
  }

  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindowMs: number, max: number) {
      const now = Date.now()
      const windowStart = now - (now % timeWindowMs)
      let tally = tallies.get(key)
      if (!tally || tally.windowStart !== windowStart) {
        tally = { windowStart, windowMs: timeWindowMs, shared: 0, pending: 0, max }
        tallies.set(key, tally)
      }
      tally.pending += 1
      schedule()
      callback(null, { current: tally.shared + tally.pending, ttl: windowStart + timeWindowMs - now })
    }

    child() {
      return this
    }

    /** Shares what this process counted now (tests; a server shares on its timer). */
    static flush(): Promise<void> {
      if (timer) clearTimeout(timer)
      return sync()
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
