// @vitest-environment jsdom
import type { ShellSetup } from '@insure/domain/company'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { companySeeds } from '../../api/seed/companies.ts'
import type { SiteLoadContext } from './lib/load-context.ts'
import { ShellDataBlock, shellDataOf, type RootShell } from './lib/shell-data.tsx'
import { loader as rootLoader, type ShellData } from './root.tsx'

// The root loader's data in a page and in a data request (lib/shell-data.tsx, issue 25): beside
// root.tsx, whose loader makes it.
const seed = companySeeds.find((company) => company.code === 'IWYZE')!
const CONFIG: ShellSetup = { code: 'IWYZE', name: seed.name, ...seed.configuration }

function loadContext(config: ShellSetup, documentRequest: boolean): SiteLoadContext {
  return {
    companyCode: 'IWYZE',
    callCentre: false,
    testMode: false,
    productionServer: true,
    publicApiKey: 'local-dev-key',
    featureFlags: [],
    documentRequest,
    cspNonce: '',
    secureCookies: true,
    readContent: async () => ({ status: 200, body: config }),
    callApi: async () => ({ status: 200, body: {} }),
    fetchApi: async () => new Response(null, { status: 404 }),
    cssVersion: () => '1',
    log: { error: () => undefined, debug: () => undefined },
  }
}

async function rootAnswer(config: ShellSetup, documentRequest: boolean): Promise<RootShell> {
  const request = new Request('http://localhost/products/car-insurance')
  const context = loadContext(config, documentRequest)
  return (await rootLoader({ request, context, params: {} } as never)) as RootShell
}

/** The same module as a browser has it: no page server's texts, only the page it came with. */
async function browserShellData() {
  vi.resetModules()
  return import('./lib/shell-data.tsx')
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("the root's data (issue 25)", () => {
  it('a page carries it once, in its data block, and the browser reads the same data from there', async () => {
    const answer = await rootAnswer(CONFIG, true)
    // Nothing but the key goes through React Router's own encoding.
    expect(Object.keys(answer)).toEqual(['shellKey'])
    const onTheServer = shellDataOf<ShellData>(answer)
    expect(onTheServer.config.metadata.name).toBe('iWYZE')
    const page = renderToString(<ShellDataBlock root={answer} />)
    document.body.innerHTML = page

    const browser = await browserShellData()
    expect(browser.shellDataOf<ShellData>(answer)).toEqual(JSON.parse(JSON.stringify(onTheServer)))
    // Hydration finds the block it would write itself.
    expect(renderToString(<browser.ShellDataBlock root={answer} />)).toBe(page)
  })

  it('an answer to a data request (a revalidation after a post) carries the text itself', async () => {
    const answer = await rootAnswer(CONFIG, false)
    expect(answer.shellText).toBeDefined()
    const browser = await browserShellData()
    expect(browser.shellDataOf<ShellData>(answer).navigation.mainMenu[0]).toEqual({ label: 'Home', to: '/' })
  })

  it('a configuration whose text holds </script> cannot end the block', async () => {
    const hostile = {
      ...CONFIG,
      metadata: { ...CONFIG.metadata, name: 'A</script><script>alert(1)</script>' },
    }
    const answer = await rootAnswer(hostile, true)
    const page = renderToString(<ShellDataBlock root={answer} />)
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    document.body.innerHTML = page
    const browser = await browserShellData()
    expect(browser.shellDataOf<ShellData>(answer).config.metadata.name).toBe(
      'A</script><script>alert(1)</script>',
    )
  })

  it('a new configuration (a purge) is a new text, not the one kept for the old', async () => {
    const renamed = { ...CONFIG, metadata: { ...CONFIG.metadata, name: 'Renamed' } }
    const before = shellDataOf<ShellData>(await rootAnswer(CONFIG, true))
    const after = shellDataOf<ShellData>(await rootAnswer(renamed, true))
    expect(before.config.metadata.name).toBe('iWYZE')
    expect(after.config.metadata.name).toBe('Renamed')
  })
})
