import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Captcha solutions already accepted, by their challenge's signature (a solved challenge is accepted
 * once, by every process on the database: the first insert wins). A row is needed only while its
 * challenge could still be verified; the prune deletes it after `expires_at`.
 */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_captchas_expires_idx').on(table.expiresAt)],
)
