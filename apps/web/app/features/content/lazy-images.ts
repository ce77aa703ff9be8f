/**
 * Lazy loading of content images (shell spec §3 company configuration "lazy-load placeholder image"
 * and offset; §9 lazy-load offset 100). The sanitised content HTML keeps its images' addresses in
 * `data-src` / `data-srcset` and shows the placeholder image until the image comes within the offset
 * of the viewport (content-sections.tsx watches them); a <noscript> copy loads them without
 * JavaScript. An image the author marked `loading="eager"` loads at once. The hero image of a page is
 * not content HTML and stays eager (it is the LCP element).
 */

const IMG_TAG = /<img\b([^>]*?)(\s*\/?)>/gi
const HAS_ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=`, 'i')
/** ` src="…"` and ` srcset="…"` (any quotes or none), captured with their names. */
const SOURCE_ATTRIBUTE = /(\s)(src|srcset)(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)/gi

/** True when the HTML has an <img> tag. */
export function hasImage(html: string): boolean {
  return /<img\b/i.test(html)
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Defers every <img> that does not say how to load: its src and srcset become data-src and
 * data-srcset, its src the placeholder, with `loading="lazy"` and `decoding="async"`, followed by a
 * <noscript> copy of the original tag. Other HTML is not changed.
 */
export function withLazyImages(html: string, placeholder: string | null | undefined): string {
  if (!hasImage(html)) return html
  return html.replace(IMG_TAG, (tag: string, attributes: string, end: string) => {
    // Nothing to load (no address), or the author said how: the tag stays, decoding off the main thread.
    if (!HAS_ATTRIBUTE('src').test(attributes) && !HAS_ATTRIBUTE('srcset').test(attributes)) return tag
    if (HAS_ATTRIBUTE('loading').test(attributes)) {
      return HAS_ATTRIBUTE('decoding').test(attributes) ? tag : `<img${attributes} decoding="async"${end}>`
    }
    const deferred = attributes.replace(
      SOURCE_ATTRIBUTE,
      (_match, space: string, name: string, equals: string, value: string) =>
        `${space}data-${name.toLowerCase()}${equals}${value}`,
    )
    const source = placeholder ? ` src="${escapeAttribute(placeholder)}"` : ''
    const decoding = HAS_ATTRIBUTE('decoding').test(attributes) ? '' : ' decoding="async"'
    return `<img${deferred}${source} loading="lazy"${decoding}${end}><noscript>${tag}</noscript>`
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
