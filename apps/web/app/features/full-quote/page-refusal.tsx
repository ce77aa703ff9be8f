import type { ProductCode } from '@insure/domain/catalogue'
import type { FullQuotePage } from '@insure/domain/full-quote'
import { Suspense } from 'react'
import { Slot } from '../../lib/embeds.tsx'
import { pagePathOf } from './full-quote-paths.ts'
import type { QuoteSummary } from './page-data.ts'

/**
 * A page whose refusal rule refused the answers (VAP's vehicle page: a taxi, a damaged car…): its
 * sentence, and the site's call-me-back form in place of going on, since what the site cannot cover
 * a consultant may still arrange. The answers may be changed: the page is drawn again.
 */
export function PageRefusal({
  sentence,
  quote,
  page,
}: {
  sentence: string
  quote: QuoteSummary
  page: FullQuotePage
}) {
  return (
    <section className="full-quote__refusal" aria-labelledby="page-refusal-heading">
      <h2 id="page-refusal-heading">We cannot cover this online</h2>
      <p className="form__summary" role="alert">
        {sentence}
      </p>
      {/* The forms' code loads on demand (lib/embeds.tsx slots), as on the quote result. */}
      <Suspense fallback={<p className="embed-loading">Loading…</p>}>
        <Slot
          name="call-me-back-form"
          variant="one"
          heading="Ask us to call you back"
          initialProduct={quote.productCode as ProductCode}
        />
      </Suspense>
      <p>
        <a href={pagePathOf(quote.base, quote.hashedQuoteId, page.code)}>Change my answers</a>
      </p>
    </section>
  )
}
