// The home page's first-load JavaScript (issue 25's budget: at most 1.1 × the bare React Router app):
// every `<script src>` and `<link rel="modulepreload">` the page's HTML names, each file gzipped at
// level 9, summed. One rule, used by `npm run bench` (its load part) and by hand:
//
//   node scripts/first-load-js.mjs http://localhost:3000            a running server's home page
//   node scripts/first-load-js.mjs apps/web/build                   a build: the files the root and
//                                                                   index routes name in its manifest
//
// Prints the files, largest first, and the total; `--json` prints { total, files } instead.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The gzip -9 size of a file's bytes: what a visitor downloads, near enough. */
export function gzipBytes(body) {
  return gzipSync(body, { level: 9 }).length
}

/** The scripts and module preloads a page's HTML names, in order, each once. */
export function scriptsOfHtml(html) {
  const found = html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)
  return [...new Set([...found].map((match) => match[1]))]
}

/** The first-load JavaScript of `pagePath` on a running server at `base`: { total, files }. */
export async function firstLoadOfServer(base, pagePath = '/') {
  const response = await fetch(new URL(pagePath, base))
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  const files = []
  for (const src of scriptsOfHtml(await response.text())) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    files.push({ file: src, bytes: body.length, gzip: gzipBytes(body) })
  }
  return summed(files)
}

/**
 * The same from a React Router build folder, without a server: what <Scripts> names for the index
 * route (the manifest's entry and its imports, then the root's and the index route's modules and
 * imports). Agrees with the server's figure as long as the home page is the index route under root.
 */
export function firstLoadOfBuild(buildFolder) {
  const assets = path.join(buildFolder, 'client', 'assets')
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!manifestFile) throw new Error(`no manifest-*.js in ${assets}`)
  const source = readFileSync(path.join(assets, manifestFile), 'utf8')
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
  const index = Object.values(manifest.routes).find((route) => route.index && route.parentId === 'root')
  const names = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...[manifest.routes.root, index].flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]
  const files = [...new Set(names)].map((name) => {
    const body = readFileSync(path.join(buildFolder, 'client', name))
    return { file: name, bytes: body.length, gzip: gzipBytes(body) }
  })
  return summed(files)
}

function summed(files) {
  return { total: files.reduce((sum, file) => sum + file.gzip, 0), files }
}

/** The figure of a server base URL or a build folder. */
export function firstLoadOf(where) {
  return /^https?:\/\//.test(where) ? firstLoadOfServer(where) : firstLoadOfBuild(where)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const where = args.find((arg) => !arg.startsWith('--')) ?? 'apps/web/build'
  const result = await firstLoadOf(where)
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2))
  } else {
    for (const { file, bytes, gzip } of [...result.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${String(gzip).padStart(8)}  ${String(bytes).padStart(8)}  ${file}`)
    }
    console.log(`${String(result.total).padStart(8)}  gzip -9 bytes in ${result.files.length} files`)
  }
}
