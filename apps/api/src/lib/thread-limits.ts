import v8 from 'node:v8'
import type { ResourceLimits } from 'node:worker_threads'

/**
 * A worker thread's `resourceLimits`, made to hold. The server runs with `--max-semi-space-size`
 * (scripts/server-node-flags.mjs) to cap its main thread's young generation. V8 reads that flag
 * whenever it makes a heap and lets it override a Worker's `maxYoungGenerationSizeMb`: started with
 * it, the PDF thread's young generation grew from 8 to 32 MB under the journeys bench, and the
 * server on PostgreSQL past its 300 MB (DESIGN.md). The main thread's heap was made at the start
 * and keeps its cap; setting the flag back to V8's default (0: sized from the heap's limits) before a
 * thread starts lets the thread's own limit decide (measured on Node 24: docs/benchmark.md, "Memory").
 *
 * The old generation's flag (`--max-old-space-size`) is left as it is: the database thread takes
 * V8's default old generation when none is given, and under the flag it has run capped at the main
 * thread's limit since the cap came in.
 */
export function threadResourceLimits(limits: ResourceLimits): ResourceLimits {
  v8.setFlagsFromString('--max-semi-space-size=0')
  return limits
}
