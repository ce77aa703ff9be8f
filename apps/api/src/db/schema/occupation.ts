import { pgTable, text } from 'drizzle-orm/pg-core'

/**
 * Occupations (forms spec §7 GET A/wtf/occupations): the ILO's ISCO-08 unit groups and a few of ours,
 * seeded from seed/data/occupations.ts and searched in process (the occupation repository).
 */
export const occupations = pgTable('occupations', {
  /** The four-digit ISCO-08 unit group, or one of ours in words (STUDENT, RETIRED…). */
  code: text('code').primaryKey(),
  title: text('title').notNull(),
})
