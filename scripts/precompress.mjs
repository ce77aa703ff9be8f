// Writes .br and .gz beside each text asset of the client build, so @fastify/static serves
// pre-compressed files (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const folder = path.resolve(process.argv[2] ?? 'build/client')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|geojson|csv|tsv|xml)$/

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(file)
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
      const content = readFileSync(file)
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    }
  }
}
walk(folder)
