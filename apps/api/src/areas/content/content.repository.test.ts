import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPosts, contentPages } from '../../db/schema/index.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { CONTENT_CACHE_MAX_ENTRIES, ContentRepository } from './content.repository.ts'

describe("the content repository's cache", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    harness = await createTestApp({ testMode: true })
  })
  afterAll(() => harness.close())

  it('keeps at most its bound, however many unknown slugs and list pages are asked for', async () => {
    const bound = 20
    const content = new ContentRepository(harness.app.db, bound)
    for (let i = 0; i < bound * 3; i++) {
      expect(await content.page('IWYZE', `no-such-page-${i}`)).toBeUndefined()
      expect(await content.blogPost('IWYZE', `no-such-post-${i}`)).toBeUndefined()
      await content.blogPosts('IWYZE', { limit: 10, offset: i })
    }
    expect(content.cachedAnswers).toBe(bound)
    // What is there is still found, and kept.
    expect((await content.page('IWYZE', 'home'))?.slug).toBe('home')
    expect(content.cachedAnswers).toBe(bound)
  })

  it("the server's bound holds every seeded page and post several times over", async () => {
    const [pages] = await harness.app.db.select({ n: count() }).from(contentPages)
    const [posts] = await harness.app.db.select({ n: count() }).from(blogPosts)
    expect(pages!.n + posts!.n).toBeGreaterThan(0)
    expect(CONTENT_CACHE_MAX_ENTRIES).toBeGreaterThan(4 * (pages!.n + posts!.n))
  })
})
