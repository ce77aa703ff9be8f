import { NUMBER_ANSWER_MESSAGE, REQUIRED_ANSWER_MESSAGE } from '@insure/domain/question'
import type { Page } from '@playwright/test'
import { addressesOf, expect, expectAccessible, test } from './fixtures.ts'
import {
  acceptPremium,
  answerBeneficiaries,
  answerDisclaimer,
  answerExtendedFamily,
  answerFuneralQuickQuote,
  answerPersonalInformation,
  answerSpouse,
  buyNow,
  expectPolicy,
  expectRefusalsLogged,
  giveBankingDetails,
  idNumberAged,
} from './full-quote-journey.ts'

/**
 * Issue 25: a phone without JavaScript gets a quote and buys it. The quick quote is a page of the
 * server (a loader and an action, decision 016): the product chosen with a plain GET, the answers
 * posted, the spec's messages beside the questions with what was typed kept, the answers held by
 * the API (a reload lands on them), the premium, BUY NOW, and the full quote to the policy, with
 * nothing personal in any address. The same answers with JavaScript give the same premium.
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const AGE = 40
const MEMBERS = ['Just me', 'My spouse or partner', 'Extended family']
const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/

/** What the full quote's steps type (full-quote-journey.ts): none of it may reach an address. */
const PERSONAL = [
  idNumberAged(AGE),
  idNumberAged(AGE + 5),
  '082 555 0101',
  '0825550101',
  'thandiwe',
  'example.co.za',
  'Thandiwe',
  'Mokoena',
  'Sipho',
  'Lerato',
  'Naledi',
  '1234567890',
  '62001234567',
]

const question = (page: Page, name: string) =>
  page.locator('.question').filter({ has: page.getByText(name, { exact: true }) })

test.describe('the quick quote without JavaScript, on a 375 px wide phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

  test(
    'funeral: messages beside the questions, the premium, BUY NOW and the policy, nothing personal in an address; with JavaScript the same premium',
    IWYZE_ONLY,
    async ({ page, browser, consoleErrors }) => {
      test.setTimeout(180_000)
      const addresses = addressesOf(page)

      // The quote page: the product chosen with a plain GET (a product code, nothing personal).
      await page.goto('/quote')
      await page.getByRole('radio', { name: 'Funeral Cover', exact: true }).check()
      await page.getByRole('button', { name: 'Show the questions' }).click()
      await expect(page).toHaveURL(/\/quote\?product=funeral$/)
      await expect(page.getByRole('heading', { name: 'Your Funeral Cover quote' })).toBeVisible()
      await expect(page.getByText('Processing Request')).toHaveCount(0)
      // The proof of work needs script: the page does not offer it.
      await expect(page.getByText('Confirm you are a person')).toHaveCount(0)
      await expectAccessible(page)

      // Sent unfinished: the spec's messages beside the questions, what was typed kept.
      await page.getByLabel('How old are you?').fill('forty')
      for (const member of MEMBERS) await page.getByRole('checkbox', { name: member, exact: true }).check()
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await expect(page.getByText('Please check the answers marked below.')).toBeVisible()
      await expect(question(page, 'How old are you?')).toContainText(NUMBER_ANSWER_MESSAGE)
      await expect(question(page, 'How much funeral cover do you need?')).toContainText(
        REQUIRED_ANSWER_MESSAGE,
      )
      await expect(page.getByLabel('How old are you?')).toHaveValue('forty')
      await expect(page.getByLabel('How old are you?')).toHaveAccessibleDescription(
        new RegExp(NUMBER_ANSWER_MESSAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
      )
      for (const member of MEMBERS)
        await expect(page.getByRole('checkbox', { name: member, exact: true })).toBeChecked()
      await expectAccessible(page)

      // The answers are the server's: the address opened again lands on them.
      await page.goto('/quote?product=funeral')
      await expect(page.getByLabel('How old are you?')).toHaveValue('forty')
      await expect(page.getByRole('checkbox', { name: 'My spouse or partner', exact: true })).toBeChecked()

      await page.getByLabel('How old are you?').fill(String(AGE))
      await page.getByRole('radio', { name: 'R20 000', exact: true }).check()
      await page.getByRole('checkbox', { name: 'I agree' }).check()
      await page.getByRole('button', { name: 'Get my quote' }).click()
      await expect(page).toHaveURL(/\/quote\?product=funeral$/)
      await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
      const premium = (await page.locator('.quote-result__premium').textContent()) ?? ''
      await expectAccessible(page)
      // A reload shows the same premium: the API holds it for this browser.
      await page.goto('/quote?product=funeral')
      await expect(page.locator('.quote-result__premium')).toHaveText(premium)

      // BUY NOW, a plain post, and the full quote to the policy.
      await buyNow(page)
      await answerDisclaimer(page)
      await answerSpouse(page)
      await answerExtendedFamily(page)
      await answerPersonalInformation(page, AGE)
      await answerBeneficiaries(page)
      // Re-rated on the full answers (the extended family's number): the premium accepted is the policy's.
      const accepted = await acceptPremium(page)
      await giveBankingDetails(page)
      await expectPolicy(page, accepted)

      // Nothing personal in any address the phone went to.
      expect(addresses.length).toBeGreaterThan(10)
      for (const address of addresses) {
        const decoded = decodeURIComponent(address.replace(/\+/g, ' '))
        for (const personal of PERSONAL) expect(decoded, address).not.toContain(personal)
      }
      // The posts the server refused on purpose: the quick quote's, then the full quote's four.
      expectRefusalsLogged(consoleErrors, 5)

      // With JavaScript, the same answers give the same premium, on the same one-page quote.
      const withScript = await browser.newContext({
        javaScriptEnabled: true,
        viewport: { width: 375, height: 812 },
      })
      try {
        const scripted = await withScript.newPage()
        // The page drawn on the server with the premium hydrates without a complaint.
        const scriptErrors: string[] = []
        scripted.on('console', (message) => {
          if (message.type() === 'error') scriptErrors.push(message.text())
        })
        scripted.on('pageerror', (error) => scriptErrors.push(error.message))
        await scripted.goto('/quote')
        await answerFuneralQuickQuote(scripted, AGE, MEMBERS)
        await expect(scripted).toHaveURL(/\/quote\?product=funeral$/)
        await expect(scripted.locator('.quote-result__premium')).toHaveText(premium)
        // The answers and premium are the server's: a reload shows them again.
        await scripted.reload()
        await expect(scripted.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
        await expect(scripted.locator('.quote-result__premium')).toHaveText(premium)
        // Change my answers keeps them, and the API forgets the premium: a reload shows the questions.
        await scripted.getByRole('button', { name: 'Change my answers' }).click()
        await expect(scripted.getByLabel('How old are you?')).toHaveValue(String(AGE))
        await expect
          .poll(async () => {
            await scripted.reload()
            await expect(scripted.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
            return scripted.getByLabel('How old are you?').inputValue()
          })
          .toBe(String(AGE))
        await expect(scripted.locator('.quote-result__premium')).toHaveCount(0)
        expect(scriptErrors).toEqual([])
      } finally {
        await withScript.close()
      }
    },
  )
})
