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
    products_pages: [],
    insurers: {
      life: { name: 'Life Ltd', address: '1 Life Road', fsp_number: '111' },
      non_life: { name: 'General Ltd', address: '2 Short Street', fsp_number: '222' },
    },
  },
})

/** Issue 25: who underwrites follows each disclaimer, by the product's kind of insurer. */
const LIFE =
  'is underwritten by Life Ltd, a licensed life insurer and authorised financial services provider (FSP 111), 1 Life Road.'
const NON_LIFE =
  'is underwritten by General Ltd, a licensed non-life insurer and authorised financial services provider (FSP 222), 2 Short Street.'
const DEFAULT =
  'Company default. Life and funeral cover are underwritten by Life Ltd, a licensed life insurer and authorised financial services provider (FSP 111). Car, home, business, GAP and the other cover are underwritten by General Ltd, a licensed non-life insurer and authorised financial services provider (FSP 222).'

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
    ['a product page', '/products/car-insurance', null, `Car disclaimer. Car Insurance ${NON_LIFE}`],
    ['the quick quote for car', '/quote?product=car', null, `Car disclaimer. Car Insurance ${NON_LIFE}`],
    [
      'the quick quote for funeral',
      '/quote?product=funeral',
      null,
      `Funeral disclaimer. Funeral Cover ${LIFE}`,
    ],
    [
      "an agent's quick quote for GAP",
      '/callcenter/quote?product=gap',
      null,
      `GAP disclaimer. GAP Cover ${NON_LIFE}`,
    ],
    ['the quick quote before a product is chosen', '/quote', null, DEFAULT],
    ['a quoted product without its own disclaimer', '/quote?product=life', null, `Life Insurance ${LIFE}`],
    [
      'a full-quote page of a GAP quote',
      '/quote/abc123/personal-information',
      { quote: { productCode: 'gap' } },
      `GAP disclaimer. GAP Cover ${NON_LIFE}`,
    ],
    [
      "an agent's full-quote page of a car quote",
      '/callcenter/quote/q/abc123/premium',
      { quote: { productCode: 'car' } },
      `Car disclaimer. Car Insurance ${NON_LIFE}`,
    ],
    ['a page that is not a quote page, with a product', '/contact?product=car', null, DEFAULT],
    ['the blog', '/blogs', null, DEFAULT],
  ])('%s (%s) shows "%s"', (_row, path, loaderData, text) => {
    expect(footerAt(path, loaderData)).toBe(`<p>${text}</p>`)
  })
})
