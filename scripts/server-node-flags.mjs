/**
 * The Node flags the server runs with, wherever it is started: `npm start` (package.json, which
 * spells them out: npm cannot read this file), a deployment (README), the bench, the end-to-end and
 * the system tests.
 *
 * The main thread's old generation is capped at 448 MB. Left to itself, V8 grew it to 460 MB under
 * the bench's load (340 MB of it garbage not yet collected, 100–150 MB live), and the whole process
 * to 880–980 MB, past DESIGN.md's 800 MB for a PGlite server. Capped, the same load peaks at 640 MB
 * with the write budgets still held (measured with `npm run bench -- --only=load`).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=448']
