import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectGetListRefusals } from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

/** The 41 beneficiary designations of forms spec §3, copied from the spec in its order. */
const SPEC_DESIGNATIONS =
  'Additional child, Additional partner, Adult child, Aunt, Benefactor to children, Broker, Brother, Charity, Child, Cousin, Daughter in law, Dependant, Disabled child, Employee, Employer, Estate, Extended family, Father in law, Fiancé, Friend, Grandchild, Grandfather, Grandparent, Guardian, Housekeeper, Intermediary, Mother in law, Nephew/ niece, Noted interest, Other, Parent, Partner, Policy Payer, Self, Sister, Son in law, Spouse, Stillborn child, Supplier, Third party insurer, Uncle'.split(
    ', ',
  )

async function listOf(url: string): Promise<string[]> {
  const response = await get(url)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  const body = response.json() as { code: number; data: string[] }
  expect(body.code).toBe(200)
  return body.data
}

describe('GET /wyzeapi/beneficiary/designations', () => {
  it('the 41 designations in the spec order', async () => {
    expect(await listOf('/wyzeapi/beneficiary/designations')).toEqual(SPEC_DESIGNATIONS)
  })
})

describe('the relationships: one vocabulary with the designations', () => {
  it.each([
    [
      '/wyzeapi/beneficiary/relationships',
      ['Spouse', 'Partner', 'Child', 'Parent', 'Brother', 'Sister'],
      ['Self', 'Estate', 'Charity'],
    ],
    [
      '/wyzeapi/misc/relationships',
      ['Self', 'Spouse', 'Child', 'Parent', 'Mother in law', 'Extended family'],
      ['Estate', 'Broker'],
    ],
  ])('%s: holds %j, not %j; each a designation, listed once', async (url, holds, lacks) => {
    const relations = await listOf(url)
    for (const relation of holds) expect(relations).toContain(relation)
    for (const relation of lacks) expect(relations).not.toContain(relation)
    expect(relations.filter((relation) => !SPEC_DESIGNATIONS.includes(relation))).toEqual([])
    expect(new Set(relations).size).toBe(relations.length)
  })
})

describe('bad requests to the lists', () => {
  it.each([
    '/wyzeapi/beneficiary/designations',
    '/wyzeapi/beneficiary/relationships',
    '/wyzeapi/misc/relationships',
  ])('%s: 401 without the rate token, 405 for a POST, 400 for a NUL in the query', async (url) => {
    await expectGetListRefusals(testApp.app, credentials, url)
  })
})
