import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, pickWithKeyboard, test } from './fixtures.ts'
import {
  answerBeneficiaries,
  answerDisclaimer,
  answerPersonalInformation,
  buyNow,
  expectPage,
  expectPolicy,
  expectRefusalsLogged,
  giveBankingDetails,
  quoteBegunWithScript,
} from './full-quote-journey.ts'
import { resumeCodeFor } from './mailbox.ts'
import { apiClient } from './workbench.ts'

/**
 * Buying GAP cover (issue 23) on the OM server: the quick quote, the disclaimer, the mini contact,
 * the medical aid page (first filled with the quick quote's scheme and plan, its four messages, a
 * changed plan that re-rates, the number shown hidden on Back), the beneficiaries, the premium, the
 * GAP debit order and the policy, with axe on every page (expectPage). A GAP quote stopped half-way
 * is resumed in a fresh browser by the e-mailed code, and by an agent's workbench token naming it
 * (gapQuoteSessionId), on the call-centre server.
 */

const OM_ONLY = { tag: '@om-only' }
const AGE = 45
const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/
/** The IWYZE server in call-centre mode (playwright.config.ts CALL_CENTRE_PORT). */
const CALL_CENTRE = `http://127.0.0.1:${3102 + Number(process.env.TEST_PORT_OFFSET ?? 0)}`

const send = (page: Page, name = 'Continue') => page.getByRole('button', { name, exact: true }).click()
const message = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::*[contains(@class,"field")][1]//p[contains(@class,"field__error")]')

/** The session the browser keeps (shell spec §3). */
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? 'null') as Record<string, unknown>)

/** GAP's quick quote on the quote page now shown, on Discovery's hospital plan; gives back its premium. */
async function answerGapQuickQuote(page: Page): Promise<string> {
  await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
  await page.getByRole('radio', { name: 'GAP Cover', exact: true }).check()
  await page.getByLabel('How old are you?').fill(String(AGE))
  await pickWithKeyboard(
    page,
    page.getByRole('combobox', { name: 'Which medical aid are you on?' }),
    'disc',
    /discovery/i,
  )
  await page.getByRole('radio', { name: 'Hospital plan', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Just me', exact: true }).check()
  await page.getByRole('checkbox', { name: 'I agree' }).check()
  await page.getByRole('button', { name: 'Get my quote' }).click()
  await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
  return (await page.locator('.quote-result__premium strong').textContent()) ?? ''
}

async function gapQuickQuote(page: Page): Promise<string> {
  await page.goto('/')
  await page.waitForFunction(() => sessionStorage.getItem('session') !== null)
  await page.getByRole('navigation').getByRole('link', { name: 'QUOTE', exact: true }).first().click()
  return answerGapQuickQuote(page)
}

/**
 * The medical aid page: the quick quote's scheme and its first hospital option shown; an empty
 * number refused beside its field; then a savings option (another plan: the quote is rated again),
 * the number and the inception date.
 */
async function answerMedicalAid(page: Page) {
  await expectPage(page, 'medical-aid', 'Your medical aid')
  await expect(page.getByLabel('Medical scheme')).toHaveValue('Discovery Health Medical Scheme')
  await expect(page.getByLabel('Option (plan)')).toHaveValue('Classic Smart')
  await page.getByLabel('Inception date').fill('2019-03-01')
  await send(page)
  await expect(message(page, 'Membership number')).toHaveText('No correct medical aid number provided')
  await expectAccessible(page)
  await page.getByLabel('Option (plan)').fill('Classic Saver')
  await page.getByLabel('Membership number').fill('123456789')
  await send(page)
}

/** Back from the beneficiaries: the medical aid as given, the number hidden; sent again unchanged. */
async function expectMedicalAidKept(page: Page) {
  await expectPage(page, 'beneficiaries', 'Beneficiaries')
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expectPage(page, 'medical-aid', 'Your medical aid')
  await expect(page.getByLabel('Option (plan)')).toHaveValue('Classic Saver')
  await expect(page.getByLabel('Membership number')).toHaveValue('******789')
  await expect(page.getByLabel('Inception date')).toHaveValue('2019-03-01')
  await expect(page.locator('main')).not.toContainText('123456789')
  await send(page)
  await expectPage(page, 'beneficiaries', 'Beneficiaries')
}

test.describe('buying GAP cover', () => {
  test(
    'medical aid and two beneficiaries: every page to the policy and its schedule',
    OM_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(150_000)
      const quickQuotePremium = await gapQuickQuote(page)
      const hashedQuoteId = await buyNow(page)
      await answerDisclaimer(page)
      await answerPersonalInformation(page, AGE)
      await answerMedicalAid(page)
      await expectMedicalAidKept(page)
      await answerBeneficiaries(page)

      // The savings option chosen re-rated the quote: the premium page shows the new premium.
      await expectPage(page, 'premium', 'Your premium')
      await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM)
      const premium = (await page.locator('.quote-result__premium strong').textContent()) ?? ''
      expect(premium).not.toBe(quickQuotePremium)
      await expect(page.getByText(/^GAP cover: in-hospital specialist shortfalls/)).toBeVisible()
      await expect
        .poll(() => sessionOf(page))
        .toMatchObject({ gapQuoteSession: { gapQuoteSessionId: hashedQuoteId, policyNo: null } })
      await send(page, 'Accept this premium')

      await giveBankingDetails(page)
      const policyNumber = await expectPolicy(page, premium, /OM-GAP-\d{7}/)
      await expect
        .poll(() => sessionOf(page))
        .toMatchObject({ gapQuoteSession: { gapQuoteSessionId: hashedQuoteId, policyNo: policyNumber } })
      // The refusals the API answers (the browser checks the shares and the consent before posting,
      // decision 013): the disclaimer's answer and the ID number's age.
      expectRefusalsLogged(consoleErrors, 2)
    },
  )
})

/** A GAP quote answered up to its beneficiaries by a buyer with this e-mail, in its own browser; its id. */
async function gapStoppedAtBeneficiaries(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await gapQuickQuote(page)
    const hashedQuoteId = await buyNow(page)
    await answerDisclaimer(page)
    await answerPersonalInformation(page, AGE, email)
    await answerMedicalAid(page)
    await expectPage(page, 'beneficiaries', 'Beneficiaries')
    return hashedQuoteId
  } finally {
    await context.close()
  }
}

test(
  'a GAP quote resumed in a fresh browser by the e-mailed code lands on its page to answer',
  OM_ONLY,
  async ({ page, browser, consoleErrors }) => {
    test.setTimeout(150_000)
    const email = `gap-resume-${Date.now()}@example.co.za`
    const hashedQuoteId = await gapStoppedAtBeneficiaries(browser, email)

    expect((await page.goto(`/quote/${hashedQuoteId}/beneficiaries`))?.status()).toBe(404)
    await page.goto(`/resume-quote/${hashedQuoteId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Continue your .*gap.* quote$/i)
    await expectAccessible(page)
    const since = Date.now()
    await page.getByRole('button', { name: 'Send a code to my e-mail' }).click()
    await expect(page.getByText('We sent a six-digit code to the e-mail address you gave us.')).toBeVisible()
    await page.getByLabel('Your six-digit code').fill(await resumeCodeFor(email, since))
    await page.getByRole('button', { name: 'Continue my quote' }).click()
    await expectMedicalAidKept(page)
    await expect
      .poll(() => sessionOf(page))
      .toMatchObject({ gapQuoteSession: { gapQuoteSessionId: hashedQuoteId } })
    consoleErrors.splice(0, consoleErrors.length)
  },
)

test(
  "an agent's workbench token naming the GAP quote (gapQuoteSessionId) continues it at its saved page",
  OM_ONLY,
  async ({ browser, request, consoleErrors }) => {
    test.setTimeout(150_000)
    const api = await apiClient(request, { base: CALL_CENTRE })
    const first = await browser.newContext({ baseURL: CALL_CENTRE })
    let hashedQuoteId: string
    try {
      const page = await first.newPage()
      await page.goto((await api.issue({ agentId: 'AG42', productCode: 'gap' })).launchPath)
      await answerGapQuickQuote(page)
      hashedQuoteId = await buyNow(page)
      await answerDisclaimer(page)
      await answerPersonalInformation(page, AGE)
      await answerMedicalAid(page)
      await expectPage(page, 'beneficiaries', 'Beneficiaries')
    } finally {
      await first.close()
    }

    // The call drops; the workbench gives the next agent a token naming the GAP quote.
    const next = await browser.newContext({ baseURL: CALL_CENTRE })
    try {
      const page = await next.newPage()
      const issued = await api.issue({
        agentId: 'AG43',
        productCode: 'gap',
        gapQuoteSessionId: hashedQuoteId,
      })
      await page.goto(issued.launchPath)
      await expect(page).toHaveURL(new RegExp(`/callcenter/quote/q/${hashedQuoteId}/beneficiaries$`))
      await expectMedicalAidKept(page)
      await expect
        .poll(() => sessionOf(page))
        .toMatchObject({
          gapQuoteSessionId: hashedQuoteId,
          gapQuoteSession: { gapQuoteSessionId: hashedQuoteId },
        })
    } finally {
      await next.close()
    }
    consoleErrors.splice(0, consoleErrors.length)
  },
)

test.describe('without JavaScript', () => {
  // The `page` fixture's context has the script off (and axe runs on a copy of its page, fixtures.ts).
  test.use({ javaScriptEnabled: false })

  test(
    'the medical aid page: the server’s messages beside the fields, then saved',
    OM_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(150_000)
      const hashedQuoteId = await quoteBegunWithScript(page, async (withScript) => {
        await gapQuickQuote(withScript)
        await buyNow(withScript)
        await answerDisclaimer(withScript)
        await answerPersonalInformation(withScript, AGE)
        await expectPage(withScript, 'medical-aid', 'Your medical aid')
      })
      await page.goto(`/quote/${hashedQuoteId}/medical-aid`)
      await expectPage(page, 'medical-aid', 'Your medical aid')
      // A network option GAP does not top up, and a membership not yet begun: the page's rule refuses.
      await page.getByLabel('Option (plan)').fill('KeyCare Plus')
      await page.getByLabel('Membership number').fill('987654321')
      await page.getByLabel('Inception date').fill('2099-01-01')
      await send(page)
      await expectPage(page, 'medical-aid', 'Your medical aid')
      await expect(message(page, 'Option (plan)')).toHaveText('No correct medical aid option/plan provided')
      await expect(message(page, 'Inception date')).toHaveText('No correct inception date supplied')
      await expect(page.getByLabel('Membership number')).toHaveValue('987654321')
      await page.getByLabel('Option (plan)').fill('Classic Core')
      await page.getByLabel('Inception date').fill('2020-01-01')
      await send(page)
      await expectPage(page, 'beneficiaries', 'Beneficiaries')
      await page.getByRole('link', { name: 'Back', exact: true }).click()
      await expect(page.getByLabel('Membership number')).toHaveValue('******321')
      await expect(page.getByLabel('Option (plan)')).toHaveValue('Classic Core')
      // Without script the refused post is the page's own answer, a 400 the browser logs.
      expectRefusalsLogged(consoleErrors, 1)
    },
  )
})
