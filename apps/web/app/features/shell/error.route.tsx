import { pickerProducts } from '@insure/domain/catalogue'
import { telephoneHref } from '@insure/domain/company'
import { SOLD_ONLINE_PRODUCTS } from '@insure/domain/full-quote'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import {
  LIFE_NOT_QUALIFIED_ROUTES,
  declineExplanationOf,
  type LifeNotQualifiedReason,
} from '@insure/domain/quick-quote'
import { CURRENT_RATING_TABLES } from '@insure/domain/rating'
import { Suspense } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/error.route'
import { Slot } from '../../lib/embeds.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { postedFormHeaders } from '../../lib/private-page.ts'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'

/**
 * Why the site sent the visitor here (shell spec §2 error routes; the page's content is ours), and
 * the document title that tells the pages apart. A declined life quote (its two routes) gets a
 * page of its own: why in plain words, the number to call, a call-me-back and what can still be
 * bought online (issue 25).
 */
const EXPLANATIONS: Record<string, { title: string; explanation: string }> = {
  ToHomePage: {
    title: 'We could not start your visit',
    explanation: 'We could not start your visit. Please go to the home page and try again.',
  },
}

function reasonOf(slug: string | undefined) {
  // Own keys only: /error/constructor is no reason.
  return slug && Object.hasOwn(EXPLANATIONS, slug) ? EXPLANATIONS[slug] : undefined
}

function declineReasonOf(slug: string | undefined): LifeNotQualifiedReason | null {
  return slug && Object.hasOwn(LIFE_NOT_QUALIFIED_ROUTES, slug) ? (slug as LifeNotQualifiedReason) : null
}

export function loader({ params }: Route.LoaderArgs) {
  const reason = declineReasonOf(params.slug)
  return {
    // On the server: the rating tables stay out of the page's script.
    decline: reason ? declineExplanationOf(reason, CURRENT_RATING_TABLES.life) : null,
    soldOnline: [...SOLD_ONLINE_PRODUCTS] as string[],
  }
}

/** The call-me-back form sent without script (lib/page-action.server.ts). */
export const action = pageAction

/** After a post the page echoes what was typed: private then. */
export const headers = postedFormHeaders

export function meta({ params, loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.decline?.title ?? reasonOf(params.slug)?.title ?? 'Something went wrong'
  return pageMeta({ title }, matches)
}

export default function ErrorRoute({ params, loaderData }: Route.ComponentProps) {
  if (loaderData.decline)
    return (
      <DeclinePage
        title={loaderData.decline.title}
        reasons={loaderData.decline.reasons}
        soldOnline={loaderData.soldOnline}
      />
    )
  const explanation = reasonOf(params.slug)?.explanation ?? GENERIC_ERROR_MESSAGE
  return (
    <main className="page error-page">
      <h1>Something went wrong</h1>
      <p>{explanation}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  )
}

function DeclinePage({
  title,
  reasons,
  soldOnline,
}: {
  title: string
  reasons: readonly string[]
  soldOnline: readonly string[]
}) {
  const phoneNumber = usePhoneNumber()
  const { activeProducts, featureFlags } = useSite()
  const otherProducts = pickerProducts(activeProducts, featureFlags).filter(
    (product) => product.code !== 'life' && soldOnline.includes(product.code),
  )
  return (
    <main className="page decline-page">
      <h1>{title}</h1>
      {reasons.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
      <p className="lead">
        Call us on <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>, or leave your number and a
        consultant will call you back.
      </p>
      {/* The forms' code loads on demand (lib/embeds.tsx slots). */}
      <Suspense fallback={<p className="embed-loading">Loading…</p>}>
        <Slot
          name="call-me-back-form"
          variant="new"
          heading="Ask a consultant to call you"
          initialProduct="life"
        />
      </Suspense>
      {otherProducts.length > 0 ? (
        <section aria-labelledby="decline-other-products">
          <h2 id="decline-other-products">Cover you can still buy online</h2>
          <ul className="decline-page__products">
            {otherProducts.map((product) => (
              <li key={product.code}>
                <Link to={`/quote?product=${product.code}`}>{product.displayName}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  )
}
