import { PRODUCT_CATALOGUE, PRODUCT_CODES } from '@insure/domain/catalogue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { products } from '../../db/schema/index.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

type Product = {
  productId: number
  hashedProductId: string
  active: boolean
  icon: string
  internalName: string
  displayName: string
  displayOrder: number
  description: string
  name: string
  navigateToUrl: string | null
  product_type: string
  productcode: string
}

/** Display order of forms spec §9 (VAP and its variants share 3; 7 and 8 are unused). */
const SPEC_ORDER = [
  'car',
  'life',
  'home',
  'vap',
  'vapsscratchanddent',
  'vapstyreandrim',
  'gap',
  'bi',
  'funeral',
  'motorcycle',
  'trailer',
  'watercraft',
  'allrisk',
  'legalcosts',
  'legal',
  'contents',
  'buildings',
]

describe('the products table', () => {
  it('holds one row per catalogue product with its stable hashed id', async () => {
    const rows = await testApp.db.select().from(products)
    expect(rows).toHaveLength(PRODUCT_CODES.length)
    for (const row of rows) {
      expect(row.hashedProductId).toBe(
        PRODUCT_CATALOGUE[row.code as keyof typeof PRODUCT_CATALOGUE].hashedProductId,
      )
    }
  })
})

describe('GET /wyzeapi/product/all (forms spec §3 Product, §9)', () => {
  async function productsOf(companyCode: string): Promise<Product[]> {
    const response = await get(`/wyzeapi/product/all?companyCode=${companyCode}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().code).toBe(200)
    return response.json().data
  }

  it('lists every product in the display order, each with the Product fields', async () => {
    const list = await productsOf('IWYZE')
    expect(list.map((product) => product.productcode)).toEqual(SPEC_ORDER)
    expect(list.map((product) => product.displayOrder)).toEqual([
      0, 1, 2, 3, 3, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16,
    ])
    expect(list[0]).toEqual({
      productId: 6,
      hashedProductId: PRODUCT_CATALOGUE.car.hashedProductId,
      active: true,
      icon: '/images/products/car-desktop.svg',
      internalName: 'CAR',
      displayName: 'Car Insurance',
      displayOrder: 0,
      description: expect.any(String),
      name: 'Car Insurance',
      navigateToUrl: '/products/car-insurance',
      product_type: 'car',
      productcode: 'car',
    })
  })

  it.each([
    // IWYZE: every product flag on but legal; VAP on, so its variants too.
    ['IWYZE', ['car', 'life', 'home', 'vap', 'vapsscratchanddent', 'vapstyreandrim', 'gap', 'bi', 'funeral']],
    // OM: VAP off (so its variants too); bi is always active whatever the flag says.
    ['OM', ['car', 'life', 'home', 'gap', 'bi', 'funeral']],
  ])('%s: active as its configuration says', async (companyCode, flagged) => {
    const list = await productsOf(companyCode)
    const always = ['motorcycle', 'trailer', 'watercraft', 'allrisk', 'legalcosts', 'contents', 'buildings']
    const active = list.filter((product) => product.active).map((product) => product.productcode)
    expect(active.sort()).toEqual([...flagged, ...always].sort())
    // Legal cover needs the legal feature flag too, which no visitor brings to this list.
    expect(list.find((product) => product.productcode === 'legal')!.active).toBe(false)
  })

  it("links each product to the company's own page, or to none", async () => {
    const om = await productsOf('OM')
    const byCode = new Map(om.map((product) => [product.productcode, product]))
    expect(byCode.get('life')).toMatchObject({
      name: 'Life Cover',
      navigateToUrl: '/products/life-insurance',
    })
    expect(byCode.get('legal')!.navigateToUrl).toBe('/products/legal-insurance')
    expect(byCode.get('vap')).toMatchObject({ name: 'Vehicle Value-Added Products', navigateToUrl: null })
    const iwyze = new Map((await productsOf('IWYZE')).map((product) => [product.productcode, product]))
    expect(iwyze.get('vap')!.navigateToUrl).toBe('/products/vap-insurance')
    expect(iwyze.get('legal')!.navigateToUrl).toBeNull()
  })

  it('uses the served company without a companyCode', async () => {
    const response = await get('/wyzeapi/product/all')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual(await productsOf('IWYZE'))
  })

  it.each(['ACME', 'iwyze', ''])('answers 400 for the unknown company %j', async (companyCode) => {
    const response = await get(`/wyzeapi/product/all?companyCode=${companyCode}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 400,
      errors: [{ path: 'companyCode', message: 'Unknown company' }],
    })
  })
})

describe('GET /wyzeapi/product/pages/{id}, status/{id} and leaf', () => {
  it("lists a product's journey pages in order with stable hashed page ids", async () => {
    const response = await get(`/wyzeapi/product/pages/${PRODUCT_CATALOGUE.gap.hashedProductId}`)
    expect(response.statusCode).toBe(200)
    const pages = response.json().data as { code: string; index: number; hashedPageId: string }[]
    expect(pages.map((page) => page.code)).toEqual([
      'quick-quote',
      'disclaimer',
      'personal-information',
      'medical-aid',
      'beneficiaries',
      'premium',
      'banking-details',
      'congratulations',
    ])
    expect(pages.map((page) => page.index)).toEqual(pages.map((_, index) => index))
    expect(new Set(pages.map((page) => page.hashedPageId)).size).toBe(pages.length)
    const again = await get(`/wyzeapi/product/pages/${PRODUCT_CATALOGUE.gap.hashedProductId}`)
    expect(again.json().data).toEqual(pages)
  })

  it.each([
    ['car', { active: true, quickQuote: true }],
    ['legal', { active: false, quickQuote: false }],
  ] as const)('status of %s for IWYZE: %j', async (code, status) => {
    const response = await get(`/wyzeapi/product/status/${PRODUCT_CATALOGUE[code].hashedProductId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      hashedProductId: PRODUCT_CATALOGUE[code].hashedProductId,
      productcode: code,
      ...status,
    })
  })

  it.each(['pages', 'status'])('%s of an unknown product: 404', async (kind) => {
    const response = await get(`/wyzeapi/product/${kind}/nope`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404, msg: 'Unknown product' })
  })

  it('leaf: active products without variants (home and VAP are parents when a variant is active)', async () => {
    const response = await get('/wyzeapi/product/leaf')
    expect(response.statusCode).toBe(200)
    const codes = (response.json().data as Product[]).map((product) => product.productcode)
    const all = (await get('/wyzeapi/product/all?companyCode=IWYZE')).json().data as Product[]
    const active = all.filter((product) => product.active)
    expect(codes).toEqual(
      active.map((product) => product.productcode).filter((code) => code !== 'home' && code !== 'vap'),
    )
    expect(codes).toContain('contents')
    expect(codes).toContain('vapstyreandrim')
  })

  it('leaf of OM: its own active products, without the parents of active variants', async () => {
    const response = await get('/wyzeapi/product/leaf?companyCode=OM')
    expect(response.statusCode).toBe(200)
    const codes = (response.json().data as Product[]).map((product) => product.productcode)
    const all = (await get('/wyzeapi/product/all?companyCode=OM')).json().data as Product[]
    const active = all.filter((product) => product.active).map((product) => product.productcode)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.every((code) => active.includes(code))).toBe(true)
    expect(codes).not.toContain('home')
    expect(codes).not.toContain('vap')
  })

  it.each(['ACME', 'om', '', '<script>'])(
    'leaf for the unknown company %j: 400 envelope',
    async (companyCode) => {
      const response = await get(`/wyzeapi/product/leaf?companyCode=${encodeURIComponent(companyCode)}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 400,
        errors: [expect.objectContaining({ path: 'companyCode' })],
      })
    },
  )
})
