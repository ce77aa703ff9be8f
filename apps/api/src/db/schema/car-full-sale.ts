import { integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { quotes } from './quote.ts'

/**
 * The car full sale's seeded lists (forms spec §7 GET A/wtf/sti/car/trackingDevs, colours,
 * licenseCodes, carStatus), seeded from seed/data/car-lists.ts and held in process by the car
 * full-sale area: a code, the words for it and its place in the list.
 */
export const carListItems = pgTable(
  'car_list_items',
  {
    list: text('list').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.code] })],
)

/**
 * The seeded vehicle register behind GET …/full-sale/registration: a registration number (compact,
 * upper case) and the catalogue vehicle and colour it belongs to. A licensed vehicle-data service
 * replaces it in production (docs/car-full-sale.md).
 */
export const vehicleRegistrations = pgTable('vehicle_registrations', {
  registration: text('registration').primaryKey(),
  vehicleCode: text('vehicle_code').notNull(),
  year: smallint('year').notNull(),
  colour: text('colour').notNull(),
})

/** Where a car sale's lead came from (sourceUpdate): one row per quote, the latest word kept. */
export const quoteSources = pgTable('quote_sources', {
  quoteHashedId: text('quote_hashed_id')
    .primaryKey()
    .references(() => quotes.hashedId),
  source: text('source').notNull(),
  ucid: text('ucid'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
