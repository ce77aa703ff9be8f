import { productCodeOfSlug } from '@insure/domain/catalogue'
import { QUOTED_COVER_RANGES, coverRangeText, type ProductWithCoverRange } from '@insure/domain/quick-quote'
import { describe, expect, it } from 'vitest'
import { contentSeeds } from './index.ts'

/** Every amount in rands a text names, as numbers: "R10 000" is 10000. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/R(\d{1,3}(?: \d{3})*)(?![\d ]*%)/g)].map((match) =>
    Number(match[1]!.replaceAll(' ', '')),
  )
}

/** A page's whole text: the parts a visitor reads, and the description search engines show. */
function textOf(page: { meta_description: string; heading: string; sub_heading: string | null }) {
  const sections = (page as { content_sections?: { content: string }[] }).content_sections ?? []
  return [
    page.meta_description,
    page.heading,
    page.sub_heading ?? '',
    ...sections.map((s) => s.content),
  ].join('\n')
}

/**
 * Product pages state the cover the quote offers (issue 25): the funeral page said R5 000 to R50 000
 * while the quote offered R10 000 to R100 000. The pages read the quote's rule; this keeps a page
 * from naming a cover amount outside it again.
 */
describe("product pages' cover ranges are the quote's", () => {
  const productPages = contentSeeds.flatMap((seed) =>
    seed.pages
      .filter((page) => page.slug.startsWith('products/'))
      .map((page) => ({ seed, page, code: productCodeOfSlug(page.slug.slice('products/'.length)) })),
  )

  it.each(['funeral', 'life'] as const)('%s: each company states the quoted range', (product) => {
    const pages = productPages.filter((entry) => entry.code === product)
    expect(pages.map((entry) => entry.seed.companyCode).sort()).toEqual(['IWYZE', 'OM'])
    for (const { page } of pages) expect(textOf(page)).toContain(coverRangeText(product))
  })

  it.each(Object.keys(QUOTED_COVER_RANGES) as ProductWithCoverRange[])(
    '%s: no product page names cover above the quote’s maximum',
    (product) => {
      const { max } = QUOTED_COVER_RANGES[product]
      for (const { seed, page } of productPages.filter((entry) => entry.code === product)) {
        // Income, premiums and the like are smaller than the cover: only a larger amount is a promise
        // the quote cannot keep.
        const above = amountsIn(textOf(page)).filter((amount) => amount > max)
        expect(above, `${seed.companyCode} ${page.slug}`).toEqual([])
      }
    },
  )

  it('the funeral range is the quick quote’s options', () => {
    expect(coverRangeText('funeral')).toBe('R10 000 to R100 000')
  })
})
