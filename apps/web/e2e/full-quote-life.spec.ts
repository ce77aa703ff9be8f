import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  answerBeneficiaries,
  answerDisclaimer,
  buyNow,
  checkStandardsOn,
  expectPage,
  expectPolicy,
  expectRefusalsLogged,
} from './full-quote-journey.ts'
import {
  acceptAccidentalDeathBenefit,
  acceptLifeCover,
  answerHealth,
  answerLifeBeneficiaries,
  answerLifeUpToBeneficiaries,
  expectLifePolicy,
  giveLifeBankingDetails,
  lifeQuickQuote,
} from './full-quote-life-journey.ts'

/**
 * Buying life cover (issue 18), from the home page's quick quote to the congratulations page and the
 * policy schedule, on the IWYZE server, whose environment turns the life_v2 and adb flags on
 * (playwright.config.ts): the v2 beneficiaries (relation, shares adding up to 100) and the
 * accidental death benefit offered on the premium page at its own premium. axe on every page
 * (expectPage); a health answer that does not qualify ends at the spec's error route (shell spec §2).
 */

/** A declined quote lands on its error route (shell spec §2), and its pages lead back there. */
async function expectDeclined(page: Page, hashedQuoteId: string, route: string) {
  const errorRoute = new RegExp(`/error/${route}$`)
  await expect(page).toHaveURL(errorRoute)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`/quote/${hashedQuoteId}/personal-information`)
  await expect(page).toHaveURL(errorRoute)
}

const IWYZE_ONLY = { tag: '@iwyze-only' }
const OM_ONLY = { tag: '@om-only' }

test.describe('buying life cover (life_v2 and adb on)', () => {
  test(
    'two beneficiaries 60/40 and the accidental death benefit: every page to the policy and its schedule',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(150_000)
      checkStandardsOn(page)
      await answerLifeUpToBeneficiaries(page)
      await answerLifeBeneficiaries(page)
      const premium = await acceptAccidentalDeathBenefit(page)
      await giveLifeBankingDetails(page, premium)
      await expectLifePolicy(page, premium)
      // The refusals provoked: the disclaimer's wrong answer (the API's); the shares' total and the
      // missing consent are the page's rule, said in the browser before sending.
      expectRefusalsLogged(consoleErrors, 1)
    },
  )

  test(
    'a health answer that does not qualify lands on error/life-premium-not-qual',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(90_000)
      await lifeQuickQuote(page)
      const hashedQuoteId = await buyNow(page)
      await answerDisclaimer(page)
      await answerHealth(page, { illness: true })
      await expectDeclined(page, hashedQuoteId, 'life-premium-not-qual')
      expectRefusalsLogged(consoleErrors, 1)
    },
  )
})

test(
  'a cover raised on the full quote past what the income allows lands on error/life-exceeds-range',
  IWYZE_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(90_000)
    await lifeQuickQuote(page)
    const hashedQuoteId = await buyNow(page)
    await answerDisclaimer(page)
    // Back to the quick quote's answers, the first page of the full quote, to change them.
    await page.goto(`/quote/${hashedQuoteId}/quick-quote`)
    await expectPage(page, 'quick-quote', 'Quick quote')
    await page.getByLabel('What is your household income?').fill('8000')
    await page.getByLabel('How much cover would you like?').fill('10000000')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expectDeclined(page, hashedQuoteId, 'life-exceeds-range')
    expectRefusalsLogged(consoleErrors, 1)
  },
)

test.describe('buying life cover (life_v2 and adb off, as the OM server runs)', () => {
  test(
    'beneficiaries by designation and life cover alone: every page to the policy and its schedule',
    OM_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(150_000)
      await answerLifeUpToBeneficiaries(page)
      // Without life_v2 the beneficiaries page is the other products' (designation, not relation).
      await answerBeneficiaries(page)
      const premium = await acceptLifeCover(page)
      await giveLifeBankingDetails(page, premium)
      await expectPolicy(page, premium, /OM-LIFE-\d{7}/)
      // The disclaimer's wrong answer (the page's own rules are said in the browser before sending).
      expectRefusalsLogged(consoleErrors, 1)
    },
  )
})
