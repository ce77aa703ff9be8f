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

/** The phone numbers of a test company (shell spec §2), for components that show one. */
const TEST_PHONE_NUMBERS = {
  metadata: { local_phone_number: '0860 000 001', alternative_phone_number: '0860 000 002' },
  landing_pages_numbers_data: [],
}

/**
 * A site for unit tests (no shell, no browser): an API key, a phone number, no flags, no products,
 * no session.
 */
export function testSite(parts: TestSiteParts = {}): Site {
  return {
    settings: { publicApiKey: 'test', ...parts.settings },
    config: parts.config ?? TEST_PHONE_NUMBERS,
    activeProducts: [],
    session: parts.session,
    featureFlags: parts.featureFlags ?? [],
  } as unknown as Site
}

/** The server markup of `children` inside that site. */
export function renderInSite(children: ReactNode, site: Site = testSite()): string {
  return renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>)
}
