import { describe, expect, it } from 'vitest'
import { NUMBER_ANSWER_MESSAGE, REQUIRED_ANSWER_MESSAGE } from '../question/index.ts'
import { SA_ID_NUMBER_INVALID_MESSAGE, saIdControlDigit } from '../sa-id/index.ts'
import {
  DATE_ANSWER_MESSAGE,
  answersByRef,
  autocompleteListName,
  questionAnswerMessage,
  takesValues,
} from './answers.ts'
import type { AnswerType, JourneyAnswer, JourneyQuestion } from './journey.ts'
import { journeyAnswer } from './journey.testing.ts'

/** Answers of the question `q`, required unless said otherwise. */
const answer = (code: string, change: Partial<JourneyAnswer> = {}): JourneyAnswer =>
  journeyAnswer('q', code, { required: true, ...change })

const question = (
  type: AnswerType,
  answers: JourneyAnswer[],
  change: Partial<JourneyQuestion> = {},
): JourneyQuestion => ({
  id: 'q',
  externalReferenceId: 'Ref',
  text: 'A question',
  description: null,
  multi: type === 'MULTIPLE_CHOICE',
  validationMethod: type.endsWith('CHOICE') ? 'ONE_REQUIRED' : 'ALL_REQUIRED',
  order: 10,
  flow: null,
  type: { name: type, minVal: 0, maxVal: 1000 },
  answers,
  ...change,
})

/** 15 June 1985, a citizen, with its check digit. */
const VALID_ID = `850615500908${saIdControlDigit('850615500908')}`

const amount = question('NUMBER', [answer('value', { validation: { type: 'range', min: 100, max: 900 } })])
const floor = question('NUMBER', [answer('value', { validation: { type: 'min', min: 50 } })])
const plainNumber = question('NUMBER', [answer('value')])
const date = question('DATE', [answer('value')])
const idNumber = question('ID_NUMBER', [answer('value', { required: false })], {
  validationMethod: 'NONE_REQUIRED',
})
const single = question('SINGLE_CHOICE', [answer('A', { value: 'A' }), answer('B', { value: 'B' })])
const digits = question('TEXT', [answer('value', { validation: { type: 'regex', pattern: '"^[0-9]+$"' } })])
const perAnswer = question('TEXT', [answer('first'), answer('second', { required: false })], {
  validationMethod: 'PER_ANSWER',
})

describe('questionAnswerMessage (forms spec §4, §5)', () => {
  it.each([
    ['a blank number', plainNumber, [], NUMBER_ANSWER_MESSAGE],
    ['a blank typed number', plainNumber, [{ id: 'q.value', value: '  ' }], NUMBER_ANSWER_MESSAGE],
    ['letters in a number', plainNumber, [{ id: 'q.value', value: '12a' }], NUMBER_ANSWER_MESSAGE],
    ['a number above maxVal', plainNumber, [{ id: 'q.value', value: '1001' }], NUMBER_ANSWER_MESSAGE],
    ['a number within bounds', plainNumber, [{ id: 'q.value', value: '1000' }], null],
    [
      'an amount below its range',
      amount,
      [{ id: 'q.value', value: '99' }],
      'Amount must be between R 100 and R 900',
    ],
    [
      'an amount above its range and maxVal',
      amount,
      [{ id: 'q.value', value: '5000' }],
      'Amount must be between R 100 and R 900',
    ],
    ['an amount in range', amount, [{ id: 'q.value', value: '900' }], null],
    ['an amount below its floor', floor, [{ id: 'q.value', value: '49' }], 'Amount must be more 50'],
    ['a blank date', date, [], REQUIRED_ANSWER_MESSAGE],
    ['a date not YYYY/MM/DD', date, [{ id: 'q.value', value: '1985-06-15' }], DATE_ANSWER_MESSAGE],
    ['a day that does not exist', date, [{ id: 'q.value', value: '1985/02/30' }], DATE_ANSWER_MESSAGE],
    ['a real date', date, [{ id: 'q.value', value: '1985/02/28' }], null],
    ['an optional ID left blank', idNumber, [], null],
    [
      'a bad ID number',
      idNumber,
      [{ id: 'q.value', value: `850615500908${(saIdControlDigit('850615500908') + 1) % 10}` }],
      SA_ID_NUMBER_INVALID_MESSAGE,
    ],
    ['a valid ID number', idNumber, [{ id: 'q.value', value: VALID_ID }], null],
    ['no choice (ONE_REQUIRED)', single, [], REQUIRED_ANSWER_MESSAGE],
    ['one choice', single, [{ id: 'q.A' }], null],
    ['two answers to a single choice', single, [{ id: 'q.A' }, { id: 'q.B' }], 'Invalid'],
    ['an answer of another question', single, [{ id: 'other.A' }], 'Invalid'],
    ['a value failing a JSON-string regex', digits, [{ id: 'q.value', value: '12b' }], 'Invalid'],
    ['a value matching it', digits, [{ id: 'q.value', value: '123' }], null],
    [
      'PER_ANSWER: the flagged answer blank',
      perAnswer,
      [{ id: 'q.second', value: 'x' }],
      REQUIRED_ANSWER_MESSAGE,
    ],
    ['PER_ANSWER: only the flagged answer', perAnswer, [{ id: 'q.first', value: 'x' }], null],
    [
      'a value given twice, the last blank',
      digits,
      [
        { id: 'q.value', value: '12' },
        { id: 'q.value', value: ' ' },
      ],
      REQUIRED_ANSWER_MESSAGE,
    ],
    [
      'a value given twice, the last good',
      digits,
      [
        { id: 'q.value', value: '1x' },
        { id: 'q.value', value: '12' },
      ],
      null,
    ],
    [
      'NONE_REQUIRED: nothing at all',
      question('TEXT', [answer('value')], { validationMethod: 'NONE_REQUIRED' }),
      [],
      null,
    ],
  ] as const)('%s', (_name, q, selected, message) => {
    expect(questionAnswerMessage(q, selected)).toBe(message)
  })
})

describe('answersByRef', () => {
  it('gives choices by code and values by answer code; unanswered questions are left out', () => {
    const vehicle = question('VEHICLE', [answer('year'), answer('vehicle')], {
      id: 'v',
      externalReferenceId: 'Vehicle',
    })
    vehicle.answers = vehicle.answers.map((a) => ({ ...a, id: `v.${a.code}` }))
    const byRef = answersByRef(
      [single, vehicle, { ...plainNumber, id: 'n', externalReferenceId: 'Unanswered' }],
      new Map([
        ['q', [{ id: 'q.B' }]],
        [
          'v',
          [
            { id: 'v.year', value: ' 2020 ' },
            { id: 'v.vehicle', value: '10010001' },
          ],
        ],
      ]),
    )
    expect(byRef).toEqual({
      Ref: { codes: ['B'], values: {} },
      Vehicle: { codes: [], values: { year: '2020', vehicle: '10010001' } },
    })
  })
})

describe('helpers', () => {
  it.each([
    ['TEXT', true],
    ['SUBURB', true],
    ['VEHICLE', true],
    ['AUTOCOMPLETE', true],
    ['SINGLE_CHOICE', false],
    ['MULTIPLE_CHOICE', false],
  ] as const)('takesValues(%s) is %s', (type, expected) => {
    expect(takesValues({ type: { name: type } })).toBe(expected)
  })

  it.each([
    ['/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes', 'medicalSchemes'],
    ['/wyzeapi/wtf/autocompleteData?x=1&answerValue=a%20b', 'a b'],
    ['/wyzeapi/wtf/autocompleteData', null],
    [null, null],
  ] as const)('autocompleteListName(%s) is %s', (endpoint, name) => {
    expect(autocompleteListName(endpoint)).toBe(name)
  })
})
