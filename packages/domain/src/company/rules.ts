import {
  PRODUCT_CATALOGUE,
  PRODUCT_CODES,
  compareByDisplayOrder,
  isProductActive,
  productCodeOfPath,
  productOfCode,
  type FeatureFlag,
  type ProductCode,
} from '../catalogue/index.ts'
import { PAGE_NAMES, type PageName } from '../content/rules.ts'
import { companyUnderwritingSentence, insurerOf, underwritingSentence } from './insurer.ts'
import type { CompanyConfiguration } from './schema.ts'

/**
 * Rules of the company configuration (shell spec §2, §3), without schemas: the browser imports these,
 * and zod stays out of its first load.
 */

/** The configuration without its per-product content: what the shell renders from. */
export type ShellConfiguration = Omit<CompanyConfiguration, 'product_content'>

/** What GET /api/setup/ and /api/config/ answer: the configuration with the company's code and name. */
export type CompanySetup = CompanyConfiguration & { code: string; name: string }

/** The company setup without its per-product content: what the page server hands the shell. */
export type ShellSetup = ShellConfiguration & { code: string; name: string }

/**
 * Products the company activates for a visitor with these flags (the derived lookup of active
 * products), in display order. Business, funeral and the extras are always active (forms spec §9); legal needs the company's IS_LEGAL_INSURANCE_ENABLED, its legal product
 * flag and the visitor's legal feature flag.
 */
export function activeProductCodes(
  configuration: ShellConfiguration,
  featureFlags: readonly FeatureFlag[],
): ProductCode[] {
  return PRODUCT_CODES.filter((code) => offersProduct(configuration, featureFlags, code)).sort(
    compareByDisplayOrder,
  )
}

/** Whether `code` is among activeProductCodes: the same rule, for one product, without listing them all. */
export function offersProduct(
  configuration: ShellConfiguration,
  featureFlags: readonly FeatureFlag[],
  code: ProductCode,
): boolean {
  if (code === 'legal') {
    return configuration.IS_LEGAL_INSURANCE_ENABLED && configuration.legal && featureFlags.includes('legal')
  }
  return isProductActive(code, configuration, featureFlags)
}

/** The derived lookup of active pages: a page with no page_name is always allowed (shell spec §2). */
export function isPageActive(configuration: ShellConfiguration, pageName: PageName | null): boolean {
  return pageName === null || configuration[pageName]
}

export function activePageNames(configuration: ShellConfiguration): PageName[] {
  return PAGE_NAMES.filter((name) => configuration[name])
}

/** A document page's product (`/documents/funeral/policy-wording`: funeral), as its footer names it. */
function documentProductOfPath(pathname: string): ProductCode | null {
  const code = /^\/documents\/([a-z]+)\//.exec(pathname)?.[1]
  return code ? (productOfCode(code)?.code ?? null) : null
}

/** The company's name for a product (its product page's title), else the catalogue's. */
export function productTitleOf(configuration: ShellConfiguration, product: ProductCode): string {
  return (
    configuration.products_pages.find((page) => page.product_type === product)?.title ??
    PRODUCT_CATALOGUE[product].displayName
  )
}

/**
 * Disclaimer shown in the footer (shell spec §2): reset to the company default on every page except
 * product pages and quote pages, which show their product's disclaimer when the configuration has one.
 * A product page's product comes from its slug; a quote page's is the product being quoted, if any.
 * Who underwrites follows, from the configuration's insurers (issue 25): the product's insurer
 * where there is a product, both insurers elsewhere, so no text can call a life product non-life.
 */
export function disclaimerForPath(
  configuration: ShellConfiguration,
  pathname: string,
  quotedProduct: ProductCode | null = null,
): string {
  const quotePage = /^\/(quote|callcenter\/quote|resume-quote)(\/|$)/.test(pathname)
  const product =
    productCodeOfPath(pathname) ?? documentProductOfPath(pathname) ?? (quotePage ? quotedProduct : null)
  if (!product) {
    return `${configuration.metadata.disclaimer_text} ${companyUnderwritingSentence(configuration.insurers)}`
  }
  const own = configuration.productsData.find((row) => row.product_type === product)
  const underwriting = underwritingSentence(
    productTitleOf(configuration, product),
    insurerOf(configuration.insurers, product),
  )
  return own ? `${own.disclaimer_text} ${underwriting}` : underwriting
}

/**
 * Shell spec §6: the home flow to the self-service platform, where the home page sends a visitor
 * with the life self-service flag straight to the platform's life application. Only on servers that
 * are not production, for a company that sells life and has a platform to send to.
 */
export function isSelfServiceHomeFlowOn(
  configuration: ShellConfiguration,
  featureFlags: readonly FeatureFlag[],
  productionServer: boolean,
): boolean {
  return (
    !productionServer &&
    featureFlags.includes('life_self_service') &&
    Boolean(configuration.external_sales_platform_url) &&
    offersProduct(configuration, featureFlags, 'life')
  )
}
