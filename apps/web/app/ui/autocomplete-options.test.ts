import { GENERIC_ERROR_MESSAGE, NO_RESULTS_MESSAGE } from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../lib/api-client.ts'
import { fakeApi, signal } from '../lib/api-client.testing.ts'
import {
  abortable,
  loadQuestionOptions,
  localQuestionOptions,
  questionOption,
  searchFailureMessage,
} from './autocomplete-options.ts'

describe('a remote autocomplete question (forms spec §7)', () => {
  const medicalSchemes: QuestionType = {
    name: 'AUTOCOMPLETE',
    endpoint: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes',
    displayField: 'name',
    valueField: 'name',
  } as QuestionType

  it('asks the endpoint with the term and reads the unwrapped data', async () => {
    const { api, asked } = fakeApi([{ name: 'Discovery' }, { name: 'Discovery' }, { name: 'Bonitas' }])
    const answer = await loadQuestionOptions(api, medicalSchemes, {}, 'dis', signal())
    expect(asked).toEqual(['/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes&query=dis'])
    // One option per value.
    expect(answer).toEqual({
      options: [
        { value: 'Discovery', text: 'Discovery' },
        { value: 'Bonitas', text: 'Bonitas' },
      ],
      message: null,
    })
  })

  it('says "No results available." for an empty answer', async () => {
    const { api } = fakeApi([])
    expect(await loadQuestionOptions(api, medicalSchemes, {}, 'zzz', signal())).toEqual({
      options: [],
      message: NO_RESULTS_MESSAGE,
    })
  })

  it('fills placeholders, uses searchParam and reads results at the path', async () => {
    const type = {
      name: 'AUTOCOMPLETE',
      endpoint: '/wyzeapi/wtf/sti/car/vehicle/{:make}/trims',
      searchParam: 'term',
      path: 'data.items',
      displayField: 'label',
      valueField: 'code',
    } as QuestionType
    const { api, asked } = fakeApi({ items: [{ label: 'Comfortline', code: 7 }] })
    const answer = await loadQuestionOptions(api, type, { make: 'VOLKS WAGEN' }, 'com', signal())
    expect(asked).toEqual(['/wyzeapi/wtf/sti/car/vehicle/VOLKS%20WAGEN/trims?term=com'])
    expect(answer.options).toEqual([{ value: '7', text: 'Comfortline' }])
  })
})

describe('a remote result as an option (displayField, valueField)', () => {
  it.each([
    [{ name: 'Bonitas' }, {}, { value: 'Bonitas', text: 'Bonitas' }],
    [{ text: 'Bonitas', code: 'BON' }, {}, { value: 'BON', text: 'Bonitas' }],
    [
      { label: 'Bonitas', id: 4 },
      { displayField: 'label', valueField: 'id' },
      { value: '4', text: 'Bonitas' },
    ],
    [
      { label: 'Bonitas' },
      { displayField: 'label', valueField: 'missing' },
      { value: 'Bonitas', text: 'Bonitas' },
    ],
    ['Bonitas', {}, { value: 'Bonitas', text: 'Bonitas' }],
    [42, {}, { value: '42', text: '42' }],
    [{ name: '  ' }, {}, null],
    [{ other: 'x' }, {}, null],
    [null, {}, null],
  ])('%j with %j is %j', (item, type, option) => {
    expect(questionOption(item, type)).toEqual(option)
  })
})

describe('a local list (forms spec §4)', () => {
  const answers = [
    { value: 'BES', text: 'Bestmed' },
    { value: 'BON', text: 'Bonitas' },
    { value: 'DIS', text: 'Discovery Health' },
  ]
  it.each([
    ['bon', [answers[1]], null],
    ['health', [answers[2]], null],
    ['zzz', [], NO_RESULTS_MESSAGE],
  ])('%j lists %j', (term, options, message) => {
    expect(localQuestionOptions(answers, term)).toEqual({ options, message })
  })
})

describe('a newer search replaces the one in flight', () => {
  it('rejects as soon as the signal fires, whatever the call answers later', async () => {
    const controller = new AbortController()
    let answer: (value: string) => void = () => {}
    const call = new Promise<string>((resolve) => (answer = resolve))
    const waiting = abortable(call, controller.signal)
    controller.abort()
    answer('late')
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('passes the answer through when not aborted', async () => {
    await expect(abortable(Promise.resolve('ok'), signal())).resolves.toBe('ok')
  })

  it('rejects at once when already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(abortable(Promise.resolve('ok'), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('the message of a failed search', () => {
  it.each([
    [
      new ApiCallError(400, 'Type at least 3 characters to search for a suburb.'),
      'Type at least 3 characters to search for a suburb.',
    ],
    [new ApiCallError(500, undefined), GENERIC_ERROR_MESSAGE],
    [new TypeError('Failed to fetch'), GENERIC_ERROR_MESSAGE],
  ])('%s', (error, message) => {
    expect(searchFailureMessage(error)).toBe(message)
  })
})
