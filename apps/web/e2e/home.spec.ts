import { gzipSync } from 'node:zlib'
import { expect, expectAccessible, test } from './fixtures.ts'

const COMPANY_NAMES = { IWYZE: 'iWYZE', OM: 'Old Mutual' } as const
const LOCAL_NUMBERS = { IWYZE: '0861 49 93 00', OM: '0860 60 66 60' } as const

test.describe('home page', () => {
  test('is rendered on the server from the company configuration', async ({ request, company }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(COMPANY_NAMES[company])
    expect(html).toContain(LOCAL_NUMBERS[company])
    // No cookie on pages: anonymous pages can be cached; the XSRF cookie comes with getToken.
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test('shows the local number with a click-to-call link at the root', async ({ page, company }) => {
    await page.goto('/')
    const call = page.getByRole('link', { name: `Call us on ${LOCAL_NUMBERS[company]}` }).first()
    await expect(call).toHaveAttribute('href', `tel:${LOCAL_NUMBERS[company].replaceAll(' ', '')}`)
    await expectAccessible(page)
  })

  test('offers life on the self-service platform to a visitor with the flag, on this test server', async ({
    page,
    company,
  }) => {
    // Shell spec §6: the home flow is for non-production servers; the e2e servers run in test mode.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Life cover, online' })).toHaveCount(0)
    await page.goto('/?ff=life_self_service')
    await expect(page.getByRole('heading', { name: 'Life cover, online' })).toBeVisible()
    const offer = new URL(
      (await page.getByRole('link', { name: 'Get life cover online' }).getAttribute('href')) ?? '',
    )
    expect(offer.origin + offer.pathname).toBe('https://sales.example.co.za/start')
    expect(Object.fromEntries(offer.searchParams)).toMatchObject({
      product: 'life',
      company,
      cpy: company,
      productLineId: 'Life',
    })
    await expectAccessible(page)
  })

  test('hydrates under the content security policy', async ({ page }) => {
    // A query string makes the request personal, so it is rendered fresh with its own nonce.
    const response = await page.goto('/?fresh=1')
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
    )
  })

  test('ships at most 140 KB of gzip JavaScript on first load (DESIGN.md budget)', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const scripts = new Set(
      [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    )
    let gzipBytes = 0
    for (const src of scripts)
      gzipBytes += gzipSync(await (await request.get(src)).body(), { level: 9 }).length
    expect(gzipBytes).toBeLessThanOrEqual(140 * 1024)
  })
})
