// The reference of DESIGN.md's Lighthouse budget: a bare React Router 7 app (one root, one index route,
// one stylesheet; the official template without Tailwind and without its Google Fonts, since the
// network is closed), built with the repository's own react-router, react and vite, and served as
// `react-router-serve` would: gzip on the fly, hashed assets immutable. Run by `npm run bench` with
// PORT; tells its parent 'ready' once it listens.
import { spawnSync } from 'node:child_process'
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createGzip, gzipSync } from 'node:zlib'

process.env.NODE_ENV = 'production'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3298)

const files = {
  'react-router.config.js': `export default { ssr: true }\n`,
  'vite.config.js': `import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
export default defineConfig({ plugins: [reactRouter()], logLevel: 'warn' })
`,
  'app/routes.js': `import { index } from '@react-router/dev/routes'
export default [index('routes/home.jsx')]
`,
  'app/app.css': `html, body { margin: 0; font-family: system-ui, sans-serif; color: #111; background: #fff; }
main { display: flex; flex-direction: column; align-items: center; gap: 2rem; padding: 4rem 1rem; }
nav { border: 1px solid #ddd; border-radius: 1.5rem; padding: 1.5rem; max-width: 300px; width: 100%; }
ul { list-style: none; padding: 0; margin: 0; } li a { display: flex; gap: .75rem; padding: .75rem; color: #1d4ed8; }
`,
  'app/root.jsx': `import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import './app.css'

export function Layout({ children }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }) {
  const message = isRouteErrorResponse(error) ? (error.status === 404 ? '404' : 'Error') : 'Oops!'
  return <main><h1>{message}</h1></main>
}
`,
  'app/routes/home.jsx': `const resources = [
  { href: 'https://reactrouter.com/docs', text: 'React Router Docs' },
  { href: 'https://rmx.as/discord', text: 'Join Discord' },
]

export function meta() {
  return [{ title: 'New React Router App' }, { name: 'description', content: 'Welcome to React Router!' }]
}

export default function Home() {
  return (
    <main>
      <header><h1>React Router</h1></header>
      <nav>
        <p>What's next?</p>
        <ul>
          {resources.map(({ href, text }) => (
            <li key={href}><a href={href} target="_blank" rel="noreferrer">{text}</a></li>
          ))}
        </ul>
      </nav>
    </main>
  )
}
`,
}

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-bench-bare-rr7-'))
process.on('exit', () => rmSync(work, { recursive: true, force: true }))
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(work, name)), { recursive: true })
  writeFileSync(path.join(work, name), text)
}
// React Router picks its default server entry by the app's declared dependencies.
const dependencies = Object.fromEntries(
  ['@react-router/node', 'react-router', 'react', 'react-dom', 'isbot'].map((name) => [name, '*']),
)
writeFileSync(
  path.join(work, 'package.json'),
  JSON.stringify({ name: 'bare-rr7', private: true, type: 'module', dependencies }),
)
symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir')
const built = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
  {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 180_000,
  },
)
if (built.status !== 0) {
  console.error(`bench-bare-app: the bare React Router app did not build\n${built.stdout}${built.stderr}`)
  process.exit(1)
}

const { createRequestHandler } = await import('react-router')
const build = await import(pathToFileURL(path.join(work, 'build/server/index.js')).href)
const handle = createRequestHandler(build, 'production')
const clientFolder = path.join(work, 'build/client')
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

function serveStatic(request, response) {
  const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname)
  const file = path.join(clientFolder, pathname)
  if (!file.startsWith(clientFolder + path.sep)) return false
  let stat
  try {
    stat = statSync(file)
  } catch {
    return false
  }
  if (!stat.isFile()) return false
  response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream')
  response.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  )
  if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.setHeader('content-encoding', 'gzip')
    response.setHeader('vary', 'Accept-Encoding')
    createReadStream(file).pipe(createGzip()).pipe(response)
  } else {
    response.setHeader('content-length', stat.size)
    createReadStream(file).pipe(response)
  }
  return true
}

// Pages gzipped, as the `compression` middleware of react-router-serve does.
async function servePage(request, response) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const page = await handle(new Request(`http://${request.headers.host}${request.url}`, { headers }))
  let body = Buffer.from(await page.arrayBuffer())
  const outgoing = Object.fromEntries(page.headers)
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 0) {
    body = gzipSync(body)
    outgoing['content-encoding'] = 'gzip'
    outgoing.vary = 'Accept-Encoding'
  }
  outgoing['content-length'] = String(body.length)
  response.writeHead(page.status, outgoing)
  response.end(body)
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && serveStatic(request, response)) return
  // The template ships a favicon.ico; without one, Chromium's request would log a routing error.
  if (request.url === '/favicon.ico') return response.writeHead(404).end()
  servePage(request, response).catch((error) => {
    console.error(error)
    response.writeHead(500).end()
  })
})
server.listen(port, '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
  setTimeout(() => process.exit(0), 2000).unref()
})
