import type { CompanyCode } from '@insure/domain/catalogue'

/**
 * What the page server hands every loader and action (set by the API server, apps/api/src/web.ts).
 * Anything secret stays behind `readContent`: the browser never sees the content token.
 */
export type SiteLoadContext = {
  companyCode: CompanyCode
  callCentre: boolean
  testMode: boolean
  /** NODE_ENV=production without test mode: the self-service home flow is off (shell spec §6). */
  productionServer: boolean
  publicApiKey: string
  /** Feature flags switched on for everyone by the environment (LEGAL=1, shell spec §4). */
  featureFlags: string[]
  /** Cookies the page server sets carry Secure (all but plain-HTTP local starts). */
  secureCookies: boolean
  /** Per-request CSP nonce for the inline hydration scripts. */
  cspNonce: string
  /**
   * The form a page's post sent url-encoded, parsed by the page server before the page (which then
   * hands React Router a request without its body). Read it with `postedFormOf` (lib/page-request.ts),
   * which reads any other body from the request; absent for reads and other bodies.
   */
  postedForm?: FormData
  /**
   * GET on the content backend (`/api/...`), authorised with the server's token: status and parsed
   * body. The body may be shared with other renders (the server keeps content answers for the
   * content generation) and is frozen: read it, never change it.
   */
  readContent(pathAndQuery: string): Promise<{ status: number; body: unknown }>
  /**
   * A call to the site's own API (`/wyzeapi/...`) made by the page server, for route actions that
   * store what a form sent without the page's script: the same path, checks and envelope as the
   * browser's call, and no visitor's rate-limit budget. The visitor's credential cookies go with it,
   * and the cookies the API sets come back on the page's response.
   */
  callApi(
    method: 'GET' | 'POST' | 'PUT',
    pathAndQuery: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }>
  /**
   * A GET of the site's own API that answers a file (a policy schedule's PDF), made by the page
   * server with the same credentials as `callApi`: the answer as it came, body, type and disposition.
   */
  fetchApi(pathAndQuery: string): Promise<Response>
  /**
   * The content generation (a seed or a purge changes it), looked up at most once a second: what
   * the page server keeps of the API's answers that are the same for everyone (a product's quick
   * quote questions) is kept for one generation. Absent (tests), nothing is kept.
   */
  contentGeneration?(): Promise<number | null>
  /** The version of a company's theme stylesheet (`{company}.css?v=`). */
  cssVersion(company: CompanyCode): string
  /**
   * The request's logger (the server's pino logger with the request id, masking personal
   * information): page errors go here, never to the console as plain text.
   */
  log: PageLogger
}

/** The part of the server's logger the site uses (pino's signature: fields, then message). */
export type PageLogger = {
  error(fields: { err: unknown }, message: string): void
  debug(fields: Record<string, unknown>, message: string): void
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
