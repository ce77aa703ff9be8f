import { expect, expectAccessible, sessionReady, test } from './fixtures.ts'

const NUMBERS = {
  IWYZE: {
    local: '0861 49 93 00',
    alternative: '0861 49 93 01',
    landing: ['save-on-car-cover', '0861 49 93 10'],
  },
  OM: { local: '0860 60 66 60', alternative: '0860 60 66 61', landing: ['free-life-cover', '0860 60 66 70'] },
} as const

test.describe('the shell (shell spec §2)', () => {
  test('phone number: local at /, the landing number under home/{slug}, the alternative elsewhere', async ({
    page,
    company,
  }) => {
    const numbers = NUMBERS[company]
    const topBarCall = () => page.locator('.top-bar__call')
    await page.goto('/')
    await expect(topBarCall()).toHaveText(`Call us on ${numbers.local}`)
    await page.goto(`/home/${numbers.landing[0]}`)
    await expect(topBarCall()).toHaveText(`Call us on ${numbers.landing[1]}`)
    // The sitemap is a landing page without a number of its own: the alternative number.
    await page.goto('/home/sitemap')
    await expect(topBarCall()).toHaveText(`Call us on ${numbers.alternative}`)
    await page.goto('/contact')
    await expect(topBarCall()).toHaveText(`Call us on ${numbers.alternative}`)
    await expect(topBarCall()).toHaveAttribute('href', `tel:${numbers.alternative.replaceAll(' ', '')}`)
  })

  test('top bar: SIGN IN only with a portal address, CALL ME BACK to the contact page', async ({
    page,
    company,
  }) => {
    await page.goto('/')
    const topBar = page.locator('.top-bar')
    await expect(topBar.getByRole('link', { name: 'SIGN IN' })).toHaveCount(company === 'IWYZE' ? 1 : 0)
    await topBar.getByRole('link', { name: 'CALL ME BACK' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('main menu and full navigation follow the company configuration and flags', async ({
    page,
    company,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    for (const label of ['Products', 'QUOTE', 'CLAIMS', 'Blog', 'CONTACT US']) {
      await expect(menu.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: /home$/ }).first()).toHaveAttribute('aria-current', 'page')
    // The Menu is a disclosure (<details>): its summary opens it, with or without script.
    await menu.locator('summary', { hasText: 'Menu' }).click()
    const full = page.locator('.full-navigation')
    if (company === 'OM') {
      // The reduced variant: car, life, GAP and the blog only.
      await expect(full.getByRole('link')).toHaveText([
        'Car Insurance',
        'Life Insurance',
        'GAP Cover',
        'Blog',
      ])
    } else {
      await expect(full.getByRole('link', { name: 'Household Contents Insurance' })).toBeVisible()
      // The separate VAPs need the multiple-VAPs flag; legal the legal flag.
      await expect(full.getByRole('link', { name: 'Tyre and Rim Cover' })).toHaveCount(0)
      await expect(full.getByRole('link', { name: 'Legal Insurance' })).toHaveCount(0)
      await full.getByText('More', { exact: true }).click()
      await expect(full.getByRole('link', { name: 'Watercraft Insurance' })).toBeVisible()
      await page.goto('/?ff=multipleVaps')
      await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Menu' }).click()
      await expect(
        page.locator('.full-navigation').getByRole('link', { name: 'Tyre and Rim Cover' }),
      ).toBeVisible()
    }
    await expectAccessible(page)
  })

  test("the menu's and footer's links open their page in place, and the menu marks it", async ({ page }) => {
    await page.goto('/')
    // Hydrated: the floating button's link has become its menu button.
    await expect(page.locator('button.floating-button__toggle')).toBeVisible()
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const samePage = () => page.evaluate(() => 'samePage' in window)
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Menu' }).click()
    const full = page.locator('.full-navigation')
    await full.getByRole('link', { name: 'Car Insurance' }).click()
    await expect(page).toHaveURL(/\/products\/car-insurance$/)
    await expect(full.locator('a[aria-current="page"]')).toHaveText('Car Insurance')
    await expect(page.locator('.main-menu__logo')).not.toHaveAttribute('aria-current', 'page')
    expect(await samePage()).toBe(true)
    await page.locator('footer.site-footer').getByRole('link', { name: 'Claims', exact: true }).click()
    await expect(page).toHaveURL(/\/claims$/)
    expect(await samePage()).toBe(true)
  })

  test('footer: the variant of the company, its links, copyright and disclaimer', async ({
    page,
    company,
  }) => {
    await page.goto('/')
    const footer = page.locator('footer.site-footer')
    if (company === 'IWYZE') {
      await expect(footer.getByRole('heading', { name: 'OUR PRODUCTS' })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'MORE...' })).toHaveAttribute('href', '/products')
      for (const label of [
        'Quote',
        'Claims',
        'Blog',
        'Support',
        'Privacy Policy',
        'General Disclaimer',
        'Company Information',
        'Sitemap',
      ]) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible()
      }
      await expect(
        footer.getByRole('link', { name: /^(Facebook|Instagram|X|YouTube|LinkedIn)$/ }),
      ).toHaveCount(5)
      await expect(footer.getByRole('link', { name: `CALL ${NUMBERS.IWYZE.local}` })).toBeVisible()
      // Legal cover is not switched on for this company.
      await expect(footer.getByRole('link', { name: 'Legal Insurance' })).toHaveCount(0)
    } else {
      for (const label of [
        'Get a Quote',
        'Claims',
        'Blogs',
        'Contact us',
        'General Disclaimer',
        'Company Information',
        'Privacy Notice',
      ]) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible()
      }
      await expect(footer.getByRole('link', { name: /^(Facebook|X|YouTube)$/ })).toHaveCount(3)
      await expect(footer.getByRole('link', { name: 'Life Cover' })).toHaveAttribute(
        'href',
        '/products/life-insurance',
      )
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    // Issue 25: the insurers' FSP numbers come from the configuration, not a placeholder.
    await expect(footer.locator('.site-footer__disclaimer')).toContainText(/\(FSP \d+\)/)
    await expect(footer.locator('.site-footer__disclaimer')).not.toContainText('00000')
  })

  test('disclaimer: a product page shows its own, other pages the company default', async ({
    page,
    company,
  }) => {
    const product = company === 'OM' ? 'life' : 'car'
    await page.goto(`/products/${product}-insurance`)
    const disclaimer = page.locator('.site-footer__disclaimer')
    await expect(disclaimer).toContainText(
      company === 'OM' ? 'Life Cover is underwritten' : 'Car Insurance is underwritten',
    )
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click()
    await expect(page).toHaveURL(/\/blogs$/)
    await expect(disclaimer).toContainText('Life and funeral cover are underwritten by')
    await expect(disclaimer).toContainText('a licensed non-life insurer and authorised')
  })

  test('floating button: Quick Quote, the call-me-back panel, closing outside', async ({ page }) => {
    await page.goto('/support')
    const toggle = page.getByRole('button', { name: 'Need Assistance?' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Call me back' }).click()
    await expect(page.getByRole('region', { name: 'Call me back' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('region', { name: 'Call me back' })).toHaveCount(0)
    await toggle.click()
    await page.getByRole('button', { name: 'Quick Quote' }).click()
    await expect(page).toHaveURL(/\/quote$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('cookie banner links to the privacy policy and stays away once accepted', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies' })
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toBeVisible()
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await page.waitForFunction(() => sessionStorage.getItem('session'))
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0)
  })

  test('back to top scrolls to the menu and moves focus there', async ({ page }) => {
    await page.goto('/support/faq')
    // The foot's code loads beside hydration; the button scrolls once it is in.
    await sessionReady(page)
    await page.getByRole('button', { name: 'Back to top' }).click()
    await expect(page.locator('#top-menu')).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('developer bar in test mode: session ID and Purge Cache empties the page cache', async ({
    page,
    request,
  }) => {
    await page.goto('/company-information')
    const bar = page.getByRole('complementary', { name: 'Developer bar' })
    await expect(bar).toContainText('Call-centre mode')
    await expect(bar.getByTestId('developer-session-id')).toHaveText(/^[A-Za-z0-9_-]{16,}$/)
    await request.get('/company-information')
    expect((await request.get('/company-information')).headers()['x-html-cache']).toBe('hit')
    await bar.getByRole('button', { name: 'Purge Cache' }).click()
    await expect(bar.getByRole('status')).toHaveText('Cache purged')
    const miss = await request.get('/company-information')
    expect(miss.headers()['x-html-cache']).toBe('miss')
    // The first visitor after a purge gets the page compressed too.
    expect(miss.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(await miss.text()).toContain('</html>')
  })

  test('the theme of the company is loaded with its version', async ({ page, company, request }) => {
    await page.goto('/')
    const version = (await (await request.get(`/getCssVersion/${company}`)).json()).version
    await expect(page.locator('#company-theme')).toHaveAttribute('href', `/${company}.css?v=${version}`)
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
    )
    expect(brand.toLowerCase()).toBe(company === 'OM' ? '#0b6b3a' : '#4b1d8f')
  })

  test('the global error popup composes the message of shell spec §8', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await page.waitForFunction(() => sessionStorage.getItem('session'))
    await page.evaluate(() => {
      setTimeout(() => {
        throw Object.assign(new Error('Quote service unavailable'), {
          status: 503,
          statusText: 'Service Unavailable',
        })
      })
    })
    const popup = page.getByRole('dialog', { name: 'Error' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('Quote service unavailable')
    await expect(popup.locator('p br')).toHaveCount(1)
    await expect(popup).toContainText('Status: 503 Service Unavailable')
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(popup).toBeHidden()
    expect(consoleErrors.splice(0)).toEqual(['Quote service unavailable'])
  })

  test('tracking: page views and clicks reach the dataLayer without personal data', async ({
    page,
    company,
  }) => {
    await page.goto('/')
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length)
    // The header's code (its click tracking) loads beside hydration: click once it is in.
    await sessionReady(page)
    await page.locator('.top-bar__call').evaluate((link) => {
      link.addEventListener('click', (event) => event.preventDefault())
      ;(link as HTMLAnchorElement).click()
    })
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
    )
    expect(layer[0]).toEqual({ event: 'pageview', pagePath: '/' })
    expect(layer.at(-1)).toEqual({
      event: 'click_to_call',
      phoneNumber: NUMBERS[company].local,
      callCentre: false,
      env: 'test',
    })
  })

  test('content HTML cannot run scripts', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', () => dialogs++)
    await page.goto('/contact')
    expect(await page.locator('#content script, #content [onerror], #content [onclick]').count()).toBe(0)
    expect(dialogs).toBe(0)
  })
})

test.describe('blog (shell spec §7, §9)', () => {
  test('shows 20 posts a page and loads the next page when the end of the list scrolls into view', async ({
    page,
    company,
  }) => {
    await page.goto('/blogs')
    const cards = page.locator('.blog-card')
    const count = Number((await page.locator('.blog-count').textContent())?.match(/^(\d+) posts$/)?.[1])
    // IWYZE has more than a page of posts; OM fits on one (seed data).
    expect(count > 20).toBe(company === 'IWYZE')
    await expect(cards).toHaveCount(Math.min(20, count))
    if (count > 20) {
      await page.getByRole('link', { name: 'More posts' }).scrollIntoViewIfNeeded()
      await expect(cards).toHaveCount(count)
    }
    await expect(page.getByRole('link', { name: 'More posts' })).toHaveCount(0)
  })

  test('lists posts, filters by type and search, opens a post', async ({ page, company }) => {
    await page.goto('/blogs')
    const cards = page.locator('.blog-card')
    await expect(cards.first()).toBeVisible()
    const all = await cards.count()
    expect(all).toBeGreaterThanOrEqual(10)
    await page.getByLabel('Type').selectOption('tips')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/type=tips/)
    await expect(page.locator('.blog-card__type').first()).toHaveText('Tips')
    expect(await page.locator('.blog-card__type').allTextContents()).toEqual(
      Array(await cards.count()).fill('Tips'),
    )
    await page.getByLabel('Type').selectOption('')
    await page.getByLabel('Search').fill(company === 'OM' ? 'stokvel' : 'hail')
    await page.getByLabel('Search').press('Enter')
    await expect(page.locator('.blog-count')).toHaveText('1 post')
    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/post\//)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      company === 'OM' ? /stokvel/i : /hail/i,
    )
    await expectAccessible(page)
    await page.goBack()
    await expect(page.getByLabel('Search')).toHaveValue(company === 'OM' ? 'stokvel' : 'hail')
  })
})
