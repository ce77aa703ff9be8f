import { describe, expect, it } from 'vitest'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../seed/campaign.ts'
import { API_KEY, clientCredentials, createTestApp, type TestApp } from '../../test/test-app.ts'
import { MESSAGES } from './envelope.ts'

const TOO_MANY = { code: 429, msg: MESSAGES.tooManyRequests }

type Visitor = { remoteAddress?: string; forwardedFor?: string }

function getToken(app: TestApp, { remoteAddress, forwardedFor }: Visitor = {}) {
  return app.inject({
    method: 'GET',
    url: '/global/auth/getToken',
    headers: { 'x-api-key': API_KEY, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

async function statusesOf(app: TestApp, visitors: Visitor[]): Promise<number[]> {
  const statuses: number[] = []
  for (const visitor of visitors) statuses.push((await getToken(app, visitor)).statusCode)
  return statuses
}

async function withApp(
  overrides: Parameters<typeof createTestApp>[0],
  test: (app: TestApp) => Promise<void>,
) {
  const testApp = await createTestApp(overrides)
  try {
    await test(testApp.app)
  } finally {
    await testApp.close()
  }
}

describe('API rate limits per visitor (issue 17)', () => {
  it('count each client address on its own: one over its limit leaves the other untouched', async () => {
    await withApp({ rateLimitPerMinute: 3 }, async (app) => {
      const one = { remoteAddress: '203.0.113.10' }
      const other = { remoteAddress: '203.0.113.20' }
      expect(await statusesOf(app, [one, one, one, one, other, other])).toEqual([
        200, 200, 200, 429, 200, 200,
      ])
      const refused = await getToken(app, one)
      expect(refused.json()).toEqual(TOO_MANY)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    })
  })

  it('believe X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    await withApp({ rateLimitPerMinute: 3, trustProxy: ['10.0.0.0/8'] }, async (app) => {
      const viaProxy = (address: string) => ({ remoteAddress: '10.1.2.3', forwardedFor: address })
      // Two visitors behind the load balancer: each has a budget of its own.
      expect(
        await statusesOf(app, [viaProxy('198.51.100.1'), viaProxy('198.51.100.1'), viaProxy('198.51.100.1')]),
      ).toEqual([200, 200, 200])
      expect(await statusesOf(app, [viaProxy('198.51.100.1'), viaProxy('198.51.100.2')])).toEqual([429, 200])
      // A client that is not the proxy cannot pick its address by sending the header.
      const direct = (forwardedFor: string) => ({ remoteAddress: '192.0.2.7', forwardedFor })
      expect(
        await statusesOf(app, [
          direct('198.51.100.3'),
          direct('198.51.100.4'),
          direct('198.51.100.5'),
          direct('198.51.100.6'),
        ]),
      ).toEqual([200, 200, 200, 429])
    })
  })

  it('ignore X-Forwarded-For when TRUST_PROXY is unset', async () => {
    await withApp({ rateLimitPerMinute: 3 }, async (app) => {
      const forged = ['198.51.100.7', '198.51.100.8', '198.51.100.9', '198.51.100.10'].map((address) => ({
        remoteAddress: '10.1.2.3',
        forwardedFor: address,
      }))
      expect(await statusesOf(app, forged)).toEqual([200, 200, 200, 429])
    })
  })

  it("do not count the page server's own calls: they spend no visitor's budget", async () => {
    await withApp({ rateLimitPerMinute: 3 }, async (app) => {
      for (let call = 0; call < 5; call++) {
        const response = await app.pageServer.inject({ method: 'GET', url: '/global/auth/getToken' })
        expect(response.statusCode).toBe(200)
      }
      // The page server calls from 127.0.0.1, as inject does: that visitor still has all of its budget.
      expect(await statusesOf(app, [{}, {}, {}, {}])).toEqual([200, 200, 200, 429])
    })
  })
})

describe('GET /wyzeapi/contact/campaignStatus: a tighter limit of its own (issue 17)', () => {
  it('answers 429 after 10 look-ups a minute from one visitor, while its other calls and other visitors go on', async () => {
    await withApp({}, async (app) => {
      const credentials = await clientCredentials(app)
      const idNumber = CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible[0]!
      const lookUp = (remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'GET',
          url: `/wyzeapi/contact/campaignStatus?campaignCode=FREE_LIFE&companyCode=IWYZE&zaIdNumber=${idNumber}`,
          headers: credentials.headers('GET'),
          remoteAddress,
        })
      const statuses: number[] = []
      for (let call = 0; call < 11; call++) statuses.push((await lookUp()).statusCode)
      expect(statuses).toEqual([...Array(10).fill(200), 429])
      expect((await lookUp()).json()).toEqual(TOO_MANY)
      expect((await getToken(app)).statusCode).toBe(200)
      expect((await lookUp('203.0.113.30')).statusCode).toBe(200)
    })
  })

  it('counts the look-ups a form sends through the page server against the visitor who sent it', async () => {
    await withApp({}, async (app) => {
      const idNumber = CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible[0]!
      const url = `/wyzeapi/contact/campaignStatus?campaignCode=FREE_LIFE&companyCode=IWYZE&zaIdNumber=${idNumber}`
      const forVisitor = (visitor?: string) =>
        app.pageServer.inject({ method: 'GET', url, ...(visitor ? { visitor } : {}) })
      const statuses: number[] = []
      for (let call = 0; call < 11; call++) statuses.push((await forVisitor('203.0.113.40')).statusCode)
      expect(statuses).toEqual([...Array(10).fill(200), 429])
      // The same visitor calling the API itself shares that budget; another visitor and the page
      // server's own calls (no visitor named) do not.
      const credentials = await clientCredentials(app)
      const direct = await app.inject({
        method: 'GET',
        url,
        headers: credentials.headers('GET'),
        remoteAddress: '203.0.113.40',
      })
      expect(direct.statusCode).toBe(429)
      expect((await forVisitor('203.0.113.41')).statusCode).toBe(200)
      expect((await forVisitor()).statusCode).toBe(200)
    })
  })
})
