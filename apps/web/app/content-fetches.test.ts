import { describe, expect, it } from 'vitest'
import { loader as productLoader } from './features/content/product.route.tsx'
import { loader as rootLoader } from './root.tsx'
import type { SiteLoadContext } from './lib/load-context.ts'
import { CAR_PAGE, contentLoadContext, IWYZE_CONFIG as CONFIG } from './lib/load-context.testing.ts'
import { pageRequestOf } from './lib/page-request.testing.ts'

// lib/content.server.ts as the loaders of one render use it: the root's and a content route's (so the
// test sits beside root.tsx, above the features).
/** A render's load context, counting content fetches. */
function loadContext() {
  const { context, read } = contentLoadContext({ config: CONFIG, page: CAR_PAGE })
  return { context, fetched: read }
}

/** One document request for a product page: the root loader and the route's loader, as React Router runs them. */
async function renderProductPage(context: SiteLoadContext) {
  const request = new Request('http://localhost/products/car-insurance')
  await Promise.all([
    rootLoader({ ...pageRequestOf(request), context, params: {} } as never),
    productLoader({ ...pageRequestOf(request), context, params: { '*': 'car-insurance' } } as never),
  ])
}

describe('content fetches of one render', () => {
  it('fetch the configuration once for the root and the route loader together', async () => {
    const { context, fetched } = loadContext()
    await renderProductPage(context)
    expect(fetched.sort()).toEqual(['/api/config/', '/api/pages/products/car-insurance/'])
  })

  it('are not kept beyond the render: the next request fetches again (a purge reaches the next page)', async () => {
    const first = loadContext()
    await renderProductPage(first.context)
    const next = loadContext()
    await renderProductPage(next.context)
    expect(next.fetched).toHaveLength(2)
  })
})
