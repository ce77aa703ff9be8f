import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { testConfig } from '../../config.ts'
import { contentPages } from '../../db/schema/index.ts'
import {
  CONTENT_ANSWERS_MAX_ENTRIES,
  contentAnswers,
  readThroughRoute,
  type ContentAnswer,
} from './content-answers.ts'

// The page server's content reads kept for the content generation (issue 25), over the real content
// routes and database: what a render reads, how often it reaches the route, and that a purge (POST
// /purge-server-cache, a seed, another process's bump) reaches the very next read.

const PAGE = '/api/pages/company-information/'
let harness: Awaited<ReturnType<typeof createTestApp>>
let routeReads: string[]
let readContent: (pathAndQuery: string) => Promise<ContentAnswer>

beforeAll(async () => {
  harness = await createTestApp({ testMode: true })
  const throughRoute = readThroughRoute(harness.app, testConfig().contentApiToken)
  readContent = contentAnswers(harness.app, (pathAndQuery) => {
    routeReads.push(pathAndQuery)
    return throughRoute(pathAndQuery)
  })
})
afterAll(() => harness.close())
beforeEach(async () => {
  await harness.app.contentGeneration.bump()
  routeReads = []
})

const headingOf = async (path = PAGE) => ((await readContent(path)).body as { heading: string }).heading

async function setHeading(heading: string) {
  await harness.db
    .update(contentPages)
    .set({ heading })
    .where(and(eq(contentPages.companyCode, 'IWYZE'), eq(contentPages.slug, 'company-information')))
}

describe("the page server's content answers (issue 25)", () => {
  it('reads a path through the route once, then answers every render from memory', async () => {
    const first = await readContent('/api/config/')
    const second = await readContent('/api/config/')
    expect(first).toMatchObject({ status: 200, body: { code: 'IWYZE' } })
    expect(second.body).toEqual(first.body)
    expect(routeReads).toEqual(['/api/config/'])
  })

  it('reads once for renders that ask at the same time on a cold cache', async () => {
    await Promise.all(Array.from({ length: 20 }, () => readContent(PAGE)))
    expect(routeReads).toEqual([PAGE])
  })

  it('keeps each company apart: the call-centre `company=` query is part of what it keeps', async () => {
    const own = (await readContent('/api/config/')).body as { code: string }
    const other = (await readContent('/api/config/?company=OM')).body as { code: string }
    expect([own.code, other.code]).toEqual(['IWYZE', 'OM'])
    expect(routeReads).toEqual(['/api/config/', '/api/config/?company=OM'])
  })

  it('shows the next render a purge at once', async () => {
    const original = await headingOf()
    try {
      await setHeading('Changed heading')
      // Changed in the database, not yet purged: still the content of this generation.
      expect(await headingOf()).toBe(original)
      await harness.app.inject({ method: 'POST', url: '/purge-server-cache' })
      expect(await headingOf()).toBe('Changed heading')
      expect(routeReads).toEqual([PAGE, PAGE])
    } finally {
      await setHeading(original)
    }
  })

  it('does not keep what a read started before a purge answered', async () => {
    const before = readContent(PAGE)
    await harness.app.contentGeneration.bump()
    await before
    await readContent(PAGE)
    expect(routeReads).toEqual([PAGE, PAGE])
  })

  it('keeps no not-found answer: unknown slugs reach the route every time and do not fill it', async () => {
    expect((await readContent('/api/pages/no-such-page/')).status).toBe(404)
    expect((await readContent('/api/pages/no-such-page/')).status).toBe(404)
    expect(routeReads).toEqual(['/api/pages/no-such-page/', '/api/pages/no-such-page/'])
  })

  it('answers a frozen body: a render cannot change the content of the next visitor', async () => {
    const page = (await readContent(PAGE)).body as { heading: string; content_sections: unknown[] }
    expect(() => {
      page.heading = 'Mine'
    }).toThrow(TypeError)
    expect(() => page.content_sections.push({})).toThrow(TypeError)
    expect(await headingOf()).not.toBe('Mine')
  })

  it(`holds at most ${CONTENT_ANSWERS_MAX_ENTRIES} answers: visitors' blog searches cannot grow it`, async () => {
    await readContent('/api/config/')
    for (let index = 0; index < CONTENT_ANSWERS_MAX_ENTRIES; index++)
      await readContent(`/api/blogs/?q=term${index}`)
    routeReads = []
    await readContent('/api/config/')
    expect(routeReads).toEqual(['/api/config/'])
  })
})
