import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteContext, type Site } from './site.tsx'

/** What a unit test gives the site: only the parts the component under test reads. */
export type TestSiteParts = {
  settings?: Partial<Site['settings']>
  config?: Record<string, unknown>
  featureFlags?: string[]
  session?: object
}

/** A site for unit tests (no shell, no browser): an API key, no flags, no products, no session. */
export function testSite(parts: TestSiteParts = {}): Site {
  return {
    settings: { publicApiKey: 'test', ...parts.settings },
    config: parts.config ?? {},
    activeProducts: [],
    session: parts.session,
    featureFlags: parts.featureFlags ?? [],
  } as unknown as Site
}

/** The server markup of `children` inside that site. */
export function renderInSite(children: ReactNode, site: Site = testSite()): string {
  return renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>)
}
