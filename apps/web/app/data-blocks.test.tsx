// @vitest-environment jsdom
import type { ShellSetup } from '@insure/domain/company'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteLoadContext } from './lib/load-context.ts'
import { DataBlock, dataOf, type DataBlockAnswer } from './lib/data-block.tsx'
import { CAR_PAGE, contentLoadContext, IWYZE_CONFIG as CONFIG } from './lib/load-context.testing.ts'
import { loader as productLoader } from './features/content/product.route.tsx'
import { loader as rootLoader, type ShellData } from './root.tsx'
import { pageRequestOf } from './lib/page-request.testing.ts'

// Loader data in a page's data block and in a data request (lib/data-block.tsx, issue 25): the root's
// and a product page's, as their loaders answer (so the test sits beside root.tsx, above the features).
function loadContext(config: ShellSetup): SiteLoadContext {
  return contentLoadContext({ config, page: CAR_PAGE }).context
}

/** The page's address, or React Router's data request for it (a client navigation, a revalidation). */
const carPageRequest = (documentRequest: boolean) =>
  new Request(`http://localhost/products/car-insurance${documentRequest ? '' : '.data'}`)

async function rootAnswer(config: ShellSetup, documentRequest: boolean): Promise<DataBlockAnswer> {
  const request = carPageRequest(documentRequest)
  const context = loadContext(config)
  return (await rootLoader({ ...pageRequestOf(request), context, params: {} } as never)) as DataBlockAnswer
}

async function productAnswer(documentRequest: boolean): Promise<DataBlockAnswer> {
  const request = carPageRequest(documentRequest)
  const context = loadContext(CONFIG)
  const params = { '*': 'car-insurance' }
  return (await productLoader({ ...pageRequestOf(request), context, params } as never)) as DataBlockAnswer
}

/** The same module as a browser has it: no page server's texts, only the page it came with. */
async function browserDataBlocks() {
  vi.resetModules()
  return import('./lib/data-block.tsx')
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("the root's data (issue 25)", () => {
  it('a page carries it once, in its data block, and the browser reads the same data from there', async () => {
    const answer = await rootAnswer(CONFIG, true)
    // Nothing but the key goes through React Router's own encoding.
    expect(Object.keys(answer)).toEqual(['blockKey'])
    const onTheServer = dataOf<ShellData>('shell', answer)
    expect(onTheServer.config.metadata.name).toBe('iWYZE')
    const page = renderToString(<DataBlock name="shell" answer={answer} />)
    document.body.innerHTML = page

    const browser = await browserDataBlocks()
    expect(browser.dataOf<ShellData>('shell', answer)).toEqual(JSON.parse(JSON.stringify(onTheServer)))
    // Hydration finds the block it would write itself.
    expect(renderToString(<browser.DataBlock name="shell" answer={answer} />)).toBe(page)
  })

  it('an answer to a data request (a revalidation after a post) carries the text itself', async () => {
    const answer = await rootAnswer(CONFIG, false)
    expect(answer.blockText).toBeDefined()
    const browser = await browserDataBlocks()
    expect(browser.dataOf<ShellData>('shell', answer).navigation.mainMenu[0]).toEqual({
      label: 'Home',
      to: '/',
    })
  })

  it('a configuration whose text holds </script> cannot end the block', async () => {
    const hostile = {
      ...CONFIG,
      metadata: { ...CONFIG.metadata, name: 'A</script><script>alert(1)</script>' },
    }
    const answer = await rootAnswer(hostile, true)
    const page = renderToString(<DataBlock name="shell" answer={answer} />)
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    document.body.innerHTML = page
    const browser = await browserDataBlocks()
    expect(browser.dataOf<ShellData>('shell', answer).config.metadata.name).toBe(
      'A</script><script>alert(1)</script>',
    )
  })

  it('a new configuration (a purge) is a new text, not the one kept for the old', async () => {
    const renamed = { ...CONFIG, metadata: { ...CONFIG.metadata, name: 'Renamed' } }
    const before = dataOf<ShellData>('shell', await rootAnswer(CONFIG, true))
    const after = dataOf<ShellData>('shell', await rootAnswer(renamed, true))
    expect(before.config.metadata.name).toBe('iWYZE')
    expect(after.config.metadata.name).toBe('Renamed')
  })

  it("a product page's content travels in its own block, and in a client navigation's answer", async () => {
    const document = await productAnswer(true)
    expect(Object.keys(document)).toEqual(['blockKey'])
    const page = renderToString(<DataBlock name="page" answer={document} />)
    // The content's HTML is in the page once as markup (the render) and once as data, escaped.
    expect(page).not.toContain('<p>')
    window.document.body.innerHTML = page
    const browser = await browserDataBlocks()
    expect(browser.dataOf('page', document)).toEqual(CAR_PAGE)
    const navigation = await productAnswer(false)
    expect(browser.dataOf('page', navigation)).toEqual(CAR_PAGE)
  })
})
