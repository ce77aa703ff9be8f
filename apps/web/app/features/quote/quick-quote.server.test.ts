import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import type { ShellSetup } from '@insure/domain/company'
import { NUMBER_ANSWER_MESSAGE, REQUIRED_ANSWER_MESSAGE } from '@insure/domain/question'
import type { JourneyQuestion } from '@insure/domain/quick-quote'
import { describe, expect, it } from 'vitest'
import { companySeeds } from '../../../../api/seed/companies.ts'
import { QUICK_QUOTE_JOURNEYS } from '../../../../api/seed/journeys/index.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { loadQuickQuote, quickQuoteAction, type QuickQuoteActionData } from './quick-quote.server.ts'
import { CHECK_ANSWERS_MESSAGE } from './quote-intents.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

/**
 * The quote page posted without script (issue 25): what the action answers the person, and what it
 * asks the API to store. The API's side (the draft, the captcha-less limit, 429) is tested with the
 * API (apps/api/src/areas/quick-quote/quick-quote-draft.routes.test.ts); here the API is a stand-in
 * that answers as it does.
 */

const seed = companySeeds.find((company) => company.code === 'IWYZE')!
const CONFIG: ShellSetup = { code: 'IWYZE', name: seed.name, ...seed.configuration }
const FUNERAL = PRODUCT_CATALOGUE.funeral.hashedProductId
const QUESTIONS = QUICK_QUOTE_JOURNEYS.funeral as JourneyQuestion[]
const question = (ref: string) => QUESTIONS.find((candidate) => candidate.externalReferenceId === ref)!
const answerId = (ref: string, code: string) =>
  question(ref).answers.find((answer) => answer.code === code)!.id
const TOO_MANY = { code: 429, msg: 'Too many requests. Please wait a minute and try again.' }

type Call = { method: string; path: string; body: unknown }

/** A page server whose API answers `create` with `created`, recording every call. */
function siteAnswering(
  created: { status: number; body: unknown },
  draft: unknown = { answers: [], result: null },
) {
  const calls: Call[] = []
  const context = {
    companyCode: 'IWYZE',
    callCentre: false,
    testMode: false,
    featureFlags: [],
    async readContent() {
      return { status: 200, body: CONFIG }
    },
    async callApi(method: string, path: string, body?: unknown) {
      calls.push({ method, path, body })
      // As the API: a product this company does not sell online (legal, without its flag) has none.
      if (path.startsWith('/wyzeapi/quickquote/questions') && !path.endsWith(FUNERAL))
        return {
          status: 404,
          body: { code: 404, msg: 'This product cannot be quoted online. Please call us.' },
        }
      if (path.startsWith('/wyzeapi/quickquote/questions'))
        return {
          status: 200,
          body: { code: 200, data: { questions: QUESTIONS, consent: null, disclaimer: null } },
        }
      if (path.startsWith('/wyzeapi/quickquote/draft') && method === 'GET')
        return { status: 200, body: { code: 200, data: draft } }
      if (path === '/wyzeapi/quickquote/draft')
        return { status: 200, body: { code: 200, data: { saved: true } } }
      if (path === '/wyzeapi/quickquote/create') return created
      throw new Error(`unexpected call ${method} ${path}`)
    },
  } as unknown as SiteLoadContext
  return { context, calls, changes: () => calls.filter((call) => call.method !== 'GET') }
}

function post(fields: [string, string][], page = '/quote?product=funeral') {
  return new Request(`https://site.test${page}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
  })
}

const ageTyped = (age: string): [string, string] => [question('Age').answers[0]!.id, age]
const members = (...codes: string[]): [string, string][] =>
  codes.map((code) => [question('Covered_members').id, answerId('Covered_members', code)])
const cover = (code: string): [string, string] => [
  question('Funeral_cover').id,
  answerId('Funeral_cover', code),
]

type Refused = { data: QuickQuoteActionData; init: { status: number } }

describe('the quote form posted without script', () => {
  it('answers 400 with the spec’s message beside each question to fix, keeps what was typed, and rates nothing', async () => {
    const { context, changes } = siteAnswering({ status: 500, body: {} })
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post([ageTyped('abc'), ...members('MAIN', 'SPOUSE')])),
      context,
    })) as unknown as Refused
    expect(answered.init.status).toBe(400)
    expect(answered.data.formMessage).toBe(CHECK_ANSWERS_MESSAGE)
    expect(answered.data.errors).toEqual({
      [question('Age').id]: NUMBER_ANSWER_MESSAGE,
      [question('Funeral_cover').id]: REQUIRED_ANSWER_MESSAGE,
    })
    expect(answered.data.answers).toEqual({
      [question('Age').id]: { values: { [question('Age').answers[0]!.id]: 'abc' } },
      [question('Covered_members').id]: {
        selectedIds: [answerId('Covered_members', 'MAIN'), answerId('Covered_members', 'SPOUSE')],
      },
    })
    // The answers are the API's from the first one; nothing is rated.
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/wyzeapi/quickquote/draft',
        body: {
          hashedProductId: FUNERAL,
          answers: [
            {
              questionId: question('Age').id,
              selectedAnswers: [{ id: question('Age').answers[0]!.id, value: 'abc' }],
            },
            {
              questionId: question('Covered_members').id,
              selectedAnswers: [
                { id: answerId('Covered_members', 'MAIN') },
                { id: answerId('Covered_members', 'SPOUSE') },
              ],
            },
          ],
        },
      },
    ])
  })

  it('rates good answers without a captcha and shows the premium on the same address (post, redirect, get)', async () => {
    const { context, changes } = siteAnswering({
      status: 200,
      body: {
        code: 200,
        data: {
          outcome: 'QUOTED',
          hashedQuickQuoteSessionId: 'qq1',
          premium: 12345,
          cover: 2_000_000,
          excess: 0,
          excessKey: '',
          tableVersion: '1',
        },
      },
    })
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post([ageTyped('40'), ...members('MAIN'), cover('20000')])),
      context,
    })) as Response
    expect(answered.status).toBe(303)
    expect(answered.headers.get('location')).toBe('/quote?product=funeral')
    expect(answered.headers.get('cache-control')).toBe('private, no-store')
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/wyzeapi/quickquote/create',
        body: expect.not.objectContaining({ skipCaptcha: true }),
      }),
    ])
  })

  it('over the visitor’s limit for quotes without script: 429 with the API’s sentence, the answers kept', async () => {
    const { context } = siteAnswering({ status: 429, body: TOO_MANY })
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post([ageTyped('40'), ...members('MAIN'), cover('20000')])),
      context,
    })) as unknown as Refused
    expect(answered.init.status).toBe(429)
    expect(answered.data.formMessage).toBe(TOO_MANY.msg)
    expect(answered.data.errors).toEqual({})
    expect(answered.data.answers[question('Age').id]).toEqual({
      values: { [question('Age').answers[0]!.id]: '40' },
    })
  })

  it('puts the API’s field messages beside their questions', async () => {
    const { context } = siteAnswering({
      status: 400,
      body: {
        code: 400,
        msg: 'Validation failed',
        errors: [{ path: `answers.${question('Age').id}`, message: 'Too old' }],
      },
    })
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post([ageTyped('40'), ...members('MAIN'), cover('20000')])),
      context,
    })) as unknown as Refused
    expect(answered.init.status).toBe(400)
    expect(answered.data.errors).toEqual({ [question('Age').id]: 'Too old' })
  })

  it('Start again forgets the answers; Change my answers keeps them and forgets the premium', async () => {
    const kept = [
      {
        questionId: question('Age').id,
        selectedAnswers: [{ id: question('Age').answers[0]!.id, value: '40' }],
      },
    ]
    const { context, changes } = siteAnswering({ status: 500, body: {} }, { answers: kept, result: null })
    const again = (await quickQuoteAction({
      ...pageRequestOf(post([['intent', 'start-again']])),
      context,
    })) as Response
    expect(again.status).toBe(303)
    const change = (await quickQuoteAction({
      ...pageRequestOf(post([['intent', 'change']])),
      context,
    })) as Response
    expect(change.status).toBe(303)
    expect(changes().map((call) => call.body)).toEqual([
      { hashedProductId: FUNERAL, answers: [] },
      { hashedProductId: FUNERAL, answers: kept },
    ])
  })

  it('asks the API for the questions once a content generation and set of cookies, a refusal every time', async () => {
    const { context, calls } = siteAnswering({
      status: 200,
      body: { code: 200, data: { outcome: 'QUOTED', hashedQuickQuoteSessionId: 'qq1', premium: 1 } },
    })
    let generation = 41
    context.contentGeneration = async () => generation
    const questionsAsked = () => calls.filter((call) => call.path.startsWith('/wyzeapi/quickquote/questions'))
    const quote = (cookie = '', page = '/quote?product=funeral') =>
      quickQuoteAction({
        ...pageRequestOf(
          new Request(`https://site.test${page}`, {
            method: 'POST',
            headers: { 'sec-fetch-site': 'same-origin', cookie },
            body: new URLSearchParams([ageTyped('40'), ...members('MAIN'), cover('20000')]),
          }),
        ),
        context,
      })
    await quote('quote-owner=a')
    await quote('quote-owner=b')
    expect(questionsAsked()).toHaveLength(1)
    // The API decides by the feature flags' cookie (and the call centre's company): asked for those.
    await quote('ff=legal')
    expect(questionsAsked()).toHaveLength(2)
    generation = 42
    await quote('quote-owner=a')
    expect(questionsAsked()).toHaveLength(3)
    await expect(quote('', '/quote?product=legal')).rejects.toMatchObject({ init: { status: 404 } })
    await expect(quote('', '/quote?product=legal')).rejects.toMatchObject({ init: { status: 404 } })
    expect(questionsAsked()).toHaveLength(5)
    expect(calls.filter((call) => call.path === '/wyzeapi/quickquote/create')).toHaveLength(4)
  })

  it('refuses a post from another site, and a product the company does not offer', async () => {
    const { context, changes } = siteAnswering({ status: 500, body: {} })
    const crossSite = new Request('https://site.test/quote?product=funeral', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams([ageTyped('40')]),
    })
    await expect(quickQuoteAction({ ...pageRequestOf(crossSite), context })).rejects.toMatchObject({
      init: { status: 403 },
    })
    await expect(
      quickQuoteAction({ ...pageRequestOf(post([ageTyped('40')], '/quote?product=legal')), context }),
    ).rejects.toMatchObject({ init: { status: 404 } })
    await expect(
      quickQuoteAction({ ...pageRequestOf(post([ageTyped('40')], '/quote?product=boat')), context }),
    ).rejects.toMatchObject({ init: { status: 404 } })
    expect(changes()).toEqual([])
  })
})

describe('the quote page drawn on the server', () => {
  it('with the product’s questions and the answers and premium the API holds for this browser', async () => {
    const result = {
      outcome: 'QUOTED',
      hashedQuickQuoteSessionId: 'qq1',
      premium: 12345,
      cover: 2_000_000,
      excess: 0,
      excessKey: '',
      tableVersion: '1',
    }
    const { context } = siteAnswering(
      { status: 500, body: {} },
      {
        answers: [
          {
            questionId: question('Funeral_cover').id,
            selectedAnswers: [{ id: answerId('Funeral_cover', '20000') }],
          },
        ],
        result,
      },
    )
    const view = await loadQuickQuote(
      pageRequestOf(new Request('https://site.test/quote?product=funeral')),
      context,
    )
    expect(view).toMatchObject({
      productCode: 'funeral',
      answers: { [question('Funeral_cover').id]: { selectedIds: [answerId('Funeral_cover', '20000')] } },
      result,
    })
    expect(await loadQuickQuote(pageRequestOf(new Request('https://site.test/quote')), context)).toBeNull()
  })
})
