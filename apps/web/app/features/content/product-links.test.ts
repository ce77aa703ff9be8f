import { describe, expect, it } from 'vitest'
import { withoutLinksToInactiveProducts } from './product-links.ts'

const LEGAL_LINK = '<a href="/products/legal-insurance"><strong>Legal insurance</strong></a>: help.'

describe('content links to product pages the visitor cannot open (shell spec §2 guard)', () => {
  it.each([
    [
      'legal without the legal flag: the words, no link to a 404',
      LEGAL_LINK,
      ['car', 'life'],
      '<span><strong>Legal insurance</strong></span>: help.',
    ],
    ['legal with the legal flag: the link', LEGAL_LINK, ['car', 'legal'], LEGAL_LINK],
    [
      'an active product: the link, with its attributes',
      '<a class="x" href="/products/car-insurance" title="Car">Car</a>',
      ['car'],
      '<a class="x" href="/products/car-insurance" title="Car">Car</a>',
    ],
    [
      'the products page itself: the link',
      '<a href="/products">All products</a>',
      [],
      '<a href="/products">All products</a>',
    ],
    ['another page: the link', '<a href="/contact">Contact</a>', [], '<a href="/contact">Contact</a>'],
    [
      '"business" is bi (shell spec §2)',
      '<a href="/products/business-insurance">Business</a>',
      ['car'],
      '<span>Business</span>',
    ],
  ] as const)('%s', (_row, html, active, expected) => {
    expect(withoutLinksToInactiveProducts(html, active)).toBe(expected)
  })
})
