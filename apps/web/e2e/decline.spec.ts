import type { Page } from '@playwright/test'
import { expect, expectAccessible, sessionReady, test } from './fixtures.ts'

/**
 * A declined life applicant's page (issue 25; shell spec §2 error routes): why in plain words, the
 * company's number, a call-me-back that is sent (with and without script), and the products the
 * person can still buy online, each starting its quote.
 */

const DECLINES = [
  {
    route: '/error/life-premium-not-qual',
    heading: 'We cannot offer you life cover online',
    why: 'a household income of at least R5 000 a month',
  },
  {
    route: '/error/life-exceeds-range',
    heading: 'The cover you asked for is outside what we offer online',
    why: 'from R100 000',
  },
] as const

async function askForCall(page: Page, name: string) {
  const form = page.locator('main .call-me-back')
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Surname').fill('Mokoena')
  await form.getByLabel('Cellphone number').fill('0825550199')
  await form.getByLabel('Email').fill(`${name.toLowerCase()}.decline@example.co.za`)
  await expect(form.getByLabel('Product')).toHaveValue(/.+/)
  await form.getByRole('button', { name: 'CALL ME BACK' }).click()
  await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
}

for (const decline of DECLINES) {
  test(`${decline.route}: why, the number to call, a call-me-back and other products`, async ({ page }) => {
    await page.goto(decline.route)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(decline.heading)
    await expect(page.locator('main')).toContainText(decline.why)
    // The company's number, as a link that dials it.
    await expect(page.locator('main .lead a[href^="tel:"]')).toHaveCount(1)
    const others = page.getByRole('region', { name: 'Cover you can still buy online' })
    await expect(others.getByRole('link', { name: 'Life Insurance' })).toHaveCount(0)
    await expect(others.getByRole('link', { name: 'Funeral Cover' })).toHaveAttribute(
      'href',
      '/quote?product=funeral',
    )
    await expectAccessible(page)
    await askForCall(page, 'Palesa')
    await expectAccessible(page)
  })
}

/** Holds back the browser's requests whose path matches `path` until `release()`. */
async function holdRequests(page: Page, path: RegExp) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await held
      await route.continue().catch(() => undefined)
    },
  )
  return { release }
}

test('what a person types before the form has hydrated is kept, and sent', async ({ page }) => {
  // A slow phone: the call-me-back form's code arrives after the visit's session (docs/forms.md,
  // "Hydration"). The form is the server's HTML until its code is in; the session must not make
  // React throw that HTML away, with what was typed in it.
  const formCode = await holdRequests(page, /\/assets\/call-me-back-form-[^/]+\.js$/)
  const session = await holdRequests(page, /^\/wyzeapi\/session\/create$/)
  await page.goto('/error/life-premium-not-qual')
  const form = page.locator('main .call-me-back')
  await form.getByLabel('Name', { exact: true }).fill('Lerato')
  await form.getByLabel('Surname').fill('Mokoena')

  session.release()
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId)
  // Two frames: React has rendered what the session changed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  formCode.release()
  // Hydrated: React has attached its handlers to the form.
  await page.waitForFunction(() => {
    const element = document.querySelector('main .call-me-back form')
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  })
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Lerato')
  await expect(form.getByLabel('Surname')).toHaveValue('Mokoena')
  await sessionReady(page)

  await form.getByLabel('Cellphone number').fill('0825550199')
  await form.getByLabel('Email').fill('lerato.decline@example.co.za')
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST' && /submit/i.test(candidate.url())),
    form.getByRole('button', { name: 'CALL ME BACK' }).click(),
  ])
  expect(request.postDataJSON()).toMatchObject({ firstName: 'Lerato', surname: 'Mokoena' })
  await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
  // Sent by the script, in place: not the post the page's action answers without it.
  await expect(page).toHaveURL(/\/error\/life-premium-not-qual$/)
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the decline page sends its call-me-back and offers another product', async ({ page }) => {
    await page.goto('/error/life-premium-not-qual')
    await askForCall(page, 'Karabo')
    await expect(page).toHaveURL(/\/error\/life-premium-not-qual\?sent=call-back-new/)
    await page
      .getByRole('region', { name: 'Cover you can still buy online' })
      .getByRole('link', { name: 'Funeral Cover' })
      .click()
    await expect(page).toHaveURL(/\/quote\?product=funeral$/)
  })
})
