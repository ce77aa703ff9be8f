import { FUNERAL_COVER_CODES, LEGAL_COVER_CODES } from './journey.ts'

/**
 * The cover a quick quote offers, in rands, where the buyer chooses an amount: the funeral and legal
 * cover options, and the range life's cover question accepts. Product pages state these ranges (the
 * seed content reads them: apps/api/seed/content), so a page cannot promise cover the quote does not
 * offer (issue 25: the funeral page said R5 000 to R50 000 while the quote offered R10 000 to
 * R100 000).
 */
export type CoverRange = { min: number; max: number }

/** Life's Cover_amount question: the lump sums the quote accepts. */
export const LIFE_COVER_AMOUNT_RANDS = { min: 100_000, max: 10_000_000 } as const satisfies CoverRange

function rangeOfOptions(codes: readonly string[]): CoverRange {
  const amounts = codes.map(Number)
  return { min: Math.min(...amounts), max: Math.max(...amounts) }
}

export const QUOTED_COVER_RANGES = {
  funeral: rangeOfOptions(FUNERAL_COVER_CODES),
  legal: rangeOfOptions(LEGAL_COVER_CODES),
  life: LIFE_COVER_AMOUNT_RANDS,
} as const satisfies Record<string, CoverRange>

export type ProductWithCoverRange = keyof typeof QUOTED_COVER_RANGES

/** An amount in whole rands as the site writes it in text: `R10 000`. */
export function randsText(rands: number): string {
  return `R${String(Math.round(rands)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`
}

/** "R10 000 to R100 000": the product's quoted cover range, for a sentence. */
export function coverRangeText(product: ProductWithCoverRange): string {
  const range = QUOTED_COVER_RANGES[product]
  return `${randsText(range.min)} to ${randsText(range.max)}`
}

/** "R100 000": the most cover the product's quote offers. */
export function maximumCoverText(product: ProductWithCoverRange): string {
  return randsText(QUOTED_COVER_RANGES[product].max)
}
