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

/**
 * Where a page rendered whole travels beside the `Response`'s own body (issue 25): the page server
 * (apps/api/src/site-pages.ts) sends these bytes as they are, with a Content-Length, in one write;
 * anything else reads the body as usual.
 */
export const WHOLE_PAGE = Symbol.for('insure.whole-page')

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
    let allReady = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA-mode wait for the whole document; browsers get it streamed.
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode
    const respond = () => {
      shellRendered = true
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      if (allReady) clearTimeout(deadline)
      resolve(allReady ? wholePage(responseHeaders, responseStatusCode) : streamed((body) => pipe(body)))
    }
    const streamed = (connect: (body: FlushedChunks) => void) => {
      const body = new FlushedChunks()
      const stream = createReadableStreamFromReadable(body)
      const response = new Response(stream, { headers: responseHeaders, status: responseStatusCode })
      connect(body)
      return response
    }
    const wholePage = (headers: Headers, status: number) => {
      const page = new WholePage()
      pipe(page as never)
      const bytes = page.bytes()
      // React ends a page with nothing left to render as it writes it; were it not so, the rest streams.
      if (!bytes) return streamed((body) => page.continueInto(body))
      // A stream that holds the bytes: given as a body, undici would copy them (2% of a render).
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes)
          controller.close()
        },
      })
      const response = new Response(body, { headers, status })
      Object.defineProperty(response, WHOLE_PAGE, { value: bytes })
      return response
    }
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
        onShellReady() {
          // The loader data's script (React Router's StreamTransfer) completes a moment after the
          // shell, on the promises it waits for: a page ready by then leaves whole, in one write.
          if (!waitForAll) setImmediate(respond)
        },
        onAllReady() {
          allReady = true
          if (waitForAll) respond()
        },
        onShellError(error: unknown) {
          clearTimeout(deadline)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Before the shell, React Router hears of it (onShellError) and logs it through handleError.
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed while streaming')
        },
      },
    )
    const deadline = setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * What React writes of a page that is all ready, collected as it writes it (React's `pipe` writes it
 * and ends at once), joined in one buffer.
 */
class WholePage {
  #chunks: Uint8Array[] = []
  #length = 0
  #ended = false
  #rest: FlushedChunks | null = null

  /** React writes bytes, and a long string (over 1,365 characters) as it is. */
  write(chunk: Uint8Array | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    // No back-pressure: what is left of a page is a few kilobytes.
    if (this.#rest) this.#rest.write(bytes)
    else this.#chunks.push(bytes)
    this.#length += bytes.byteLength
    return true
  }

  flush() {
    this.#rest?.flush()
  }

  end() {
    if (this.#rest) this.#rest.end()
    else this.#ended = true
  }

  on() {
    return this
  }

  /** The page, if React wrote all of it. */
  bytes(): Buffer | null {
    return this.#ended ? Buffer.concat(this.#chunks, this.#length) : null
  }

  /** What React writes from now on goes to `body`, after what it has written so far. */
  continueInto(body: FlushedChunks) {
    for (const chunk of this.#chunks) body.write(chunk)
    body.flush()
    this.#rest = body
  }
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
