import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'

/**
 * The supplier-locations map (shell spec §2, §3, §4, §8, §9) on the contact page of both companies
 * (`[[embed:supplier-locations]]`): type, markers, origin by suburb search or device position,
 * the 5 nearest, a selected supplier's travel estimate. Everything comes from the site itself.
 */

const DISTANCE = /(\d+ m|\d+\.\d km|\d+ km) away in a straight line/

/** Every request the page makes that leaves 127.0.0.1 (DESIGN.md: no CDN, no remote tiles). */
function outsideRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.hostname !== '127.0.0.1') outside.push(request.url())
  })
  return outside
}

/** The contact page with the map loaded in the browser (so the page is hydrated). */
async function openMap(page: Page): Promise<Locator> {
  await page.goto('/contact')
  const map = page.locator('.supplier-map')
  // The embed's placeholder is replaced once its code has loaded: scroll again until the map is there.
  await expect(async () => {
    await map.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return map
}

async function chooseType(map: Locator, type: 'HIV Test Location' | 'Vehicle Inspection Center') {
  await map.getByRole('radio', { name: type, exact: true }).check()
}

function kilometres(text: string): number {
  const match = DISTANCE.exec(text)
  if (!match) throw new Error(`no distance in ${text}`)
  const value = match[1]!
  return value.endsWith(' m') ? Number.parseFloat(value) / 1000 : Number.parseFloat(value)
}

test.describe('supplier-locations map (shell spec §2, §4, §9)', () => {
  test('HIV test locations near Sandton: the 5 nearest, a route estimate, nothing from outside', async ({
    page,
  }) => {
    const outside = outsideRequests(page)
    const map = await openMap(page)
    const status = map.locator('.supplier-map__status')
    await expect(status).toHaveText('Choose what you are looking for to see the locations.')
    // The supplier data is sample data until real lists are loaded, and the map says so (issue 24).
    await expect(map.getByRole('note')).toContainText('these supplier locations are fictional')

    await chooseType(map, 'HIV Test Location')
    await expect(status).toHaveText(/^\d+ HIV test locations on the map\./)
    // Circle markers (SVG paths), no PNG marker icons and no tiles: the base layer is the provinces.
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBeGreaterThanOrEqual(40)
    await expect(map.locator('.leaflet-tile, .leaflet-marker-icon')).toHaveCount(0)
    await expect(map.locator('.leaflet-control-attribution')).toContainText('saffer by Andrew Collier')
    await expect(map.locator('.leaflet-control-attribution')).toContainText('GeoNames')

    // The place search is our suburb search (South Africa only), picked with the keyboard.
    const search = map.getByRole('combobox', { name: 'Your suburb or town' })
    await search.click()
    await search.pressSequentially('sandton')
    await expect(map.getByRole('option', { name: /^Sandton, Sandton/ }).first()).toBeVisible({
      timeout: 10_000,
    })
    await search.press('ArrowDown')
    await search.press('Enter')
    await expect(search).toHaveValue(/^Sandton, Sandton/)

    await expect(status).toHaveText(/Listed below: the 5 nearest to Sandton, Sandton/)
    await expect(
      map.getByRole('heading', { name: /^The 5 nearest HIV test locations to Sandton/ }),
    ).toBeVisible()
    const items = map.locator('.supplier-map__list > li')
    await expect(items).toHaveCount(5)
    const texts = await items.allInnerTexts()
    const distances = texts.map(kilometres)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    // Our Sandton clinic is within a few km; all five are in Gauteng.
    expect(distances[0]).toBeLessThan(3)
    expect(texts.every((text) => text.includes('Gauteng'))).toBe(true)
    for (const item of await items.all()) {
      await expect(item.getByRole('link', { name: /^0\d{2} 000 \d{4}$/ })).toHaveAttribute(
        'href',
        /^tel:0\d{9}$/,
      )
      await expect(item).toContainText(/Open Mon-/)
    }

    // Select the second with the keyboard: the estimate says what it is.
    const second = items.nth(1)
    const select = second.getByRole('button', { name: /^Route estimate to / })
    await select.focus()
    await page.keyboard.press('Enter')
    await expect(select).toHaveAttribute('aria-pressed', 'true')
    const estimate = second.locator('.supplier-map__estimate')
    await expect(estimate).toContainText(/Estimated distance by road\s*About \d+(\.\d)? km/)
    await expect(estimate).toContainText(/Estimated driving time\s*About (\d+ min|\d+ h( \d+ min)?)/)
    await expect(estimate).toContainText('Estimate only')
    await expect(estimate).toContainText('as the crow flies')
    // The road estimate is the straight line × 1.25, the road factor of Gauteng (docs/map.md).
    const road = Number.parseFloat((await estimate.locator('dd').first().innerText()).replace('About ', ''))
    expect(road).toBeCloseTo(distances[1]! * 1.25, 0)
    // The map draws the route line (the estimate: the straight line) from the origin to the selection.
    await expect(map.locator('path[stroke-dasharray]')).toHaveCount(1)

    await expectAccessible(page)
    expect(outside, 'requests that left 127.0.0.1').toEqual([])
  })

  test('vehicle inspection centres load both files; a marker on the map can be selected', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    const map = await openMap(page)
    await chooseType(map, 'Vehicle Inspection Center')
    await expect(map.locator('.supplier-map__status')).toHaveText(
      /^\d+ vehicle inspection centres on the map\./,
    )
    expect(asked).toContain('/supplier/glasfit')
    expect(asked).toContain('/supplier/autoboyz')
    expect(asked).not.toContain('/supplier/hiv-testing')
    await expect(map.locator('.supplier-map__legend')).toContainText('Glass fitter')
    await expect(map.locator('.supplier-map__legend')).toContainText('Auto repairer')

    // A click on a circle marker (dispatched: at zoom 4 the markers overlap, and a floating button
    // may cover part of the map); Leaflet handles it on the map container, as a real click.
    await map.locator('path.leaflet-interactive').first().dispatchEvent('click')
    const selected = map.locator('.supplier-map__selected')
    await expect(selected).toContainText('Selected on the map')
    await expect(selected).toContainText(
      'Search for your suburb or use your location to see a travel estimate.',
    )
    await selected.getByRole('button', { name: /^Close/ }).click()
    await expect(selected).toHaveCount(0)
  })

  test('"Use my location" lists the nearest to the device position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: -33.926, longitude: 18.423 })
    const map = await openMap(page)
    await chooseType(map, 'HIV Test Location')
    await map.getByRole('button', { name: 'Use my location' }).click()
    await expect(
      map.getByRole('heading', { name: 'The 5 nearest HIV test locations to your location' }),
    ).toBeVisible()
    const texts = await map.locator('.supplier-map__list > li').allInnerTexts()
    expect(texts).toHaveLength(5)
    expect(texts[0]).toContain('Western Cape')
  })

  test('a refused location says so, and the search still works', async ({ page }) => {
    // A browser whose user refuses: the error callback with PERMISSION_DENIED (code 1).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
            setTimeout(() => fail({ code: 1, message: 'User denied Geolocation' }), 10),
          watchPosition: () => 0,
          clearWatch: () => {},
        },
      })
    })
    const map = await openMap(page)
    await chooseType(map, 'HIV Test Location')
    await map.getByRole('button', { name: 'Use my location' }).click()
    await expect(map.getByRole('alert')).toHaveText(
      'You did not allow us to use your location. Search for a suburb instead.',
    )
    await expect(map.locator('.supplier-map__list')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('the map is readable on a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const map = await openMap(page)
    await chooseType(map, 'HIV Test Location')
    await expect(map.locator('.supplier-map__status')).toHaveText(/HIV test locations on the map/)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await map.locator('.leaflet-container').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(375)
    expect(box?.height).toBeGreaterThanOrEqual(250)
  })
})
