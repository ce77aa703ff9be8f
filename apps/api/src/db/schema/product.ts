import { pgTable, smallint, text } from 'drizzle-orm/pg-core'

/**
 * The product catalogue (forms spec §3 Product), one row per product code. Seeded from the domain's
 * PRODUCT_CATALOGUE: the hashed id is stable across releases and is what forms send as hashedProductId.
 */
export const products = pgTable('products', {
  productId: smallint('product_id').primaryKey(),
  hashedProductId: text('hashed_product_id').notNull().unique(),
  code: text('code').notNull().unique(),
  internalName: text('internal_name').notNull(),
  displayName: text('display_name').notNull(),
  /** The numbered catalogue order (forms spec §9, PRODUCT_DISPLAY_ORDER). */
  displayOrder: smallint('display_order').notNull(),
  description: text('description').notNull(),
})
