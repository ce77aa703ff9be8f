import { describe, expect, it } from 'vitest'
import { SESSION_TTL_MS } from '@insure/domain/session'
import type { ApiClient } from './api-client.ts'
import { campaignIdOf } from './campaign-id.ts'
import {
  currentSession,
  gapQuoteSessionFields,
  memorySessionStore,
  newSession,
  quickQuoteResultFields,
  syncSessionWithServer,
  type SiteSession,
  type VisitContext,
} from './session.client.ts'

const visit = (overrides: Partial<VisitContext> = {}): VisitContext => ({
  url: 'https://www.example.co.za/home/summer?ucid=CAMP42&ff=legal,lifeV2',
  referrer: '',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  platform: 'Linux armv8l',
  featureFlagCookie: undefined,
  companyCode: 'IWYZE',
  callCentre: false,
  testMode: false,
  environmentFlags: [],
  nowMs: Date.UTC(2026, 10, 21),
  ...overrides,
})

describe('a new session (shell spec §4)', () => {
  it('records user agent, platform, URL, campaign id, landing slug and the ff flags', () => {
    expect(newSession(visit())).toMatchObject({
      browser: 'Mozilla/5.0 (Linux; Android 14)',
      operatingSystem: 'Linux armv8l',
      location: 'https://www.example.co.za/home/summer?ucid=CAMP42&ff=legal,lifeV2',
      uci: 'CAMP42',
      landingSlug: 'summer',
      featureFlags: ['legal', 'life_v2'],
      createDateMilliseconds: Date.UTC(2026, 10, 21),
      transactionOriginOnline: true,
      viewableScripts: [],
      pendingScripts: [],
    })
  })

  it.each([
    ['the query string', 'https://site.example/?ucid=Q1', 'https://google.example/?ucid=R1', 'Q1'],
    [
      'the referrer when the query has none',
      'https://site.example/',
      'https://partner.example/x?ucid=R1',
      'R1',
    ],
    ['nowhere', 'https://site.example/', '', null],
  ])('takes the campaign id from %s', (_case, url, referrer, expected) => {
    expect(campaignIdOf(url, referrer)).toBe(expected)
  })

  it('takes flags from the ff cookie, the ff query parameter and the environment', () => {
    const flags = newSession(
      visit({ featureFlagCookie: 'adb,multipleVaps', environmentFlags: ['callback_gender'] }),
    ).featureFlags
    expect(flags.sort()).toEqual(['adb', 'callback_gender', 'legal', 'life_v2', 'multiple_vaps'])
  })

  it('adds debug on localhost in test mode only', () => {
    expect(newSession(visit({ url: 'http://localhost:3000/', testMode: true })).featureFlags).toContain(
      'debug',
    )
    expect(newSession(visit({ url: 'http://localhost:3000/' })).featureFlags).not.toContain('debug')
  })
})

describe('the stored session', () => {
  it('is kept for 7 days and replaced after', () => {
    const store = memorySessionStore()
    const first = { ...newSession(visit()), hashedSessionId: 'abc' }
    store.write(JSON.stringify(first))
    const later = (ms: number) => currentSession(store, visit({ nowMs: first.createDateMilliseconds + ms }))
    expect(later(SESSION_TTL_MS).hashedSessionId).toBe('abc')
    expect(later(SESSION_TTL_MS + 1).hashedSessionId).toBeUndefined()
  })

  it("keeps an agent's script lists, and gives a session stored without them empty ones", () => {
    const store = memorySessionStore()
    const scripts = { viewableScripts: ['page-a', 'page-b'], pendingScripts: ['page-c'] }
    store.write(JSON.stringify({ ...newSession(visit({ callCentre: true })), ...scripts }))
    expect(currentSession(store, visit({ callCentre: true }))).toMatchObject(scripts)
    const { viewableScripts: _viewable, pendingScripts: _pending, ...older } = newSession(visit())
    store.write(JSON.stringify(older))
    expect(currentSession(store, visit())).toMatchObject({ viewableScripts: [], pendingScripts: [] })
  })

  it('is replaced when it is unreadable or from the other company', () => {
    const store = memorySessionStore()
    store.write('{not json')
    expect(currentSession(store, visit()).hashedSessionId).toBeUndefined()
    store.write(JSON.stringify({ ...newSession(visit()), hashedSessionId: 'abc' }))
    expect(currentSession(store, visit({ companyCode: 'OM' })).hashedSessionId).toBeUndefined()
  })
})

describe('the session on the server', () => {
  function recordingApi() {
    const calls: [string, string, unknown][] = []
    const api: ApiClient = {
      get: async () => ({}) as never,
      post: async (path, body) => {
        calls.push(['POST', path, body])
        // session/create answers the id as a list (forms spec §7).
        return {
          hashedSessionId: ['hs1'],
          cid: 'c1',
          environments: [{ key: 'NEW_CLAIMS', value: '1' }],
        } as never
      },
      put: async (path, body) => {
        calls.push(['PUT', path, body])
        return { hashedSessionId: 'hs1', cid: 'c1', environments: [] } as never
      },
    }
    return { api, calls }
  }

  it('is created when the session has no id, and updated when it has one', async () => {
    const { api, calls } = recordingApi()
    const created = await syncSessionWithServer(newSession(visit()), api)
    expect(created).toMatchObject({
      hashedSessionId: 'hs1',
      contactId: 'c1',
      environments: [{ key: 'NEW_CLAIMS', value: '1' }],
    })
    await syncSessionWithServer(created, api)
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'POST /wyzeapi/session/create',
      'PUT /wyzeapi/session/update',
    ])
    expect(calls[1]![2]).toMatchObject({ hashedSessionId: 'hs1' })
  })

  it('is not created in call-centre mode', async () => {
    const { api, calls } = recordingApi()
    await syncSessionWithServer(newSession(visit({ callCentre: true })), api)
    expect(calls).toEqual([])
  })
})

describe("the session's fields after each step (shell spec §3)", () => {
  const footer = [
    { id: 1, name: 'car', title: 'Car Insurance' },
    { id: 2, name: 'life', title: 'Life Cover' },
  ]
  const carResult = { productCode: 'car', hashedProductId: 'p-car', result: { premium: 45_000 } }
  const lifeResult = { productCode: 'life', hashedProductId: 'p-life', result: { premium: 23_000 } }

  it.each([
    [
      'a visit starts: the footer items the shell shows, no quote resumed',
      () => newSession(visit({ footer })),
      { footer, resumeQuote: null },
    ],
    [
      'a resume link opens: resumeQuote names its quote',
      () => newSession(visit({ url: 'https://www.example.co.za/resume-quote/Q7x-2b' })),
      { resumeQuote: 'Q7x-2b' },
    ],
    [
      'a later page of the same visit keeps the quote resumed',
      () => {
        const store = memorySessionStore()
        store.write(
          JSON.stringify(newSession(visit({ url: 'https://www.example.co.za/resume-quote/Q7x-2b' }))),
        )
        return currentSession(store, visit({ url: 'https://www.example.co.za/quote' }))
      },
      { resumeQuote: 'Q7x-2b' },
    ],
    [
      'a first quick quote: its result, value and selectedCover; no backup yet',
      () => quickQuoteResultFields(carResult, { premium: 45_000, cover: 30_000_000 }, null),
      {
        qqResult: carResult,
        qqValue: { premium: 45_000, cover: 30_000_000 },
        selectedCover: 30_000_000,
        qqResultBackup: null,
      },
    ],
    [
      'a second quick quote: the first result becomes qqResultBackup',
      () =>
        quickQuoteResultFields(lifeResult, { premium: 23_000, cover: 100_000_000 }, {
          qqResult: carResult,
        } as unknown as SiteSession),
      { qqResult: lifeResult, selectedCover: 100_000_000, qqResultBackup: carResult },
    ],
    [
      'a GAP quote’s page: gapQuoteSession, whose id is the GAP quote’s, with the premium accepted',
      () =>
        gapQuoteSessionFields({
          productCode: 'gap',
          hashedQuoteId: 'Gq7-2b',
          premiumCents: 18_950,
          policyNumber: null,
        }),
      { gapQuoteSession: { premium: 18_950, policyNo: null, gapQuoteSessionId: 'Gq7-2b' } },
    ],
    [
      'a GAP quote bought: gapQuoteSession holds its policy number',
      () =>
        gapQuoteSessionFields({
          productCode: 'gap',
          hashedQuoteId: 'Gq7-2b',
          premiumCents: 18_950,
          policyNumber: 'GAP-000123',
        }),
      { gapQuoteSession: { premium: 18_950, policyNo: 'GAP-000123', gapQuoteSessionId: 'Gq7-2b' } },
    ],
    [
      'a quick quote that does not qualify: no value, no cover',
      () => quickQuoteResultFields(lifeResult, null, null),
      { qqValue: null, selectedCover: null },
    ],
  ] as const)('%s', (_row, step, expected) => {
    expect(step()).toMatchObject(expected)
  })
})

describe('gapQuoteSession is written by the GAP pages only', () => {
  it('writes nothing for a quote of another product', () => {
    expect(
      gapQuoteSessionFields({
        productCode: 'life',
        hashedQuoteId: 'L1',
        premiumCents: 23_000,
        policyNumber: null,
      }),
    ).toEqual({})
  })
})
