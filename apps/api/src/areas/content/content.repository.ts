import type { CompanyCode } from '@insure/domain/catalogue'
import type {
  BlogPage,
  BlogPost,
  BlogPostSummary,
  BlogType,
  ContentPage,
  ContentSection,
  PageKind,
  PageName,
} from '@insure/domain/content'
import type { ProductCode } from '@insure/domain/catalogue'
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Lru } from 'toad-cache'
import type { Database } from '../../db/client.ts'
import { blogPages, blogPosts, contentPages } from '../../db/schema/index.ts'
import { sanitiseContentHtml } from './sanitise-html.ts'

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentRepository
  }
}

export type BlogQuery = { limit: number; offset: number; type?: BlogType; q?: string }

function sanitiseSections(sections: ContentSection[]): ContentSection[] {
  return sections.map((section) => ({ ...section, content: sanitiseContentHtml(section.content) }))
}

function toPage(row: typeof contentPages.$inferSelect): ContentPage {
  return {
    slug: row.slug,
    kind: row.kind as PageKind,
    page_name: row.pageName as PageName | null,
    product_type: row.productType as ProductCode | null,
    title: row.title,
    meta_description: row.metaDescription,
    heading: row.heading,
    sub_heading: row.subHeading,
    desktop_image: row.desktopImage,
    mobile_image: row.mobileImage,
    content_sections: sanitiseSections(row.contentSections),
  }
}

/** The columns of a post's summary: everything but its content. */
const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  type: blogPosts.type,
  summary: blogPosts.summary,
  author: blogPosts.author,
  publishedOn: blogPosts.publishedOn,
}

function toSummary(row: {
  [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K]
}): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    type: row.type as BlogType,
    summary: row.summary,
    author: row.author,
    published_on: row.publishedOn,
  }
}

/** `%`, `_` and `\` in a search term are text, not patterns. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Answers kept: every page, post and list page of both companies several times over. Bounded because
 * the keys are the visitor's: a slug that matches nothing (its answer, none, is kept too) and a
 * list's offset and size; a crawler asking for every one of them grew the map without end.
 */
export const CONTENT_CACHE_MAX_ENTRIES = 2_000

/**
 * Reads content for the content backend. Everything is small and read often, so answers are cached
 * in process (sanitised once) until the content generation changes, the least recently read
 * forgotten beyond CONTENT_CACHE_MAX_ENTRIES.
 */
export class ContentRepository {
  private readonly cache: Lru<Promise<unknown>>

  constructor(
    private readonly db: Database,
    maxEntries = CONTENT_CACHE_MAX_ENTRIES,
  ) {
    this.cache = new Lru(maxEntries)
  }

  /** How many answers are kept now. */
  get cachedAnswers(): number {
    return this.cache.size
  }

  purge(): void {
    this.cache.clear()
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.cache.get(key) as Promise<T> | undefined
    if (!entry) {
      entry = load()
      entry.catch(() => this.cache.delete(key))
      this.cache.set(key, entry)
    }
    return entry
  }

  page(company: CompanyCode, slug: string): Promise<ContentPage | undefined> {
    return this.cached(`page|${company}|${slug}`, async () => {
      const [row] = await this.db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.companyCode, company), eq(contentPages.slug, slug)))
      return row && toPage(row)
    })
  }

  productPages(company: CompanyCode): Promise<ContentPage[]> {
    return this.cached(`products|${company}`, async () => {
      const rows = await this.db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.companyCode, company), eq(contentPages.kind, 'product')))
      return rows.map(toPage)
    })
  }

  blogPage(company: CompanyCode): Promise<BlogPage | undefined> {
    return this.cached(`blog_page|${company}`, async () => {
      const [row] = await this.db.select().from(blogPages).where(eq(blogPages.companyCode, company))
      return (
        row && {
          title: row.title,
          heading: row.heading,
          sub_heading: row.subHeading,
          meta_description: row.metaDescription,
        }
      )
    })
  }

  blogPost(company: CompanyCode, slug: string): Promise<BlogPost | undefined> {
    return this.cached(`post|${company}|${slug}`, async () => {
      const [row] = await this.db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.companyCode, company), eq(blogPosts.slug, slug)))
      return row && { ...toSummary(row), content_sections: sanitiseSections(row.contentSections) }
    })
  }

  blogPosts(company: CompanyCode, query: BlogQuery): Promise<{ count: number; results: BlogPostSummary[] }> {
    const load = async () => {
      const conditions: SQL[] = [eq(blogPosts.companyCode, company)]
      if (query.type) conditions.push(eq(blogPosts.type, query.type))
      if (query.q) {
        const pattern = likePattern(query.q)
        conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.summary, pattern))!)
      }
      const where = and(...conditions)
      const [total] = await this.db.select({ count: count() }).from(blogPosts).where(where)
      const rows = await this.db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedOn), blogPosts.slug)
        .limit(query.limit)
        .offset(query.offset)
      return { count: total?.count ?? 0, results: rows.map(toSummary) }
    }
    // Searches are not cached: free text would let anyone grow the cache without bound.
    if (query.q) return load()
    return this.cached(`posts|${company}|${query.limit}|${query.offset}|${query.type ?? ''}`, load)
  }
}

async function contentRepositoryPlugin(app: FastifyInstance) {
  const repository = new ContentRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('content', repository)
}

export default fp(contentRepositoryPlugin, {
  name: 'content-repository',
  dependencies: ['database', 'content-generation'],
})
