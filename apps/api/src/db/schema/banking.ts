import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core'

/**
 * South African banks with their universal branch codes (forms spec §7 getAllBanks, getTiaBanks,
 * quote/life/banks), seeded from seed/data/banks.ts and held in process by the banking repository.
 * The id is ours and stable: a mandate records its bank by it. One table for the three lists: the
 * two debit-order columns place a bank on the short-term and the life lists.
 */
export const banks = pgTable(
  'banks',
  {
    id: smallint('id').primaryKey(),
    name: text('name').notNull(),
    universalBranchCode: text('universal_branch_code').notNull(),
    /** Short-term premiums are collected from its accounts (GET A/wtf/getTiaBanks). */
    shortTermDebitOrders: boolean('short_term_debit_orders').notNull(),
    /** Life premiums are collected from its accounts (GET A/quote/life/banks). */
    lifeDebitOrders: boolean('life_debit_orders').notNull(),
  },
  (table) => [
    check('banks_universal_branch_code_six_digits', sql`${table.universalBranchCode} ~ '^[0-9]{6}$'`),
  ],
)
