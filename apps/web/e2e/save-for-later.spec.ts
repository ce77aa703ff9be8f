import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  answerDisclaimer,
  answerExtendedFamily,
  answerPersonalInformation,
  answerSpouse,
  buyNow,
  expectPage,
  expectRefusalsLogged,
  funeralQuickQuote,
  quoteBegunWithScript,
} from './full-quote-journey.ts'
import { emailTo, resumeCodeFor } from './mailbox.ts'
import { SAVE_FOR_LATER_EMAIL_MESSAGE } from '@insure/domain/quote-owner'

/**
 * "Save and continue later" (issue 25): every full-quote page e-mails its owner the resume link
 * (through the outbox, read from the servers' SMTP server) and says where it went. The link opens
 * the quote in the browser that owns it, and elsewhere after a code (issue 22's rules).
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const AGE = 40
const MEMBERS = ['Just me', 'My spouse or partner', 'Extended family']

function saveForLater(page: Page) {
  return page.locator('details.save-for-later')
}

/** The link in the newest "Continue your … quote" e-mail to `to`, as a path on this server. */
async function emailedResumeLink(to: string, since: number): Promise<{ href: string; path: string }> {
  const email = await emailTo(to, /^Continue your .* quote$/, since)
  const href = /(https?:\/\/\S+\/resume-quote\/\S+)/.exec(email.text)?.[1]
  if (!href) throw new Error(`no resume link in: ${email.text}`)
  return { href, path: new URL(href).pathname }
}

test(
  'before About you: the address typed gets the link; it resumes here at once and elsewhere with a code',
  IWYZE_ONLY,
  async ({ page, browser, baseURL, consoleErrors }) => {
    test.setTimeout(120_000)
    const email = `later-${Date.now()}@example.co.za`
    await funeralQuickQuote(page, AGE, MEMBERS)
    const hashedQuoteId = await buyNow(page)
    await answerDisclaimer(page)
    await expectPage(page, 'spouse', 'Your spouse')

    const since = Date.now()
    await saveForLater(page).getByText('Save and continue later').click()
    await saveForLater(page).getByRole('button', { name: 'E-mail me a link' }).click()
    await expect(saveForLater(page).getByLabel('Your e-mail address')).toHaveAccessibleDescription(
      new RegExp(SAVE_FOR_LATER_EMAIL_MESSAGE),
    )
    await saveForLater(page).getByLabel('Your e-mail address').fill(email)
    await saveForLater(page).getByRole('button', { name: 'E-mail me a link' }).click()
    await expect(saveForLater(page).getByRole('status')).toContainText(
      `We sent a link to continue your quote to ${email}`,
    )
    await expectAccessible(page)

    const link = await emailedResumeLink(email, since)
    expect(link.href).toBe(`${baseURL}/resume-quote/${hashedQuoteId}`)
    // This browser owns the quote: the link opens it on its first page still to answer.
    await page.goto(link.path)
    await expectPage(page, 'spouse', 'Your spouse')

    // Another browser proves the person with a code sent to the same address.
    const other = await browser.newContext()
    try {
      const elsewhere = await other.newPage()
      await elsewhere.goto(link.href)
      const codeSince = Date.now()
      await elsewhere.getByRole('button', { name: 'Send a code to my e-mail' }).click()
      const code = await resumeCodeFor(email, codeSince)
      await elsewhere.getByLabel('Your six-digit code').fill(code)
      await elsewhere.getByRole('button', { name: 'Continue my quote' }).click()
      await expectPage(elsewhere, 'spouse', 'Your spouse')
    } finally {
      await other.close()
    }
    // The disclaimer's wrong answer (the API's refusal); the blank address is said in the browser.
    expectRefusalsLogged(consoleErrors, 1)
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'after About you the link goes to the address given there',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(120_000)
      const email = `later-plain-${Date.now()}@example.co.za`
      const hashedQuoteId = await quoteBegunWithScript(page, async (scripted) => {
        await funeralQuickQuote(scripted, AGE, MEMBERS)
        await buyNow(scripted)
      })
      await page.goto(`/resume-quote/${hashedQuoteId}`)
      await answerDisclaimer(page)
      await answerSpouse(page)
      await answerExtendedFamily(page)
      await answerPersonalInformation(page, AGE, email)
      await expectPage(page, 'beneficiaries', 'Beneficiaries')
      const since = Date.now()
      await saveForLater(page).getByText('Save and continue later').click()
      await expect(saveForLater(page)).toContainText(
        `We will e-mail a link to continue your quote to ${email}`,
      )
      await saveForLater(page).getByRole('button', { name: 'E-mail me a link' }).click()
      await expect(saveForLater(page).getByRole('status')).toContainText(
        `We sent a link to continue your quote to ${email}`,
      )
      await expect(page).toHaveURL(/\/beneficiaries$/)
      await expectAccessible(page)
      await emailedResumeLink(email, since)
      consoleErrors.splice(0, consoleErrors.length)
    },
  )
})
