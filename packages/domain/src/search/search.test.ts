import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  autocompleteMinChars,
  canQueryAutocomplete,
  canSearchSuburbs,
  canSearchVehicles,
  NO_MATCH,
  normaliseSearchText,
  SEARCH_RANK,
  searchHaystack,
  SearchIndex,
  searchLimit,
  searchMatchRank,
  searchResultMessage,
  searchTermTooShortMessage,
} from './index.ts'

describe('Suburb search minimum 3 (forms spec §5)', () => {
  it.each([
    ['Ro', false],
    ['Ron', true],
    ['  Ro  ', false],
    ['', false],
  ])('%j searches: %s', (term, searches) => {
    expect(canSearchSuburbs(term)).toBe(searches)
  })
})

describe('Vehicle search term minimum 3 (forms spec §5)', () => {
  it.each([
    ['VW', false],
    ['VW ', false],
    ['Polo', true],
  ])('%j searches: %s', (term, searches) => {
    expect(canSearchVehicles(term)).toBe(searches)
  })
})

describe('Autocomplete minimum typed characters default 2, question type may set its own (forms spec §5)', () => {
  it.each([
    ['no question type', undefined, 2],
    ['a type without minChars', {}, 2],
    ['a type with minChars 4', { minChars: 4 }, 4],
    ['a type with minChars 0', { minChars: 0 }, 0],
    ['a type with a nonsense minChars', { minChars: -1 }, 2],
  ])('%s needs %i', (_, type, min) => {
    expect(autocompleteMinChars(type)).toBe(min)
  })

  it.each([
    ['T', undefined, false],
    ['Te', undefined, true],
    ['Tea', { minChars: 4 }, false],
    ['Teac', { minChars: 4 }, true],
  ])('%j with %j queries: %s', (term, type, queries) => {
    expect(canQueryAutocomplete(term, type)).toBe(queries)
  })
})

describe('search result messages (forms spec §8)', () => {
  it.each([
    ['suburb', 0, 'Could not find suburb'],
    ['suburb', 1, null],
    ['suburb', 200, null],
    ['suburb', 201, 'We found too many results. Please refine your search.'],
    ['vehicle', 0, 'Could not find vehicle.'],
    ['vehicle', 200, null],
    ['vehicle', 201, 'We found too many results. Please refine your search.'],
    ['autocomplete', 0, 'No results available.'],
    ['autocomplete', 500, null],
  ] as const)('%s search with %i results shows %j', (kind, count, message) => {
    expect(searchResultMessage(kind, count)).toBe(message)
  })
})

describe('search text is compared without case, accents or punctuation', () => {
  it.each([
    ['  Rondebosch ', 'RONDEBOSCH'],
    ['Ronde-bosch', 'RONDE BOSCH'],
    ['Bo-Kaap  ext 2', 'BO KAAP EXT 2'],
    ['Mérensky', 'MERENSKY'],
    [null, ''],
  ])('%j becomes %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised)
  })
})

describe('search ranks a record: name start, then any word start, then anywhere', () => {
  const haystack = searchHaystack('Rondebosch East', ['Cape Town', '7700', null, '7701'])
  const rank = (term: string) => searchMatchRank(haystack, term)

  it('builds the haystack once, normalised, the name first', () => {
    expect(haystack).toBe(' RONDEBOSCH EAST CAPE TOWN 7700 7701')
  })

  it.each([
    ['RONDE', SEARCH_RANK.nameStart],
    ['EAST', SEARCH_RANK.wordStart],
    ['CAPE', SEARCH_RANK.wordStart],
    ['7701', SEARCH_RANK.wordStart],
    ['BOSCH', SEARCH_RANK.substring],
    ['OSCH EAST', SEARCH_RANK.substring],
    ['ST', SEARCH_RANK.substring],
    ['770', SEARCH_RANK.wordStart],
    ['TOWN', SEARCH_RANK.wordStart],
    ['PE TO', SEARCH_RANK.substring],
    ['XYZ', NO_MATCH],
    ['', NO_MATCH],
  ])('%j ranks %i', (term, expected) => {
    expect(rank(term)).toBe(expected)
  })
})

describe('search limit: the default when absent or nonsense, never above the maximum', () => {
  it.each([
    [undefined, 30],
    [null, 30],
    [0, 30],
    [-5, 30],
    [2.5, 30],
    [10, 10],
    [200, 200],
    [500, 200],
  ])('%j gives %i', (requested, expected) => {
    expect(searchLimit(requested, 30, 200)).toBe(expected)
  })
})

describe('suburb search messages at the edges (forms spec §8)', () => {
  it.each([
    [0, 'Could not find suburb'],
    [1, null],
    [200, null],
    [201, 'We found too many results. Please refine your search.'],
  ])('%i results: %j', (count, message) => {
    expect(searchResultMessage('suburb', count)).toBe(message)
  })
})

describe('a search term that is too short is refused with a sentence', () => {
  it.each([
    ['suburb', 'Type at least 3 characters to search for a suburb.'],
    ['vehicle', 'Type at least 3 characters to search for a vehicle.'],
    ['occupation', 'Type at least 2 characters to search for an occupation.'],
  ] as const)('%s: %j', (kind, message) => {
    expect(searchTermTooShortMessage(kind)).toBe(message)
  })

  it('finds a word start after a mid-word occurrence', () => {
    expect(searchMatchRank(searchHaystack('Weast', ['East London']), 'EAST')).toBe(SEARCH_RANK.wordStart)
  })
})

describe('SearchIndex: count every match, list the first by rank', () => {
  const rows = ['SEA POINT', 'CAPE TOWN', 'POINT VILLAGE', 'DURBAN POINT', 'APPOINTED']
  const index = new SearchIndex(rows, (row) => [row, []])

  it('lists name starts, then word starts, then anywhere, keeping the rows order within a rank', () => {
    expect(index.search('point', 10)).toEqual({
      total: 4,
      results: ['POINT VILLAGE', 'SEA POINT', 'DURBAN POINT', 'APPOINTED'],
    })
  })

  it('counts beyond the limit and narrows by include first', () => {
    expect(index.search('point', 2)).toEqual({
      total: 4,
      results: ['POINT VILLAGE', 'SEA POINT'],
    })
    expect(index.search('point', 10, (row) => row !== 'SEA POINT').total).toBe(3)
  })

  it('finds rows by their other fields, counting a row once however often it matches', () => {
    const suburbs = new SearchIndex(
      [
        { suburb: 'Rondebosch', town: 'Cape Town', code: '7700' },
        { suburb: 'Rondebosch East', town: 'Cape Town', code: '7780' },
        { suburb: 'Sea Point', town: 'Cape Town', code: '8005' },
      ],
      (row) => [row.suburb, [row.town, row.code]],
    )
    expect(suburbs.search('77', 10).results.map((row) => row.code)).toEqual(['7700', '7780'])
    expect(suburbs.search('cape', 10).total).toBe(3)
    expect(suburbs.search('o', 10).total).toBe(3)
    expect(suburbs.search('east', 10).results.map((row) => row.suburb)).toEqual(['Rondebosch East'])
  })

  it('matches nothing for a term that is blank once normalised, and nothing across two rows', () => {
    expect(index.search(' -- ', 10)).toEqual({ total: 0, results: [] })
    expect(index.search('point cape', 10)).toEqual({ total: 0, results: [] })
    expect(new SearchIndex([], (row: string) => [row, []]).search('cape', 10)).toEqual({
      total: 0,
      results: [],
    })
  })

  // The rule, row by row: what the index must answer, however it finds the rows.
  const rowByRow = (rows: readonly string[][], term: string, limit: number) => {
    const normalised = normaliseSearchText(term)
    const ranked = rows
      .map((fields) => ({
        fields,
        rank: searchMatchRank(searchHaystack(fields[0]!, fields.slice(1)), normalised),
      }))
      .filter(({ rank }) => rank !== NO_MATCH)
    return {
      total: ranked.length,
      results: ranked
        .sort((a, b) => a.rank - b.rank)
        .slice(0, limit)
        .map(({ fields }) => fields),
    }
  }

  it('answers what testing every row in turn answers', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', 'n', ' ', '-', 'é', '1', 'ab', 'na '),
      maxLength: 12,
    })
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 3 }), { maxLength: 30 }),
        text,
        fc.integer({ min: 1, max: 5 }),
        (rows, term, limit) => {
          const searchIndex = new SearchIndex(rows, (fields) => [fields[0]!, fields.slice(1)])
          expect(searchIndex.search(term, limit)).toEqual(rowByRow(rows, term, limit))
        },
      ),
      { numRuns: 500 },
    )
  })
})
