import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Which version of each seed set is loaded, so a restart re-seeds only what changed. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})
