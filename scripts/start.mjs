// `npm start`: builds what is not built (or older than its sources), then serves the site and its
// API from this one Node process on PORT (3000).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const at = (...parts) => path.join(root, ...parts)

const outputs = [
  at('apps/web/build/server/index.js'),
  at('apps/api/dist/server.js'),
  at('apps/api/dist/pglite-worker.js'),
  at('apps/api/dist/pdf-worker.js'),
  at('apps/api/dist/local-secrets.js'),
]
const sources = [
  at('apps/web/app'),
  at('apps/web/public'),
  at('apps/api/src'),
  at('apps/api/seed'),
  at('apps/api/drizzle'),
  at('packages/domain/src'),
]

function newestMtime(folder) {
  if (!existsSync(folder)) return 0
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)))
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the site and the API…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The local and demo start: TOKEN_SECRET and CONTENT_API_TOKEN, unless the environment sets them,
// are random ones kept in the data folder (DATA_DIR/secrets.json, made on the first start). A
// deployment runs apps/api/dist/server.js with its own, and it refuses to start without them.
const { provideLocalSecrets } = await import(at('apps/api/dist/local-secrets.js'))
const local = provideLocalSecrets(process.env)
if (local.generated.length > 0) console.log(`New local keys (${local.generated.join(', ')}) in ${local.file}`)
// React renders much faster in its production build.
process.env.NODE_ENV ??= 'production'
// A local start is reached over http://localhost: its cookies cannot be Secure (a deployment's are).
process.env.PLAIN_HTTP ??= '1'
await import(at('apps/api/dist/server.js'))
