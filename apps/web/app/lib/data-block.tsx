/**
 * Loader data written into the page once, as it is (issue 25). React Router writes loader data into
 * the page value by value (turbo-stream), then as a string escaped twice in an inline script: for the
 * root's configuration (some 400 values) and a content page's HTML that cost an uncached render more
 * than rendering the content did, and the bytes twice over. What is the same for many visitors (the
 * root's shell data, a content page as the content backend answered it) the page server instead keeps
 * as a JSON text per answer (./data-block.server.ts) and writes in a `<script type="application/json">`
 * block of the page; the loader's data only names it. An answer to React Router's data request (a
 * client navigation, a revalidation after a post) has no block: it carries the text itself.
 */
export type DataBlockAnswer = {
  /** The page server's name of the text (for its own render: it has the data already). */
  blockKey: string
  /** The text, in an answer to a data request. */
  blockText?: string
}

/** What a loader keeps a block of: the root's shell data, a route's page. */
export type DataBlockName = 'shell' | 'page'

type Kept = { text: string; data: unknown }

/** The page server's texts by key (./data-block.server.ts); none in the browser. */
let keptBlock: ((key: string) => Kept | undefined) | null = null

export function registerKeptBlocks(lookup: (key: string) => Kept | undefined): void {
  keptBlock = lookup
}

const documentTexts = new Map<DataBlockName, string>()
const parsed = new Map<DataBlockName, Kept>()

/** The browser: the text of a block the page came with, read once. */
function textOfDocument(name: DataBlockName): string {
  let text = documentTexts.get(name)
  if (text === undefined) {
    text = document.getElementById(`data-${name}`)?.textContent ?? ''
    documentTexts.set(name, text)
  }
  return text
}

/** The data a loader's answer stands for. */
export function dataOf<Data>(name: DataBlockName, answer: DataBlockAnswer): Data {
  const kept = keptBlock?.(answer.blockKey)
  if (kept) return kept.data as Data
  const text = answer.blockText ?? textOfDocument(name)
  let last = parsed.get(name)
  if (last?.text !== text) parsed.set(name, (last = { text, data: JSON.parse(text) as unknown }))
  return last.data as Data
}

/**
 * The block, before the scripts that hydrate. The browser renders the text it has (the page's own,
 * then what data requests brought), so hydration finds what it would make; nothing there runs (no
 * nonce needed), and the page server's text has `<` escaped (\u003c), so no string in it ends the
 * script element.
 */
export function DataBlock({ name, answer }: { name: DataBlockName; answer: DataBlockAnswer }) {
  const text = keptBlock?.(answer.blockKey)?.text ?? answer.blockText ?? textOfDocument(name)
  return <script type="application/json" id={`data-${name}`} dangerouslySetInnerHTML={{ __html: text }} />
}
