import { prepopContactOf, startQuoteHref } from '../../lib/start-quote.ts'
import { useSite } from '../../lib/site.tsx'
import { useTracker } from '../../lib/use-tracker.ts'

/**
 * The home flow to the self-service platform (shell spec §6): on a server that is not production, a
 * visitor with the life self-service flag is offered the platform's life application from the home
 * page, with the same query parameters as Start quote. The home page's loader decides whether it
 * shows (isSelfServiceHomeFlowOn).
 */
export function SelfServiceLifeOffer() {
  const { config, session, settings } = useSite()
  const tracker = useTracker()
  const href = startQuoteHref({
    product: 'life',
    company: settings.companyCode,
    externalPlatformUrl: config.external_sales_platform_url,
    contact: prepopContactOf(session),
    source: session?.uci ?? session?.contactId ?? null,
  })
  return (
    <section className="self-service-offer" aria-labelledby="self-service-offer-heading">
      <h2 id="self-service-offer-heading">Life cover, online</h2>
      <p>Apply for life cover yourself on our self-service platform, in about ten minutes.</p>
      <a
        className="button"
        href={href}
        onClick={() => tracker.click('start_quote', { product: 'life', pathContext: 'home-self-service' })}
      >
        Get life cover online
      </a>
    </section>
  )
}
