import type { Locator, Page } from '@playwright/test'
import { addressesOf, expect, expectAccessible, test } from './fixtures.ts'
import { expectRefusalsLogged } from './full-quote-journey.ts'

/**
 * Issue 25: the quick quotes that ask a look-up (a suburb, a vehicle) get a premium on a phone
 * without JavaScript. Each search is a box and a submit the quote page's action answers with the
 * matches as radio buttons, keeping every other answer; the match chosen is posted like any other
 * answer. Nothing typed, searched or chosen reaches an address.
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/

/** What the quotes type or choose: none of it may reach an address. */
const TYPED = [/sea.?point/i, /xyzzy/i, /polo/i, /250000/, /rondebosch/i]

function expectNothingTypedIn(addresses: string[]) {
  for (const address of addresses)
    for (const typed of TYPED) expect(address, `${typed} in ${address}`).not.toMatch(typed)
}

const questionOf = (page: Page, id: string) => page.locator(`[data-question-id="${id}"]`)

async function chooseProduct(page: Page, product: string, code: string) {
  await page.goto('/quote')
  await page.getByRole('radio', { name: product, exact: true }).check()
  await page.getByRole('button', { name: 'Show the questions' }).click()
  await expect(page).toHaveURL(new RegExp(`/quote\\?product=${code}$`))
  await expect(page.getByText('Processing Request')).toHaveCount(0)
}

/**
 * A suburb search sent with the keyboard, a Sea Point chosen: Tab to Search and Enter, or Enter in the
 * box itself (the form's hidden first button searches the look-up typed and not yet chosen from,
 * not the first look-up of the form).
 */
async function searchSuburb(page: Page, question: Locator, how: 'tab to search' | 'enter in the box') {
  const box = question.getByLabel('Suburb, town or postal code')
  await box.fill('sea point')
  if (how === 'tab to search') {
    await box.press('Tab')
    await expect(question.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
  } else {
    await box.press('Enter')
  }
  const matches = question.getByRole('group', { name: 'Choose one' })
  await expect(matches.getByRole('radio').first()).toBeVisible()
  await expect(question.getByLabel('Suburb, town or postal code')).toHaveValue('sea point')
  await matches
    .getByRole('radio', { name: /^sea point/i })
    .first()
    .check()
}

test.describe('quick quotes with look-ups without JavaScript, on a 375 px wide phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  test(
    'home contents: the suburb searched and chosen, every other answer kept, the premium',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(120_000)
      const addresses = addressesOf(page)
      await chooseProduct(page, 'Household Contents Insurance', 'contents')
      const suburb = questionOf(page, 'contents.suburb')
      await expect(suburb.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
      // Without script there is no combobox to type into: the search box and its submit stand in.
      await expect(suburb.getByRole('combobox')).toHaveCount(0)
      await expectAccessible(page)

      // The other answers first: each search keeps them.
      await page.getByLabel('What are the contents of your home worth?').fill('250000')
      await page.getByRole('checkbox', { name: 'Alarm system', exact: true }).check()

      // An empty search, then one that finds nothing: each says so beside the field.
      await suburb.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(suburb.getByText('Type what to search for, then press Search.')).toBeVisible()
      await suburb.getByLabel('Suburb, town or postal code').fill('xyzzyville')
      await suburb.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(suburb.getByRole('status')).toHaveText('Could not find suburb')
      await expect(suburb.getByLabel('Suburb, town or postal code')).toHaveAccessibleDescription(
        'Could not find suburb',
      )
      await expect(page.getByLabel('What are the contents of your home worth?')).toHaveValue('250000')
      await expect(page.getByRole('checkbox', { name: 'Alarm system', exact: true })).toBeChecked()
      await expectAccessible(page)

      await searchSuburb(page, suburb, 'tab to search')
      await expect(page.getByLabel('What are the contents of your home worth?')).toHaveValue('250000')
      await expect(page.getByRole('checkbox', { name: 'Alarm system', exact: true })).toBeChecked()
      await expectAccessible(page)

      // Sent with an answer missing: the suburb chosen stays chosen beside the message.
      await page.getByLabel('What are the contents of your home worth?').fill('')
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await expect(page.getByText('Please check the answers marked below.')).toBeVisible()
      await expect(suburb.getByRole('radio', { name: /^sea point/i, checked: true })).toHaveCount(1)
      // Read again, the page draws the suburb the API holds, chosen.
      await page.goto('/quote?product=contents')
      await expect(suburb.getByRole('radio', { name: 'The suburb you chose before' })).toBeChecked()
      await page.getByLabel('What are the contents of your home worth?').fill('250000')
      await expectAccessible(page)

      const agree = page.getByRole('checkbox', { name: 'I agree' })
      if (await agree.count()) await agree.check()
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await expect(page).toHaveURL(/\/quote\?product=contents$/)
      await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
      await expectAccessible(page)
      expectNothingTypedIn(addresses)
      // The one post sent with an answer missing answered 400 (the browser logs it).
      expectRefusalsLogged(consoleErrors, 1)
    },
  )

  test('car: the vehicle and the suburb searched and chosen, the premium', IWYZE_ONLY, async ({ page }) => {
    test.setTimeout(120_000)
    const addresses = addressesOf(page)
    await chooseProduct(page, 'Car Insurance', 'car')
    await expectAccessible(page)

    await page.getByRole('radio', { name: 'Private use', exact: true }).check()
    await page.getByRole('radio', { name: 'Locked garage', exact: true }).check()
    await page.getByLabel('How old is the main driver?').fill('35')
    await page.getByLabel('How many years have they had their licence?').fill('10')
    await page.getByRole('radio', { name: 'No claims', exact: true }).check()

    // The vehicle: its model year is needed before a search.
    const vehicle = questionOf(page, 'car.vehicle')
    await vehicle.getByLabel('Make and model').fill('polo')
    await vehicle.getByRole('button', { name: 'Find my car', exact: true }).click()
    await expect(vehicle.getByRole('status')).toHaveText('Select the model year first.')
    await vehicle.getByLabel('Model year').selectOption('2019')
    await vehicle.getByRole('button', { name: 'Find my car', exact: true }).click()
    const cars = vehicle.getByRole('group', { name: 'Choose your car' })
    await expect(cars.getByRole('radio').first()).toBeVisible()
    await expect(vehicle.getByLabel('Model year')).toHaveValue('2019')
    await expect(page.getByLabel('How old is the main driver?')).toHaveValue('35')
    await expectAccessible(page)
    const car = cars.getByRole('radio', { name: /POLO .*\(2019\)$/ }).first()
    const carName = (await car.getAttribute('value')) ?? ''
    await car.check()

    // The suburb searched after, by Enter in its box (the car's search comes first in the form, and
    // its car is chosen): the car chosen stays chosen.
    await searchSuburb(page, questionOf(page, 'car.overnight-suburb'), 'enter in the box')
    await expect(cars.locator(`input[value="${carName}"]`)).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Locked garage', exact: true })).toBeChecked()
    await expectAccessible(page)

    const agree = page.getByRole('checkbox', { name: 'I agree' })
    if (await agree.count()) await agree.check()
    await page.getByRole('button', { name: 'Get my quote' }).click()
    await expect(page).toHaveURL(/\/quote\?product=car$/)
    await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
    await expectAccessible(page)
    expectNothingTypedIn(addresses)
  })
})
