import { formatIsoDateInWords } from '@insure/domain/calendar'
import { telephoneHref } from '@insure/domain/company'
import type { ProductCode } from '@insure/domain/catalogue'
import { formatCents } from '@insure/domain/money'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { mergeIntoStoredSession, readStoredSession } from '../../lib/session.client.ts'
import { usePhoneNumber } from '../../lib/site.tsx'
import { useTracker } from '../../lib/use-tracker.ts'
import { CongratulationsDocuments } from './congratulations-documents.tsx'
import { CoverLetterForm } from './cover-letter-form.tsx'
import { keyInformationPathOf } from './full-quote-paths.ts'
import type { PageProps } from './page-data.ts'

/**
 * The congratulations page (it writes the policy number into the session): the policy number, the premium, the commencement and first debit dates,
 * the confirmation e-mail on its way and the policy schedule to download (served by the page server,
 * policy-schedule.route.ts). Arriving from the purchase, the policy is tracked once (shell spec §7).
 */
export function CongratulationsPage({ quote, view, answer }: PageProps<'CONGRATULATIONS'>) {
  const tracker = useTracker()
  const tracked = useRef(false)
  const policy = view.policy
  useEffect(() => {
    if (!policy || !view.justBought || tracked.current) return
    tracked.current = true
    tracker.click('policy', {
      product: quote.productCode,
      quoteId: quote.hashedQuoteId,
      policyId: policy.hashedPolicyId,
      finalSalesPrice: policy.premiumCents,
    })
  }, [policy, view.justBought, tracker, quote.productCode, quote.hashedQuoteId])
  const policyNumber = policy?.policyNumber ?? null
  useEffect(() => {
    // Shell spec §3: the session keeps the policy number of the quote bought (a cache: the server's
    // policy decides), on every showing of the page, not only right after the purchase.
    if (policyNumber) mergeIntoStoredSession({ policyNumber })
  }, [policyNumber])
  // The session's car full sale (shell spec §3) gets the policy: its number and premium, in cents as
  // the GAP quote's premium (CarFullSaleSession).
  useEffect(() => {
    if (!policy || quote.productCode !== 'car') return
    mergeIntoStoredSession({
      carFullSaleSession: {
        selectedCar: null,
        ...readStoredSession()?.carFullSaleSession,
        carFullSaleSessionId: quote.hashedQuoteId,
        finalPremium: policy.premiumCents,
        policyNumber: policy.policyNumber,
      },
    })
  }, [policy, quote.productCode, quote.hashedQuoteId])
  if (!policy) return <p>This quote has no policy yet.</p>
  return (
    <section className="full-quote__policy" aria-labelledby="policy-heading">
      <h2 id="policy-heading">Your policy is in place</h2>
      <dl className="quote-result__details">
        <div>
          <dt>Policy number</dt>
          <dd>{policy.policyNumber}</dd>
        </div>
        <div>
          <dt>Monthly premium</dt>
          <dd>R {formatCents(policy.premiumCents)}</dd>
        </div>
        <div>
          <dt>Cover starts</dt>
          <dd>{formatIsoDateInWords(policy.commencementDate)}</dd>
        </div>
        {view.firstStrikeDate ? (
          <div>
            <dt>First debit order</dt>
            <dd>{formatIsoDateInWords(view.firstStrikeDate)}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        A confirmation e-mail is on its way{quote.email ? ` to ${quote.email}` : ''}, with your policy
        schedule.
      </p>
      <CongratulationsDocuments
        productCode={quote.productCode as ProductCode}
        scheduleHref={view.scheduleHref}
        keyInformationHref={keyInformationPathOf(quote.base, quote.hashedQuoteId)}
      />
      {view.asksCoverLetter ? <CoverLetterForm coverLetter={answer?.coverLetter} /> : null}
      <WhatHappensNext
        premiumCents={policy.premiumCents}
        commencementDate={policy.commencementDate}
        firstStrikeDate={view.firstStrikeDate}
      />
    </section>
  )
}

/**
 * What happens after the sale (issue 25), in plain words: the first debit, the documents, how to
 * claim and how to cancel. The cooling-off period is the Policyholder Protection Rules' 31 days
 * (short-term rule 15, long-term rule 15), for a policy without a claim.
 */
function WhatHappensNext({
  premiumCents,
  commencementDate,
  firstStrikeDate,
}: {
  premiumCents: number
  commencementDate: string
  firstStrikeDate: string | null
}) {
  const phoneNumber = usePhoneNumber()
  const call = <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>
  return (
    <section className="full-quote__next" aria-labelledby="next-heading">
      <h2 id="next-heading">What happens next</h2>
      <ol>
        <li>
          <strong>Your first debit.</strong>{' '}
          {firstStrikeDate
            ? `R ${formatCents(premiumCents)} is collected from your account on ${formatIsoDateInWords(firstStrikeDate)}, `
            : `R ${formatCents(premiumCents)} is collected from your account on your debit order day, `}
          and on the same day every month after. You are covered from {formatIsoDateInWords(commencementDate)}
          .
        </li>
        <li>
          <strong>Your documents.</strong> Your policy schedule comes by e-mail and can be downloaded on this
          page. Keep your policy number: it is your reference whenever you call us.
        </li>
        <li>
          <strong>Making a claim.</strong> Call us on {call} or use our <Link to="/claims">claims page</Link>.
          Have your policy number ready.
        </li>
        <li>
          <strong>Changing your mind.</strong> You may cancel within 31 days of getting your policy documents,
          as long as you have not claimed, and we refund what you paid. After that you can cancel at any time
          by calling {call}: your cover ends at the end of the last month you paid for.
        </li>
      </ol>
    </section>
  )
}
