import { Suspense, useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { Route } from './+types/home.route'
import { contentPageHeaders, loadGuardedPage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'
import { ContentSections } from './content-sections.tsx'
import { GetAQuote } from './get-a-quote.tsx'
import { storefrontProducts } from './storefront.server.ts'
import { featureFlagsOfRequest } from '../../lib/content.server.ts'
import { SelfServiceLifeOffer } from '#self-service-life-offer'
import { isSelfServiceHomeFlowOn, telephoneHref } from '@insure/domain/company'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { page, config } = await loadGuardedPage({ request, url }, context, 'home')
  const featureFlags = featureFlagsOfRequest({ request, url }, context)
  return {
    page,
    products: storefrontProducts(config, featureFlags),
    // Worked out here: the rule (and the product rules under it) stays out of the page's script.
    selfServiceLife: isSelfServiceHomeFlowOn(config, featureFlags, context.productionServer),
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { page, products, selfServiceLife } = loaderData
  const { config } = useSite()
  const phoneNumber = usePhoneNumber()
  const navigate = useNavigate()

  // Old hash links (`/#/…`) land on the home page (shell spec §2: {hash} redirects home).
  useEffect(() => {
    if (window.location.hash.startsWith('#/')) navigate('/', { replace: true })
  }, [navigate])

  return (
    <main className="page page--home">
      {/* The storefront (issue 25): above the fold on a phone, the company's promise, a product
          choice and Get a quote; the number to call comes after. */}
      <section className="storefront" aria-labelledby="storefront-heading">
        <h1 id="storefront-heading">{page.heading}</h1>
        {page.sub_heading ? <p className="lead">{page.sub_heading}</p> : null}
        <GetAQuote products={products} context="home" />
        <p className="storefront__call">
          Or call {config.metadata.name} on <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>
        </p>
      </section>
      {selfServiceLife ? (
        <Suspense fallback={null}>
          <SelfServiceLifeOffer />
        </Suspense>
      ) : null}
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
