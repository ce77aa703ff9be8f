import type { Locator, Page } from '@playwright/test'
import { expect, pickWithKeyboard } from './fixtures.ts'
import { expectPage, idNumberAged } from './full-quote-journey.ts'

/**
 * The steps of the full quotes insured at an address (issue 18): home contents and business, from
 * the home page's quick quote to the policy. The pages they share with funeral (disclaimer, banking
 * details) are full-quote-journey.ts's steps; these are the pages funeral does not have (the
 * address with its suburb search) and the ones that say another product (premium, policy).
 */

const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/

const question = (page: Page, questionId: string): Locator =>
  page.locator(`[data-question-id="${questionId}"]`)

/** From the home page: QUOTE in the menu, a product, its answers, the consent and Get my quote, to its premium. */
async function quickQuote(page: Page, product: string, answer: () => Promise<void>, startAt = '/') {
  await page.goto(startAt)
  await page.waitForFunction(() => sessionStorage.getItem('session') !== null)
  await page.getByRole('navigation').getByRole('link', { name: 'QUOTE', exact: true }).first().click()
  await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
  await page.getByRole('radio', { name: product, exact: true }).check()
  await answer()
  await page.getByRole('checkbox', { name: 'I agree' }).check()
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
}

/** Home contents: where the home is (the suburb search), what its contents are worth, its security. */
export async function contentsQuickQuote(page: Page) {
  await quickQuote(page, 'Household Contents Insurance', async () => {
    await pickWithKeyboard(
      page,
      question(page, 'contents.suburb').getByRole('combobox'),
      'sea point',
      /sea point/i,
    )
    await page.getByLabel('What are the contents of your home worth?').fill('250000')
    await page.getByRole('checkbox', { name: 'Alarm system', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Armed response', exact: true }).check()
  })
}

/** Legal cover (OM, sold with the visitor's legal flag: the ff start-up parameter sets it). */
export async function legalQuickQuote(page: Page) {
  await quickQuote(
    page,
    'Legal Cover',
    async () => {
      await page.getByLabel('How old are you?').fill('45')
      await page.getByRole('radio', { name: 'R250 000', exact: true }).check()
    },
    '/?ff=legal',
  )
}

/** Business: an office, where it is (the suburb search), its turnover, contents and staff. */
export async function businessQuickQuote(page: Page) {
  await quickQuote(page, 'Business Insurance', async () => {
    await page.getByRole('radio', { name: 'Office', exact: true }).check()
    await pickWithKeyboard(
      page,
      question(page, 'bi.business-suburb').getByRole('combobox'),
      'rondebosch',
      /rondebosch/i,
    )
    await page.getByLabel('What is your yearly turnover?').fill('2000000')
    await page.getByLabel('What are the contents of your business worth?').fill('300000')
    await question(page, 'bi.employees').getByLabel('Full-time staff').fill('5')
  })
}

async function send(page: Page, name = 'Continue') {
  await page.getByRole('button', { name, exact: true }).click()
}

const messageOf = (field: Locator) =>
  field.locator('xpath=ancestor::*[contains(@class,"field")][1]//p[contains(@class,"field__error")]')

/** The mini contact of a product whose quick quote asks no age: a mobile number that is not one first. */
export async function answerMiniContact(page: Page) {
  await expectPage(page, 'personal-information', 'About you')
  await page.getByLabel('Title').selectOption('Mr')
  await page.getByLabel('First name').fill('Andile')
  await page.getByLabel('Surname').fill('Dlamini')
  await page.getByLabel('ID number').fill(idNumberAged(45))
  await page.getByLabel('Email').fill('andile@example.co.za')
  await page.getByLabel('Mobile number').fill('12345')
  await send(page)
  await expect(messageOf(page.getByLabel('Mobile number'))).not.toBeEmpty()
  await expect(page.getByLabel('Surname')).toHaveValue('Dlamini')
  await page.getByLabel('Mobile number').fill('083 555 0202')
  await send(page)
}

/** The alternative mini contact (legal cover): the marital status forgotten first, then given. */
export async function answerAlternativeMiniContact(page: Page) {
  await expectPage(page, 'personal-information', 'About you')
  await page.getByLabel('First name').fill('Andile')
  await page.getByLabel('Full names').fill('Andile Sipho')
  await page.getByLabel('Surname').fill('Dlamini')
  await page.getByLabel('ID number').fill(idNumberAged(45))
  await page.getByLabel('Email').fill('andile@example.co.za')
  await page.getByLabel('Mobile number').fill('083 555 0202')
  await send(page)
  await expect(messageOf(page.getByLabel('Marital status'))).toHaveText('Select a marital status')
  await expect(page.getByLabel('Full names')).toHaveValue('Andile Sipho')
  await page.getByLabel('Marital status').selectOption('Married')
  await send(page)
}

export type SuburbPick = { term: string; option: RegExp }

/** Whose address the page asks: a home's, or the insured business's premises. */
export type InsuredAt = 'home' | 'business'
const ADDRESS_WORDS = {
  home: {
    heading: 'Your address',
    legend: 'Where you live',
    complexOrFlat: 'I live in a complex or a block of flats',
  },
  business: {
    heading: 'Your business address',
    legend: 'Where your business is',
    complexOrFlat: 'The business is in a complex or a block of flats',
  },
} as const

/**
 * The residence: street, a flat in a complex, and the suburb. With the script the suburb search
 * widget; without it the page's own search (Find suburb, then a suburb from its list). When the
 * quick quote asked the suburb (`carried`: home contents, business), it comes chosen (issue 25: not
 * asked twice) and the person changes it; otherwise the page is sent first without one, and says
 * to choose one.
 */
export async function answerAddress(
  page: Page,
  suburb: SuburbPick,
  insuredAt: InsuredAt = 'home',
  { carried = false } = {},
) {
  const words = ADDRESS_WORDS[insuredAt]
  await expectPage(page, 'address', words.heading)
  await expect(page.getByRole('group', { name: words.legend })).toBeVisible()
  await page.getByLabel('Street number').fill('12')
  await page.getByLabel('Street name').fill('Beach Road')
  await page.getByRole('checkbox', { name: words.complexOrFlat }).check()
  await page.getByLabel('Unit number (complex or flat)').fill('4')
  await page.getByLabel('Building or complex name').fill('Ocean View')
  if (carried) {
    await expect(page.locator('input[name="residence.suburb"]').first()).toHaveValue(/"id":\d+/)
  } else {
    await send(page)
    await expect(page).toHaveURL(/\/address$/)
    await expect(page.locator('.field__error').first()).toBeVisible()
  }
  const widget = page.getByRole('combobox', { name: 'Suburb' })
  if (await widget.count()) {
    // The quick quote's suburb is the widget's choice already: nothing to search again.
    if (carried) await expect(widget).toHaveValue(suburb.option)
    else await pickWithKeyboard(page, widget, suburb.term, suburb.option)
  } else {
    await page.getByLabel('Suburb').fill(suburb.term)
    await send(page, 'Find suburb')
    await expect(page.getByRole('group', { name: 'Choose your suburb' })).toBeVisible()
    await expect(page.getByLabel('Street name')).toHaveValue('Beach Road')
    await page.getByRole('radio', { name: suburb.option }).first().check()
  }
  await send(page)
}

/**
 * Without the script, the address page's own suburb search says what a search found, as the widget
 * does (forms spec §8): a term too short to search (beside the field and in the error summary), a
 * suburb that is not there, too many to list. The page comes with the quick quote's suburb (`carried`)
 * chosen; a person may still search for another.
 */
export async function searchSuburbsWithoutScript(page: Page, carried: RegExp) {
  await expectPage(page, 'address', 'Your address')
  await expect(page.getByText('Your suburb:')).toContainText(carried)
  const search = page.getByLabel('Suburb')
  const notFound = page.getByText('Could not find suburb', { exact: true })
  const tooShort = 'Type at least 3 characters to search for a suburb.'
  const cases = [
    ['se', tooShort],
    ['xyzzyville', 'Could not find suburb'],
    ['cape town', 'We found too many results. Please refine your search.'],
  ] as const
  for (const [term, message] of cases) {
    await search.fill(term)
    await send(page, 'Find suburb')
    if (message === tooShort) {
      // Beside the search field, and a link to it in the error summary.
      await expect(page.locator('.field__error').getByText(message, { exact: true })).toBeVisible()
      await expect(
        page
          .getByRole('alert', { name: 'There is a problem' })
          .getByRole('link', { name: message, exact: true }),
      ).toBeVisible()
    } else {
      await expect(page.getByRole('status').getByText(message, { exact: true })).toBeVisible()
    }
    await expect(search).toHaveValue(term)
    // Only a search that found nothing says so.
    await expect(notFound).toHaveCount(message === 'Could not find suburb' ? 1 : 0)
  }
  // Too many still lists the first of them to choose from.
  await expect(page.getByRole('group', { name: 'Choose your suburb' }).getByRole('radio')).toHaveCount(30)
}

/**
 * Back from the premium: the address page shows the address given, the suburb chosen among it (the
 * widget's text with the script, the suburb's name without it), and Continue returns to the premium.
 */
export async function expectAddressKept(page: Page, suburb: RegExp) {
  await expectPage(page, 'premium', 'Your premium')
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expectPage(page, 'address', 'Your address')
  await expect(page.getByLabel('Street number')).toHaveValue('12')
  await expect(page.getByLabel('Street name')).toHaveValue('Beach Road')
  await expect(page.getByRole('checkbox', { name: 'I live in a complex or a block of flats' })).toBeChecked()
  await expect(page.getByLabel('Unit number (complex or flat)')).toHaveValue('4')
  await expect(page.getByLabel('Building or complex name')).toHaveValue('Ocean View')
  const widget = page.getByRole('combobox', { name: 'Suburb' })
  if (await widget.count()) await expect(widget).toHaveValue(suburb)
  else await expect(page.getByText('Your suburb:')).toContainText(suburb)
  await send(page)
}

/** The premium of a product insured at an address: its one cover line (`covers`), accepted. Gives back the premium's text. */
export async function acceptPremiumOf(page: Page, covers: string): Promise<string> {
  await expectPage(page, 'premium', 'Your premium')
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
  await expect(page.locator('.quote-result__details')).toContainText(/Cover\s*R \d{1,3}(?: \d{3})*\.\d{2}/)
  await expect(page.locator('.full-quote__cover-lines li')).toHaveText([covers])
  const premium = (await page.locator('.quote-result__premium strong').textContent()) ?? ''
  await send(page, 'Accept this premium')
  return premium
}
