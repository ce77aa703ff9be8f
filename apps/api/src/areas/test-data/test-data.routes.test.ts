import { isValidPhoneNumber } from '@insure/domain/phone'
import { parseSaIdNumber } from '@insure/domain/sa-id'
import { ageOn, type TestPerson as Person } from '@insure/domain/test-data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'

async function appWith(testMode: boolean) {
  const testApp = await createTestApp({ testMode })
  const credentials = await clientCredentials(testApp.app)
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })
  return { ...testApp, get }
}

describe('GET /wyzeapi/test-data/person outside test mode', () => {
  let testApp: Awaited<ReturnType<typeof appWith>>
  beforeAll(async () => {
    testApp = await appWith(false)
  })
  afterAll(() => testApp.close())

  it('does not exist: 404 in the JSON envelope', async () => {
    const response = await testApp.get('/wyzeapi/test-data/person')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: 'Not found.' })
  })
})

describe('GET /wyzeapi/test-data/person in test mode (shell spec §4 generateData, forms spec §7)', () => {
  let testApp: Awaited<ReturnType<typeof appWith>>
  beforeAll(async () => {
    testApp = await appWith(true)
  })
  afterAll(() => testApp.close())

  async function person(query = ''): Promise<Person> {
    const response = await testApp.get(`/wyzeapi/test-data/person${query}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json() as { code: number; data: Person }
    expect(body.code).toBe(200)
    return body.data
  }

  it('answers a person with the crawler item fields and a valid ID number, aged 20 to 64 by default', async () => {
    const today = new Date()
    for (let index = 0; index < 10; index += 1) {
      const found = await person()
      expect(found).toEqual({
        id: expect.stringMatching(/^test-\d{10}$/),
        name: expect.any(String),
        surname: expect.any(String),
        email: expect.stringMatching(/@example\.com$/),
        phone: expect.stringMatching(/^0[678]\d{8}$/),
        idNumber: expect.stringMatching(/^\d{13}$/),
        dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        gender: expect.stringMatching(/^(Female|Male)$/),
      })
      expect(parseSaIdNumber(found.idNumber, today)).toEqual({
        dateOfBirth: found.dateOfBirth,
        gender: found.gender,
        isCitizen: true,
      })
      expect(isValidPhoneNumber(found.phone)).toBe(true)
      const age = ageOn(found.dateOfBirth, today)
      expect(age).toBeGreaterThanOrEqual(20)
      expect(age).toBeLessThanOrEqual(64)
    }
  })

  it.each([
    ['?minAge=30&maxAge=35', 30, 35],
    ['?minAge=18&maxAge=18', 18, 18],
    ['?minAge=99&maxAge=99', 99, 99],
    ['?minAge=60', 60, 64],
    ['?maxAge=25', 20, 25],
  ])('%s gives ages %i to %i', async (query, minAge, maxAge) => {
    for (let index = 0; index < 5; index += 1) {
      const age = ageOn((await person(query)).dateOfBirth, new Date())
      expect(age).toBeGreaterThanOrEqual(minAge)
      expect(age).toBeLessThanOrEqual(maxAge)
    }
  })

  it.each([
    ['?minAge=17', 'minAge'],
    ['?maxAge=100', 'maxAge'],
    ['?minAge=abc', 'minAge'],
    ['?minAge=30.5', 'minAge'],
    ['?minAge=40&maxAge=30', 'minAge'],
    ['?minAge=70', 'minAge'],
  ])('%s is refused with 400 naming %s', async (query, path) => {
    const response = await testApp.get(`/wyzeapi/test-data/person${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json() as { code: number; msg: string; errors: { path: string }[] }
    expect(body.code).toBe(400)
    expect(body.errors.map((error) => error.path)).toContain(path)
  })

  it('needs the API key like every /wyzeapi call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/wyzeapi/test-data/person' })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
