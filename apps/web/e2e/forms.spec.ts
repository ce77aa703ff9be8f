import type { Locator, Page, Request } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { CALLBACK_PLACEHOLDER_EMAIL } from '@insure/domain/callback'
import { coverEndDate } from '@insure/domain/campaign'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../api/seed/campaign.ts'
import { expect, expectAccessible, sessionReady, test } from './fixtures.ts'

/** Forms spec §2 to §9 in the browser: every form and variant, on both companies. */

const INCOMPLETE = 'Please complete all form fields and try again'

/** Waits until the page at `path` has the session (the stored session records it as its location). */
async function sessionAt(page: Page, path: string) {
  await page.waitForFunction(
    (expected) =>
      new URL(JSON.parse(sessionStorage.getItem('session') ?? '{}').location ?? '/', location.origin)
        .pathname === expected,
    path,
  )
  await sessionReady(page)
}

/** Fills the contact-us form with a valid request for a funeral quote. */
async function fillFuneralQuoteRequest(form: Locator) {
  await form.getByLabel('Full name').fill('Zanele Mthembu')
  await form.getByLabel('Phone number').fill('0111234567')
  await form.getByLabel('Department').selectOption({ label: 'Quotes' })
  await form.getByLabel('Product').selectOption({ label: 'Funeral Cover' })
  await form.getByLabel('Message').fill('A quote for my parents, please.')
}

/** Submits with `click` and gives back the form's request: its path and body. */
async function submission(page: Page, click: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest(
      (candidate: Request) =>
        candidate.method() === 'POST' &&
        /\/wyzeapi\/(cc|cmp2|wtf|wtf3|claims|contact|blogs)\//.test(candidate.url()),
    ),
    click(),
  ])
  const response = await request.response()
  return {
    path: new URL(request.url()).pathname,
    body: request.postDataJSON() as Record<string, unknown>,
    status: response?.status(),
    answer: (await response?.json()) as { code: number },
  }
}

/**
 * Holds back the answers to the form's POSTs to `path` until `release()`: the loading state and a
 * second submit while the first is in flight can be seen. `posted` has the bodies sent.
 */
async function holdSubmissions(page: Page, path: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const posted: Record<string, unknown>[] = []
  await page.route(`**${path}`, async (route) => {
    posted.push(route.request().postDataJSON() as Record<string, unknown>)
    await held
    await route.continue()
  })
  return { posted, release }
}

function fieldError(form: Locator, label: string | RegExp) {
  return form
    .getByLabel(label, { exact: typeof label === 'string' })
    .locator('xpath=following-sibling::p[contains(@class, "field__error")]')
}

test.describe('call me back (forms spec §2, §4, §5, §7)', () => {
  test('the default form: the message beside every empty field, then THANK YOU and DONE', async ({
    page,
    company,
  }) => {
    await page.goto('/call-back')
    const sessionId = await sessionReady(page)
    const form = page.locator('.call-me-back')
    await form.getByRole('button', { name: 'CALL ME BACK' }).click()
    for (const label of ['Name', 'Surname', 'Cellphone number', 'Email', 'Product']) {
      await expect(fieldError(form, label)).toHaveText(INCOMPLETE)
    }
    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE)
    await expectAccessible(page)

    await form.getByLabel('Name', { exact: true }).fill('Thandi')
    await form.getByLabel('Surname').fill('Mokoena')
    await form.getByLabel('Cellphone number').fill('082 123 4567')
    await form.getByLabel('Cellphone number').blur()
    // Spaces are removed from the phone on blur (forms spec §5).
    await expect(form.getByLabel('Cellphone number')).toHaveValue('0821234567')
    await form.getByLabel('Email').fill('thandi@example.co.za')
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    await expect(form.getByLabel('Reason for the call')).toHaveValue('Sales')
    // The reasons of forms spec §9, in order.
    await expect(form.getByLabel('Reason for the call').locator('option')).toHaveText([
      'Sales',
      'Customer Care',
      'Claims',
    ])
    await form.getByLabel('Reason for the call').selectOption('Customer Care')
    await expect(form.getByLabel('I would prefer to speak to')).toHaveCount(0)

    const sent = await submission(page, () => form.getByRole('button', { name: 'CALL ME BACK' }).click())
    expect(sent.path).toBe('/wyzeapi/cc/submitCallback')
    expect(sent.body).toEqual({
      hashedProductId: 'OKLcE0mTsFs0',
      contactNumber: '0821234567',
      hashedSessionId: sessionId,
      firstName: 'Thandi',
      surname: 'Mokoena',
      email: 'thandi@example.co.za',
      reason: 'Customer Care',
      citizenId: null,
    })
    expect(sent.answer.code).toBe(200)
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
    await expect(form).toContainText('One of our consultants will get back to you shortly.')
    await expectAccessible(page)
    void company

    // Tracking knows the contact by the reference the API answered (a keyed hash, issue 22), never
    // by the number.
    const { contactReferenceId } = (sent.answer as unknown as { data: { contactReferenceId: string } }).data
    expect(contactReferenceId).toMatch(/^[0-9a-f]{64}$/)
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
    )
    expect(layer.filter((entry) => entry.event === 'callback_submit')).toEqual([
      expect.objectContaining({ product: 'car', contactReferenceId }),
    ])
    expect(JSON.stringify(layer)).not.toContain('821234567')

    // DONE: the session is wiped, a new one begins, and the visitor goes to / (shell spec §4).
    await form.getByRole('button', { name: 'DONE' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await sessionReady(page)).not.toBe(sessionId)
  })

  test("the session's mustUseDirectTrafficUcid goes with call-back and contact-us payloads (forms spec §3)", async ({
    page,
  }) => {
    await page.goto('/contact')
    await sessionReady(page)
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('session')!)
      sessionStorage.setItem('session', JSON.stringify({ ...session, mustUseDirectTrafficUcid: true }))
    })
    await page.goto('/call-back')
    await sessionAt(page, '/call-back')
    const callback = page.locator('.call-me-back')
    await callback.getByLabel('Name', { exact: true }).fill('Thandi')
    await callback.getByLabel('Surname').fill('Mokoena')
    await callback.getByLabel('Cellphone number').fill('0821234567')
    await callback.getByLabel('Email').fill('thandi@example.co.za')
    await callback.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    const sentCallback = await submission(page, () =>
      callback.getByRole('button', { name: 'CALL ME BACK' }).click(),
    )
    expect(sentCallback.body).toMatchObject({ mustUseDirectTrafficUcid: true })

    await page.goto('/contact')
    await sessionAt(page, '/contact')
    const contact = page.locator('form.contact-us')
    await fillFuneralQuoteRequest(contact)
    const sentContact = await submission(page, () => contact.getByRole('button', { name: 'SEND' }).click())
    expect(sentContact.body).toMatchObject({ mustUseDirectTrafficUcid: true })
    expect(sentContact.answer.code).toBe(200)
  })

  test('CALL ME BACK loads while sending and sends once; the gender where the company and flag ask it', async ({
    page,
    company,
  }) => {
    await page.goto('/call-back?ff=callback_gender')
    const sessionId = await sessionReady(page)
    const form = page.locator('.call-me-back')
    const gender = form.getByLabel('I would prefer to speak to')
    await expect(gender).toHaveCount(company === 'OM' ? 1 : 0)
    if (company === 'OM') {
      await expect(gender).toHaveValue('a')
      await gender.selectOption({ label: 'A female consultant' })
    }
    await form.getByLabel('Name', { exact: true }).fill('Zanele')
    await form.getByLabel('Surname').fill('Mthembu')
    await form.getByLabel('Cellphone number').fill('0731234567')
    await form.getByLabel('Email').fill('zanele@example.co.za')
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })

    // The answer is held back to see the loading state and a second submit during it.
    const { posted, release } = await holdSubmissions(page, '/wyzeapi/cc/submitCallback')
    const button = form.getByRole('button', { name: 'CALL ME BACK' })
    await button.click()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
    await form.getByLabel('Surname').press('Enter')
    release()
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ hashedSessionId: sessionId, firstName: 'Zanele' })
    if (company === 'OM') expect(posted[0]).toMatchObject({ preferredCallbackGender: 'f' })
    else expect(posted[0]).not.toHaveProperty('preferredCallbackGender')
  })

  test('a failure shows the server sentence and TRY AGAIN keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/call-back')
    await sessionReady(page)
    await page.route('**/wyzeapi/cc/submitCallback', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, msg: 'Our consultants are offline for maintenance.' }),
      }),
    )
    const form = page.locator('.call-me-back')
    await form.getByLabel('Name', { exact: true }).fill('Thandi')
    await form.getByLabel('Surname').fill('Mokoena')
    await form.getByLabel('Cellphone number').fill('0821234567')
    await form.getByLabel('Email').fill('thandi@example.co.za')
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    await form.getByRole('button', { name: 'CALL ME BACK' }).click()
    await expect(form.getByRole('alert')).toContainText('Our consultants are offline for maintenance.')
    await form.getByRole('button', { name: 'TRY AGAIN' }).click()
    await expect(form.getByLabel('Surname')).toHaveValue('Mokoena')

    // Without a sentence in the body: "Something went wrong".
    await page.route('**/wyzeapi/cc/submitCallback', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    )
    await form.getByRole('button', { name: 'CALL ME BACK' }).click()
    await expect(form.getByRole('alert')).toHaveText(/^Something went wrong/)
    // The browser logs the two failed loads this test caused on purpose.
    const others = consoleErrors.filter((error) => !/status of 50[23]/.test(error))
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })

  test('legal and VAP products go to cmp2 (forms spec §7)', async ({ page, company }) => {
    // IWYZE sells VAP; OM sells legal cover with the legal flag.
    const [query, product] =
      company === 'IWYZE' ? ['', 'Vehicle Value-Added Products'] : ['?ff=legal', 'Legal Cover']
    await page.goto(`/call-back${query}`)
    await sessionReady(page)
    const form = page.locator('.call-me-back')
    await form.getByLabel('Name', { exact: true }).fill('Pieter')
    await form.getByLabel('Surname').fill('van der Merwe')
    await form.getByLabel('Cellphone number').fill('+27821234567')
    await form.getByLabel('Email').fill('pieter@example.co.za')
    await form.getByLabel('Product').selectOption({ label: product })
    const sent = await submission(page, () => form.getByRole('button', { name: 'CALL ME BACK' }).click())
    expect(sent.path).toBe('/wyzeapi/cmp2/submitCmp2ContactUs')
    expect(sent.answer.code).toBe(200)
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
  })

  // Landing pages and blog posts ask for one full name (forms spec §2, §5); a reader reaches a post
  // from the blog list by client-side navigation.
  const FULL_NAME_PAGES = [
    {
      variant: 'landing',
      open: (page: Page, company: string) =>
        page.goto(company === 'IWYZE' ? '/home/save-on-car-cover' : '/home/gap-cover-explained'),
    },
    {
      variant: 'blog',
      open: async (page: Page) => {
        await page.goto('/blogs')
        await sessionReady(page)
        await page.locator('a[href^="/post/"]').first().click()
        await expect(page).toHaveURL(/\/post\/[a-z0-9-]+$/)
      },
    },
  ] as const

  for (const { variant, open } of FULL_NAME_PAGES) {
    test(`the ${variant} variant: one full name, split at the last space, with a reason`, async ({
      page,
      company,
    }) => {
      await open(page, company)
      await sessionReady(page)
      const form = page.locator('main .call-me-back')
      await expect(form.getByLabel('Name', { exact: true })).toHaveCount(0)
      await expect(form.getByLabel('Surname')).toHaveCount(0)
      await form.getByLabel('Full name').fill('Lerato')
      await form.getByLabel('Cellphone number').fill('072 555 0101')
      await form.getByLabel('Cellphone number').blur()
      await expect(form.getByLabel('Cellphone number')).toHaveValue('0725550101')
      await form.getByLabel('Email').fill('lerato@example.co.za')
      await form.getByLabel('Product').selectOption({ index: 1 })
      await form.getByLabel('Reason for the call').selectOption('Claims')
      await form.getByRole('button', { name: 'CALL ME BACK' }).click()
      // A single word leaves an empty surname: incomplete (forms spec §5); what was typed stays.
      await expect(fieldError(form, 'Full name')).toHaveText(INCOMPLETE)
      await expect(form.getByLabel('Full name')).toHaveValue('Lerato')
      await form.getByLabel('Full name').fill('Lerato Naledi Mokoena')
      const sent = await submission(page, () => form.getByRole('button', { name: 'CALL ME BACK' }).click())
      expect(sent.body).toMatchObject({
        firstName: 'Lerato Naledi',
        surname: 'Mokoena',
        contactNumber: '0725550101',
        email: 'lerato@example.co.za',
        reason: 'Claims',
      })
      expect(sent.answer.code).toBe(200)
      await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
      await expectAccessible(page)
    })
  }

  // The content pages embed the call-back variants by marker (shell spec §2); each company's pages
  // carry the ones listed here.
  const EMBEDDED_VARIANTS = [
    {
      company: 'IWYZE',
      page: '/home/save-on-car-cover',
      variant: 'car-home',
      email: true,
      columns: 1,
      products: ['Car Insurance', 'Home Insurance'],
    },
    { company: 'IWYZE', page: '/home/family-funeral-plan', variant: 'one', email: false, columns: 1 },
    { company: 'OM', page: '/home/gap-cover-explained', variant: 'two', email: true, columns: 2 },
    // Not a landing page: name and surname are two fields.
    {
      company: 'OM',
      page: '/support/tips-and-tools',
      variant: 'new',
      email: true,
      columns: 1,
      splitName: true,
    },
  ] as const

  test('every embedded call-back variant on the company pages: its fields, its products, its payload', async ({
    page,
    company,
  }) => {
    const cases = EMBEDDED_VARIANTS.filter((embedded) => embedded.company === company)
    expect(cases.length).toBeGreaterThan(0)
    for (const embedded of cases) {
      await page.goto(embedded.page)
      const sessionId = await sessionReady(page)
      const form = page.locator(`.call-me-back[data-variant="${embedded.variant}"]`)
      await expect(form.locator('form')).toHaveClass(new RegExp(`form--columns-${embedded.columns}`))
      await expect(form.getByLabel('Email')).toHaveCount(embedded.email ? 1 : 0)
      if ('products' in embedded) {
        await expect(form.getByLabel('Product').locator('option:not([value=""])')).toHaveText([
          ...embedded.products,
        ])
      }
      const splitName = 'splitName' in embedded
      await expect(form.getByLabel('Full name')).toHaveCount(splitName ? 0 : 1)
      await form.getByRole('button', { name: 'CALL ME BACK' }).click()
      await expect(fieldError(form, splitName ? 'Surname' : 'Full name')).toHaveText(INCOMPLETE)
      await expect(fieldError(form, 'Cellphone number')).toHaveText(INCOMPLETE)

      if (splitName) {
        await form.getByLabel('Name', { exact: true }).fill('Nomsa')
        await form.getByLabel('Surname').fill('Dube')
      } else {
        await form.getByLabel('Full name').fill('Nomsa Dube')
      }
      await form.getByLabel('Cellphone number').fill('083 555 0101')
      if (embedded.email) await form.getByLabel('Email').fill('nomsa@example.co.za')
      await form.getByLabel('Product').selectOption({ index: 1 })
      const sent = await submission(page, () => form.getByRole('button', { name: 'CALL ME BACK' }).click())
      expect(sent.path).toBe('/wyzeapi/cc/submitCallback')
      expect(sent.body).toMatchObject({
        hashedSessionId: sessionId,
        firstName: 'Nomsa',
        surname: 'Dube',
        contactNumber: '0835550101',
        // Without the e-mail field the fixed placeholder is sent (forms spec §3).
        email: embedded.email ? 'nomsa@example.co.za' : CALLBACK_PLACEHOLDER_EMAIL,
        reason: 'Sales',
      })
      expect(sent.answer.code).toBe(200)
      await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
      await expectAccessible(page)
    }
  })

  test('the floating button panel hosts the form; DONE closes it and the next request has a new session', async ({
    page,
  }) => {
    await page.goto('/support')
    const firstSession = await sessionReady(page)
    const panel = page.locator('.floating-button__panel')
    const requestCallBack = async () => {
      await page.getByRole('button', { name: 'Need Assistance?' }).click()
      await page.getByRole('button', { name: 'Call me back' }).click()
      await panel.getByLabel('Name', { exact: true }).fill('Lerato')
      await panel.getByLabel('Surname').fill('Khumalo')
      await panel.getByLabel('Cellphone number').fill('0721234567')
      await panel.getByLabel('Email').fill('lerato@example.co.za')
      await panel.getByLabel('Product').selectOption({ label: 'Funeral Cover' })
      const sent = await submission(page, () => panel.getByRole('button', { name: 'CALL ME BACK' }).click())
      expect(sent.path).toBe('/wyzeapi/cc/submitCallback')
      expect(sent.answer.code).toBe(200)
      await expect(panel.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()
      return sent.body.hashedSessionId
    }
    expect(await requestCallBack()).toBe(firstSession)
    await expectAccessible(page)
    await panel.getByRole('button', { name: 'DONE' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('.floating-button__panel')).toHaveCount(0)

    // The same page, not reloaded: the wiped session is not sent again (shell spec §4).
    const secondSession = await sessionReady(page)
    expect(secondSession).not.toBe(firstSession)
    expect(await requestCallBack()).toBe(secondSession)
  })

  test('the product banner: full name, phone, product; placeholder e-mail and reason; LIFE drops off', async ({
    page,
  }) => {
    await page.goto('/products/car-insurance')
    await sessionReady(page)
    const banner = page.locator('.product-banner')
    await banner.getByRole('button', { name: 'Call me back' }).click()
    const form = banner.locator('.call-me-back')
    await expect(form.getByLabel('Email')).toHaveCount(0)
    await expect(form.getByLabel('Product')).toHaveValue('OKLcE0mTsFs0')
    await form.getByLabel('Full name').fill('Ayanda Zulu')
    await form.getByLabel('Cellphone number').fill('0831234567')
    const sent = await submission(page, () => form.getByRole('button', { name: 'CALL ME BACK' }).click())
    expect(sent.body).toMatchObject({
      firstName: 'Ayanda',
      surname: 'Zulu',
      email: 'callback@example.com',
      reason: 'Sales',
      hashedProductId: 'OKLcE0mTsFs0',
    })
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeVisible()

    // Choosing LIFE sets the drop-off state instead of submitting.
    await page.goto('/products/car-insurance')
    await banner.getByRole('button', { name: 'Call me back' }).click()
    await form.getByLabel('Full name').fill('Ayanda Zulu')
    await form.getByLabel('Cellphone number').fill('0831234567')
    await form.getByLabel('Product').selectOption({ label: 'Life Insurance' })
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/wyzeapi/cc/')) posted = true
    })
    await form.getByRole('button', { name: 'CALL ME BACK' }).click()
    await expect(banner.locator('.product-banner__drop-off')).toContainText(
      'Life cover is arranged with one of our consultants',
    )
    expect(posted).toBe(false)
  })

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/call-back')
    await sessionReady(page)
    const form = page.locator('.call-me-back')
    await form.getByLabel('Name', { exact: true }).focus()
    await page.keyboard.type('Nomsa')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ndlovu')
    await page.keyboard.press('Tab')
    await page.keyboard.type('0821234567')
    await page.keyboard.press('Tab')
    await page.keyboard.type('nomsa@example.co.za')
    await page.keyboard.press('Tab')
    // The product picker: the first product, by arrow key.
    await page.keyboard.press('ArrowDown')
    await expect(form.getByLabel('Product')).not.toHaveValue('')
    await page.keyboard.press('Tab') // the reason keeps its default
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'CALL ME BACK' })).toBeFocused()
    const sent = await submission(page, () => page.keyboard.press('Enter'))
    expect(sent.answer.code).toBe(200)
    await expect(form.getByRole('heading', { name: 'THANK YOU FOR CONTACTING US' })).toBeFocused()
  })
})

test.describe('contact us (forms spec §2, §5, §7)', () => {
  test('messages beside the fields, routing per company, success scrolled to the top', async ({
    page,
    company,
  }) => {
    await page.goto('/contact')
    await sessionReady(page)
    const form = page.locator('form.contact-us')
    await form.getByRole('button', { name: 'SEND' }).click()
    await expect(fieldError(form, 'Full name')).toHaveText('Name and Surname must be valid')
    await expect(fieldError(form, 'Phone number')).toHaveText('Phone number must be valid')
    await expect(fieldError(form, 'Department')).toHaveText('Select a department')
    await expect(fieldError(form, 'Product')).toHaveText('Select a product')
    await expect(fieldError(form, 'Message')).toHaveText('Message cannot be empty')
    await expectAccessible(page)

    await form.getByLabel('Full name').fill('Zanele Mthembu')
    await form.getByLabel('Phone number').fill('011 123 4567')
    await form.getByLabel('Department').selectOption({ label: 'Customer Care' })
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    await form.getByLabel('Message').fill('Please confirm my debit order date.')
    // Customer care goes to cmp2 where the company's session has the new-customer-care flag (OM).
    const sent = await submission(page, () => form.getByRole('button', { name: 'SEND' }).click())
    expect(sent.path).toBe(
      company === 'OM' ? '/wyzeapi/cmp2/submitCmp2ContactUs' : '/wyzeapi/wtf/submitContactUs',
    )
    expect(sent.body).toMatchObject({ firstName: 'Zanele', surname: 'Mthembu', department: 'customer_care' })
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("what is typed before the form's code arrives is kept, and sent (docs/forms.md)", async ({ page }) => {
    // Content's embed marker, as the decline page's slot (decline.spec.ts): the visit's session
    // arrives while the form is still the server's HTML, and must not make React draw it anew.
    let releaseSession!: () => void
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve))
    await page.route('**/wyzeapi/session/create', async (route) => {
      await sessionHeld
      await route.continue().catch(() => undefined)
    })
    let releaseForm!: () => void
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve))
    await page.route(/\/assets\/contact-us-form-[^/]+\.js$/, async (route) => {
      await formHeld
      await route.continue().catch(() => undefined)
    })
    await page.goto('/contact')
    const form = page.locator('form.contact-us')
    await form.getByLabel('Full name').fill('Zanele Mthembu')
    await form.getByLabel('Message').fill('A quote for my parents, please.')
    releaseSession()
    // In session storage; the page's script gets it only once the form has hydrated (sessionReady).
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').hashedSessionId)
    // Two frames: React has drawn what the session changed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    releaseForm()
    await page.waitForFunction(() => {
      const element = document.querySelector('form.contact-us')
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    })
    await expect(form.getByLabel('Full name')).toHaveValue('Zanele Mthembu')
    await expect(form.getByLabel('Message')).toHaveValue('A quote for my parents, please.')
    await sessionReady(page)
    await form.getByLabel('Phone number').fill('0111234567')
    await form.getByLabel('Department').selectOption({ label: 'Quotes' })
    await form.getByLabel('Product').selectOption({ label: 'Funeral Cover' })
    const sent = await submission(page, () => form.getByRole('button', { name: 'SEND' }).click())
    expect(sent.body).toMatchObject({ firstName: 'Zanele', surname: 'Mthembu' })
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible()
  })

  test('a second click while sending sends once', async ({ page }) => {
    await page.goto('/contact')
    await sessionReady(page)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /submitContactUs|submitCmp2ContactUs/.test(request.url()))
        posts.push(request.url())
    })
    const form = page.locator('form.contact-us')
    await fillFuneralQuoteRequest(form)
    // Three submits in a row, the later ones while the first is in flight (clicks could land on
    // whatever replaces the form once it is sent).
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit()
      element.requestSubmit()
      element.requestSubmit()
    })
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible()
    expect(posts).toHaveLength(1)
  })

  test('the preferred call-back gender only for the company and flag that have it', async ({
    page,
    company,
  }) => {
    await page.goto('/contact?ff=callback_gender')
    const form = page.locator('form.contact-us')
    await expect(form.getByLabel('Full name')).toBeVisible()
    await expect(form.getByLabel('I would prefer to speak to')).toHaveCount(company === 'OM' ? 1 : 0)
    if (company === 'OM') await expect(form.getByLabel('I would prefer to speak to')).toHaveValue('a')
  })
})

test.describe('claims (forms spec §2, §5, §7)', () => {
  test('messages beside the fields, routing per company, the contact kept in the session', async ({
    page,
    company,
  }) => {
    await page.goto('/claims')
    await sessionReady(page)
    const form = page.locator('form.claim-form')
    await form.getByLabel('Name', { exact: true }).fill('Thandi2')
    await form.getByLabel('ID number').fill('8001015009088')
    await form.getByLabel('Phone number').fill('0000000000')
    await form.getByLabel('Email').fill('thandi@')
    await form.getByRole('button', { name: 'SUBMIT CLAIM' }).click()
    await expect(fieldError(form, 'Name')).toHaveText('Name must be valid')
    await expect(fieldError(form, 'Surname')).toHaveText('Surname must be valid')
    await expect(fieldError(form, 'Email')).toHaveText('Email must be valid')
    await expect(fieldError(form, 'ID number')).toHaveText('Id Number must be valid')
    await expect(fieldError(form, 'Phone number')).toHaveText('Phone number must be valid')
    await expect(fieldError(form, 'Product')).toHaveText('Select a product')
    // What was typed stays.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Thandi2')
    await expectAccessible(page)

    await form.getByLabel('Name', { exact: true }).fill('Thandi')
    await form.getByLabel('Surname').fill('Nkosi')
    await form.getByLabel('Email').fill('thandi@example.co.za')
    await form.getByLabel('ID number').fill('8001015009087')
    await form.getByLabel('Phone number').fill('082 123 4567')
    await form.getByLabel('Phone number').blur()
    await expect(form.getByLabel('Phone number')).toHaveValue('0821234567')
    await form.getByLabel('Product').selectOption({ label: 'Car Insurance' })
    const sent = await submission(page, () => form.getByRole('button', { name: 'SUBMIT CLAIM' }).click())
    expect(sent.path).toBe(company === 'OM' ? '/wyzeapi/cmp2/submitCmp2ContactUs' : '/wyzeapi/claims/submit')
    expect(sent.body).toMatchObject({
      name: 'Thandi',
      surname: 'Nkosi',
      idNumber: '8001015009087',
      policyNumber: '0821234567',
      contactNumber: '0821234567',
      internalName: 'CAR',
    })
    await expect(page.getByRole('heading', { name: 'Thank you, we have received your claim' })).toBeVisible()
    // The success view is shown with a scroll to the top (forms spec §2).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session')!).contact)
    expect(stored).toMatchObject({ name: 'Thandi', surname: 'Nkosi', mobile: '0821234567' })
  })

  test('legal claims go to the legal query (OM, legal-claims flag), VAP claims to cmp2 (IWYZE); one request in flight', async ({
    page,
    company,
  }) => {
    // OM sells legal cover (with the legal flag) and has the legal-claims flag on; IWYZE sells VAP.
    const [query, product, path] =
      company === 'OM'
        ? ['?ff=legal', 'Legal Cover', '/wyzeapi/wtf3/digicall/legalQuery']
        : ['', 'Vehicle Value-Added Products', '/wyzeapi/cmp2/submitCmp2ContactUs']
    await page.goto(`/claims${query}`)
    await sessionReady(page)
    const form = page.locator('form.claim-form')
    await form.getByLabel('Name', { exact: true }).fill('Bongani')
    await form.getByLabel('Surname').fill('Sithole')
    await form.getByLabel('Email').fill('bongani@example.co.za')
    await form.getByLabel('ID number').fill('8001015009087')
    await form.getByLabel('Phone number').fill('0821234567')
    await form.getByLabel('Product').selectOption({ label: product })
    // The answer is held back: a second submit while the first is in flight sends nothing (forms spec §4).
    const { posted, release } = await holdSubmissions(page, path)
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === path)
    await form.getByRole('button', { name: 'SUBMIT CLAIM' }).click()
    await expect.poll(() => posted.length).toBe(1)
    await form.getByLabel('Surname').press('Enter')
    release()
    expect(await (await sent).json()).toMatchObject({ code: 200 })
    await expect(page.getByRole('heading', { name: 'Thank you, we have received your claim' })).toBeVisible()
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ department: 'claims' })
  })
})

test.describe('blog subscription (forms spec §3, §7)', () => {
  test('first name, last name and e-mail', async ({ page }) => {
    await page.goto('/blogs')
    await sessionReady(page)
    const form = page.locator('.blog-subscription')
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
    await expect(fieldError(form, 'First name')).toHaveText('First name must be valid')
    await expect(fieldError(form, 'Last name')).toHaveText('Last name must be valid')
    await expect(fieldError(form, 'Email')).toHaveText('Email must be valid')
    await form.getByLabel('First name').fill('Kagiso')
    await form.getByLabel('Last name').fill('Molefe')
    await form.getByLabel('Email').fill(`kagiso.${Date.now()}@example.co.za`)
    const sent = await submission(page, () => form.getByRole('button', { name: 'SUBSCRIBE' }).click())
    expect(sent.path).toMatch(/^\/wyzeapi\/blogs\/submitSubscribeBlog\/(iwyze|om)-blog$/)
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for subscribing. New posts will arrive in your inbox.',
    )
  })
})

test.describe('free life cover campaign (forms spec §2, §4, §5, §9)', () => {
  const LANDING = { IWYZE: '/home/family-funeral-plan', OM: '/home/free-life-cover' } as const

  test('ID check, beneficiary, success with the policy wording; then already opted in', async ({
    page,
    company,
  }) => {
    const ids = CAMPAIGN_SEED_ID_NUMBERS[company]
    await page.goto(LANDING[company])
    await sessionReady(page)
    const campaign = page.locator('.free-life-cover')
    const idField = campaign.getByLabel('ID number', { exact: true })

    await idField.fill('8001015009088')
    await campaign.getByRole('button', { name: 'Validate ID' }).click()
    await expect(fieldError(campaign, 'ID number')).toHaveText('Id Number must be valid')

    // On the list but over the rule's age: not in the campaign (step 99); start over clears the field.
    await idField.fill(ids.tooOld)
    await campaign.getByRole('button', { name: 'Validate ID' }).click()
    await expect(campaign).toHaveAttribute('data-step', '99')
    await expect(campaign.getByRole('heading')).toHaveText(
      'This ID number is not part of the free life cover campaign',
    )
    await expectAccessible(page)
    await campaign.getByRole('button', { name: 'Start over' }).click()
    await expect(idField).toHaveValue('')

    await idField.fill(ids.eligible[2]!)
    await campaign.getByRole('button', { name: 'Validate ID' }).click()
    await expect(campaign).toHaveAttribute('data-step', '2')
    await campaign.getByRole('button', { name: 'Next' }).click()
    await expect(fieldError(campaign, 'Beneficiary full name')).toHaveText(
      'Name must be at least 3 characters',
    )
    await expect(fieldError(campaign, 'Beneficiary ID number')).toHaveText(
      'Enter an ID number or a date of birth',
    )
    await expect(fieldError(campaign, 'Beneficiary email')).toHaveText('Email must be valid')
    await expect(fieldError(campaign, 'Beneficiary phone number')).toHaveText('Phone number must be valid')
    await expect(fieldError(campaign, 'Relation to you')).toHaveText('Select a relation')
    await expectAccessible(page)

    await campaign.getByLabel('Beneficiary full name').fill('Nomvula Dlamini')
    await campaign.getByLabel('Beneficiary date of birth').fill('1992-03-14')
    await campaign.getByLabel('Beneficiary email').fill('nomvula@example.co.za')
    await campaign.getByLabel('Beneficiary phone number').fill('082 555 1234')
    await campaign.getByLabel('Relation to you').selectOption('Spouse')
    const sent = await submission(page, () => campaign.getByRole('button', { name: 'Next' }).click())
    expect(sent.path).toBe('/wyzeapi/contact/campaignOptIn')
    expect(sent.body).toEqual({
      campaignCode: 'FREE_LIFE',
      companyCode: company,
      zaIdNumber: ids.eligible[2],
      additionalData: {
        BENEFICIARY_NAME: 'Nomvula Dlamini',
        BENEFICIARY_DOB: '1992-03-14',
        BENEFICIARY_EMAIL: 'nomvula@example.co.za',
        BENEFICIARY_PHONE: '0825551234',
        BENEFICIARY_RELATION: 'Spouse',
      },
    })
    await expect(campaign).toHaveAttribute('data-step', '3')
    await expect(campaign).toContainText(`Your free life cover of R20 000 runs until ${coverEndDate()}`)
    await expectAccessible(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      campaign.getByRole('link', { name: 'Download the life policy wording (PDF)' }).click(),
    ])
    const pdf = await readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    // The same ID again: already opted in (step 98).
    await campaign.getByRole('button', { name: 'Start over' }).click()
    await idField.fill(ids.eligible[2]!)
    await campaign.getByRole('button', { name: 'Validate ID' }).click()
    await expect(campaign).toHaveAttribute('data-step', '98')
    await expect(campaign.getByRole('heading')).toHaveText('You have already registered for free life cover')
    await campaign.getByRole('link', { name: 'Go to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
