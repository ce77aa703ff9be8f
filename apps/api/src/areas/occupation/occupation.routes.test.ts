import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectGetListRefusals } from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { occupations } from '../../db/schema/index.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

type Occupation = { code: string; title: string }
type Search = { total: number; results: Occupation[]; message: string | null }

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

async function search(query: string, limit?: number): Promise<Search> {
  const params = new URLSearchParams({ query })
  if (limit !== undefined) params.set('limit', String(limit))
  const response = await get(`/wyzeapi/wtf/occupations?${params}`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  const body = response.json() as { code: number; data: Search }
  expect(body.code).toBe(200)
  return body.data
}

const TOO_SHORT = 'Type at least 2 characters to search for an occupation.'

describe('the occupations table', () => {
  it("holds ISCO-08's 436 unit groups and our four for a person not employed", async () => {
    const [all] = await testApp.db.select({ rows: count() }).from(occupations)
    expect(all?.rows).toBe(440)
    const rows = await testApp.db.select().from(occupations)
    expect(rows.filter((row) => /^\d{4}$/.test(row.code))).toHaveLength(436)
    expect(rows).toContainEqual({ code: '2411', title: 'Accountants' })
    expect(rows).toContainEqual({ code: 'RETIRED', title: 'Retired or pensioner' })
  })
})

describe('GET /wyzeapi/wtf/occupations?query (forms spec §7), searched like the suburbs', () => {
  it('a title starting with the term comes first, then a word starting with it', async () => {
    const found = await search('nurs')
    expect(found.results.slice(0, 2).map((row) => row.title)).toEqual([
      'Nursing associate professionals',
      'Nursing professionals',
    ])
    expect(found.results.map((row) => row.title)).toContain('Gardeners, horticultural and nursery growers')
    expect(found.message).toBeNull()
  })

  it.each([
    ['teacher', 'Secondary education teachers'],
    ['ACCOUNTANT', 'Accountants'],
    ['accòuntant', 'Accountants'],
    ['  plumber ', 'Plumbers and pipe fitters'],
    ['taxi', 'Car, taxi and van drivers'],
    ['2411', 'Accountants'],
    ['student', 'Student'],
    ['pension', 'Retired or pensioner'],
  ])('%j finds %s', async (query, title) => {
    expect((await search(query)).results.map((row) => row.title)).toContain(title)
  })

  it('lists 30 by default and counts every match; limit lists fewer', async () => {
    const all = await search('er')
    expect(all.results).toHaveLength(30)
    expect(all.total).toBeGreaterThan(30)
    const five = await search('er', 5)
    expect(five.results).toEqual(all.results.slice(0, 5))
    expect(five.total).toBe(all.total)
  })

  it('no match: an empty list and "No results available." (forms spec §8)', async () => {
    expect(await search('xyzzy')).toEqual({ total: 0, results: [], message: 'No results available.' })
  })

  it.each([
    ['no query', '/wyzeapi/wtf/occupations', TOO_SHORT],
    ['one character', '/wyzeapi/wtf/occupations?query=a', TOO_SHORT],
    ['one character between spaces', '/wyzeapi/wtf/occupations?query=%20a%20', TOO_SHORT],
    ['spaces only', '/wyzeapi/wtf/occupations?query=%20%20%20', TOO_SHORT],
  ])('400 for %s (autocomplete minimum 2, forms spec §5)', async (_, url, message) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: message, errors: [{ path: 'query', message }] })
  })

  it.each([
    ['a query of 101 characters', `query=${'a'.repeat(101)}`],
    ['limit 0', 'query=nurse&limit=0'],
    ['a limit in words', 'query=nurse&limit=ten'],
    ['a NUL in the query', 'query=nu%00rse'],
  ])('400 in the envelope for %s', async (_, query) => {
    const response = await get(`/wyzeapi/wtf/occupations?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: expect.any(String) })
  })

  it('401 without the rate token, 405 for a POST, 400 for a NUL in the query', async () => {
    await expectGetListRefusals(testApp.app, credentials, '/wyzeapi/wtf/occupations')
  })
})
