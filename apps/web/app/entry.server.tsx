import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { formAction } from './features/forms/form-action.server.ts'
import { CspNonceContext } from './lib/csp-nonce.tsx'
import { registerPageAction } from './lib/page-action.server.ts'
import { registerStaticRenderer } from './lib/static-markup.tsx'

export { handleError } from './lib/page-errors.server.ts'

// Form posts to any page go to the forms feature (lib/page-action.server.ts): registered before the
// server answers its first request.
registerPageAction(formAction)
// The shell's markup that is the same on many pages (the footer, the full menu) is rendered once.
registerStaticRenderer(renderToStaticMarkup)

export const streamTimeout = 5_000

/** React Router's default Node entry, plus the CSP nonce on every script it renders. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA-mode wait for the whole document; browsers get it streamed.
    const readyEvent =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary already complete is written in place. By default React moves one that
        // comes after the first 12.8 KB of the page into a hidden element that a script reveals, so
        // without JavaScript the page's forms and content there were missing (issue 17).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true
          const body = new FlushedChunks()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Before the shell, React Router hears of it (onShellError) and logs it through handleError.
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed while streaming')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * React's output, one chunk a flush (issue 25). React writes a page in 4 KB pieces and calls flush()
 * once it has written what is ready (the shell, then each part that streams in later); each piece went
 * on through a web stream, Fastify's reply and a write to the socket of its own. Joined, a page that is
 * ready at once leaves in one write; a part that streams in later still leaves as soon as it is ready.
 */
class FlushedChunks extends Transform {
  #chunks: Buffer[] = []

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(chunk)
    callback()
  }

  /** Called by React after each pass of writing (react-dom/server: flushBuffered). */
  flush() {
    if (this.#chunks.length === 0) return
    this.push(this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks))
    this.#chunks = []
  }

  override _flush(callback: TransformCallback) {
    this.flush()
    callback()
  }
}
