import { COMPANY_CODES, GAP_PAGES, PRODUCT_CODES } from '@insure/domain/catalogue'
import { isNoneAnswer, quickQuoteAnswerMessage, validateQuestion } from '@insure/domain/question'
import { QUICK_QUOTE_QUESTIONS, type JourneyQuestion } from '@insure/domain/quick-quote'
import { describe, expect, it } from 'vitest'
import { MEDICAL_SCHEME_SEEDS } from '../data/medical-schemes.ts'
import { SOLD_ONLINE_PRODUCTS } from '@insure/domain/full-quote'
import { FULL_QUOTE_PRODUCTS, fullQuotePages } from './full-quote.ts'
import { pageScriptSeeds } from './scripts.ts'
import { PRODUCT_JOURNEY_PAGES, QUICK_QUOTE_JOURNEYS } from './index.ts'

const CHOICE_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE']
const allQuestions = PRODUCT_CODES.flatMap((code) =>
  QUICK_QUOTE_JOURNEYS[code].map((question) => ({ code, question })),
)
const numberQuestions = allQuestions.filter(({ question }) => question.type.name === 'NUMBER')
const label = ({ question }: { question: JourneyQuestion }) => question.id

describe.each(PRODUCT_CODES)('the %s journey follows QUICK_QUOTE_QUESTIONS', (code) => {
  const questions = QUICK_QUOTE_JOURNEYS[code]
  const contract = QUICK_QUOTE_QUESTIONS[code]

  it('asks the contract questions in order, numbered 10, 20, 30…', () => {
    expect(questions.map((question) => question.externalReferenceId)).toEqual(contract.map((q) => q.ref))
    expect(questions.map((question) => question.order)).toEqual(contract.map((_, index) => (index + 1) * 10))
  })

  it.each(contract.map((entry, index) => [entry.ref, entry, index] as const))(
    '%s: type, codes and validation method',
    (_ref, entry, index) => {
      const question = questions[index]!
      expect(question.type.name).toBe(entry.type)
      expect(question.answers.map((answer) => answer.code)).toEqual([...entry.codes])
      expect(question.answers.map((answer) => answer.index)).toEqual(entry.codes.map((_, i) => i))
      expect(question.validationMethod === 'NONE_REQUIRED').toBe(!entry.required)
      expect(question.id).toBe(`${code}.${entry.ref}`.toLowerCase().replace(/_/g, '-'))
      for (const answer of question.answers)
        expect(answer.id).toBe(`${question.id}.${answer.code}`.toLowerCase())
      expect(question.text.trim()).not.toBe('')
      if (CHOICE_TYPES.includes(entry.type)) {
        expect(question.validationMethod).toBe('ONE_REQUIRED')
        expect(question.multi).toBe(entry.type === 'MULTIPLE_CHOICE')
        expect(question.answers.map((answer) => answer.value)).toEqual([...entry.codes])
      } else {
        expect(question.multi).toBe(false)
        expect(question.answers.every((answer) => answer.value === null)).toBe(true)
        if (entry.requiredCodes) {
          expect(question.validationMethod).toBe('PER_ANSWER')
          expect(question.answers.filter((answer) => answer.required).map((answer) => answer.code)).toEqual([
            ...entry.requiredCodes,
          ])
        } else if (entry.required) expect(question.validationMethod).toBe('ALL_REQUIRED')
      }
    },
  )
})

describe('ids', () => {
  it('question ids are unique across all products', () => {
    const ids = allQuestions.map(({ question }) => question.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answer ids are unique across all products', () => {
    const ids = allQuestions.flatMap(({ question }) => question.answers.map((answer) => answer.id))
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('number questions', () => {
  it.each(numberQuestions.map((entry) => [label(entry), entry.question] as const))(
    '%s has minVal < maxVal and its amount rules inside them',
    (_id, question) => {
      const { minVal, maxVal } = question.type
      expect(typeof minVal).toBe('number')
      expect(typeof maxVal).toBe('number')
      expect(minVal!).toBeLessThan(maxVal!)
      for (const answer of question.answers) {
        const rule = answer.validation
        if (rule?.type === 'range') {
          expect(rule.min).toBeLessThan(rule.max)
          expect(rule.min).toBeGreaterThanOrEqual(minVal!)
          expect(rule.max).toBeLessThanOrEqual(maxVal!)
          expect(quickQuoteAnswerMessage(rule.min, rule)).toBeNull()
          expect(quickQuoteAnswerMessage(rule.max + 1, rule)).toMatch(/^Amount must be between R/)
        }
        if (rule?.type === 'min') {
          expect(rule.min).toBeGreaterThanOrEqual(minVal!)
          expect(rule.min).toBeLessThanOrEqual(maxVal!)
        }
      }
    },
  )

  it('every range rule, wherever it is, has min < max', () => {
    const rules = allQuestions.flatMap(({ question }) => question.answers.map((answer) => answer.validation))
    for (const rule of rules) if (rule?.type === 'range') expect(rule.min).toBeLessThan(rule.max)
  })

  it('money amounts carry an amount rule', () => {
    const money = ['Cover_amount', 'Household_income', 'Contents_sum_insured', 'Building_sum_insured']
    const moneyRefs = [...money, 'Motorcycle_value', 'Annual_turnover', 'Item_value']
    for (const { question } of allQuestions.filter(({ question }) =>
      moneyRefs.includes(question.externalReferenceId),
    ))
      expect(['range', 'min']).toContain(question.answers[0]!.validation?.type)
  })

  it('Employees and Driver_age take digits only', () => {
    const digitQuestions = allQuestions.filter(({ question }) =>
      ['Employees', 'Driver_age'].includes(question.externalReferenceId),
    )
    expect(digitQuestions.length).toBe(3)
    for (const { question } of digitQuestions) {
      const answers = (value: string) => question.answers.map((answer) => ({ ...answer, value }))
      const check = (value: string) =>
        validateQuestion({ validationMethod: question.validationMethod, answers: answers(value) }).isValid
      expect(check('42')).toBe(true)
      expect(check('4.2')).toBe(false)
    }
  })
})

describe('choices', () => {
  const securityQuestions = allQuestions.filter(({ question }) => question.externalReferenceId === 'Security')

  it('the Security NONE answer is the only none-answer', () => {
    expect(securityQuestions.map(({ code }) => code)).toEqual(['home', 'contents', 'buildings'])
    for (const { question } of securityQuestions) {
      const none = question.answers.find((answer) => answer.code === 'NONE')!
      expect(none.text).toBe('None of the above')
      expect(isNoneAnswer(none.text)).toBe(true)
    }
    const noneAnswers = allQuestions.flatMap(({ question }) =>
      question.answers.filter((answer) => isNoneAnswer(answer.text)).map((answer) => answer.id),
    )
    expect(noneAnswers.sort()).toEqual(securityQuestions.map(({ question }) => `${question.id}.none`).sort())
  })

  it('VAP options, GAP plans and legal covers describe what they cover', () => {
    const refs = ['Vap_option', 'Medical_aid_plan', 'Legal_cover']
    const answers = allQuestions
      .filter(({ question }) => refs.includes(question.externalReferenceId))
      .flatMap(({ question }) => question.answers)
    expect(answers.length).toBe(3 * 3 + 3 + 2 * 3)
    for (const answer of answers) {
      expect(answer.outcomes.length).toBeGreaterThanOrEqual(1)
      expect(answer.outcomes.length).toBeLessThanOrEqual(3)
    }
  })

  it('rand options read R10 000', () => {
    const funeral = QUICK_QUOTE_JOURNEYS.funeral.find((q) => q.externalReferenceId === 'Funeral_cover')!
    expect(funeral.answers.map((answer) => answer.text)).toEqual([
      'R10 000',
      'R15 000',
      'R20 000',
      'R30 000',
      'R50 000',
      'R75 000',
      'R100 000',
    ])
    const members = QUICK_QUOTE_JOURNEYS.funeral.find((q) => q.externalReferenceId === 'Covered_members')!
    expect(members.answers[0]!.text).toBe('Just me')
  })

  it('texts with display affixes do not repeat them', () => {
    const life = QUICK_QUOTE_JOURNEYS.life
    const text = (ref: string) => {
      const question = life.find((q) => q.externalReferenceId === ref)!
      return [question.text, ...question.answers.map((answer) => answer.text)].join(' ')
    }
    expect(text('Height')).not.toMatch(/\bm\b/)
    expect(text('Weight')).not.toMatch(/\bkg\b/)
    expect(text('Household_income')).not.toMatch(/\bR\b|p\/m/)
  })
})

describe('special questions', () => {
  it('the vehicle search asks for the year and the make and model', () => {
    for (const { question } of allQuestions.filter(({ question }) => question.type.name === 'VEHICLE')) {
      expect(question.validationMethod).toBe('ALL_REQUIRED')
      expect(question.answers.map((answer) => [answer.code, answer.text, answer.required])).toEqual([
        ['year', 'Year of the vehicle', true],
        ['vehicle', 'Make and model', true],
      ])
    }
  })

  it('the GAP medical scheme is an autocomplete of the schemes', () => {
    const scheme = QUICK_QUOTE_JOURNEYS.gap.find((q) => q.externalReferenceId === 'Medical_aid_scheme')!
    expect(scheme.type).toEqual({
      name: 'AUTOCOMPLETE',
      endpoint: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes',
      searchParam: 'query',
      path: 'data',
      displayField: 'name',
      valueField: 'name',
      minChars: 2,
    })
    const names = MEDICAL_SCHEME_SEEDS.map((seeded) => seeded.name)
    expect(names.length).toBeGreaterThanOrEqual(18)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toContain('Discovery Health Medical Scheme')
  })

  it('life groups its questions by flow', () => {
    const flows = Object.fromEntries(QUICK_QUOTE_JOURNEYS.life.map((q) => [q.externalReferenceId, q.flow]))
    expect(flows).toMatchObject({
      Id_number: 'about-you',
      Date_of_birth: 'about-you',
      Gender: 'about-you',
      Household_income: 'cover',
      Cover_amount: 'cover',
    })
  })
})

describe('pages', () => {
  it.each(PRODUCT_CODES)('%s pages start at the quick quote and are numbered from 0', (code) => {
    const pages = PRODUCT_JOURNEY_PAGES[code]
    expect(pages[0]).toEqual({ code: 'quick-quote', description: 'Quick quote', index: 0, icon: null })
    expect(pages.map((page) => page.index)).toEqual(pages.map((_, index) => index))
    expect(new Set(pages.map((page) => page.code)).size).toBe(pages.length)
    for (const page of pages) expect(page.code).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('GAP asks the quick quote, disclaimer, personal information, medical aid, beneficiaries, then pays', () => {
    // Personal information is the first full-quote page (the default resume page); the premium comes
    // after the medical aid, whose plan re-rates, so the price accepted is the price paid.
    expect(PRODUCT_JOURNEY_PAGES.gap.map((page) => page.code)).toEqual([
      'quick-quote',
      'disclaimer',
      'personal-information',
      'medical-aid',
      'beneficiaries',
      'premium',
      'banking-details',
      'congratulations',
    ])
    expect(PRODUCT_JOURNEY_PAGES.gap.slice(1).map((page) => page.description.toLowerCase())).toEqual([
      ...GAP_PAGES,
    ])
  })
})

describe('the VAP journeys', () => {
  it.each(['vap', 'vapsscratchanddent', 'vapstyreandrim'] as const)(
    '%s asks the vehicle (saved through validate, refused by the VAP rule) before the address and the premium',
    (product) => {
      const pages = fullQuotePages(product)!
      expect(pages.map((page) => page.code)).toEqual([
        'quick-quote',
        'disclaimer',
        'personal-information',
        'vap-vehicle',
        'address',
        'premium',
        'banking-details',
        'congratulations',
      ])
      const vehicle = pages.find((page) => page.code === 'vap-vehicle')!
      expect(vehicle.settings).toEqual({ savesThrough: 'validate', refusalRule: 'VAP' })
      expect(vehicle.questions.map((question) => question.externalReferenceId)).toEqual([
        'Vehicle_owner',
        'Vehicle_taxi',
        'Vehicle_existing_damage',
        'Vehicle_registered_in_SA',
        'Vehicle_limo_or_panel_van',
      ])
      expect(pages.find((page) => page.code === 'address')!.settings).toEqual({ savesThrough: 'validate' })
    },
  )
})

describe('the full-quote journeys', () => {
  it('give the agent a script on every page, for both companies', () => {
    const scripted = new Set(pageScriptSeeds().map((script) => `${script.companyCode}:${script.pageCode}`))
    const missing = FULL_QUOTE_PRODUCTS.flatMap((product) =>
      (fullQuotePages(product) ?? []).flatMap((page) =>
        COMPANY_CODES.filter((company) => !scripted.has(`${company}:${page.code}`)).map(
          (company) => `${company}:${product}:${page.code}`,
        ),
      ),
    )
    expect(missing).toEqual([])
  })

  it('are those of the products the site offers BUY NOW (SOLD_ONLINE_PRODUCTS)', () => {
    expect([...FULL_QUOTE_PRODUCTS].sort()).toEqual([...SOLD_ONLINE_PRODUCTS].sort())
  })
})
