import type { Locator, Page } from '@playwright/test'
import { saIdControlDigit } from '@insure/domain/sa-id'
import { expect, pickWithKeyboard } from './fixtures.ts'
import { answerDisclaimer, buyNow, expectPage, expectPolicy } from './full-quote-journey.ts'

/**
 * A visitor's side of the life full quote (issue 18), as reusable steps beside the funeral ones of
 * full-quote-journey.ts (whose disclaimer step life shares): the life quick quote from the home page,
 * the health questions, the full contact with its occupation search, the address with the suburb
 * search, the life v2 beneficiaries, the premium with the accidental death benefit, life banking and
 * the policy. Every page is checked with axe (expectPage) before it is sent.
 */

const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/
const RANDS = /R \d{1,3}(?: \d{3})*\.\d{2}/

/** The life quick quote's person: born on 15 June 1985, female. */
export const LIFE_DATE_OF_BIRTH = '1985/06/15'

/** A female South African ID number of someone born on LIFE_DATE_OF_BIRTH (digit 7 below 5: female). */
export function lifeIdNumber(): string {
  const firstTwelve = `${LIFE_DATE_OF_BIRTH.replaceAll('/', '').slice(2)}080008`
  return `${firstTwelve}${saIdControlDigit(firstTwelve)}`
}

const radio = (scope: Page | Locator, name: string) => scope.getByRole('radio', { name, exact: true })

async function send(page: Page, name = 'Continue') {
  await page.getByRole('button', { name, exact: true }).click()
}

/** The life quick quote from the home page (QUOTE in the menu), to its premium; gives back the premium's text. */
export async function lifeQuickQuote(page: Page): Promise<string> {
  await page.goto('/')
  await page.waitForFunction(() => sessionStorage.getItem('session') !== null)
  await page.getByRole('navigation').getByRole('link', { name: 'QUOTE', exact: true }).first().click()
  await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
  await radio(page, 'Life Insurance').check()
  await page.getByLabel('What is your date of birth?').fill(LIFE_DATE_OF_BIRTH)
  await radio(page, 'Female').check()
  await radio(page, 'No').check()
  await radio(page, 'Matric (Grade 12)').check()
  await page.getByLabel('How tall are you?').fill('1.70')
  await page.getByLabel('How much do you weigh?').fill('70')
  await page.getByLabel('What is your household income?').fill('30000')
  await page.getByLabel('How much cover would you like?').fill('1000000')
  await page.getByRole('checkbox', { name: 'I agree' }).check()
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
  return (await page.locator('.quote-result__premium strong').textContent()) ?? ''
}

const HEALTH_QUESTIONS = {
  illness: /diagnosed with or treated for cancer/,
  declined: /ever declined, postponed or loaded your life cover/,
  hazardous: /motor racing, diving below 40 m/,
} as const

/** The health and lifestyle questions: all "No", or a serious illness ("Yes") when `illness` is set. */
export async function answerHealth(page: Page, { illness = false } = {}) {
  await expectPage(page, 'health-and-lifestyle', 'Health and lifestyle')
  const group = (name: RegExp) => page.getByRole('radiogroup', { name })
  await radio(group(HEALTH_QUESTIONS.illness), illness ? 'Yes' : 'No').check()
  await radio(group(HEALTH_QUESTIONS.declined), 'No').check()
  await radio(group(HEALTH_QUESTIONS.hazardous), 'No').check()
  await send(page)
}

/** The full contact (forms spec §5): title, ID number, names, mobile and the occupation from its search. */
export async function answerFullContact(page: Page) {
  await expectPage(page, 'personal-information', 'About you')
  await page.getByLabel('Title').selectOption('Ms')
  await page.getByLabel('First name').fill('Thandiwe')
  await page.getByLabel('Surname').fill('Mokoena')
  await page.getByLabel('ID number').fill(lifeIdNumber())
  await page.getByLabel('Mobile number').fill('082 555 0101')
  await page.getByLabel('Email (optional)').fill('thandiwe@example.co.za')
  await pickWithKeyboard(
    page,
    page.getByRole('combobox', { name: 'Occupation' }),
    'secondary',
    /Secondary education teachers/,
  )
  await expect(page.getByRole('combobox', { name: 'Occupation' })).toHaveValue('Secondary education teachers')
  await send(page)
}

/** The residence: street number and name, and the suburb found by the suburb search. */
export async function answerAddress(page: Page) {
  await expectPage(page, 'address', 'Your address')
  await page.getByLabel('Street number').fill('12')
  await page.getByLabel('Street name').fill('Beach Road')
  await pickWithKeyboard(page, page.getByRole('combobox', { name: 'Suburb' }), 'sea point', /sea point/i)
  await send(page)
}

/**
 * A life purchase up to its beneficiaries page, as both companies' life journeys begin: the quick
 * quote, Buy now, the disclaimer, the health questions, the full contact and the address.
 */
export async function answerLifeUpToBeneficiaries(page: Page) {
  await lifeQuickQuote(page)
  await buyNow(page)
  await answerDisclaimer(page)
  await answerHealth(page)
  await answerFullContact(page)
  await answerAddress(page)
}

/** Life v2's beneficiaries (relation, not designation): 50/40 first (refused), then 60/40. */
export async function answerLifeBeneficiaries(page: Page) {
  await expectPage(page, 'beneficiaries-v2', 'Beneficiaries')
  const row = (n: number) => page.getByRole('group', { name: `Beneficiary ${n}` })
  async function fill(
    n: number,
    name: string,
    gender: string,
    dateOfBirth: string,
    share: string,
    relation: string,
  ) {
    await row(n).getByLabel('First name').fill(name)
    await row(n).getByLabel('Surname').fill('Mokoena')
    await row(n).getByLabel('Gender').selectOption(gender)
    await row(n).getByLabel('Date of birth').fill(dateOfBirth)
    await row(n).getByLabel('Percentage of the benefit').fill(share)
    await row(n).getByLabel('Relation to you').selectOption(relation)
  }
  await expect(row(1).getByLabel('Relationship to you')).toHaveCount(0)
  await fill(1, 'Sipho', 'Male', '1983-02-11', '50', 'Spouse')
  await page.getByRole('button', { name: 'Add another beneficiary' }).click()
  await expect(row(2)).toBeVisible()
  await fill(2, 'Naledi', 'Female', '2012-12-24', '40', 'Child')
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: 'must add up to 100%' })).toBeVisible()
  await expect(row(2).getByLabel('First name')).toHaveValue('Naledi')
  await row(1).getByLabel('Percentage of the benefit').fill('60')
  await send(page)
}

/**
 * The premium with the accidental death benefit offered beside life cover at its own premium: chosen
 * and accepted. Gives back the accidental death benefit's premium as shown (`R 123.45`).
 */
export async function acceptAccidentalDeathBenefit(page: Page): Promise<string> {
  await expectPage(page, 'premium', 'Your premium')
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
  await expect(page.locator('.quote-result__details')).toContainText(/Cover\s*R 1 000 000\.00/)
  const lifePremium = (await page.locator('.quote-result__premium strong').textContent()) ?? ''
  const choice = page.getByRole('group', { name: 'Which cover would you like?' })
  await expect(radio(choice, `Life cover: ${lifePremium} per month`)).toBeChecked()
  const adb = choice.getByRole('radio', { name: /^Accidental death benefit: R [\d .]+ per month$/ })
  await expect(adb).toHaveAccessibleDescription(/same cover of R 1 000 000\.00, on a death by accident only/)
  const adbPremium = RANDS.exec(await labelOf(adb))?.[0] ?? ''
  expect(adbPremium).toMatch(RANDS)
  expect(adbPremium).not.toBe(lifePremium)
  await adb.check()
  await send(page, 'Accept this premium')
  return adbPremium
}

/** The premium with the adb flag off: life cover alone, no accidental death benefit offered; accepted. Gives back the premium's text. */
export async function acceptLifeCover(page: Page): Promise<string> {
  await expectPage(page, 'premium', 'Your premium')
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
  await expect(page.locator('.quote-result__details')).toContainText(/Cover\s*R 1 000 000\.00/)
  await expect(page.getByRole('radio', { name: /Accidental death benefit/ })).toHaveCount(0)
  const premium = (await page.locator('.quote-result__premium strong').textContent()) ?? ''
  await send(page, 'Accept this premium')
  return premium
}

async function labelOf(input: Locator): Promise<string> {
  const id = await input.getAttribute('id')
  return (await input.page().locator(`label[for="${id}"]`).textContent()) ?? ''
}

/** Life's debit order: the start dates for the day chosen, a missing consent first (its message), then the purchase. */
export async function giveLifeBankingDetails(page: Page, premium: string) {
  await expectPage(page, 'banking-details', 'Debit order')
  await expect(page.getByText(`Your premium of ${premium} will be collected`)).toBeVisible()
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Capitec Bank (branch code 470010)' })
  await page.getByLabel('Account number').fill('1234567890')
  await page.getByLabel('Account type').selectOption('SAVINGS')
  await page.getByLabel('Account holder').fill('T Mokoena')
  // With the script the day fills the start dates (issue 25): the no-script button is gone once the
  // page answers input, and choosing the day is all it takes.
  await expect(page.getByRole('button', { name: 'Show start dates' })).toHaveCount(0)
  const commencement = page.getByLabel('Commencement date')
  await expect(commencement.locator('option')).toHaveText(['Choose a debit order day first'])
  await page.getByLabel('Debit order day').selectOption('25')
  await expect(commencement.locator('option').nth(1)).toHaveText(/\(first debit \d{1,2} \w+ \d{4}\)$/)
  await expect(page.getByLabel('Debit order day')).toHaveValue('25')
  await commencement.selectOption({ index: 1 })
  await page.getByRole('checkbox', { name: "I accept the life cover's terms and its exclusions" }).check()
  await page.getByRole('checkbox', { name: 'I agree to an HIV test if the insurer asks for one' }).check()
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
  await send(page, 'Buy now')
  // Beside its box (the error summary at the top of the form says it too).
  await expect(
    page.locator('.field__error').filter({ hasText: 'Consent to the debit order to continue' }),
  ).toBeVisible()
  await expect(page.getByLabel('Account number')).toHaveValue('1234567890')
  await page.getByRole('checkbox', { name: 'I consent to the monthly debit order from this account' }).check()
  await send(page, 'Buy now')
}

/** The congratulations page of a life policy (cover from the first of a month) and its schedule downloaded. Gives back the policy number. */
export async function expectLifePolicy(page: Page, premium: string): Promise<string> {
  const policyNumber = await expectPolicy(page, premium, /IW-LIFE-\d{7}/)
  const details = page.locator('.full-quote__policy')
  await expect(details).toContainText(/Cover starts\s*1 \w+ \d{4}/)
  await expect(details).toContainText('A confirmation e-mail is on its way to thandiwe@example.co.za')
  return policyNumber
}
