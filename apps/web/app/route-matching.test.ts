import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from './routes.ts'

/**
 * Which page answers an address: the route table of routes.ts under the root layout, matched by
 * React Router as the server and the browser match it. React Router is patched
 * (patches/react-router+7.18.4.patch) to pass over a branch whose whole path cannot match before
 * matching its routes one by one (issue 25: the matching was a quarter of a quote post's
 * allocation); the table is the shell spec §2 routes, so the patch may skip work, never a page.
 */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
    return entry.index
      ? { id, index: true }
      : { id, path: entry.path, children: entry.children ? routeObjects(entry.children) : undefined }
  })
}

const tree: RouteObject[] = [{ id: 'root', path: '', children: routeObjects(routes as RouteConfigEntry[]) }]

/** The route ids that draw `pathname`, root first; null when nothing matches. */
const idsOf = (pathname: string) => matchRoutes(tree, pathname)?.map((match) => match.route.id) ?? null

describe('the route table, as React Router matches it', () => {
  it.each([
    ['/', 'features/content/home.route'],
    ['/quote', 'features/quote/quote.route'],
    ['/QUOTE', 'features/quote/quote.route'],
    ['/quote/', 'features/quote/quote.route'],
    ['/quote/buy', 'features/full-quote/start-full-quote.route'],
    ['/quote/q1/policy-schedule.pdf', 'features/full-quote/policy-schedule.route'],
    ['/quote/q1/key-information', 'features/full-quote/key-information.route'],
    ['/quote/q1/personal-information', 'features/full-quote/full-quote-page.route'],
    ['/callcenter/quote/q/buy', 'callcentre-quote-buy'],
    ['/callcenter/quote/q/q1/policy-schedule.pdf', 'callcentre-policy-schedule'],
    ['/callcenter/quote/q/q1/key-information', 'callcentre-key-information'],
    ['/callcenter/quote/q/q1/disclaimer', 'callcentre-full-quote-page'],
    ['/callcenter/quote', 'features/quote/agent-quote.route'],
    ['/callcenter/quote/token-1', 'features/quote/agent-quote.route'],
    ['/products', 'features/content/products.route'],
    ['/products/car-insurance', 'features/content/product.route'],
    ['/products/car-insurance/extra', 'features/content/product.route'],
    ['/documents/funeral/policy-wording.pdf', 'policy-wording-pdf'],
    ['/documents/funeral/terms.pdf', 'terms-pdf'],
    ['/documents/funeral/policy-wording', 'features/documents/policy-document.route'],
    ['/call-back', 'features/forms/call-back.route'],
    ['/resume-quote/q1', 'features/full-quote/resume-quote.route'],
    ['/support', 'support'],
    ['/support/faq', 'support-faq'],
    ['/support/tips-and-tools/tips/hiv-testing-locations', 'support-tip'],
    ['/home', 'home-redirect'],
    ['/home/winter-campaign', 'features/content/landing.route'],
    ['/blogs', 'features/content/blogs.route'],
    ['/post/a-post', 'features/content/post.route'],
    ['/error', 'features/shell/error.route'],
    ['/error/expired', 'features/shell/error.route'],
    ['/404', 'features/shell/not-found.route'],
    ['/claim', 'claim-redirect'],
    ['/about-us', 'features/content/page.route'],
    ['/a/b/c', 'unknown-path'],
    ['/quote/q1/page/extra', 'unknown-path'],
  ])('%s is drawn by %s', (pathname, id) => {
    expect(idsOf(pathname)?.at(-1)).toBe(id)
  })

  it('an agent link keeps its token, and the agent page holds the quick quote', () => {
    const [match] = matchRoutes(tree, '/callcenter/quote/token-1')!.slice(1)
    expect(match?.params).toEqual({ token: 'token-1' })
    expect(idsOf('/callcenter/quote/token-1')).toEqual([
      'root',
      'features/callcentre/callcentre-quote.route',
      'features/quote/agent-quote.route',
    ])
  })

  it('a page of a quote names the quote and the page', () => {
    const leaf = matchRoutes(tree, '/quote/q%201/personal-information')!.at(-1)!
    expect(leaf.params).toEqual({ hashedQuoteId: 'q 1', pageCode: 'personal-information' })
  })
})
