import { SUBURB_SEARCH_LIMIT, VEHICLE_SEARCH_LIMIT } from '@insure/domain/limits'
import {
  SUBURB_NOT_FOUND_MESSAGE,
  TOO_MANY_RESULTS_MESSAGE,
  VEHICLE_NOT_FOUND_MESSAGE,
} from '@insure/domain/messages'
import { describe, expect, it } from 'vitest'
import { fakeApi, signal } from '../lib/api-client.testing.ts'
import { loadSuburbOptions, loadVehicleOptions, referenceAnswer } from './search-sources.ts'

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
