/**
 * The root loader's data: what every page's shell reads, the same for every visitor of a company with
 * the same flags (root.tsx, `ShellData`). Issue 25: React Router writes loader data into the page
 * value by value (turbo-stream), then as a string escaped twice in a script; for the configuration's
 * some 400 values that cost an uncached render more than its content did. Instead the page server keeps the shell's
 * JSON text per configuration (./shell-data.server.ts) and the page carries it once, as it is, in a
 * data block (`ShellDataBlock`); the loader's data names it. An answer to React Router's data request
 * (a revalidation after a post) has no such block: it carries the text itself.
 */
export type RootShell = {
  /** The page server's name of the text (for its own render: it has the data already). */
  shellKey: string
  /** The text, in an answer to a data request. */
  shellText?: string
}

/** The data block's id; what the page server writes there is JSON with `<` escaped (\u003c). */
export const SHELL_DATA_ELEMENT_ID = 'shell-data'

type KeptShell = { text: string; data: unknown }

/** The page server's texts by key (./shell-data.server.ts); none in the browser. */
let keptShell: ((key: string) => KeptShell | undefined) | null = null

export function registerKeptShell(lookup: (key: string) => KeptShell | undefined): void {
  keptShell = lookup
}

let documentText: string | undefined
let parsed: KeptShell | undefined

/** The browser: the text the page came with, read once. */
function textOfDocument(): string {
  documentText ??= document.getElementById(SHELL_DATA_ELEMENT_ID)?.textContent ?? ''
  return documentText
}

/**
 * The shell data the root loader's answer stands for (what it is: root.tsx, `ShellData`; lib/ knows
 * only texts).
 */
export function shellDataOf<Data>(root: RootShell): Data {
  const kept = keptShell?.(root.shellKey)
  if (kept) return kept.data as Data
  const text = root.shellText ?? textOfDocument()
  if (parsed?.text !== text) parsed = { text, data: JSON.parse(text) as unknown }
  return parsed.data as Data
}

/**
 * The page's data block, in the body before the scripts that hydrate. The browser renders what it
 * read from it, so hydration finds what it made; nothing there runs (no nonce needed).
 */
export function ShellDataBlock({ root }: { root: RootShell }) {
  const text = keptShell?.(root.shellKey)?.text ?? textOfDocument()
  return (
    <script type="application/json" id={SHELL_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: text }} />
  )
}
