import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { CALL_CENTRE_COMPANY_COOKIE, FEATURE_FLAG_COOKIE } from '@insure/domain/catalogue'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Lru } from 'toad-cache'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The cookies the page server reads (apps/web/app/lib/content.server.ts: the `ff` flags and the
 * call-centre company): a request carrying one is rendered for itself. Any other cookie (the XSRF
 * token, analytics, consent) changes nothing on the page.
 */
const PAGE_COOKIES = new Set<string>([FEATURE_FLAG_COOKIE, CALL_CENTRE_COMPANY_COOKIE])
/**
 * Query parameters of campaign links, read only by the browser (the session takes `ucid` from the
 * address bar) and by analytics: the page rendered without them is the same page.
 */
const CAMPAIGN_PARAMETERS = new Set(['ucid', 'gclid', 'fbclid', 'msclkid', 'gbraid', 'wbraid', 'dclid'])
const isCampaignParameter = (name: string) => name.startsWith('utm_') || CAMPAIGN_PARAMETERS.has(name)
/** Enough for every content page of both companies, bounded so odd paths cannot grow it. */
export const HTML_CACHE_MAX_ENTRIES = 500

type CachedPage = {
  identity: Buffer
  brotli: Buffer
  gzip: Buffer
  contentSecurityPolicy: string
}

/**
 * The cache key of a request that may share a cached page, else null. Shared: a GET of a path in its
 * plain spelling (no escape, doubled slash or dot segment: each spelling would be a page of its own),
 * whose query holds campaign parameters at most (any other may change the page: `?q=` on /blogs),
 * without a cookie the page reads. The key is the path alone, so campaign traffic hits the cache.
 */
export function sharedPageKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null
  const queryAt = request.url.indexOf('?')
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
  if (/%|\/\/|\/\.\.?(\/|$)/.test(path)) return null
  if (queryAt !== -1) {
    for (const name of new URLSearchParams(request.url.slice(queryAt + 1)).keys()) {
      if (!isCampaignParameter(name)) return null
    }
  }
  const cookies = (request.headers.cookie ?? '').split(/;\s*/).filter(Boolean)
  if (cookies.some((cookie) => PAGE_COOKIES.has(cookie.slice(0, cookie.indexOf('=')).trim()))) return null
  return path
}

/** sha256 hashes of the inline scripts and styles of a page, for a CSP that needs no nonce. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi')
  const hashes = new Set<string>()
  for (const match of html.matchAll(pattern)) {
    if (match[1]) hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The page's CSP with its per-request nonce replaced by the hashes of its inline scripts and styles:
 * a cached page is shared by many visitors, and a nonce must not be.
 */
export function policyForSharedPage(policy: string, html: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]
      if (!/'nonce-/.test(directive)) return directive
      const hashes = inlineHashes(html, name === 'style-src' ? 'style' : 'script')
      return directive.replace(/\s*'nonce-[^']*'/g, '') + (hashes.length ? ` ${hashes.join(' ')}` : '')
    })
    .join(';')
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

async function collect(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload)
  if (Buffer.isBuffer(payload)) return payload
  if (payload instanceof Readable) {
    const chunks: Buffer[] = []
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
    return Buffer.concat(chunks)
  }
  return null
}

/**
 * Server-side HTML cache (DESIGN.md budgets, shell issue): anonymous GETs of pages the route marks
 * `Cache-Control: public` are kept rendered and pre-compressed (brotli and gzip), keyed by company
 * and path, the least recently used dropped first. Only 200s are kept: not-found pages and
 * redirects of unknown slugs never fill it. A content generation change (seed, purge, in any
 * process) empties it.
 */
export function registerHtmlCache(app: FastifyInstance, options: { companyCode: string; enabled: boolean }) {
  const pages = new Lru<CachedPage>(HTML_CACHE_MAX_ENTRIES)
  app.contentGeneration.onChange(() => pages.clear())
  if (!options.enabled) return pages

  const keyOf = (request: FastifyRequest) => {
    const key = sharedPageKey(request)
    return key === null ? null : `${options.companyCode}|${key}`
  }

  function send(reply: FastifyReply, page: CachedPage) {
    const encoding = preferredEncoding(reply.request)
    const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.identity
    reply
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .header('x-html-cache', 'hit')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.code(200).send(body)
  }

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request)
    if (key === null) return
    await app.contentGeneration.ensureFresh()
    const page = pages.get(key)
    if (page) return send(reply, page)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request)
    if (key === null || reply.statusCode !== 200) return payload
    if (reply.getHeader('x-html-cache') === 'hit') return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    if (!/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload
    if (reply.getHeader('set-cookie')) return payload
    const identity = await collect(payload)
    if (!identity) return payload
    const html = identity.toString('utf8')
    const [brotliBody, gzipBody] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(identity, { level: 9 }),
    ])
    const page: CachedPage = {
      identity,
      brotli: brotliBody,
      gzip: gzipBody,
      contentSecurityPolicy: policyForSharedPage(
        String(reply.getHeader('content-security-policy') ?? ''),
        html,
      ),
    }
    pages.set(key, page)
    // This response goes out as rendered, with its own nonce (the bytes are the same, so its CSP
    // holds), compressed like the later ones that come from the cache.
    reply.header('x-html-cache', 'miss').header('vary', 'Accept-Encoding, Cookie')
    const encoding = preferredEncoding(request)
    if (!encoding) return identity
    reply.header('content-encoding', encoding).removeHeader('content-length')
    return encoding === 'br' ? brotliBody : gzipBody
  })
  return pages
}
