import type { JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import type { WorkbenchTokenData } from '@insure/domain/workbench'
import { describe, expect, it } from 'vitest'
import type { SiteSession } from '../../lib/session.client.ts'
import { journeyAnswer, journeyQuestion } from '@insure/domain/quick-quote/testing'
import { answersStateOf, launchSessionFields, type RestoredLookups } from './workbench-launch.ts'

const question = (id: string, ref: string, type: JourneyQuestion['type']['name'], codes = ['value']) =>
  journeyQuestion(
    id,
    { name: type } as JourneyQuestion['type'],
    codes.map((code) => journeyAnswer(id, code, { id: `${id}-${code}`, required: true })),
    { externalReferenceId: ref, text: ref, order: 1 },
  )

const QUESTIONS = [
  question('id', 'Id_number', 'ID_NUMBER'),
  question('dob', 'Date_of_birth', 'DATE'),
  question('gender', 'Gender', 'SINGLE_CHOICE', ['M', 'F']),
  question('members', 'Covered_members', 'MULTIPLE_CHOICE', ['MAIN', 'SPOUSE']),
  question('scheme', 'Medical_aid_scheme', 'AUTOCOMPLETE'),
  question('suburb', 'Suburb', 'SUBURB'),
]
const PAGES = [
  { code: 'quick-quote', description: 'Quick quote', index: 0, hashedPageId: 'p0', icon: null },
  { code: 'disclaimer', description: 'Disclaimer', index: 1, hashedPageId: 'p1', icon: null },
  {
    code: 'personal-information',
    description: 'Personal information',
    index: 2,
    hashedPageId: 'p2',
    icon: null,
  },
]
const QUOTE = {
  hashedQuickQuoteSessionId: 'Q1',
  productCode: 'life',
  hashedProductId: 'HP',
  outcome: 'QUOTED' as const,
  premium: 45_000,
  cover: 100_000_000,
  excess: null,
  excessKey: null,
  tableVersion: 'v1',
  createdAt: '2026-01-01T00:00:00.000Z',
}
const ID_NUMBER = '8506150800082'

function tokenData(change: Partial<WorkbenchTokenData> = {}): WorkbenchTokenData {
  return {
    metadata: [{ id: 'USERNAME', value: 'thandi.agent' }],
    quotes: [],
    quickQuoteQuestions: [{ flow: null, questions: QUESTIONS }],
    quoteDetails: null,
    qqValue: { cover: null },
    contact: {
      name: 'Thandi',
      surname: null,
      mobile: null,
      email: null,
      idNumber: ID_NUMBER,
      gender: 'Female',
    },
    pageHistory: { hashedPageId: null },
    pages: PAGES,
    productInfo: { productId: 1, hashedProductId: 'HP', productCode: 'life' },
    status: 'new',
    gapQuoteSessionId: null,
    payload: {},
    agentId: 'AG42',
    ...change,
  }
}
const continued = (change: Partial<WorkbenchTokenData> = {}) =>
  tokenData({
    status: 'continue',
    quotes: [QUOTE],
    quoteDetails: {
      hashedQuickQuoteSessionId: 'Q1',
      productCode: 'life',
      answers: [{ questionId: 'gender', selectedAnswers: [{ id: 'gender-M' }] }],
      lookups: { suburbs: {}, vehicles: {} },
      fullQuote: null,
    },
    qqValue: { cover: '1 000 000.00' },
    ...change,
  })

const SUBURB = {
  id: 1,
  suburb: 'AALWYNFLEUR',
  town: 'RIVERSDALE',
  province: 'Western Cape',
  boxCode: null,
  streetCode: '6670',
  latitude: null,
  longitude: null,
}
const LOOKUPS = { suburbs: { suburb: SUBURB }, vehicles: {} }

describe('what a verified token puts in the session', () => {
  it('new: the product, who launched, step quick-quote, the ID number and what it tells prefilled', () => {
    const earlier = { qqObjects: { other: { values: { x: '1' } }, dob: { values: { 'dob-value': 'old' } } } }
    const { fields, step } = launchSessionFields('T', tokenData(), earlier as unknown as SiteSession)
    expect(step).toEqual({ step: 'new-quote' })
    expect(fields).toMatchObject({
      wbToken: 'T',
      wbTokenData: { USERNAME: 'thandi.agent', agentId: 'AG42' },
      selectedProduct: 'LIFE',
      currstep: 'quick-quote',
      currstepIndex: 0,
      pageHistory: ['p0'],
      qqResult: null,
      qqValue: null,
      hashedQuickQuoteSessionId: undefined,
      // The prefill wins over the API's (empty) draft when the quick quote opens.
      qqLaunched: 'life',
    })
    expect(fields.qqObjects).toEqual({
      other: { values: { x: '1' } },
      id: { values: { 'id-value': ID_NUMBER } },
      dob: { values: { 'dob-value': '1985/06/15' } },
      gender: { selectedIds: ['gender-F'] },
    })
  })

  it('new: the quick quote opens at the first question the token’s ID number did not answer', () => {
    expect(launchSessionFields('T', tokenData(), null).fields.qqQuestionIndex).toBe(3)
  })

  it('new, funeral: the age is worked out from the token’s ID number, not asked (issue 25)', () => {
    const funeral = [
      question('age', 'Age', 'NUMBER'),
      question('members', 'Covered_members', 'MULTIPLE_CHOICE'),
    ]
    // 15 June 1985: the age on any day the test runs.
    const today = new Date()
    const hadBirthday = today.getMonth() > 5 || (today.getMonth() === 5 && today.getDate() >= 15)
    const age = today.getFullYear() - 1985 - (hadBirthday ? 0 : 1)
    const { fields } = launchSessionFields(
      'T',
      tokenData({ quickQuoteQuestions: [{ flow: null, questions: funeral }] }),
      null,
    )
    expect(fields.qqObjects).toEqual({ age: { values: { 'age-value': String(age) } } })
    expect(fields.qqQuestionIndex).toBe(1)
  })

  it('new, funeral: a token without an ID number leaves the age to ask', () => {
    const funeral = [question('age', 'Age', 'NUMBER')]
    const { fields } = launchSessionFields(
      'T',
      tokenData({
        quickQuoteQuestions: [{ flow: null, questions: funeral }],
        contact: { ...tokenData().contact, idNumber: null },
      }),
      null,
    )
    expect(fields.qqObjects).toEqual({})
    expect(fields.qqQuestionIndex).toBe(0)
  })

  it.each([
    ['the server says new', continued({ status: 'new' })],
    ['no quote to continue', continued({ quotes: [] })],
  ])('new when %s', (_, data) => {
    expect(launchSessionFields('T', data, null).step).toEqual({ step: 'new-quote' })
  })

  it.each([
    ['no page history: the disclaimer', null, { step: 'disclaimer' }, 'disclaimer', ['p0']],
    ['the first page: the disclaimer', 'p0', { step: 'disclaimer' }, 'disclaimer', ['p0']],
    ['further: the next page', 'p1', { step: 'next-page', page: PAGES[2] }, 'personal-information', ['p1']],
  ] as const)('continue, %s', (_, last, expectedStep, currstep, history) => {
    const { fields, step } = launchSessionFields(
      'T',
      continued({ pageHistory: { hashedPageId: last } }),
      null,
    )
    expect(step).toEqual(expectedStep)
    expect(fields).toMatchObject({
      currstep,
      pageHistory: history,
      hashedQuickQuoteSessionId: 'Q1',
      qqValue: { premium: 45_000, cover: 100_000_000 },
      qqResult: {
        productCode: 'life',
        result: { outcome: 'QUOTED', premium: 45_000, cover: 100_000_000, excess: 0 },
      },
      qqObjects: { gender: { selectedIds: ['gender-M'] } },
      // The linked quote's answers and premium win over the API's draft for this browser.
      qqLaunched: 'life',
    })
  })

  it('a continued quote that did not qualify has no result to show', () => {
    const data = continued({ quotes: [{ ...QUOTE, outcome: 'NOT_QUALIFIED', premium: null, cover: null }] })
    expect(launchSessionFields('T', data, null).fields).toMatchObject({ qqResult: null, qqValue: null })
  })
})

describe('stored answers as the question engine holds them', () => {
  it.each([
    [
      'typed values',
      { questionId: 'dob', selectedAnswers: [{ id: 'dob-value', value: '1985/06/15' }] },
      { dob: { values: { 'dob-value': '1985/06/15' } } },
    ],
    [
      'choices',
      { questionId: 'members', selectedAnswers: [{ id: 'members-MAIN' }, { id: 'members-SPOUSE' }] },
      { members: { selectedIds: ['members-MAIN', 'members-SPOUSE'] } },
    ],
    [
      'an autocomplete value',
      { questionId: 'scheme', selectedAnswers: [{ id: 'scheme-value', value: 'Bonitas' }] },
      { scheme: { option: { value: 'Bonitas', text: 'Bonitas' } } },
    ],
    [
      'a suburb, as the verify answer looked it up (issue 18: it was lost)',
      { questionId: 'suburb', selectedAnswers: [{ id: 'suburb-value', value: '1' }] },
      { suburb: { suburb: SUBURB } },
    ],
    [
      'not a suburb the verify answer did not look up',
      { questionId: 'suburb', selectedAnswers: [{ id: 'suburb-value', value: '2' }] },
      {},
      { suburbs: {}, vehicles: {} },
    ],
    ['not an unknown question', { questionId: 'nope', selectedAnswers: [{ id: 'x' }] }, {}],
  ] as [string, SubmittedQuestion, object, RestoredLookups?][])(
    '%s',
    (_, submitted, expected, lookups = LOOKUPS) => {
      expect(answersStateOf(QUESTIONS, [submitted], lookups)).toEqual(expected)
    },
  )
})
