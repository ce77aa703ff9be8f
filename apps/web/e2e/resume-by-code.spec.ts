import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  acceptPremium,
  answerBeneficiaries,
  answerDisclaimer,
  answerExtendedFamily,
  answerPersonalInformation,
  answerSpouse,
  buyNow,
  expectPage,
  expectPolicy,
  funeralQuickQuote,
  giveBankingDetails,
} from './full-quote-journey.ts'
import { resumeCodeFor } from './mailbox.ts'

/**
 * Issue 22: a quote belongs to the browser that made it. A buyer who stops half-way opens the resume
 * link on another device: the Continue page names only the product and the first letter of the name,
 * a code comes by e-mail (read from the servers' SMTP server), and the quote opens on its first page
 * still to answer and is bought. Five wrong codes lock the link; the schedule is no one else's.
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const AGE = 40
const MEMBERS = ['Just me', 'My spouse or partner', 'Extended family']

/** A funeral quote answered up to its beneficiaries by a buyer with this e-mail; its id. */
async function quoteStoppedAtBeneficiaries(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: true })
  try {
    const page = await context.newPage()
    await funeralQuickQuote(page, AGE, MEMBERS)
    const hashedQuoteId = await buyNow(page)
    await answerDisclaimer(page)
    await answerSpouse(page)
    await answerExtendedFamily(page)
    await answerPersonalInformation(page, AGE, email)
    await expectPage(page, 'beneficiaries', 'Beneficiaries')
    return hashedQuoteId
  } finally {
    await context.close()
  }
}

/** The Continue page of the resume link: the product and the initial, nothing else personal. */
async function expectContinuePage(page: Page, hashedQuoteId: string, email: string) {
  await page.goto(`/resume-quote/${hashedQuoteId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Continue your .*funeral.* quote$/i)
  await expect(page.getByText('Welcome back, T.')).toBeVisible()
  const text = (await page.locator('main').textContent()) ?? ''
  for (const personal of ['Thandiwe', 'Mokoena', email, '082', '555']) expect(text).not.toContain(personal)
  const robots = await page.locator('meta[name="robots"]').getAttribute('content')
  expect(robots).toContain('noindex')
  await expectAccessible(page)
}

async function askForCode(page: Page, email: string): Promise<string> {
  const since = Date.now()
  await page.getByRole('button', { name: 'Send a code to my e-mail' }).click()
  await expect(page.getByText('We sent a six-digit code to the e-mail address you gave us.')).toBeVisible()
  await expectAccessible(page)
  return resumeCodeFor(email, since)
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Your six-digit code').fill(code)
  await page.getByRole('button', { name: 'Continue my quote' }).click()
}

async function expectScheduleNotFoundFrom(context: BrowserContext, hashedQuoteId: string) {
  const response = await context.request.get(`/quote/${hashedQuoteId}/policy-schedule.pdf`)
  expect(response.status()).toBe(404)
  expect((await response.body()).subarray(0, 5).toString('latin1')).not.toBe('%PDF-')
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`resume by code, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test(
      'a fresh browser proves the buyer with an e-mailed code, lands on the first page to answer and buys',
      IWYZE_ONLY,
      async ({ page, browser, consoleErrors }) => {
        test.setTimeout(150_000)
        const email = `resume-${javaScriptEnabled ? 'js' : 'plain'}-${Date.now()}@example.co.za`
        const hashedQuoteId = await quoteStoppedAtBeneficiaries(browser, email)

        expect((await page.goto(`/quote/${hashedQuoteId}/beneficiaries`))?.status()).toBe(404)
        await expectContinuePage(page, hashedQuoteId, email)
        const code = await askForCode(page, email)
        await enterCode(page, code)
        await answerBeneficiaries(page)
        const premium = await acceptPremium(page)
        await giveBankingDetails(page)
        await expectPolicy(page, premium)

        // The schedule's address, opened in yet another browser, is not found.
        const other = await browser.newContext()
        try {
          await expectScheduleNotFoundFrom(other, hashedQuoteId)
        } finally {
          await other.close()
        }
        consoleErrors.splice(0, consoleErrors.length)
      },
    )

    test('five wrong codes lock the link', IWYZE_ONLY, async ({ page, browser, consoleErrors }) => {
      test.setTimeout(120_000)
      const email = `locked-${javaScriptEnabled ? 'js' : 'plain'}-${Date.now()}@example.co.za`
      const hashedQuoteId = await quoteStoppedAtBeneficiaries(browser, email)
      await expectContinuePage(page, hashedQuoteId, email)
      const code = await askForCode(page, email)
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
        await enterCode(page, wrong)
        // Beside the field (the error summary at the top of the form says it too).
        await expect(
          page.locator('.field__error').filter({ hasText: `That code is not right. You have ${left} left.` }),
        ).toBeVisible()
        await expect(page.getByLabel('Your six-digit code')).toHaveValue(wrong)
      }
      await enterCode(page, wrong)
      await expect(page.getByRole('alert')).toContainText('Too many wrong codes')
      // Locked: even the right code does not open it.
      await page.goto(`/resume-quote/${hashedQuoteId}`)
      await expect(page.getByText(/locked until/)).toBeVisible()
      await expectAccessible(page)
      expect((await page.goto(`/quote/${hashedQuoteId}/beneficiaries`))?.status()).toBe(404)
      consoleErrors.splice(0, consoleErrors.length)
    })
  })
}

test(
  'a stranger holding the ids gets 404 from every page, form and download of the quote',
  IWYZE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(120_000)
    const email = `stranger-${Date.now()}@example.co.za`
    const hashedQuoteId = await quoteStoppedAtBeneficiaries(browser, email)
    const pages = [
      'disclaimer',
      'spouse',
      'extended-family',
      'personal-information',
      'beneficiaries',
      'premium',
      'banking-details',
      'congratulations',
    ]
    for (const base of ['/quote', '/callcenter/quote/q']) {
      for (const code of pages) {
        const shown = await page.request.get(`${base}/${hashedQuoteId}/${code}`)
        expect(shown.status(), `${base}/${code}`).toBe(404)
        expect(await shown.text()).not.toContain('Thandiwe')
        const posted = await page.request.post(`${base}/${hashedQuoteId}/${code}`, {
          form: { name: 'Stranger', surname: 'Danger', email: 'stranger@example.com', mobile: '0829990000' },
        })
        expect(posted.status(), `POST ${base}/${code}`).toBe(404)
      }
      const schedule = await page.request.get(`${base}/${hashedQuoteId}/policy-schedule.pdf`)
      expect(schedule.status()).toBe(404)
    }
  },
)
