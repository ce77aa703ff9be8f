import { describe, expect, it } from 'vitest'
import { distanceKm } from '../supplier/index.ts'
import {
  PROVINCE_ROAD_FACTORS,
  estimatedRoute,
  estimatedRouting,
  provinceOf,
  roadFactorBetween,
} from './index.ts'

const SANDTON = { latitude: -26.107, longitude: 28.057 }
const SOWETO = { latitude: -26.249, longitude: 27.854 }
const DURBAN = { latitude: -29.858, longitude: 31.029 }
const CAPE_TOWN = { latitude: -33.925, longitude: 18.424 }
const UPINGTON = { latitude: -28.447, longitude: 21.256 }
const POLOKWANE = { latitude: -23.904, longitude: 29.469 }
const GQEBERHA = { latitude: -33.96, longitude: 25.602 }

describe('the province of a position (the nearest province point)', () => {
  it.each([
    ['Sandton', 'Gauteng', SANDTON],
    ['Durban', 'KwaZulu-Natal', DURBAN],
    ['Cape Town', 'Western Cape', CAPE_TOWN],
    ['Upington', 'Northern Cape', UPINGTON],
    ['Polokwane', 'Limpopo', POLOKWANE],
    ['Gqeberha', 'Eastern Cape', GQEBERHA],
  ] as const)('%s is in %s', (_place, province, position) => {
    expect(provinceOf(position)).toBe(province)
  })
})

describe('the estimated route (shell spec §2: distance text and duration text per leg)', () => {
  it.each([
    ['within Gauteng: its factor', 1.25, SANDTON, SOWETO],
    ['Gauteng to KwaZulu-Natal: the mean of both', 1.325, SANDTON, DURBAN],
    ['within the Western Cape', 1.35, CAPE_TOWN, { latitude: -33.93, longitude: 18.86 }],
  ] as const)('%s (road factor %s)', (_row, factor, origin, destination) => {
    expect(roadFactorBetween(origin, destination)).toBe(factor)
    const route = estimatedRoute(origin, destination)
    expect(route.estimated).toBe(true)
    expect(route.legs).toHaveLength(1)
    const [leg] = route.legs
    expect(leg!.roadKm).toBeCloseTo(distanceKm(origin, destination) * factor, 6)
    expect(leg!.line).toEqual([origin, destination])
    expect(leg!.distanceText).toMatch(/^\d+(\.\d)? km$/)
    expect(leg!.durationText).toMatch(/^(\d+ min|\d+ h( \d+ min)?)$/)
  })

  it('every factor is between 1.2 and 1.4, as the explanation says', () => {
    for (const factor of Object.values(PROVINCE_ROAD_FACTORS)) {
      expect(factor).toBeGreaterThanOrEqual(1.2)
      expect(factor).toBeLessThanOrEqual(1.4)
    }
  })

  it('the site routing service answers the estimate', async () => {
    await expect(estimatedRouting.route(SANDTON, SOWETO)).resolves.toEqual(estimatedRoute(SANDTON, SOWETO))
  })
})
