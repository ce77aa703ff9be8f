import { describe, expect, it } from 'vitest'
import { hasImage, placeholderCssValue, withLazyImages } from './lazy-images.ts'

describe('lazy content images (shell spec §3 lazy-load settings, §9 offset)', () => {
  const P = '/images/lazy-placeholder.svg'
  it.each([
    [
      '<p><img src="/a.png" alt="A"></p>',
      `<p><img data-src="/a.png" alt="A" src="${P}" loading="lazy" decoding="async"><noscript><img src="/a.png" alt="A"></noscript></p>`,
    ],
    [
      '<img src="/a.png" alt="" />',
      `<img data-src="/a.png" alt="" src="${P}" loading="lazy" decoding="async" /><noscript><img src="/a.png" alt="" /></noscript>`,
    ],
    [
      '<IMG SRC="/a.png" srcset="/a.png 1x, /a2.png 2x" ALT="a">',
      `<img data-src="/a.png" data-srcset="/a.png 1x, /a2.png 2x" ALT="a" src="${P}" loading="lazy" decoding="async"><noscript><IMG SRC="/a.png" srcset="/a.png 1x, /a2.png 2x" ALT="a"></noscript>`,
    ],
    // The author's eager image loads at once.
    [
      '<img src="/a.png" alt="a" loading="eager">',
      '<img src="/a.png" alt="a" loading="eager" decoding="async">',
    ],
    [
      '<img src="/a.png" alt="a" decoding="sync">',
      `<img data-src="/a.png" alt="a" decoding="sync" src="${P}" loading="lazy"><noscript><img src="/a.png" alt="a" decoding="sync"></noscript>`,
    ],
  ])('%s becomes %s', (html, lazy) => {
    expect(withLazyImages(html, P)).toBe(lazy)
  })

  it('without a placeholder the deferred image has no src until it loads', () => {
    expect(withLazyImages('<img src="/a.png" alt="">', null)).toBe(
      '<img data-src="/a.png" alt="" loading="lazy" decoding="async"><noscript><img src="/a.png" alt=""></noscript>',
    )
  })

  it('leaves an image without an address as it is', () => {
    expect(withLazyImages('<img alt="nothing" />', P)).toBe('<img alt="nothing" />')
  })

  it('escapes the placeholder address as an attribute value', () => {
    expect(withLazyImages('<img src="/a.png" alt="">', '/p"&.svg')).toContain('src="/p&quot;&amp;.svg"')
  })

  it('leaves HTML without images, and words that only look like img, alone', () => {
    for (const html of ['<p>No pictures</p>', '<imgx src="/a.png">', '<p>img src</p>']) {
      expect(withLazyImages(html, P)).toBe(html)
    }
    expect(hasImage('<p>text</p>')).toBe(false)
    expect(hasImage('<p><img src="/a.png" alt=""></p>')).toBe(true)
  })

  it.each([
    ['/images/lazy-placeholder.svg', 'url("/images/lazy-placeholder.svg")'],
    ['/odd"name\\.svg', 'url("/odd\\"name\\\\.svg")'],
    ['', 'none'],
    [null, 'none'],
  ])('the placeholder %s is the CSS value %s', (image, css) => {
    expect(placeholderCssValue(image)).toBe(css)
  })
})
