import type { SiteLoadContext } from './load-context.ts'

/**
 * A render's load context as apps/api/src/web.ts makes one per request, for loader tests: the content
 * backend answers `config` for the configuration and `page` for any other path, and every path read
 * is kept in `read`. The API answers nothing of interest.
 */
export function contentLoadContext({
  config,
  page,
  documentRequest,
}: {
  config: unknown
  page: unknown
  documentRequest?: boolean
}) {
  const read: string[] = []
  const context: SiteLoadContext = {
    companyCode: 'IWYZE',
    callCentre: false,
    testMode: false,
    productionServer: true,
    publicApiKey: 'local-dev-key',
    featureFlags: [],
    ...(documentRequest === undefined ? {} : { documentRequest }),
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
