import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config.ts'
import { contentGenerations, contentPages } from '../../db/schema/index.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companySeeds } from '../../../seed/companies.ts'
import { contentSeeds } from '../../../seed/content/index.ts'

const TOKEN = `Token ${testConfig().contentApiToken}`

describe('the content backend (shell spec §7)', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  const get = (url: string, authorization = TOKEN) =>
    harness.app.inject({ method: 'GET', url, headers: { authorization } })

  beforeAll(async () => {
    harness = await createTestApp({ testMode: true })
  })
  afterAll(() => harness.close())

  it.each([
    '/api/setup/?company=IWYZE',
    '/api/config/',
    '/api/products/',
    '/api/pages/home/',
    '/api/blogs/',
    '/api/blogs/gap-cover-explained/',
    '/api/blog_page/',
  ])('%s needs the content token', async (url) => {
    const refused = await get(url, 'Token wrong')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ detail: 'Invalid token.' })
    expect((await get(url)).statusCode).toBe(200)
  })

  it('is GET only', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/pages/home/',
      headers: { authorization: TOKEN },
    })
    expect(response.statusCode).toBe(405)
    expect(response.json()).toEqual({ detail: 'Method "POST" not allowed.' })
  })

  it.each(['IWYZE', 'OM'] as const)('serves the whole configuration entity of %s', async (code) => {
    const seed = companySeeds.find((company) => company.code === code)!
    const response = await get(`/api/config/?company=${code}`)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ code, name: seed.name, ...seed.configuration })
  })

  it.each(['IWYZE', 'OM'] as const)(
    "%s's legal notices carry the reference data's attribution (shared/data/README.md)",
    async (code) => {
      const page = (await get(`/api/pages/general-disclaimer/?company=${code}`)).json() as {
        content_sections: { heading: string; content: string }[]
      }
      const text = page.content_sections.map((section) => section.content).join('\n')
      expect(text).toContain('saffer package by Andrew Collier (MIT licence)')
      expect(text).toContain(
        'Data from GeoNames, <a href="https://www.geonames.org/">www.geonames.org</a>, licensed under CC BY 4.0',
      )
    },
  )

  it('answers the mutual group by its brand name too, and 404 for an unknown company', async () => {
    expect((await get('/api/setup/?company=Old%20Mutual')).json().code).toBe('OM')
    expect((await get('/api/setup/?company=ACME')).statusCode).toBe(404)
  })

  it.each(['IWYZE', 'OM'] as const)('seeds every page the issue lists for %s', async (code) => {
    const slugs = [
      'home',
      'products',
      'support',
      'support/faq',
      'support/product-docs',
      'support/tips-and-tools',
      'support/tips-and-tools/tips/hiv-testing-locations',
      'privacy-policy',
      'general-disclaimer',
      'company-information',
      'home/covid-19-update',
      'home/sitemap',
      'claims',
      'contact',
      ...(code === 'OM' ? ['about-the-group'] : []),
    ]
    for (const slug of slugs) {
      const response = await get(`/api/pages/${slug}/?company=${code}`)
      expect(response.statusCode, slug).toBe(200)
      expect(response.json().slug).toBe(slug)
    }
    const setup = (await get(`/api/setup/?company=${code}`)).json()
    // Two landing pages with their own phone numbers, each a seeded page.
    expect(setup.landing_pages_numbers_data).toHaveLength(2)
    for (const landing of setup.landing_pages_numbers_data) {
      expect((await get(`/api/pages/home/${landing.slug}/?company=${code}`)).statusCode).toBe(200)
    }
    // A page for every product page the company lists, in the company's order.
    const products = (await get(`/api/products/?company=${code}`)).json()
    expect(products.results.map((page: { slug: string }) => page.slug)).toEqual(
      setup.products_pages.map((page: { slug: string }) => `products/${page.slug}`),
    )
  })

  it('differs between the companies in products and pages', async () => {
    expect((await get('/api/pages/about-the-group/?company=IWYZE')).statusCode).toBe(404)
    const iwyze = (await get('/api/products/?company=IWYZE'))
      .json()
      .results.map((p: { slug: string }) => p.slug)
    const om = (await get('/api/products/?company=OM')).json().results.map((p: { slug: string }) => p.slug)
    expect(iwyze.slice(0, 2)).toEqual(['products/car-insurance', 'products/home-insurance'])
    expect(om.slice(0, 2)).toEqual(['products/car-insurance', 'products/life-insurance'])
    expect(om).toContain('products/legal-insurance')
    expect(iwyze).not.toContain('products/legal-insurance')
  })

  it.each(['/api/pages/no-such-page/', '/api/pages/../etc/', '/api/blogs/no-such-post/'])(
    '%s is a Django-style 404',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    },
  )

  it('lists blog posts 20 a page, newest first, with next and previous links', async () => {
    const seeded = contentSeeds.find((seed) => seed.companyCode === 'IWYZE')!.blogPosts
    expect(seeded.length).toBeGreaterThanOrEqual(8)
    const first = (await get('/api/blogs/?limit=5&offset=0')).json()
    expect(first.count).toBe(seeded.length)
    expect(first.results).toHaveLength(5)
    const dates = first.results.map((post: { published_on: string }) => post.published_on)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.previous).toBeNull()
    expect(first.next).toBe('/api/blogs/?limit=5&offset=5')
    const second = (await get(first.next)).json()
    expect(second.previous).toBe('/api/blogs/?limit=5&offset=0')
    expect(second.results[0].slug).not.toBe(first.results[0].slug)
    expect((await get('/api/blogs/')).json().results.length).toBe(Math.min(20, seeded.length))
  })

  it('filters blog posts by type and by a search in title and summary', async () => {
    const tips = (await get('/api/blogs/?type=tips')).json()
    expect(tips.count).toBeGreaterThan(0)
    expect(tips.results.every((post: { type: string }) => post.type === 'tips')).toBe(true)
    const hail = (await get('/api/blogs/?q=HAIL')).json()
    expect(hail.count).toBe(1)
    expect(hail.results[0].title.toLowerCase()).toContain('hail')
    // % and _ are text, not patterns.
    expect((await get('/api/blogs/?q=%25')).json().count).toBe(0)
    expect((await get('/api/blogs/?type=gossip')).statusCode).toBe(400)
    expect((await get('/api/blogs/?limit=1000')).statusCode).toBe(400)
  })

  it('sanitises content HTML before it leaves the server', async () => {
    await harness.db
      .update(contentPages)
      .set({
        contentSections: [
          {
            type: 'text',
            content:
              '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
              '<img src="javascript:alert(4)" alt="bad image"><img src="data:image/png;base64,AA" alt="inline">' +
              '<a href="javascript:alert(3)">bad</a><a href="/contact">good</a><iframe src="https://x"></iframe>' +
              '[[embed:contact-form]]',
          },
        ],
      })
      .where(and(eq(contentPages.companyCode, 'IWYZE'), eq(contentPages.slug, 'general-disclaimer')))
    await harness.app.contentGeneration.bump()
    const content = (await get('/api/pages/general-disclaimer/')).json().content_sections[0].content as string
    expect(content).toBe(
      '<p>Hello<img src="x" /></p><img alt="bad image" /><img alt="inline" />' +
        '<a>bad</a><a href="/contact">good</a>[[embed:contact-form]]',
    )
  })

  it('empties its caches on POST /purge-server-cache, in test mode only', async () => {
    const before = await harness.db.select().from(contentGenerations)
    const original = (await get('/api/pages/company-information/')).json().heading
    await harness.db
      .update(contentPages)
      .set({ heading: 'Changed heading' })
      .where(and(eq(contentPages.companyCode, 'IWYZE'), eq(contentPages.slug, 'company-information')))
    // Within the generation check interval the cached page is still served.
    expect((await get('/api/pages/company-information/')).json().heading).toBe(original)
    const purge = await harness.app.inject({ method: 'POST', url: '/purge-server-cache' })
    expect(purge.json()).toEqual({ code: 200, data: { purged: true } })
    expect((await get('/api/pages/company-information/')).json().heading).toBe('Changed heading')
    const after = await harness.db.select().from(contentGenerations)
    expect(after[0]!.generation).toBe(before[0]!.generation + 1)
  })
})

describe('POST /purge-server-cache outside test mode', () => {
  it('is not there', async () => {
    const harness = await createTestApp({ testMode: false })
    try {
      const response = await harness.app.inject({ method: 'POST', url: '/purge-server-cache' })
      expect(response.statusCode).toBe(404)
    } finally {
      await harness.close()
    }
  })
})
