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

  it('needs the API key and rate token like every /wyzeapi call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/wyzeapi/departments' })
    expect(response.statusCode).toBe(401)
  })
})
