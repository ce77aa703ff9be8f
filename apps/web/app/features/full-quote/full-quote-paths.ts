/**
 * The full quote's addresses (routes.ts): `quote/:hashedQuoteId/:pageCode` for visitors and the same
 * pages under `callcenter/quote/q/` for agents, since call-centre mode sends every other address to
 * callcenter/quote (shell spec §2).
 */
export const VISITOR_QUOTE_BASE = '/quote'
export const CALL_CENTRE_QUOTE_BASE = '/callcenter/quote/q'

/** The base of the page being shown: an agent's pages stay under the call-centre path. */
export function quoteBasePath(pathname: string): string {
  return pathname.startsWith(`${CALL_CENTRE_QUOTE_BASE}/`) ? CALL_CENTRE_QUOTE_BASE : VISITOR_QUOTE_BASE
}

export function pagePathOf(base: string, hashedQuoteId: string, code: string): string {
  return `${base}/${encodeURIComponent(hashedQuoteId)}/${encodeURIComponent(code)}`
}

/**
 * The policy schedule's download (policy-schedule.route.ts): the quote's address and nothing else,
 * so the address grants nothing; the page server serves it to the quote's owner only.
 */
export function scheduleDownloadPathOf(base: string, hashedQuoteId: string): string {
  return `${base}/${encodeURIComponent(hashedQuoteId)}/policy-schedule.pdf`
}

/** The quote's key-information summary (key-information.route.tsx), to its owner only. */
export function keyInformationPathOf(base: string, hashedQuoteId: string): string {
  return `${base}/${encodeURIComponent(hashedQuoteId)}/key-information`
}
