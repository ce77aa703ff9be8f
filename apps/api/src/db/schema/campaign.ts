import { sql } from 'drizzle-orm'
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/** Who a campaign is open to, per company (forms spec §2, §7, §9: free life cover). */
export const campaignRules = pgTable(
  'campaign_rules',
  {
    campaignCode: text('campaign_code').notNull(),
    companyCode: text('company_code').notNull(),
    /** Age from the ID number's date of birth, inclusive bounds. */
    minAge: smallint('min_age').notNull(),
    maxAge: smallint('max_age').notNull(),
    opensOn: date('opens_on').notNull(),
    /** Last day the campaign is open; null while it has no end. */
    closesOn: date('closes_on'),
    coverCents: integer('cover_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignCode, table.companyCode] }),
    check('campaign_rules_ages', sql`${table.minAge} <= ${table.maxAge}`),
  ],
)

/**
 * The eligible list of a campaign, per company. It holds no ID number in clear: only the HMAC-SHA256
 * of each number under the server's TOKEN_SECRET (areas/campaign/id-number-digest.ts).
 */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignCode: text('campaign_code').notNull(),
    companyCode: text('company_code').notNull(),
    idNumberDigest: text('id_number_digest').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignCode, table.companyCode, table.idNumberDigest] })],
)

/**
 * Opt-ins (POST A/contact/campaignOptIn): one per campaign, company and ID number. The ID number is
 * kept in clear because the cover is issued on it (DESIGN.md: only where a journey needs it).
 */
export const campaignOptIns = pgTable(
  'campaign_opt_ins',
  {
    hashedId: text('hashed_id').primaryKey(),
    campaignCode: text('campaign_code').notNull(),
    companyCode: text('company_code').notNull(),
    zaIdNumber: text('za_id_number').notNull(),
    /** The request's additionalData: the nominated beneficiary. */
    beneficiary: jsonb('beneficiary').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('campaign_opt_ins_one_per_person').on(table.campaignCode, table.companyCode, table.zaIdNumber),
  ],
)
