/**
 * Product codes and the rules that need no more than the code (shell spec §2-3, forms spec §3): what
 * the shell, tracking and the home page use on every page. Apart from ./products.ts's catalogue (names,
 * hashed ids, display order, activation), so a page's first-load JavaScript carries only these
 * (issue 25's budget, docs/benchmark.md).
 */

/** Product codes (forms spec §3): `productcode` of a product, first segment of its page slug. */
export const PRODUCT_CODES = [
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
] as const
export type ProductCode = (typeof PRODUCT_CODES)[number]

/** Whether `code` is a product code the catalogue knows. */
export function isProductCode(code: string): code is ProductCode {
  return (PRODUCT_CODES as readonly string[]).includes(code)
}

/**
 * Product code named by a product page slug (shell spec §2 guard): its first hyphen-separated segment,
 * with the word business mapped to bi. `car-insurance` gives `car`; an unknown segment gives null.
 */
export function productCodeOfSlug(slug: string): ProductCode | null {
  const first = slug.trim().toLowerCase().split('/')[0]?.split('-')[0] ?? ''
  const code = first === 'business' ? 'bi' : first
  // A list lookup, not ProductCodeSchema: this runs in the browser, where zod is not loaded.
  return isProductCode(code) ? code : null
}

/** Product of a product page's path (`/products/car-insurance` gives `car`); null elsewhere. */
export function productCodeOfPath(pathname: string): ProductCode | null {
  const productPage = /^\/products\/([^/]+)/.exec(pathname)
  return productPage ? productCodeOfSlug(productPage[1]!) : null
}

/**
 * Products sold as variants of another (forms spec §3 product codes; shell spec menus): home's
 * contents and buildings, VAP's scratch-and-dent and tyre-and-rim. A parent is not a leaf product.
 */
export const PARENT_PRODUCT: Readonly<Partial<Record<ProductCode, ProductCode>>> = {
  contents: 'home',
  buildings: 'home',
  vapsscratchanddent: 'vap',
  vapstyreandrim: 'vap',
}

/** The product a variant belongs to, or null for a product that is not a variant. */
export function parentProductOf(code: ProductCode): ProductCode | null {
  return PARENT_PRODUCT[code] ?? null
}
