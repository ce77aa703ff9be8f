import { pickerProducts, type FeatureFlag } from '@insure/domain/catalogue'
import { activeProductCodes, type ShellConfiguration } from '@insure/domain/company'
import { isSoldOnline } from '@insure/domain/full-quote'
import type { StorefrontProduct } from './get-a-quote.tsx'

/**
 * The products a visitor can start a quote for from the home page (issue 25): the company's active
 * products sold online, in the quote picker's order (the list `/quote` offers), named as the
 * company's product pages name them. Worked out on the server: the sold-online rule lives with the
 * full quote's schemas, which the home page's script need not carry.
 */
export function storefrontProducts(
  config: ShellConfiguration,
  featureFlags: readonly FeatureFlag[],
): StorefrontProduct[] {
  return pickerProducts(activeProductCodes(config, featureFlags), featureFlags)
    .filter((product) => isSoldOnline(product.code))
    .map((product) => ({
      code: product.code,
      name:
        config.products_pages.find((page) => page.product_type === product.code)?.title ??
        product.displayName,
    }))
}
