/**
 * What the site's forms and questions need from the page: one API client, the products, the session.
 * The forms, the quick quote, the call centre and the search widgets all use it.
 */
import { pickerProducts, type CatalogueProduct } from '@insure/domain/catalogue'
import { useMemo } from 'react'
import { ApiCallError, createApiClient, type ApiClient } from './api-client.ts'
import { useSite } from './site.tsx'

/** One API client a page: the rate token it fetched is reused by every form on the page. */
const clients = new Map<string, ApiClient>()
export function siteApiClient(apiKey: string): ApiClient {
  let client = clients.get(apiKey)
  if (!client) {
    client = createApiClient({ apiKey })
    clients.set(apiKey, client)
  }
  return client
}

/** The session has no server id yet (still being created, or call-centre mode). */
export class NoSessionError extends Error {
  constructor() {
    super('The visit has no session on the server yet.')
    this.name = 'NoSessionError'
  }
}

/** What every form needs from the site: its products, the session and the API. */
export function useFormSite() {
  const site = useSite()
  const api = useMemo(() => siteApiClient(site.settings.publicApiKey), [site.settings.publicApiKey])
  const products: CatalogueProduct[] = useMemo(
    () => pickerProducts(site.activeProducts, site.featureFlags),
    [site.activeProducts, site.featureFlags],
  )
  return {
    api,
    products,
    session: site.session,
    companyCode: site.settings.companyCode,
    featureFlags: site.featureFlags,
    startNewSession: site.startNewSession,
    requireSessionId(): string {
      const id = site.session?.hashedSessionId
      if (!id) throw new NoSessionError()
      return id
    },
  }
}

/** The sentence a failed submission shows: the server's `msg` when it gave one (forms spec §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiCallError && error.msg ? error.msg : fallback
}
