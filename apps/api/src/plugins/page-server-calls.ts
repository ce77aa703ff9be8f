import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { API_KEY_HEADER, RATE_TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from './client-checks.ts'
import { issueRateToken, issueXsrfToken } from './rate-token.ts'

/** The header that marks a call the page server makes to the API in process (app.inject). */
export const PAGE_SERVER_CALL_HEADER = 'x-page-server-call'
/** On a page-server call: the address of the visitor whose form it sends (believed only with the marker). */
export const PAGE_SERVER_VISITOR_HEADER = 'x-page-server-visitor'

/** How long the page server uses one pair of tokens: well inside the rate token's fifteen minutes. */
const PAGE_SERVER_TOKENS_RENEW_MS = 60_000

export type PageServerCallOptions = {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  body?: unknown
  headers?: Record<string, string>
  /** The visitor a route action calls for: look-ups with a limit of their own still count against them. */
  visitor?: string
  /**
   * The visitor's Cookie header: their credential cookies (quote owner, agent session) go with the
   * call; the XSRF cookie is the page server's own.
   */
  credentials?: string | undefined
}

export type PageServerCalls = {
  /** True for a call made by `inject` below: the marker is a per-process random value. */
  isPageServerCall(request: FastifyRequest): boolean
  /** The visitor a page-server call was made for, if it named one; never read from other requests. */
  visitorOf(request: FastifyRequest): string | undefined
  /**
   * Calls the API in process with the credentials a browser would hold (API key, a fresh rate token,
   * the XSRF double submit), marked as the page server's own: the page server's calls are not a
   * visitor's and spend no visitor's rate-limit budget (DESIGN.md, HTTP contract).
   */
  inject(options: PageServerCallOptions): Promise<LightMyRequestResponse>
}

declare module 'fastify' {
  interface FastifyInstance {
    pageServer: PageServerCalls
  }
}

async function pageServerCallsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const marker = randomBytes(24).toString('base64url')
  const markerBytes = Buffer.from(marker)

  function isPageServerCall(request: FastifyRequest): boolean {
    const value = request.headers[PAGE_SERVER_CALL_HEADER]
    if (typeof value !== 'string' || value.length !== marker.length) return false
    return timingSafeEqual(Buffer.from(value), markerBytes)
  }

  function visitorOf(request: FastifyRequest): string | undefined {
    const visitor = request.headers[PAGE_SERVER_VISITOR_HEADER]
    return typeof visitor === 'string' && visitor !== '' && isPageServerCall(request) ? visitor : undefined
  }

  /**
   * The page server's own rate and XSRF tokens, renewed each minute (a rate token lives fifteen):
   * they never leave the process, so one pair serves every call. A fresh pair per call cost four
   * HMACs and two random draws (a twentieth of a quick quote posted without script), and filled the
   * verified-token set (rate-token.ts) until it emptied, browsers' tokens with it.
   */
  let tokens: { rate: string; xsrf: string; renewAtMs: number } | null = null
  function currentTokens(nowMs = Date.now()) {
    if (!tokens || nowMs >= tokens.renewAtMs) {
      tokens = {
        rate: issueRateToken(config.tokenSecret, nowMs).token,
        xsrf: issueXsrfToken(config.tokenSecret),
        renewAtMs: nowMs + PAGE_SERVER_TOKENS_RENEW_MS,
      }
    }
    return tokens
  }

  function inject({ method, url, body, headers = {}, visitor, credentials }: PageServerCallOptions) {
    const { rate, xsrf } = currentTokens()
    const options: InjectOptions = {
      method,
      url,
      headers: {
        accept: 'application/json',
        [API_KEY_HEADER]: config.publicApiKey,
        [RATE_TOKEN_HEADER]: rate,
        [XSRF_HEADER]: xsrf,
        cookie: [`${XSRF_COOKIE}=${xsrf}`, ...visitorCookies(credentials)].join('; '),
        [PAGE_SERVER_CALL_HEADER]: marker,
        ...(visitor ? { [PAGE_SERVER_VISITOR_HEADER]: visitor } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    }
    return app.inject(options)
  }

  app.decorate('pageServer', { isPageServerCall, visitorOf, inject })
}

export default fp(pageServerCallsPlugin, { name: 'page-server-calls' })

/** The visitor's cookies but their XSRF token (the page server's call sends its own). */
function visitorCookies(header: string | undefined): string[] {
  return (header ?? '')
    .split(/;\s*/)
    .filter((part) => part.includes('=') && !part.startsWith(`${XSRF_COOKIE}=`))
}
