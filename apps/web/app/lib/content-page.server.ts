import { isPageActive, type ShellConfiguration } from '@insure/domain/company'
import type { PageName } from '@insure/domain/content'
import { redirect } from 'react-router'
import { contentBackend } from './content.server.ts'
import type { SiteLoadContext } from './load-context.ts'
import type { PageRequest } from './page-request.ts'
import { postedFormHeaders } from './private-page.ts'

/** A page the company does not activate sends the visitor to /404 (shell spec §2 guard). */
export function requireActivePage(config: ShellConfiguration, pageName: PageName | null) {
  if (!isPageActive(config, pageName)) throw redirect('/404')
}

/**
 * A content page by slug, guarded by the company configuration (shell spec §2): a page whose
 * page_name is not activated sends the visitor to /404; pages with no page_name are allowed.
 */
export async function loadGuardedPage(pageRequest: PageRequest, context: SiteLoadContext, slug: string) {
  const content = contentBackend(pageRequest, context)
  const [config, page] = await Promise.all([content.config(), content.page(slug)])
  requireActivePage(config, page.page_name)
  return { page, config }
}

/**
 * Content pages may be shared from the server's HTML cache (DESIGN.md budgets): `public` marks a
 * response the cache may keep; it still never keeps a request carrying session-specific state. A
 * page rendered for a form's post shows what the visitor typed: private, and not for search engines.
 */
export function contentPageHeaders(args: { actionHeaders: Headers }) {
  return postedFormHeaders(args, { 'Cache-Control': 'public, no-cache' })
}
