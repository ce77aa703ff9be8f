import type { Locator, Page } from '@playwright/test'
import { isValidPhoneNumber } from '@insure/domain/phone'
import { parseSaIdNumber } from '@insure/domain/sa-id'
import { companySeeds } from '../../api/seed/companies.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const IWYZE_ONLY = { tag: '@iwyze-only' }

/**
 * Shell extras in the browser: the customer-feedback and feedback-slider embeds (shell spec §2), lazy
 * content images (§3), and the developer bar's test-data generator (§4 generateData; forms spec §7).
 */

/**
 * Where each company's pages carry the feedback markers. Seeded today: the IWYZE home page has
 * [[embed:feedback-slider]], the OM home page [[embed:customer-feedback]]. The other two are the
 * markers proposed for the seeds: a last section "What our customers say" on IWYZE's
 * company-information page ([[embed:customer-feedback]]) and on OM's about-the-group page
 * ([[embed:feedback-slider]]).
 */
const FEEDBACK_PAGES = {
  IWYZE: { list: '/company-information', slider: '/' },
  OM: { list: '/', slider: '/about-the-group' },
} as const

/** The slider's interval (SLIDE_INTERVAL_MS in apps/web/app/features/feedback/feedback-slider.tsx). */
const SLIDE_INTERVAL_MS = 7000

const seededFeedback = (company: 'IWYZE' | 'OM') =>
  companySeeds.find((seed) => seed.code === company)!.configuration.customer_feedback

function slider(page: Page) {
  const region = page.getByRole('region', { name: 'Customer feedback' })
  return {
    region,
    slides: region.locator('[aria-roledescription="slide"]'),
    current: region.locator('.feedback-slider__slide--current'),
    next: region.getByRole('button', { name: 'Next' }),
    previous: region.getByRole('button', { name: 'Previous' }),
    play: region.getByRole('button', { name: /^(Pause|Play) automatic slides$/ }),
    live: region.locator('[aria-live]'),
  }
}

async function expectCurrent(current: Locator, position: number, count: number) {
  await expect(current).toHaveAttribute('aria-label', `${position} of ${count}`)
}

test.describe('customer feedback (shell spec §2 embeds)', () => {
  test('customer-feedback lists every testimonial newest first, each rated in stars and words', async ({
    page,
    company,
  }) => {
    const seeded = seededFeedback(company)
    await page.goto(FEEDBACK_PAGES[company].list)
    const list = page.getByRole('list', { name: 'Customer feedback' })
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(seeded.length)
    const dates = await list
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    expect(dates).toEqual([...dates].sort().reverse())
    const newest = [...seeded].sort((a, b) => (a.date < b.date ? 1 : -1))[0]!
    await expect(items.first()).toContainText(newest.quote)
    await expect(items.first().getByRole('img', { name: `Rated ${newest.rating} out of 5` })).toBeVisible()
    for (const item of await items.all()) {
      await expect(item.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveCount(1)
      await expect(item).toContainText(/[1-5] out of 5/)
    }
    await expectAccessible(page)
  })

  test('feedback-slider plays by itself, and stops on hover, on focus, after Pause and for reduced motion', async ({
    page,
    company,
  }) => {
    await page.clock.install()
    await page.goto(FEEDBACK_PAGES[company].slider)
    const { region, slides, current, play } = slider(page)
    const count = seededFeedback(company).length
    await expect(slides).toHaveCount(count)
    // Pause is offered once the slider runs in the browser and may move: a sign it has hydrated.
    await expect(play).toHaveText('Pause automatic slides')
    await expectCurrent(current, 1, count)
    await expect(slides.filter({ visible: true })).toHaveCount(1)
    await page.mouse.move(0, 0)

    await page.clock.fastForward(SLIDE_INTERVAL_MS)
    await expectCurrent(current, 2, count)
    // While it moves by itself, the changes are not announced.
    await expect(slider(page).live).toHaveAttribute('aria-live', 'off')

    await region.hover()
    await page.clock.fastForward(SLIDE_INTERVAL_MS * 2)
    await expectCurrent(current, 2, count)
    await page.mouse.move(0, 0)

    await slider(page).next.focus()
    await page.clock.fastForward(SLIDE_INTERVAL_MS * 2)
    await expectCurrent(current, 2, count)
    await slider(page).next.blur()

    await play.press('Enter')
    await expect(play).toHaveText('Play automatic slides')
    await play.blur()
    await page.mouse.move(0, 0)
    await page.clock.fastForward(SLIDE_INTERVAL_MS * 2)
    await expectCurrent(current, 2, count)
    await play.press('Enter')
    await expect(play).toHaveText('Pause automatic slides')
    await play.blur()

    // Reduced motion: no Pause button, and it no longer moves by itself.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(play).toHaveCount(0)
    await page.clock.fastForward(SLIDE_INTERVAL_MS * 3)
    await expectCurrent(current, 2, count)
    await expectAccessible(page)
  })

  test('feedback-slider by keyboard: Next, Previous, the dots, arrows, Home and End; changes announced', async ({
    page,
    company,
  }) => {
    await page.goto(FEEDBACK_PAGES[company].slider)
    const { slides, current, next, previous, play, live, region } = slider(page)
    const count = seededFeedback(company).length
    await expect(play).toBeVisible() // hydrated
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(play).toHaveCount(0)

    await next.focus()
    await page.keyboard.press('Enter')
    await expectCurrent(current, 2, count)
    await expect(live).toHaveAttribute('aria-live', 'polite')
    await expect(live).toContainText(`Feedback 2 of ${count}:`)
    await page.keyboard.press('ArrowLeft')
    await expectCurrent(current, 1, count)
    await page.keyboard.press('End')
    await expectCurrent(current, count, count)
    await page.keyboard.press('ArrowRight')
    await expectCurrent(current, 1, count)
    await previous.focus()
    await page.keyboard.press('Space')
    await expectCurrent(current, count, count)
    await page.keyboard.press('Home')
    await expectCurrent(current, 1, count)

    // Tab from Previous reaches the first dot; each dot names the testimonial it shows.
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: `Show feedback 1 of ${count}` })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: `Show feedback 3 of ${count}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectCurrent(current, 3, count)
    await expect(region.getByRole('button', { name: `Show feedback 3 of ${count}` })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(region.getByRole('button', { name: `Show feedback 1 of ${count}` })).not.toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(slides.filter({ visible: true })).toHaveCount(1)
    await expect(current.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('lazy-load settings (shell spec §3, §9)', () => {
  test('the product hero image stays eager', async ({ page }) => {
    await page.goto('/products/car-insurance')
    const hero = page.locator('.product-banner__image img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
  })

  test(
    'a content image waits behind the placeholder until it is within 100 px of the viewport',
    IWYZE_ONLY,
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 500 })
      await page.goto('/post/iwyze-launches-online-claim-tracking')
      const image = page.locator('.rich-text img[alt^="A car on the open road"]')
      await expect(image).toHaveAttribute('src', '/images/lazy-placeholder.svg')
      await expect(image).toHaveAttribute('data-src', '/images/products/car-desktop.svg')
      // Without JavaScript the <noscript> copy loads it.
      await expect(page.locator('.rich-text noscript')).toHaveCount(1)
      const placeImageBelowViewport = (gap: number) =>
        page.evaluate((gap) => {
          const top = document.querySelector('.rich-text img[alt^="A car"]')!.getBoundingClientRect().top
          window.scrollBy(0, top - window.innerHeight - gap)
        }, gap)
      await placeImageBelowViewport(250)
      await page.waitForTimeout(300)
      await expect(image).toHaveAttribute('src', '/images/lazy-placeholder.svg')
      await placeImageBelowViewport(60)
      await expect(image).toHaveAttribute('src', '/images/products/car-desktop.svg')
      await expect(image).toHaveAttribute('data-loaded', '')
      await expectAccessible(page)
    },
  )
})

test.describe('test-data generator (shell spec §4 generateData; forms spec §7)', () => {
  test('without the generateData flag the developer bar has no generator', async ({ page }) => {
    await page.goto('/company-information')
    const bar = page.getByRole('complementary', { name: 'Developer bar' })
    await expect(bar.getByTestId('developer-session-id')).toHaveText(/^[A-Za-z0-9_-]{16,}$/)
    await expect(bar.getByRole('button', { name: 'Generate test person' })).toHaveCount(0)
  })

  // The generator is the same for every company: checked on IWYZE (playwright.config.ts tags).
  test(
    '?ff=generateData&minAge=30&maxAge=35 generates a person aged 30 to 35 with a valid ID number',
    {
      tag: '@iwyze-only',
    },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto('/?ff=generateData&minAge=30&maxAge=35')
      const bar = page.getByRole('complementary', { name: 'Developer bar' })
      const generator = bar.getByRole('region', { name: 'Test data' })
      await expect(generator).toContainText('Ages 30 to 35')

      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().includes('/wyzeapi/test-data/person')),
        generator.getByRole('button', { name: 'Generate test person' }).click(),
      ])
      const asked = new URL(response.url()).searchParams
      expect([asked.get('minAge'), asked.get('maxAge')]).toEqual(['30', '35'])
      expect(response.status()).toBe(200)

      const value = (name: string) => generator.getByTestId(`test-person-${name}`)
      await expect(value('id-number')).toHaveText(/^\d{13}$/)
      const idNumber = (await value('id-number').textContent())!
      const today = new Date()
      const details = parseSaIdNumber(idNumber, today)
      expect(details).not.toBeNull()
      expect(details!.isCitizen).toBe(true)
      await expect(value('date-of-birth')).toHaveText(details!.dateOfBirth)
      await expect(value('gender')).toHaveText(details!.gender)
      const [year, month, day] = details!.dateOfBirth.split('-').map(Number) as [number, number, number]
      const birthdayPassed =
        today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day)
      const age = today.getFullYear() - year - (birthdayPassed ? 0 : 1)
      expect(age).toBeGreaterThanOrEqual(30)
      expect(age).toBeLessThanOrEqual(35)
      await expect(generator.getByRole('status')).toContainText(`aged ${age}`)

      expect(isValidPhoneNumber((await value('phone').textContent())!)).toBe(true)
      await expect(value('email')).toHaveText(/@example\.com$/)
      await expect(value('name')).not.toBeEmpty()
      await expect(value('surname')).not.toBeEmpty()

      await generator.getByRole('button', { name: 'Copy ID number' }).click()
      await expect(generator.getByRole('status')).toContainText('ID number copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(idNumber)

      // Never tracked: the made-up person is not in the data layer.
      const dataLayer = await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
      )
      expect(dataLayer).not.toContain(idNumber)
      await expectAccessible(page)
    },
  )
})
