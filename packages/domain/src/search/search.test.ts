import { describe, expect, it } from 'vitest'
import {
  autocompleteMinChars,
  canQueryAutocomplete,
  canSearchSuburbs,
  canSearchVehicles,
  searchResultMessage,
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
