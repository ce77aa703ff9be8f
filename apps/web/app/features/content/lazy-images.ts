/**
 * Lazy loading of content images (shell spec §3 company configuration "lazy-load placeholder image";
 * §9). The sanitised content HTML is rendered as it is, so its <img> tags get the browser's own lazy
 * loading: `loading="lazy"` and `decoding="async"` where the author did not choose. The placeholder
 * image shows as their background until they load (CSS: .rich-text img[loading='lazy']). The hero
 * image of a page is not content HTML and stays eager (it is the LCP element).
 */

const IMG_TAG = /<img\b([^>]*?)(\s*\/?)>/gi
const HAS_ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=`, 'i')

/** True when the HTML has an <img> tag. */
export function hasImage(html: string): boolean {
  return /<img\b/i.test(html)
}

/**
 * Adds `loading="lazy"` and `decoding="async"` to every <img> that does not already say how to load
 * or decode. An image the author marked `loading="eager"` keeps it. Other HTML is not changed.
 */
export function withLazyImages(html: string): string {
  if (!hasImage(html)) return html
  return html.replace(IMG_TAG, (_tag, attributes: string, end: string) => {
    let extra = ''
    if (!HAS_ATTRIBUTE('loading').test(attributes)) extra += ' loading="lazy"'
    if (!HAS_ATTRIBUTE('decoding').test(attributes)) extra += ' decoding="async"'
    return `<img${attributes}${extra}${end}>`
  })
}

/**
 * The CSS value of the placeholder image for the `--lazy-placeholder` custom property: a quoted
 * url() of the configured address (quotes, backslashes and line breaks escaped), or `none`.
 */
export function placeholderCssValue(image: string | null | undefined): string {
  if (!image) return 'none'
  const escaped = image.replace(/[\\"]/g, (character) => `\\${character}`).replace(/[\n\r\f]/g, '')
  return `url("${escaped}")`
}
