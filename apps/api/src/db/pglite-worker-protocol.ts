import type { Results, RowMode } from '@electric-sql/pglite'
import type { PreparedRows } from './prepared.ts'

/** What the server asks of the database thread (see pglite-in-worker.ts). */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; transaction?: number }
  | { op: 'exec'; sql: string; transaction?: number }
  /** A read statement prepared once under its name, then bound and executed (see prepared.ts). */
  | { op: 'prepared'; name: string; text: string; params: string[] }
  /** Opens a transaction; the answer is its number, which later requests of that transaction carry. */
  | { op: 'begin' }
  /** Ends an open transaction: commits it, or rolls it back. */
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'close' }
)

/** A PostgreSQL error as it crosses the thread: its message and the fields callers read (code first). */
export type WorkerError = {
  message: string
  name: string
  code?: string
  detail?: string
  constraint?: string
  table?: string
  column?: string
  severity?: string
}

export type WorkerAnswer =
  /** A query's answer is its rows and count, without PGlite's column list (nobody reads it). */
  | {
      id: number
      ok: true
      result?: Pick<Results, 'rows' | 'affectedRows'> | Results[] | PreparedRows | number
    }
  | { id: number; ok: false; error: WorkerError }

/**
 * PGlite has no autovacuum: without VACUUM dead rows pile up and the planner has no statistics.
 * The thread runs `VACUUM (ANALYZE)` itself, first `firstAfterMs` after it opens, then every
 * `everyMs`; each waits for a quiet moment (no statement for `quietMs`, no transaction open), since
 * it holds the thread for a second or more, but not longer than `maxWaitMs` past its time.
 */
export type VacuumSchedule = { firstAfterMs: number; everyMs: number; quietMs: number; maxWaitMs: number }

/** The server's schedule: a first VACUUM a few minutes after start, then four a day. */
export const SERVER_VACUUM_SCHEDULE: VacuumSchedule = {
  firstAfterMs: 5 * 60 * 1000,
  everyMs: 6 * 60 * 60 * 1000,
  quietMs: 5 * 1000,
  maxWaitMs: 60 * 60 * 1000,
}

/** What the thread is opened with; without `vacuum`, no VACUUM of its own. */
export type WorkerOptions = { dataDir: string; vacuum?: VacuumSchedule }

/** The first message of the thread: the database is open (or could not be opened). */
export type WorkerReady = { ready: true } | { ready: false; error: WorkerError }

const ERROR_FIELDS = ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const

export function errorToMessage(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' }
  const message: WorkerError = { message: error.message, name: error.name }
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field]
    if (typeof value === 'string') message[field] = value
  }
  return message
}

export function errorFromMessage(message: WorkerError): Error {
  return Object.assign(new Error(message.message), message)
}
