import type { Page } from '@playwright/test'
import { expect, expectAccessible, htmlCodeSnifferErrors, test } from './fixtures.ts'

/** The first post the blog list links to. */
async function firstPostPath(page: Page) {
  await page.goto('/blogs')
  const href = await page.locator('a[href^="/post/"]').first().getAttribute('href')
  return href!
}

const LANDING_PAGES = { IWYZE: '/home/save-on-car-cover', OM: '/home/free-life-cover' } as const

test.describe('standards seen from outside', () => {
  test('HTML_CodeSniffer (WCAG 2 AA) and axe-core find nothing on the main pages', async ({
    page,
    company,
  }) => {
    test.setTimeout(120_000)
    const paths = [
      '/',
      '/products',
      '/products/car-insurance',
      '/quote',
      '/contact',
      '/claims',
      '/blogs',
      await firstPostPath(page),
      '/support',
      '/call-back',
      LANDING_PAGES[company],
    ]
    const found: string[] = []
    for (const path of paths) {
      await page.goto(path)
      // Hydrated, with the parts that load on demand (forms, testimonials, the question engine).
      await page.waitForLoadState('networkidle')
      found.push(...(await htmlCodeSnifferErrors(page)).map((error) => `${path}: ${error}`))
      await expectAccessible(page)
    }
    expect(found).toEqual([])
  })

  test('no page raises a content security policy violation', async ({ page }) => {
    test.setTimeout(90_000)
    // Before any script of the page: a refused eval or source is reported only by this event (zod
    // catches its own probe of new Function, so no console error shows it).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener(
        'securitypolicyviolation',
        (event) => seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`),
        true,
      )
    })
    const consoleReports: string[] = []
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) consoleReports.push(message.text())
    })
    const paths = ['/', '/quote', '/contact', '/blogs', '/products/car-insurance', await firstPostPath(page)]
    const violations: string[] = []
    for (const path of paths) {
      await page.goto(path)
      // Hydrated, and the parts that load on demand (forms, the question engine) loaded.
      await page.waitForLoadState('networkidle')
      const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
      violations.push(...seen.map((violation) => `${path}: ${violation}`))
    }
    expect(violations).toEqual([])
    expect(consoleReports).toEqual([])
  })

  test('pages deny the browser features the site does not use, and keep geolocation', async ({ request }) => {
    // A rendered page, the same page from the HTML cache, and a page rendered fresh for a query.
    for (const path of ['/support', '/support', '/support?fresh=1']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const policy = response.headers()['permissions-policy'] ?? ''
      expect(policy, path).toContain('geolocation=(self)')
      for (const feature of ['camera', 'microphone', 'payment', 'usb'])
        expect(policy, path).toContain(`${feature}=()`)
    }
  })
})
