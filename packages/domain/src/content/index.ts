import { z } from 'zod'
import { ProductCodeSchema } from '../catalogue/index.ts'

export { BLOG_PAGE_SIZE } from '../limits/index.ts'

/**
 * Content backend entities (shell spec §7): pages with `content_sections`, blog posts and the blog
 * page. HTML in `content` is sanitised by the API before it leaves the server.
 */

/** Section kinds a page is built from; each renders its `content` HTML under an optional heading. */
export const CONTENT_SECTION_TYPES = ['text', 'faq', 'documents', 'tips', 'cards', 'banner'] as const
export const ContentSectionSchema = z.object({
  type: z.enum(CONTENT_SECTION_TYPES),
  heading: z.string().max(200).optional(),
  /** HTML; may carry embed markers such as `[[embed:contact-form]]`. */
  content: z.string().max(50_000),
})
export type ContentSection = z.infer<typeof ContentSectionSchema>

/**
 * Page flags of the company configuration that guard a page (shell spec §3). A page without a
 * page_name is always allowed (shell spec §2).
 */
export const PAGE_NAMES = [
  'quote_page',
  'claims_page',
  'blog_page',
  'support_page',
  'privacy_policy_page',
  'company_disclaimer_page',
  'company_info_page',
  'products_page',
] as const
export const PageNameSchema = z.enum(PAGE_NAMES)
export type PageName = z.infer<typeof PageNameSchema>

/** What kind of page a slug holds; decides which route may show it. */
export const PAGE_KINDS = ['home', 'landing', 'products', 'product', 'support', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

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

export const BLOG_TYPES = ['news', 'tips', 'guides'] as const
export const BlogTypeSchema = z.enum(BLOG_TYPES)
export type BlogType = z.infer<typeof BlogTypeSchema>

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

/** Django REST list envelope of the content backend (DESIGN.md). */
export type ContentList<T> = { count: number; next: string | null; previous: string | null; results: T[] }

/** The landing slug of a site path `home/{slug}` (shell spec §2), or null for any other path. */
export function landingSlugOfPath(pathname: string): string | null {
  const match = /^\/home\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

/** Embed marker in content text: `[[embed:name]]` (shell spec §2). */
export const EMBED_MARKER_PATTERN = /\[\[embed:([a-z0-9-]+)\]\]/g

/** The components content can embed (shell spec §2), by marker name. */
export const EMBED_NAMES = [
  'supplier-locations',
  'contact-form',
  'claim-form',
  'call-back-new',
  'call-back-one',
  'call-back-two',
  'call-back-car-home',
  'customer-feedback',
  'feedback-slider',
  'free-life-cover',
] as const
export type EmbedName = (typeof EMBED_NAMES)[number]

export type ContentPart = { kind: 'html'; html: string } | { kind: 'embed'; name: string }

/** Splits content HTML at its embed markers, in order; empty HTML between markers is dropped. */
export function splitAtEmbedMarkers(html: string): ContentPart[] {
  const parts: ContentPart[] = []
  let last = 0
  for (const match of html.matchAll(EMBED_MARKER_PATTERN)) {
    const before = html.slice(last, match.index)
    if (before.trim()) parts.push({ kind: 'html', html: before })
    parts.push({ kind: 'embed', name: match[1]! })
    last = match.index + match[0].length
  }
  const rest = html.slice(last)
  if (rest.trim()) parts.push({ kind: 'html', html: rest })
  return parts
}
