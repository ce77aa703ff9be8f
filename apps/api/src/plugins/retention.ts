import { SESSION_TTL_MS } from '@insure/domain/session'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    retention: Retention
  }
}

/**
 * A rate-limit counter is kept a day after its window began: longer than any limiter's window, so
 * deleting it never resets a count that still matters. It holds the client's address.
 */
export const RATE_LIMIT_COUNTER_KEPT_MS = 24 * 60 * 60 * 1000

/** How often the server prunes (and once at start). */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000

/** What each prune deletes, and when a row has served its purpose (docs/retention.md). */
const PRUNED = {
  /** Shell spec §4: a session older than 7 days is replaced by the browser; the server's copy goes. */
  sessions: {
    key: sql`hashed_id`,
    expired: sql`created_at < now() - ${SESSION_TTL_MS}::double precision * interval '1 millisecond'`,
  },
  /** A launch token is good for 10 minutes (expires_at) and one exchange, which deletes it; its contact goes with it. */
  workbench_tokens: { key: sql`id`, expired: sql`expires_at < now()` },
  /** A used captcha is remembered until its challenge expires: after that it fails anyway. */
  used_captchas: { key: sql`signature`, expired: sql`expires_at < now()` },
  rate_limit_counters: {
    key: sql`key`,
    expired: sql`window_start < now() - ${RATE_LIMIT_COUNTER_KEPT_MS}::double precision * interval '1 millisecond'`,
  },
  /** A resume code lasts 10 minutes; its row stays while it locks the quote (15 minutes). */
  quote_resume_codes: {
    key: sql`quote_hashed_id`,
    expired: sql`expires_at < now() - interval '15 minutes' and (locked_until is null or locked_until < now())`,
  },
  /** A text message holds a code good for 10 minutes: a day later it has served its purpose, sent or not. */
  sms_outbox: { key: sql`id`, expired: sql`created_at < now() - interval '1 day'` },
  /**
   * A quick quote's answers being given (issue 25), an ID number among them: 30 days after the last
   * change nobody is coming back to them; a quote made from them keeps its own copy.
   */
  quick_quote_drafts: { key: sql`ctid`, expired: sql`updated_at < now() - interval '30 days'` },
} satisfies Record<string, { key: SQL; expired: SQL }>

export type PrunedTable = keyof typeof PRUNED
export type PruneCounts = Record<PrunedTable, number>

export type RetentionOptions = {
  /** Rows one DELETE removes at most: each statement stays short (on PGlite it holds the database's thread). */
  batchRows?: number
  /** DELETEs per table in one prune at most; the rest waits for the next. */
  maxBatches?: number
}

/**
 * Deletes what has served its purpose (POPIA: personal information kept no longer than needed):
 * expired sessions, workbench tokens, used captchas and rate-limit counters, in bounded DELETEs by
 * primary key. The database's clock decides, so every process agrees.
 */
export class Retention {
  private readonly batchRows: number
  private readonly maxBatches: number
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly db: Database,
    { batchRows = 1000, maxBatches = 100 }: RetentionOptions = {},
  ) {
    this.batchRows = batchRows
    this.maxBatches = maxBatches
  }

  /**
   * Prunes now and then every `intervalMs`, in the background: the timer does not keep the process
   * alive, a prune still running when the next is due is not doubled, and a failed prune is logged
   * and tried again at the next turn. Ends with the app.
   */
  schedule(log: FastifyBaseLogger, intervalMs = PRUNE_INTERVAL_MS): void {
    const run = () => {
      if (this.running) return
      this.running = this.prune()
        .then(
          (counts) => {
            if (Object.values(counts).some((count) => count > 0)) log.info({ pruned: counts }, 'pruned')
          },
          (error: unknown) => log.error({ err: error }, 'prune failed'),
        )
        .finally(() => {
          this.running = undefined
        })
    }
    this.stop()
    this.timer = setInterval(run, intervalMs)
    this.timer.unref()
    run()
  }

  /** Stops the schedule; resolves when a prune under way has finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }

  /** One prune of every table; the number of rows each lost. */
  async prune(): Promise<PruneCounts> {
    const counts = {} as PruneCounts
    for (const table of Object.keys(PRUNED) as PrunedTable[]) counts[table] = await this.pruneTable(table)
    return counts
  }

  private async pruneTable(table: PrunedTable): Promise<number> {
    const { key, expired } = PRUNED[table]
    let deleted = 0
    for (let batch = 0; batch < this.maxBatches; batch++) {
      const result = await this.db.execute(sql`
        with gone as (
          delete from ${sql.identifier(table)} where ${key} in (
            select ${key} from ${sql.identifier(table)} where ${expired} limit ${this.batchRows})
          returning 1)
        select count(*)::int as count from gone`)
      const count = rowsOf<{ count: number }>(result)[0]!.count
      deleted += count
      if (count < this.batchRows) break
    }
    return deleted
  }
}

async function retentionPlugin(app: FastifyInstance, options: RetentionOptions) {
  const retention = new Retention(app.db, options)
  app.decorate('retention', retention)
  app.addHook('onClose', () => retention.stop())
}

export default fp(retentionPlugin, { name: 'retention', dependencies: ['database'] })
