import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Per-client request counters shared by every process on one PostgreSQL (not used on PGlite). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(1),
})
