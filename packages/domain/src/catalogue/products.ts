/**
 * The product catalogue and its rules (shell spec §3): what the shell, tracking and the storefront need
 * on every page. Apart from ./lists.ts's other enumerations (beneficiaries, call-backs, questions…),
 * so a page's first-load JavaScript carries these and not the forms' lists (issue 25's budget).
 */
import type { FeatureFlag } from './lists.ts'
import { PRODUCT_CODES, type ProductCode } from './product-codes.ts'

// The codes and the rules on them alone, for the pages' first load (issue 25's budget).
export * from './product-codes.ts'

// ---- Products

/** Product enumeration (shell spec §3). */
export const PRODUCTS = ['LIFE', 'GAP', 'CAR', 'HOME', 'VAP', 'FUNERAL'] as const
export type Product = (typeof PRODUCTS)[number]

export const PRODUCT_LINE_CODES = ['VB', 'BI', 'LI', 'GP', 'FP', 'ST', 'VA', 'LP'] as const
export type ProductLineCode = (typeof PRODUCT_LINE_CODES)[number]

/** The 25 product line ids (shell spec §3, forms spec §3), sent as `productLineId` to the sales platform. */
export const PRODUCT_LINE_IDS = [
  'Vehicle',
  'Education',
  'Buildings',
  'OfficeContents',
  'HomeContents',
  'ElectronicEquipment',
  'Trailer',
  'Motorcycle',
  'BusinessInterruption',
  'EmployersLiability',
  'PublicLiability',
  'GoodsInTransit',
  'AllRisk',
  'Sasria',
  'VapsVehicle',
  'VapsScratchAndDent',
  'VapsTyreAndRim',
  'PersonalLiability',
  'Watercraft',
  'LegalCost',
  'Gap',
  'Funeral',
  'SpecifiedContents',
  'Legal',
  'Life',
] as const
export type ProductLineId = (typeof PRODUCT_LINE_IDS)[number]

export const PRODUCT_CATEGORIES = ['STI_CAR', 'LIFE_STYLE'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/**
 * Product order of menus and footers (shell spec §9, "per company"): car, home (building, content),
 * VAP (scratch, tyre), business, funeral, life, gap.
 */
export const COMPANY_PRODUCT_ORDER: readonly ProductCode[] = [
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
]

/**
 * The numbered product catalogue (shell spec §9, forms spec §9): `displayOrder` per product code.
 * Numbers 7 and 8 are unused in the spec; scratch-and-dent and tyre-and-rim share VAP's 3.
 */
export const PRODUCT_DISPLAY_ORDER: Readonly<Record<ProductCode, number>> = {
  car: 0,
  life: 1,
  home: 2,
  vap: 3,
  vapsscratchanddent: 3,
  vapstyreandrim: 3,
  gap: 4,
  bi: 5,
  funeral: 6,
  motorcycle: 9,
  trailer: 10,
  watercraft: 11,
  allrisk: 12,
  legalcosts: 13,
  legal: 14,
  contents: 15,
  buildings: 16,
}

/** Sort comparator by PRODUCT_DISPLAY_ORDER; equal numbers keep the spec's code order. */
export function compareByDisplayOrder(a: ProductCode, b: ProductCode): number {
  return (
    PRODUCT_DISPLAY_ORDER[a] - PRODUCT_DISPLAY_ORDER[b] || PRODUCT_CODES.indexOf(a) - PRODUCT_CODES.indexOf(b)
  )
}

/** Products that depend on the company's product flags (forms spec §9). */
export const FLAG_DEPENDENT_PRODUCT_CODES = [
  'life',
  'gap',
  'vap',
  'home',
  'car',
] as const satisfies ProductCode[]

/**
 * Products always active (forms spec §9: "business, funeral, contents, building and other extras").
 * Legal cover is not here: it needs the legal feature flag (shell spec §2); the scratch-and-dent and
 * tyre-and-rim VAPs follow VAP.
 */
export const ALWAYS_ACTIVE_PRODUCT_CODES = [
  'bi',
  'funeral',
  'contents',
  'buildings',
  'watercraft',
  'trailer',
  'allrisk',
  'legalcosts',
  'motorcycle',
] as const satisfies ProductCode[]

/**
 * Whether a product is active (forms spec §9): life, GAP, VAP, home and car only when the company's
 * product flag is on; the VAP variants with VAP; legal with the `legal` feature flag; the rest always.
 */
export function isProductActive(
  code: ProductCode,
  productFlags: Partial<Record<ProductCode, boolean>>,
  featureFlags: readonly FeatureFlag[] = [],
): boolean {
  if (code === 'legal') return featureFlags.includes('legal')
  if (code === 'vapsscratchanddent' || code === 'vapstyreandrim') return productFlags.vap === true
  if ((FLAG_DEPENDENT_PRODUCT_CODES as readonly ProductCode[]).includes(code))
    return productFlags[code] === true
  return true
}

/** What the site and the API know of each product: its names and its stable, opaque hashed id. */
export interface CatalogueProduct {
  code: ProductCode
  /** Internal name (forms spec §3 Product.internalName): sent with a claim. */
  internalName: string
  displayName: string
  /** The product's hashedProductId: opaque, stable across releases, the same on both sides. */
  hashedProductId: string
}

const catalogueProduct = (code: ProductCode, displayName: string, hashedProductId: string) => ({
  code,
  internalName: code.toUpperCase(),
  displayName,
  hashedProductId,
})

/** The product catalogue (forms spec §3 Product), in the spec's code order. */
export const PRODUCT_CATALOGUE: Readonly<Record<ProductCode, CatalogueProduct>> = {
  life: catalogueProduct('life', 'Life Insurance', 'qnNzjl0wcgx-'),
  gap: catalogueProduct('gap', 'GAP Cover', 'J0N1UoGMKqe6'),
  vap: catalogueProduct('vap', 'Vehicle Value-Added Products', 'yn5UAl43uUOw'),
  vapsscratchanddent: catalogueProduct('vapsscratchanddent', 'Scratch and Dent Cover', 'VH74C6Flq0tI'),
  vapstyreandrim: catalogueProduct('vapstyreandrim', 'Tyre and Rim Cover', 'SU58CAsXQxIq'),
  car: catalogueProduct('car', 'Car Insurance', 'OKLcE0mTsFs0'),
  home: catalogueProduct('home', 'Home Insurance', 'UMA3ul0XpDj-'),
  contents: catalogueProduct('contents', 'Household Contents Insurance', 'rdS2dWoh2697'),
  buildings: catalogueProduct('buildings', 'Home Owners (Building) Insurance', 'GoTFNF4s8ztR'),
  bi: catalogueProduct('bi', 'Business Insurance', 'Q34nQNkm8yc7'),
  funeral: catalogueProduct('funeral', 'Funeral Cover', 'PztgaPq8l-mL'),
  watercraft: catalogueProduct('watercraft', 'Watercraft Insurance', 'hjWTazPzjFv0'),
  trailer: catalogueProduct('trailer', 'Trailer Insurance', 'w8j7ezLUoOsr'),
  allrisk: catalogueProduct('allrisk', 'All Risk Insurance', 'Nq_VG4eykYU2'),
  legalcosts: catalogueProduct('legalcosts', 'Legal Costs Cover', 'YRjHbADy6RBP'),
  motorcycle: catalogueProduct('motorcycle', 'Motorcycle Insurance', 'zzU1r9XSAcs7'),
  legal: catalogueProduct('legal', 'Legal Cover', 'stfh56ewNFrV'),
}

/** The catalogue product whose `field` is `value`, or null. */
const productBy = (field: 'code' | 'internalName' | 'hashedProductId', value: string | null | undefined) =>
  Object.values(PRODUCT_CATALOGUE).find((product) => product[field] === value) ?? null

/** The product of an internal name (the session's selectedProduct, shell spec §3), or null. */
export function productOfInternalName(internalName: string | null | undefined): CatalogueProduct | null {
  return productBy('internalName', internalName)
}

/** The product of a code, or null for a code the catalogue does not know. */
export function productOfCode(code: string): CatalogueProduct | null {
  return productBy('code', code)
}

/** The product a hashedProductId names, or null for an unknown id. */
export function productOfHashedId(hashedProductId: string | null | undefined): CatalogueProduct | null {
  return productBy('hashedProductId', hashedProductId)
}

/** The separately sold VAPs (scratch and dent, tyre and rim), in place of the combined VAP. */
export const SEPARATE_VAP_CODES = ['vapsscratchanddent', 'vapstyreandrim'] as const satisfies ProductCode[]

/**
 * Whether a product is offered for a quote as far as the VAPs go (docs/decisions/011): the combined
 * VAP without the multiple_vaps flag, scratch-and-dent and tyre-and-rim in its place with it. Every
 * other product: yes. The product pages and the menu still show the VAP page (shell spec §2).
 */
export function isVapOffered(code: ProductCode, featureFlags: readonly FeatureFlag[]): boolean {
  const separate = featureFlags.includes('multiple_vaps')
  if (code === 'vap') return !separate
  if ((SEPARATE_VAP_CODES as readonly ProductCode[]).includes(code)) return separate
  return true
}

/**
 * Products of a picker: the active codes in display order, with their catalogue entries, and of the
 * VAPs only those the multiple_vaps flag sells (isVapOffered).
 */
export function pickerProducts(
  activeCodes: readonly ProductCode[],
  featureFlags: readonly FeatureFlag[] = [],
): CatalogueProduct[] {
  return [...activeCodes]
    .filter((code) => isVapOffered(code, featureFlags))
    .sort(compareByDisplayOrder)
    .map((code) => PRODUCT_CATALOGUE[code])
}

/** Product picker of the forms: any chosen product (its hashed id), or "Select a product" (forms spec §5). */
export const SELECT_A_PRODUCT_MESSAGE = 'Select a product'

// ---- Starting a quote (shell spec §2, product banner)

/** The product line id the external sales platform knows each product by (`productLineId`). */
export const PRODUCT_LINE_ID_OF_PRODUCT: Readonly<Record<ProductCode, ProductLineId>> = {
  life: 'Life',
  gap: 'Gap',
  vap: 'VapsVehicle',
  vapsscratchanddent: 'VapsScratchAndDent',
  vapstyreandrim: 'VapsTyreAndRim',
  car: 'Vehicle',
  home: 'HomeContents',
  contents: 'HomeContents',
  buildings: 'Buildings',
  bi: 'BusinessInterruption',
  funeral: 'Funeral',
  watercraft: 'Watercraft',
  trailer: 'Trailer',
  allrisk: 'AllRisk',
  legalcosts: 'LegalCost',
  motorcycle: 'Motorcycle',
  legal: 'Legal',
}
