import { useId } from 'react'
import { Form } from 'react-router'
import { useTracker } from '../../lib/use-tracker.ts'
import type { ProductCode } from '@insure/domain/catalogue'

/** A product the storefront offers: its code and its name in the company's words. */
export type StorefrontProduct = { code: ProductCode; name: string }

/**
 * The storefront's call to action (issue 25): a product choice and a primary "Get a quote" button.
 * A GET form to `/quote?product=<code>`: without script the browser sends it, with script the router
 * does; either way the quote opens on the chosen product's questions.
 */
export function GetAQuote({ products, context }: { products: StorefrontProduct[]; context: 'home' }) {
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
            {product.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--large get-a-quote__button">
        Get a quote
      </button>
    </Form>
  )
}
