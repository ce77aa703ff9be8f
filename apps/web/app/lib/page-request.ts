import type { LoaderFunctionArgs } from 'react-router'
import type { SiteLoadContext } from './load-context.ts'

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

/**
 * The form a post sent, or null when its body is not one (JSON, a broken encoding: the sender's
 * mistake, which the action answers 400). A url-encoded form comes parsed from the page server
 * (`postedForm`, apps/api/src/site-pages.ts): reading it back from the request's web stream was a
 * tenth of a quick quote post's main thread (issue 25). Any other body is read from the request.
 */
export async function postedFormOf(
  request: Request,
  context: Pick<SiteLoadContext, 'postedForm'>,
): Promise<FormData | null> {
  return context.postedForm ?? (await request.formData().catch(() => null))
}
