/**
 * The Node flags the server runs with, wherever it is started: `npm start` (package.json, which
 * spells them out: npm cannot read this file), a deployment (README, docs/configuration.md), the
 * bench, the end-to-end and the system tests. What the memory is: docs/benchmark.md, "Memory".
 *
 * The main thread's old generation is capped at 448 MB. Left to itself, V8 grew it to 460 MB under
 * the bench's load (340 MB of it garbage not yet collected, 100–150 MB live), and the whole process
 * to 880–980 MB, past DESIGN.md's 800 MB for a PGlite server. Capped, the same load peaks at 640 MB
 * with the write budgets still held (measured with `npm run bench -- --only=load`).
 *
 * The young generation is capped at two semi-spaces of 16 MB. Node 24's V8 grows them to 64 MB each
 * under load: 128 MB of resident memory for objects that live one request (a heap snapshot at the
 * peak held 82 MB live in all, the old generation 55–70 MB). Capped, the Node process on PostgreSQL
 * peaked at 244–254 MB instead of 331–351 MB under `npm run bench -- --only=postgres`, and a PGlite
 * server under renders and searches at 630–691 MB instead of 735–830 MB. The price is more
 * scavenges: uncached renders read -18 %, +27 % and -10 % against no cap in three interleaved A/B
 * runs on a busy machine (suburb searches no change). V8 reads the flag whenever it makes a heap, and
 * it overrides a Worker's `maxYoungGenerationSizeMb`: the database and PDF threads clear it before
 * they start (apps/api/src/lib/thread-limits.ts), so they keep their own 12 and 8 MB.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=448', '--max-semi-space-size=16']
