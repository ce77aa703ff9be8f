import { maskIdNumber } from '@insure/domain/masking'
import { expect, expectAccessible, pickWithKeyboard, test } from './fixtures.ts'
import {
  answerDisclaimer,
  buyNow,
  expectPage,
  expectRefusalsLogged,
  idNumberAged,
} from './full-quote-journey.ts'
import { LIFE_DATE_OF_BIRTH, answerHealth, lifeIdNumber } from './full-quote-life-journey.ts'
import { apiClient } from './workbench.ts'

/**
 * Nothing asked twice (issue 25): what the quick quote or the workbench token gave is on About you
 * already. The agent's test runs on the IWYZE server in call-centre mode (playwright.config.ts
 * CALL_CENTRE_PORT), so it runs once, in the IWYZE project.
 */
const CALL_CENTRE = `http://127.0.0.1:${3102 + Number(process.env.TEST_PORT_OFFSET ?? 0)}`
const IWYZE_ONLY = { tag: '@iwyze-only' }

const PREMIUM = /^R \d{1,3}(?: \d{3})*\.\d{2} per month$/

test(
  'a workbench token’s contact prefills About you, and its ID number the age',
  IWYZE_ONLY,
  async ({ page, request, consoleErrors }) => {
    test.setTimeout(90_000)
    const idNumber = idNumberAged(44, new Date(), 'female')
    const api = await apiClient(request, { base: CALL_CENTRE })
    const issued = await api.issue({
      agentId: 'AG42',
      productCode: 'funeral',
      contact: {
        name: 'Thandiwe',
        surname: 'Mokoena',
        mobile: '0825550101',
        email: 'thandiwe@example.co.za',
        idNumber,
        gender: 'f',
      },
    })
    await page.goto(`${CALL_CENTRE}${issued.launchPath}`)
    await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
    // The age is worked out from the token's ID number: the agent does not ask it.
    await expect(page.getByLabel('How old are you?')).toHaveValue('44')
    await page.getByRole('checkbox', { name: 'Just me', exact: true }).check()
    await page.getByRole('radio', { name: 'R20 000', exact: true }).check()
    await page.getByRole('checkbox', { name: 'I agree' }).check()
    await page.getByRole('button', { name: 'Get my quote' }).click()
    await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
    await buyNow(page)
    await answerDisclaimer(page)
    await expectPage(page, 'personal-information', 'About you')
    for (const [label, value] of [
      ['First name', 'Thandiwe'],
      ['Surname', 'Mokoena'],
      ['ID number', idNumber],
      ['Email', 'thandiwe@example.co.za'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    }
    // The workbench keeps the mobile number in E.164; the page takes it as it is.
    await expect(page.getByLabel('Mobile number')).toHaveValue(/^(\+27|0)825550101$/)
    await expectAccessible(page)
    // The title the agent picks must agree with the ID number: "Mr" for a woman is refused, saying why.
    await page.getByLabel('Title').selectOption('Mr')
    await page.getByRole('button', { name: 'Continue' }).click()
    // Beside the Title field (the error summary at the top of the form says it too).
    await expect(
      page
        .locator('.field__error')
        .filter({ hasText: /The title Mr is for a man, and this ID number is a woman’s/ }),
    ).toBeVisible()
    await page.getByLabel('Title').selectOption('Ms')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectPage(page, 'beneficiaries', 'Beneficiaries')
    // The disclaimer's wrong answer on purpose (answerDisclaimer) is the one refusal logged.
    expectRefusalsLogged(consoleErrors, 1)
  },
)

test(
  'a life quick quote’s ID number is not asked again on About you',
  IWYZE_ONLY,
  async ({ page, consoleErrors }) => {
    test.setTimeout(90_000)
    const idNumber = lifeIdNumber()
    await page.goto('/')
    await page.waitForFunction(() => sessionStorage.getItem('session') !== null)
    await page.getByRole('navigation').getByRole('link', { name: 'QUOTE', exact: true }).first().click()
    await expect(page.locator('.quote-page[data-hydrated="true"]')).toBeVisible()
    await page.getByRole('radio', { name: 'Life Insurance', exact: true }).check()
    await page.getByLabel('What is your South African ID number?').fill(idNumber)
    // The date of birth and gender come from it (the quick quote already did this).
    await expect(page.getByLabel('What is your date of birth?')).toHaveValue(LIFE_DATE_OF_BIRTH)
    await page.getByRole('radio', { name: 'Female', exact: true }).check()
    await page.getByRole('radio', { name: 'No', exact: true }).check()
    await page.getByRole('radio', { name: 'Matric (Grade 12)', exact: true }).check()
    await page.getByLabel('How tall are you?').fill('1.70')
    await page.getByLabel('How much do you weigh?').fill('70')
    await page.getByLabel('What is your household income?').fill('30000')
    await page.getByLabel('How much cover would you like?').fill('1000000')
    await page.getByRole('checkbox', { name: 'I agree' }).check()
    await page.getByRole('button', { name: 'Get my quote' }).click()
    await expect(page.locator('.quote-result__premium')).toHaveText(PREMIUM, { timeout: 20_000 })
    await buyNow(page)
    await answerDisclaimer(page)
    await answerHealth(page)
    await expectPage(page, 'personal-information', 'About you')
    const idField = page.getByLabel('ID number')
    // Prefilled, shown hidden as every ID number the server sends back; left as it is, it is kept.
    await expect(idField).toHaveValue(maskIdNumber(idNumber))
    await expect(page.getByText('Shown hidden for your safety. Leave it as it is to keep it.')).toBeVisible()
    await page.getByLabel('Title').selectOption('Ms')
    await page.getByLabel('First name').fill('Thandiwe')
    await page.getByLabel('Surname').fill('Mokoena')
    await page.getByLabel('Mobile number').fill('082 555 0101')
    await pickWithKeyboard(
      page,
      page.getByRole('combobox', { name: 'Occupation' }),
      'secondary',
      /Secondary education teachers/,
    )
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectPage(page, 'address', 'Your address')
    // Back: the ID number the quick quote gave is the contact's now.
    await page.goBack()
    await expectPage(page, 'personal-information', 'About you')
    await expect(idField).toHaveValue(maskIdNumber(idNumber))
    await expect(page.getByLabel('First name')).toHaveValue('Thandiwe')
    expectRefusalsLogged(consoleErrors, 1)
  },
)
