import { z } from '../zod-config/index.ts'
import { ProductCodeSchema } from '../catalogue/index.ts'
import { BLOG_TYPES, CONTENT_SECTION_TYPES, PAGE_KINDS, PAGE_NAMES } from './rules.ts'

/**
 * Content backend entities (shell spec §7): pages with `content_sections`, blog posts and the blog
 * page. HTML in `content` is sanitised by the API before it leaves the server.
 */

export const ContentSectionSchema = z.object({
  type: z.enum(CONTENT_SECTION_TYPES),
  heading: z.string().max(200).optional(),
  /** HTML; may carry embed markers such as `[[embed:contact-form]]`. */
  content: z.string().max(50_000),
})
export type ContentSection = z.infer<typeof ContentSectionSchema>

export const PageNameSchema = z.enum(PAGE_NAMES)

/**
 * A page's slug: its path on the site without the leading slash (`privacy-policy`, `home/sitemap`,
 * `products/car-insurance`, `support/faq`); the home page is `home`.
 */
export const PageSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, { error: 'Not a page slug.' })

/** A blog post's slug: one path segment. */
export const PostSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, { error: 'Not a post slug.' })

export const ContentPageSchema = z.object({
  slug: PageSlugSchema,
  kind: z.enum(PAGE_KINDS),
  page_name: PageNameSchema.nullable(),
  product_type: ProductCodeSchema.nullable(),
  title: z.string().min(1).max(200),
  meta_description: z.string().max(300),
  heading: z.string().min(1).max(200),
  sub_heading: z.string().max(300),
  /** Banner images of product and landing pages (paths on this site), desktop and mobile. */
  desktop_image: z.string().max(200).nullable(),
  mobile_image: z.string().max(200).nullable(),
  content_sections: z.array(ContentSectionSchema),
})
export type ContentPage = z.infer<typeof ContentPageSchema>

export const BlogTypeSchema = z.enum(BLOG_TYPES)

export const BlogPostSchema = z.object({
  slug: PostSlugSchema,
  title: z.string().min(1).max(200),
  type: BlogTypeSchema,
  summary: z.string().min(1).max(400),
  author: z.string().min(1).max(100),
  /** ISO date. */
  published_on: z.iso.date(),
  content_sections: z.array(ContentSectionSchema).min(1),
})
export type BlogPost = z.infer<typeof BlogPostSchema>
export type BlogPostSummary = Omit<BlogPost, 'content_sections'>

/** The blog list page's own content (GET /api/blog_page/). */
export const BlogPageSchema = z.object({
  title: z.string().min(1).max(200),
  heading: z.string().min(1).max(200),
  sub_heading: z.string().max(300),
  meta_description: z.string().max(300),
})
export type BlogPage = z.infer<typeof BlogPageSchema>
