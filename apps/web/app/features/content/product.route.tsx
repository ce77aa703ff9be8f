import { productCodeOfSlug, type ProductCode } from '@insure/domain/catalogue'
import { offersProduct } from '@insure/domain/company'
import type { ContentPage } from '@insure/domain/content'
import { redirect } from 'react-router'
import type { Route } from './+types/product.route'
import { contentBackend, featureFlagsOfRequest } from '../../lib/content.server.ts'
import { contentPageHeaders } from '../../lib/content-page.server.ts'
import { DataBlock, dataOf } from '../../lib/data-block.tsx'
import { dataBlockAnswer } from '../../lib/data-block.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { DROP_OFF_PARAMETER } from '../../lib/posted-form.tsx'
import { usePhoneNumber } from '../../lib/site.tsx'
import { START_QUOTE_PARAMETER, startQuoteHref, startQuoteOutcome } from '../../lib/start-quote.ts'
import { ContentSections } from './content-sections.tsx'
import { ProductBanner } from './product-banner.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/**
 * products/{slug}: a product page. Its slug's first segment must name a product the company
 * activates for this visitor (business means bi), else /404 (shell spec §2).
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').replace(/\/+$/, '')
  const code = productCodeOfSlug(slug)
  const content = contentBackend({ request, url }, context)
  const config = await content.config()
  const featureFlags = featureFlagsOfRequest({ request, url }, context)
  if (!code || !offersProduct(config, featureFlags, code)) {
    throw redirect('/404')
  }
  // The banner's Start quote sent without script: the product chosen, where the script would go.
  const query = url.searchParams
  const chosen = query.get('product') as ProductCode | null
  if (query.has(START_QUOTE_PARAMETER) && chosen && offersProduct(config, featureFlags, chosen)) {
    const outcome = startQuoteOutcome(chosen, featureFlags)
    if (outcome === 'life-drop-off') {
      throw redirect(`/products/${slug}?${DROP_OFF_PARAMETER}=life&product=life`)
    }
    throw redirect(
      startQuoteHref({
        product: chosen,
        company: context.companyCode,
        externalPlatformUrl: outcome === 'external' ? config.external_sales_platform_url || null : null,
        contact: null,
        source: null,
      }),
    )
  }
  const page = await content.page(`products/${slug}`)
  // The content backend's answer, as it is: in the page's data block (lib/data-block.tsx).
  return dataBlockAnswer(request, page, '', () => page)
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data ? dataOf<ContentPage>('page', data) : undefined, matches)
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const page = dataOf<ContentPage>('page', loaderData)
  const phoneNumber = usePhoneNumber()
  return (
    <main className="page page--product">
      <ProductBanner page={page} phoneNumber={phoneNumber} />
      <ContentSections sections={page.content_sections} />
      <DataBlock name="page" answer={loaderData} />
    </main>
  )
}
