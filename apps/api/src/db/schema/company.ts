import type { CompanyConfiguration } from '@insure/domain/company'
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Per-company configuration (shell spec §3, Company configuration). Seeded; read often, so cached in process. */
export const companies = pgTable('companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  configuration: jsonb('configuration').$type<CompanyConfiguration>().notNull(),
  /** Key/value environments handed to the site with each session (shell spec §3: environments). */
  environments: jsonb('environments').$type<{ key: string; value: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
