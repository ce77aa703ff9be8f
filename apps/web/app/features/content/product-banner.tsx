import type { ProductCode } from '@insure/domain/catalogue'
import {
  prepopContactOf,
  START_QUOTE_PARAMETER,
  startQuoteHref,
  startQuoteOutcome,
} from '../../lib/start-quote.ts'
import { telephoneHref } from '@insure/domain/company'
import type { ContentPage } from '@insure/domain/content'
import { Suspense, useId, useState } from 'react'
import { preload } from 'react-dom'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Slot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'
import { useTracker } from '../../lib/use-tracker.ts'
import {
  BANNER_CALL_ME_BACK_PARAMETER,
  DROP_OFF_PARAMETER,
  ResetButton,
  useFormOutcomeShown,
} from '../../lib/posted-form.tsx'

/**
 * Product banner (shell spec §2): heading, sub-heading, desktop and mobile images, a product selector,
 * Start quote, "or", Call me back. Start quote goes to /quote, or to the external sales platform when
 * the external flow is on; choosing LIFE sets the drop-off state instead. Without script, Start quote
 * is a GET to this page (`?start-quote=1&product=…`) that the page's loader answers with the same
 * outcome (issue 25: the product chosen counts without script too), and Call me back loads the page
 * with the banner's form open (`?call-me-back=1&product=…`).
 */
export function ProductBanner({ page, phoneNumber }: { page: ContentPage; phoneNumber: string }) {
  const { config, activeProducts, featureFlags, session, settings } = useSite()
  const tracker = useTracker()
  const selectId = useId()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const products = config.products_pages.filter((entry) => activeProducts.includes(entry.product_type))
  const askedProduct = searchParams.get('product')
  const [product, setProduct] = useState<ProductCode>(
    products.find((entry) => entry.product_type === askedProduct)?.product_type ??
      page.product_type ??
      products[0]?.product_type ??
      'car',
  )
  // The banner's state as a page without script reached it: the form open, or the LIFE drop-off.
  const formShown = useFormOutcomeShown('call-back-banner')
  const [lifeDropOff, setLifeDropOff] = useState(searchParams.get(DROP_OFF_PARAMETER) === 'life')
  const [callMeBack, setCallMeBack] = useState(formShown || searchParams.has(BANNER_CALL_ME_BACK_PARAMETER))
  const outcome = startQuoteOutcome(product, featureFlags)
  const external = outcome === 'external'
  const href = startQuoteHref({
    product,
    company: settings.companyCode,
    externalPlatformUrl: external ? config.external_sales_platform_url || null : null,
    contact: prepopContactOf(session),
    source: session?.uci ?? session?.contactId ?? null,
  })

  if (page.desktop_image) {
    if (page.mobile_image) {
      preload(page.mobile_image, { as: 'image', fetchPriority: 'high', media: '(max-width: 768px)' })
    }
    preload(page.desktop_image, {
      as: 'image',
      fetchPriority: 'high',
      ...(page.mobile_image ? { media: '(min-width: 769px)' } : {}),
    })
  }

  return (
    <section className="product-banner" aria-labelledby="product-banner-heading">
      {page.desktop_image ? (
        <picture className="product-banner__image">
          {page.mobile_image ? <source media="(max-width: 768px)" srcSet={page.mobile_image} /> : null}
          <img src={page.desktop_image} alt="" width="1200" height="400" fetchPriority="high" />
        </picture>
      ) : null}
      <div className="product-banner__text">
        <h1 id="product-banner-heading">{page.heading}</h1>
        {page.sub_heading ? <p className="product-banner__sub-heading">{page.sub_heading}</p> : null}
        {lifeDropOff ? (
          <div className="product-banner__drop-off" role="status">
            <p>
              Life cover is arranged with one of our consultants. Ask us to call you back, or call us on{' '}
              <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>.
            </p>
            <ResetButton to={pathname} onReset={() => setLifeDropOff(false)}>
              Choose another product
            </ResetButton>
          </div>
        ) : (
          <div className="product-banner__actions">
            <form
              method="get"
              action={pathname}
              className="reset-form"
              onSubmit={(event) => {
                event.preventDefault()
                tracker.click('start_quote', { product, pathContext: 'product-banner' })
                if (outcome === 'life-drop-off') setLifeDropOff(true)
                else if (external) window.location.assign(href)
                else navigate(href)
              }}
            >
              <input type="hidden" name={START_QUOTE_PARAMETER} value="1" />
              <label htmlFor={selectId}>Product</label>
              <select
                id={selectId}
                name="product"
                value={product}
                onChange={(event) => setProduct(event.target.value as ProductCode)}
              >
                {products.map((entry) => (
                  <option key={entry.slug} value={entry.product_type}>
                    {entry.title}
                  </option>
                ))}
              </select>
              {external ? (
                // The platform's address carries what only the browser knows (the session's contact).
                <a
                  className="button button--large"
                  href={href}
                  onClick={() => tracker.click('start_quote', { product, pathContext: 'product-banner' })}
                >
                  Start quote
                </a>
              ) : (
                <button type="submit" className="button button--large">
                  Start quote
                </button>
              )}
            </form>
            <span className="product-banner__or">or</span>
            <form method="get" action={pathname} className="reset-form">
              <input type="hidden" name={BANNER_CALL_ME_BACK_PARAMETER} value="1" />
              <input type="hidden" name="product" value={product} />
              <button
                type="submit"
                className="button button--secondary button--large"
                aria-expanded={callMeBack}
                onClick={(event) => {
                  event.preventDefault()
                  setCallMeBack((shown) => !shown)
                }}
              >
                Call me back
              </button>
            </form>
          </div>
        )}
        {callMeBack && !lifeDropOff ? (
          <div className="product-banner__call-me-back">
            <Suspense fallback={<p className="embed-loading">Loading…</p>}>
              <Slot
                name="call-me-back-form"
                variant="banner"
                heading={null}
                initialProduct={product}
                onLifeDropOff={() => {
                  setCallMeBack(false)
                  setLifeDropOff(true)
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </section>
  )
}
