import { describe, expect, it } from 'vitest'
import { hasImage, placeholderCssValue, withLazyImages } from './lazy-images.ts'

describe('lazy content images (shell spec §3 lazy-load settings)', () => {
  it.each([
    [
      '<p><img src="/a.png" alt="A"></p>',
      '<p><img src="/a.png" alt="A" loading="lazy" decoding="async"></p>',
    ],
    ['<img src="/a.png" alt="" />', '<img src="/a.png" alt="" loading="lazy" decoding="async" />'],
    ['<IMG SRC="/a.png" ALT="a">', '<img SRC="/a.png" ALT="a" loading="lazy" decoding="async">'],
    [
      '<img src="/a.png" alt="a" loading="eager">',
      '<img src="/a.png" alt="a" loading="eager" decoding="async">',
    ],
    [
      '<img src="/a.png" alt="a" decoding="sync">',
      '<img src="/a.png" alt="a" decoding="sync" loading="lazy">',
    ],
    [
      '<img src="/a.png" alt="one"><img src="/b.png" alt="two">',
      '<img src="/a.png" alt="one" loading="lazy" decoding="async"><img src="/b.png" alt="two" loading="lazy" decoding="async">',
    ],
  ])('%s becomes %s', (html, lazy) => {
    expect(withLazyImages(html)).toBe(lazy)
  })

  it('leaves HTML without images, and words that only look like img, alone', () => {
    for (const html of ['<p>No pictures</p>', '<imgx src="/a.png">', '<p>img src</p>']) {
      expect(withLazyImages(html)).toBe(html)
    }
    expect(hasImage('<p>text</p>')).toBe(false)
    expect(hasImage('<p><img src="/a.png" alt=""></p>')).toBe(true)
  })

  it('does not add an attribute twice when run again', () => {
    const once = withLazyImages('<img src="/a.png" alt="">')
    expect(withLazyImages(once)).toBe(once)
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
