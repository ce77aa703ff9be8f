import { SUBURB_SEARCH_LIMIT, VEHICLE_SEARCH_LIMIT } from '@insure/domain/limits'
import {
  GENERIC_ERROR_MESSAGE,
  NO_RESULTS_MESSAGE,
  SUBURB_NOT_FOUND_MESSAGE,
  TOO_MANY_RESULTS_MESSAGE,
  VEHICLE_NOT_FOUND_MESSAGE,
} from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import { describe, expect, it } from 'vitest'
import { ApiCallError, type ApiClient } from '../../lib/api-client.ts'
import {
  abortable,
  loadQuestionOptions,
  loadSuburbOptions,
  loadVehicleOptions,
  localQuestionOptions,
  questionOption,
  referenceAnswer,
  searchFailureMessage,
} from './search-sources.ts'

/** An API client that answers every GET with `data` and remembers the paths asked. */
function fakeApi(data: unknown) {
  const asked: string[] = []
  const api: ApiClient = {
    get: <T>(path: string) => {
      asked.push(path)
      return Promise.resolve(data as T)
    },
    post: () => Promise.reject(new Error('not used')),
    put: () => Promise.reject(new Error('not used')),
  }
  return { api, asked }
}

const signal = () => new AbortController().signal

const rondebosch = {
  id: 1,
  suburb: 'RONDEBOSCH',
  town: 'CAPE TOWN',
  province: 'Western Cape',
  boxCode: '7701',
  streetCode: '7700',
}

describe('the suburb search (forms spec §7, §8)', () => {
  it('asks suburbs-lookup with the term and the limit of 30', async () => {
    const { api, asked } = fakeApi({ total: 1, results: [rondebosch], message: null })
    const answer = await loadSuburbOptions(api, 'ronde bosch', signal())
    expect(asked).toEqual([`/wyzeapi/sti/suburbs-lookup?searchTerm=ronde+bosch&limit=${SUBURB_SEARCH_LIMIT}`])
    expect(answer).toEqual({ options: [rondebosch], message: null })
  })

  it('shows the API message when none is found', async () => {
    const { api } = fakeApi({ total: 0, results: [], message: SUBURB_NOT_FOUND_MESSAGE })
    expect(await loadSuburbOptions(api, 'xyz', signal())).toEqual({
      options: [],
      message: SUBURB_NOT_FOUND_MESSAGE,
    })
  })
})

describe('the vehicle search (forms spec §7, §8)', () => {
  it('asks vehicleSearch with the year, term and the limit of 10', async () => {
    const { api, asked } = fakeApi({ total: 0, results: [], message: null })
    const answer = await loadVehicleOptions(api, 2019, 'polo 1.4', signal())
    expect(asked).toEqual([
      `/wyzeapi/wtf/autocomplete/vehicleSearch?year=2019&term=polo+1.4&limit=${VEHICLE_SEARCH_LIMIT}`,
    ])
    // An answer without a message of its own gets the catalogue's.
    expect(answer).toEqual({ options: [], message: VEHICLE_NOT_FOUND_MESSAGE })
  })
})

describe('a reference answer as the list shows it', () => {
  const rows = [rondebosch]
  it.each([
    ['listed', { total: 1, results: rows, message: null }, rows, null],
    ['200 is not too many', { total: 200, results: rows, message: null }, rows, null],
    [
      'over 200: no options, refine',
      { total: 201, results: rows, message: null },
      [],
      TOO_MANY_RESULTS_MESSAGE,
    ],
    ['the API sentence wins', { total: 250, results: rows, message: 'Refine' }, [], 'Refine'],
    ['none', { total: 0, results: [], message: null }, [], SUBURB_NOT_FOUND_MESSAGE],
  ])('%s', (_, found, options, message) => {
    expect(referenceAnswer('suburb', found)).toEqual({ options, message })
  })
})

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
