import type { CompanySetup } from '@insure/domain/company'
import { identityOf } from './static-markup.tsx'
import { registerKeptShell, type RootShell } from './shell-data.tsx'

type KeptShell = { key: string; text: string; data: unknown }

/**
 * The root loader's text per configuration (the content backend's answer, the same object for a
 * content generation: lib/content.server.ts) and what else it depends on (the company, the visitor's
 * flags, the theme's version): worked out and written once, not on every render (issue 25). A new
 * content generation is a new configuration, its texts made afresh; the least used go first.
 */
const kept = new Map<string, KeptShell>()
/** Far above what a site has: a company's configuration with a few sets of flags, per generation. */
const KEPT_TEXTS = 100
let lastKey = 0

function lookUp(key: string): KeptShell | undefined {
  const entry = kept.get(key)
  if (entry) {
    // The most recently used last: a render in flight never loses the text its loader named.
    kept.delete(key)
    kept.set(key, entry)
  }
  return entry
}

registerKeptShell((shellKey) => kept.get(shellKey))

const keysOf = new Map<string, string>()

/**
 * The root loader's answer: the key of the shell's text, and the text itself where the page carries
 * no data block (React Router's data requests).
 */
export function rootShell(
  source: CompanySetup,
  dependsOn: string,
  withText: boolean,
  make: () => unknown,
): RootShell {
  const cacheKey = `${identityOf(source)} ${dependsOn}`
  let entry = keysOf.has(cacheKey) ? lookUp(keysOf.get(cacheKey)!) : undefined
  if (!entry) {
    const data = make()
    // `<` escaped: the text can then stand in a script element whatever its strings hold.
    const text = JSON.stringify(data).replace(/</g, '\\u003c')
    entry = { key: String(++lastKey), text, data }
    if (kept.size >= KEPT_TEXTS) {
      const oldest = kept.keys().next().value!
      kept.delete(oldest)
    }
    kept.set(entry.key, entry)
    if (keysOf.size >= KEPT_TEXTS) keysOf.clear()
    keysOf.set(cacheKey, entry.key)
  }
  return withText ? { shellKey: entry.key, shellText: entry.text } : { shellKey: entry.key }
}
