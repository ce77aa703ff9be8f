import { expect, expectAccessible, test } from './fixtures.ts'

/** The IWYZE server started with CALL_CENTRE=1 (playwright.config.ts). Shell spec §2, §6. */
test.describe('call-centre mode', () => {
  for (const path of ['/', '/products/car-insurance', '/contact', '/blogs', '/no-such-page', '/404']) {
    test(`${path} goes to callcenter/quote`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/callcenter\/quote$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call-centre quote')
    })
  }

  for (const path of [
    '/support/tips-and-tools/tips/hiv-testing-locations',
    '/error/life-premium-not-qual',
    '/error/life-exceeds-range',
  ]) {
    test(`${path} stays`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    })
  }

  test('hides header, menu, footer, floating button and cookie banner; creates no server session', async ({
    page,
  }) => {
    await page.goto('/callcenter/quote')
    await page.waitForFunction(() => sessionStorage.getItem('session'))
    await expect(page.locator('.top-bar, .main-menu, footer, .floating-button, .cookie-banner')).toHaveCount(
      0,
    )
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
    expect(session.callcentre).toBe(true)
    expect(session.hashedSessionId).toBeUndefined()
    await expectAccessible(page)
  })

  test('takes the company and the launch parameters from the link; the developer bar shows them', async ({
    page,
  }) => {
    await page.goto('/callcenter/quote/wb-token-123?cpy=Old%20Mutual&agent=AG42&lead_id=L9&mobile=0821234567')
    await expect(page.getByText('Company:')).toContainText('Old Mutual')
    const bar = page.getByRole('complementary', { name: 'Developer bar' })
    await expect(bar).toContainText('Call-centre mode')
    await expect(bar).toContainText('wb-token-123')
    await expect(bar).toContainText('AG42')
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
    expect(session.connexData).toMatchObject({ company: 'Old Mutual', agent: 'AG42', lead_id: 'L9' })
    // The company stays for the rest of the visit.
    await page.goto('/callcenter/quote')
    await expect(page.getByText('Company:')).toContainText('Old Mutual')
  })
})
