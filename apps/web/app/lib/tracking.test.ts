import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts'
import { createTracker, type IdentifyFields } from './tracking.ts'

/** A browser window with local storage and an empty data layer (tracking runs only in the browser). */
function browserWindow(consent: string | null) {
  const stored = new Map<string, string>(consent ? [[COOKIE_CONSENT_KEY, consent]] : [])
  const window = {
    dataLayer: undefined as Record<string, unknown>[] | undefined,
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: () => {} },
  }
  vi.stubGlobal('window', window)
  return window
}

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => vi.unstubAllGlobals())

const HASH_OF_MOBILE = 'a'.repeat(64)
const HASH_OF_ID_NUMBER = 'b'.repeat(64)

const visitor: IdentifyFields = {
  mobile: HASH_OF_MOBILE,
  name: 'Thandi',
  surname: 'Mokoena',
  email: 'thandi@example.co.za',
  citizenId: HASH_OF_ID_NUMBER,
}

describe("analytics' identify in the data layer (shell spec §7)", () => {
  it.each([
    [
      'tracking on, cookies accepted: the spec fields, mobile and citizenId as keyed hashes',
      true,
      'accepted',
      visitor,
      [{ event: 'identify', ...visitor }],
    ],
    ['tracking on, the cookie banner not answered: nothing', true, null, visitor, []],
    ['tracking off for the company, cookies accepted: nothing', false, 'accepted', visitor, []],
    [
      'no ID number given (a call-back): no citizenId',
      true,
      'accepted',
      { ...visitor, citizenId: null, email: null },
      [{ event: 'identify', mobile: HASH_OF_MOBILE, name: 'Thandi', surname: 'Mokoena' }],
    ],
    [
      'a field the spec does not list is not sent',
      true,
      'accepted',
      { ...visitor, idNumber: '8506155009084', phone: '0821234567' } as IdentifyFields,
      [{ event: 'identify', ...visitor }],
    ],
  ] as const)('%s', (_row, enabled, consent, fields, expected) => {
    const window = browserWindow(consent)
    createTracker({ enabled, callCentre: false, env: 'test' }).identify(fields)
    expect(window.dataLayer ?? []).toEqual(expected)
  })
})

describe('click events carry ucId and subProduct (shell spec §7)', () => {
  it.each([
    [
      'a main product: subProduct null, the session campaign id as ucId',
      'summer-2026',
      { product: 'car' },
      { product: 'car', subProduct: null, ucId: 'summer-2026' },
    ],
    [
      "a VAP option: VAP's sub-product",
      'summer-2026',
      { product: 'vapsscratchanddent' },
      { product: 'vap', subProduct: 'vapsscratchanddent', ucId: 'summer-2026' },
    ],
    [
      "home contents: home's sub-product",
      null,
      { product: 'contents' },
      { product: 'home', subProduct: 'contents' },
    ],
    ['no campaign id in the session: no ucId', null, { phoneNumber: '0861 49 93 00' }, {}],
  ] as const)('%s', (_row, ucId, fields, expected) => {
    const window = browserWindow(null)
    createTracker({ enabled: true, callCentre: false, env: 'test', ucId }).click('start_quote', fields)
    expect(window.dataLayer).toEqual([
      { event: 'start_quote', ...fields, ...expected, callCentre: false, env: 'test' },
    ])
  })
})
