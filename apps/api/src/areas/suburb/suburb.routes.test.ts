import { readFileSync } from 'node:fs'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp, API_KEY } from '../../../test/test-app.ts'
import { suburbs } from '../../db/schema/index.ts'
import { SUBURBS_CSV_URL } from '../../../seed/suburbs.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

type Suburb = {
  id: number
  suburb: string
  town: string
  province: string
  boxCode: string | null
  streetCode: string | null
  latitude: number | null
  longitude: number | null
}
type Search = { total: number; results: Suburb[]; message: string | null }

async function search(term: string, limit?: number): Promise<Search> {
  const query = new URLSearchParams({ searchTerm: term })
  if (limit !== undefined) query.set('limit', String(limit))
  const response = await get(`/wyzeapi/sti/suburbs-lookup?${query}`)
  expect(response.statusCode).toBe(200)
  const body = response.json() as { code: number; data: Search }
  expect(body.code).toBe(200)
  return body.data
}

describe('the suburbs table', () => {
  it('holds every data row of the shipped CSV (21,128)', async () => {
    const csvRows = readFileSync(SUBURBS_CSV_URL, 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== '')
    expect(csvRows).toHaveLength(21_128)
    const [row] = await testApp.db.select({ rows: count() }).from(suburbs)
    expect(row?.rows).toBe(csvRows.length)
  })
})

describe('GET /wyzeapi/sti/suburbs-lookup (forms spec §7)', () => {
  it('finds RONDEBOSCH in CAPE TOWN, without case, name matches first, cacheable', async () => {
    const response = await get('/wyzeapi/sti/suburbs-lookup?searchTerm=rondebosch')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const { data } = response.json() as { data: Search }
    expect(data.results).toContainEqual(
      expect.objectContaining({ suburb: 'RONDEBOSCH', town: 'CAPE TOWN', province: 'Western Cape' }),
    )
    expect(data.results[0]?.suburb.startsWith('RONDEBOSCH')).toBe(true)
    expect(data.total).toBe(data.results.length)
    expect(data.message).toBeNull()
  })

  it('finds the suburbs of a street code', async () => {
    const { results, total } = await search('7700')
    expect(total).toBeGreaterThan(0)
    expect(results.some((row) => row.suburb === 'RONDEBOSCH' && row.streetCode === '7700')).toBe(true)
    expect(results.every((row) => row.streetCode === '7700' || row.boxCode === '7700')).toBe(true)
  })

  it('finds suburbs by their town', async () => {
    const { results } = await search('stellenbosch', 200)
    expect(results.some((row) => row.town === 'STELLENBOSCH' && row.suburb !== 'STELLENBOSCH')).toBe(true)
  })

  it('ranks the name starting with the term before a word, before anywhere', async () => {
    const { results } = await search('ronde', 200)
    const firstNotStart = results.findIndex((row) => !row.suburb.startsWith('RONDE'))
    if (firstNotStart >= 0)
      expect(results.slice(firstNotStart).every((row) => !row.suburb.startsWith('RONDE'))).toBe(true)
  })

  it('answers nothing found with total 0 and the spec sentence', async () => {
    const found = await search('qxzqxz')
    expect(found).toEqual({ total: 0, results: [], message: 'Could not find suburb' })
  })

  it('caps a common term at the limit (default 30) and counts every match', async () => {
    const found = await search('ext')
    expect(found.total).toBeGreaterThan(200)
    expect(found.results).toHaveLength(30)
    expect(found.message).toBe('We found too many results. Please refine your search.')
    expect((await search('ext', 5)).results).toHaveLength(5)
    expect((await search('ext', 5000)).results).toHaveLength(200)
  })

  it.each([['ab'], ['  ab  '], ['']])('refuses %j with a 400 a person can read', async (term) => {
    const response = await get(`/wyzeapi/sti/suburbs-lookup?searchTerm=${encodeURIComponent(term)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'Type at least 3 characters to search for a suburb.',
      errors: [{ path: 'searchTerm' }],
    })
  })

  it('refuses a missing term and a nonsense limit', async () => {
    expect((await get('/wyzeapi/sti/suburbs-lookup')).statusCode).toBe(400)
    const response = await get('/wyzeapi/sti/suburbs-lookup?searchTerm=rondebosch&limit=abc')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, errors: [{ path: 'limit' }] })
  })

  it('needs the rate token like every /wyzeapi call', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/wyzeapi/sti/suburbs-lookup?searchTerm=rondebosch',
      headers: { 'x-api-key': API_KEY },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /wyzeapi/sti/suburbMatch (forms spec §7)', () => {
  it('answers the row of a town and suburb, without case, with or without its street code', async () => {
    const response = await get('/wyzeapi/sti/suburbMatch?townName=Cape%20Town&suburbName=rondebosch')
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as { code: number; data: Suburb[] }
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((row) => row.suburb === 'RONDEBOSCH' && row.town === 'CAPE TOWN')).toBe(true)
    const code = data.find((row) => row.streetCode)?.streetCode
    expect(code).toBeTruthy()
    const withCode = await get(
      `/wyzeapi/sti/suburbMatch?townName=CAPE%20TOWN&suburbName=RONDEBOSCH&streetCode=${code}`,
    )
    expect(withCode.statusCode).toBe(200)
    expect((withCode.json() as { data: Suburb[] }).data.every((row) => row.streetCode === code)).toBe(true)
  })

  it.each([
    ['a suburb of another town', 'townName=JOHANNESBURG&suburbName=RONDEBOSCH'],
    ['a wrong street code', 'townName=CAPE%20TOWN&suburbName=RONDEBOSCH&streetCode=0001'],
    ['a part of the name', 'townName=CAPE%20TOWN&suburbName=RONDE'],
  ])('answers 404 for %s', async (_, query) => {
    const response = await get(`/wyzeapi/sti/suburbMatch?${query}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: 'Could not find suburb' })
  })

  it('refuses a missing town or suburb with 400', async () => {
    expect((await get('/wyzeapi/sti/suburbMatch?suburbName=RONDEBOSCH')).statusCode).toBe(400)
  })
})
