import type { MetaDescriptor } from 'react-router'

/**
 * Pages that show personal information (a quote's answers, contact and bank details, a policy
 * schedule, an agent's lead, a form echoing what was typed) are the visitor's alone: no shared cache
 * keeps them and no search engine lists them (issue 22). The header covers answers without a
 * document (the schedule's PDF, redirects); the meta tag a saved page.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

export const NOINDEX_META: MetaDescriptor = { name: 'robots', content: 'noindex, nofollow' }

/** The `headers` of a route whose page is always private. */
export function privatePageHeaders() {
  return PRIVATE_PAGE_HEADERS
}

/**
 * The `headers` of a page with a form posted without script: the answer to a post echoes what was
 * typed, so it is private (the action's answer says so with its own Cache-Control); otherwise `open`.
 */
export function postedFormHeaders(
  { actionHeaders }: { actionHeaders: Headers },
  open: Record<string, string> = {},
): Record<string, string> {
  return actionHeaders.has('Cache-Control') ? PRIVATE_PAGE_HEADERS : open
}
