import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { vehicles } from '../../db/schema/index.ts'
import { VEHICLE_MODELS, vehicleSeeds, vehicleValueCents } from '../../../seed/data/vehicles.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

type Vehicle = {
  code: string
  year: number
  make: string
  model: string
  description: string
  bodyType: string
  engineCc: number
  valueCents: number
}
type Search = { total: number; results: Vehicle[]; message: string | null }

async function search(query: string): Promise<Search> {
  const response = await get(`/wyzeapi/wtf/autocomplete/vehicleSearch?${query}`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  return (response.json() as { data: Search }).data
}

describe('the vehicle catalogue', () => {
  it('is seeded whole: a few thousand rows, 2006 to 2026, one code per variant', async () => {
    const seeds = vehicleSeeds()
    expect(seeds.length).toBeGreaterThan(2000)
    const [row] = await testApp.db.select({ rows: count() }).from(vehicles)
    expect(row?.rows).toBe(seeds.length)
    expect(Math.min(...seeds.map((seed) => seed.year))).toBe(2006)
    expect(Math.max(...seeds.map((seed) => seed.year))).toBe(2026)
    expect(seeds.every((seed) => /^\d{8}$/.test(seed.code))).toBe(true)
  })

  it('values a variant less the older it is (our rule, not market data)', () => {
    expect(vehicleValueCents(300_000, 0, 2026)).toBe(30_000_000)
    expect(vehicleValueCents(300_000, 0, 2025)).toBe(24_000_000)
    expect(vehicleValueCents(300_000, 0, 2024)).toBeLessThan(vehicleValueCents(300_000, 0, 2025))
    expect(vehicleValueCents(300_000, 1, 2026)).toBe(33_000_000)
    expect(vehicleValueCents(100_000, 0, 2006)).toBe(1_500_000)
  })
})

describe('GET /wyzeapi/wtf/autocomplete/vehicleSearch (forms spec §7)', () => {
  it('finds a model of a year, without case, 10 by default', async () => {
    const found = await search('year=2015&term=polo')
    expect(found.results.length).toBeGreaterThan(0)
    expect(found.results.length).toBeLessThanOrEqual(10)
    expect(found.results.every((row) => row.year === 2015 && row.model.includes('POLO'))).toBe(true)
    expect(found.results[0]).toMatchObject({
      make: 'VOLKSWAGEN',
      description: expect.stringMatching(/^VOLKSWAGEN POLO/),
    })
    expect(found.message).toBeNull()
  })

  it('finds by make and model together, and by engine size', async () => {
    const found = await search('year=2020&term=toyota%20hilux')
    expect(found.results.every((row) => row.make === 'TOYOTA' && row.model === 'HILUX')).toBe(true)
    expect(found.total).toBe(VEHICLE_MODELS.TOYOTA!.find((spec) => spec.model === 'HILUX')!.engines.length)
    const litres = await search('year=2020&term=hilux%202.8')
    expect(litres.results.map((row) => row.engineCc)).toEqual([2755])
  })

  it('answers none with total 0 and the spec sentence', async () => {
    expect(await search('year=2020&term=qxzqxz')).toEqual({
      total: 0,
      results: [],
      message: 'Could not find vehicle.',
    })
    expect((await search('year=2006&term=starlet')).total).toBe(0)
  })

  it('caps a common term at the limit and counts every match', async () => {
    const found = await search('term=suv&limit=500')
    expect(found.total).toBeGreaterThan(200)
    expect(found.results).toHaveLength(200)
    expect(found.message).toBe('We found too many results. Please refine your search.')
  })

  it('refuses a term under 3 characters with a 400 a person can read', async () => {
    const response = await get('/wyzeapi/wtf/autocomplete/vehicleSearch?year=2020&term=vw')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'Type at least 3 characters to search for a vehicle.',
      errors: [{ path: 'term' }],
    })
    expect((await get('/wyzeapi/wtf/autocomplete/vehicleSearch?year=abc&term=polo')).statusCode).toBe(400)
  })
})

describe('GET /wyzeapi/wtf/sti/car/vehicle/makes and /{make}/models (forms spec §7)', () => {
  it('lists every make, or those matching the query', async () => {
    const all = await get('/wyzeapi/wtf/sti/car/vehicle/makes')
    expect(all.statusCode).toBe(200)
    expect((all.json() as { data: string[] }).data).toEqual(Object.keys(VEHICLE_MODELS))
    const some = await get('/wyzeapi/wtf/sti/car/vehicle/makes?query=toy')
    expect((some.json() as { data: string[] }).data).toEqual(['TOYOTA'])
    const rover = await get('/wyzeapi/wtf/sti/car/vehicle/makes?query=rover')
    expect((rover.json() as { data: string[] }).data).toEqual(['LAND ROVER'])
  })

  it('lists the models of a make without case, 404 for an unknown make', async () => {
    const response = await get('/wyzeapi/wtf/sti/car/vehicle/mercedes-benz/models')
    expect(response.statusCode).toBe(200)
    const models = (response.json() as { data: string[] }).data
    expect(models).toEqual([...VEHICLE_MODELS['MERCEDES-BENZ']!.map((spec) => spec.model)].sort())
    const land = await get('/wyzeapi/wtf/sti/car/vehicle/Land%20Rover/models')
    expect((land.json() as { data: string[] }).data).toContain('DEFENDER')
    const unknown = await get('/wyzeapi/wtf/sti/car/vehicle/TRABANT/models')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, msg: 'We do not know this vehicle make.' })
  })
})

describe('makes and models: bad input gets a 4xx envelope or an empty answer, never a 5xx', () => {
  it.each([
    ['a query over 100 characters', `/wyzeapi/wtf/sti/car/vehicle/makes?query=${'a'.repeat(101)}`, 'query'],
    ['the query twice', '/wyzeapi/wtf/sti/car/vehicle/makes?query=toy&query=bmw', 'query'],
  ])('%s: 400 naming the field', async (_, url, path) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, errors: [expect.objectContaining({ path })] })
    expect(typeof response.json().msg).toBe('string')
  })

  const EVERY_MAKE = Object.keys(VEHICLE_MODELS)
  it.each([
    ['markup', '<script>alert(1)</script>', []],
    ['SQL', "' OR 1=1 --", []],
    ['a make no one sells', 'Trabant', []],
    // Nothing to search for is no query at all.
    ['a wildcard', '%', EVERY_MAKE],
    ['an asterisk', '*', EVERY_MAKE],
    ['spaces only', '   ', EVERY_MAKE],
  ])('a query of %s: 200 with the makes it matches', async (_, query, makes) => {
    const response = await get(`/wyzeapi/wtf/sti/car/vehicle/makes?query=${encodeURIComponent(query)}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, data: makes })
  })

  it('a make longer than any route takes: 404 with the envelope', async () => {
    const response = await get(`/wyzeapi/wtf/sti/car/vehicle/${'A'.repeat(101)}/models`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404 })
    expect(typeof response.json().msg).toBe('string')
  })

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['SQL', "' OR 1=1 --"],
    ['a wildcard', '%'],
  ])('models of a make of %s: 404 with the envelope', async (_, make) => {
    const response = await get(`/wyzeapi/wtf/sti/car/vehicle/${encodeURIComponent(make)}/models`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: 'We do not know this vehicle make.' })
  })
})
