import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { idNumberAged } from './full-quote-journey.ts'

/**
 * A funeral policy bought by keyboard alone on a 375 px phone (issue 25, docs/decisions/021): no
 * click, only `page.keyboard`. On every page: after a page change focus is on its heading, after a
 * failed Continue on the error summary; the control that has focus is never under the sticky header
 * or the cookie banner (left unaccepted all the way, as a new buyer leaves it); and at 200% text no
 * page scrolls sideways nor hides a control under a bar. The key presses are counted and logged.
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const AGE = 40
const ERROR_SUMMARY = 'There is a problem'
/** Most Tab presses to reach a control on one page before the test says it cannot be reached. */
const MOST_TABS = 80

test.use({ viewport: { width: 375, height: 812 } })

/** The keyboard, counted: every key press of the purchase (a typed character is one). */
class Keyboard {
  presses = 0
  /** Of them: Tab and Shift+Tab, and characters typed. */
  tabs = 0
  typed = 0
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1
    if (key.endsWith('Tab')) this.tabs += 1
    await this.page.keyboard.press(key)
  }

  async type(text: string) {
    this.presses += text.length
    this.typed += text.length
    await this.page.keyboard.type(text)
  }

  /** Tab (or Shift+Tab) until `target` has focus, checking at each stop that nothing covers it. */
  async tabTo(target: Locator, backwards = false) {
    for (let tabs = 0; tabs < MOST_TABS; tabs += 1) {
      await this.press(backwards ? 'Shift+Tab' : 'Tab')
      await expectFocusUncovered(this.page)
      if (await isFocused(target)) return
    }
    throw new Error(`${target.toString()} not reached in ${MOST_TABS} Tab presses on ${this.page.url()}`)
  }

  /** A radio of a group chosen: Tab into the group, then arrows until it is the one checked. */
  async chooseRadio(radio: Locator) {
    const name = await radio.getAttribute('name')
    const group = this.page.locator(`input[type="radio"][name="${name}"]`)
    await this.tabTo(group.and(this.page.locator(':focus')))
    for (let moves = 0; moves < 12 && !(await isFocused(radio)); moves += 1) {
      await this.press('ArrowDown')
      await expectFocusUncovered(this.page)
    }
    await expect(radio).toBeFocused()
    // Arrows check the radio they reach; a first stop on an unchecked group needs Space.
    if (!(await radio.isChecked())) await this.press('Space')
    await expect(radio).toBeChecked()
  }

  /** A box ticked: Tab to it, Space. */
  async tick(checkbox: Locator) {
    await this.tabTo(checkbox)
    await this.press('Space')
    await expect(checkbox).toBeChecked()
  }

  /** A field filled: Tab to it, type. */
  async fill(field: Locator, text: string) {
    await this.tabTo(field)
    await this.type(text)
  }

  /** An option of a list chosen: Tab to it, Home, then ArrowDown until the option shows. */
  async choose(select: Locator, label: string | RegExp) {
    await this.tabTo(select)
    await this.press('Home')
    for (let moves = 0; moves < 60; moves += 1) {
      const shown = await select.evaluate(
        (element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '',
      )
      if (typeof label === 'string' ? shown === label : label.test(shown)) return
      await this.press('ArrowDown')
    }
    throw new Error(`option ${String(label)} not found`)
  }

  /** A button pressed: Tab to it, Enter. */
  async activate(button: Locator) {
    await this.tabTo(button)
    await this.press('Enter')
  }
}

/** Whether `target` (any of its matches) has focus; never waits for it to exist. */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))
}

/**
 * The focused element's box against the bars that stay on the screen as the page scrolls: the main
 * menu while it is sticky or fixed, and the cookie banner. Gives what overlaps, empty when nothing does.
 */
async function focusCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body) return []
    const box = focused.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return []
    const bars = [...document.querySelectorAll<HTMLElement>('.main-menu, .cookie-banner')]
    return bars.flatMap((bar) => {
      if (bar.contains(focused)) return []
      const { position } = getComputedStyle(bar)
      if (position !== 'fixed' && position !== 'sticky') return []
      const cover = bar.getBoundingClientRect()
      const overlaps =
        box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom
      const name = focused.getAttribute('name') ?? focused.id ?? focused.tagName
      return overlaps
        ? [
            `${focused.tagName.toLowerCase()} ${name} (${Math.round(box.top)}–${Math.round(box.bottom)}) under .${bar.className.split(' ')[0]} (${Math.round(cover.top)}–${Math.round(cover.bottom)})`,
          ]
        : []
    })
  })
}

/** The next frame: what the person sees once the browser has scrolled to the control focused. */
async function nextFrame(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

async function expectFocusUncovered(page: Page) {
  await nextFrame(page)
  expect(await focusCovers(page), `the focused control is covered on ${page.url()}`).toEqual([])
}

/**
 * The page at 200% text: nothing wider than the screen, and every control, focused in order and
 * back again as Tab and Shift+Tab would (by script: these are not the buyer's key presses), clear of
 * the bars. The text goes back to 100% after, and focus to where it was.
 */
async function expectReadableAt200(page: Page) {
  // As a person's text size setting does (an inline style: the page's CSP refuses a style element).
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  try {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `sideways scroll at 200% text on ${page.url()}`).toBeLessThanOrEqual(0)
    const covered = await page.evaluate(async () => {
      const was = document.activeElement as HTMLElement | null
      // What a person sees and Tab reaches: not the links of a closed disclosure (the header's Menu,
      // a <details>), which keep a box but are hidden from sight and from the keyboard.
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea',
        ),
      ].filter((element) => element.tabIndex >= 0 && element.checkVisibility())
      const found: string[] = []
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      // The bars measured again at the new text size.
      await frame()
      await frame()
      for (const element of [...controls, ...controls.slice().reverse()]) {
        element.focus()
        await frame()
        await frame()
        const box = element.getBoundingClientRect()
        for (const bar of document.querySelectorAll<HTMLElement>('.main-menu, .cookie-banner')) {
          if (bar.contains(element)) continue
          const { position } = getComputedStyle(bar)
          if (position !== 'fixed' && position !== 'sticky') continue
          const cover = bar.getBoundingClientRect()
          if (
            box.left < cover.right &&
            cover.left < box.right &&
            box.top < cover.bottom &&
            cover.top < box.bottom
          )
            found.push(
              `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 30)}"`,
            )
        }
      }
      was?.focus()
      return found
    })
    expect(covered, `controls under a bar at 200% text on ${page.url()}`).toEqual([])
  } finally {
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'))
  }
}

/** A new page of the quote: its address, focus on its heading, readable at 200% text, axe. */
async function arriveAt(page: Page, code: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/quote/[\\w-]+/${code}(?:\\?.*)?$`))
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(heading)
  await expect(h1, `focus on the heading of ${code}`).toBeFocused()
  await expectReadableAt200(page)
  await expectAccessible(page)
  await expect(h1).toBeFocused()
}

/**
 * `button` pressed with the page not filled in: the error summary takes focus, each of its links
 * leads to a field marked invalid (aria-invalid) whose description (aria-describedby) is the same
 * message; gives the messages.
 */
async function failContinue(keys: Keyboard, page: Page, button: string): Promise<string[]> {
  await keys.activate(page.getByRole('button', { name: button, exact: true }).last())
  const summary = page.getByRole('alert', { name: ERROR_SUMMARY })
  await expect(summary, `focus on the error summary after a failed ${button}`).toBeFocused()
  const links = await summary.getByRole('link').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const target = document.getElementById(decodeURIComponent((anchor as HTMLAnchorElement).hash.slice(1)))
      const control = target?.matches('[aria-invalid="true"]')
        ? target
        : target?.querySelector<HTMLElement>('[aria-invalid="true"]')
      const described = (control?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
      return { message: anchor.textContent ?? '', invalid: Boolean(control), described }
    }),
  )
  expect(links.length, `the error summary's links on ${page.url()}`).toBeGreaterThan(0)
  for (const link of links) {
    expect(link.invalid, `"${link.message}" leads to a field marked invalid`).toBe(true)
    // Its own message, or a group's over several fields (beneficiaries: one named at least).
    expect(link.described.join(' '), `"${link.message}" leads to a field with its message`).not.toBe('')
  }
  await expectAccessible(page)
  return links.map((link) => link.message)
}

test.describe('buying by keyboard alone on a 375 px phone', () => {
  test('funeral, from the quote page to the policy', IWYZE_ONLY, async ({ page }) => {
    test.setTimeout(180_000)
    const keys = new Keyboard(page)

    // The quote page; the cookie banner shows and stays.
    await page.goto('/quote?product=funeral')
    await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible()

    // The skip link is the first stop, and goes to the content.
    await keys.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await keys.press('Enter')
    await expect(page.locator('#content')).toBeFocused()
    await expectReadableAt200(page)

    // The quick quote.
    await keys.chooseRadio(page.getByRole('radio', { name: 'Funeral Cover', exact: true }))
    await keys.fill(page.getByLabel('How old are you?'), String(AGE))
    await keys.tick(page.getByRole('checkbox', { name: 'Just me', exact: true }))
    await keys.chooseRadio(page.getByRole('radio', { name: 'R20 000', exact: true }))
    await keys.tick(page.getByRole('checkbox', { name: 'I agree' }))
    await keys.activate(page.getByRole('button', { name: 'Get my quote' }))
    await expect(page.locator('.quote-result__premium')).toBeVisible({ timeout: 20_000 })
    await keys.activate(page.getByRole('button', { name: 'BUY NOW' }))

    // Before you buy.
    await arriveAt(page, 'disclaimer', 'Before you buy')
    await failContinue(keys, page, 'Continue')
    const yesNo = page.locator('fieldset.choice')
    for (let question = 0; question < (await yesNo.count()); question += 1) {
      const group = yesNo.nth(question)
      const legend = (await group.locator('legend').textContent()) ?? ''
      const answer = /cancelled or refused|declined/i.test(legend) ? 'No' : 'Yes'
      await keys.chooseRadio(group.getByRole('radio', { name: answer, exact: true }))
    }
    const confirmations = page.locator('form input[type="checkbox"]')
    for (let box = 0; box < (await confirmations.count()); box += 1) await keys.tick(confirmations.nth(box))
    await keys.activate(page.getByRole('button', { name: 'Continue', exact: true }))

    // About you.
    await arriveAt(page, 'personal-information', 'About you')
    await failContinue(keys, page, 'Continue')
    await keys.choose(page.getByLabel('Title'), 'Ms')
    await keys.fill(page.getByLabel('First name'), 'Thandiwe')
    await keys.fill(page.getByLabel('Surname'), 'Mokoena')
    // A woman's ID number: the title Ms must fit it (the title rule).
    await keys.fill(page.getByLabel('ID number'), idNumberAged(AGE, new Date(), 'female'))
    await keys.fill(page.getByLabel('Email'), 'thandiwe@example.co.za')
    await keys.fill(page.getByLabel('Mobile number'), '0825550101')
    await keys.activate(page.getByRole('button', { name: 'Continue', exact: true }))

    // Beneficiaries.
    await arriveAt(page, 'beneficiaries', 'Beneficiaries')
    await failContinue(keys, page, 'Continue')
    const row = page.getByRole('group', { name: 'Beneficiary 1' })
    await keys.fill(row.getByLabel('First name'), 'Lerato')
    await keys.fill(row.getByLabel('Surname'), 'Mokoena')
    await keys.choose(row.getByLabel('Gender'), 'Female')
    // A date field takes its parts in the browser's order (en-US: month, day, year).
    await keys.fill(row.getByLabel('Date of birth'), '07041990')
    await keys.fill(row.getByLabel('Percentage of the benefit'), '100')
    await keys.choose(row.getByLabel(/Relationship|Relation to you/), /Sister|Sibling/)
    await keys.activate(page.getByRole('button', { name: 'Continue', exact: true }).last())

    // The premium.
    await arriveAt(page, 'premium', 'Your premium')
    await keys.activate(page.getByRole('button', { name: 'Accept this premium' }))

    // The debit order.
    await arriveAt(page, 'banking-details', 'Debit order')
    await failContinue(keys, page, 'Buy now')
    await keys.choose(page.getByLabel('Bank', { exact: true }), 'Capitec Bank (branch code 470010)')
    await keys.fill(page.getByLabel('Account number'), '1234567890')
    await keys.choose(page.getByLabel('Account type'), /Savings/i)
    await keys.fill(page.getByLabel('Account holder'), 'T Mokoena')
    await keys.choose(page.getByLabel('Debit order day'), '25')
    const commencement = page.getByLabel('Commencement date')
    await keys.tabTo(commencement)
    await keys.press('Home')
    await keys.press('ArrowDown')
    // The two acceptances (not "someone else pays", which asks for the payer).
    for (const name of [
      'I accept the terms and conditions',
      'I consent to the monthly debit order from this account',
    ])
      await keys.tick(page.getByRole('checkbox', { name }))
    // Each message goes once its field is put right: none is left, nor a field marked invalid.
    await expect(page.getByRole('alert', { name: ERROR_SUMMARY })).toHaveCount(0)
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0)
    await keys.activate(page.getByRole('button', { name: 'Buy now', exact: true }))

    await arriveAt(page, 'congratulations', 'Congratulations')
    await expect(page.locator('.full-quote__policy')).toContainText(/Policy number\s*IW-FUNERAL-\d{7}/)
    // Never accepted: the banner was there on every page.
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible()
    // The count goes in the report (issue 25 measured 88 before); the list reporter prints it.
    process.stdout.write(
      `keyboard-only funeral purchase: ${keys.presses} key presses (${keys.tabs} Tab, ${keys.typed} typed)\n`,
    )
    test.info().annotations.push({
      type: 'key presses',
      description: `${keys.presses} (${keys.tabs} Tab, ${keys.typed} typed)`,
    })
  })
})
