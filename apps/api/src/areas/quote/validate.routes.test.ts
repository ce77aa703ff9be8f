import {
  MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE,
  MEDICAL_AID_NUMBER_INVALID_MESSAGE,
  MEDICAL_AID_OPTION_INVALID_MESSAGE,
  MEDICAL_SCHEME_INVALID_MESSAGE,
} from '@insure/domain/medical-aid'
import {
  VAP_EXISTING_DAMAGE_MESSAGE,
  VAP_LIMO_OR_PANEL_VAN_MESSAGE,
  VAP_NOT_REGISTERED_IN_SA_MESSAGE,
  VAP_TAXI_MESSAGE,
  VAP_TOO_OLD_MESSAGE,
  VAP_VALUE_OUT_OF_RANGE_MESSAGE,
} from '@insure/domain/vap'
import { vehicleSeeds } from '../../../seed/data/vehicles.ts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import {
  TEST_ADDRESS,
  TEST_CAR_FOR_VAP,
  TEST_MEDICAL_AID,
  pageOf,
  quoteClient,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { typicalAnswers, questionOf } from '../../../test/quick-quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { addresses, medicalAids, quoteAcceptances, quoteAnswers } from '../../db/schema/index.ts'
import { NOT_SOLD_ONLINE_MESSAGE } from '@insure/domain/full-quote'
import { MESSAGES } from '../../plugins/envelope.ts'
import { QUOTE_NOT_YOURS_MESSAGE } from '../quote-owner/quote-owners.ts'
import { NOT_THIS_PAGE_MESSAGE } from './quote-pages.routes.ts'
import { NOT_THIS_PAGE_MESSAGE as QUESTIONS_NOT_THIS_PAGE } from './quote-pages.routes.ts'
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
      ONE_PAGE_TO_VALIDATE_MESSAGE.replace('{parts}', 'medicalAidScheme, carPage, car, address'),
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

// ---- VAP: the vehicle page (car) and the address page (address)

/** A VAP quote (the combined VAP, sold without multiple_vaps) at its vehicle page, on `vehicle` if given. */
async function vapAtVehicle(vehicle?: { code: string; year: number }) {
  const question = questionOf('vap', 'Vehicle')
  const answer = (code: string) => question.answers.find((candidate) => candidate.code === code)!.id
  const quote = await client.startQuote(
    'vap',
    vehicle
      ? typicalAnswers('vap', {
          Vehicle: [
            { id: answer('year'), value: String(vehicle.year) },
            { id: answer('vehicle'), value: vehicle.code },
          ],
        })
      : undefined,
  )
  const status = await walkQuote(client, quote, 'QUESTIONS')
  return { quote, status, page: pageOf(status, 'vap-vehicle') }
}

async function storedVehicleAnswers(hashedQuoteId: string) {
  const rows = await testApp.db
    .select()
    .from(quoteAnswers)
    .where(and(eq(quoteAnswers.quoteHashedId, hashedQuoteId)))
  return rows.filter((row) => row.externalReferenceId.startsWith('Vehicle_'))
}

const seeded = vehicleSeeds()
/** A car older than VAP covers (2006), and one worth more than it covers (R1 650 000). */
const OLD_CAR = seeded.find((vehicle) => vehicle.year <= new Date().getFullYear() - 16)!
const DEAR_CAR = seeded.find((vehicle) => vehicle.valueCents > 150_000_000)!

describe('POST /wyzeapi/quote/validate with car: the VAP vehicle page', () => {
  it("stores the page's answers as its questions' answers and goes on to the address", async () => {
    const { quote, status, page } = await vapAtVehicle()
    expect(status.firstIncompletePage).toBe('vap-vehicle')
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      car: TEST_CAR_FOR_VAP,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: { nextPage: 'address', price: status.price, priceChanged: false },
    })
    const after = await client.status(quote.hashedQuoteId)
    expect(after.firstIncompletePage).toBe('address')
    expect(after.answers).toMatchObject({
      Vehicle_owner: { codes: ['Y'] },
      Vehicle_taxi: { codes: ['N'] },
      Vehicle_existing_damage: { codes: ['N'] },
      Vehicle_registered_in_SA: { codes: ['Y'] },
      Vehicle_limo_or_panel_van: { codes: ['N'] },
    })
  })

  it.each([
    ['a taxi', { taxi: true }, undefined, [['car.taxi', VAP_TAXI_MESSAGE]]],
    [
      'a limousine or panel van',
      { isLimoOrPanelVan: true },
      undefined,
      [['car.isLimoOrPanelVan', VAP_LIMO_OR_PANEL_VAN_MESSAGE]],
    ],
    [
      'a car registered abroad',
      { registeredInSA: false },
      undefined,
      [['car.registeredInSA', VAP_NOT_REGISTERED_IN_SA_MESSAGE]],
    ],
    [
      'a damaged car',
      { existingDamage: true },
      undefined,
      [['car.existingDamage', VAP_EXISTING_DAMAGE_MESSAGE]],
    ],
    ['a car too old', {}, OLD_CAR, [['car.startYear', VAP_TOO_OLD_MESSAGE]]],
    ['a car worth too much', {}, DEAR_CAR, [['car.estimatedValue', VAP_VALUE_OUT_OF_RANGE_MESSAGE]]],
    [
      'a damaged taxi',
      { taxi: true, existingDamage: true },
      undefined,
      [
        ['car.taxi', VAP_TAXI_MESSAGE],
        ['car.existingDamage', VAP_EXISTING_DAMAGE_MESSAGE],
      ],
    ],
  ] as const)(
    'refuses %s: 409 with its sentence, nothing stored, the quote stops before the premium',
    async (_case, change, vehicle, refusals) => {
      const { quote, page } = await vapAtVehicle(vehicle)
      const response = await validate({
        hashedQuoteId: quote.hashedQuoteId,
        hashedPageId: page.hashedPageId,
        car: { ...TEST_CAR_FOR_VAP, ...change },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        code: 409,
        msg: refusals.map(([, message]) => message).join(' '),
        errors: refusals.map(([path, message]) => ({ path, message })),
      })
      expect(await storedVehicleAnswers(quote.hashedQuoteId)).toEqual([])
      const after = await client.status(quote.hashedQuoteId)
      expect(after.firstIncompletePage).toBe('vap-vehicle')
      // The premium cannot be accepted: its page is not reached.
      const accept = await client.call('PUT', '/wyzeapi/quote/accept', {
        hashedQuoteId: quote.hashedQuoteId,
        premium: after.price!.premiumCents,
        totalCover: after.price!.coverCents,
      })
      expect(accept.statusCode).toBe(409)
      expect(after.acceptance).toBeNull()
    },
  )

  it.each([
    ['no answers', {}, ['owner', 'taxi', 'existingDamage', 'registeredInSA', 'isLimoOrPanelVan']],
    ['one answer left out', { ...TEST_CAR_FOR_VAP, taxi: null }, ['taxi']],
  ] as const)('refuses %s beside each question (400), storing nothing', async (_case, car, fields) => {
    const { quote, page } = await vapAtVehicle()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      car,
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.msg).toBe(MESSAGES.validation)
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(
      fields.map((field) => `car.${field}`),
    )
    for (const error of body.errors) expect(error.message).toEqual(expect.stringMatching(/\S/))
    expect(await storedVehicleAnswers(quote.hashedQuoteId)).toEqual([])
  })

  it.each([
    ['a yes as text', { car: { ...TEST_CAR_FOR_VAP, taxi: 'no' } }, 400],
    ['a car and an address at once', { car: TEST_CAR_FOR_VAP, address: { residence: TEST_ADDRESS } }, 400],
    ['an unknown quote', { car: TEST_CAR_FOR_VAP, hashedQuoteId: 'no-such-quote' }, 403],
  ] as const)(
    'answers %s with its status in the envelope, storing nothing',
    async (_case, change, status) => {
      const { quote, page } = await vapAtVehicle()
      const response = await validate({
        hashedQuoteId: quote.hashedQuoteId,
        hashedPageId: page.hashedPageId,
        ...change,
      })
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ code: status, msg: expect.any(String) })
      expect(await storedVehicleAnswers(quote.hashedQuoteId)).toEqual([])
    },
  )

  it('questionDetails does not save the vehicle page: its refusals would be skipped', async () => {
    const { quote, page } = await vapAtVehicle()
    const taxi = page.questions.find((question) => question.externalReferenceId === 'Vehicle_taxi')!
    const response = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: page.hashedPageId,
      answeredQuestions: page.questions.map((question) => ({
        questionId: question.id,
        selectedAnswers: [{ id: question === taxi ? question.answers[0]!.id : question.answers[1]!.id }],
      })),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'hashedPageId', message: QUESTIONS_NOT_THIS_PAGE }])
    expect(await storedVehicleAnswers(quote.hashedQuoteId)).toEqual([])
  })

  it('another browser holding the ids cannot save the vehicle page (403), and nothing is stored', async () => {
    const { quote, page } = await vapAtVehicle()
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const response = await validate(
      { hashedQuoteId: quote.hashedQuoteId, hashedPageId: page.hashedPageId, car: TEST_CAR_FOR_VAP },
      stranger,
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 403, msg: QUOTE_NOT_YOURS_MESSAGE })
    expect(await storedVehicleAnswers(quote.hashedQuoteId)).toEqual([])
  })

  it("refuses a car sent for a page that is not VAP's vehicle page", async () => {
    const { quote, page } = await gapAtMedicalAid()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      car: TEST_CAR_FOR_VAP,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
  })
})

describe('POST /wyzeapi/quote/validate with address: the VAP address page', () => {
  async function vapAtAddress() {
    const quote = await client.startQuote('vap')
    const status = await walkQuote(client, quote, 'ADDRESS')
    return { quote, status, page: pageOf(status, 'address') }
  }
  const storedAddresses = (hashedQuoteId: string) =>
    testApp.db.select().from(addresses).where(eq(addresses.quoteHashedId, hashedQuoteId))

  it('stores the residence, marks the page done and goes on to the premium', async () => {
    const { quote, status, page } = await vapAtAddress()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      address: { residence: TEST_ADDRESS, postal: null },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({ nextPage: 'premium', price: status.price, priceChanged: false })
    expect(await storedAddresses(quote.hashedQuoteId)).toEqual([
      expect.objectContaining({ addressType: 'RESIDENCE', street: 'Jan Smuts Avenue', streetNo: '12' }),
    ])
    const after = await client.status(quote.hashedQuoteId)
    expect(after.firstIncompletePage).toBe('premium')
    expect(after.addresses?.residence.street).toBe('Jan Smuts Avenue')
  })

  it('refuses a residence without its street (400 beside the field), storing nothing', async () => {
    const { quote, page } = await vapAtAddress()
    const response = await validate({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      address: { residence: { ...TEST_ADDRESS, street: '' } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'address.residence.street', message: expect.any(String) },
    ])
    expect(await storedAddresses(quote.hashedQuoteId)).toEqual([])
  })

  it('another browser cannot save the address (403); an address page that names another call is refused', async () => {
    const { quote, page } = await vapAtAddress()
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const body = {
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      address: { residence: TEST_ADDRESS },
    }
    const response = await validate(body, stranger)
    expect(response.statusCode).toBe(403)
    expect(await storedAddresses(quote.hashedQuoteId)).toEqual([])

    const home = await client.startQuote('home')
    const atHomeAddress = await walkQuote(client, home, 'ADDRESS')
    const other = await validate({
      hashedQuoteId: home.hashedQuoteId,
      hashedPageId: pageOf(atHomeAddress, 'address').hashedPageId,
      address: { residence: TEST_ADDRESS },
    })
    expect(other.statusCode).toBe(400)
    expect(other.json().errors).toEqual([{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
  })
})

describe('which VAPs are sold (decision 011): the multiple_vaps flag', () => {
  it.each([
    ['the combined VAP with the flag', 'vap', ['multiple_vaps']],
    ['tyre and rim without it', 'vapstyreandrim', []],
    ['scratch and dent without it', 'vapsscratchanddent', []],
  ] as const)('addQuote refuses %s: 409, no quote', async (_case, product, featureFlags) => {
    const quick = await client.quickQuote(product, undefined, 'IWYZE', undefined, featureFlags)
    const response = await client.post('/wyzeapi/quote/addQuote', {
      hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      hashedSessionId: quick.hashedSessionId,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 409, msg: NOT_SOLD_ONLINE_MESSAGE })
  })
})
