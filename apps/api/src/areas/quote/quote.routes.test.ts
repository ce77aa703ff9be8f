import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chosenAnswer, pageOf, quoteClient, typedAnswer } from '../../../test/quote-fixtures.ts'
import { typed } from '../../../test/quick-quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { UNKNOWN_QUOTE_MESSAGE } from '../quote-owner/quote-owners.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
})
afterAll(() => testApp.close())

/** Funeral with the main member and extended family, R10 000 cover, aged 40. */
const FUNERAL_WITH_EXTENDED = () => {
  const answers = [
    { questionId: 'funeral.age', selectedAnswers: typed('funeral', 'Age', '40') },
    {
      questionId: 'funeral.covered-members',
      selectedAnswers: [{ id: 'funeral.covered-members.main' }, { id: 'funeral.covered-members.extended' }],
    },
    { questionId: 'funeral.funeral-cover', selectedAnswers: [{ id: 'funeral.funeral-cover.10000' }] },
  ]
  return answers
}

/** The disclaimers answered as they allow the purchase (POST /wyzeapi/disclaimer). */
async function answerDisclaimers(hashedQuoteId: string) {
  const answers = [10, 20, 30].map((order) => ({
    disclaimerType: 'PURCHASE',
    order,
    answer: order === 20 ? 'NO' : 'YES',
  }))
  const response = await client.post('/wyzeapi/disclaimer', { hashedQuoteId, answers })
  expect(response.statusCode).toBe(200)
}

describe('POST /wyzeapi/quote/addQuote', () => {
  it('starts a quote from a quick quote, with its answers and premium, on the first page still to answer', async () => {
    const quote = await client.startQuote('funeral', FUNERAL_WITH_EXTENDED())
    const status = await client.status(quote.hashedQuoteId)
    expect(status).toMatchObject({
      productCode: 'funeral',
      status: 'OPEN',
      firstIncompletePage: 'disclaimer',
      price: { premiumCents: quote.premium, coverCents: quote.cover },
      answers: {
        Age: { codes: [], values: { value: '40' } },
        Covered_members: { codes: ['MAIN', 'EXTENDED'] },
      },
      policy: null,
      contact: null,
    })
    expect(status.journey.pages.map((page) => page.code)).toContain('extended-family')
  })

  it('answers the same quote for the same quick quote (a double click, two tabs)', async () => {
    const quick = await client.quickQuote('funeral')
    const body = {
      hashedQuickQuoteSessionId: quick.hashedQuickQuoteSessionId,
      hashedSessionId: quick.hashedSessionId,
    }
    const [first, second] = await Promise.all([
      client.post('/wyzeapi/quote/addQuote', body),
      client.post('/wyzeapi/quote/addQuote', body),
    ])
    expect(first.statusCode).toBe(200)
    expect(second.json().data.hashedQuoteId).toBe(first.json().data.hashedQuoteId)
  })

  it.each([
    // A change to what is not the asker's is 403, whether it exists or not (DESIGN.md, Quote owner).
    ['an unknown quick quote', { hashedQuickQuoteSessionId: 'no-such-quick-quote' }, 403],
    ['no quick quote', {}, 400],
    ['a quick quote id too long', { hashedQuickQuoteSessionId: 'x'.repeat(200) }, 400],
  ])('refuses %s', async (_name, body, status) => {
    const response = await client.post('/wyzeapi/quote/addQuote', body)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code: status, msg: expect.any(String) })
  })
})

describe('a questions page (POST /wyzeapi/wtf/questionDetails/{id})', () => {
  it('saves the extended family count, re-rates on the full answers and names the next page', async () => {
    const quote = await client.startQuote('funeral', FUNERAL_WITH_EXTENDED())
    let status = await client.status(quote.hashedQuoteId)
    // The disclaimer is the first page; the extended family page is not open before it.
    const early = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: pageOf(status, 'extended-family').hashedPageId,
      answeredQuestions: [typedAnswer(status, 'extended-family', 'Extended_family_count', '3')],
    })
    expect(early.statusCode).toBe(409)

    await answerDisclaimers(quote.hashedQuoteId)
    status = await client.status(quote.hashedQuoteId)
    expect(status.firstIncompletePage).toBe('extended-family')
    const response = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: pageOf(status, 'extended-family').hashedPageId,
      answeredQuestions: [
        typedAnswer(status, 'extended-family', 'Extended_family_count', '3'),
        chosenAnswer(status, 'extended-family', 'Extended_family_relations', 'SIBLING', 'COUSIN'),
      ],
    })
    expect(response.statusCode).toBe(200)
    const saved = response.json().data
    expect(saved).toMatchObject({ status: 'OPEN', nextPage: 'personal-information' })
    // Three extended family members cost more than the quick quote's one.
    expect(saved.price.premiumCents).toBeGreaterThan(quote.premium)
    status = await client.status(quote.hashedQuoteId)
    expect(status.answers.Extended_family_count).toEqual({ codes: [], values: { value: '3' } })
    expect(status.price?.premiumCents).toBe(saved.price.premiumCents)
    expect(status.firstIncompletePage).toBe('personal-information')
  })

  it('refuses an answer out of range with the spec message beside its question, and stores nothing', async () => {
    const quote = await client.startQuote('funeral', FUNERAL_WITH_EXTENDED())
    await answerDisclaimers(quote.hashedQuoteId)
    const status = await client.status(quote.hashedQuoteId)
    const question = pageOf(status, 'extended-family').questions[0]!
    const response = await client.post(`/wyzeapi/wtf/questionDetails/${quote.hashedQuoteId}`, {
      hashedPageId: pageOf(status, 'extended-family').hashedPageId,
      answeredQuestions: [typedAnswer(status, 'extended-family', 'Extended_family_count', '12')],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 400,
      msg: MESSAGES.validation,
      errors: expect.arrayContaining([
        {
          path: `answeredQuestions.${question.id}`,
          message:
            'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.',
        },
      ]),
    })
    expect((await client.status(quote.hashedQuoteId)).answers.Extended_family_count).toBeUndefined()
  })
})

describe('POST /wyzeapi/quote/getQuoteStatus/{id}', () => {
  it('adds the page shown to the page history once, and not a page the quote has not reached', async () => {
    const quote = await client.startQuote('funeral')
    await client.status(quote.hashedQuoteId, 'quick-quote')
    await client.status(quote.hashedQuoteId, 'quick-quote')
    await client.status(quote.hashedQuoteId, 'banking-details')
    const status = await client.status(quote.hashedQuoteId, 'disclaimer')
    expect(status.pageHistory.map((visit) => visit.code)).toEqual(['quick-quote', 'disclaimer'])
  })

  it.each(['no-such-quote', 'x'.repeat(90)])(
    'answers 404 in the envelope for an unknown quote',
    async (id) => {
      const response = await client.post(`/wyzeapi/quote/getQuoteStatus/${id}`, {})
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_QUOTE_MESSAGE })
    },
  )
})

describe('GET /wyzeapi/quote/gapResumeQuote/{id}: a GAP quote resumed', () => {
  const resume = (path: string, id: string, as = client) => as.call('GET', `/wyzeapi/quote/${path}/${id}`)

  it("answers resume-quote's answer for a GAP quote, by the quote or by its quick quote", async () => {
    const quote = await client.startQuote('gap')
    const gap = await resume('gapResumeQuote', `${quote.hashedQuoteId}?sessionUid=${quote.hashedSessionId}`)
    expect(gap.statusCode, gap.body).toBe(200)
    const data = gap.json().data
    expect(data).toMatchObject({
      hashedQuoteId: quote.hashedQuoteId,
      productCode: 'gap',
      firstIncompletePage: 'disclaimer',
      medicalAid: null,
    })
    expect(data).toEqual((await resume('resume-quote', quote.hashedQuoteId)).json().data)
    const byQuickQuote = await resume('gapResumeQuote', quote.hashedQuickQuoteSessionId)
    expect(byQuickQuote.json().data.hashedQuoteId).toBe(quote.hashedQuoteId)
  })

  it.each([
    ['a quote of another product', async () => (await client.startQuote('funeral')).hashedQuoteId],
    ['an unknown id', async () => 'no-such-quote'],
  ])('answers 404 for %s, as for an unknown quote', async (_case, idOf) => {
    const response = await resume('gapResumeQuote', await idOf())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_QUOTE_MESSAGE })
  })

  it('is not found in another browser, as resume-quote (the Continue page proves the person first)', async () => {
    const quote = await client.startQuote('gap')
    const stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
    const response = await resume('gapResumeQuote', quote.hashedQuoteId, stranger)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_QUOTE_MESSAGE })
  })

  it('refuses a session uid longer than any of ours (400)', async () => {
    const quote = await client.startQuote('gap')
    const response = await resume('gapResumeQuote', `${quote.hashedQuoteId}?sessionUid=${'x'.repeat(129)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
  })
})
