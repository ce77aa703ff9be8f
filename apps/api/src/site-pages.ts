import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { AppLoadContext, RequestHandler } from 'react-router'

/** What @mcansh/remix-fastify sends with the build's files: assets are named by their content. */
const ASSET_CACHE_CONTROL = 'public, max-age=31557600, immutable'
const FILE_CACHE_CONTROL = 'public, max-age=3600'

export type SitePagesOptions = {
  /** React Router's request handler for the server build (`createRequestHandler`). */
  handleRequest: RequestHandler
  /** The build's client folder: its files are served as they are, assets for a year. */
  clientDirectory: string
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext | Promise<AppLoadContext>
  /** The page route's options (web.ts, `sitePageRouteOptions`). */
  routeOptions: RouteShorthandOptions
}

/**
 * The built site on this server (production): the client files, and every other path answered by
 * React Router as @mcansh/remix-fastify does (which `npm run dev` keeps, for Vite), with two
 * differences found in CPU profiles of the quick quote posted without script (issue 25):
 * - a page's body is read by Fastify, within the server's body limit. The adapter made a web stream
 *   of the Node request, which the `Request` wrapped in a second one, both read again to parse the
 *   form (web streams were 3–4 % of a post's main thread, and a page post had no size limit at all).
 *   A url-encoded form is parsed here and handed to the page in its load context (`postedForm`,
 *   read with the site's `postedFormOf`), its `Request` without a body: giving undici the bytes
 *   still cost a stream to make and one to read back, a tenth of a quick quote post (issue 25). Any
 *   other body goes to the `Request` as bytes;
 * - the response's body goes back through `Readable.fromWeb`, and a body-less answer (a redirect)
 *   is sent without reading it.
 */
export async function registerSitePages(app: FastifyInstance, options: SitePagesOptions) {
  const assetDirectory = path.join(options.clientDirectory, 'assets')
  await app.register(fastifyStatic, {
    root: options.clientDirectory,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    dotfiles: 'allow',
    etag: true,
    serveDotFiles: true,
    lastModified: true,
    preCompressed: true,
    setHeaders(response, filePath) {
      const cacheControl = filePath.startsWith(assetDirectory) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL
      response.setHeader('cache-control', cacheControl)
    },
  })
  await app.register(async function sitePages(site) {
    // Every body is the page's: a url-encoded form parsed (pageFormOf), any other as bytes.
    site.removeAllContentTypeParsers()
    site.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    site.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
      done(null, formOf(body as string)),
    )
    // The handler returns nothing. An async one returns the reply, a thenable, and Fastify answers
    // `then` by listening for the response's end: an end-of-stream listener and its closures on
    // every page, a tenth of what a quick quote post left for the old generation (issue 25).
    site.all('*', options.routeOptions, (request, reply) => {
      answerPage(options, request, reply).catch((error: unknown) => reply.send(error))
    })
  })
}

/** The page React Router answers for `request`, sent on `reply`. */
async function answerPage(options: SitePagesOptions, request: FastifyRequest, reply: FastifyReply) {
  const context = await options.getLoadContext(request, reply)
  const response = await options.handleRequest(webRequestOf(request, reply), context)
  sendWebResponse(reply, response)
}

/** The content type of a form posted without script (an HTML form's default encoding). */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

/** A url-encoded body as the `FormData` `Request.formData()` makes of it. */
function formOf(body: string): FormData {
  const form = new FormData()
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value)
  return form
}

/** The form a page's post sent url-encoded, parsed (see registerSitePages); undefined otherwise. */
export function pageFormOf(request: FastifyRequest): FormData | undefined {
  return request.body instanceof FormData ? request.body : undefined
}

/**
 * The Fastify request as the web `Request` React Router reads. A read (a page, its data) is aborted
 * if the visitor goes away: React Router then skips the render. A post is not: once sent, a form's
 * action runs to its end (what it stored stays stored), and a `Request` that follows an outside
 * signal costs a WeakRef, a FinalizationRegistry entry and a listener, 13 µs of a quick quote post
 * (issue 25).
 */
export function webRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  const url = `${request.protocol}://${request.host}${request.originalUrl}`
  if (request.method === 'GET' || request.method === 'HEAD') {
    const controller = new AbortController()
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort()
    })
    return new Request(url, { method: request.method, headers, signal: controller.signal })
  }
  // The page reads a parsed form from its load context (postedFormOf).
  if (pageFormOf(request)) return new Request(url, { method: request.method, headers })
  // An empty post still has a body, as the adapter's stream was: React Router reads it as one.
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  return new Request(url, { method: request.method, headers, body })
}

/**
 * A page the site's entry rendered whole, as bytes beside the `Response` (apps/web/app/entry.server.tsx,
 * `WHOLE_PAGE`): sent as they are, with a Content-Length, in one write (issue 25), rather than read
 * back through the response's web stream and written chunked, its end in a write of its own.
 */
const WHOLE_PAGE = Symbol.for('insure.whole-page')

/** React Router's `Response` on the Fastify reply: status, headers (each Set-Cookie), body. */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [name, value] of response.headers) reply.header(name, value)
  const wholePage = (response as Response & { [WHOLE_PAGE]?: Buffer })[WHOLE_PAGE]
  if (wholePage) return reply.send(wholePage)
  if (!response.body) return reply.send('')
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}
