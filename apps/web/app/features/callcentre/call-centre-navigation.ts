/** Where call-centre mode lets a visitor stay (shell spec §2): everything else goes to callcenter/quote. */
export const CALL_CENTRE_ALLOWED_PATHS = [
  '/callcenter/quote',
  '/support/tips-and-tools/tips/hiv-testing-locations',
  '/error/life-premium-not-qual',
  '/error/life-exceeds-range',
] as const

export const CALL_CENTRE_QUOTE_PATH = '/callcenter/quote'

/**
 * In call-centre mode every navigation is forced to callcenter/quote, except when the location
 * contains one of the allowed paths. Returns where to go, or null to stay. The query (launch
 * parameters such as cpy, token or cnx) travels along.
 */
export function callCentreDestination(url: URL): string | null {
  const location = `${url.pathname}${url.search}`
  if (CALL_CENTRE_ALLOWED_PATHS.some((path) => location.includes(path))) return null
  return `${CALL_CENTRE_QUOTE_PATH}${url.search}`
}
