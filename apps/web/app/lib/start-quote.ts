import { PRODUCT_LINE_ID_OF_PRODUCT, type CompanyCode, type ProductCode } from '@insure/domain/catalogue'

/** The contact prepopInfo carries (shell spec §2: "encoded name, surname, mobileNumber"). */
export type PrepopContact = { name: string; surname: string; mobileNumber: string }

/**
 * What the visit already knows of the visitor, for the platform to prefill: the contact a form kept
 * in the session (the claim form on success, forms spec §4) or the workbench launch named. Null
 * unless the name and mobile are both known (a half-filled prefill helps nobody). The session lives
 * in the browser, so the server's HTML (and a click before the page's script runs) never carries it.
 */
export function prepopContactOf(
  session:
    { contact?: { name?: string | null; surname?: string | null; mobile?: string | null } } | undefined,
): PrepopContact | null {
  const name = session?.contact?.name?.trim()
  const mobileNumber = session?.contact?.mobile?.replace(/\s+/g, '')
  if (!name || !mobileNumber) return null
  return { name, surname: session?.contact?.surname?.trim() ?? '', mobileNumber }
}

export type StartQuoteRequest = {
  product: ProductCode
  company: CompanyCode
  /** The external sales platform's address, when the external flow is on for this visitor. */
  externalPlatformUrl: string | null
  contact: PrepopContact | null
  /** The unique customer id (the session's campaign id or contact id). */
  source: string | null
}

/**
 * Where Start quote goes (shell spec §2): the site's /quote, or the external sales platform with the
 * query parameters product, company, cpy, productLineId, prepopInfo (name, surname and mobileNumber,
 * encoded) and source.
 */
export function startQuoteHref(request: StartQuoteRequest): string {
  if (!request.externalPlatformUrl) return `/quote?product=${request.product}`
  const url = new URL(request.externalPlatformUrl)
  url.searchParams.set('product', request.product)
  url.searchParams.set('company', request.company)
  url.searchParams.set('cpy', request.company)
  url.searchParams.set('productLineId', PRODUCT_LINE_ID_OF_PRODUCT[request.product])
  if (request.contact) {
    // Base64 of the UTF-8 JSON: names such as Zoë or Nomvuyiswa survive the trip.
    const bytes = new TextEncoder().encode(JSON.stringify(request.contact))
    url.searchParams.set('prepopInfo', btoa(String.fromCharCode(...bytes)))
  }
  if (request.source) url.searchParams.set('source', request.source)
  return url.href
}

/** The query flag of the product banner's Start quote sent without script (a GET to the page). */
export const START_QUOTE_PARAMETER = 'start-quote'

/**
 * What the product banner's Start quote does for a product (shell spec §2): the external sales
 * platform (startQuoteHref) when the external flow is on, or life on the self-service platform; the LIFE drop-off
 * state, else the site's quote. One rule for the banner's script and the page's loader (which
 * answers Start quote sent without script).
 */
export function startQuoteOutcome(
  product: ProductCode,
  featureFlags: readonly string[],
): 'external' | 'life-drop-off' | 'quote' {
  const external =
    featureFlags.includes('external_flow') ||
    (product === 'life' && featureFlags.includes('life_self_service'))
  if (external) return 'external'
  return product === 'life' ? 'life-drop-off' : 'quote'
}
