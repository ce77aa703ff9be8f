// Bundles the API server (with the domain package) into dist/; npm packages stay external.
import { readFileSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@insure/'))

// Emptied first: chunk names change with every build, and old ones would pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true })

await build({
  // Flat in dist/: the server finds the database thread's script beside its own code.
  entryPoints: {
    server: 'src/server.ts',
    'initialise-database': 'src/initialise-database.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // The PDF thread: policy schedules drawn off the main thread (src/areas/documents/pdf-renderer.ts).
    'pdf-worker': 'src/areas/documents/pdf-worker.ts',
    // npm start (scripts/start.mjs) makes the local keys before the server reads its configuration.
    'local-secrets': 'src/local-secrets.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, 'pino', 'react-router'],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
console.log('api built into apps/api/dist')
