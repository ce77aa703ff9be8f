import type { LoaderFunctionArgs } from 'react-router'

/**
 * What a loader or an action knows of its request: the request (method, headers, body) and the
 * page's address. React Router hands loaders the request as it came
 * (`future.v8_passThroughRequests`, react-router.config.ts), so a data request's URL ends in `.data`
 * and may carry `_routes` or `index`: the page's address is `url`, never `request.url`.
 */
export type PageRequest = Pick<LoaderFunctionArgs, 'request' | 'url'>

/** React Router's data request (a client navigation, a revalidation), not a page: its path ends in `.data`. */
export function isDataRequest(request: Request): boolean {
  return request.url.split(/[?#]/, 1)[0]!.endsWith('.data')
}
