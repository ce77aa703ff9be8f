import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * South African suburbs and towns (forms spec §5, §7 suburb lookup), seeded from
 * seed/data/za-suburbs.csv: the id is the CSV's data row number, so it is stable while the file is.
 */
export const suburbs = pgTable(
  'suburbs',
  {
    id: integer('id').primaryKey(),
    suburb: text('suburb').notNull(),
    town: text('town').notNull(),
    province: text('province').notNull(),
    /** Four-digit postal code for PO boxes, null when the list has none. */
    boxCode: text('box_code'),
    /** Four-digit postal code for street addresses, null when the list has none. */
    streetCode: text('street_code'),
    /** Approximate centre of the postal code (not of the suburb), null when unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [index('suburbs_town_suburb_idx').on(table.town, table.suburb)],
)
