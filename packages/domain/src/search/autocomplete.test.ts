import { describe, expect, it } from 'vitest'
import {
  autocompleteRequestPath,
  exactMatch,
  filterLocalOptions,
  pickOnBlur,
  resultsAtPath,
} from './index.ts'

describe('the path a remote autocomplete asks (forms spec §7)', () => {
  it.each([
    [{ endpoint: '/wyzeapi/x/list' }, 'dis', {}, '/wyzeapi/x/list?query=dis'],
    [{ endpoint: '/wyzeapi/x/list', searchParam: 'term' }, 'dis', {}, '/wyzeapi/x/list?term=dis'],
    [{ endpoint: '/wyzeapi/x/list', searchParam: '' }, 'dis', {}, '/wyzeapi/x/list?query=dis'],
    [{ endpoint: '/wyzeapi/x/list', searchParam: null }, 'dis', {}, '/wyzeapi/x/list?query=dis'],
    [
      { endpoint: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes' },
      'dis',
      {},
      '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes&query=dis',
    ],
    [{ endpoint: '/wyzeapi/x/list?' }, 'dis', {}, '/wyzeapi/x/list?query=dis'],
    [{ endpoint: '/wyzeapi/x/list?a=1&' }, 'dis', {}, '/wyzeapi/x/list?a=1&query=dis'],
    [
      { endpoint: '/wyzeapi/sti/car/vehicle/{:make}/models' },
      'pol',
      { make: 'VOLKSWAGEN' },
      '/wyzeapi/sti/car/vehicle/VOLKSWAGEN/models?query=pol',
    ],
    [
      { endpoint: '/x/{:make}/{:model}/y' },
      'a b&c',
      { make: 'Alfa Romeo', model: 'Giulia/Q' },
      '/x/Alfa%20Romeo/Giulia%2FQ/y?query=a%20b%26c',
    ],
    [{ endpoint: '/x/list#top' }, 'ab', {}, '/x/list?query=ab#top'],
    [{ endpoint: '/x/list', searchParam: 'search term' }, 'ab', {}, '/x/list?search%20term=ab'],
  ])('%j with %j and %j asks %s', (type, term, placeholders, expected) => {
    expect(autocompleteRequestPath(type, term, placeholders)).toBe(expected)
  })

  it.each([[{ endpoint: null }], [{ endpoint: '' }], [{ endpoint: '/x/{:missing}' }]])(
    '%j is a configuration error',
    (type) => {
      expect(() => autocompleteRequestPath(type, 'abc', {})).toThrow()
    },
  )
})

describe('the results at the question type path (forms spec §7, default data)', () => {
  const names = [{ name: 'Discovery' }, { name: 'Bonitas' }]
  it.each([
    ['the envelope, default path', { code: 200, data: names }, undefined, names],
    ['the envelope, path data', { code: 200, data: names }, 'data', names],
    ['the unwrapped data, default path', names, undefined, names],
    ['the unwrapped data, null path', names, null, names],
    ['the unwrapped data, blank path', names, '  ', names],
    ['the envelope, nested path', { data: { total: 2, results: names } }, 'data.results', names],
    ['the unwrapped data, nested path', { total: 2, results: names }, 'data.results', names],
    ['a path without data', { total: 2, results: names }, 'results', names],
    ['data inside the unwrapped data', { data: names }, 'data.data', names],
    ['no list at the path', { data: { total: 2 } }, 'data', []],
    ['a missing path', { data: names }, 'data.items', []],
    ['a body that is not an object', 'nothing', 'data', []],
    ['no body', null, undefined, []],
  ])('%s', (_, body, path, expected) => {
    expect(resultsAtPath(body, path)).toEqual(expected)
  })
})

describe('the option a blur selects (forms spec §2)', () => {
  const show = (option: string) => option
  it.each([
    ['the single remaining option', ['Bonitas'], 'bon', -1, 'Bonitas'],
    ['the single remaining option, text unlike it', ['Bonitas'], 'xyz', -1, 'Bonitas'],
    ['the highlighted option', ['Discovery', 'Discovery Classic'], 'disc', 1, 'Discovery Classic'],
    [
      'the highlighted option before the exact text',
      ['Discovery', 'Discovery Classic'],
      'discovery',
      1,
      'Discovery Classic',
    ],
    ['the exact text, without case', ['Discovery', 'Discovery Classic'], ' DISCOVERY ', -1, 'Discovery'],
    ['nothing when no option is the text', ['Discovery', 'Discovery Classic'], 'disc', -1, null],
    ['nothing without options', [], 'disc', -1, null],
    ['a highlight out of range is no highlight', ['Discovery', 'Bonitas'], 'bonitas', 5, 'Bonitas'],
  ])('%s', (_, options, typed, highlighted, expected) => {
    expect(pickOnBlur(options, typed, highlighted, show)).toBe(expected)
  })
})

describe('the exact-text match (forms spec §4: vehicle search blur)', () => {
  const show = (option: { text: string }) => option.text
  const polo = { text: 'VOLKSWAGEN POLO 1.4 HATCH' }
  it.each([
    ['the same text', [polo], 'VOLKSWAGEN POLO 1.4 HATCH', polo],
    ['another case and spaces', [polo], '  volkswagen polo 1.4 hatch', polo],
    ['a part of the text', [polo], 'VOLKSWAGEN POLO', null],
    ['a blank text', [{ text: '' }], '  ', null],
  ])('%s', (_, options, typed, expected) => {
    expect(exactMatch(options, typed, show)).toBe(expected)
  })
})

describe('filtering a local list (forms spec §4: local list)', () => {
  const schemes = ['Bestmed', 'Discovery Health', 'Bonitas', 'Momentum Health', 'Fedhealth', 'Sizwe Hosmed']
  const show = (option: string) => option
  it.each([
    ['a blank term keeps the list', '', schemes],
    [
      'start of the text first, then a word, then anywhere',
      'he',
      ['Discovery Health', 'Momentum Health', 'Fedhealth'],
    ],
    ['without case', 'BON', ['Bonitas']],
    ['text start before word start', 'b', ['Bestmed', 'Bonitas']],
    ['punctuation and accents ignored', 'Sízwe-hos', ['Sizwe Hosmed']],
    ['no match', 'zzz', []],
  ])('%s', (_, term, expected) => {
    expect(filterLocalOptions(schemes, term, show)).toEqual(expected)
  })

  it('does not change the list it filters', () => {
    const list = [...schemes]
    filterLocalOptions(list, 'b', show)
    expect(list).toEqual(schemes)
  })
})
