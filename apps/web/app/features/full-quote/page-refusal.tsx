import type { ProductCode } from '@insure/domain/catalogue'
import type { FullQuotePage } from '@insure/domain/full-quote'
import { Suspense } from 'react'
import { Slot } from '../../lib/embeds.tsx'
import { pagePathOf } from './full-quote-paths.ts'
import type { QuoteSummary } from './page-data.ts'

/** The call-me-back variant a refused page offers, and so the name its form posts without script. */
const REFUSAL_CALL_BACK_VARIANT = 'one'
export const REFUSAL_CALL_BACK_FORM = `call-back-${REFUSAL_CALL_BACK_VARIANT}` as const

/**
 * A page whose refusal rule refused the answers (VAP's vehicle page: a taxi, a damaged car…): its
 * sentence, and the site's call-me-back form in place of going on, since what the site cannot cover
 * a consultant may still arrange. The answers may be changed: the page is drawn again. Without
 * script the form posts to the page (its action hands it to the forms' action), and the page shows
 * its outcome (400, or `?sent=` after the redirect) with no sentence: the refused answers were not
 * stored, so only the post that refused them knew it.
 */
export function PageRefusal({
  sentence,
  quote,
  page,
}: {
  sentence: string | null
  quote: QuoteSummary
  page: FullQuotePage
}) {
  return (
    <section className="full-quote__refusal" aria-labelledby="page-refusal-heading">
      <h2 id="page-refusal-heading">We cannot cover this online</h2>
      {sentence ? (
        <p className="form__summary" role="alert">
          {sentence}
        </p>
      ) : null}
      {/* The forms' code loads on demand (lib/embeds.tsx slots), as on the quote result. */}
      <Suspense fallback={<p className="embed-loading">Loading…</p>}>
        <Slot
          name="call-me-back-form"
          variant={REFUSAL_CALL_BACK_VARIANT}
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
