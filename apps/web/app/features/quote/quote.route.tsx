import { telephoneHref } from '@insure/domain/company'
import { Link } from 'react-router'
import type { Route } from './+types/quote.route'
import { contentBackend } from '../../lib/content.server.ts'
import { requireActivePage } from '../../lib/content-page.server.ts'
import { usePhoneNumber, useSite } from '../../lib/site.tsx'

/**
 * quote: the quote page. It lists the products a visitor can be quoted on; the quick-quote questions
 * themselves arrive with the quote issue (question engine and rating engine).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await contentBackend(request, context).config()
  requireActivePage(config, 'quote_page')
  return { companyName: config.metadata.name }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Get a quote | ${data.companyName}` : 'Get a quote' }]
}

export default function QuoteRoute() {
  const { config, activeProducts } = useSite()
  const phoneNumber = usePhoneNumber()
  const products = config.products_pages.filter((page) => activeProducts.includes(page.product_type))
  return (
    <main className="page">
      <h1>Get a quote</h1>
      <p className="lead">
        Choose a product to read about it, or call us on{' '}
        <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a> for a quote over the phone.
      </p>
      <ul className="product-cards">
        {products.map((page) => (
          <li key={page.slug} className="product-card">
            <Link to={`/products/${page.slug}`}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
