import { pickerProducts, type CatalogueProduct } from '@insure/domain/catalogue'
import { isSoldOnline } from '@insure/domain/full-quote'
import { useId, useMemo } from 'react'
import { Form } from 'react-router'
import { useSite } from '../../lib/site.tsx'
import { useTracker } from '../../lib/use-tracker.ts'

/**
 * The products a visitor can start a quote for from the storefront: the company's active products
 * sold online, in the quote picker's order (the same list `/quote` offers, issue 25).
 */
export function useStorefrontProducts(): CatalogueProduct[] {
  const { activeProducts, featureFlags } = useSite()
  return useMemo(
    () => pickerProducts(activeProducts, featureFlags).filter((product) => isSoldOnline(product.code)),
    [activeProducts, featureFlags],
  )
}

/**
 * The storefront's call to action (issue 25): a product choice and a primary "Get a quote" button.
 * A GET form to `/quote?product=<code>`: without script the browser sends it, with script the router
 * does; either way the quote opens on the chosen product's questions.
 */
export function GetAQuote({ context }: { context: 'home' }) {
  const products = useStorefrontProducts()
  const tracker = useTracker()
  const selectId = useId()
  if (products.length === 0) return null
  return (
    <Form
      method="get"
      action="/quote"
      className="get-a-quote"
      onSubmit={(event) => {
        const product = new FormData(event.currentTarget).get('product')
        tracker.click('start_quote', { product: String(product), pathContext: context })
      }}
    >
      <label htmlFor={selectId} className="get-a-quote__label">
        Which product would you like a quote for?
      </label>
      <select id={selectId} name="product" className="get-a-quote__select">
        {products.map((product) => (
          <option key={product.code} value={product.code}>
            {product.displayName}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--large get-a-quote__button">
        Get a quote
      </button>
    </Form>
  )
}
