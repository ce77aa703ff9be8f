import { test } from './fixtures.ts'
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
  quoteBegunWithScript,
} from './full-quote-journey.ts'
import {
  acceptPremiumOf,
  answerAddress,
  answerMiniContact,
  expectAddressKept,
  businessQuickQuote,
  contentsQuickQuote,
  searchSuburbsWithoutScript,
  answerAlternativeMiniContact,
  legalQuickQuote,
} from './full-quote-home-journey.ts'

/**
 * Issue 18's purchases insured at an address, from the home page to the congratulations page and
 * the policy schedule's download: home contents with its address found by the suburb search (with
 * JavaScript and without it), business, and a purchase on the OM site. axe runs on every page
 * (expectPage in full-quote-journey.ts).
 */

const IWYZE_ONLY = { tag: '@iwyze-only' }
const OM_ONLY = { tag: '@om-only' }
const SEA_POINT = { term: 'sea point', option: /sea point/i }

test.describe('buying home contents cover', () => {
  test(
    'the address found by the suburb search, to the policy and its schedule',
    IWYZE_ONLY,
    async ({ page, consoleErrors }) => {
      test.setTimeout(120_000)
      await contentsQuickQuote(page)
      await buyNow(page)
      await answerDisclaimer(page)
      await answerMiniContact(page)
      await answerAddress(page, SEA_POINT, 'home', { carried: true })
      await expectAddressKept(page, /Sea Point, Cape Town/)
      const premium = await acceptPremiumOf(page, 'Household Contents Insurance: R 250 000.00')
      await giveBankingDetails(page)
      await expectPolicy(page, premium, /IW-CONTENTS-\d{7}/)
      // The API's refusal of the wrong disclaimer answer; the mobile number, the missing suburb and
      // the missing consent are the page's rule, said in the browser before sending.
      expectRefusalsLogged(consoleErrors, 1)
    },
  )

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test(
      'the address page finds the suburb by its own search, and the quote is bought',
      IWYZE_ONLY,
      async ({ page, consoleErrors }) => {
        test.setTimeout(120_000)
        const hashedQuoteId = await quoteBegunWithScript(page, async (scripted) => {
          await contentsQuickQuote(scripted)
          await buyNow(scripted)
        })
        await page.goto(`/resume-quote/${hashedQuoteId}`)
        await answerDisclaimer(page)
        await answerMiniContact(page)
        await searchSuburbsWithoutScript(page, /Sea Point, Cape Town/)
        await answerAddress(page, SEA_POINT, 'home', { carried: true })
        await expectAddressKept(page, /Sea Point, Cape Town/)
        const premium = await acceptPremiumOf(page, 'Household Contents Insurance: R 250 000.00')
        await giveBankingDetails(page)
        await expectPolicy(page, premium, /IW-CONTENTS-\d{7}/)
        // The address page is no longer sent without a suburb: the quick quote's comes chosen.
        expectRefusalsLogged(consoleErrors, 3)
      },
    )
  })
})

test(
  'buying business cover: every page to the policy and its schedule',
  IWYZE_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(120_000)
    await businessQuickQuote(page)
    await buyNow(page)
    await answerDisclaimer(page)
    await answerMiniContact(page)
    await answerAddress(page, { term: 'rondebosch', option: /rondebosch/i }, 'business', { carried: true })
    const premium = await acceptPremiumOf(page, 'Business Insurance: R 300 000.00')
    await giveBankingDetails(page)
    await expectPolicy(page, premium, /IW-BI-\d{7}/)
    // The wrong disclaimer answer (the page's own rules are said in the browser before sending).
    expectRefusalsLogged(consoleErrors, 1)
  },
)

test(
  'on the OM site: funeral cover for one person, numbered as an OM policy',
  OM_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(120_000)
    await funeralQuickQuote(page, 40, ['Just me'])
    await buyNow(page)
    await answerDisclaimer(page)
    await answerPersonalInformation(page, 40)
    await answerBeneficiaries(page)
    const premium = await acceptPremium(page)
    await giveBankingDetails(page)
    await expectPolicy(page, premium, /OM-FUNERAL-\d{7}/)
    // The wrong disclaimer answer and the ID number for another age (the API's refusals).
    expectRefusalsLogged(consoleErrors, 2)
  },
)

test(
  'on the OM site: legal cover with the legal flag, its policyholder by the alternative mini contact',
  OM_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(120_000)
    await legalQuickQuote(page)
    await buyNow(page)
    await answerDisclaimer(page)
    await answerAlternativeMiniContact(page)
    const premium = await acceptPremiumOf(
      page,
      'Legal Cover: legal costs paid for a covered matter: R 250 000.00',
    )
    await giveBankingDetails(page)
    await expectPolicy(page, premium, /OM-LEGAL-\d{7}/)
    // The wrong disclaimer answer (the page's own rules are said in the browser before sending).
    expectRefusalsLogged(consoleErrors, 1)
  },
)
