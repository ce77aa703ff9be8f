import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createRequire } from 'node:module'
import type { Config } from '../config.ts'
import { postgresRateLimitStore } from './rate-limit-store.ts'
import { isApiPath, isSitePage, routedPath } from './routed-path.ts'

/** An oracle for who is on the free-life list (issue 17): a bucket of its own, far tighter. */
export const CAMPAIGN_STATUS_PATH = '/wyzeapi/contact/campaignStatus'

/** Quick quotes the page server makes for a visitor without script (decision 016): no captcha, a tight bucket. */
export const QUICK_QUOTE_CREATE_PATH = '/wyzeapi/quickquote/create'

type Bucket = 'api' | 'page' | 'campaign-status' | 'quick-quote-without-script'

/** What a rate-limit store answers for a key: the requests counted in its window. */
type Counted = { current: number; ttl: number }
type Store = {
  incr(
    key: string,
    callback: (error: Error | null, counted?: Counted) => void,
    windowMs: number,
    max: number,
  ): void
}

/** @fastify/rate-limit's in-memory store (the plugin's default, which it does not export). */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => Store

export type VisitorLimits = {
  /**
   * Counts a request of `visitor` in `bucket`, as the hook counts an HTTP request, in the same store
   * and under the same key: false when it is over the bucket's limit (answer 429). For the page
   * server's in-process calls that are no HTTP request (the quick quote without script).
   */
  take(bucket: Bucket, visitor: string): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    visitorLimits: VisitorLimits
  }
}

/** One minute: every limit is per visitor per minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000

/**
 * Per-visitor limits (DESIGN.md, HTTP contract), each bucket counted on its own: API calls, page
 * renders (a generous limit: many mobile visitors share one carrier address) and the campaign
 * status look-up. The visitor is the client address (the forwarded one only from a proxy
 * TRUST_PROXY names, see app.ts); IPv6 addresses count by their /64, as a home network gets one.
 * Not counted: static files, the docs, answers from the HTML cache (they are sent before this
 * hook runs), and the page server's own API calls, which are not a visitor's: the render that
 * made them was counted as a page.
 */
async function rateLimitsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const limits: Record<Bucket, number> = {
    api: config.rateLimitPerMinute,
    page: config.pageRateLimitPerMinute,
    'campaign-status': config.campaignStatusLimitPerMinute,
    'quick-quote-without-script': config.quickQuoteWithoutScriptLimitPerMinute,
  }

  function bucketOf(request: FastifyRequest): Bucket | null {
    const path = routedPath(request)
    if (app.pageServer.isPageServerCall(request)) {
      // A form sent without script checks an ID number through the page server: the look-up still
      // counts against the visitor who sent it, or the page would be a way round its limit.
      if (!app.pageServer.visitorOf(request)) return null
      if (path === CAMPAIGN_STATUS_PATH) return 'campaign-status'
      // A quick quote posted without script goes without the captcha's proof of work (decision
      // 016): the visitor's own bucket, far tighter than the API's, stands in for it.
      return path === QUICK_QUOTE_CREATE_PATH ? 'quick-quote-without-script' : null
    }
    if (path === CAMPAIGN_STATUS_PATH) return 'campaign-status'
    if (isApiPath(path)) return 'api'
    return isSitePage(request) ? 'page' : null
  }

  const keyOf = (bucket: Bucket | 'none', visitor: string) => `${bucket}|${normalizeIP(visitor)}`

  // With PGlite there is one server per data folder, so the counters can live in this process
  // (the most recently seen visitors); processes on one PostgreSQL share them through it. The
  // store the plugin makes is kept here too, so that `take` counts in the very same counters.
  const Shared = app.database.kind === 'postgres' ? postgresRateLimitStore(app.db, app.log) : null
  let store: Store | null = null
  class VisitorCounters {
    constructor() {
      store = Shared ? new Shared() : new LocalStore(false, false, 50_000)
      return store as VisitorCounters
    }
  }

  await app.register(rateLimit, {
    global: true,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) =>
      keyOf(bucketOf(request) ?? 'none', app.pageServer.visitorOf(request) ?? request.ip),
    allowList: (_request, key) => key.startsWith('none|'),
    max: (_request, key) => limits[key.slice(0, key.indexOf('|')) as Bucket],
    // A counter that cannot be read lets the request through: the limit protects, it never breaks.
    skipOnError: true,
    store: VisitorCounters as unknown as FastifyRateLimitStoreCtor,
  })

  app.decorate('visitorLimits', {
    take: (bucket, visitor) =>
      new Promise<boolean>((resolve) => {
        const max = limits[bucket]
        // As the plugin decides: over the limit once the count passes it; a counter that cannot be
        // read lets the call through (skipOnError above).
        const answer = (error: Error | null, counted?: Counted) =>
          resolve(error !== null || counted === undefined || counted.current <= max)
        try {
          store!.incr(keyOf(bucket, visitor), answer, RATE_LIMIT_WINDOW_MS, max)
        } catch (error) {
          answer(error instanceof Error ? error : new Error(String(error)))
        }
      }),
  } satisfies VisitorLimits)
}

export default fp(rateLimitsPlugin, {
  name: 'rate-limits',
  dependencies: ['database', 'page-server-calls', 'envelope'],
})
