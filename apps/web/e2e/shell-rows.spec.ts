import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'

/**
 * Rows of the shell spec that issue 24 completes, each as a visitor sees it: the quoted product's
 * disclaimer (§2 footer), a route remounted by a change of query string (§2), the analytics identify
 * and click fields (§7), prepopInfo to the external platform (§6), the session's fields (§3).
 */

/** Tests of what is the same on both companies run once (playwright.config.ts: OM leaves them out). */
const IWYZE_ONLY = { tag: '@iwyze-only' }

/** Waits until the quote page answers to input (hydrated), so a click is not lost to hydration. */
async function hydrated(page: Page) {
  await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
}

const footerDisclaimer = (page: Page) => page.locator('.site-footer__disclaimer')

test.describe("the quote page's footer shows the quoted product's disclaimer (shell spec §2)", () => {
  test('car, then GAP, then no product', IWYZE_ONLY, async ({ page }) => {
    await page.goto('/quote?product=car')
    // The server's HTML already has it: the disclaimer does not wait for script.
    await expect(footerDisclaimer(page)).toHaveText(/^iWYZE Car Insurance is underwritten/)
    await hydrated(page)
    await page.getByRole('radio', { name: 'GAP Cover', exact: true }).check()
    await expect(page).toHaveURL(/\/quote\?product=gap$/)
    await expect(footerDisclaimer(page)).toHaveText(/^iWYZE GAP Cover is a health insurance product/)
    await expectAccessible(page)
    await page.goto('/quote')
    await expect(footerDisclaimer(page)).toHaveText(/^iWYZE insurance products are underwritten/)
  })
})

test.describe('a route is reused only when its URL is identical (shell spec §2)', () => {
  test('a change of query string remounts the page; the same URL keeps it', IWYZE_ONLY, async ({ page }) => {
    await page.goto('/quote')
    await hydrated(page)
    // A mark on the routed page's element: a remount makes a new element, without it.
    await page.evaluate(() => document.querySelector('main')!.setAttribute('data-mark', 'first mount'))
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/quote#content$/)
    await expect(page.locator('main[data-mark="first mount"]')).toHaveCount(1)
    await page.getByRole('radio', { name: 'Funeral Cover', exact: true }).check()
    await expect(page).toHaveURL(/\/quote\?product=funeral$/)
    await expect(page.getByLabel('How old are you?')).toBeVisible()
    await expect(page.locator('main[data-mark]')).toHaveCount(0)
  })
})

/** The data layer's entries so far. */
function dataLayer(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
}

test.describe('analytics identify and click fields (shell spec §7)', () => {
  test(
    'after a call-back, with cookies accepted: identify with keyed hashes; clicks with ucId and subProduct',
    IWYZE_ONLY,
    async ({ page }) => {
      await page.goto('/call-back?ucid=spring-campaign')
      await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId)
      await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click()
      const form = page.locator('.call-me-back')
      await form.getByLabel('Name', { exact: true }).fill('Thandi')
      await form.getByLabel('Surname').fill('Mokoena')
      await form.getByLabel('Cellphone number').fill('0821234567')
      await form.getByLabel('Email').fill('thandi@example.co.za')
      await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
      const answered = page.waitForResponse('**/wyzeapi/cc/submitCallback')
      await form.getByRole('button', { name: 'CALL ME BACK' }).click()
      const receipt = (await (await answered).json()).data as { contactReferenceId: string }
      await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()

      const layer = await dataLayer(page)
      // Only the spec's fields: the mobile as the API's keyed hash, no ID number given, so no citizenId.
      expect(layer.filter((entry) => entry.event === 'identify')).toEqual([
        {
          event: 'identify',
          mobile: receipt.contactReferenceId,
          name: 'Thandi',
          surname: 'Mokoena',
          email: 'thandi@example.co.za',
        },
      ])
      expect(layer.filter((entry) => entry.event === 'callback_submit')).toEqual([
        expect.objectContaining({ product: 'car', subProduct: null, ucId: 'spring-campaign' }),
      ])
      expect(JSON.stringify(layer)).not.toContain('821234567')
      await expectAccessible(page)
    },
  )

  test('without the cookie banner accepted, no identify', IWYZE_ONLY, async ({ page }) => {
    await page.goto('/call-back')
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId)
    const form = page.locator('.call-me-back')
    await form.getByLabel('Name', { exact: true }).fill('Sipho')
    await form.getByLabel('Surname').fill('Dlamini')
    await form.getByLabel('Cellphone number').fill('0831234567')
    await form.getByLabel('Email').fill('sipho@example.co.za')
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    await form.getByRole('button', { name: 'CALL ME BACK' }).click()
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
    const layer = await dataLayer(page)
    expect(layer.some((entry) => entry.event === 'callback_submit')).toBe(true)
    expect(layer.some((entry) => entry.event === 'identify')).toBe(false)
  })
})

test.describe('the product banner sends prepopInfo to the external platform (shell spec §2, §6)', () => {
  test("the session's contact, encoded, with the other start parameters", IWYZE_ONLY, async ({ page }) => {
    await page.goto('/products/car-insurance?ff=external_flow')
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId)
    // The contact a claim keeps in the session (forms spec §4).
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('session')!)
      const contact = {
        name: 'Thandi',
        surname: 'Mokoena',
        email: 'thandi@example.co.za',
        mobile: '0821234567',
      }
      sessionStorage.setItem('session', JSON.stringify({ ...session, contact }))
    })
    await page.reload()
    const start = page.locator('.product-banner').getByRole('link', { name: 'Start quote' })
    await expect(start).toHaveAttribute('href', /prepopInfo=/)
    const href = new URL((await start.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://sales.example.co.za/start')
    const prepopInfo = await page.evaluate((encoded) => {
      const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown
    }, href.searchParams.get('prepopInfo')!)
    expect(prepopInfo).toEqual({ name: 'Thandi', surname: 'Mokoena', mobileNumber: '0821234567' })
    expect(href.searchParams.get('product')).toBe('car')
    expect(href.searchParams.get('cpy')).toBe('IWYZE')
    await expectAccessible(page)
  })
})
