import { productCodeOfSlug } from '@insure/domain/catalogue'
import { offersProduct } from '@insure/domain/company'
import { redirect } from 'react-router'
import type { Route } from './+types/product.route'
import { contentBackend, featureFlagsOfRequest } from '../../lib/content.server.ts'
import { contentPageHeaders } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { usePhoneNumber } from '../../lib/site.tsx'
import { ContentSections } from './content-sections.tsx'
import { ProductBanner } from './product-banner.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/**
 * products/{slug}: a product page. Its slug's first segment must name a product the company
 * activates for this visitor (business means bi), else /404 (shell spec §2).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').replace(/\/+$/, '')
  const code = productCodeOfSlug(slug)
  const content = contentBackend(request, context)
  const config = await content.config()
  if (!code || !offersProduct(config, featureFlagsOfRequest(request, context), code)) {
    throw redirect('/404')
  }
  const page = await content.page(`products/${slug}`)
  return { page }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  const phoneNumber = usePhoneNumber()
  return (
    <main className="page page--product">
      <ProductBanner page={page} phoneNumber={phoneNumber} />
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
