import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, expectNoHtmlCodeSnifferErrors, test } from './fixtures.ts'
import { buyNow, funeralQuickQuote } from './full-quote-journey.ts'

/**
 * The storefront and the shell on a phone without JavaScript (issue 25): the home page opens with
 * the company's promise, a product choice and Get a quote, all above the fold; the button starts the
 * chosen product's quote; the Menu opens; "Need Assistance?" covers no field.
 */

const PHONE = { width: 375, height: 812 } as const
const PROMISES = {
  IWYZE: 'Insurance without the fuss',
  OM: 'Cover that looks after your family, today and tomorrow',
} as const
const PRODUCT_QUESTION = 'Which product would you like a quote for?'
/** Life as each company names it (its product pages' titles). */
const LIFE = { IWYZE: 'Life Insurance', OM: 'Life Cover' } as const

/** The control is on the first screen and nothing is drawn over its centre. */
async function expectAboveTheFoldAndUncovered(page: Page, control: Locator, name: string) {
  const box = await control.boundingBox()
  expect(box, `${name} is laid out`).not.toBeNull()
  expect(box!.y, `${name}'s top`).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${name}'s bottom, on a ${PHONE.height} px screen`).toBeLessThanOrEqual(
    PHONE.height,
  )
  const onTop = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return top !== null && (element === top || element.contains(top) || top.contains(element))
  })
  expect(onTop, `${name} is not covered`).toBe(true)
}

/**
 * The help button's box against every field's, with each field scrolled to the foot and to the top
 * of the screen in turn (where a floating button would sit over it): the boxes that meet.
 */
async function fieldsUnderTheHelpButton(page: Page): Promise<string[]> {
  const help = page.locator('.floating-button__toggle')
  await expect(help).toHaveText('Need Assistance?')
  return page.evaluate(() => {
    const help = document.querySelector('.floating-button__toggle')!
    const fields = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
      // Fields a person can see: not hidden, not inside a closed <details> (Save and continue later).
    ].filter(
      (field) =>
        field.type !== 'hidden' &&
        field.getClientRects().length > 0 &&
        field.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }),
    )
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const covered: string[] = []
    for (const field of fields) {
      for (const block of ['end', 'start', 'center'] as const) {
        field.scrollIntoView({ block })
        if (meets(help.getBoundingClientRect(), field.getBoundingClientRect()))
          covered.push(`${field.id || field.getAttribute('name')} (${block})`)
      }
    }
    return covered
  })
}

test.describe('the storefront on a phone without JavaScript (issue 25)', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the home page opens with the promise, a product choice and Get a quote, above the fold', async ({
    page,
    company,
  }) => {
    await page.goto('/')
    const promise = page.getByRole('heading', { level: 1 })
    await expect(promise).toHaveText(PROMISES[company])
    const choice = page.getByLabel(PRODUCT_QUESTION)
    const button = page.getByRole('button', { name: 'Get a quote' })
    await expectAboveTheFoldAndUncovered(page, promise, 'the promise')
    await expectAboveTheFoldAndUncovered(page, choice, 'the product choice')
    await expectAboveTheFoldAndUncovered(page, button, 'Get a quote')
    // The company's products sold online, in its order: the ones its quote page offers.
    await expect(choice.getByRole('option')).toContainText(['Car Insurance', LIFE[company], 'Funeral Cover'])
    await expectAccessible(page)
  })

  test('Get a quote starts the chosen product’s quote', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel(PRODUCT_QUESTION).selectOption({ label: 'Funeral Cover' })
    await page.getByRole('button', { name: 'Get a quote' }).click()
    await expect(page).toHaveURL(/\/quote\?product=funeral$/)
    await expect(page.getByRole('radio', { name: 'Funeral Cover', exact: true })).toBeChecked()
  })

  test('a product page leads with Start quote, which starts the product chosen in its banner', async ({
    page,
    company,
  }) => {
    await page.goto('/products/car-insurance')
    const banner = page.locator('.product-banner')
    const start = banner.getByRole('button', { name: 'Start quote' })
    await expectAboveTheFoldAndUncovered(page, start, 'Start quote')
    await banner.getByLabel('Product').selectOption({ label: 'Funeral Cover' })
    await start.click()
    await expect(page).toHaveURL(/\/quote\?product=funeral$/)
    await expect(page.getByRole('radio', { name: 'Funeral Cover', exact: true })).toBeChecked()
    // LIFE sets the drop-off state (shell spec §2), without script as with it.
    await page.goto('/products/car-insurance')
    await banner.getByLabel('Product').selectOption({ label: LIFE[company] })
    await banner.getByRole('button', { name: 'Start quote' }).click()
    await expect(banner.locator('.product-banner__drop-off')).toContainText(
      'Life cover is arranged with one of our consultants',
    )
  })

  test('the Menu opens, by touch and by keyboard', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    const full = menu.locator('.full-navigation')
    await expect(full).toBeHidden()
    await menu.locator('summary', { hasText: 'Menu' }).click()
    await expect(full.getByRole('link', { name: 'Car Insurance' })).toBeVisible()
    await expectAccessible(page)
    await menu.locator('summary', { hasText: 'Menu' }).click()
    await expect(full).toBeHidden()
    await menu.locator('summary', { hasText: 'Menu' }).focus()
    await page.keyboard.press('Enter')
    await expect(full.getByRole('link', { name: 'Car Insurance' })).toBeVisible()
  })

  test('"Need Assistance?" is a link to the call-back form, and covers no field of the quote', async ({
    page,
  }) => {
    await page.goto('/quote?product=funeral')
    expect(await fieldsUnderTheHelpButton(page)).toEqual([])
    await page.getByRole('link', { name: 'Need Assistance?' }).click()
    await expect(page).toHaveURL(/\/call-back$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call me back')
    expect(await fieldsUnderTheHelpButton(page)).toEqual([])
  })

  test(
    '"Need Assistance?" covers no field of a full-quote page',
    { tag: '@iwyze-only' },
    async ({ page, browser }) => {
      test.setTimeout(90_000)
      // The quick quote is got with script (its captcha), then the same browser goes on without.
      // On a desktop: the quick quote's steps go through the desktop menu.
      const withScript = await browser.newContext({
        javaScriptEnabled: true,
        viewport: { width: 1280, height: 720 },
      })
      let hashedQuoteId: string
      try {
        const quickQuote = await withScript.newPage()
        await funeralQuickQuote(quickQuote, 40, ['Just me'])
        hashedQuoteId = await buyNow(quickQuote)
        await page.context().addCookies(await withScript.cookies())
      } finally {
        await withScript.close()
      }
      await page.goto(`/resume-quote/${hashedQuoteId}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you buy')
      expect(await fieldsUnderTheHelpButton(page)).toEqual([])
      // The step tracker is one line on a phone.
      const tracker = page.getByRole('navigation', { name: 'Your progress' })
      const box = await tracker.boundingBox()
      expect(box!.height).toBeLessThanOrEqual(32)
    },
  )
})

test.describe('the storefront with JavaScript, on a phone', () => {
  test.use({ viewport: PHONE })

  test('HTML_CodeSniffer (WCAG 2 AA) finds nothing on the home page; Get a quote starts the quote', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expectNoHtmlCodeSnifferErrors(page)
    await expectAccessible(page)
    await page.getByLabel(PRODUCT_QUESTION).selectOption({ label: 'Car Insurance' })
    await page.getByRole('button', { name: 'Get a quote' }).click()
    await expect(page).toHaveURL(/\/quote\?product=car$/)
    await expect(page.getByRole('radio', { name: 'Car Insurance', exact: true })).toBeChecked()
  })

  test('"Need Assistance?" offers Quick Quote and Call me back in the flow at the foot of the page', async ({
    page,
  }) => {
    await page.goto('/quote')
    const toggle = page.getByRole('button', { name: 'Need Assistance?' })
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Quick Quote' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Call me back' })).toBeVisible()
    const position = await page
      .locator('.floating-button')
      .evaluate((element) => getComputedStyle(element).position)
    expect(position).toBe('static')
  })
})
