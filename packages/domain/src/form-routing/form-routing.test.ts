import { describe, expect, it } from 'vitest'
import { DEPARTMENT_VALUES, PRODUCT_CODES, type Department, type ProductCode } from '../catalogue/index.ts'
import {
  FORM_ENDPOINTS,
  ROUTING_ENVIRONMENTS,
  callbackEndpoint,
  claimEndpoint,
  contactUsEndpoint,
  isEnvironmentOn,
  type SessionEnvironment,
} from './index.ts'

const CMP2 = '/wyzeapi/cmp2/submitCmp2ContactUs'
const CALLBACK = '/wyzeapi/cc/submitCallback'
const CONTACT_US = '/wyzeapi/wtf/submitContactUs'
const LEGAL_QUERY = '/wyzeapi/wtf3/digicall/legalQuery'
const CLAIM = '/wyzeapi/claims/submit'

const VAPS: readonly (ProductCode | null)[] = ['vap', 'vapsscratchanddent', 'vapstyreandrim']
const ALL_PRODUCTS: readonly (ProductCode | null)[] = [...PRODUCT_CODES, null]

/** Every combination of the three routing environments, each on ('1') or off ('0', or absent). */
type Flags = { newCustomerCare: boolean; newClaims: boolean; legalClaims: boolean }
const FLAG_COMBINATIONS: Flags[] = [false, true].flatMap((newCustomerCare) =>
  [false, true].flatMap((newClaims) =>
    [false, true].map((legalClaims) => ({ newCustomerCare, newClaims, legalClaims })),
  ),
)
function environmentsOf(flags: Flags, off: '0' | 'absent' = '0'): SessionEnvironment[] {
  return (Object.keys(ROUTING_ENVIRONMENTS) as (keyof Flags)[]).flatMap((name) =>
    flags[name]
      ? [{ key: ROUTING_ENVIRONMENTS[name], value: '1' }]
      : off === '0'
        ? [{ key: ROUTING_ENVIRONMENTS[name], value: '0' }]
        : [],
  )
}
const describeFlags = (flags: Flags) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join('+') || 'no flags'

/**
 * The spec's sentence (forms spec §7), read on its own: "customer care (new-customer-care flag), or
 * claims (new-claims flag, non-legal), or any VAP product goes to cmp2. Legal claims (flag) go to the
 * legal query. Otherwise" the form's own endpoint.
 */
function expectedRoute(
  product: ProductCode | null,
  department: Department,
  flags: Flags,
  ownEndpoint: string,
): string {
  const isVap = VAPS.includes(product)
  const isLegal = product === 'legal'
  if (department === 'customer_care' && flags.newCustomerCare) return CMP2
  if (department === 'claims' && flags.newClaims && !isLegal) return CMP2
  if (isVap) return CMP2
  if (department === 'claims' && isLegal && flags.legalClaims) return LEGAL_QUERY
  return ownEndpoint
}

describe('form endpoints (forms spec §7)', () => {
  it('are the spec paths', () => {
    expect(FORM_ENDPOINTS).toEqual({
      callback: CALLBACK,
      cmp2ContactUs: CMP2,
      contactUs: CONTACT_US,
      legalQuery: LEGAL_QUERY,
      claim: CLAIM,
    })
  })
})

describe('call me back: legal and VAP products go to cmp2, every other product to submitCallback', () => {
  it.each(ALL_PRODUCTS.map((product) => [product, product === 'legal' || VAPS.includes(product)]))(
    'product %s goes to cmp2: %s',
    (product, toCmp2) => {
      expect(callbackEndpoint(product)).toBe(toCmp2 ? CMP2 : CALLBACK)
    },
  )

  it('legal costs is not legal cover', () => {
    expect(callbackEndpoint('legalcosts')).toBe(CALLBACK)
  })
})

describe('contact us: every product × department × routing environment', () => {
  const rows = ALL_PRODUCTS.flatMap((product) =>
    DEPARTMENT_VALUES.flatMap((department) =>
      FLAG_COMBINATIONS.map((flags) => ({
        product,
        department,
        flags,
        expected: expectedRoute(product, department, flags, CONTACT_US),
      })),
    ),
  )

  it(`covers ${ALL_PRODUCTS.length} products × 4 departments × 8 environments`, () => {
    expect(rows).toHaveLength(ALL_PRODUCTS.length * 4 * 8)
    expect(new Set(rows.map((row) => row.expected))).toEqual(new Set([CMP2, LEGAL_QUERY, CONTACT_US]))
  })

  it.each(rows.map((row) => [row.product, row.department, describeFlags(row.flags), row.expected, row]))(
    'product %s, department %s, %s: %s',
    (_product, _department, _flags, expected, row) => {
      const { product, department, flags } = row as (typeof rows)[number]
      expect(
        contactUsEndpoint({ productCode: product, department, environments: environmentsOf(flags) }),
      ).toBe(expected)
      // An environment that is absent counts as off, like one set to 0.
      expect(
        contactUsEndpoint({
          productCode: product,
          department,
          environments: environmentsOf(flags, 'absent'),
        }),
      ).toBe(expected)
    },
  )
})

describe('claim: the claims routing of contact us, default claims/submit', () => {
  const rows = ALL_PRODUCTS.flatMap((product) =>
    FLAG_COMBINATIONS.map((flags) => ({
      product,
      flags,
      expected: expectedRoute(product, 'claims', flags, CLAIM),
    })),
  )

  it.each(rows.map((row) => [row.product, describeFlags(row.flags), row.expected, row]))(
    'product %s, %s: %s',
    (_product, _flags, expected, row) => {
      const { product, flags } = row as (typeof rows)[number]
      expect(claimEndpoint({ productCode: product, environments: environmentsOf(flags) })).toBe(expected)
    },
  )
})

describe('hand-picked routes (forms spec §7)', () => {
  const on = (...keys: string[]) => keys.map((key) => ({ key, value: '1' }))
  it.each<[string, () => string, string]>([
    [
      'customer care with the flag',
      () =>
        contactUsEndpoint({
          productCode: 'car',
          department: 'customer_care',
          environments: on('NEW_CUSTOMER_CARE'),
        }),
      CMP2,
    ],
    [
      'customer care without the flag',
      () => contactUsEndpoint({ productCode: 'car', department: 'customer_care', environments: [] }),
      CONTACT_US,
    ],
    [
      'a car claim with new claims',
      () => claimEndpoint({ productCode: 'car', environments: on('NEW_CLAIMS') }),
      CMP2,
    ],
    [
      'a car claim without flags',
      () => claimEndpoint({ productCode: 'car', environments: undefined }),
      CLAIM,
    ],
    [
      'a legal claim with new claims only',
      () => claimEndpoint({ productCode: 'legal', environments: on('NEW_CLAIMS') }),
      CLAIM,
    ],
    [
      'a legal claim with legal claims',
      () => claimEndpoint({ productCode: 'legal', environments: on('NEW_CLAIMS', 'LEGAL_CLAIMS') }),
      LEGAL_QUERY,
    ],
    [
      'a legal quote question with legal claims',
      () =>
        contactUsEndpoint({ productCode: 'legal', department: 'quotes', environments: on('LEGAL_CLAIMS') }),
      CONTACT_US,
    ],
    [
      'a tyre-and-rim complaint without flags',
      () => contactUsEndpoint({ productCode: 'vapstyreandrim', department: 'complaints', environments: [] }),
      CMP2,
    ],
  ])('%s', (_, route, expected) => {
    expect(route()).toBe(expected)
  })
})

describe('routing environments compare to 1 (forms spec §6)', () => {
  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    ['', false],
  ])('value %j is on: %s', (value, on) => {
    expect(isEnvironmentOn([{ key: 'NEW_CLAIMS', value }], 'NEW_CLAIMS')).toBe(on)
  })

  it('another key does not count', () => {
    expect(isEnvironmentOn([{ key: 'NEW_CUSTOMER_CARE', value: '1' }], 'NEW_CLAIMS')).toBe(false)
  })
})
