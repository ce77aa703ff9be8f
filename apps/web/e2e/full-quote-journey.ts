import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { saIdControlDigit } from '@insure/domain/sa-id'
import { expect, expectAccessible, expectNoHtmlCodeSnifferErrors } from './fixtures.ts'

/**
 * A visitor's side of the full quote (issue 18), page by page, as reusable steps: the quick quote
 * to BUY NOW, then each kind of page filled as a person would, with the keyboard-reachable controls
 * and the labels the pages show. Every step checks the page with axe before it sends it. The steps
 * work with JavaScript on and off (the pages are plain post forms).
 */

const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/

/**
 * An ID number of someone `age` today (born 40 days before this year's birthday), a man's unless
 * `gender` says a woman's (digit 7 below 5): a title must agree with it (issue 25).
 */
export function idNumberAged(age: number, today = new Date(), gender: 'male' | 'female' = 'male'): string {
  const born = new Date(today.getFullYear() - age, today.getMonth(), today.getDate())
  born.setDate(born.getDate() - 40)
  const yymmdd = [born.getFullYear() % 100, born.getMonth() + 1, born.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('')
  const firstTwelve = `${yymmdd}${gender === 'male' ? '5009' : '0123'}08`
  return `${firstTwelve}${saIdControlDigit(firstTwelve)}`
}

/** The funeral quick quote from the home page (QUOTE in the menu), to its premium; the captcha solves itself. */
export async function funeralQuickQuote(page: Page, age: number, members: readonly string[]) {
  await page.goto('/')
  await page.waitForFunction(() => sessionStorage.getItem('session') !== null)
  await page.getByRole('navigation').getByRole('link', { name: 'QUOTE', exact: true }).first().click()
  await answerFuneralQuickQuote(page, age, members)
}

/** The funeral quick quote's questions on the quote page now shown (a visitor's or an agent's), to its premium. */
export async function answerFuneralQuickQuote(page: Page, age: number, members: readonly string[]) {
  await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
  await page.getByRole('radio', { name: 'Funeral Cover', exact: true }).check()
  await page.getByLabel('How old are you?').fill(String(age))
  for (const member of members) await page.getByRole('checkbox', { name: member, exact: true }).check()
  await page.getByRole('radio', { name: 'R20 000', exact: true }).check()
  await page.getByRole('checkbox', { name: 'I agree' }).check()
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
}

/** BUY NOW on the premium: the quote's first page; gives back the quote's id. */
export async function buyNow(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/quote\/(?:q\/)?[\w-]+\/disclaimer$/)
  return quoteIdOf(page)
}

/**
 * A quote begun with JavaScript on, continued in `page`, whose script is off: `begin` runs in a new
 * context of the same browser (its quick quote, BUY NOW, any pages before the one under test) and
 * ends on a page of the quote; `page`'s context then gets its cookies, so it is the same person,
 * holding the quote's owner credential. The quick quote's own way without script is
 * quick-quote-without-script.spec.ts; these tests are about the pages after it. The quote's id.
 */
export async function quoteBegunWithScript(
  page: Page,
  begin: (scripted: Page) => Promise<void>,
): Promise<string> {
  const scripted = await page.context().browser()!.newContext({ javaScriptEnabled: true })
  try {
    const scriptedPage = await scripted.newPage()
    await begin(scriptedPage)
    const hashedQuoteId = quoteIdOf(scriptedPage)
    await page.context().addCookies(await scripted.cookies())
    return hashedQuoteId
  } finally {
    await scripted.close()
  }
}

export function quoteIdOf(page: Page): string {
  // A visitor's pages are under /quote, an agent's under /callcenter/quote/q.
  const match = /\/quote\/(?:q\/)?([\w-]+)\/[\w-]+/.exec(new URL(page.url()).pathname)
  if (!match) throw new Error(`not a full-quote page: ${page.url()}`)
  return match[1]!
}

/** Pages whose every journey page HTML_CodeSniffer checks too (it needs the page's script to run). */
const standardsChecked = new WeakSet<Page>()

/** HTML_CodeSniffer (WCAG 2 AA, as standards.spec.ts runs it) on every journey page of `page` from now on. */
export function checkStandardsOn(page: Page) {
  standardsChecked.add(page)
}

/** The agent's script beside a full-quote page (call-centre mode only, shell spec §6). */
export function agentScriptOf(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Agent script' })
}

/**
 * The page of the quote now shown: its heading and address; an agent's page (under
 * callcenter/quote/q) has its script beside it, a visitor's never has one.
 */
export async function expectPage(page: Page, code: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/quote/(?:q/)?[\\w-]+/${code}(?:\\?.*)?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  if (new URL(page.url()).pathname.startsWith('/callcenter/quote/q/')) {
    await expect(agentScriptOf(page).getByRole('heading', { name: /^Script: / })).toBeVisible()
  } else {
    await expect(agentScriptOf(page)).toHaveCount(0)
  }
  // Readable on a phone: nothing wider than the screen (a 375 px test shows it).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal scroll on ${code}`).toBeLessThanOrEqual(0)
  if (process.env.FULL_QUOTE_SCREENSHOTS)
    await page.screenshot({ path: `/tmp/fq-${code}.png`, fullPage: true })
  await expectAccessible(page)
  if (standardsChecked.has(page)) await expectNoHtmlCodeSnifferErrors(page)
}

async function send(page: Page, name = 'Continue') {
  await page.getByRole('button', { name, exact: true }).click()
}

const message = (field: Locator) =>
  field.locator('xpath=ancestor::*[contains(@class,"field")][1]//p[contains(@class,"field__error")]')

/** The disclaimer: a wrong answer first (its sentence shows beside it), then the right ones. */
export async function answerDisclaimer(page: Page) {
  await expectPage(page, 'disclaimer', 'Before you buy')
  const refused = page.getByRole('group', { name: /cancelled or refused to renew/ })
  await page
    .getByRole('group', { name: /live in South Africa/ })
    .getByRole('radio', { name: 'Yes' })
    .check()
  await refused.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('checkbox', { name: /I have read the policy wording/ }).check()
  await send(page)
  await expect(refused).toContainText('We cannot offer you this cover online.')
  await expect(page).toHaveURL(/\/disclaimer$/)
  await refused.getByRole('radio', { name: 'No' }).check()
  await send(page)
}

export async function answerSpouse(page: Page) {
  await expectPage(page, 'spouse', 'Your spouse')
  await page.getByLabel('What is your spouse’s full name?').fill('Sipho Mokoena')
  await page.getByLabel('What is your spouse’s date of birth?').fill('1986/02/11')
  await send(page)
}

export async function answerExtendedFamily(page: Page) {
  await expectPage(page, 'extended-family', 'Extended family')
  await page.getByLabel('How many extended family members should the policy cover?').fill('2')
  await page.getByRole('checkbox', { name: 'Grandparents', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Cousins', exact: true }).check()
  await send(page)
}

/** The mini contact: an ID number that disagrees with the quote's age first, then the right one. */
export async function answerPersonalInformation(page: Page, age: number, email = 'thandiwe@example.co.za') {
  await expectPage(page, 'personal-information', 'About you')
  await page.getByLabel('Title').selectOption('Ms')
  await page.getByLabel('First name').fill('Thandiwe')
  await page.getByLabel('Surname').fill('Mokoena')
  await page.getByLabel('ID number').fill(idNumberAged(age + 5, new Date(), 'female'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mobile number').fill('082 555 0101')
  await send(page)
  await expect(message(page.getByLabel('ID number'))).toContainText('different age')
  // The age is on another page: the message links to it (issue 25).
  await expect(page.getByRole('link', { name: /^Change your answers on/ })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Thandiwe')
  await page.getByLabel('ID number').fill(idNumberAged(age, new Date(), 'female'))
  await send(page)
}

/** Two beneficiaries, 60/40: percentages that do not add up first, then the right ones. */
export async function answerBeneficiaries(page: Page) {
  await expectPage(page, 'beneficiaries', 'Beneficiaries')
  const row = (n: number) => page.getByRole('group', { name: `Beneficiary ${n}` })
  async function fill(n: number, name: string, dateOfBirth: string, percentage: string, designation: string) {
    await row(n).getByLabel('First name').fill(name)
    await row(n).getByLabel('Surname').fill('Mokoena')
    await row(n).getByLabel('Gender').selectOption('Female')
    await row(n).getByLabel('Date of birth').fill(dateOfBirth)
    await row(n).getByLabel('Percentage of the benefit').fill(percentage)
    await row(n).getByLabel('Relationship to you').selectOption(designation)
  }
  await fill(1, 'Lerato', '1990-07-04', '60', 'Sister')
  await page.getByRole('button', { name: 'Add another beneficiary' }).click()
  await expect(row(2)).toBeVisible()
  await expect(row(1).getByLabel('First name')).toHaveValue('Lerato')
  await fill(2, 'Naledi', '2001-12-24', '30', 'Child')
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: 'must add up to 100%' })).toBeVisible()
  await row(2).getByLabel('Percentage of the benefit').fill('40')
  await send(page)
}

/** The premium, its cover and what it covers; accepted as shown. Gives back the premium's text. */
export async function acceptPremium(page: Page): Promise<string> {
  await expectPage(page, 'premium', 'Your premium')
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
  await expect(page.locator('.quote-result__details')).toContainText(/Cover\s*R \d{1,3}(?: \d{3})*\.\d{2}/)
  await expect(page.getByText('Funeral benefit paid on the death of a covered member')).toBeVisible()
  const premium = (await page.locator('.quote-result__premium strong').textContent()) ?? ''
  await send(page, 'Accept this premium')
  return premium
}

/**
 * The debit order: a missing consent and an account number its bank does not issue first (their
 * messages, each beside its field), then the purchase.
 */
export async function giveBankingDetails(page: Page) {
  await expectPage(page, 'banking-details', 'Debit order')
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Capitec Bank (branch code 470010)' })
  // Capitec's account numbers have 10 digits: 11 are refused by the page's action.
  await page.getByLabel('Account number').fill('62001234567')
  await page.getByLabel('Account type').selectOption('SAVINGS')
  await page.getByLabel('Account holder').fill('T Mokoena')
  await page.getByLabel('Debit order day').selectOption('25')
  await page.getByLabel('Commencement date').selectOption({ index: 1 })
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
  await send(page, 'Buy now')
  // Beside its box (the error summary at the top of the form says it too).
  await expect(
    page.locator('.field__error').filter({ hasText: 'Consent to the debit order to continue' }),
  ).toBeVisible()
  await expect(page.getByLabel('Account number')).toHaveValue('62001234567')
  await expect(page.getByLabel('Account number')).toHaveAccessibleDescription(
    'Capitec Bank account numbers have 10 digits. Check the number on your bank statement or in your banking app and enter it again.',
  )
  await page.getByLabel('Account number').fill('1234567890')
  await page.getByRole('checkbox', { name: 'I consent to the monthly debit order from this account' }).check()
  await send(page, 'Buy now')
}

/**
 * The congratulations page (its policy number like `policyNumber`, the premium accepted, the dates,
 * the e-mail on its way) and its schedule: the PDF downloaded. Gives back the policy number.
 */
export async function expectPolicy(
  page: Page,
  premium: string,
  policyNumber: RegExp = /IW-FUNERAL-\d{7}/,
): Promise<string> {
  await expectPage(page, 'congratulations', 'Congratulations')
  const details = page.locator('.full-quote__policy')
  await expect(details).toContainText(new RegExp(`Policy number\\s*${policyNumber.source}`))
  await expect(details).toContainText(`Monthly premium${premium}`)
  await expect(details).toContainText(/Cover starts\s*\d{1,2} \w+ \d{4}/)
  await expect(details).toContainText(/First debit order\s*\d{1,2} \w+ \d{4}/)
  await expect(details).toContainText('A confirmation e-mail is on its way')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your policy schedule (PDF)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const file = readFileSync((await download.path())!)
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return policyNumber.exec((await details.textContent()) ?? '')![0]
}

/**
 * With the script, each refusal the API makes that a test provokes on purpose (a wrong disclaimer
 * answer, an ID number for another age) is the action's 400 answer, which Chromium reports in the
 * console: exactly those, and nothing else. A refusal by the page's own rule (shares that do not
 * add up, a missing consent) is said in the browser with the same schema, before anything is sent.
 */
export function expectRefusalsLogged(consoleErrors: string[], count: number) {
  const refusals = consoleErrors.filter((error) => error.includes('status of 400 (Bad Request)'))
  expect(refusals).toHaveLength(count)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusals.includes(error)))
}
