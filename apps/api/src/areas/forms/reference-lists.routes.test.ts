import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('reference lists of the forms (forms spec §7, §9)', () => {
  it('GET /wyzeapi/departments: Quotes, Claims, Customer Care, Complaints with their values', async () => {
    const response = await get('/wyzeapi/departments')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      data: [
        { label: 'Quotes', value: 'quotes' },
        { label: 'Claims', value: 'claims' },
        { label: 'Customer Care', value: 'customer_care' },
        { label: 'Complaints', value: 'complaints' },
      ],
    })
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('GET /wyzeapi/beneficiary/designations: the 41 designations in the spec order', async () => {
    const response = await get('/wyzeapi/beneficiary/designations')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toHaveLength(41)
    expect(data).toEqual(SPEC_DESIGNATIONS)
  })

  it.each([
    ['/wyzeapi/beneficiary/relationships', 'Spouse'],
    ['/wyzeapi/misc/relationships', 'Self'],
  ])('GET %s: a list of relations holding %s', async (url, relation) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    const { code, data } = response.json()
    expect(code).toBe(200)
    expect(data).toContain(relation)
    for (const item of data) expect(item).toEqual(expect.any(String))
    expect(new Set(data).size).toBe(data.length)
  })

  it('needs the API key and rate token like every /wyzeapi call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/wyzeapi/departments' })
    expect(response.statusCode).toBe(401)
  })
})
