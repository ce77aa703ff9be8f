/**
 * Content backend rules and lists without schemas (shell spec §2, §7): the browser imports these, and
 * zod stays out of its first load. Schemas are in ./schema.ts.
 */
export { BLOG_PAGE_SIZE } from '../limits/index.ts'

/** Section kinds a page is built from; each renders its `content` HTML under an optional heading. */
export const CONTENT_SECTION_TYPES = ['text', 'faq', 'documents', 'tips', 'cards', 'banner'] as const
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
export type PageName = (typeof PAGE_NAMES)[number]

/** What kind of page a slug holds; decides which route may show it. */
export const PAGE_KINDS = ['home', 'landing', 'products', 'product', 'support', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

export const BLOG_TYPES = ['news', 'tips', 'guides'] as const
export type BlogType = (typeof BLOG_TYPES)[number]

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

/**
 * Pages whose call-me-back form asks for one full name (forms spec §2, §5: "the landing and blog
 * variants"): landing pages (`home/{slug}`) and blog posts (`post/{slug}`).
 */
export function asksForFullName(pathname: string): boolean {
  return landingSlugOfPath(pathname) !== null || /^\/post\/[^/]+\/?$/.test(pathname)
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
