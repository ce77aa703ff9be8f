import type { PageRequest } from './page-request.ts'

/** A loader's or an action's request as React Router hands over a document request's. */
export function pageRequestOf(request: Request): PageRequest {
  return { request, url: new URL(request.url) }
}
