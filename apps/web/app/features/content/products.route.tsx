import { activeProductCodes } from '@insure/domain/company'
import { Link } from 'react-router'
import type { Route } from './+types/products.route'
import { contentBackend, featureFlagsOfRequest } from '../../lib/content.server.ts'
import { contentPageHeaders, loadGuardedPage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { ContentSections } from './content-sections.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/** products: the products page (guarded by products_page) with a card per active product page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const [{ page, config }, products] = await Promise.all([
    loadGuardedPage({ request, url }, context, 'products'),
    contentBackend({ request, url }, context).productPages(),
  ])
  const active = activeProductCodes(config, featureFlagsOfRequest({ request, url }, context))
  return {
    page,
    products: products.results.filter(
      (product) => product.product_type && active.includes(product.product_type),
    ),
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { page, products } = loaderData
  return (
    <main className="page">
      <h1>{page.heading}</h1>
      {page.sub_heading ? <p className="lead">{page.sub_heading}</p> : null}
      <ul className="product-cards">
        {products.map((product) => (
          <li key={product.slug} className="product-card">
            <h2>
              <Link to={`/${product.slug}`}>{product.title}</Link>
            </h2>
            <p>{product.sub_heading}</p>
          </li>
        ))}
      </ul>
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
