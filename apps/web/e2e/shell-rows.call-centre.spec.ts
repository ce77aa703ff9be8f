import { expect, expectAccessible, test } from './fixtures.ts'

/**
 * Forms spec §8 "Product list failure: logged; in call-centre mode shown in a popup (400 shows the
 * error body)", on the IWYZE call-centre server (playwright.config.ts: *call-centre.spec.ts).
 */
test.describe('the product list in call-centre mode (forms spec §8)', () => {
  test("a 400 from A/product/all shows the error body's message in the Error popup", async ({
    page,
    consoleErrors,
  }) => {
    const asked: string[] = []
    await page.route('**/wyzeapi/product/all*', (route) => {
      asked.push(new URL(route.request().url()).search)
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, msg: 'This company is not known.' }),
      })
    })
    await page.goto('/callcenter/quote')
    const popup = page.getByRole('dialog', { name: 'Error' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('This company is not known.')
    await expect(popup).toContainText('Status: 400')
    // Call-centre requests name the company (shell spec §6).
    expect(asked).toEqual(['?companyCode=IWYZE'])
    await expectAccessible(page)
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(popup).toBeHidden()
    // The failure is logged too: the browser's own report of the refused call, then the site's.
    expect(consoleErrors.some((line) => line.includes('The product list could not be loaded'))).toBe(true)
    consoleErrors.splice(0)
  })
})
