import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'

/**
 * The vehicle catalogue of the car journey's vehicle search (forms spec §5, §7), seeded from
 * seed/data/vehicles.ts: one row per model variant and model year. The values are our own
 * indicative figures (see that file), in cents.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    /** Our 8-digit variant code (make, model, engine), the same for every year of the variant. */
    code: text('code').notNull(),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    bodyType: text('body_type').notNull(),
    engineCc: integer('engine_cc').notNull(),
    valueCents: integer('value_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.year] })],
)
