import {
  CALL_CENTRE_COMPANY_PARAMETERS,
  toCompanyCode,
  type CompanyCode,
  type FeatureFlag,
} from '@insure/domain/catalogue'
import type { CompanySetup } from '@insure/domain/company'
import type { BlogPage, BlogPost, BlogPostSummary, ContentList, ContentPage } from '@insure/domain/content'
import { data, redirect } from 'react-router'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE, cookieFromHeader } from './cookies.ts'
import { featureFlagsFrom } from './feature-flags.ts'
import type { SiteLoadContext } from './load-context.ts'
import type { PageRequest } from './page-request.ts'

/**
 * The company a request is for: the site's own, or in call-centre mode the one named by `company`,
 * `cpy` or `company_code` in the query (or remembered from an earlier page of the visit).
 */
export function companyOfRequest({ request, url }: PageRequest, context: SiteLoadContext): CompanyCode {
  if (!context.callCentre) return context.companyCode
  const query = url.searchParams
  for (const name of CALL_CENTRE_COMPANY_PARAMETERS) {
    const code = toCompanyCode(query.get(name))
    if (code) return code
  }
  const remembered = toCompanyCode(
    cookieFromHeader(request.headers.get('cookie'), CALL_CENTRE_COMPANY_COOKIE),
  )
  return remembered ?? context.companyCode
}

/** Feature flags of this request as the page server sees them (shell spec §4). */
export function featureFlagsOfRequest(
  { request, url }: PageRequest,
  context: SiteLoadContext,
): FeatureFlag[] {
  const host = request.headers.get('host')
  // A copy: React Router's `url` is every loader's of this request.
  const seen = new URL(url)
  if (host) seen.host = host
  return featureFlagsFrom({
    url: seen.href,
    cookie: cookieFromHeader(request.headers.get('cookie'), FEATURE_FLAG_COOKIE),
    testMode: context.testMode,
    environmentFlags: context.featureFlags,
  })
}

/**
 * The content fetched during one request, by path and query. The load context is made once per
 * request (apps/api/src/web.ts), so the root loader and the route's loader share one fetch of the
 * configuration (issue 17: a product page cost three content fetches). Nothing here outlives the
 * request; the server keeps answers across requests only for the content generation, so the next
 * request sees a purge at once.
 */
const fetchedThisRequest = new WeakMap<SiteLoadContext, Map<string, Promise<unknown>>>()

async function fetchJson(context: SiteLoadContext, pathAndQuery: string, path: string): Promise<unknown> {
  const response = await context.readContent(pathAndQuery)
  if (response.status === 404) throw redirect('/404')
  // The address asked for what the backend refuses (a search term with NUL, an offset past its
  // bound): the visitor's mistake, answered with its status and a page in words, never a 500.
  if (response.status >= 400 && response.status < 500) throw data(null, { status: response.status })
  if (response.status !== 200) throw new Error(`The content backend answered ${response.status} for ${path}`)
  return response.body
}

/**
 * The content backend as the page server reads it. Call-centre mode adds the company code to every
 * content request (shell spec §6); a content 404 sends the visitor to /404 (shell spec §8), another
 * 4xx is the page's own error response with that status.
 */
export function contentBackend(page: PageRequest, context: SiteLoadContext) {
  const company = companyOfRequest(page, context)
  const companyParameter = context.callCentre ? `company=${company}` : ''
  let fetched = fetchedThisRequest.get(context)
  if (!fetched) fetchedThisRequest.set(context, (fetched = new Map()))
  const sameRequest = fetched

  function get<T>(path: string, query: URLSearchParams = new URLSearchParams()): Promise<T> {
    const search = [query.toString(), companyParameter].filter(Boolean).join('&')
    const pathAndQuery = search ? `${path}?${search}` : path
    let answer = sameRequest.get(pathAndQuery)
    if (!answer) sameRequest.set(pathAndQuery, (answer = fetchJson(context, pathAndQuery, path)))
    return answer as Promise<T>
  }

  return {
    company,
    config: () => get<CompanySetup>('/api/config/'),
    page: (slug: string) => get<ContentPage>(`/api/pages/${slug}/`),
    productPages: () => get<ContentList<Omit<ContentPage, 'content_sections'>>>('/api/products/'),
    blogPage: () => get<BlogPage>('/api/blog_page/'),
    blogPost: (slug: string) => get<BlogPost>(`/api/blogs/${encodeURIComponent(slug)}/`),
    blogPosts: (query: URLSearchParams) => get<ContentList<BlogPostSummary>>('/api/blogs/', query),
  }
}
