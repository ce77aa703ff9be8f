import { PRODUCT_CATALOGUE, type ProductCode } from '@insure/domain/catalogue'
import type { ShellSetup } from '@insure/domain/company'
import {
  NO_RESULTS_MESSAGE,
  SUBURB_NOT_FOUND_MESSAGE,
  VEHICLE_NOT_FOUND_MESSAGE,
} from '@insure/domain/messages'
import type { JourneyQuestion } from '@insure/domain/quick-quote'
import { searchTermTooShortMessage } from '@insure/domain/search'
import { describe, expect, it } from 'vitest'
import { companySeeds } from '../../../../api/seed/companies.ts'
import { QUICK_QUOTE_JOURNEYS } from '../../../../api/seed/journeys/index.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import {
  ENTER_INTENT,
  searchIntent,
  searchLabelField,
  searchTermField,
  searchYearField,
} from '../../questions/search-answers.ts'
import { quickQuoteAction, type QuickQuoteActionData } from './quick-quote.server.ts'
import { EMPTY_SEARCH_MESSAGE, NO_MODEL_YEAR_MESSAGE } from './quote-search.server.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

/**
 * The quote form's searches posted without script (issue 25): a suburb (home contents), a vehicle
 * (car) and an autocomplete list (GAP's medical scheme). The action lists what the API's search finds
 * as radio buttons, keeps every other answer typed, and rates nothing; the match chosen is then posted
 * as the question's answer. The API is a stand-in answering as its search endpoints do.
 */

const seed = companySeeds.find((company) => company.code === 'IWYZE')!
const CONFIG: ShellSetup = { code: 'IWYZE', name: seed.name, ...seed.configuration }
const YEAR = new Date().getFullYear() - 3

const questionsOf = (product: ProductCode) => QUICK_QUOTE_JOURNEYS[product] as JourneyQuestion[]
const questionOf = (product: ProductCode, ref: string) =>
  questionsOf(product).find((candidate) => candidate.externalReferenceId === ref)!
const answerIdOf = (product: ProductCode, ref: string, code = 'value') =>
  questionOf(product, ref).answers.find((answer) => answer.code === code)!.id

const SUBURB_FOUND = {
  total: 1,
  results: [
    {
      id: 4242,
      suburb: 'RONDEBOSCH',
      town: 'CAPE TOWN',
      province: 'Western Cape',
      streetCode: '7700',
      boxCode: '7701',
      latitude: null,
      longitude: null,
    },
  ],
  message: null,
}
const VEHICLE_FOUND = {
  total: 1,
  results: [
    {
      code: '60012345',
      year: YEAR,
      make: 'VOLKSWAGEN',
      model: 'POLO',
      description: 'VOLKSWAGEN POLO 1.4 HATCH',
      bodyType: 'HATCH',
      engineCc: 1400,
      valueCents: 18_000_000,
    },
  ],
  message: null,
}
const SCHEMES_FOUND = [{ name: 'Discovery Health Medical Scheme' }]

type Call = { method: string; path: string; body: unknown }
type Found = { total: number; results: unknown[]; message: string | null } | unknown[]
type Answer = { status: number; body: unknown }

/** A page server whose API answers the product's questions, and its searches with `found`. */
function siteSearching(product: ProductCode, found: Found | Answer) {
  const calls: Call[] = []
  const hashedProductId = PRODUCT_CATALOGUE[product].hashedProductId
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
      if (path === `/wyzeapi/quickquote/questions?hashedProductId=${encodeURIComponent(hashedProductId)}`)
        return {
          status: 200,
          body: { code: 200, data: { questions: questionsOf(product), consent: null, disclaimer: null } },
        }
      if (path === '/wyzeapi/quickquote/draft' && method === 'PUT')
        return { status: 200, body: { code: 200, data: { saved: true } } }
      if (
        path.startsWith('/wyzeapi/sti/suburbs-lookup?') ||
        path.startsWith('/wyzeapi/wtf/autocomplete/vehicleSearch?') ||
        path.startsWith('/wyzeapi/wtf/autocompleteData?')
      )
        return 'status' in found ? found : { status: 200, body: { code: 200, data: found } }
      throw new Error(`unexpected call ${method} ${path}`)
    },
  } as unknown as SiteLoadContext
  return {
    context,
    searches: () => calls.filter((call) => !call.path.startsWith('/wyzeapi/quickquote/')).map((c) => c.path),
    changes: () => calls.filter((call) => call.method !== 'GET'),
  }
}

function post(product: ProductCode, fields: [string, string][]) {
  return new Request(`https://site.test/quote?product=${product}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
  })
}

type Answered = { data: QuickQuoteActionData; init: { status?: number } | null }

/** The three look-up kinds: a question of a product that asks it, what the API finds and what is listed. */
const KINDS = [
  {
    kind: 'suburb',
    product: 'contents' as const,
    ref: 'Suburb',
    term: 'Rondebosch',
    year: null,
    found: SUBURB_FOUND,
    searchPath: '/wyzeapi/sti/suburbs-lookup?searchTerm=Rondebosch&limit=30',
    listed: [{ value: '4242', label: 'Rondebosch, Cape Town (7700)' }],
    chosen: { suburb: { id: 4242, label: 'Rondebosch, Cape Town (7700)' } },
    notFound: { total: 0, results: [], message: SUBURB_NOT_FOUND_MESSAGE },
    notFoundMessage: SUBURB_NOT_FOUND_MESSAGE,
  },
  {
    kind: 'vehicle',
    product: 'car' as const,
    ref: 'Vehicle',
    term: 'polo',
    year: String(YEAR),
    found: VEHICLE_FOUND,
    searchPath: `/wyzeapi/wtf/autocomplete/vehicleSearch?year=${YEAR}&term=polo&limit=10`,
    listed: [{ value: `60012345|${YEAR}`, label: `VOLKSWAGEN POLO 1.4 HATCH (${YEAR})` }],
    chosen: {
      vehicle: {
        year: YEAR,
        vehicle: {
          code: '60012345',
          make: '',
          model: '',
          valueCents: 0,
          description: `VOLKSWAGEN POLO 1.4 HATCH (${YEAR})`,
        },
      },
    },
    notFound: { total: 0, results: [], message: VEHICLE_NOT_FOUND_MESSAGE },
    notFoundMessage: VEHICLE_NOT_FOUND_MESSAGE,
  },
  {
    kind: 'autocomplete',
    product: 'gap' as const,
    ref: 'Medical_aid_scheme',
    term: 'Disc',
    year: null,
    found: SCHEMES_FOUND,
    searchPath: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes&query=Disc',
    listed: [{ value: 'Discovery Health Medical Scheme', label: 'Discovery Health Medical Scheme' }],
    chosen: {
      option: { value: 'Discovery Health Medical Scheme', text: 'Discovery Health Medical Scheme' },
    },
    notFound: [],
    notFoundMessage: NO_RESULTS_MESSAGE,
  },
]

/** The search's own fields as the form posts them, with another answer typed beside them. */
function searchFields(product: ProductCode, ref: string, term: string, year: string | null) {
  const question = questionOf(product, ref)
  const age = questionsOf(product).find((candidate) => candidate.type.name === 'NUMBER')!
  const fields: [string, string][] = [
    [age.answers[0]!.id, '41'],
    [searchTermField(question.id), term],
    ['intent', searchIntent(question.id)],
  ]
  if (year) fields.push([searchYearField(question.id), year])
  return { question, age, fields }
}

/** The first match listed, chosen: posted under the question's answer with its text beside it. */
function chosenMatchFields(kind: (typeof KINDS)[number]): [string, string][] {
  const question = questionOf(kind.product, kind.ref)
  const [match] = kind.listed
  const answerCode = kind.kind === 'vehicle' ? 'vehicle' : 'value'
  return [
    [answerIdOf(kind.product, kind.ref, answerCode), match!.value],
    [searchLabelField(question.id, match!.value), match!.label],
  ]
}

describe.each(KINDS)('a $kind question searched without script', (kind) => {
  it('lists what the API finds as radio buttons, keeps every answer typed, and rates nothing', async () => {
    const { context, searches, changes } = siteSearching(kind.product, kind.found)
    const { question, age, fields } = searchFields(kind.product, kind.ref, kind.term, kind.year)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post(kind.product, fields)),
      context,
    })) as unknown as Answered
    expect(answered.init?.status ?? 200).toBe(200)
    expect(searches()).toEqual([kind.searchPath])
    expect(answered.data.search).toEqual({
      questionId: question.id,
      term: kind.term,
      year: kind.year,
      matches: kind.listed,
      message: null,
    })
    expect(answered.data.errors).toEqual({})
    expect(answered.data.answers).toEqual({ [age.id]: { values: { [age.answers[0]!.id]: '41' } } })
    // Held by the API as any post's answers are; nothing is rated.
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/wyzeapi/quickquote/draft',
        body: {
          hashedProductId: PRODUCT_CATALOGUE[kind.product].hashedProductId,
          answers: [{ questionId: age.id, selectedAnswers: [{ id: age.answers[0]!.id, value: '41' }] }],
        },
      },
    ])
  })

  it('says so beside the field when nothing matches', async () => {
    const { context } = siteSearching(kind.product, kind.notFound)
    const { fields } = searchFields(kind.product, kind.ref, kind.term, kind.year)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post(kind.product, fields)),
      context,
    })) as unknown as Answered
    expect(answered.data.search?.matches).toEqual([])
    expect(answered.data.search?.message).toBe(kind.notFoundMessage)
  })

  it('asks for a term without asking the API when the box is empty', async () => {
    const { context, searches } = siteSearching(kind.product, kind.found)
    const { fields } = searchFields(kind.product, kind.ref, '   ', kind.year)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post(kind.product, fields)),
      context,
    })) as unknown as Answered
    expect(answered.data.search?.message).toBe(EMPTY_SEARCH_MESSAGE)
    expect(answered.data.search?.matches).toEqual([])
    expect(searches()).toEqual([])
  })

  it('searches on Enter (the hidden first button) when the box holds a term and nothing is chosen', async () => {
    const { context, searches } = siteSearching(kind.product, kind.found)
    const { question, fields } = searchFields(kind.product, kind.ref, kind.term, kind.year)
    const enter = fields.map(([name, value]): [string, string] => [
      name,
      name === 'intent' ? ENTER_INTENT : value,
    ])
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post(kind.product, enter)),
      context,
    })) as unknown as Answered
    expect(searches()).toEqual([kind.searchPath])
    expect(answered.data.search).toMatchObject({ questionId: question.id, matches: kind.listed })
  })

  it('asks for the quote on Enter once a match is chosen, though the term is still in the box', async () => {
    const { context, searches } = siteSearching(kind.product, kind.found)
    const question = questionOf(kind.product, kind.ref)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(
        post(kind.product, [
          ...chosenMatchFields(kind),
          [searchTermField(question.id), kind.term],
          ...(kind.year ? [[searchYearField(question.id), kind.year] as [string, string]] : []),
          ['intent', ENTER_INTENT],
        ]),
      ),
      context,
    })) as unknown as Answered
    // The quote's own check: the other questions are still to answer; nothing was searched.
    expect(searches()).toEqual([])
    expect(answered.init?.status).toBe(400)
    expect(answered.data.search).toBeUndefined()
    expect(answered.data.answers[question.id]).toEqual(kind.chosen)
  })

  it('keeps the match chosen as the question’s answer when the form is posted', async () => {
    const { context, changes } = siteSearching(kind.product, kind.found)
    const question = questionOf(kind.product, kind.ref)
    const [match] = kind.listed
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post(kind.product, [...chosenMatchFields(kind), ['intent', 'quote']])),
      context,
    })) as unknown as Answered
    // Other questions are still to answer: the choice is drawn again, chosen, and held by the API.
    expect(answered.init?.status).toBe(400)
    expect(answered.data.answers[question.id]).toEqual(kind.chosen)
    expect(answered.data.errors[question.id]).toBeUndefined()
    const saved = (changes()[0]!.body as { answers: { questionId: string; selectedAnswers: unknown[] }[] })
      .answers
    const expected =
      kind.kind === 'vehicle'
        ? [
            { id: answerIdOf(kind.product, kind.ref, 'year'), value: String(YEAR) },
            { id: answerIdOf(kind.product, kind.ref, 'vehicle'), value: '60012345' },
          ]
        : [{ id: answerIdOf(kind.product, kind.ref), value: match!.value }]
    expect(saved.find((given) => given.questionId === question.id)?.selectedAnswers).toEqual(expected)
  })
})

describe('searches posted without script, refused', () => {
  it('gives the API’s sentence beside the field for a term too short', async () => {
    const message = searchTermTooShortMessage('suburb')
    const { context } = siteSearching('contents', {
      status: 400,
      body: { code: 400, msg: message, errors: [{ path: 'searchTerm', message }] },
    })
    const { fields } = searchFields('contents', 'Suburb', 'Ro', null)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post('contents', fields)),
      context,
    })) as unknown as Answered
    expect(answered.data.search?.message).toBe(message)
  })

  it('asks for the model year before searching a vehicle', async () => {
    const { context, searches } = siteSearching('car', VEHICLE_FOUND)
    const { fields } = searchFields('car', 'Vehicle', 'polo', null)
    const answered = (await quickQuoteAction({
      ...pageRequestOf(post('car', fields)),
      context,
    })) as unknown as Answered
    expect(answered.data.search?.message).toBe(NO_MODEL_YEAR_MESSAGE)
    expect(searches()).toEqual([])
  })

  it('answers 400 to a search of a question that is not a look-up', async () => {
    const { context } = siteSearching('contents', SUBURB_FOUND)
    const age = questionsOf('contents').find((candidate) => candidate.type.name !== 'SUBURB')!
    await expect(
      quickQuoteAction({ ...pageRequestOf(post('contents', [['intent', searchIntent(age.id)]])), context }),
    ).rejects.toMatchObject({ init: { status: 400 } })
  })
})
