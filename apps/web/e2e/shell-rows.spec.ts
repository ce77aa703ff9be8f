import type { Page } from '@playwright/test'
import { expect, expectAccessible, sessionReady, test } from './fixtures.ts'

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
    await expect(footerDisclaimer(page)).toHaveText(
      /^iWYZE Car Insurance: excesses and limits apply\. Car Insurance is underwritten by .*, a licensed non-life insurer/,
    )
    await hydrated(page)
    await page.getByRole('radio', { name: 'GAP Cover', exact: true }).check()
    await expect(page).toHaveURL(/\/quote\?product=gap$/)
    await expect(footerDisclaimer(page)).toHaveText(/^iWYZE GAP Cover is a health insurance product/)
    await expectAccessible(page)
    // Without a product the server renders the company's own disclaimer (the browser then goes on to
    // the session's product, GAP here, as a reload does).
    const html = await (await page.request.get('/quote')).text()
    expect(html).toContain('<p class="site-footer__disclaimer">iWYZE sells insurance online and by phone.')
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
      await sessionReady(page)
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
    await sessionReady(page)
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
    // Once the session has its products, the visit's start is over and nothing else writes it.
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').products)
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

/** The session stored in this tab, once the server has it. */
async function storedSession(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').products)
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!) as Record<string, unknown>)
}

test.describe("the session's fields (shell spec §3)", () => {
  test(
    'products, footer, and the quick quote result, its cover and its backup',
    IWYZE_ONLY,
    async ({ page }) => {
      const created = page.waitForResponse('**/wyzeapi/session/create')
      await page.goto('/quote?product=funeral')
      // Forms spec §7: session/create answers data.hashedSessionId as a list.
      const receipt = (await (await created).json()).data as { hashedSessionId: unknown }
      expect(receipt.hashedSessionId).toEqual([expect.stringMatching(/^[\w-]{22}$/)])
      const first = await storedSession(page)
      expect(first.hashedSessionId).toBe((receipt.hashedSessionId as string[])[0])
      // All products (A/product/all), and the footer's product items as the footer shows them.
      expect(first.products).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ internalName: 'FUNERAL', productcode: 'funeral', active: true }),
        ]),
      )
      // The configuration's footer product items, of which the footer shows the active ones.
      expect(first.footer).toEqual(
        expect.arrayContaining([
          { id: 1, name: 'car', title: 'Car Insurance' },
          { id: 5, name: 'funeral', title: 'Funeral Cover' },
        ]),
      )
      for (const title of ['Car Insurance', 'Funeral Cover']) {
        await expect(page.locator('footer').getByRole('link', { name: title, exact: true })).toBeVisible()
      }
      expect(first.resumeQuote).toBeNull()

      await hydrated(page)
      await page.getByLabel('How old are you?').fill('40')
      await page.getByRole('checkbox', { name: 'Just me', exact: true }).check()
      await page.getByRole('radio', { name: 'R20 000', exact: true }).check()
      await page.getByRole('checkbox', { name: 'I agree' }).check()
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await expect(page.getByRole('heading', { name: 'Your premium' })).toBeVisible({ timeout: 15_000 })
      const afterQuote = await storedSession(page)
      // The cover of the quote (R20 000), as its value holds it.
      expect(afterQuote.selectedCover).toBe((afterQuote.qqValue as { cover: number }).cover)
      expect(afterQuote.selectedCover).toBeGreaterThan(0)
      expect(afterQuote.qqResultBackup).toBeNull()
      const firstResult = afterQuote.qqResult

      // Changing the answers keeps the result shown as the backup.
      await page.getByRole('button', { name: 'Change my answers' }).click()
      await expect(page.getByRole('button', { name: 'Get my quote' })).toBeVisible()
      const changing = await storedSession(page)
      expect(changing.qqResult).toBeNull()
      expect(changing.qqResultBackup).toEqual(firstResult)
    },
  )

  test(
    'a product-list failure is logged only, for a visitor',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      await page.route('**/wyzeapi/product/all*', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"Down"}' }),
      )
      await page.goto('/')
      await expect
        .poll(() => consoleErrors.some((line) => line.includes('The product list could not be loaded')))
        .toBe(true)
      await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0)
      consoleErrors.splice(0)
    },
  )
})

test.describe('content links to the legal page only where it opens (shell spec §2 guard)', () => {
  test(
    'OM home: the words without the legal flag, the link with it',
    { tag: '@om-only' },
    async ({ page }) => {
      const legalLinks = page.locator('.rich-text a[href="/products/legal-insurance"]')
      await page.goto('/')
      await expect(page.locator('.rich-text').getByText('Legal insurance').first()).toBeVisible()
      await expect(legalLinks).toHaveCount(0)
      await expectAccessible(page)
      await page.goto('/?ff=legal')
      await expect(legalLinks.first()).toBeVisible()
      await legalLinks.first().click()
      await expect(page).toHaveURL(/\/products\/legal-insurance$/)
    },
  )
})
