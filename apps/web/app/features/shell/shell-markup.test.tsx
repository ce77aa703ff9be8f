import { activeProductCodes, type ShellSetup } from '@insure/domain/company'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { companySeeds } from '../../../../api/seed/companies.ts'
import { SiteContext, type Site } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import { registerStaticRenderer } from '../../lib/static-markup.tsx'
import { shellNavigation, type ShellNavigation } from './navigation.server.ts'
import { isCurrentPage } from './shell-link.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

function siteOf(code: 'IWYZE' | 'OM'): Site {
  const seed = companySeeds.find((company) => company.code === code)!
  const config = { code, name: seed.name, ...seed.configuration } as ShellSetup
  return { ...testSite({ config }), activeProducts: activeProductCodes(config, []) }
}

function Shell({ navigation }: { navigation: ShellNavigation }) {
  return (
    <>
      <SiteHeader
        phoneNumber="0860 000 001"
        mainMenu={navigation.mainMenu}
        fullNavigation={navigation.fullNavigation}
      />
      <SiteFooter phoneNumber="0860 000 001" disclaimer="Excesses apply." links={navigation.footer} />
    </>
  )
}

/** The header and footer at `path` as React writes them into a page (renderToString). */
function shellAt(site: Site, path: string): string {
  // As the root loader works the links out.
  const navigation = shellNavigation(site)
  const Stub = createRoutesStub([
    { id: 'page', path: '*', Component: () => <Shell navigation={navigation} /> },
  ])
  return renderToString(
    <SiteContext.Provider value={site}>
      <Stub initialEntries={[path]} />
    </SiteContext.Provider>,
  )
}

afterEach(() => registerStaticRenderer(null))

describe("the shell's markup rendered once (issue 25)", () => {
  it.each([
    ['IWYZE', '/products/car-insurance'],
    ['IWYZE', '/'],
    ['OM', '/products/life-insurance'],
    ['OM', '/contact'],
  ] as const)(
    '%s at %s: the page server writes what the browser renders, so hydration matches',
    (code, path) => {
      const site = siteOf(code)
      const asTheBrowserRenders = shellAt(site, path)
      registerStaticRenderer(renderToStaticMarkup)
      const firstPage = shellAt(site, path)
      const laterPage = shellAt(site, path)
      expect(firstPage).toBe(asTheBrowserRenders)
      expect(laterPage).toBe(asTheBrowserRenders)
      expect(asTheBrowserRenders).toContain('CALL ME BACK')
      expect(asTheBrowserRenders).toContain('Excesses apply.')
    },
  )

  it('marks the current page in the full menu, path by path', () => {
    registerStaticRenderer(renderToStaticMarkup)
    const site = siteOf('IWYZE')
    const car = shellAt(site, '/products/car-insurance')
    const home = shellAt(site, '/products/home-insurance')
    expect(car).toContain('<a aria-current="page" href="/products/car-insurance"')
    expect(car).not.toContain('<a aria-current="page" href="/products/home-insurance"')
    expect(home).toContain('<a aria-current="page" href="/products/home-insurance"')
    expect(home).not.toContain('<a aria-current="page" href="/products/car-insurance"')
  })

  it('a footer of other content is rendered anew', () => {
    registerStaticRenderer(renderToStaticMarkup)
    const site = siteOf('IWYZE')
    shellAt(site, '/products/car-insurance')
    const renamed = {
      ...site,
      config: { ...site.config, metadata: { ...site.config.metadata, name: 'Renamed' } },
    }
    expect(shellAt(renamed, '/products/car-insurance')).toContain(`© ${new Date().getFullYear()} Renamed`)
  })
})

describe('the current page of a menu link (as NavLink decides it)', () => {
  it.each([
    ['/products/car-insurance', '/products', false, true],
    ['/products/car-insurance', '/products', true, false],
    ['/Products', '/products', true, true],
    ['/productsx', '/products', false, false],
    ['/', '/', true, true],
    ['/contact', '/', true, false],
  ])('%s, link to %s (end: %s): %s', (pathname, to, end, current) => {
    expect(isCurrentPage(pathname, to, end)).toBe(current)
  })
})
