import {
  NUMBER_ANSWER_MESSAGE,
  QUICK_QUOTE_DEFAULT_MESSAGE,
  REQUIRED_ANSWER_MESSAGE,
} from '@insure/domain/question'
import { DATE_ANSWER_MESSAGE, groupQuestionsByFlow, type JourneyQuestion } from '@insure/domain/quick-quote'
import { SA_ID_NUMBER_INVALID_MESSAGE as ID_ANSWER_MESSAGE } from '@insure/domain/sa-id'
import { autocompleteRequestPath } from '@insure/domain/search'
import { describe, expect, it, vi } from 'vitest'
import {
  affixesOf,
  buildCreateRequest,
  currentQuestionIndex,
  fillFromIdNumber,
  flowHeading,
  maskDateAnswer,
  numberInputText,
  MISSING_ANSWER_VALUE_WARNING,
  placeholderValues,
  questionIdOfErrorPath,
  questionMessage,
  questionMessages,
  selectedAnswersOf,
} from './answers.ts'
import { journeyAnswer as answer, journeyQuestion as question } from '@insure/domain/quick-quote/testing'

const cover = question(
  'life.cover-amount',
  { name: 'NUMBER', minVal: 0, maxVal: 10_000_000 },
  [
    answer('life.cover-amount', 'value', {
      required: true,
      validation: { type: 'range', min: 100_000, max: 10_000_000 },
    }),
  ],
  { validationMethod: 'ALL_REQUIRED', externalReferenceId: 'Cover_amount' },
)
const income = question(
  'life.household-income',
  { name: 'NUMBER', minVal: 0, maxVal: 10_000_000 },
  [answer('life.household-income', 'value', { required: true, validation: { type: 'min', min: 1_000 } })],
  { validationMethod: 'ALL_REQUIRED', externalReferenceId: 'Household_income', flow: 'cover' },
)
const height = question(
  'life.height',
  { name: 'NUMBER', minVal: 1, maxVal: 2.5 },
  [answer('life.height', 'value')],
  {
    validationMethod: 'ALL_REQUIRED',
    externalReferenceId: 'Height',
  },
)
const dateOfBirth = question(
  'life.date-of-birth',
  { name: 'DATE' },
  [answer('life.date-of-birth', 'value')],
  {
    validationMethod: 'ALL_REQUIRED',
    externalReferenceId: 'Date_of_birth',
    flow: 'about-you',
  },
)
const idNumber = question('life.id-number', { name: 'ID_NUMBER' }, [answer('life.id-number', 'value')], {
  validationMethod: 'NONE_REQUIRED',
  externalReferenceId: 'Id_number',
  flow: 'about-you',
})
const gender = question(
  'life.gender',
  { name: 'SINGLE_CHOICE' },
  [
    answer('life.gender', 'M', { value: 'M', text: 'Male' }),
    answer('life.gender', 'F', { value: 'F', text: 'Female' }),
  ],
  { externalReferenceId: 'Gender', flow: 'about-you' },
)
const security = question('home.security', { name: 'MULTIPLE_CHOICE' }, [
  answer('home.security', 'ALARM', { value: 'ALARM', text: 'Alarm system' }),
  answer('home.security', 'ARMED_RESPONSE', { value: 'ARMED_RESPONSE', text: 'Armed response' }),
  answer('home.security', 'NONE', { value: 'NONE', text: 'None of the above' }),
])
const suburb = question(
  'car.overnight-suburb',
  { name: 'SUBURB' },
  [answer('car.overnight-suburb', 'value')],
  {
    validationMethod: 'ALL_REQUIRED',
  },
)
const scheme = question(
  'gap.medical-aid-scheme',
  { name: 'AUTOCOMPLETE', endpoint: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes' },
  [answer('gap.medical-aid-scheme', 'value')],
  { validationMethod: 'ALL_REQUIRED' },
)
const vehicle = question(
  'car.vehicle',
  { name: 'VEHICLE' },
  [answer('car.vehicle', 'year', { required: true }), answer('car.vehicle', 'vehicle', { required: true })],
  { validationMethod: 'ALL_REQUIRED' },
)
const driverAge = question(
  'car.driver-age',
  { name: 'NUMBER', minVal: 18, maxVal: 99 },
  [answer('car.driver-age', 'value', { validation: { type: 'regex', pattern: '"^[0-9]+$"' } })],
  { validationMethod: 'ALL_REQUIRED' },
)
const nickname = question(
  'x.nickname',
  { name: 'TEXT' },
  [
    answer('x.nickname', 'first', { required: true }),
    answer('x.nickname', 'second', { required: false, validation: { type: 'regex', pattern: '^[A-Z]' } }),
  ],
  { validationMethod: 'PER_ANSWER' },
)

const typed = (q: JourneyQuestion, ...texts: string[]) => ({
  values: Object.fromEntries(texts.map((text, index) => [q.answers[index]!.id, text])),
})

describe('validation methods (forms spec §4)', () => {
  it('ALL_REQUIRED: every answer needs a value; a blank number gets the number message', () => {
    expect(questionMessage(cover, undefined)).toBe(NUMBER_ANSWER_MESSAGE)
    expect(questionMessage(dateOfBirth, typed(dateOfBirth, '   '))).toBe(REQUIRED_ANSWER_MESSAGE)
    expect(questionMessage(vehicle, undefined)).toBe(REQUIRED_ANSWER_MESSAGE)
    expect(questionMessage(suburb, { suburb: { id: 12 } })).toBeNull()
  })

  it('PER_ANSWER: only the answers flagged required', () => {
    expect(questionMessage(nickname, typed(nickname, '', 'Bongi'))).toBe(REQUIRED_ANSWER_MESSAGE)
    expect(questionMessage(nickname, typed(nickname, 'Thandi', ''))).toBeNull()
  })

  it('NONE_REQUIRED: blank is fine, but a filled ID number must be valid', () => {
    expect(questionMessage(idNumber, undefined)).toBeNull()
    expect(questionMessage(idNumber, typed(idNumber, '8001015009088'))).toBe(ID_ANSWER_MESSAGE)
    expect(questionMessage(idNumber, typed(idNumber, '8001015009087'))).toBeNull()
  })

  it('ONE_REQUIRED (the default): at least one selected answer', () => {
    expect(questionMessage(gender, { selectedIds: [] })).toBe(REQUIRED_ANSWER_MESSAGE)
    expect(questionMessage(gender, { selectedIds: ['life.gender.F'] })).toBeNull()
    expect(questionMessage({ ...gender, validationMethod: undefined as never }, undefined)).toBe(
      REQUIRED_ANSWER_MESSAGE,
    )
  })

  it('then the regular expressions, a JSON-string pattern too', () => {
    expect(questionMessage(driverAge, typed(driverAge, '35'))).toBeNull()
    expect(questionMessage(driverAge, typed(driverAge, '35.5'))).toBe(NUMBER_ANSWER_MESSAGE)
    expect(questionMessage(nickname, typed(nickname, 'x', 'bongi'))).toBe(QUICK_QUOTE_DEFAULT_MESSAGE)
  })
})

describe('number, amount and date answers (forms spec §5)', () => {
  it('amount rules give the Amount messages; the type bounds give the number message', () => {
    expect(questionMessage(cover, typed(cover, '50000'))).toBe(
      'Amount must be between R 100000 and R 10000000',
    )
    expect(questionMessage(cover, typed(cover, '250000'))).toBeNull()
    expect(questionMessage(income, typed(income, '500'))).toBe('Amount must be more 1000')
    expect(questionMessage(height, typed(height, '3'))).toBe(NUMBER_ANSWER_MESSAGE)
    expect(questionMessage(height, typed(height, '1.75'))).toBeNull()
    expect(questionMessage(height, typed(height, '1..7'))).toBe(NUMBER_ANSWER_MESSAGE)
  })

  it('dates are YYYY/MM/DD and real days', () => {
    expect(questionMessage(dateOfBirth, typed(dateOfBirth, '1985/06/15'))).toBeNull()
    expect(questionMessage(dateOfBirth, typed(dateOfBirth, '1985/02/30'))).toBe(DATE_ANSWER_MESSAGE)
    expect(questionMessage(dateOfBirth, typed(dateOfBirth, '15/06/1985'))).toBe(DATE_ANSWER_MESSAGE)
  })

  it('the date mask puts in slashes and refuses a leading 0', () => {
    expect(maskDateAnswer('19850615')).toBe('1985/06/15')
    expect(maskDateAnswer('0198')).toBe('198')
    expect(maskDateAnswer('1985/')).toBe('1985/')
    expect(maskDateAnswer('1985/06/15999')).toBe('1985/06/15')
  })

  it('number inputs keep digits and dots only', () => {
    expect(numberInputText('R 1 500.50abc')).toBe('1500.50')
  })

  it('all messages of a product, by question id', () => {
    expect(Object.keys(questionMessages([cover, gender, idNumber], {}))).toEqual([
      'life.cover-amount',
      'life.gender',
    ])
  })
})

describe('multiple choice with a none answer (forms spec §4)', () => {
  it('sends only what is selected', () => {
    expect(selectedAnswersOf(security, { selectedIds: ['home.security.NONE'] })).toEqual([
      { id: 'home.security.NONE' },
    ])
    expect(questionMessage(security, { selectedIds: ['home.security.NONE'] })).toBeNull()
  })
})

describe('display affixes (forms spec §3)', () => {
  it('Household_income R … p/m, Weight kg, Height m, others none', () => {
    expect(affixesOf(income)).toEqual({ prefix: 'R', suffix: 'p/m' })
    expect(affixesOf(height)).toEqual({ prefix: '', suffix: 'm' })
    expect(affixesOf(cover)).toEqual({ prefix: '', suffix: '' })
  })
})

describe('the create request (forms spec §7)', () => {
  const questions = [gender, security, cover, dateOfBirth, idNumber, suburb, scheme, vehicle]
  const answers = {
    [gender.id]: { selectedIds: ['life.gender.F'] },
    [security.id]: { selectedIds: ['home.security.ALARM', 'home.security.ARMED_RESPONSE'] },
    [cover.id]: typed(cover, ' 250000 '),
    [dateOfBirth.id]: typed(dateOfBirth, '1985/06/15'),
    [idNumber.id]: typed(idNumber, ''),
    [suburb.id]: { suburb: { id: 4321, suburb: 'Sea Point' } },
    [scheme.id]: {
      option: { value: 'Discovery Health Medical Scheme', text: 'Discovery Health Medical Scheme' },
    },
    [vehicle.id]: {
      vehicle: {
        year: 2019,
        vehicle: { code: '60012345', make: 'VOLKSWAGEN', model: 'POLO', valueCents: 1 },
      },
    },
  }

  it('one entry per answered question, in order, with the answers of each type', () => {
    const request = buildCreateRequest({
      hashedProductId: 'qnNzjl0wcgx-',
      hashedSessionId: 'session-1',
      questions,
      answers,
      consentShown: true,
      consentAccepted: true,
      callCentre: false,
    })
    expect(request).toEqual({
      hashedProductId: 'qnNzjl0wcgx-',
      hashedSessionId: 'session-1',
      answers: [
        { questionId: gender.id, selectedAnswers: [{ id: 'life.gender.F' }] },
        {
          questionId: security.id,
          selectedAnswers: [{ id: 'home.security.ALARM' }, { id: 'home.security.ARMED_RESPONSE' }],
        },
        { questionId: cover.id, selectedAnswers: [{ id: 'life.cover-amount.value', value: '250000' }] },
        {
          questionId: dateOfBirth.id,
          selectedAnswers: [{ id: 'life.date-of-birth.value', value: '1985/06/15' }],
        },
        { questionId: suburb.id, selectedAnswers: [{ id: 'car.overnight-suburb.value', value: '4321' }] },
        {
          questionId: scheme.id,
          selectedAnswers: [{ id: 'gap.medical-aid-scheme.value', value: 'Discovery Health Medical Scheme' }],
        },
        {
          questionId: vehicle.id,
          selectedAnswers: [
            { id: 'car.vehicle.year', value: '2019' },
            { id: 'car.vehicle.vehicle', value: '60012345' },
          ],
        },
      ],
      consent: { consent_type: 'QUICK_QUOTE_LEAD_CAPTURE', accepted: true },
    })
  })

  it('call-centre mode skips the captcha; no consent shown sends null', () => {
    const request = buildCreateRequest({
      hashedProductId: 'p',
      questions: [gender],
      answers: {},
      consentShown: false,
      consentAccepted: false,
      callCentre: true,
    })
    expect(request).toEqual({ hashedProductId: 'p', answers: [], consent: null, skipCaptcha: true })
  })

  it('server field errors name their question', () => {
    expect(questionIdOfErrorPath('answers.life.cover-amount')).toBe('life.cover-amount')
    expect(questionIdOfErrorPath('hashedProductId')).toBeNull()
  })
})

describe('life: the ID number fills the date of birth and gender', () => {
  it('fills what is empty and leaves what was answered', () => {
    const questions = [idNumber, dateOfBirth, gender]
    const filled = fillFromIdNumber(questions, {}, '8001015009087', new Date('2026-01-01'))
    expect(filled[dateOfBirth.id]?.values?.['life.date-of-birth.value']).toBe('1980/01/01')
    expect(filled[gender.id]?.selectedIds).toEqual(['life.gender.M'])
    const kept = fillFromIdNumber(
      questions,
      { [gender.id]: { selectedIds: ['life.gender.F'] } },
      '8001015009087',
    )
    expect(kept[gender.id]?.selectedIds).toEqual(['life.gender.F'])
    expect(fillFromIdNumber(questions, {}, '123')).toEqual({})
  })
})

describe('layout helpers', () => {
  it('groups by flow in order; flows get a heading', () => {
    const groups = groupQuestionsByFlow([
      { ...idNumber, order: 10 },
      { ...dateOfBirth, order: 20 },
      { ...cover, order: 30 },
    ])
    expect(groups.map((group) => [group.flow, group.questions.length])).toEqual([
      ['about-you', 2],
      [null, 1],
    ])
    expect(flowHeading('about-you')).toBe('About you')
  })

  it('the question index is the first one not answered well', () => {
    expect(currentQuestionIndex([gender, cover], { [gender.id]: { selectedIds: ['life.gender.M'] } })).toBe(1)
  })
})

describe("an endpoint's {:name} placeholders take the other answers (forms spec §7)", () => {
  const make = question(
    'car.make',
    { name: 'AUTOCOMPLETE', endpoint: '/wyzeapi/sti/car/vehicle/makes' },
    [answer('car.make', 'value')],
    { externalReferenceId: 'make' },
  )
  const model = question(
    'car.model',
    { name: 'AUTOCOMPLETE', endpoint: '/wyzeapi/sti/car/vehicle/{:make}/models' },
    [answer('car.model', 'value')],
    { externalReferenceId: 'model' },
  )
  const usage = question(
    'car.usage',
    { name: 'SINGLE_CHOICE' },
    [answer('car.usage', 'PRIVATE', { value: 'private' }), answer('car.usage', 'BUSINESS')],
    { externalReferenceId: 'usage' },
  )
  const age = question('car.driver-age', { name: 'NUMBER' }, [answer('car.driver-age', 'value')], {
    externalReferenceId: 'Driver_age',
  })
  const questions = [make, model, usage, age]

  it.each([
    ['nothing answered', {}, {}],
    [
      'a picked option gives its value',
      { 'car.make': { option: { value: 'VOLKSWAGEN', text: 'Volkswagen' } } },
      { 'car.make': 'VOLKSWAGEN', make: 'VOLKSWAGEN' },
    ],
    [
      "a choice gives its answer's value, else its code",
      { 'car.usage': { selectedIds: ['car.usage.PRIVATE'] } },
      { 'car.usage': 'private', usage: 'private' },
    ],
    [
      'a choice without a value gives its code',
      { 'car.usage': { selectedIds: ['car.usage.BUSINESS'] } },
      { 'car.usage': 'BUSINESS', usage: 'BUSINESS' },
    ],
    [
      'a typed answer gives the trimmed text; a blank one nothing',
      { 'car.driver-age': { values: { 'car.driver-age.value': ' 35 ' } }, 'car.make': { option: null } },
      { 'car.driver-age': '35', Driver_age: '35' },
    ],
  ])('%s', (_, answers, expected) => {
    expect(placeholderValues(questions, answers)).toEqual(expected)
  })

  it('a chosen answer without a value is left out, with the warning of forms spec §8', () => {
    const warnings: unknown[][] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args))
    try {
      const blankChoice = question('car.cover', { name: 'SINGLE_CHOICE' }, [answer('car.cover', '')], {
        externalReferenceId: 'cover_type',
      })
      const answers = {
        'car.make': { option: { value: '', text: 'Volkswagen' } },
        'car.cover': { selectedIds: ['car.cover.'] },
      }
      expect(placeholderValues([...questions, blankChoice], answers)).toEqual({})
      expect(warnings).toEqual([
        [MISSING_ANSWER_VALUE_WARNING, 'make'],
        [MISSING_ANSWER_VALUE_WARNING, 'cover_type'],
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it("the model search asks for the chosen make's models", () => {
    const answers = { 'car.make': { option: { value: 'ALFA ROMEO', text: 'Alfa Romeo' } } }
    expect(autocompleteRequestPath(model.type, 'giu', placeholderValues(questions, answers))).toBe(
      '/wyzeapi/sti/car/vehicle/ALFA%20ROMEO/models?query=giu',
    )
  })
})
