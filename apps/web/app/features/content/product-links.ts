import { productCodeOfPath, type ProductCode } from '@insure/domain/catalogue'

const PRODUCT_PAGE_LINK = /<a\b([^>]*?)\bhref="(\/products\/[^"]*)"([^>]*)>([\s\S]*?)<\/a>/gi

/**
 * Content HTML with its links to product pages this visitor cannot open (shell spec §2 guard: a
 * product page of a product the company does not activate, for these flags, answers 404) shown as
 * their text. OM's content names legal insurance, whose page needs the legal flag: without it the
 * words stay and the link to /404 goes.
 */
export function withoutLinksToInactiveProducts(html: string, activeProducts: readonly ProductCode[]): string {
  if (!html.includes('/products/')) return html
  return html.replace(
    PRODUCT_PAGE_LINK,
    (link, _before: string, href: string, _after: string, text: string) => {
      const product = productCodeOfPath(href)
      return product === null || activeProducts.includes(product) ? link : `<span>${text}</span>`
    },
  )
}
