import { lazy } from 'react'

/**
 * The browser's SelfServiceLifeOffer (./self-service-life-offer.tsx, apps/web/package.json "imports"):
 * its code (and the start-quote rules) loads only where the offer shows, a test flag on a server that
 * is not production, so the home page's first-load JavaScript does not carry it (issue 25's budget).
 * Hydration keeps the server's HTML of its Suspense boundary while it loads.
 */
export const SelfServiceLifeOffer = lazy(() =>
  import('./self-service-life-offer.tsx').then((module) => ({ default: module.SelfServiceLifeOffer })),
)
