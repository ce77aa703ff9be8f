import { pickerProducts, type CatalogueProduct } from '@insure/domain/catalogue'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSite } from '../../lib/site.tsx'
import { QuickQuote } from './quick-quote.tsx'
import type { QuickQuoteActionData, QuickQuoteView } from './quick-quote.server.ts'
import { readStoredSession } from './quote-session.ts'

/** The navigation state of a choice made in the picker. */
const PICKER_FOCUS = 'product-picker'

/**
 * The product picker: the company's active products in display order, as radio cards. Choosing one
 * puts it in the address (`?product=`), so the back button returns to the previous choice.
 */
function ProductPicker({
  products,
  chosen,
  onChoose,
  hydrated,
}: {
  products: readonly CatalogueProduct[]
  chosen: CatalogueProduct | null
  onChoose(product: CatalogueProduct): void
  hydrated: boolean
}) {
  const location = useLocation()
  const picker = useRef<HTMLFieldSetElement>(null)
  // A new address remounts the page (shell spec §2); a choice made from here keeps the focus here,
  // so the arrow keys go on choosing.
  const fromPicker = (location.state as { focus?: string } | null)?.focus === PICKER_FOCUS
  // Before paint: a key pressed meanwhile would otherwise go to the page, not the picker.
  useLayoutEffect(() => {
    if (fromPicker) picker.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
  }, [fromPicker])
  // Without script the choice is a plain GET of ?product= (a product code, nothing personal). With
  // it a choice shows its questions at once: no form, so no form without a submit (WCAG 3.2.2).
  const Picker = hydrated ? 'div' : 'form'
  return (
    <Picker {...(hydrated ? {} : { method: 'get' })} className="product-picker__form">
      <fieldset className="product-picker" ref={picker}>
        <legend>Which product would you like a quote for?</legend>
        <div className="product-picker__options">
          {products.map((product) => (
            <div key={product.code} className="product-picker__option">
              <input
                id={`product-${product.code}`}
                type="radio"
                name="product"
                value={product.code}
                checked={chosen?.code === product.code}
                onChange={() => onChoose(product)}
              />
              <label htmlFor={`product-${product.code}`}>{product.displayName}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary">
          Show the questions
        </button>
      )}
    </Picker>
  )
}

/**
 * The quote page, for visitors (/quote) and agents (callcenter/quote): pick a product, answer its
 * questions, see the premium. The product comes from `?product={code}` (the banner's Start quote),
 * else from the session (a reload), else the visitor picks one.
 */
const noSubscription = () => () => {}

export function QuotePage({
  callCentre,
  initial = null,
  posted = null,
}: {
  callCentre: boolean
  /** The product's questions and this browser's answers, drawn on the server (quote.route.tsx). */
  initial?: QuickQuoteView | null
  /** The answer to the form posted without script: what was typed and the messages. */
  posted?: QuickQuoteActionData | null
}) {
  // False while rendering on the server and hydrating, true once the page answers to input.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const { activeProducts, featureFlags } = useSite()
  const products = useMemo(() => pickerProducts(activeProducts, featureFlags), [activeProducts, featureFlags])
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const requested = searchParams.get('product')
  // The choice shows at once, before the router has moved to its address; any new address
  // (arrival, or back) ends it (React's "adjusting state when a prop changes").
  const [choosing, setChoosing] = useState<string | null>(null)
  const [address, setAddress] = useState(requested)
  if (address !== requested) {
    setAddress(requested)
    setChoosing(null)
  }
  const shown = choosing ?? requested
  const chosen = products.find((product) => product.code === shown) ?? null

  function choose(product: CatalogueProduct) {
    setChoosing(product.code)
    const next = new URLSearchParams(searchParams)
    next.set('product', product.code)
    navigate({ search: `?${next}` }, { preventScrollReset: true, state: { focus: PICKER_FOCUS } })
  }

  // A reload or a return to /quote without a product continues with the session's product; not once
  // the visitor has chosen. The effect runs again when the session's flags arrive (new products),
  // which may be after a choice and before the router has drawn its address: the choice noted the
  // product in the session, and a second navigation to it would replace the choice's, dropping the
  // state that keeps the focus on the picker (the page remounts with nothing focused).
  useEffect(() => {
    if (requested || choosing) return
    const stored = readStoredSession()?.selectedProduct
    const product = products.find((offered) => offered.internalName === stored)
    if (product) {
      const next = new URLSearchParams(searchParams)
      next.set('product', product.code)
      navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true })
    }
  }, [requested, choosing, products, searchParams, navigate])

  return (
    <div className="quote-page" data-hydrated={hydrated ? 'true' : undefined}>
      <ProductPicker products={products} chosen={chosen} onChoose={choose} hydrated={hydrated} />
      {shown && !chosen ? (
        <p className="field__error" role="alert">
          We do not offer quotes on that product here. Choose one of the products above.
        </p>
      ) : null}
      {chosen ? (
        <QuickQuote
          key={chosen.code}
          product={chosen}
          callCentre={callCentre}
          hydrated={hydrated}
          initial={initial?.productCode === chosen.code ? initial : null}
          posted={posted?.productCode === chosen.code ? posted : null}
        />
      ) : (
        <p className="quote-page__hint">Choose a product to see its questions.</p>
      )}
    </div>
  )
}
