import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/**
 * PostgreSQL's shared buffers in PGlite. initdb writes 128 MB into a new folder's postgresql.conf,
 * and PostgreSQL touches all of its shared memory as it starts: 128 MB of the WebAssembly memory
 * resident from the first second, which never shrinks, for a database of 15 MB (tables, indexes
 * and catalogues; the folder's other 45 MB are WAL). 32 MB holds all of it twice over; a page that
 * does not fit is read from the folder (the system's file cache) as on any PostgreSQL.
 * Measured (docs/benchmark.md, "Memory"): the database thread's WebAssembly memory 172 MB resident
 * of 189 MB at 128 MB, 68 MB of 128 MB at 32 MB, on the bench's data folder.
 */
export const PGLITE_SHARED_BUFFERS = '32MB'

/**
 * The settings every PGlite the server opens starts with, on a new folder and on an existing one
 * alike: a setting on PostgreSQL's command line wins over the folder's postgresql.conf (and over
 * ALTER SYSTEM), so a deployed server's folder needs no change. PGlite's own start parameters
 * (single-user mode, no parallel workers, ...) stay: `startParams` replaces them, so they come first.
 */
export const PGLITE_SETTINGS = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
} satisfies PGliteOptions
