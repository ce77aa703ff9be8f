import { describe, expect, it } from 'vitest'
import {
  EXTENDED_COUNT,
  FUNERAL_AGE,
  FUNERAL_JOURNEY,
  FUNERAL_MEMBERS,
  GAP_JOURNEY,
  HEALTH,
  LIFE_JOURNEY,
  progress,
} from '../../test/full-quote-journeys.ts'
import type { Disclaimer } from '../company/schema.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import {
  agentScriptPages,
  disclaimersOnPage,
  firstIncompletePage,
  isPageShown,
  mergeAnswers,
  nextPage,
  outcomesOf,
  pageAccess,
  previousPage,
  resumePageOf,
  shownPages,
  submittedAnswersOf,
  validateQuestionsPage,
  type FullQuoteJourney,
  type QuoteProgress,
} from './index.ts'

const QUICK_QUOTED: AnswersByRef = {
  Age: { codes: [], values: { value: '42' } },
  Covered_members: { codes: ['MAIN', 'SPOUSE'], values: {} },
}
const WITH_EXTENDED: AnswersByRef = {
  ...QUICK_QUOTED,
  Covered_members: { codes: ['MAIN', 'EXTENDED'], values: {} },
}

const codesOf = (journey: FullQuoteJourney, state: Pick<QuoteProgress, 'answers' | 'flags'>) =>
  shownPages(journey, state).map((page) => page.code)

/** The pages recorded done, by code. */
const done = (...codes: string[]) => new Set(codes)

describe('a journey as data: the pages a quote shows', () => {
  it.each([
    ['without extended family', QUICK_QUOTED, false],
    ['with extended family', WITH_EXTENDED, true],
  ])('funeral %s', (_name, answers, extended) => {
    expect(codesOf(FUNERAL_JOURNEY, progress({ answers }))).toEqual([
      'quick-quote',
      'disclaimer',
      ...(extended ? ['extended-family'] : []),
      'personal-information',
      'beneficiaries',
      'premium',
      'banking-details',
      'congratulations',
    ])
  })

  it.each([
    [[], 'beneficiaries'],
    [['life_v2' as const], 'beneficiaries-v2'],
  ])('life with flags %j has one beneficiaries page: %s', (flags, beneficiaries) => {
    const pages = codesOf(LIFE_JOURNEY, progress({ flags }))
    expect(pages.filter((code) => code.startsWith('beneficiaries'))).toEqual([beneficiaries])
  })

  it('a page shown for an answer is hidden when the answer has none of its codes, or no answer', () => {
    const extendedPage = FUNERAL_JOURNEY.pages[2]!
    expect(isPageShown(extendedPage, progress())).toBe(false)
    expect(isPageShown(extendedPage, progress({ answers: WITH_EXTENDED }))).toBe(true)
  })
})

/**
 * A whole funeral journey walked as a visitor would: each step is what the server records, and the
 * page a reload (firstIncompletePage) and the next button (nextPage) land on.
 */
describe('walking the funeral journey with extended family', () => {
  const steps: { after: string; state: QuoteProgress; landsOn: string }[] = [
    { after: 'nothing', state: progress(), landsOn: 'quick-quote' },
    { after: 'the quick quote', state: progress({ answers: WITH_EXTENDED }), landsOn: 'disclaimer' },
    {
      after: 'the disclaimer',
      state: progress({ answers: WITH_EXTENDED, done: done('disclaimer') }),
      landsOn: 'extended-family',
    },
    {
      after: 'the extended family count',
      state: progress({
        answers: { ...WITH_EXTENDED, Extended_family_count: { codes: [], values: { value: '3' } } },
        done: done('disclaimer'),
      }),
      landsOn: 'personal-information',
    },
    {
      after: 'personal information and beneficiaries',
      state: progress({
        answers: { ...WITH_EXTENDED, Extended_family_count: { codes: [], values: { value: '3' } } },
        done: done('disclaimer', 'personal-information', 'beneficiaries'),
      }),
      landsOn: 'premium',
    },
    {
      after: 'accepting the premium and the debit order',
      state: progress({
        answers: { ...WITH_EXTENDED, Extended_family_count: { codes: [], values: { value: '3' } } },
        done: done('disclaimer', 'personal-information', 'beneficiaries', 'premium', 'banking-details'),
      }),
      landsOn: 'congratulations',
    },
  ]

  it.each(steps)('after $after, a reload lands on $landsOn', ({ state, landsOn }) => {
    expect(firstIncompletePage(FUNERAL_JOURNEY, state).code).toBe(landsOn)
  })

  it('next leads through the pages the quote shows, skipping those it does not', () => {
    const withExtended = progress({ answers: WITH_EXTENDED })
    expect(nextPage(FUNERAL_JOURNEY, withExtended, 'disclaimer')?.code).toBe('extended-family')
    expect(nextPage(FUNERAL_JOURNEY, progress({ answers: QUICK_QUOTED }), 'disclaimer')?.code).toBe(
      'personal-information',
    )
    expect(nextPage(FUNERAL_JOURNEY, withExtended, 'banking-details')?.code).toBe('congratulations')
    expect(nextPage(FUNERAL_JOURNEY, withExtended, 'congratulations')).toBeNull()
    expect(previousPage(FUNERAL_JOURNEY, withExtended, 'personal-information')?.code).toBe('extended-family')
    expect(previousPage(FUNERAL_JOURNEY, withExtended, 'quick-quote')).toBeNull()
  })

  it('an extended family count out of its range keeps the journey on its page', () => {
    const state = progress({
      answers: { ...WITH_EXTENDED, Extended_family_count: { codes: [], values: { value: '12' } } },
      done: done('disclaimer'),
    })
    expect(firstIncompletePage(FUNERAL_JOURNEY, state).code).toBe('extended-family')
  })

  it('dropping extended family from the cover drops its page from what is left to answer', () => {
    const state = progress({ answers: QUICK_QUOTED, done: done('disclaimer') })
    expect(firstIncompletePage(FUNERAL_JOURNEY, state).code).toBe('personal-information')
  })
})

describe('opening a page (pageAccess)', () => {
  const halfway = progress({ answers: QUICK_QUOTED, done: done('disclaimer', 'personal-information') })

  it.each([
    ['an earlier page, to change an answer', 'quick-quote', { ok: true, code: 'quick-quote' }],
    ['the first page still to answer', 'beneficiaries', { ok: true, code: 'beneficiaries' }],
    ['a page past it', 'banking-details', { ok: false, code: 'beneficiaries' }],
    ['a page this quote does not show', 'extended-family', { ok: false, code: 'beneficiaries' }],
    ['an unknown page', 'no-such-page', { ok: false, code: 'beneficiaries' }],
  ])('%s: %s', (_name, code, expected) => {
    const access = pageAccess(FUNERAL_JOURNEY, halfway, code)
    expect({ ok: access.ok, code: access.ok ? access.page.code : access.redirectTo.code }).toEqual(expected)
  })

  it.each(['quick-quote', 'premium', 'banking-details'])(
    'a bought quote opens only its congratulations page, not %s',
    (code) => {
      const bought = { ...halfway, purchased: true }
      expect(pageAccess(FUNERAL_JOURNEY, bought, code)).toMatchObject({
        ok: false,
        redirectTo: { code: 'congratulations' },
      })
      expect(pageAccess(FUNERAL_JOURNEY, bought, 'congratulations')).toMatchObject({ ok: true })
    },
  )
})

describe('where a saved GAP quote resumes (resumePageOf): its saved page, default personal information', () => {
  const visits = (...codes: string[]) => codes.map((code) => ({ code }))
  const atBeneficiaries = progress({ done: done('disclaimer', 'personal-information', 'medical-aid') })
  it.each([
    [
      'the last page shown, when it may be opened',
      atBeneficiaries,
      visits('disclaimer', 'medical-aid'),
      'medical-aid',
    ],
    [
      'the last page that may still be opened',
      atBeneficiaries,
      visits('medical-aid', 'premium'),
      'medical-aid',
    ],
    ['personal information, with no history', atBeneficiaries, visits(), 'personal-information'],
    [
      'personal information, when no page of the history opens',
      atBeneficiaries,
      visits('banking-details', 'no-such-page'),
      'personal-information',
    ],
    [
      'the first page still to answer, when personal information may not open yet',
      progress(),
      visits(),
      'disclaimer',
    ],
    [
      'congratulations, once bought',
      { ...atBeneficiaries, purchased: true },
      visits('premium'),
      'congratulations',
    ],
  ])('%s', (_name, state, history, code) => {
    expect(resumePageOf(GAP_JOURNEY, state, history, 'personal-information').code).toBe(code)
  })
})

describe("an agent's scripts (agentScriptPages): viewable up to the first page still to answer, pending after", () => {
  const ids = (...codes: string[]) => codes.map((code) => `page-${code}`)
  it.each([
    [
      'a new quote',
      progress({ answers: QUICK_QUOTED }),
      {
        viewable: ids('quick-quote', 'disclaimer'),
        pending: ids(
          'personal-information',
          'beneficiaries',
          'premium',
          'banking-details',
          'congratulations',
        ),
      },
    ],
    [
      'halfway, with extended family (its page shown by the answers)',
      progress({ answers: WITH_EXTENDED, done: done('disclaimer') }),
      {
        viewable: ids('quick-quote', 'disclaimer', 'extended-family'),
        pending: ids(
          'personal-information',
          'beneficiaries',
          'premium',
          'banking-details',
          'congratulations',
        ),
      },
    ],
    [
      'bought',
      { ...progress({ answers: QUICK_QUOTED, done: done('disclaimer') }), purchased: true },
      { viewable: ids('congratulations'), pending: [] },
    ],
  ])('%s', (_name, state, expected) => {
    expect(agentScriptPages(FUNERAL_JOURNEY, state)).toEqual(expected)
  })
})

describe('a questions page: validation with the spec messages, answers in the canonical shape', () => {
  const extendedPage = FUNERAL_JOURNEY.pages[2]!
  const answer = (value: string) => [
    { questionId: EXTENDED_COUNT.id, selectedAnswers: [{ id: EXTENDED_COUNT.answers[0]!.id, value }] },
  ]

  it.each([
    [
      'blank',
      '',
      'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.',
    ],
    [
      'not a number',
      'three',
      'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.',
    ],
    [
      'out of range',
      '9',
      'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.',
    ],
  ])('%s is refused beside its question', (_name, value, message) => {
    expect(validateQuestionsPage(extendedPage, answer(value))).toEqual({
      ok: false,
      errors: [{ path: EXTENDED_COUNT.id, message }],
    })
  })

  it('a good answer comes back by externalReferenceId and answer code', () => {
    expect(validateQuestionsPage(extendedPage, answer(' 3 '))).toEqual({
      ok: true,
      answers: { Extended_family_count: { codes: [], values: { value: '3' } } },
    })
  })

  it('an answer to a question the page does not ask is refused', () => {
    const sent = [...answer('3'), { questionId: 'Smuggled', selectedAnswers: [{ id: 'x' }] }]
    expect(validateQuestionsPage(extendedPage, sent)).toMatchObject({
      ok: false,
      errors: [{ path: 'Smuggled', message: 'Invalid' }],
    })
  })

  it('answers go back to the Question entity shape (ids) and come back the same', () => {
    const quickQuotePage = FUNERAL_JOURNEY.pages[0]!
    const sent = [FUNERAL_AGE, FUNERAL_MEMBERS].map((question) => ({
      questionId: question.id,
      selectedAnswers: submittedAnswersOf(question, QUICK_QUOTED[question.externalReferenceId]),
    }))
    expect(sent[1]!.selectedAnswers).toEqual([
      { id: 'Covered_members.MAIN' },
      { id: 'Covered_members.SPOUSE' },
    ])
    expect(validateQuestionsPage(quickQuotePage, sent)).toEqual({ ok: true, answers: QUICK_QUOTED })
  })

  it("a page's answers replace the quote's; a question it left blank is cleared", () => {
    const merged = mergeAnswers(
      { ...QUICK_QUOTED, Extended_family_count: { codes: [], values: { value: '3' } } },
      { Extended_family_count: { codes: [], values: {} }, Age: { codes: [], values: { value: '43' } } },
    )
    expect(merged).toEqual({ ...QUICK_QUOTED, Age: { codes: [], values: { value: '43' } } })
  })

  it("an answer's outcomes decide: a serious illness gives life-premium-not-qual", () => {
    const healthPage = LIFE_JOURNEY.pages[2]!
    expect(outcomesOf(healthPage, { [HEALTH.externalReferenceId]: { codes: ['Y'], values: {} } })).toEqual([
      'life-premium-not-qual',
    ])
    expect(outcomesOf(healthPage, { [HEALTH.externalReferenceId]: { codes: ['N'], values: {} } })).toEqual([])
  })
})

describe('the disclaimers a disclaimer page shows (disclaimersOnPage)', () => {
  const disclaimer = (disclaimer_type: string, active?: boolean) =>
    ({
      disclaimer_type,
      content: disclaimer_type,
      questions: [],
      ...(active === undefined ? {} : { active }),
    }) as unknown as Disclaimer
  const page = (disclaimerTypes?: string[]) =>
    ({
      code: 'disclaimer',
      kind: 'DISCLAIMER',
      settings: disclaimerTypes ? { disclaimerTypes } : {},
    }) as never
  const product = [disclaimer('PURCHASE'), disclaimer('QUOTE'), disclaimer('OLD_PURCHASE', false)]
  it.each([
    ['the types the page names', ['PURCHASE'], ['PURCHASE']],
    ['several types, in the product order', ['QUOTE', 'PURCHASE'], ['PURCHASE', 'QUOTE']],
    ['not an inactive one', ['OLD_PURCHASE', 'PURCHASE'], ['PURCHASE']],
    ['none when the page names none', undefined, []],
  ] as const)('%s', (_case, types, expected) => {
    expect(
      disclaimersOnPage(product, page(types ? [...types] : undefined)).map((d) => d.disclaimer_type),
    ).toEqual(expected)
  })
})
