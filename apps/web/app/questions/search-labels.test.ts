import { VEHICLE_MODEL_YEARS_BACK } from '@insure/domain/limits'
import { describe, expect, it } from 'vitest'
import { randText, readableCase, suburbLabel, vehicleModelYears } from './search-labels.ts'

describe('names in capitals are shown in title case', () => {
  it.each([
    ['RONDEBOSCH', 'Rondebosch'],
    ['CAPE TOWN', 'Cape Town'],
    ["KING WILLIAM'S TOWN", "King William's Town"],
    ['KWA-MASHU', 'Kwa-Mashu'],
    ['PORT ST. JOHNS', 'Port St. Johns'],
    ['MOTHERWELL NU 10', 'Motherwell Nu 10'],
    ['ÉLANDSKRAAL', 'Élandskraal'],
    ['Western Cape', 'Western Cape'],
    ['deVilliers', 'deVilliers'],
    ['', ''],
  ])('%j is %j', (name, shown) => {
    expect(readableCase(name)).toBe(shown)
  })
})

describe('a suburb as the list shows it (forms spec §2)', () => {
  it.each([
    [{ suburb: 'RONDEBOSCH', town: 'CAPE TOWN', streetCode: '7700' }, 'Rondebosch, Cape Town (7700)'],
    [{ suburb: 'AANDRUS', town: 'BLOEMFONTEIN', streetCode: null }, 'Aandrus, Bloemfontein'],
    [{ suburb: 'AANDRUS', town: 'BLOEMFONTEIN', streetCode: ' ' }, 'Aandrus, Bloemfontein'],
  ])('%j is %j', (suburb, shown) => {
    expect(suburbLabel(suburb)).toBe(shown)
  })
})

describe('the model years of the vehicle search', () => {
  it('are this year back 20 years, newest first', () => {
    const years = vehicleModelYears(new Date(2026, 10, 22))
    expect(years).toHaveLength(VEHICLE_MODEL_YEARS_BACK + 1)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(2006)
    expect([...years].sort((a, b) => b - a)).toEqual(years)
  })
})

describe('our indicative value in rands', () => {
  it.each([
    [12345600, 'R 123 456.00'],
    [1500000, 'R 15 000.00'],
    [0, 'R 0.00'],
  ])('%i cents is %j', (cents, shown) => {
    expect(randText(cents)).toBe(shown)
  })
})
