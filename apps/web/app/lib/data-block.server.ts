import { registerKeptBlocks, type DataBlockAnswer } from './data-block.tsx'
import { isDataRequest } from './page-request.ts'
import { identityOf } from './static-markup.tsx'

type Kept = { key: string; text: string; data: unknown }

/**
 * Block texts (./data-block.tsx) per source: an answer of the content backend, the same object for a
 * content generation (lib/content.server.ts), and what else the data depends on (the company, the
 * visitor's flags). Worked out and written once, not on every render; a new content generation is a
 * new answer, its texts made afresh, and the least used go first.
 */
const kept = new Map<string, Kept>()
/** Far above what a site has at once: its configuration with a few sets of flags, and its pages. */
const KEPT_TEXTS = 500
const keyOfSource = new Map<string, string>()
let lastKey = 0

function lookUp(key: string): Kept | undefined {
  const entry = kept.get(key)
  if (entry) {
    // The most recently used last: a render in flight never loses the text its loader named.
    kept.delete(key)
    kept.set(key, entry)
  }
  return entry
}

registerKeptBlocks((key) => kept.get(key))

/**
 * A loader's answer for the data `make` works out of `source` and `dependsOn`: the key of its text,
 * and the text itself where `request` is React Router's data request (no page, no block).
 */
export function dataBlockAnswer(
  request: Request,
  source: object,
  dependsOn: string,
  make: () => unknown,
): DataBlockAnswer {
  const sourceKey = `${identityOf(source)} ${dependsOn}`
  const known = keyOfSource.get(sourceKey)
  let entry = known === undefined ? undefined : lookUp(known)
  if (!entry) {
    const data = make()
    const text = JSON.stringify(data).replace(/</g, '\\u003c')
    entry = { key: String(++lastKey), text, data }
    if (kept.size >= KEPT_TEXTS) kept.delete(kept.keys().next().value!)
    kept.set(entry.key, entry)
    if (keyOfSource.size >= KEPT_TEXTS) keyOfSource.clear()
    keyOfSource.set(sourceKey, entry.key)
  }
  return isDataRequest(request) ? { blockKey: entry.key, blockText: entry.text } : { blockKey: entry.key }
}
