import type { StoredWorkbenchContact } from '@insure/domain/workbench'
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { quickQuotes } from './quick-quote.ts'

/**
 * Launch tokens the workbench issues for call-centre agents (shell spec §3 Workbench token data). The
 * token string is the id signed with a key derived from TOKEN_SECRET; the row says what the token
 * opens, and its exchange deletes it (used once, issue 22). The contact is personal information
 * (POPIA): kept for the agent's quote until then, never logged.
 */
export const workbenchTokens = pgTable(
  'workbench_tokens',
  {
    id: text('id').primaryKey(),
    companyCode: text('company_code').notNull(),
    agentId: text('agent_id').notNull(),
    agentUsername: text('agent_username').notNull(),
    productCode: text('product_code').notNull(),
    /** The quick quote to continue; null for a new quote. */
    hashedQuickQuoteId: text('hashed_quick_quote_id').references(() => quickQuotes.hashedId),
    /**
     * The last page the quote reached; null: the quick quote. No foreign key: journey pages are
     * reseeded (deleted and inserted) while their hashed ids stay the same.
     */
    hashedPageId: text('hashed_page_id'),
    contact: jsonb('contact').$type<StoredWorkbenchContact>().notNull().default({}),
    gapQuoteSessionId: text('gap_quote_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('workbench_tokens_expires_idx').on(table.expiresAt)],
)
