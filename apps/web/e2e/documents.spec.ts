import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  acceptPremium,
  answerBeneficiaries,
  answerDisclaimer,
  answerPersonalInformation,
  buyNow,
  expectPolicy,
  expectRefusalsLogged,
  funeralQuickQuote,
  giveBankingDetails,
} from './full-quote-journey.ts'

/**
 * Issue 25, documents a buyer can read: the policy wording linked where the buyer confirms having
 * read it opens the wording (axe on it), under the life insurer's letterhead; the schedule of the
 * policy bought prints the wording's version and SHA-256, the same as the page read; the
 * congratulations page links the key information, which another browser cannot open.
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const AGE = 40

/** The words of a PDF the page links, as a reader copies them (pdf.js, through unpdf). */
async function linkedPdfText(page: Page, linkName: string): Promise<string> {
  const href = await page.getByRole('link', { name: linkName }).getAttribute('href')
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  })
  return text.replace(/\s+/g, ' ')
}

test(
  'the wording read before buying is the one the schedule names',
  IWYZE_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(120_000)
    await funeralQuickQuote(page, AGE, ['Just me'])
    await buyNow(page)
    await expect(page.locator('.site-footer__disclaimer')).toContainText(
      'Funeral Cover is underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    )

    // "I have read the policy wording" has the wording beside it, in a new tab.
    const [wording] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Read the policy wording (opens in a new tab)' }).click(),
    ])
    await expect(wording).toHaveURL(/\/documents\/funeral\/policy-wording$/)
    await expect(wording.getByRole('heading', { level: 1 })).toHaveText('Funeral Cover: policy wording')
    await expect(wording.getByText('Version funeral-2026.1, in effect from 1 January 2026')).toBeVisible()
    // Funeral is a life product: its letterhead names the life insurer, never a non-life one.
    const letterhead = wording.locator('.document-letterhead')
    await expect(letterhead).toContainText('a licensed life insurer')
    await expect(letterhead).toContainText(/FSP \d+/)
    await expect(wording.locator('.site-footer__disclaimer')).toContainText(
      'Funeral Cover is underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    )
    await expect(wording.getByText(/^In short: We do not pay for a death from natural causes/)).toBeVisible()
    const sha256 = (await wording.locator('.policy-document__fingerprint code').textContent()) ?? ''
    expect(sha256).toMatch(/^[0-9a-f]{64}$/)
    await expectAccessible(wording)
    // Its PDF: the same version and fingerprint, under the letterhead.
    const wordingPdf = await linkedPdfText(wording, 'Download this document (PDF)')
    expect(wordingPdf).toContain('Version funeral-2026.1')
    expect(wordingPdf).toContain(`SHA-256 of this text: ${sha256}`)
    await wording.close()

    await answerDisclaimer(page)
    await answerPersonalInformation(page, AGE)
    await answerBeneficiaries(page)
    const premium = await acceptPremium(page)
    await giveBankingDetails(page)
    await expectPolicy(page, premium)

    // The schedule names the wording read, by version and fingerprint, under the brand's letterhead.
    const schedule = await linkedPdfText(page, 'Download your policy schedule (PDF)')
    expect(schedule).toContain('policy wording version funeral-2026.1, in effect from 1 January 2026')
    expect(schedule).toContain(`The wording's SHA-256 fingerprint is ${sha256}.`)
    expect(schedule).toContain(
      'Underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    )
    expect(schedule).not.toMatch(/non-life|FSP 00000|demo/)

    // Congratulations links the documents: the key information is the owner's alone.
    const documents = page.getByRole('region', { name: 'Your documents' })
    await expect(documents.getByRole('link', { name: 'The policy wording' })).toHaveAttribute(
      'href',
      '/documents/funeral/policy-wording',
    )
    await expect(documents.getByRole('link', { name: 'The terms and conditions' })).toHaveAttribute(
      'href',
      '/documents/funeral/terms',
    )
    await documents.getByRole('link', { name: 'Your key information: your cover on one page' }).click()
    await expect(page).toHaveURL(/\/quote\/[\w-]+\/key-information$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funeral Cover: key information')
    for (const heading of [
      'Who and what is covered',
      'For how much',
      'What is not covered',
      'What it costs and when',
      'How to claim',
      'How to cancel',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByText(`SHA-256 ${sha256}`, { exact: false })).toBeVisible()
    await expectAccessible(page)

    const stranger = await page.context().browser()!.newContext()
    const elsewhere = await stranger.request.get(page.url())
    expect(elsewhere.status()).toBe(404)
    expect(await elsewhere.text()).not.toContain('Thandiwe')
    await stranger.close()

    // The API's refusals the journey provokes: the wrong disclaimer answer, the ID for another age.
    expectRefusalsLogged(consoleErrors, 2)
  },
)
