import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
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

/**
 * Call-centre leads (issue 23): a sale the site cannot finish, for an agent to call about. The later
 * staff workbench works from this table (DESIGN, Staff and the workbench). One lead per quote and
 * source: a repeated drop-off (a retry, a second click) updates the contact and the slot. The name,
 * mobile and e-mail are personal information: never logged, the hashed id is.
 */
export const leads = pgTable(
  'leads',
  {
    hashedId: text('hashed_id').primaryKey(),
    /** What made the lead: CAR_MANUAL_DROPOFF for now. */
    source: text('source').notNull(),
    companyCode: text('company_code').notNull(),
    productCode: text('product_code').notNull(),
    quoteHashedId: text('quote_hashed_id')
      .notNull()
      .references(() => quotes.hashedId),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** The time the person asked to be called, if they chose one. */
    requestedSlotAt: timestamp('requested_slot_at', { withTimezone: true }),
    /** When the person was told to expect the call (in the call centre's hours). */
    expectedCallAt: timestamp('expected_call_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_quote_source_unique').on(table.quoteHashedId, table.source),
    index('leads_expected_call_idx').on(table.expectedCallAt),
  ],
)
