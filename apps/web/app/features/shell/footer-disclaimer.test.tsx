import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteContext } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import { useFooterDisclaimer } from './footer-disclaimer.ts'

const site = testSite({
  config: {
    metadata: { disclaimer_text: 'Company default.' },
    productsData: [
      { product_type: 'car', disclaimer_text: 'Car disclaimer.' },
      { product_type: 'gap', disclaimer_text: 'GAP disclaimer.' },
      { product_type: 'funeral', disclaimer_text: 'Funeral disclaimer.' },
    ],
  },
})

function Footer() {
  return <p>{useFooterDisclaimer()}</p>
}

/** The footer's text at `path`, with the route's loader answer when it has one (a full-quote page). */
function footerAt(path: string, loaderData: unknown = null): string {
  const Stub = createRoutesStub([{ id: 'page', path: '*', Component: Footer }])
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />
    </SiteContext.Provider>,
  )
}

describe("the footer's disclaimer (shell spec §2: product and quote pages show their product's)", () => {
  it.each([
    ['a product page', '/products/car-insurance', null, 'Car disclaimer.'],
    ['the quick quote for car', '/quote?product=car', null, 'Car disclaimer.'],
    ['the quick quote for funeral', '/quote?product=funeral', null, 'Funeral disclaimer.'],
    ["an agent's quick quote for GAP", '/callcenter/quote?product=gap', null, 'GAP disclaimer.'],
    ['the quick quote before a product is chosen', '/quote', null, 'Company default.'],
    ['a quoted product without its own disclaimer', '/quote?product=life', null, 'Company default.'],
    [
      'a full-quote page of a GAP quote',
      '/quote/abc123/personal-information',
      { quote: { productCode: 'gap' } },
      'GAP disclaimer.',
    ],
    [
      "an agent's full-quote page of a car quote",
      '/callcenter/quote/q/abc123/premium',
      { quote: { productCode: 'car' } },
      'Car disclaimer.',
    ],
    ['a page that is not a quote page, with a product', '/contact?product=car', null, 'Company default.'],
    ['the blog', '/blogs', null, 'Company default.'],
  ])('%s (%s) shows "%s"', (_row, path, loaderData, text) => {
    expect(footerAt(path, loaderData)).toBe(`<p>${text}</p>`)
  })
})
