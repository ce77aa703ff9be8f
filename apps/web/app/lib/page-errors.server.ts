import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router'
import type { SiteLoadContext } from './load-context.ts'

/**
 * React Router's `handleError` (exported by entry.server.tsx): a page's failure goes to the server's
 * logger with the request id, once, where personal information is masked; React Router's default
 * printed stacks to the console as plain text, URL and all (issue 17). An error response below 500
 * (a page not found, a method a page does not take) is the visitor's, not ours: debug at most. A
 * request the visitor abandoned is not a failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const log = (context as Partial<SiteLoadContext> | undefined)?.log
  if (isRouteErrorResponse(error) && error.status < 500) {
    log?.debug({ status: error.status }, 'page answered an error response')
    return
  }
  // React Router keeps the Error behind its own error responses in a field its types do not show.
  const cause = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error
  // No logger in the context (it was not built): the console, which the server routes to the logger.
  if (log) log.error({ err: cause }, 'page render failed')
  else console.error(cause)
}
