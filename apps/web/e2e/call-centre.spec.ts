import type { Page } from '@playwright/test'
import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { formatCents } from '@insure/domain/money'
import { expect, expectAccessible, test } from './fixtures.ts'
import { extractText, getDocumentProxy } from 'unpdf'
import {
  acceptPremium,
  agentScriptOf,
  answerBeneficiaries,
  answerDisclaimer,
  answerExtendedFamily,
  answerFuneralQuickQuote,
  answerPersonalInformation,
  answerSpouse,
  buyNow,
  expectPage,
  expectPolicy,
  expectRefusalsLogged,
  giveBankingDetails,
} from './full-quote-journey.ts'
import { apiClient } from './workbench.ts'

/** The IWYZE server started with CALL_CENTRE=1 (playwright.config.ts). Shell spec §2, §6. */
test.describe('call-centre mode', () => {
  for (const path of ['/', '/products/car-insurance', '/contact', '/blogs', '/no-such-page', '/404']) {
    test(`${path} goes to callcenter/quote`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/callcenter\/quote$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call-centre quote')
    })
  }

  for (const path of [
    '/support/tips-and-tools/tips/hiv-testing-locations',
    '/error/life-premium-not-qual',
    '/error/life-exceeds-range',
  ]) {
    test(`${path} stays`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    })
  }

  test('hides header, menu, footer, floating button and cookie banner; creates no server session', async ({
    page,
  }) => {
    await page.goto('/callcenter/quote')
    await page.waitForFunction(() => sessionStorage.getItem('session'))
    await expect(page.locator('.top-bar, .main-menu, footer, .floating-button, .cookie-banner')).toHaveCount(
      0,
    )
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
    expect(session.callcentre).toBe(true)
    expect(session.hashedSessionId).toBeUndefined()
    await expectAccessible(page)
  })

  test('takes the company and the launch parameters from the link; the developer bar shows them', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/callcenter/quote/wb-token-123?cpy=Old%20Mutual&agent=AG42&lead_id=L9&mobile=0821234567')
    // Not a token the workbench issued: refused (401), and said so.
    await expect(page.getByRole('alert')).toContainText('This workbench token is not valid')
    acceptRefusedToken(consoleErrors)
    await expect(page.getByText('Company:')).toContainText('Old Mutual')
    const bar = page.getByRole('complementary', { name: 'Developer bar' })
    await expect(bar).toContainText('Call-centre mode')
    await expect(bar).toContainText('wb-token-123')
    await expect(bar).toContainText('AG42')
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
    expect(session.connexData).toMatchObject({ company: 'Old Mutual', agent: 'AG42', lead_id: 'L9' })
    // The company stays for the rest of the visit.
    await page.goto('/callcenter/quote')
    await expect(page.getByText('Company:')).toContainText('Old Mutual')
  })

  test.describe('workbench tokens', () => {
    test('a new token selects its product, prefills the contact and starts at the quick quote', async ({
      page,
      request,
    }) => {
      const api = await apiClient(request)
      const issued = await api.issue({
        agentId: 'AG42',
        agentUsername: 'thandi.agent',
        productCode: 'life',
        contact: { name: 'Thandi', surname: 'Nkosi', mobile: '0821234567', gender: 'f', idNumber: ID_NUMBER },
      })
      await page.goto(`${issued.launchPath}?lead_id=L9`)
      await expect(page.getByRole('heading', { name: /^New .* quote from the workbench$/ })).toBeVisible()
      const launch = page.getByRole('region', { name: /quote from the workbench/ })
      await expect(launch).toContainText('Thandi Nkosi')
      await expect(launch).toContainText('Female')
      await expect(page.getByRole('radio', { name: PRODUCT_CATALOGUE.life.displayName })).toBeChecked()
      await expect(page.getByRole('button', { name: 'Get my quote' })).toBeVisible()
      // The ID number is in its question, and the date of birth it tells beside it.
      const values = () =>
        page
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      await expect.poll(values).toContain(ID_NUMBER)
      await expect.poll(values).toContain('1985/06/15')
      const bar = page.getByRole('complementary', { name: 'Developer bar' })
      await expect(bar).toContainText(issued.token)
      await expect(bar).toContainText('AG42')
      const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
      expect(session).toMatchObject({
        wbToken: issued.token,
        wbTokenData: { USERNAME: 'thandi.agent', agentId: 'AG42' },
        selectedProduct: 'LIFE',
        currstep: 'quick-quote',
        currstepIndex: 0,
        qqResult: null,
      })
      await expectAccessible(page)
    })

    test('a token linked to a quick quote continues it: the premium and the restored cover', async ({
      page,
      request,
    }) => {
      const api = await apiClient(request, { asAgent: true })
      const quote = await funeralQuickQuote(api)
      const issued = await api.issue({
        agentId: 'AG42',
        productCode: 'funeral',
        hashedQuickQuoteId: quote.hashedQuickQuoteSessionId,
      })
      await page.goto(issued.launchPath)
      await expect(
        page.getByRole('heading', { name: /^Continued .* quote from the workbench$/ }),
      ).toBeVisible()
      const cover = `R ${formatCents(quote.cover)}`
      await expect(page.getByRole('region', { name: /quote from the workbench/ })).toContainText(cover)
      await expect(page.getByRole('heading', { name: 'Your premium' })).toBeVisible()
      await expect(page.locator('.quote-result')).toContainText(`R ${formatCents(quote.premium)}`)
      await expect(page.locator('.quote-result')).toContainText(cover)
      await expect(page.locator('.quote-result__disclaimer')).toBeVisible()
      const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
      expect(session).toMatchObject({
        hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
        qqValue: { premium: quote.premium, cover: quote.cover },
        selectedProduct: 'FUNERAL',
      })
      await expectAccessible(page)

      // Changing the answers shows them as the customer gave them.
      await page.getByRole('button', { name: 'Change my answers' }).click()
      await expect(page.getByRole('spinbutton').or(page.getByRole('textbox')).first()).toHaveValue('40')
    })

    test('an agent sells the full quote, and a token for the same quote later continues it at its saved page', async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(120_000)
      const api = await apiClient(request)
      const issued = await api.issue({ agentId: 'AG42', productCode: 'funeral' })
      await page.goto(issued.launchPath)
      await answerFuneralQuickQuote(page, 40, ['Just me', 'My spouse or partner', 'Extended family'])
      // BUY NOW keeps the agent under callcenter/quote (shell spec §2).
      const hashedQuoteId = await buyNow(page)
      expect(new URL(page.url()).pathname).toBe(`/callcenter/quote/q/${hashedQuoteId}/disclaimer`)
      // The page's script beside it, in the company's words (shell spec §6); the session's lists (§3).
      // Read as the agent's browser, which owns the quote it started (issue 22).
      const owner = (await page.context().cookies()).find((cookie) => cookie.name === 'quote-owner')!
      api.addCookie(`${owner.name}=${owner.value}`)
      const pageIds = await pageIdsOf(api, hashedQuoteId)
      await expectAgentScript(page, 'Before you buy', /Please answer them truthfully: iWYZE relies/)
      await expectScriptLists(page, pageIds, 'disclaimer')
      await answerDisclaimer(page)
      await expectAgentScript(page, 'Spouse', "May I have your spouse's full name and date of birth?")
      await expectScriptLists(page, pageIds, 'spouse')
      await answerSpouse(page)
      await expectPage(page, 'extended-family', 'Extended family')
      await expectAgentScript(page, 'Extended family', /How many extended family members/)
      await expectScriptLists(page, pageIds, 'extended-family')
      // Readable on a 375 px phone too: the script under the page, nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 800 })
      await expectPage(page, 'extended-family', 'Extended family')
      await expect(agentScriptOf(page)).toBeVisible()
      const { hashedQuickQuoteSessionId } = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('session')!),
      )

      // The call drops; the dialler gives the next agent a token for the same quote (shell spec §4).
      const continued = await api.issue({
        agentId: 'AG43',
        productCode: 'funeral',
        hashedQuickQuoteId: hashedQuickQuoteSessionId,
      })
      const nextAgent = await browser.newContext()
      try {
        const agentPage = await nextAgent.newPage()
        await agentPage.goto(continued.launchPath)
        await expect(agentPage).toHaveURL(new RegExp(`/callcenter/quote/q/${hashedQuoteId}/extended-family$`))
        // The next agent's new session has the quote's lists as the server has them.
        await expectScriptLists(agentPage, pageIds, 'extended-family')
        await answerExtendedFamily(agentPage)
        await expectAgentScript(
          agentPage,
          'About the client',
          /May I confirm your title, full name and ID number/,
        )
        await expectScriptLists(agentPage, pageIds, 'personal-information')
        await answerPersonalInformation(agentPage, 40)
        await answerBeneficiaries(agentPage)
        await expectAgentScript(agentPage, 'Premium', /Do you accept this premium/)
        const premium = await acceptPremium(agentPage)
        await expectAgentScript(agentPage, 'Debit order', /Do you agree that iWYZE may collect the premium/)
        await expectScriptLists(agentPage, pageIds, 'banking-details')
        await giveBankingDetails(agentPage)
        await expectPolicy(agentPage, premium)
        expect(new URL(agentPage.url()).pathname).toBe(`/callcenter/quote/q/${hashedQuoteId}/congratulations`)
        await expectAgentScript(agentPage, 'Congratulations', /You may cancel within 31 days/)
        await expectScriptLists(agentPage, pageIds, 'congratulations')
        // Sold by the agent who bought it, not the one who started it (shell spec §3): the schedule says so.
        expect(await scheduleTextOf(agentPage)).toContain('You bought this policy through our agent AG43.')
      } finally {
        await nextAgent.close()
      }
      // The refusal this page provoked on purpose (the wrong disclaimer answer; the second agent's
      // browser is not watched by the fixture).
      expectRefusalsLogged(consoleErrors, 1)
    })

    test('a tampered token is refused with an alert; an agent can still start a new quote', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const api = await apiClient(request)
      // The agent's browser holds an agent session from an earlier launch.
      await page.goto((await api.issue({ agentId: 'AG42', productCode: 'funeral' })).launchPath)
      await expect(page).toHaveURL(/\/callcenter\/quote\?product=funeral$/)
      const { token } = await api.issue({ agentId: 'AG42', productCode: 'car' })
      const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`
      await page.goto(`/callcenter/quote/${tampered}`)
      await expect(page.getByRole('alert')).toContainText('This workbench token is not valid')
      await expect(page.getByRole('alert')).toContainText('You can still start a new quote')
      await page.getByRole('radio', { name: PRODUCT_CATALOGUE.funeral.displayName }).check()
      await expect(page.getByRole('button', { name: 'Get my quote' })).toBeVisible()
      const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!))
      expect(session.wbToken).toBeUndefined()
      await expectAccessible(page)
      acceptRefusedToken(consoleErrors)
    })
  })

  test.describe('an agent is proven by an agent session (issue 22)', () => {
    test('a launch token opens once: the agent is taken off its address; a second opening is refused', async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      const api = await apiClient(request)
      const issued = await api.issue({ agentId: 'AG42', productCode: 'funeral' })
      await page.goto(issued.launchPath)
      await expect(page.getByRole('heading', { name: /^New .* quote from the workbench$/ })).toBeVisible()
      // Off the token's address, whose history entry was replaced.
      await expect(page).toHaveURL(/\/callcenter\/quote\?product=funeral$/)
      expect(await page.evaluate(() => history.length)).toBe(2)
      // The cookie the exchange's answer set: HttpOnly, so no script reads it.
      const cookies = await page.context().cookies()
      expect(cookies.find((cookie) => cookie.name === 'agent-session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        expires: -1,
      })
      expect(await page.evaluate(() => document.cookie)).not.toContain('agent-session')
      await expect(page.getByRole('button', { name: 'Get my quote' })).toBeVisible()

      // The same link again, in another browser: refused, and no quote to make there.
      const other = await browser.newContext()
      try {
        const again = await other.newPage()
        const refused: string[] = []
        again.on('console', (message) => message.type() === 'error' && refused.push(message.text()))
        await again.goto(issued.launchPath)
        await expect(again.getByRole('alert')).toContainText('This workbench token was not found')
        await expect(again.getByRole('alert')).not.toContainText('You can still start a new quote')
        await expect(again.getByRole('button', { name: 'Get my quote' })).toHaveCount(0)
        expect((await other.cookies()).map((cookie) => cookie.name)).not.toContain('agent-session')
        await expectAccessible(again)
        expect(refused.filter((text) => !text.includes('status of 404'))).toEqual([])
      } finally {
        await other.close()
      }
      expect(consoleErrors).toEqual([])
    })

    test("an agent's quote pages answer 404 to a browser without the agent session", async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      const api = await apiClient(request, { asAgent: true })
      const quick = await funeralQuickQuote(api)
      const { hashedQuoteId } = (await api.post('/wyzeapi/quote/addQuote', {
        hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      })) as { hashedQuoteId: string }
      const disclaimer = `/callcenter/quote/q/${hashedQuoteId}/disclaimer`
      // BUY NOW's address (no page of its own) and a page of the quote.
      for (const path of ['/callcenter/quote/q/buy', disclaimer]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0)
      }
      await expectAccessible(page)
      // A hand-written cookie of the former kind proves nothing.
      await page.context().addCookies([{ name: 'callcentre-agent', value: 'AG42', url: page.url() }])
      expect((await page.goto(disclaimer))?.status()).toBe(404)

      // The browser logs the 404 answers it was given on purpose; nothing else may fail.
      const others = consoleErrors.filter((error) => !error.includes('status of 404'))
      consoleErrors.splice(0, consoleErrors.length, ...others)

      // The quote page itself says how to become an agent: a launch from the workbench.
      await page.goto('/callcenter/quote')
      await expect(
        page.getByText('This browser has no agent session. Launch the quote from the workbench.'),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Get my quote' })).toHaveCount(0)
      await expectAccessible(page)

      // Launched for another quote, an agent still may not open this one (decision 008); launched to
      // continue this quote, the page opens.
      const agent = await browser.newContext()
      try {
        const agentPage = await agent.newPage()
        await agentPage.goto((await api.issue({ agentId: 'AG42', productCode: 'funeral' })).launchPath)
        await expect(agentPage).toHaveURL(/\/callcenter\/quote\?product=funeral$/)
        expect((await agentPage.goto(disclaimer))?.status()).toBe(404)
        const continued = await api.issue({
          agentId: 'AG42',
          productCode: 'funeral',
          hashedQuickQuoteId: quick.hashedQuickQuoteSessionId,
        })
        await agentPage.goto(continued.launchPath)
        // No page of the quote shown yet: the launch shows the quick quote's premium (shell spec §4).
        await expect(agentPage).toHaveURL(/\/callcenter\/quote\?product=funeral$/)
        expect((await agentPage.goto(disclaimer))?.status()).toBe(200)
        await expect(agentPage.getByRole('heading', { level: 1 })).toBeVisible()
      } finally {
        await agent.close()
      }
    })
  })
})

/** The funeral journey's pages with a spouse and extended family covered, in order (the seed's). */
const FUNERAL_PAGES = [
  'quick-quote',
  'disclaimer',
  'spouse',
  'extended-family',
  'personal-information',
  'beneficiaries',
  'premium',
  'banking-details',
  'congratulations',
] as const

/** The hashed ids of a quote's journey pages by code, as the API gives them. */
async function pageIdsOf(api: Awaited<ReturnType<typeof apiClient>>, hashedQuoteId: string) {
  const status = (await api.post(`/wyzeapi/quote/getQuoteStatus/${hashedQuoteId}`, {
    hashedSessionId: null,
  })) as { journey: { pages: { code: string; hashedPageId: string }[] } }
  return new Map(status.journey.pages.map((page) => [page.code, page.hashedPageId]))
}

/** The agent's script beside the page: its title and a line of it. */
async function expectAgentScript(page: Page, title: string, line: string | RegExp) {
  const script = agentScriptOf(page)
  await expect(script.getByRole('heading', { name: `Script: ${title}` })).toBeVisible()
  await expect(script).toContainText(line)
}

/**
 * The session's viewableScripts and pendingScripts on the page `code` of a quote answered up to it
 * (shell spec §3): the scripts of the pages up to it, and those of the pages after it; once bought,
 * the congratulations page's only.
 */
async function expectScriptLists(
  page: Page,
  pageIds: Map<string, string>,
  code: (typeof FUNERAL_PAGES)[number],
) {
  const at = FUNERAL_PAGES.indexOf(code)
  const ids = (codes: readonly string[]) => codes.map((pageCode) => pageIds.get(pageCode))
  const expected =
    code === 'congratulations'
      ? { viewableScripts: ids(['congratulations']), pendingScripts: [] }
      : {
          viewableScripts: ids(FUNERAL_PAGES.slice(0, at + 1)),
          pendingScripts: ids(FUNERAL_PAGES.slice(at + 1)),
        }
  await expect
    .poll(() =>
      page.evaluate(() => {
        const session = JSON.parse(sessionStorage.getItem('session')!)
        return { viewableScripts: session.viewableScripts, pendingScripts: session.pendingScripts }
      }),
    )
    .toEqual(expected)
}

/** The text of the policy schedule linked from the congratulations page (pdf.js, through unpdf). */
async function scheduleTextOf(page: Page): Promise<string> {
  const href = await page
    .getByRole('link', { name: 'Download your policy schedule (PDF)' })
    .getAttribute('href')
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/** A valid ID number (born 1985-06-15). */
const ID_NUMBER = '8506150800082'

/** The browser logs the refused verify call (401, and its retry with a new rate token); nothing else may fail. */
function acceptRefusedToken(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !error.includes('status of 401'))
  consoleErrors.splice(0, consoleErrors.length, ...others)
}

type Question = { id: string; externalReferenceId: string; type: { name: string }; answers: { id: string }[] }

/** A funeral quick quote as an agent makes it: aged 40, the first choice of every question. */
async function funeralQuickQuote(api: Awaited<ReturnType<typeof apiClient>>) {
  const hashedProductId = PRODUCT_CATALOGUE.funeral.hashedProductId
  const { questions } = await api.get<{ questions: Question[] }>(
    `/wyzeapi/quickquote/questions?hashedProductId=${hashedProductId}`,
  )
  const answers = questions.map((question) => ({
    questionId: question.id,
    selectedAnswers: [
      question.type.name === 'NUMBER'
        ? { id: question.answers[0]!.id, value: '40' }
        : { id: question.answers[0]!.id },
    ],
  }))
  return (await api.post('/wyzeapi/quickquote/create', { hashedProductId, answers, skipCaptcha: true })) as {
    hashedQuickQuoteSessionId: string
    premium: number
    cover: number
  }
}
