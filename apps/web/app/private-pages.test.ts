import { describe, expect, it } from 'vitest'
import * as callBack from './features/forms/call-back.route.tsx'
import * as callCentreQuote from './features/callcentre/callcentre-quote.route.tsx'
import * as contentPage from './features/content/page.route.tsx'
import * as fullQuotePage from './features/full-quote/full-quote-page.route.tsx'
import * as resumeQuote from './features/full-quote/resume-quote.route.tsx'
import { PRIVATE_PAGE_HEADERS } from './lib/private-page.ts'

/**
 * Issue 22: every page that shows personal information says noindex (meta robots and the
 * X-Robots-Tag header) and is never kept by a shared cache (Cache-Control: private, no-store).
 * The real server's answers, posts included, are checked in apps/api/test/system/private-pages.test.ts.
 */

type HeadersArgs = {
  actionHeaders: Headers
  loaderHeaders: Headers
  parentHeaders: Headers
  errorHeaders?: Headers
}
const args = (action?: HeadersInit): HeadersArgs => ({
  actionHeaders: new Headers(action),
  loaderHeaders: new Headers(),
  parentHeaders: new Headers(),
})
const headersOf = (module: { headers?: unknown }, action?: HeadersInit) =>
  Object.fromEntries(new Headers((module.headers as (args: HeadersArgs) => HeadersInit)(args(action))))
const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }
const metaOf = (module: { meta?: unknown }) =>
  (module.meta as (args: { matches: []; data: undefined }) => Record<string, string>[])({
    matches: [],
    data: undefined,
  })

describe('pages with personal information are private and not indexed', () => {
  it.each([
    ['a full-quote page', fullQuotePage],
    ['resume-quote', resumeQuote],
    ['the call-centre quote page', callCentreQuote],
  ])('%s: private, no-store; noindex in its header and its meta', (_name, module) => {
    expect(headersOf(module)).toEqual(PRIVATE)
    expect(metaOf(module)).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })

  it('the posted forms answer private and noindex (they echo what was typed)', () => {
    expect(Object.fromEntries(new Headers(PRIVATE_PAGE_HEADERS))).toEqual(PRIVATE)
  })

  it.each([
    ['the call-back page', callBack, {}],
    ['a content page', contentPage, { 'cache-control': 'public, no-cache' }],
  ])('%s after a post is private and noindex; before, open to caches and search', (_name, module, open) => {
    expect(headersOf(module, { 'Cache-Control': 'private, no-store' })).toEqual(PRIVATE)
    expect(headersOf(module)).toEqual(open)
  })
})
