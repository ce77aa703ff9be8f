import { TITLE_GENDER_MESSAGES } from '@insure/domain/contact'
import {
  ID_AGE_MISMATCH_MESSAGE,
  NO_BENEFICIARY_MESSAGE,
  OWN_BENEFICIARY_MESSAGE,
} from '@insure/domain/full-quote'
import { maskIdNumber } from '@insure/domain/masking'
import { SA_ID_NUMBER_PROBLEM_MESSAGES } from '@insure/domain/sa-id'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companySeeds, PURCHASE_DISCLAIMER_TYPE } from '../../../seed/companies.ts'
import {
  idNumberAged,
  idNumberFor,
  pageOf,
  quoteClient,
  TEST_ADDRESS,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { testIdNumber } from '../../../test/form-fixtures.ts'
import { chosen, typed, typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { contacts, quotes, suburbs } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { PRICE_CHANGED_MESSAGE } from './quote.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

const PURCHASE_QUESTIONS = companySeeds
  .find((company) => company.code === 'IWYZE')!
  .configuration.product_content!.funeral!.disclaimers.find(
    (disclaimer) => disclaimer.disclaimer_type === PURCHASE_DISCLAIMER_TYPE,
  )!.questions!

describe('the disclaimers (POST /wyzeapi/disclaimer)', () => {
  it.each(PURCHASE_QUESTIONS.map((question) => [question.question_content, question] as const))(
    'a wrong answer to "%s" shows its invalid_answer_content and stops the purchase',
    async (_content, question) => {
      const quote = await client.startQuote('funeral')
      const wrong = question.expected_answer === 'YES' ? 'NO' : 'YES'
      const answers = PURCHASE_QUESTIONS.map((each) => ({
        disclaimerType: PURCHASE_DISCLAIMER_TYPE,
        order: each.order,
        answer: each === question ? wrong : each.expected_answer,
      }))
      const response = await client.post('/wyzeapi/disclaimer', {
        hashedQuoteId: quote.hashedQuoteId,
        answers,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        msg: MESSAGES.validation,
        errors: [
          {
            path: `answers.${PURCHASE_DISCLAIMER_TYPE}.${question.order}`,
            message: question.invalid_answer_content,
          },
        ],
      })
      expect((await client.status(quote.hashedQuoteId)).firstIncompletePage).toBe('disclaimer')
    },
  )

  it('an unanswered question is named, and nothing is stored', async () => {
    const quote = await client.startQuote('funeral')
    const response = await client.post('/wyzeapi/disclaimer', {
      hashedQuoteId: quote.hashedQuoteId,
      answers: [{ disclaimerType: PURCHASE_DISCLAIMER_TYPE, order: 10, answer: 'YES' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      `answers.${PURCHASE_DISCLAIMER_TYPE}.20`,
      `answers.${PURCHASE_DISCLAIMER_TYPE}.30`,
    ])
  })
})

describe('personal information (addContact, updateContact, updateContact/noQuirc)', () => {
  async function atContact() {
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'PERSONAL_INFORMATION')
    return { quote, status, hashedPageId: pageOf(status, 'personal-information').hashedPageId }
  }
  const contact = (citizenId: string) => ({
    title: 'Mr',
    citizenId,
    name: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@example.co.za',
    mobile: '0821234567',
  })

  it.each([
    ['no title', { title: '' }, 'contact.title', 'Select a title'],
    [
      'an ID number with a wrong control digit',
      { citizenId: '8001015009086' },
      'contact.citizenId',
      SA_ID_NUMBER_PROBLEM_MESSAGES.CHECK_DIGIT,
    ],
    [
      'an ID number of 12 digits',
      { citizenId: '800101500908' },
      'contact.citizenId',
      'Id Number must be valid. It has 12 digits and an ID number has 13: check that none is missing or extra.',
    ],
    ['a phone number that is not one', { mobile: '12345' }, 'contact.mobile', 'Phone number must be valid'],
    ['no e-mail (the mini contact asks for it)', { email: '' }, 'contact.email', 'Email must be valid'],
  ])('refuses %s with the spec message beside its field', async (_name, change, path, message) => {
    const { quote, status, hashedPageId } = await atContact()
    const response = await client.post('/wyzeapi/contact/addContact', {
      contact: { ...contact(idNumberFor(status)), ...change },
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toContainEqual({ path, message })
  })

  it("checks the ID number against the quote's age, except through noQuirc", async () => {
    const { quote, hashedPageId } = await atContact()
    const olderPerson = contact(idNumberAged(52))
    const added = await client.post('/wyzeapi/contact/addContact', {
      contact: olderPerson,
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    expect(added.json()).toMatchObject({
      code: 400,
      errors: [{ path: 'contact.citizenId', message: ID_AGE_MISMATCH_MESSAGE }],
    })
    const body = { contact: olderPerson, hashedQuoteId: quote.hashedQuoteId, hashedPageId }
    expect((await client.call('PUT', '/wyzeapi/contact/updateContact', body)).statusCode).toBe(400)
    const agent = await client.call('PUT', '/wyzeapi/contact/updateContact/noQuirc', body)
    expect(agent.statusCode).toBe(200)
    expect(agent.json().data.nextPage).toBe('beneficiaries')
  })

  it('refuses "Mr" with a woman’s ID number beside the title, and stores no contact', async () => {
    const { quote, status, hashedPageId } = await atContact()
    // The same date of birth as the quote's age, a woman's sequence (digit 7 below 5).
    const womans = testIdNumber(idNumberFor(status).slice(0, 6), '0123')
    const response = await client.post('/wyzeapi/contact/addContact', {
      contact: { ...contact(womans), title: 'Mr' },
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: 'contact.title', message: TITLE_GENDER_MESSAGES.Female.replace('{title}', 'Mr') }],
    })
    expect((await client.status(quote.hashedQuoteId)).contact).toBeNull()
    const asMs = await client.post('/wyzeapi/contact/addContact', {
      contact: { ...contact(womans), title: 'Ms' },
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    expect(asMs.statusCode).toBe(200)
  })

  it('takes the quick quote’s ID number shown masked on About you: it is not asked twice', async () => {
    const idNumber = testIdNumber('850615', '5009')
    const quote = await client.startQuote(
      'life',
      typicalAnswers('life', {
        Id_number: typed('life', 'Id_number', idNumber),
        Date_of_birth: typed('life', 'Date_of_birth', '1985/06/15'),
        Gender: chosen('life', 'Gender', 'M'),
      }),
    )
    const status = await walkQuote(client, quote, 'PERSONAL_INFORMATION')
    const response = await client.post('/wyzeapi/contact/addContact', {
      contact: { ...contact(maskIdNumber(idNumber)), occupation: 'Nursing professionals' },
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId: pageOf(status, 'personal-information').hashedPageId,
    })
    expect(response.statusCode, response.body).toBe(200)
    const [row] = await testApp.db
      .select({ citizenId: contacts.citizenId, gender: contacts.gender, dateOfBirth: contacts.dateOfBirth })
      .from(contacts)
      .innerJoin(quotes, eq(quotes.contactHashedId, contacts.hashedId))
      .where(eq(quotes.hashedId, quote.hashedQuoteId))
    expect(row).toEqual({ citizenId: idNumber, gender: 'Male', dateOfBirth: '1985-06-15' })
  })

  it('still refuses a masked ID number when no earlier step gave one', async () => {
    const { quote, status, hashedPageId } = await atContact()
    const response = await client.post('/wyzeapi/contact/addContact', {
      contact: contact(maskIdNumber(idNumberFor(status))),
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(['contact.citizenId'])
  })

  it('keeps the ID number received when its mask is sent back unchanged', async () => {
    const { quote, status, hashedPageId } = await atContact()
    const idNumber = idNumberFor(status)
    await client.post('/wyzeapi/contact/addContact', {
      contact: contact(idNumber),
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId,
    })
    const shown = (await client.status(quote.hashedQuoteId)).contact!
    expect(shown.citizenId).toBe(`*********${idNumber.slice(-4)}`)
    const changed = await client.call('PUT', '/wyzeapi/contact/updateContact', {
      contact: { ...contact(shown.citizenId!), surname: 'Dlamini Nkosi' },
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId,
    })
    expect(changed.statusCode).toBe(200)
    const [row] = await testApp.db
      .select({ citizenId: contacts.citizenId, surname: contacts.surname, mobile: contacts.mobile })
      .from(contacts)
      .innerJoin(quotes, eq(quotes.contactHashedId, contacts.hashedId))
      .where(eq(quotes.hashedId, quote.hashedQuoteId))
    expect(row).toMatchObject({ citizenId: idNumber, surname: 'Dlamini Nkosi', mobile: '+27821234567' })
  })
})

describe('the address page (updateContact with addresses)', () => {
  it('getQuoteStatus carries the quick quote’s suburb for the address page to start from', async () => {
    const quote = await client.startQuote('contents')
    const status = await client.status(quote.hashedQuoteId)
    const suburbId = Number(status.answers.Suburb!.values.value)
    const [row] = await testApp.db.select().from(suburbs).where(eq(suburbs.id, suburbId))
    expect(status.carriedSuburb).toEqual({
      id: suburbId,
      suburb: row!.suburb,
      town: row!.town,
      province: row!.province,
    })
    // A product whose quick quote asks no suburb carries none.
    const funeral = await client.startQuote('funeral')
    expect((await client.status(funeral.hashedQuoteId)).carriedSuburb).toBeNull()
  })

  it('getQuoteStatus gives back the addresses stored, so a person who comes back sees them', async () => {
    const quote = await client.startQuote('contents')
    const status = await walkQuote(client, quote, 'ADDRESS')
    expect(status.addresses).toBeNull()
    const send = (residence: Record<string, unknown>) =>
      client.call('PUT', '/wyzeapi/contact/updateContact', {
        contact: {},
        addresses: { residence, postal: null },
        hashedQuoteId: quote.hashedQuoteId,
        hashedPageId: pageOf(status, 'address').hashedPageId,
      })
    const flat = { ...TEST_ADDRESS, isComplexOrFlat: true, unitNo: '4', buildingName: 'Ocean View' }
    expect((await send(flat)).statusCode).toBe(200)
    expect((await client.status(quote.hashedQuoteId)).addresses).toEqual({
      residence: flat,
      postal: null,
    })
    // Sent again (the person came back and changed it): the new address replaces the old one.
    expect((await send({ ...TEST_ADDRESS, street: 'Beach Road' })).statusCode).toBe(200)
    expect((await client.status(quote.hashedQuoteId)).addresses).toEqual({
      residence: { ...TEST_ADDRESS, street: 'Beach Road', unitNo: null, buildingName: null },
      postal: null,
    })
  })
})

describe('beneficiaries (POST /wyzeapi/beneficiary/v2/addBeneficiary)', () => {
  const person = (benefitPercentage: number | string, designation = 'Sister') => ({
    name: 'Lerato',
    surname: 'Mokoena',
    gender: 'Female',
    dateOfBirth: '1990-07-04',
    benefitPercentage,
    beneficiaryDesignation: designation,
  })

  it.each([
    [
      'percentages adding up to 90',
      [person(50), person(40)],
      'beneficiaries',
      'The beneficiaries’ percentages must add up to 100%. Together they make 90% now: add 10%.',
    ],
    [
      'the designation "Self"',
      [person(100, 'Self')],
      'beneficiaries.0.beneficiaryDesignation',
      OWN_BENEFICIARY_MESSAGE,
    ],
    ['none', [], 'beneficiaries', NO_BENEFICIARY_MESSAGE],
    [
      'a designation not on the list',
      [person(100, 'Neighbour')],
      'beneficiaries.0.beneficiaryDesignation',
      'Select a designation',
    ],
    ['a percentage of letters', [person('half')], 'beneficiaries.0.benefitPercentage', expect.any(String)],
  ])('refuses %s', async (_name, beneficiaries, path, message) => {
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'BENEFICIARIES')
    const response = await client.post('/wyzeapi/beneficiary/v2/addBeneficiary', {
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'beneficiaries').hashedPageId,
      beneficiaries,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toContainEqual({ path, message })
  })

  it('refuses the policyholder as their own beneficiary beside the row, and stores none', async () => {
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'BENEFICIARIES')
    // walkQuote's policyholder: Thandiwe Mokoena, born on her ID number's date.
    const [policyholder] = await testApp.db
      .select({ dateOfBirth: contacts.dateOfBirth })
      .from(contacts)
      .innerJoin(quotes, eq(quotes.contactHashedId, contacts.hashedId))
      .where(eq(quotes.hashedId, quote.hashedQuoteId))
    const herself = {
      ...person(60),
      name: 'thandiwe',
      surname: 'Mokoena',
      dateOfBirth: policyholder!.dateOfBirth,
    }
    const response = await client.post('/wyzeapi/beneficiary/v2/addBeneficiary', {
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'beneficiaries').hashedPageId,
      beneficiaries: [person(40), herself],
    })
    expect(response.json()).toEqual({
      code: 400,
      msg: MESSAGES.validation,
      errors: [{ path: 'beneficiaries.1.name', message: OWN_BENEFICIARY_MESSAGE }],
    })
    expect((await client.status(quote.hashedQuoteId)).beneficiaries).toEqual([])
    expect((await client.status(quote.hashedQuoteId)).firstIncompletePage).toBe('beneficiaries')
  })

  it('getQuoteStatus gives back the beneficiaries and the disclaimer answers stored, so Back shows them', async () => {
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'BENEFICIARIES')
    expect(status.beneficiaries).toEqual([])
    expect(status.disclaimerAnswers).toEqual(
      PURCHASE_QUESTIONS.map((question) => ({
        disclaimerType: PURCHASE_DISCLAIMER_TYPE,
        order: question.order,
        answer: question.expected_answer,
      })),
    )
    const response = await client.post('/wyzeapi/beneficiary/v2/addBeneficiary', {
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: pageOf(status, 'beneficiaries').hashedPageId,
      beneficiaries: [person(60), person('40', 'Brother')],
    })
    expect(response.statusCode).toBe(200)
    expect((await client.status(quote.hashedQuoteId)).beneficiaries).toEqual([
      { ...person('60') },
      { ...person('40', 'Brother') },
    ])
  })
})

describe('the premium (accept) and answers changed after it', () => {
  it('refuses a premium other than the rated one, and asks again after an answer changes', async () => {
    const quote = await client.startQuote('funeral')
    const status = await walkQuote(client, quote, 'PREMIUM')
    const price = status.price!
    const wrong = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: price.premiumCents - 1,
      totalCover: price.coverCents,
    })
    expect(wrong.json()).toEqual({ code: 409, msg: PRICE_CHANGED_MESSAGE })
    // The priced options the premium page offers, the rated one first (funeral's other cover
    // amounts follow: premium-choices.routes.test.ts); an excess none of them has is refused.
    const ratings = await client.call('GET', `/wyzeapi/quote/getRatings/${quote.hashedQuoteId}`)
    expect(ratings.json().data.options[0]).toEqual({
      key: `COVER_${price.coverCents / 100}`,
      selectedProduct: null,
      premiumCents: price.premiumCents,
      coverCents: price.coverCents,
      excessCents: price.excessCents,
      excessKey: price.excessKey,
      tableVersion: price.tableVersion,
      steps: price.steps,
    })
    const otherExcess = await client.call('PUT', '/wyzeapi/quote/accept', {
      hashedQuoteId: quote.hashedQuoteId,
      premium: price.premiumCents,
      totalCover: price.coverCents,
      excess: price.excessCents + 100_00,
    })
    expect(otherExcess.json()).toEqual({ code: 409, msg: PRICE_CHANGED_MESSAGE })
    const right = {
      hashedQuoteId: quote.hashedQuoteId,
      premium: price.premiumCents,
      totalCover: price.coverCents,
    }
    expect((await client.call('PUT', '/wyzeapi/quote/accept', right)).statusCode).toBe(200)
    expect((await client.status(quote.hashedQuoteId)).firstIncompletePage).toBe('banking-details')

    // The quick quote's answers changed after acceptance: the acceptance is no longer current.
    const quickQuotePage = pageOf(status, 'quick-quote')
    const older = quickQuotePage.questions.map((question) => {
      const given = status.answers[question.externalReferenceId]!
      const selectedAnswers = question.answers.flatMap((answer) =>
        given.codes.includes(answer.code)
          ? [{ id: answer.id }]
          : answer.code in given.values
            ? [
                {
                  id: answer.id,
                  value: question.externalReferenceId === 'Age' ? '45' : given.values[answer.code],
                },
              ]
            : [],
      )
      return { questionId: question.id, selectedAnswers }
    })
    const changed = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: quickQuotePage.hashedPageId,
      answeredQuestions: older,
    })
    expect(changed.statusCode).toBe(200)
    const after = await client.status(quote.hashedQuoteId)
    expect(after.acceptance).toMatchObject({ current: false })
    expect(after.firstIncompletePage).toBe('premium')
    const reAccepted = await client.call('PUT', '/wyzeapi/quote/accept', {
      ...right,
      premium: after.price!.premiumCents,
      totalCover: after.price!.coverCents,
      reAccept: true,
    })
    expect(reAccepted.statusCode).toBe(200)
    expect((await client.status(quote.hashedQuoteId)).acceptance).toMatchObject({
      premiumCents: after.price!.premiumCents,
      current: true,
    })
  })
})

describe("the agents' scripts (GET /wyzeapi/pages/{id}/script)", () => {
  it.each(['IWYZE', 'OM'])(
    "gives the %s agent's words for every page of a funeral journey",
    async (companyCode) => {
      const quote = await client.startQuote('funeral')
      const status = await client.status(quote.hashedQuoteId)
      for (const page of status.journey.pages) {
        const response = await client.call(
          'GET',
          `/wyzeapi/pages/${page.hashedPageId}/script?companyCode=${companyCode}`,
        )
        expect(response.statusCode, page.code).toBe(200)
        const script = response.json().data
        expect(script).toMatchObject({ code: page.code, companyCode, lines: expect.any(Array) })
        expect(script.lines.join(' ')).not.toContain('{company}')
      }
    },
  )

  it.each([
    ['an unknown page', '/wyzeapi/pages/no-such-page/script', 404],
    ['an unknown company', '/wyzeapi/pages/no-such-page/script?companyCode=ACME', 400],
  ])('refuses %s', async (_name, url, status) => {
    const response = await client.call('GET', url)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code: status })
  })
})
