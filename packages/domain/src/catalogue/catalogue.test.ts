import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  ADDRESS_COUNTRY,
  ADDRESS_COUNTRY_CODE,
  ADDRESS_TYPES,
  BENEFICIARY_DESIGNATIONS,
  CALLBACK_REASONS,
  CALLBACK_STATES,
  CAMPAIGN_CODE,
  CAMPAIGN_STATUSES,
  CAMPAIGN_STEPS,
  COMPANY_CODES,
  COMPANY_PRODUCT_ORDER,
  CONSENT_TYPES,
  DEFAULT_CALLBACK_GENDER,
  DEFAULT_GAP_RESUME_PAGE,
  DEFAULT_QUESTION_VALIDATION_METHOD,
  DEPARTMENTS,
  DEPARTMENT_TYPES,
  DepartmentSchema,
  FEATURE_FLAGS,
  GAP_PAGES,
  PRODUCTS,
  PRODUCT_CATALOGUE,
  PRODUCT_CATEGORIES,
  PRODUCT_CODES,
  PRODUCT_DISPLAY_ORDER,
  PRODUCT_LINE_CODES,
  PRODUCT_LINE_IDS,
  ProductChoiceSchema,
  QUESTION_VALIDATION_METHODS,
  SELECTABLE_SUPPLIER_TYPES,
  SUPPLIER_MARKER_TYPES,
  compareByDisplayOrder,
  contactGenderFromCode,
  featureFlagEnvironmentName,
  isFlagValueOn,
  isProductActive,
  isVapOffered,
  parseFeatureFlags,
  pickerProducts,
  productCodeOfPath,
  productCodeOfSlug,
  questionDisplayAffixes,
  toCompanyCode,
  toFeatureFlag,
  type FeatureFlag,
  type ProductCode,
  productOfCode,
  productOfInternalName,
} from './index.ts'

describe('enumerations (shell spec §3, forms spec §3)', () => {
  it('products', () => expect(PRODUCTS).toEqual(['LIFE', 'GAP', 'CAR', 'HOME', 'VAP', 'FUNERAL']))
  it('17 product codes, in the spec order', () => {
    expect(PRODUCT_CODES).toEqual([
      'life',
      'gap',
      'vap',
      'vapsscratchanddent',
      'vapstyreandrim',
      'car',
      'home',
      'contents',
      'buildings',
      'bi',
      'funeral',
      'watercraft',
      'trailer',
      'allrisk',
      'legalcosts',
      'motorcycle',
      'legal',
    ])
  })
  it('product line codes', () =>
    expect(PRODUCT_LINE_CODES).toEqual(['VB', 'BI', 'LI', 'GP', 'FP', 'ST', 'VA', 'LP']))
  it('25 product line ids, from Vehicle to Life', () => {
    expect(PRODUCT_LINE_IDS).toHaveLength(25)
    expect(new Set(PRODUCT_LINE_IDS).size).toBe(25)
    expect([PRODUCT_LINE_IDS[0], PRODUCT_LINE_IDS[13], PRODUCT_LINE_IDS[24]]).toEqual([
      'Vehicle',
      'Sasria',
      'Life',
    ])
  })
  it('product categories', () => expect(PRODUCT_CATEGORIES).toEqual(['STI_CAR', 'LIFE_STYLE']))
  it('company codes', () => expect(COMPANY_CODES).toEqual(['IWYZE', 'OM']))
  it('department types', () => expect(DEPARTMENT_TYPES).toEqual(['claims', 'customer_care']))
  it('address types and country', () => {
    expect([ADDRESS_TYPES, ADDRESS_COUNTRY, ADDRESS_COUNTRY_CODE]).toEqual([
      ['RESIDENCE', 'MAILING'],
      'South Africa',
      'ZA',
    ])
  })
  it('question validation methods, ONE_REQUIRED by default', () => {
    expect(QUESTION_VALIDATION_METHODS).toEqual([
      'ALL_REQUIRED',
      'PER_ANSWER',
      'NONE_REQUIRED',
      'ONE_REQUIRED',
    ])
    expect(DEFAULT_QUESTION_VALIDATION_METHOD).toBe('ONE_REQUIRED')
  })
  it('call-back states', () => {
    expect(CALLBACK_STATES).toEqual(['CALLBACK-INIT', 'CALLBACK-SUBMITTED', 'CALLBACK-ERRORED'])
  })
  it('campaign code, statuses and steps', () => {
    expect(CAMPAIGN_CODE).toBe('FREE_LIFE')
    expect(CAMPAIGN_STATUSES).toEqual(['IN_CAMPAIGN', 'ALREADY_OPTED_IN'])
    expect(Object.values(CAMPAIGN_STEPS)).toEqual([1, 2, 3, 98, 99])
  })
  it('consent type', () => expect(CONSENT_TYPES).toEqual(['QUICK_QUOTE_LEAD_CAPTURE']))
  it('supplier marker types, of which two are offered', () => {
    expect(SUPPLIER_MARKER_TYPES).toHaveLength(3)
    expect(SELECTABLE_SUPPLIER_TYPES).toEqual(['HIV Test Location', 'Vehicle Inspection Center'])
  })
})

describe('beneficiary designations (forms spec §3)', () => {
  it('are the 41 values in the spec spelling and order', () => {
    expect(BENEFICIARY_DESIGNATIONS).toEqual(
      [
        'Additional child, Additional partner, Adult child, Aunt, Benefactor to children, Broker, Brother, Charity',
        'Child, Cousin, Daughter in law, Dependant, Disabled child, Employee, Employer, Estate, Extended family',
        'Father in law, Fiancé, Friend, Grandchild, Grandfather, Grandparent, Guardian, Housekeeper, Intermediary',
        'Mother in law, Nephew/ niece, Noted interest, Other, Parent, Partner, Policy Payer, Self, Sister',
        'Son in law, Spouse, Stillborn child, Supplier, Third party insurer, Uncle',
      ]
        .join(', ')
        .split(', '),
    )
    expect(BENEFICIARY_DESIGNATIONS).toHaveLength(41)
  })
})

describe('call-back reasons, departments, default callback gender (forms spec §9)', () => {
  it('reasons', () => expect(CALLBACK_REASONS).toEqual(['Sales', 'Customer Care', 'Claims']))
  it('departments with their values', () => {
    expect(DEPARTMENTS.map(({ label, value }) => `${label}→${value}`)).toEqual([
      'Quotes→quotes',
      'Claims→claims',
      'Customer Care→customer_care',
      'Complaints→complaints',
    ])
  })
  it('default callback gender a', () => expect(DEFAULT_CALLBACK_GENDER).toBe('a'))
  it('a department picker left empty shows "Select a department"', () => {
    expect(fieldMessages(DepartmentSchema, '')).toEqual({ '': ['Select a department'] })
  })
  it('a product picker left empty shows "Select a product"', () => {
    expect(fieldMessages(ProductChoiceSchema, '')).toEqual({ '': ['Select a product'] })
    expect(fieldMessages(ProductChoiceSchema, undefined)).toEqual({ '': ['Select a product'] })
  })
})

describe('product display order (shell spec §9, forms spec §9)', () => {
  it.each([
    ['car', 0],
    ['life', 1],
    ['home', 2],
    ['vap', 3],
    ['vapsscratchanddent', 3],
    ['vapstyreandrim', 3],
    ['gap', 4],
    ['bi', 5],
    ['funeral', 6],
    ['motorcycle', 9],
    ['trailer', 10],
    ['watercraft', 11],
    ['allrisk', 12],
    ['legalcosts', 13],
    ['legal', 14],
    ['contents', 15],
    ['buildings', 16],
  ] as const)('%s is number %i', (code, order) => {
    expect(PRODUCT_DISPLAY_ORDER[code]).toBe(order)
  })

  it('sorts products by their number', () => {
    const codes: ProductCode[] = ['buildings', 'gap', 'vapstyreandrim', 'car', 'vap', 'legal']
    expect(codes.sort(compareByDisplayOrder)).toEqual([
      'car',
      'vap',
      'vapstyreandrim',
      'gap',
      'legal',
      'buildings',
    ])
  })

  it('per company: car, home (building, content), VAP (scratch, tyre), business, funeral, life, gap', () => {
    expect(COMPANY_PRODUCT_ORDER).toEqual([
      'car',
      'home',
      'buildings',
      'contents',
      'vap',
      'vapsscratchanddent',
      'vapstyreandrim',
      'bi',
      'funeral',
      'life',
      'gap',
    ])
  })
})

describe('always active products and flag-dependent ones (forms spec §9)', () => {
  const noFlags = {}
  it.each([
    ['bi', noFlags, [], true],
    ['funeral', noFlags, [], true],
    ['contents', noFlags, [], true],
    ['buildings', noFlags, [], true],
    ['watercraft', noFlags, [], true],
    ['life', noFlags, [], false],
    ['life', { life: true }, [], true],
    ['gap', { gap: false }, [], false],
    ['car', { car: true }, [], true],
    ['home', noFlags, [], false],
    ['vap', { vap: true }, [], true],
    ['vapstyreandrim', { vap: true }, [], true],
    ['vapsscratchanddent', noFlags, [], false],
    ['legal', noFlags, [], false],
    ['legal', noFlags, ['legal'], true],
  ] as const)(
    '%s with product flags %j and feature flags %j is active: %s',
    (code, flags, featureFlags, active) => {
      expect(isProductActive(code, flags, featureFlags)).toBe(active)
    },
  )
})

describe('product page slugs (shell spec §2: first segment, business mapped to bi)', () => {
  it.each([
    ['car-insurance', 'car'],
    ['business-insurance', 'bi'],
    ['vapsscratchanddent-insurance', 'vapsscratchanddent'],
    ['Life-Insurance', 'life'],
    ['gap-insurance/details', 'gap'],
    ['pets-insurance', null],
    ['', null],
  ])('%j is %j', (slug, code) => {
    expect(productCodeOfSlug(slug)).toBe(code)
  })

  it.each([
    ['/products/business-insurance', 'bi'],
    ['/products/car-insurance/', 'car'],
    ['/products', null],
    ['/home/save-on-car-cover', null],
  ])('the product of the path %j is %j', (pathname, code) => {
    expect(productCodeOfPath(pathname)).toBe(code)
  })
})

describe('company codes: the mutual-group brand name maps to OM (shell spec §3)', () => {
  it.each([
    ['IWYZE', 'IWYZE'],
    ['iwyze', 'IWYZE'],
    ['OM', 'OM'],
    [' om ', 'OM'],
    ['OLD MUTUAL', 'OM'],
    ['OLDMUTUAL', 'OM'],
    ['old_mutual', 'OM'],
    ['Old Mutual', 'OM'],
    ['OUTSURANCE', null],
    ['', null],
    [null, null],
  ])('%j is %j', (value, code) => {
    expect(toCompanyCode(value)).toBe(code)
  })
})

describe('feature flags (shell spec §4, §6)', () => {
  it('names ten flags, each with an upper-case environment variable', () => {
    expect(FEATURE_FLAGS).toHaveLength(10)
    expect(featureFlagEnvironmentName('life_v2')).toBe('LIFE_V2')
    expect(featureFlagEnvironmentName('legal')).toBe('LEGAL')
  })

  it.each([
    ['generateData', 'generate_data'],
    ['GENERATE_DATA', 'generate_data'],
    ['multiple-vaps', 'multiple_vaps'],
    ['lifev2', 'life_v2'],
    ['debug', 'debug'],
    ['unknown', null],
    ['', null],
  ])('%j names %j', (value, flag) => {
    expect(toFeatureFlag(value)).toBe(flag)
  })

  it('reads the comma-separated ff list, dropping unknown names and repeats', () => {
    expect(parseFeatureFlags('legal, generateData,nonsense,LEGAL,,adb')).toEqual([
      'legal',
      'generate_data',
      'adb',
    ])
    expect(parseFeatureFlags(undefined)).toEqual([])
  })

  it.each([
    [1, true],
    ['1', true],
    [' 1 ', true],
    ['true', false],
    [0, false],
    ['0', false],
    [true, false],
    [undefined, false],
  ])('flag value %j compares to 1: %s', (value, on) => {
    expect(isFlagValueOn(value)).toBe(on)
  })
})

describe('workbench contact gender (forms spec §4)', () => {
  it.each([
    ['f', 'Female'],
    ['m', 'Male'],
    ['a', 'NA'],
    [null, 'NA'],
  ])('%j becomes %s', (code, gender) => {
    expect(contactGenderFromCode(code)).toBe(gender)
  })
})

describe('GAP pages (forms spec §2)', () => {
  it('lists the seven pages and resumes at personal information by default', () => {
    expect(GAP_PAGES).toHaveLength(7)
    expect(DEFAULT_GAP_RESUME_PAGE).toBe('personal information')
  })
})

describe('question display affixes (forms spec §3)', () => {
  it.each([
    ['Household_income', 'R', 'p/m'],
    ['Weight', '', 'kg'],
    ['Height', '', 'm'],
    ['Age', '', ''],
    [undefined, '', ''],
  ])('%s shows prefix %j and suffix %j', (id, prefix, suffix) => {
    expect(questionDisplayAffixes(id)).toEqual({ prefix, suffix })
  })
})

describe('a product by its code or its internal name (shell spec §3: selectedProduct holds the internalName)', () => {
  it.each([
    ['FUNERAL', 'funeral'],
    ['VAPSTYREANDRIM', 'vapstyreandrim'],
    ['funeral', null],
    ['', null],
    [null, null],
  ])('%j is %j', (internalName, code) => {
    expect(productOfInternalName(internalName)?.code ?? null).toBe(code)
  })

  it('every product is found by its code and by its internal name', () => {
    for (const product of Object.values(PRODUCT_CATALOGUE)) {
      expect(productOfCode(product.code)).toBe(product)
      expect(productOfInternalName(product.internalName)).toBe(product)
    }
    expect(productOfCode('FUNERAL')).toBeNull()
  })
})

describe('the quote and form pickers sell the combined VAP or the separate ones (multiple_vaps, decision 011)', () => {
  const active: ProductCode[] = ['car', 'vap', 'vapsscratchanddent', 'vapstyreandrim', 'gap']
  const codes = (flags: FeatureFlag[]) => pickerProducts(active, flags).map((product) => product.code)

  it('without the flag: the combined VAP only', () => {
    expect(codes([])).toEqual(['car', 'vap', 'gap'])
  })

  it('with the flag: scratch-and-dent and tyre-and-rim in its place', () => {
    expect(codes(['multiple_vaps'])).toEqual(['car', 'vapsscratchanddent', 'vapstyreandrim', 'gap'])
  })

  it.each([
    ['vap', [], true],
    ['vap', ['multiple_vaps'], false],
    ['vapstyreandrim', [], false],
    ['vapstyreandrim', ['multiple_vaps'], true],
    ['funeral', ['multiple_vaps'], true],
  ] as const)('%s with flags %j: offered %s', (code, flags, offered) => {
    expect(isVapOffered(code, [...flags])).toBe(offered)
  })
})
