import type { CatalogueProduct } from '@insure/domain/catalogue'
import { formatCents } from '@insure/domain/money'
import type { QuickQuoteResult } from '@insure/domain/quick-quote'
import { isSoldOnline } from '@insure/domain/full-quote'
import { Suspense, useState, type RefObject } from 'react'
import { useFetcher } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { Slot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'
import { QUOTE_INTENT } from './quote-intents.ts'

/** The form "Change my answers" and "Start again" post without script (the quote route's action). */
const CHANGE_FORM_ID = 'quote-result-change'

type Quoted = Extract<QuickQuoteResult, { outcome: 'QUOTED' }>

/**
 * The premium of a quick quote: monthly premium, cover and (when there is one) excess, formatted as
 * the spec says (`R 1 234.50`, forms spec §9), the product's disclaimer, and what to do next. The call
 * to action is recorded with POST A/quickquote/click before the call-me-back form opens.
 */
export function QuoteResult({
  product,
  result,
  disclaimer,
  callCentre,
  heading,
  hydrated = true,
  api,
  onStartAgain,
  onChangeAnswers,
}: {
  product: CatalogueProduct
  result: Quoted
  disclaimer: string | null
  callCentre: boolean
  heading: RefObject<HTMLHeadingElement | null>
  /** False while the page has no script yet: the call-me-back toggle is then a link to its page. */
  hydrated?: boolean
  api: ApiClient
  onStartAgain(): void
  onChangeAnswers(): void
}) {
  const [callBack, setCallBack] = useState(false)
  const { session } = useSite()
  // BUY NOW starts the full quote (features/full-quote, reached by its address: quote/buy).
  const buy = useFetcher<{ message: string }>()
  const sellsOnline = isSoldOnline(product.code)

  function recordClick(finalClick: boolean) {
    // Recording the click must never stand between the visitor and the call back.
    api
      .post('/wyzeapi/quickquote/click', {
        hashedQuickQuoteSessionId: result.hashedQuickQuoteSessionId,
        premium: result.premium,
        cover: result.cover,
        finalClick,
      })
      .catch(() => undefined)
  }

  return (
    <section className="quote-result" aria-labelledby="quote-result-heading">
      <h2 id="quote-result-heading" ref={heading} tabIndex={-1}>
        Your premium
      </h2>
      <p className="quote-result__premium">
        <strong>R {formatCents(result.premium)}</strong> per month
      </p>
      <dl className="quote-result__details">
        <div>
          <dt>Product</dt>
          <dd>{product.displayName}</dd>
        </div>
        <div>
          <dt>Cover</dt>
          <dd>R {formatCents(result.cover)}</dd>
        </div>
        {result.excess !== 0 ? (
          <div>
            <dt>Excess</dt>
            <dd>R {formatCents(result.excess)}</dd>
          </div>
        ) : null}
      </dl>
      {disclaimer ? <p className="quote-result__disclaimer">{disclaimer}</p> : null}
      <div className="quote-result__actions">
        {sellsOnline ? (
          <buy.Form method="post" action={callCentre ? '/callcenter/quote/q/buy' : '/quote/buy'}>
            <input type="hidden" name="hashedQuickQuoteSessionId" value={result.hashedQuickQuoteSessionId} />
            {session?.hashedSessionId ? (
              <input type="hidden" name="hashedSessionId" value={session.hashedSessionId} />
            ) : null}
            {/* Where a car lead came from (sourceUpdate): the product, the campaign, direct traffic. */}
            <input type="hidden" name="productCode" value={product.code} />
            {session?.uci ? <input type="hidden" name="ucid" value={session.uci} /> : null}
            {session?.mustUseDirectTrafficUcid ? (
              <input type="hidden" name="mustUseDirectTrafficUcid" value="true" />
            ) : null}
            <button
              type="submit"
              className="button"
              disabled={buy.state !== 'idle'}
              aria-busy={buy.state !== 'idle'}
              onClick={() => recordClick(true)}
            >
              BUY NOW
            </button>
          </buy.Form>
        ) : null}
        {callCentre ? null : !hydrated ? (
          <a className="button" href="/call-back">
            Call me back about this quote
          </a>
        ) : (
          <button
            type="button"
            className="button"
            aria-expanded={callBack}
            onClick={() => {
              if (!callBack) recordClick(true)
              setCallBack(!callBack)
            }}
          >
            Call me back about this quote
          </button>
        )}
        {/* Posts without script (the quote route's action); with it, handled here. */}
        <button
          type="submit"
          form={CHANGE_FORM_ID}
          name={QUOTE_INTENT.name}
          value={QUOTE_INTENT.change}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault()
            onChangeAnswers()
          }}
        >
          Change my answers
        </button>
        <button
          type="submit"
          form={CHANGE_FORM_ID}
          name={QUOTE_INTENT.name}
          value={QUOTE_INTENT.startAgain}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault()
            onStartAgain()
          }}
        >
          Start again
        </button>
      </div>
      <form id={CHANGE_FORM_ID} method="post" hidden />
      {buy.data?.message ? (
        <p className="field__error" role="alert">
          {buy.data.message}
        </p>
      ) : null}
      {callBack ? (
        // The forms' code loads on demand (lib/embeds.tsx slots), as on the other pages.
        <Suspense fallback={<p className="embed-loading">Loading…</p>}>
          <Slot
            name="call-me-back-form"
            variant="one"
            heading="Call me back about this quote"
            initialProduct={product.code}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
