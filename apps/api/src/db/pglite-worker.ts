/**
 * The database thread: PGlite runs here, off the server's main thread, so that while PostgreSQL
 * works on a statement (all of it synchronous WebAssembly) the server goes on reading, validating
 * and answering requests. The server talks to it through pglite-in-worker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { setDrizzleParsers } from './pglite-parsers.ts'
import { PGLITE_SETTINGS } from './pglite-settings.ts'
import { pglitePrepared, type RunPrepared } from './prepared.ts'
import { keepPgliteFilesPrivate } from './private-files.ts'
import {
  errorToMessage,
  type VacuumSchedule,
  type WorkerAnswer,
  type WorkerOptions,
  type WorkerReady,
  type WorkerRequest,
} from './pglite-worker-protocol.ts'

const port = parentPort!
const { dataDir, vacuum } = workerData as WorkerOptions

/** An open transaction: its PGlite handle, how to end it, and when it has ended. */
type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }
const transactions = new Map<number, OpenTransaction>()
let nextTransaction = 1

/** Rolls a transaction back by failing its callback with this; not an error to report. */
const ROLLBACK = Symbol('rollback')

let client: PGlite
let prepared: RunPrepared
try {
  // The folder holds personal information: PGlite's files get the owner's bits only.
  keepPgliteFilesPrivate()
  client = await PGlite.create({ dataDir, ...PGLITE_SETTINGS })
  setDrizzleParsers(client)
  prepared = pglitePrepared(client)
  port.postMessage({ ready: true } satisfies WorkerReady)
} catch (error) {
  port.postMessage({ ready: false, error: errorToMessage(error) } satisfies WorkerReady)
  process.exit(1)
}

/** Requests asked and not yet answered, and when the last one came: what "quiet" is judged by. */
let unanswered = 0
let lastRequestAtMs = Date.now()

function answer(message: WorkerAnswer) {
  unanswered--
  port.postMessage(message)
}

/**
 * VACUUM (ANALYZE) on this thread, on its schedule (see VacuumSchedule), at a quiet moment. It holds
 * the database for its duration: requests that arrive meanwhile wait for it, as for any statement.
 */
const vacuuming = vacuum ? scheduleVacuum(vacuum) : null

function scheduleVacuum(schedule: VacuumSchedule) {
  let dueAtMs = Date.now() + schedule.firstAfterMs
  let running: Promise<void> | null = null
  const check = () => {
    const now = Date.now()
    if (running || now < dueAtMs) return
    const quiet = unanswered === 0 && transactions.size === 0 && now - lastRequestAtMs >= schedule.quietMs
    if (!quiet && now < dueAtMs + schedule.maxWaitMs) return
    running = client
      .exec('VACUUM (ANALYZE)')
      .then(
        () => undefined,
        // Nothing to answer: the next one is tried at its time.
        (error: unknown) => console.error(`VACUUM failed: ${errorToMessage(error).message}`),
      )
      .finally(() => {
        running = null
        dueAtMs = Date.now() + schedule.everyMs
      })
  }
  const timer = setInterval(check, Math.max(10, Math.min(schedule.quietMs, 60_000) / 2))
  timer.unref()
  return {
    /** Stops the schedule; resolves when a VACUUM under way has finished. */
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

/** The transaction a request runs in, or the client itself. */
function target(transaction: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (transaction === undefined) return client
  const open = transactions.get(transaction)
  if (!open) throw new Error(`transaction ${transaction} is not open`)
  return open.tx
}

/**
 * PGlite runs a transaction as a callback: BEGIN before it, COMMIT when it resolves, ROLLBACK when
 * it fails. The callback here waits for the server's `end`; meanwhile the transaction's queries
 * come in as requests that name it, and PGlite holds every other query back, as in one thread.
 */
function begin(id: number) {
  const number = nextTransaction++
  let opened = false
  const ended = client.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        opened = true
        transactions.set(number, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)), ended })
        answer({ id, ok: true, result: number })
      }),
  )
  ended.catch((error: unknown) => {
    if (!opened) answer({ id, ok: false, error: errorToMessage(error) })
  })
}

function end(id: number, number: number, commit: boolean) {
  const open = transactions.get(number)
  if (!open) throw new Error(`transaction ${number} is not open`)
  transactions.delete(number)
  open.end(commit)
  open.ended.then(
    () => answer({ id, ok: true }),
    (error: unknown) =>
      error === ROLLBACK ? answer({ id, ok: true }) : answer({ id, ok: false, error: errorToMessage(error) }),
  )
}

port.on('message', (request: WorkerRequest) => {
  const { id } = request
  unanswered++
  lastRequestAtMs = Date.now()
  switch (request.op) {
    case 'query':
      run(id, () =>
        target(request.transaction)
          .query(request.sql, request.params, { rowMode: request.rowMode })
          // Drizzle reads the rows (and the count) only; copying each answer's column list across
          // the threads cost as much as its rows.
          .then(({ rows, affectedRows }) => ({ rows, affectedRows })),
      )
      return
    case 'exec':
      run(id, () => target(request.transaction).exec(request.sql))
      return
    case 'prepared':
      run(id, () => prepared({ name: request.name, text: request.text }, request.params))
      return
    case 'begin':
      begin(id)
      return
    case 'end':
      try {
        end(id, request.transaction, request.commit)
      } catch (error) {
        answer({ id, ok: false, error: errorToMessage(error) })
      }
      return
    case 'close':
      // Answered, then the thread ends: nothing more can come once the database is closed.
      Promise.resolve(vacuuming?.stop())
        .then(() => client.close())
        .then(
          () => {
            answer({ id, ok: true })
            port.close()
          },
          (error: unknown) => answer({ id, ok: false, error: errorToMessage(error) }),
        )
      return
  }
})

function run(id: number, work: () => Promise<unknown>) {
  let pending: Promise<unknown>
  try {
    pending = work()
  } catch (error) {
    answer({ id, ok: false, error: errorToMessage(error) })
    return
  }
  pending.then(
    (result) => answer({ id, ok: true, result: result as never }),
    (error: unknown) => answer({ id, ok: false, error: errorToMessage(error) }),
  )
}
