import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PGlite, QueryOptions, Results, RowMode, Transaction } from '@electric-sql/pglite'
import {
  errorFromMessage,
  type WorkerAnswer,
  type WorkerOptions,
  type WorkerReady,
  type WorkerRequest,
} from './pglite-worker-protocol.ts'
import { threadResourceLimits } from '../lib/thread-limits.ts'
import type { PreparedRows, PreparedStatement } from './prepared.ts'

/** A request before it is numbered (Omit applied to each kind of request, not to their union). */
type Request = WorkerRequest extends infer Kind ? (Kind extends unknown ? Omit<Kind, 'id'> : never) : never

/**
 * The database thread's young generation, kept small: every statement's answer is short-lived
 * garbage, and V8's default let the thread's heap grow to 170 MB under the journeys bench (60 MB of
 * it live), past the server's memory budget (DESIGN.md). Scavenges of a small young generation
 * are cheap. The old generation keeps V8's default limit: a cap there would end the database.
 * The server's `--max-semi-space-size` (scripts/server-node-flags.mjs) would override this in every
 * thread: threadResourceLimits sets it aside for the threads.
 */
const DATABASE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 }

/** The part of PGlite that Drizzle's PGlite driver and its migrator use. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>

/**
 * PGlite on its own thread (pglite-worker.ts), behind the part of PGlite's interface that Drizzle
 * uses. PGlite runs PostgreSQL as synchronous WebAssembly: on the main thread, every statement
 * stops the server from reading and answering other requests; here the server and the database
 * work side by side on two cores. A query's answer comes after its statement has committed, as
 * before, so a write that was answered survives the process being killed.
 */
export class PgliteInWorker implements PgliteClient {
  private nextId = 1
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  private failure: Error | undefined
  private closing = false

  private constructor(
    private readonly worker: Worker,
    onFailure: (error: Error) => void,
  ) {
    worker.on('message', (message: WorkerAnswer) => {
      const waiting = this.pending.get(message.id)
      if (!waiting) return
      this.pending.delete(message.id)
      if (message.ok) waiting.resolve(message.result)
      else waiting.reject(errorFromMessage(message.error))
    })
    const fail = (error: Error) => {
      if (this.failure) return
      this.failure = error
      if (!this.closing) onFailure(error)
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(stoppedWith(code)))
  }

  /**
   * Starts the thread and opens the database in `dataDir`; resolves when it is ready for queries.
   * `onFailure` hears of the thread stopping unasked (every query after that fails).
   */
  static async open(options: WorkerOptions, onFailure: (error: Error) => void): Promise<PgliteInWorker> {
    const here = fileURLToPath(import.meta.url)
    // From source (tsx, tests) the thread runs pglite-worker.ts; from the bundle, dist/pglite-worker.js.
    const script = path.join(path.dirname(here), `pglite-worker${path.extname(here)}`)
    // tsx loads TypeScript in this thread, not in new ones: from source, the thread registers it first.
    const worker = script.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(script).href)}) })`,
          { eval: true, workerData: options, resourceLimits: threadResourceLimits(DATABASE_THREAD_LIMITS) },
        )
      : new Worker(script, {
          workerData: options,
          resourceLimits: threadResourceLimits(DATABASE_THREAD_LIMITS),
        })
    let onExit: (code: number) => void = () => undefined
    let onError: (error: Error) => void = () => undefined
    const ready = await new Promise<WorkerReady>((resolve, reject) => {
      onExit = (code) => reject(stoppedWith(code))
      onError = reject
      worker.once('message', resolve)
      worker.once('error', onError)
      worker.once('exit', onExit)
    }).finally(() => {
      worker.off('error', onError)
      worker.off('exit', onExit)
    })
    if (!ready.ready) throw errorFromMessage(ready.error)
    return new PgliteInWorker(worker, onFailure)
  }

  private send<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...request, id } as WorkerRequest)
    })
  }

  /**
   * Parsers cannot cross threads: the thread sets Drizzle's own (see pglite-parsers.ts). The answer
   * has rows and affectedRows; its `fields` are left on the thread.
   */
  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options?.rowMode)
  }

  /** A read statement prepared on the thread once, then bound and executed (see prepared.ts). */
  prepared(statement: PreparedStatement, params: string[]): Promise<PreparedRows> {
    return this.send({ op: 'prepared', name: statement.name, text: statement.text, params })
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql })
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await this.send<number>({ op: 'begin' })
    let closed = false
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(number, sql, params ?? [], options?.rowMode),
      exec: (sql: string) => this.send<Results[]>({ op: 'exec', sql, transaction: number }),
      sql: () => Promise.reject(new Error('tx.sql is not available on the database thread')),
      listen: () => Promise.reject(new Error('tx.listen is not available on the database thread')),
      rollback: async () => {
        closed = true
        await this.send({ op: 'end', transaction: number, commit: false })
      },
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      if (!closed) {
        closed = true
        await this.send({ op: 'end', transaction: number, commit: false })
      }
      throw error
    }
    if (!closed) {
      closed = true
      await this.send({ op: 'end', transaction: number, commit: true })
    }
    return result
  }

  async close(): Promise<void> {
    if (this.failure) return
    this.closing = true
    await this.send({ op: 'close' })
    await this.worker.terminate()
  }

  private queryIn<T>(
    transaction: number | undefined,
    sql: string,
    params: unknown[],
    rowMode: RowMode | undefined,
  ): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, rowMode: rowMode ?? 'object', transaction })
  }
}

function stoppedWith(code: number) {
  return new Error(`the database thread stopped (exit code ${code})`)
}
