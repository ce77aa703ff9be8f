// Bundles the API server (with the domain package) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@insure/'))

await build({
  // Flat in dist/: the server finds the database thread's script beside its own code.
  entryPoints: {
    server: 'src/server.ts',
    'initialise-database': 'src/initialise-database.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pino', 'react-router'],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
console.log('api built into apps/api/dist')
