import { sql } from 'drizzle-orm'
import { boolean, check, date, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { quotes } from './quote.ts'

/**
 * Medical schemes registered with the Council for Medical Schemes, and their options (forms spec §7
 * GET A/wtf/getMedicalSchemes, A/wtf/sti/gap/getMedicalSchemes), seeded from
 * seed/data/medical-schemes.ts (its sources in seed/data/README.md) and held in process by the
 * medical scheme repository.
 */
export const medicalSchemes = pgTable('medical_schemes', {
  /** Ours, the seed's order: replaced whole with the seed (a quote keeps names, not ids). */
  id: smallint('id').primaryKey(),
  /** The registered name. */
  name: text('name').notNull().unique(),
  /** Anyone may join (open), or only the members of a group (restricted). */
  open: boolean('open').notNull(),
})

export const medicalSchemeOptions = pgTable(
  'medical_scheme_options',
  {
    schemeId: smallint('scheme_id')
      .notNull()
      .references(() => medicalSchemes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** The kind of option GAP rates it as; null when GAP does not top it up (a network option). */
    plan: text('plan'),
  },
  (table) => [
    primaryKey({ columns: [table.schemeId, table.position] }),
    check('medical_scheme_options_plan', sql`${table.plan} in ('HOSPITAL', 'SAVINGS', 'COMPREHENSIVE')`),
  ],
)

/**
 * The medical aid a GAP quote tops up, from its medical aid page (forms spec §3 Medical aid: name,
 * option, number, inceptionDate), one per quote, replaced when the page is saved again. The number is
 * kept whole (a claim needs it) and shown masked (maskMedicalAidNumber); the plan is the option's, as
 * GAP rated it.
 */
export const medicalAids = pgTable(
  'medical_aids',
  {
    quoteHashedId: text('quote_hashed_id')
      .primaryKey()
      .references(() => quotes.hashedId),
    schemeName: text('scheme_name').notNull(),
    optionName: text('option_name').notNull(),
    plan: text('plan').notNull(),
    memberNumber: text('member_number').notNull(),
    inceptionDate: date('inception_date').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('medical_aids_plan', sql`${table.plan} in ('HOSPITAL', 'SAVINGS', 'COMPREHENSIVE')`)],
)
