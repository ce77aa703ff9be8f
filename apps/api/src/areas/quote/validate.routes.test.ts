import {
  MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
  MEDICAL_AID_NUMBER_INVALID_MESSAGE,
  MEDICAL_AID_OPTION_INVALID_MESSAGE,
  MEDICAL_SCHEME_INVALID_MESSAGE,
} from '@insure/domain/medical-aid'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { TEST_MEDICAL_AID, pageOf, quoteClient, walkQuote } from '../../../test/quote-fixtures.ts'
import { typicalAnswers, questionOf } from '../../../test/quick-quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { medicalAids, quoteAcceptances } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { QUOTE_NOT_YOURS_MESSAGE } from '../quote-owner/quote-owners.ts'
import { NOT_THIS_PAGE_MESSAGE } from './quote-pages.routes.ts'
import { ONE_PAGE_TO_VALIDATE_MESSAGE } from './validate.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

/** A GAP quote on a hospital plan, its disclaimer and personal information answered. */
async function gapAtMedicalAid() {
  const quote = await client.startQuote('gap')
  const status = await walkQuote(client, quote, 'MEDICAL_AID')
  return { quote, status, page: pageOf(status, 'medical-aid') }
}

const validate = (body: Record<string, unknown>, as = client) => as.post('/wyzeapi/quote/validate', body)

async function storedMedicalAid(hashedQuoteId: string) {
  const [row] = await testApp.db
    .select()
    .from(medicalAids)
    .where(eq(medicalAids.quoteHashedId, hashedQuoteId))
  return row ?? null
}

describe('POST /wyzeapi/quote/validate with medicalAidScheme: the GAP medical aid page', () => {
  it('stores the medical aid, marks the page done, and gives the number back masked', async () => {
    const { quote, status, page } = await gapAtMedicalAid()
    expect(status.firstIncompletePage).toBe('medical-aid')
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      medicalAidScheme: { ...TEST_MEDICAL_AID, name: ' discovery health medical scheme ' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: { nextPage: 'beneficiaries', price: status.price, priceChanged: false },
    })
    expect(await storedMedicalAid(quote.hashedQuoteId)).toMatchObject({
      schemeName: 'Discovery Health Medical Scheme',
      optionName: 'Classic Core',
      plan: 'HOSPITAL',
      memberNumber: '123456789',
      inceptionDate: '2019-03-01',
    })
    const after = await client.status(quote.hashedQuoteId)
    expect(after.done).toContain('medical-aid')
    expect(after.firstIncompletePage).toBe('beneficiaries')
    expect(after.medicalAid).toEqual({
      name: 'Discovery Health Medical Scheme',
      option: 'Classic Core',
      number: '******789',
      inceptionDate: '2019-03-01',
      plan: 'HOSPITAL',
    })
    expect(JSON.stringify(after)).not.toContain('123456789')
  })

  it('keeps the number received when the masked number is sent back unchanged', async () => {
    const { quote, page } = await gapAtMedicalAid()
    const body = { hashedQuoteId: quote.hashedQuoteId, hashedPageId: page.hashedPageId }
    await validate({ ...body, medicalAidScheme: TEST_MEDICAL_AID })
    const again = await validate({
      ...body,
      medicalAidScheme: { ...TEST_MEDICAL_AID, number: '******789', inceptionDate: '2018-01-01' },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(await storedMedicalAid(quote.hashedQuoteId)).toMatchObject({
      memberNumber: '123456789',
      inceptionDate: '2018-01-01',
    })
  })

  it('a changed plan re-rates the quote, and the premium accepted before is to be accepted again', async () => {
    const { quote, page } = await gapAtMedicalAid()
    const body = { hashedQuoteId: quote.hashedQuoteId, hashedPageId: page.hashedPageId }
    await validate({ ...body, medicalAidScheme: TEST_MEDICAL_AID })
    const atBanking = await walkQuote(client, quote, 'BANKING_DETAILS')
    expect(atBanking.acceptance?.current).toBe(true)
    const hospitalPremium = atBanking.price!.premiumCents

    // Back on the medical aid page: a comprehensive option of the scheme.
    const response = await validate({
      ...body,
      medicalAidScheme: { ...TEST_MEDICAL_AID, option: 'Classic Comprehensive' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const receipt = response.json().data
    expect(receipt.priceChanged).toBe(true)
    expect(receipt.price.premiumCents).toBeGreaterThan(hospitalPremium)

    const after = await client.status(quote.hashedQuoteId)
    expect(after.answers.Medical_aid_plan?.codes).toEqual(['COMPREHENSIVE'])
    expect(after.price).toEqual(receipt.price)
    expect(after.acceptance?.current).toBe(false)
    expect(after.done).not.toContain('PREMIUM')
    expect(after.firstIncompletePage).toBe('premium')
    const acceptances = await testApp.db
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteHashedId, quote.hashedQuoteId))
    expect(acceptances.every((row) => row.supersededAt !== null)).toBe(true)
  })

  it('another scheme on the same plan replaces the scheme answer without re-rating', async () => {
    const { quote, status, page } = await gapAtMedicalAid()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      medicalAidScheme: { ...TEST_MEDICAL_AID, name: 'Bonitas Medical Fund', option: 'BonEssential' },
    })
    expect(response.json().data).toEqual({
      nextPage: 'beneficiaries',
      price: status.price,
      priceChanged: false,
    })
    expect((await client.status(quote.hashedQuoteId)).answers.Medical_aid_scheme?.values.value).toBe(
      'Bonitas Medical Fund',
    )
  })

  it.each([
    ['no scheme', { name: '' }, 'medicalAidScheme.name', MEDICAL_SCHEME_INVALID_MESSAGE],
    [
      'a scheme not on the list',
      { name: 'Acme Health' },
      'medicalAidScheme.name',
      MEDICAL_SCHEME_INVALID_MESSAGE,
    ],
    ['no option', { option: ' ' }, 'medicalAidScheme.option', MEDICAL_AID_OPTION_INVALID_MESSAGE],
    [
      'another scheme’s option',
      { option: 'BonSave' },
      'medicalAidScheme.option',
      MEDICAL_AID_OPTION_INVALID_MESSAGE,
    ],
    [
      'a network option GAP does not top up',
      { option: 'KeyCare Start' },
      'medicalAidScheme.option',
      MEDICAL_AID_OPTION_INVALID_MESSAGE,
    ],
    ['no number', { number: null }, 'medicalAidScheme.number', MEDICAL_AID_NUMBER_INVALID_MESSAGE],
    [
      'a masked number never received',
      { number: '******789' },
      'medicalAidScheme.number',
      MEDICAL_AID_NUMBER_INVALID_MESSAGE,
    ],
    [
      'no inception date',
      { inceptionDate: '' },
      'medicalAidScheme.inceptionDate',
      MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
    ],
    [
      'a day that does not exist',
      { inceptionDate: '2021-02-29' },
      'medicalAidScheme.inceptionDate',
      MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
    ],
    [
      'a date in the spec’s display format',
      { inceptionDate: '01/03/2019' },
      'medicalAidScheme.inceptionDate',
      MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
    ],
    [
      'a membership not yet begun',
      { inceptionDate: '2999-01-01' },
      'medicalAidScheme.inceptionDate',
      MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
    ],
  ] as const)('refuses %s with its sentence, storing nothing', async (_case, change, path, message) => {
    const { quote, page } = await gapAtMedicalAid()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      medicalAidScheme: { ...TEST_MEDICAL_AID, ...change },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: MESSAGES.validation, errors: [{ path, message }] })
    expect(await storedMedicalAid(quote.hashedQuoteId)).toBeNull()
    expect((await client.status(quote.hashedQuoteId)).done).not.toContain('medical-aid')
  })

  it.each([
    [
      'no page’s fields',
      {},
      400,
      ONE_PAGE_TO_VALIDATE_MESSAGE.replace('{parts}', 'medicalAidScheme, carPage'),
    ],
    ['a medical aid as text', { medicalAidScheme: 'Discovery' }, 400, undefined],
    ['no quote', { hashedQuoteId: undefined }, 400, undefined],
    // A change to a quote the asker does not own, unknown or not, is refused alike (quote-owners.ts).
    ['an unknown quote', { hashedQuoteId: 'no-such-quote' }, 403, undefined],
  ] as const)('answers %s with its status in the envelope', async (_case, change, status, message) => {
    const { quote, page } = await gapAtMedicalAid()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      ...(Object.keys(change).length === 0 ? {} : { medicalAidScheme: TEST_MEDICAL_AID }),
      ...change,
    })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code: status, msg: expect.any(String) })
    if (message) expect(response.json().errors).toEqual([{ path: '', message }])
    expect(await storedMedicalAid(quote.hashedQuoteId)).toBeNull()
  })

  it('refuses another page of the quote, and a page not yet reached', async () => {
    const quote = await client.startQuote('gap')
    const status = await client.status(quote.hashedQuoteId)
    const notYet = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'medical-aid').hashedPageId,
      medicalAidScheme: TEST_MEDICAL_AID,
    })
    expect(notYet.statusCode).toBe(409)
    const { quote: atMedicalAid, status: reached } = await gapAtMedicalAid()
    const otherPage = await validate({
      hashedQuoteId: atMedicalAid.hashedQuoteId,
      hashedPageId: pageOf(reached, 'personal-information').hashedPageId,
      medicalAidScheme: TEST_MEDICAL_AID,
    })
    expect(otherPage.statusCode).toBe(400)
    expect(otherPage.json().errors).toEqual([{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
  })

  it('another browser holding the ids cannot save the medical aid (403), and nothing is stored', async () => {
    const { quote, page } = await gapAtMedicalAid()
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const response = await validate(
      {
        hashedQuoteId: quote.hashedQuoteId,
        hashedPageId: page.hashedPageId,
        medicalAidScheme: TEST_MEDICAL_AID,
      },
      stranger,
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 403, msg: QUOTE_NOT_YOURS_MESSAGE })
    expect(await storedMedicalAid(quote.hashedQuoteId)).toBeNull()
  })

  it('the quick quote asks for a scheme of the seeded list', async () => {
    const scheme = questionOf('gap', 'Medical_aid_scheme')
    const refused = await client
      .quickQuote(
        'gap',
        typicalAnswers('gap', {
          Medical_aid_scheme: [{ id: scheme.answers[0]!.id, value: 'Acme Health' }],
        }),
      )
      .catch((error: Error) => error.message)
    expect(refused).toContain(MEDICAL_SCHEME_INVALID_MESSAGE)
  })
})
