import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Cookies that carry nothing about the page: the XSRF token only travels back to the API. */
const NEUTRAL_COOKIES = new Set(['XSRF-TOKEN'])
/** Enough for every content page of both companies, bounded so odd paths cannot grow it. */
export const HTML_CACHE_MAX_ENTRIES = 500

type CachedPage = {
  identity: Buffer
  brotli: Buffer
  gzip: Buffer
  contentSecurityPolicy: string
}

/**
 * A request may share a cached page only when it carries no session-specific state: a GET of a path
 * without a query string and without cookies that change the page (the `ff` flags, the call-centre
 * company).
 */
export function isShareableRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false
  if (request.url.includes('?')) return false
  const cookies = (request.headers.cookie ?? '').split(/;\s*/).filter(Boolean)
  return cookies.every((cookie) => NEUTRAL_COOKIES.has(cookie.slice(0, cookie.indexOf('='))))
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
 * and path. A content generation change (seed, purge, in any process) empties it.
 */
export function registerHtmlCache(app: FastifyInstance, options: { companyCode: string; enabled: boolean }) {
  const pages = new Map<string, CachedPage>()
  app.contentGeneration.onChange(() => pages.clear())
  if (!options.enabled) return pages

  const keyOf = (request: FastifyRequest) => `${options.companyCode}|${request.url}`

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
    if (!isShareableRequest(request)) return
    await app.contentGeneration.ensureFresh()
    const page = pages.get(keyOf(request))
    if (page) return send(reply, page)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isShareableRequest(request) || reply.statusCode !== 200) return payload
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
    if (pages.size >= HTML_CACHE_MAX_ENTRIES) pages.delete(pages.keys().next().value!)
    pages.set(keyOf(request), page)
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
