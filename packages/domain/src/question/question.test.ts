import { describe, expect, it } from 'vitest'
import { VALID_ID_NUMBER } from '../../test/sa-id-numbers.ts'
import {
  NUMBER_ANSWER_MESSAGE,
  QUICK_QUOTE_DEFAULT_MESSAGE,
  REQUIRED_ANSWER_MESSAGE,
  answerPatternMatches,
  invalidIdAnswerIndexes,
  isNoneAnswer,
  isNumberInputKey,
  isValidDateAnswer,
  numberAnswerMessage,
  numberAnswerState,
  quickQuoteAnswerMessage,
  textAnswerMessage,
  toggleMultipleChoice,
  trimAnswerText,
  validateQuestion,
  type QuestionAnswer,
} from './index.ts'

describe('Date answers use YYYY/MM/DD strictly, mask starts with digit 1-9 (forms spec §5)', () => {
  it.each([['1985/06/15'], ['2024/02/29'], ['2000/02/29'], ['9999/12/31']])('accepts %s', (value) => {
    expect(isValidDateAnswer(value)).toBe(true)
  })

  it.each([
    ['a year starting with 0', '0985/06/15'],
    ['dashes', '1985-06-15'],
    ['day first', '15/06/1985'],
    ['one-digit month', '1985/6/15'],
    ['31 April', '1985/04/31'],
    ['29 February in 2023', '2023/02/29'],
    ['29 February 1900', '1900/02/29'],
    ['month 13', '1985/13/01'],
    ['trailing text', '1985/06/15 '],
    ['nothing', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidDateAnswer(value)).toBe(false)
  })
})

describe('Quick quote answers: range and min (forms spec §5)', () => {
  const range = { type: 'range', min: 1000, max: 50000 }
  const min = { type: 'min', min: 500 }

  it.each([
    [1000, null],
    [50000, null],
    [25000, null],
    ['25 000', null],
    [999, 'Amount must be between R 1000 and R 50000'],
    [50001, 'Amount must be between R 1000 and R 50000'],
  ])('range: %j gives %j', (amount, message) => {
    expect(quickQuoteAnswerMessage(amount, range)).toBe(message)
  })

  it.each([
    [500, null],
    [10_000, null],
    [499, 'Amount must be more 500'],
    [0, 'Amount must be more 500'],
  ])('min: %j gives %j', (amount, message) => {
    expect(quickQuoteAnswerMessage(amount, min)).toBe(message)
  })

  it.each([
    ['an amount that is not a number', 'lots', range],
    ['an empty amount', '', min],
    ['a range without a maximum', 100, { type: 'range', min: 1 }],
  ])('default message Invalid for %s', (_, amount, rule) => {
    expect(quickQuoteAnswerMessage(amount, rule)).toBe(QUICK_QUOTE_DEFAULT_MESSAGE)
    expect(QUICK_QUOTE_DEFAULT_MESSAGE).toBe('Invalid')
  })

  it('does not judge an answer without a rule', () => {
    expect(quickQuoteAnswerMessage('anything', undefined)).toBeNull()
  })
})

describe('Number question: non-number invalid; below minVal or above maxVal out of range (forms spec §5)', () => {
  const limits = { minVal: 18, maxVal: 65 }

  it.each([
    ['18', 'valid'],
    ['65', 'valid'],
    ['40.5', 'valid'],
    [' 30 ', 'valid'],
    ['17', 'out-of-range'],
    ['65.1', 'out-of-range'],
    ['', 'invalid'],
    ['abc', 'invalid'],
    ['1.2.3', 'invalid'],
    ['-5', 'invalid'],
  ])('%j is %s', (text, state) => {
    expect(numberAnswerState(text, limits)).toBe(state)
  })

  it('has no range without minVal and maxVal', () => {
    expect(numberAnswerState('1000000')).toBe('valid')
  })

  it.each([
    ['', NUMBER_ANSWER_MESSAGE],
    ['17', NUMBER_ANSWER_MESSAGE],
    ['30', null],
  ])('%j shows %j', (text, message) => {
    expect(numberAnswerMessage(text, limits)).toBe(message)
  })

  it('uses the spec text to the letter', () => {
    expect(NUMBER_ANSWER_MESSAGE).toBe(
      'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.',
    )
  })
})

describe('Number question: key filter digits and dot (forms spec §5)', () => {
  it.each([
    ['0', true],
    ['9', true],
    ['.', true],
    ['Backspace', true],
    ['ArrowLeft', true],
    ['a', false],
    ['-', false],
    [',', false],
    [' ', false],
    ['e', false],
  ])('key %j gets through: %s', (key, allowed) => {
    expect(isNumberInputKey(key)).toBe(allowed)
  })
})

describe('Other inputs: blank shows the required message; answer text trimmed (forms spec §5)', () => {
  it.each([
    ['', REQUIRED_ANSWER_MESSAGE],
    ['   ', REQUIRED_ANSWER_MESSAGE],
    [null, REQUIRED_ANSWER_MESSAGE],
    ['Toyota', null],
  ])('%j shows %j', (value, message) => {
    expect(textAnswerMessage(value)).toBe(message)
  })

  it('uses the spec text to the letter', () => {
    expect(REQUIRED_ANSWER_MESSAGE).toBe(
      'The required field/s cannot be left blank. Please enter a value in order to continue.',
    )
  })

  it.each([
    ['  Toyota  ', 'Toyota'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ])('answer text %j is trimmed to %j', (value, trimmed) => {
    expect(trimAnswerText(value)).toBe(trimmed)
  })
})

describe('ID question field: 13 digits, each filled value a valid ID (forms spec §5)', () => {
  it.each([
    [[VALID_ID_NUMBER], []],
    [[VALID_ID_NUMBER, ''], []],
    [[VALID_ID_NUMBER, '123'], [1]],
    [
      ['1234567890123', VALID_ID_NUMBER, `${VALID_ID_NUMBER}1`],
      [0, 2],
    ],
    [[` ${VALID_ID_NUMBER} `], []],
  ])('%j has invalid positions %j', (values, positions) => {
    expect(invalidIdAnswerIndexes(values, new Date(2026, 5, 15))).toEqual(positions)
  })
})

describe('Question validation methods (forms spec §4)', () => {
  const answers: QuestionAnswer[] = [
    { id: 1, value: 'Toyota', required: true },
    { id: 2, value: '  ', required: false },
  ]

  it.each([
    ['ALL_REQUIRED: every answer needs a non-empty value', 'ALL_REQUIRED', answers, [], false, [2]],
    ['ALL_REQUIRED passes when all are filled', 'ALL_REQUIRED', [{ id: 1, value: 'a' }], [], true, []],
    ['PER_ANSWER: only flagged answers', 'PER_ANSWER', answers, [], true, []],
    [
      'PER_ANSWER fails on a blank flagged answer',
      'PER_ANSWER',
      [{ id: 1, value: '', required: true }],
      [],
      false,
      [1],
    ],
    ['NONE_REQUIRED: always valid', 'NONE_REQUIRED', [{ id: 1, value: '', required: true }], [], true, []],
    ['ONE_REQUIRED: at least one selected answer', 'ONE_REQUIRED', answers, [{ id: 1 }], true, []],
    ['ONE_REQUIRED fails with nothing selected', 'ONE_REQUIRED', answers, [], false, []],
    ['ONE_REQUIRED is the default', undefined, answers, [], false, []],
    ['an unknown method falls back to ONE_REQUIRED', 'SOMETIMES', answers, [{ id: 2 }], true, []],
  ])('%s', (_, validationMethod, questionAnswers, selectedAnswers, isValid, missing) => {
    const validity = validateQuestion({ validationMethod, answers: questionAnswers, selectedAnswers })
    expect(validity.isValid).toBe(isValid)
    expect(validity.missingAnswerIds).toEqual(missing)
  })
})

describe('Question validation: then any answer with a regex validation must match (forms spec §4)', () => {
  const withPattern = (value: string, pattern: string): QuestionAnswer[] => [
    { id: 'reg', value, validation: { type: 'regex', pattern } },
  ]

  it.each([
    ['a plain pattern', 'ABC123GP', '^[A-Z0-9]+$', true],
    ['a plain pattern, not matching', 'abc 123', '^[A-Z0-9]+$', false],
    ['a JSON-encoded pattern', '2040', '"^\\\\d{4}$"', true],
    ['a JSON-encoded pattern, not matching', '20405', '"^\\\\d{4}$"', false],
    ['a JSON object with a pattern', '2040', '{"pattern":"^\\\\d{4}$"}', true],
    ['a /literal/ with flags', 'abc', '/^[A-Z]+$/i', true],
    ['a value with spaces around, trimmed first', ' 2040 ', '^\\d{4}$', true],
    ['a pattern that does not compile, which does not block', 'x', '([', true],
  ])('%s', (_, value, pattern, isValid) => {
    const validity = validateQuestion({
      validationMethod: 'ALL_REQUIRED',
      answers: withPattern(value, pattern),
    })
    expect(validity.isValid).toBe(isValid)
    expect(validity.mismatchedAnswerIds).toEqual(isValid ? [] : ['reg'])
  })

  it('does not match a blank optional answer against its pattern', () => {
    expect(
      validateQuestion({ validationMethod: 'NONE_REQUIRED', answers: withPattern('', '^\\d+$') }).isValid,
    ).toBe(true)
  })

  it('fails a question that passes its method but not the regex', () => {
    const validity = validateQuestion({
      validationMethod: 'ONE_REQUIRED',
      answers: withPattern('abc', '^\\d+$'),
      selectedAnswers: [{ id: 'reg' }],
    })
    expect(validity).toEqual({
      isValid: false,
      missingAnswerIds: [],
      mismatchedAnswerIds: ['reg'],
      nothingSelected: false,
    })
  })

  it('checks a global pattern the same way every time (compiled once, shared)', () => {
    const check = (value: string) =>
      validateQuestion({ validationMethod: 'NONE_REQUIRED', answers: withPattern(value, '/^\\d+$/g') })
        .mismatchedAnswerIds
    expect([check('12'), check('12'), check('1a'), check('34')]).toEqual([[], [], ['reg'], []])
  })

  it('ignores validations of another type', () => {
    expect(answerPatternMatches({ type: 'length', pattern: '^x$' }, 'y')).toBeNull()
  })
})

describe('Multiple choice: an answer starting with the word none followed by more text clears and disables others (forms spec §4)', () => {
  it.each([
    ['None of the above', true],
    ['none - I have no cover', true],
    ['NONE OF THESE', true],
    ['None', false],
    ['None.', false],
    ['Nonexistent claims', false],
    ['I have none', false],
  ])('%j is a none-answer: %s', (text, none) => {
    expect(isNoneAnswer(text)).toBe(none)
  })

  const answers = [
    { id: 'a', text: 'Alarm' },
    { id: 't', text: 'Tracker' },
    { id: 'n', text: 'None of the above' },
  ]

  it('choosing an ordinary answer adds it', () => {
    expect(toggleMultipleChoice(answers, ['a'], 't')).toEqual({ selectedIds: ['a', 't'], disabledIds: [] })
  })

  it('choosing the none-answer clears the others and disables them', () => {
    expect(toggleMultipleChoice(answers, ['a', 't'], 'n')).toEqual({
      selectedIds: ['n'],
      disabledIds: ['a', 't'],
    })
  })

  it('a disabled answer cannot be chosen', () => {
    expect(toggleMultipleChoice(answers, ['n'], 'a')).toEqual({ selectedIds: ['n'], disabledIds: ['a', 't'] })
  })

  it('deselecting the none-answer enables the others again', () => {
    expect(toggleMultipleChoice(answers, ['n'], 'n')).toEqual({ selectedIds: [], disabledIds: [] })
  })

  it('selecting a chosen answer deselects it', () => {
    expect(toggleMultipleChoice(answers, ['a', 't'], 'a')).toEqual({ selectedIds: ['t'], disabledIds: [] })
  })
})
