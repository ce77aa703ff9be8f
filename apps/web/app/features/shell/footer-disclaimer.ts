import { productOfCode, type ProductCode } from '@insure/domain/catalogue'
import { disclaimerForPath } from '@insure/domain/company'
import { useLocation, useMatches, type UIMatch } from 'react-router'
import { useSite } from '../../lib/site.tsx'

/**
 * The product a quote page is quoting. The quick quote names it in its address (`?product=car`: the
 * banner's Start quote and the product picker); a full-quote page's loader answers its quote with the
 * product (`quote.productCode`, the server's state), so the server-rendered page already carries the
 * right disclaimer. Null while no product is chosen.
 */
export function quotedProductOf(matches: readonly UIMatch[], search: URLSearchParams): ProductCode | null {
  for (const match of [...matches].reverse()) {
    const quote = (match.data as { quote?: { productCode?: unknown } | null } | null | undefined)?.quote
    if (typeof quote?.productCode === 'string') {
      const product = productOfCode(quote.productCode)
      if (product) return product.code
    }
  }
  return productOfCode(search.get('product') ?? '')?.code ?? null
}

/**
 * The footer's disclaimer (shell spec §2): the company default, except on product pages (their
 * product's) and quote pages (the quoted product's), when the configuration has one for it.
 */
export function useFooterDisclaimer(): string {
  const { config } = useSite()
  const location = useLocation()
  const matches = useMatches()
  return disclaimerForPath(
    config,
    location.pathname,
    quotedProductOf(matches, new URLSearchParams(location.search)),
  )
}
