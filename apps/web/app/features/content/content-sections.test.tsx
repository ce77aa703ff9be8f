import { describe, expect, it } from 'vitest'
import { renderInSite, testSite } from '../../lib/site.testing.tsx'
import { ContentSections } from './content-sections.tsx'

const site = testSite({
  config: { lazy_load_placeholder_image: '/images/lazy-placeholder.svg', lazy_load_offset: 100 },
})

const render = (content: string) =>
  renderInSite(<ContentSections sections={[{ type: 'text', heading: 'Section', content }]} />, site)

describe('content images load lazily over the placeholder (shell spec §3)', () => {
  it('defers an image behind the placeholder, with a <noscript> copy, and sets the placeholder property', () => {
    const html = render('<p>Look:</p><img src="/pictures/a.png" alt="A picture">')
    expect(html).toContain(
      '<img data-src="/pictures/a.png" alt="A picture" src="/images/lazy-placeholder.svg" loading="lazy" decoding="async"><noscript><img src="/pictures/a.png" alt="A picture"></noscript>',
    )
    expect(html).toContain('style="--lazy-placeholder:url(&quot;/images/lazy-placeholder.svg&quot;)"')
  })

  it('leaves HTML without images as it is, without the custom property', () => {
    const html = render('<p>Only words.</p>')
    expect(html).toContain('<div class="rich-text"><p>Only words.</p></div>')
  })
})
