import type { ShellSetup } from '@insure/domain/company'
import { companySeeds } from '../../../api/seed/companies.ts'
import type { SiteLoadContext } from './load-context.ts'

const seed = companySeeds.find((company) => company.code === 'IWYZE')!
/** IWYZE's configuration as the seed gives it. */
export const IWYZE_CONFIG: ShellSetup = { code: 'IWYZE', name: seed.name, ...seed.configuration }
/** The car product page as the content backend answers it. */
export const CAR_PAGE = {
  slug: 'products/car-insurance',
  page_name: null,
  product_type: 'car',
  title: 'Car insurance',
  heading: 'Car insurance',
  content_sections: [{ type: 'text', heading: 'Cover', content: '<p>Theft &amp; hijacking</p>' }],
}

/**
 * A render's load context as apps/api/src/web.ts makes one per request, for loader tests: the content
 * backend answers `config` for the configuration and `page` for any other path, and every path read
 * is kept in `read`. The API answers nothing of interest.
 */
export function contentLoadContext({ config, page }: { config: unknown; page: unknown }) {
  const read: string[] = []
  const context: SiteLoadContext = {
    companyCode: 'IWYZE',
    callCentre: false,
    testMode: false,
    productionServer: true,
    publicApiKey: 'local-dev-key',
    featureFlags: [],
    cspNonce: '',
    secureCookies: true,
    async readContent(pathAndQuery) {
      read.push(pathAndQuery)
      return { status: 200, body: pathAndQuery.startsWith('/api/config/') ? config : page }
    },
    callApi: async () => ({ status: 200, body: {} }),
    fetchApi: async () => new Response(null, { status: 404 }),
    cssVersion: () => '1',
    log: { error: () => undefined, debug: () => undefined },
  }
  return { context, read }
}
