import type { ContentSection } from '@insure/domain/content'
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Content pages of the content backend (shell spec §7, GET /api/pages/{slug}/), per company. */
export const contentPages = pgTable(
  'content_pages',
  {
    companyCode: text('company_code').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    pageName: text('page_name'),
    productType: text('product_type'),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull(),
    heading: text('heading').notNull(),
    subHeading: text('sub_heading').notNull(),
    desktopImage: text('desktop_image'),
    mobileImage: text('mobile_image'),
    contentSections: jsonb('content_sections').$type<ContentSection[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyCode, table.slug] })],
)

/** Blog posts (GET /api/blogs/, /api/blogs/{slug}/), per company, newest first. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    companyCode: text('company_code').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    publishedOn: date('published_on').notNull(),
    contentSections: jsonb('content_sections').$type<ContentSection[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyCode, table.slug] }),
    index('blog_posts_company_published').on(table.companyCode, table.publishedOn),
  ],
)

/** The blog list page's own content (GET /api/blog_page/), one row per company. */
export const blogPages = pgTable('blog_pages', {
  companyCode: text('company_code').primaryKey(),
  title: text('title').notNull(),
  heading: text('heading').notNull(),
  subHeading: text('sub_heading').notNull(),
  metaDescription: text('meta_description').notNull(),
})

/**
 * One row: the content generation. Any content change or purge bumps it; every server process
 * compares it with the generation its caches were filled at, so a purge reaches all processes.
 */
export const contentGenerations = pgTable('content_generation', {
  id: integer('id').primaryKey(),
  generation: integer('generation').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})
