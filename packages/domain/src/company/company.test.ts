import { describe, expect, it } from 'vitest'
import { FLAG_DEPENDENT_PRODUCT_CODES, PRODUCT_CODES, type FeatureFlag } from '../catalogue/index.ts'
import { landingSlugOfPath } from '../content/index.ts'
import {
  activeProductCodes,
  disclaimerForPath,
  INSURER_KIND_OF_PRODUCT,
  INSURER_KINDS,
  insurerOf,
  type CompanyInsurers,
  offersProduct,
  isSelfServiceHomeFlowOn,
  phoneNumberForPath,
  type ShellConfiguration,
} from './index.ts'

// Only the fields these rules read; the full entity is checked against the seeds in the API tests.
const configuration = {
  metadata: {
    disclaimer_text: 'Company default.',
    local_phone_number: '0800 000 001',
    alternative_phone_number: '0800 000 002',
  },
  landing_pages_numbers_data: [{ slug: 'summer-deal', phone_number: '0800 000 003' }],
  productsData: [
    { product_type: 'car', disclaimer_text: 'Car disclaimer.' },
    { product_type: 'bi', disclaimer_text: 'Business disclaimer.' },
  ],
  products_pages: [{ slug: 'funeral-insurance', product_type: 'funeral', title: 'Family Funeral Plan' }],
  insurers: {
    life: { name: 'Life Ltd', address: '1 Life Road, Cape Town, 8001', fsp_number: '111' },
    non_life: { name: 'General Ltd', address: '2 Short Street, Johannesburg, 2001', fsp_number: '222' },
  },
} as unknown as ShellConfiguration

const LIFE =
  'a licensed life insurer and authorised financial services provider (FSP 111), 1 Life Road, Cape Town, 8001.'
const NON_LIFE =
  'a licensed non-life insurer and authorised financial services provider (FSP 222), 2 Short Street, Johannesburg, 2001.'
const BOTH =
  'Company default. Life and funeral cover are underwritten by Life Ltd, a licensed life insurer and authorised financial services provider (FSP 111). Car, home, business, GAP and the other cover are underwritten by General Ltd, a licensed non-life insurer and authorised financial services provider (FSP 222).'

describe('the landing slug of a path (shell spec §2)', () => {
  it.each([
    ['/home/summer-deal', 'summer-deal'],
    ['/home/summer-deal/', 'summer-deal'],
    ['/home/caf%C3%A9', 'café'],
    ['/home/%E0%A4%A', null],
    ['/home', null],
    ['/home/a/b', null],
    ['/products/car-insurance', null],
  ])('%s gives %s', (path, slug) => {
    expect(landingSlugOfPath(path)).toBe(slug)
  })
})

describe('the phone number shown (shell spec §2)', () => {
  it.each([
    ['/', '0800 000 001'],
    ['/home/summer-deal', '0800 000 003'],
    ['/home/other-deal', '0800 000 002'],
    ['/contact', '0800 000 002'],
  ])('%s shows %s', (path, number) => {
    expect(phoneNumberForPath(configuration, path)).toBe(number)
  })
})

describe('the disclaimer reset rule (shell spec §2)', () => {
  it.each([
    [
      '/products/car-insurance',
      null,
      `Car disclaimer. Car Insurance is underwritten by General Ltd, ${NON_LIFE}`,
    ],
    [
      '/products/business-insurance',
      null,
      `Business disclaimer. Business Insurance is underwritten by General Ltd, ${NON_LIFE}`,
    ],
    ['/products/life-insurance', null, `Life Insurance is underwritten by Life Ltd, ${LIFE}`],
    ['/quote', 'car', `Car disclaimer. Car Insurance is underwritten by General Ltd, ${NON_LIFE}`],
    // Issue 25: funeral is a life product, written by the life insurer, under the company's own title.
    ['/quote', 'funeral', `Family Funeral Plan is underwritten by Life Ltd, ${LIFE}`],
    ['/quote', 'gap', `GAP Cover is underwritten by General Ltd, ${NON_LIFE}`],
    [
      '/callcenter/quote/abc',
      'car',
      `Car disclaimer. Car Insurance is underwritten by General Ltd, ${NON_LIFE}`,
    ],
    ['/documents/funeral/policy-wording', null, `Family Funeral Plan is underwritten by Life Ltd, ${LIFE}`],
    [
      '/documents/car/terms',
      null,
      `Car disclaimer. Car Insurance is underwritten by General Ltd, ${NON_LIFE}`,
    ],
    ['/quote', null, BOTH],
    ['/contact', 'car', BOTH],
    ['/blogs', null, BOTH],
  ] as const)('%s (quoting %s) shows %s', (path, quoted, text) => {
    expect(disclaimerForPath(configuration, path, quoted)).toBe(text)
  })
})

describe('the insurer of each product (issue 25)', () => {
  it.each([
    ['life', 'life'],
    ['funeral', 'life'],
    ['car', 'non-life'],
    ['home', 'non-life'],
    ['contents', 'non-life'],
    ['buildings', 'non-life'],
    ['vap', 'non-life'],
    ['vapsscratchanddent', 'non-life'],
    ['vapstyreandrim', 'non-life'],
    ['gap', 'non-life'],
  ] as const)('%s is written by the %s insurer', (product, kind) => {
    const insurers = (configuration as unknown as { insurers: CompanyInsurers }).insurers
    expect(INSURER_KIND_OF_PRODUCT[product]).toBe(kind)
    expect(insurerOf(insurers, product)).toEqual({
      kind,
      ...(kind === 'life'
        ? { name: 'Life Ltd', address: '1 Life Road, Cape Town, 8001', fspNumber: '111' }
        : { name: 'General Ltd', address: '2 Short Street, Johannesburg, 2001', fspNumber: '222' }),
    })
  })

  it('names a kind for every product', () => {
    for (const code of PRODUCT_CODES) expect(INSURER_KINDS).toContain(INSURER_KIND_OF_PRODUCT[code])
  })
})

describe('the home flow to the self-service platform (shell spec §6)', () => {
  const platform = 'https://sales.example.co.za/start'
  const company = (life: boolean, url: string) =>
    ({ ...configuration, life, external_sales_platform_url: url }) as unknown as ShellConfiguration
  it.each([
    [
      'a test server, the flag, life sold, a platform',
      company(true, platform),
      ['life_self_service'],
      false,
      true,
    ],
    ['a production server', company(true, platform), ['life_self_service'], true, false],
    ['no life self-service flag', company(true, platform), ['external_flow'], false, false],
    ['a company that does not sell life', company(false, platform), ['life_self_service'], false, false],
    ['no platform to send to', company(true, ''), ['life_self_service'], false, false],
  ] as const)('%s: %s', (_case, config, flags, productionServer, on) => {
    expect(isSelfServiceHomeFlowOn(config, flags, productionServer)).toBe(on)
  })
})

describe('whether a company offers one product: the same rule as its active products (forms spec §9)', () => {
  const everyProductFlag = (on: boolean) =>
    Object.fromEntries(FLAG_DEPENDENT_PRODUCT_CODES.map((code) => [code, on]))
  const cases: [string, Partial<ShellConfiguration>, FeatureFlag[]][] = [
    [
      'every product flag on, legal enabled, with the legal flag',
      { ...everyProductFlag(true), IS_LEGAL_INSURANCE_ENABLED: true, legal: true },
      ['legal'],
    ],
    [
      'every product flag on, legal enabled, without the legal flag',
      { ...everyProductFlag(true), IS_LEGAL_INSURANCE_ENABLED: true, legal: true },
      [],
    ],
    [
      'legal not enabled by the company, with the legal flag',
      { ...everyProductFlag(true), IS_LEGAL_INSURANCE_ENABLED: false, legal: true },
      ['legal'],
    ],
    [
      'every product flag off',
      { ...everyProductFlag(false), IS_LEGAL_INSURANCE_ENABLED: true, legal: false },
      ['legal'],
    ],
  ]
  it.each(cases)('%s', (_, flags, featureFlags) => {
    const company = { ...configuration, ...flags } as ShellConfiguration
    const active = activeProductCodes(company, featureFlags)
    for (const code of PRODUCT_CODES) {
      expect(offersProduct(company, featureFlags, code), code).toBe(active.includes(code))
    }
  })

  it("offers legal only with the company switch, its legal product and the visitor's flag", () => {
    const company = { ...configuration, IS_LEGAL_INSURANCE_ENABLED: true, legal: true } as ShellConfiguration
    expect(offersProduct(company, ['legal'], 'legal')).toBe(true)
    expect(offersProduct(company, [], 'legal')).toBe(false)
    expect(offersProduct({ ...company, legal: false }, ['legal'], 'legal')).toBe(false)
  })
})
