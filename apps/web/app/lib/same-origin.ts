/**
 * Whether a form post came from another site (cross-site request forgery): the page actions store
 * what a visitor sends (forms, the full quote), so only this site's own pages may post to them.
 *
 * React Router already refuses (400) a post whose `Origin` is not the request's origin, before any
 * action runs (`allowedActionOrigins` in react-router.config.ts would widen that). This adds the
 * browser's own word, `Sec-Fetch-Site`: only `same-origin` is this site's page (`none` is a visit the
 * person started, such as a bookmark). A post with neither header (browsers from before both, and
 * clients that are not browsers) is allowed: the only cookies a page action passes on are the
 * visitor's credentials (quote owner, agent session), which are SameSite=Lax and so are not sent
 * with another site's post.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none'
}
