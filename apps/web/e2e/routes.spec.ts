import type { Page } from '@playwright/test'
import { expect, expectAccessible, expectNoHtmlCodeSnifferErrors, test } from './fixtures.ts'

/**
 * The shell spec §2 route table, walked on both companies: what each route shows (the server's
 * HTML carries the text), where each redirect and guard sends, and the status the server answers.
 */
type Expectation = { path: string; status: number; heading?: RegExp; redirectsTo?: string }

const COMMON: Expectation[] = [
  { path: '/', status: 200 },
  { path: '/home', status: 200, redirectsTo: '/' },
  { path: '/blogs', status: 200, heading: /./ },
  { path: '/products', status: 200, heading: /./ },
  { path: '/products/car-insurance', status: 200, heading: /car/i },
  { path: '/products/life-insurance', status: 200, heading: /life/i },
  { path: '/products/gap-insurance', status: 200, heading: /gap/i },
  { path: '/products/funeral-insurance', status: 200, heading: /funeral/i },
  { path: '/quote', status: 200, heading: /Get a quote/ },
  { path: '/call-back', status: 200, heading: /Call me back/ },
  { path: '/support', status: 200, heading: /./ },
  { path: '/support/faq', status: 200, heading: /./ },
  { path: '/support/product-docs', status: 200, heading: /./ },
  { path: '/support/tips-and-tools', status: 200, heading: /./ },
  { path: '/support/tips-and-tools/tips/hiv-testing-locations', status: 200, heading: /HIV/i },
  { path: '/privacy-policy', status: 200, heading: /privacy/i },
  { path: '/general-disclaimer', status: 200, heading: /disclaimer/i },
  { path: '/company-information', status: 200, heading: /./ },
  { path: '/claims', status: 200, heading: /claim/i },
  { path: '/claim', status: 200, redirectsTo: '/claims' },
  { path: '/contact', status: 200, heading: /./ },
  { path: '/home/sitemap', status: 200, heading: /sitemap|site map/i },
  { path: '/home/covid-19-update', status: 200, heading: /covid/i },
  { path: '/error', status: 200, heading: /Something went wrong/ },
  { path: '/error/ToHomePage', status: 200, heading: /Something went wrong/ },
  { path: '/error/life-premium-not-qual', status: 200, heading: /We cannot offer you life cover online/ },
  { path: '/error/life-exceeds-range', status: 200, heading: /outside what we offer online/ },
  { path: '/404', status: 404, heading: /Page not found/ },
  { path: '/no-such-page', status: 404, redirectsTo: '/404' },
  { path: '/no/such/page', status: 404, heading: /Page not found/ },
  { path: '/post/no-such-post', status: 404, redirectsTo: '/404' },
  { path: '/home/no-such-landing', status: 404, redirectsTo: '/404' },
  // The call-centre route without the flag (shell spec §2).
  { path: '/callcenter/quote', status: 404, redirectsTo: '/404' },
  { path: '/callcenter/quote/some-token', status: 404, redirectsTo: '/404' },
  // A slug naming no product is refused.
  { path: '/products/flying-carpet-insurance', status: 404, redirectsTo: '/404' },
  { path: '/resume-quote/not-a-quote', status: 404, heading: /Resume your quote/ },
]

const BY_COMPANY: Record<'IWYZE' | 'OM', Expectation[]> = {
  IWYZE: [
    { path: '/home/save-on-car-cover', status: 200, heading: /./ },
    // "business" maps to bi (shell spec §2).
    { path: '/products/business-insurance', status: 200, heading: /business/i },
    { path: '/home/family-funeral-plan', status: 200, heading: /./ },
    { path: '/products/vap-insurance', status: 200, heading: /./ },
    { path: '/products/watercraft-insurance', status: 200, heading: /./ },
    // Legal cover needs the company's legal switch and the legal flag.
    { path: '/products/legal-insurance', status: 404, redirectsTo: '/404' },
    { path: '/about-the-group', status: 404, redirectsTo: '/404' },
  ],
  OM: [
    { path: '/home/free-life-cover', status: 200, heading: /./ },
    { path: '/home/gap-cover-explained', status: 200, heading: /./ },
    { path: '/about-the-group', status: 200, heading: /./ },
    // Business cover is active everywhere, but this company has no page for it.
    { path: '/products/business-insurance', status: 404, redirectsTo: '/404' },
    // VAP is switched off for this company; legal waits for the legal flag.
    { path: '/products/vap-insurance', status: 404, redirectsTo: '/404' },
    { path: '/products/legal-insurance', status: 404, redirectsTo: '/404' },
  ],
}

const COMPANY_NAMES = { IWYZE: 'iWYZE', OM: 'Old Mutual' } as const

function decodeEntities(text: string) {
  return text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
}

/** The browser logs a 404 document as a console error; that one is expected here. */
function acceptNotFoundErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !error.includes('status of 404'))
  consoleErrors.splice(0, consoleErrors.length, ...others)
}

async function visit(page: Page, expectation: Expectation, consoleErrors: string[]) {
  const response = await page.goto(expectation.path)
  if (expectation.status === 404) acceptNotFoundErrors(consoleErrors)
  const url = new URL(page.url())
  if (expectation.redirectsTo) expect(url.pathname, expectation.path).toBe(expectation.redirectsTo)
  else expect(url.pathname, expectation.path).toBe(expectation.path)
  expect(response?.status(), expectation.path).toBe(expectation.status)
  if (expectation.heading) {
    await expect(page.getByRole('heading', { level: 1 }), expectation.path).toHaveText(expectation.heading)
  }
  await expectAccessible(page)
  await expectNoHtmlCodeSnifferErrors(page)
}

test.describe('the route table (shell spec §2)', () => {
  for (const chunk of [COMMON.slice(0, 13), COMMON.slice(13, 26), COMMON.slice(26)]) {
    test(`${chunk[0]!.path} … ${chunk.at(-1)!.path}`, async ({ page, consoleErrors }) => {
      test.setTimeout(90_000)
      for (const expectation of chunk) await visit(page, expectation, consoleErrors)
    })
  }

  test('company-specific routes and guards', async ({ page, company, consoleErrors }) => {
    test.setTimeout(60_000)
    for (const expectation of BY_COMPANY[company]) await visit(page, expectation, consoleErrors)
  })

  test('the legal flag from the ff query parameter opens legal cover where the company has it', async ({
    page,
    company,
    consoleErrors,
  }) => {
    const response = await page.goto('/products/legal-insurance?ff=legal')
    expect(response?.status()).toBe(company === 'OM' ? 200 : 404)
    acceptNotFoundErrors(consoleErrors)
    // The flag stays in the session (and its cookie) for the next page of the visit.
    if (company === 'OM') {
      await page.waitForFunction(() => document.cookie.includes('ff=legal'))
      const next = await page.goto('/products/legal-insurance')
      expect(next?.status()).toBe(200)
    }
  })

  test('every route has a description and a title of its own that names the company once', async ({
    request,
    company,
  }) => {
    test.setTimeout(90_000)
    const companyName = COMPANY_NAMES[company]
    const titles = new Map<string, string>()
    const problems: string[] = []
    for (const { path } of [...COMMON, ...BY_COMPANY[company]]) {
      const response = await request.get(path)
      const html = await response.text()
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim()
      if (!description) problems.push(`${path}: no description`)
      if (title.split(companyName).length !== 2)
        problems.push(`${path}: "${title}" names ${companyName} not once`)
      // The pages a visitor can land on (200) are told apart by their titles; the redirects and
      // not-found answers show one of them.
      const landed = new URL(response.url()).pathname
      if (response.status() !== 200 || titles.get(landed) === title) continue
      const other = [...titles].find(([, seen]) => seen === title)
      if (other) problems.push(`${landed}: "${title}" is also the title of ${other[0]}`)
      titles.set(landed, title)
    }
    expect(problems).toEqual([])
  })

  test('the server sends the text of content pages, product pages and blog posts', async ({ request }) => {
    const product = await (await request.get('/products/car-insurance')).text()
    expect(product).toMatch(/<h1[^>]*>[^<]*[Cc]ar/)
    const privacy = await (await request.get('/privacy-policy')).text()
    expect(privacy).toMatch(/POPIA|Protection of Personal Information/)
    const blogs = await (await request.get('/blogs')).text()
    const firstPost = /href="\/post\/([a-z0-9-]+)"/.exec(blogs)![1]
    const post = await request.get(`/post/${firstPost}`)
    expect(post.status()).toBe(200)
    expect(await post.text()).toContain('<article>')
  })

  test('client-side navigation keeps the shell and reaches a product page', async ({ page, company }) => {
    await page.goto('/products')
    await page
      .getByRole('link', { name: company === 'OM' ? /Life/ : /Car/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/products\/(car|life)-insurance$/)
    await expect(page.getByText('Start quote', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/products$/)
  })
})
