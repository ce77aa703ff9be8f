import { NavLink } from 'react-router'
import type { Route } from './+types/support.route'
import { contentPageHeaders, loadGuardedPage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { ContentSections } from './content-sections.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

const SUPPORT_SECTIONS = [
  { to: '/support', label: 'Support' },
  { to: '/support/faq', label: 'FAQ' },
  { to: '/support/product-docs', label: 'Product documents' },
  { to: '/support/tips-and-tools', label: 'Tips and tools' },
] as const

/** support, support/faq, support/product-docs, support/tips-and-tools and its tips (shell spec §2). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, '')
  const { page } = await loadGuardedPage({ request, url }, context, slug)
  return { page }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function SupportRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <main className="page page--support">
      <nav aria-label="Support sections" className="section-nav">
        <ul>
          {SUPPORT_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{page.heading}</h1>
      {page.sub_heading ? <p className="lead">{page.sub_heading}</p> : null}
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
