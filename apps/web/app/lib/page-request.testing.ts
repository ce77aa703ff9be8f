import type { PageRequest } from './page-request.ts'

/** A loader's or an action's request as React Router hands it over: `url` without a data request's `.data`. */
export function pageRequestOf(request: Request): PageRequest {
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\.data$/, '')
  return { request, url }
}
