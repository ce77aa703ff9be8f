import { createElement, type HTMLAttributes, type ReactElement, type Ref } from 'react'

/** Turns an element into its HTML (react-dom/server's renderToStaticMarkup), on the page server only. */
type StaticRenderer = (element: ReactElement) => string

let renderStatic: StaticRenderer | null = null
const rendered = new Map<string, string>()
/**
 * Markups kept: a key a company, its footer and menus per page path. Far above what a site has; a
 * full map starts again rather than grow (a key is a few kilobytes).
 */
const KEPT_MARKUPS = 500

/**
 * The page server's renderer (entry.server.tsx). In the browser there is none: StaticMarkup renders
 * its children as any element does.
 */
export function registerStaticRenderer(renderer: StaticRenderer | null) {
  renderStatic = renderer
}

const identities = new WeakMap<object, number>()
let lastIdentity = 0

/**
 * A number for an object, the same for as long as the object lives: a markup key made of the objects
 * the children read (the root's configuration and links, kept by the page server for a content
 * generation: lib/data-block.server.ts) rather than of their text, which cost an uncached render a
 * JSON.stringify of the footer's and menu's contents (issue 25).
 */
export function identityOf(object: object): number {
  let identity = identities.get(object)
  if (identity === undefined) identities.set(object, (identity = ++lastIdentity))
  return identity
}

type StaticMarkupProps = HTMLAttributes<HTMLElement> & {
  as: 'div' | 'footer'
  /**
   * Everything `children` is made of, as a string: children whose key is the same render the same
   * markup. Whatever they read must be in it (they are rendered once, outside the page's contexts).
   */
  markupKey: string
  /** Pure markup: no hooks, no context, text as one string an element (no `{a} {b}`). */
  children: ReactElement
  ref?: Ref<HTMLElement>
}

/**
 * An element whose children are a pure function of `markupKey` (the footer, the full menu), issue 25:
 * the page server renders them once per key and writes the same HTML on every later page, instead of
 * rendering some 50 links of React elements on every uncached render. The browser renders them as
 * React elements, so hydration finds the DOM it would have made itself: renderToStaticMarkup writes
 * what the page's own render writes, but for the `<!-- -->` between adjacent text nodes, which the
 * children must not have (static-markup.test.tsx compares them).
 */
export function StaticMarkup({ as, markupKey, children, ...attributes }: StaticMarkupProps) {
  if (!renderStatic) return createElement(as, attributes, children)
  let html = rendered.get(markupKey)
  if (html === undefined) {
    html = renderStatic(children)
    if (rendered.size >= KEPT_MARKUPS) rendered.clear()
    rendered.set(markupKey, html)
  }
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } })
}
