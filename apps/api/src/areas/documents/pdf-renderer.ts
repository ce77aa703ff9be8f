import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DocumentKind, DocumentSource } from '../../db/schema/index.ts'
import { threadResourceLimits } from '../../lib/thread-limits.ts'
import type { PdfAnswer, PdfDrawing, PdfRequest } from './pdf-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    documentRenderer: DocumentRenderer
  }
}

/** How often documents left unrendered (a process stopped before drawing them) are looked for. */
export const RENDER_SWEEP_MS = 5_000
/** Documents drawn per sweep; the rest wait for the next. */
const RENDER_BATCH = 8
/**
 * The PDF thread's own heap: small, so its garbage (each drawing parses the fonts again) is collected
 * early instead of growing the server's resident memory (DESIGN.md budget).
 */
const PDF_THREAD_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 }
/**
 * A thread idle this long is stopped, giving its memory back (its heap, pdfkit and the parsed fonts:
 * some 35 MB); the next drawing starts another, which costs that drawing the thread's start.
 */
export const PDF_THREAD_IDLE_MS = 30_000

/** The PDF thread (pdf-worker.ts): one, started on first use; requests answered in order. */
class PdfThread {
  constructor(private readonly idleMs: number) {}

  private worker: Worker | null = null
  private ready: Promise<void> | null = null
  private nextId = 1
  private readonly pending = new Map<number, { resolve(pdf: Buffer): void; reject(error: Error): void }>()
  private idleTimer: NodeJS.Timeout | null = null

  private start(): Promise<void> {
    const here = fileURLToPath(import.meta.url)
    // From source (tsx, tests) the thread runs pdf-worker.ts; from the bundle, dist/pdf-worker.js.
    const script = path.join(path.dirname(here), `pdf-worker${path.extname(here)}`)
    const worker = script.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(script).href)}) })`,
          { eval: true, resourceLimits: threadResourceLimits(PDF_THREAD_LIMITS) },
        )
      : new Worker(script, { resourceLimits: threadResourceLimits(PDF_THREAD_LIMITS) })
    worker.unref()
    this.worker = worker
    const fail = (error: Error) => {
      // A thread stopped for idleness was let go already: its exit is not the current thread's.
      if (this.worker !== worker) return
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
      this.worker = null
      this.ready = null
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the PDF thread stopped (exit code ${code})`)))
    return new Promise((resolve, reject) => {
      worker.once('error', reject)
      worker.on('message', (message: PdfAnswer | { ready: true }) => {
        if ('ready' in message) return resolve()
        const waiting = this.pending.get(message.id)
        if (!waiting) return
        this.pending.delete(message.id)
        if ('error' in message) waiting.reject(new Error(message.error))
        else waiting.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength))
        if (this.pending.size === 0) this.stopWhenIdle()
      })
    })
  }

  private stopWhenIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (this.pending.size > 0 || !this.worker) return
      const worker = this.worker
      this.worker = null
      this.ready = null
      void worker.terminate()
    }, this.idleMs)
    this.idleTimer.unref()
  }

  /** Whether a thread is up (started and not yet stopped for idleness). */
  get running(): boolean {
    return this.worker !== null
  }

  async render(drawing: PdfDrawing): Promise<Buffer> {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.ready ??= this.start()
    await this.ready
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker!.postMessage({ id, drawing } satisfies PdfRequest)
    })
  }

  async stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    await this.worker?.terminate()
  }
}

/**
 * Draws the documents a purchase stored with their policy (content null, source the schedule): just
 * after the purchase (kick), on a sweep for any a stopped process left, and at once when one is
 * downloaded first. The drawing runs on the PDF thread; storing it is one UPDATE that keeps the first
 * drawing when two processes draw the same document.
 */
export class DocumentRenderer {
  private readonly thread: PdfThread
  private running: Promise<number> | null = null
  private again = false
  private stopped = false
  private sweep: NodeJS.Timeout | null = null

  constructor(
    private readonly app: Pick<FastifyInstance, 'documents' | 'log'>,
    /** Called once a run has drawn documents: e-mails waiting for them as attachments can go. */
    private readonly onDrawn: () => void = () => {},
    { threadIdleMs = PDF_THREAD_IDLE_MS }: { threadIdleMs?: number } = {},
  ) {
    this.thread = new PdfThread(threadIdleMs)
  }

  /** Whether the PDF thread is up: it starts with a drawing and stops when idle. */
  get threadRunning(): boolean {
    return this.thread.running
  }

  /** Draws the pending documents now (or after the run under way); how many were drawn. */
  renderPending(): Promise<number> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      let drawn = 0
      try {
        do {
          this.again = false
          for (const document of await this.app.documents.pendingDocuments(RENDER_BATCH)) {
            await this.renderOne(document.hashedId, document.kind, document.source)
            drawn += 1
          }
        } while (this.again)
      } finally {
        this.running = null
      }
      return drawn
    })()
    return this.running
  }

  /** A document's file, drawn now if it has not been yet. */
  async contentOf(hashedId: string, kind: DocumentKind, source: DocumentSource): Promise<Buffer> {
    return this.renderOne(hashedId, kind, source)
  }

  /**
   * Looks for undrawn documents every RENDER_SWEEP_MS until the app closes. The server starts it
   * (server.ts); tests call renderPending themselves.
   */
  schedule(): void {
    if (this.sweep) return
    this.sweep = setInterval(() => this.kick(), RENDER_SWEEP_MS)
    this.sweep.unref()
  }

  /** Starts a run without waiting for it (after a purchase commits). */
  kick(): void {
    this.renderPending()
      .then((drawn) => {
        if (drawn > 0) this.onDrawn()
      })
      .catch((error: unknown) => {
        // Stopping the server stops the thread mid-drawing: the sweep of the next start draws it.
        if (!this.stopped) this.app.log.error({ err: error }, 'drawing policy schedules failed')
      })
  }

  private async renderOne(hashedId: string, kind: DocumentKind, source: DocumentSource): Promise<Buffer> {
    // The kind column says what the stored source is.
    const pdf = await this.thread.render({ kind, source } as PdfDrawing)
    return this.app.documents.storeContent(hashedId, pdf)
  }

  stop(): Promise<void> {
    this.stopped = true
    if (this.sweep) clearInterval(this.sweep)
    return this.thread.stop()
  }
}

async function documentRendererPlugin(app: FastifyInstance) {
  // The outbox is registered after this plugin; by the time a document is drawn it is there. A
  // letter or schedule e-mail then goes at once, not at the sender's next 30-second turn.
  const renderer = new DocumentRenderer(app, () => app.emailSender.sendSoon())
  app.decorate('documentRenderer', renderer)
  app.addHook('onClose', () => renderer.stop())
}

export default fp(documentRendererPlugin, {
  name: 'document-renderer',
  dependencies: ['document-repository'],
})
