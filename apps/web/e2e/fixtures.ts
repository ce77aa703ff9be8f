import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Pages of contexts with JavaScript off (the `page` fixture records them). */
const pagesWithoutScript = new WeakSet<Page>()

/** Runs axe-core on the page as it is now; returns serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (pagesWithoutScript.has(page)) return scriptlessAxeViolations(page)
  // evaluate() runs through the DevTools protocol, so the page's CSP does not block axe.
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run()).violations
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

/**
 * axe on a page loaded with JavaScript off: axe waits on timers, which do not run there, so it runs
 * on a copy of the page's document (its scripts left out, its stylesheets loaded from the site) in
 * a context where scripts run.
 */
async function scriptlessAxeViolations(page: Page): Promise<AxeViolation[]> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const address = page.url().split('#')[0]!
  // Explicitly: Playwright Test gives new contexts the test's options, JavaScript off among them.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true })
  try {
    const copy = await context.newPage()
    await copy.route(
      (url) => url.href.split('#')[0] === address,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    )
    await copy.goto(address)
    return await seriousAxeViolations(copy)
  } finally {
    await context.close()
  }
}

export async function expectAccessible(page: Page) {
  const violations = await seriousAxeViolations(page)
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe-core on ${page.url()}`,
  ).toEqual([])
}

const HTMLCS_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

/**
 * HTML_CodeSniffer (the engine pa11y runs) on the page as it is now, with the WCAG 2 AA standard:
 * its errors, as pa11y reports by default (warnings and notices ask a person to check).
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS_SOURCE)
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                root: Document,
                done: () => void,
                failed: () => void,
                lang: string,
              ): void
              getMessages(): Message[]
            }
          }
        ).HTMLCS
        const describe = (element: Element) => {
          const html = element.outerHTML ?? ''
          return html.length > 160 ? `${html.slice(0, 160)}…` : html
        }
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} (${describe(message.element)})`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        )
      }),
  )
}

export async function expectNoHtmlCodeSnifferErrors(page: Page) {
  expect(await htmlCodeSnifferErrors(page), `HTML_CodeSniffer (WCAG2AA) on ${page.url()}`).toEqual([])
}

type Fixtures = { company: 'IWYZE' | 'OM'; consoleErrors: string[] }

/**
 * Every test: collects console errors (CSP refusals, hydration errors) and fails on them, and checks
 * with axe-core every page the test visited.
 */
export const test = base.extend<Fixtures>({
  company: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.company as 'IWYZE' | 'OM')
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) pagesWithoutScript.add(page)
    const visited = new Set<string>()
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.add(frame.url())
    })
    await use(page)
    // The page as the test left it; earlier pages are checked by the tests with expectAccessible.
    if (visited.size > 0 && !page.isClosed()) await expectAccessible(page)
  },
})

export { expect }

/**
 * Waits until the page's script has the visit's session, and so every embedded form the page drew,
 * and the header and foot, have hydrated (docs/forms.md, "Hydration"): a form then sends with script. Gives the session's id.
 * The session in session storage alone is not that: a form whose code is still loading is the
 * server's plain post form meanwhile.
 */
export async function sessionReady(page: Page): Promise<string> {
  await expect(page.locator('#content[data-session="ready"]')).toBeAttached()
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId as string)
}

/** Every address the page's frame went to, requests included (a form sent with GET would show here). */
export function addressesOf(page: Page): string[] {
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url())
  })
  return addresses
}

/**
 * Picks from a search widget (suburb, vehicle, occupation) with the keyboard: type, wait for the
 * option, arrow down, Enter; the field then holds the chosen option's text.
 */
export async function pickWithKeyboard(page: Page, combobox: Locator, term: string, option: RegExp) {
  await combobox.click()
  await combobox.pressSequentially(term)
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible({ timeout: 10_000 })
  await combobox.press('ArrowDown')
  await combobox.press('Enter')
  await expect(combobox).not.toHaveValue(term)
}
