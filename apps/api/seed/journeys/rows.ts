import { createHash } from 'node:crypto'
import { PRODUCT_CODES } from '@insure/domain/catalogue'
import type { journeyPages, quickQuoteQuestions } from '../../src/db/schema/index.ts'
import { PRODUCT_JOURNEY_PAGES } from './pages.ts'
import { QUICK_QUOTE_JOURNEYS } from './questions.ts'

/** A page's hashed id: opaque, and stable across seeds because it is derived from product and page code. */
export function hashedPageIdOf(productCode: string, pageCode: string): string {
  return createHash('sha256').update(`page:${productCode}:${pageCode}`).digest('base64url').slice(0, 12)
}

export function journeyPageSeeds(): (typeof journeyPages.$inferInsert)[] {
  return PRODUCT_CODES.flatMap((productCode) =>
    PRODUCT_JOURNEY_PAGES[productCode].map((page) => ({
      hashedPageId: hashedPageIdOf(productCode, page.code),
      productCode,
      code: page.code,
      description: page.description,
      index: page.index,
      icon: page.icon,
    })),
  )
}

export function quickQuoteQuestionSeeds(): (typeof quickQuoteQuestions.$inferInsert)[] {
  return PRODUCT_CODES.flatMap((productCode) =>
    QUICK_QUOTE_JOURNEYS[productCode].map((question) => ({
      id: question.id,
      productCode,
      externalReferenceId: question.externalReferenceId,
      displayOrder: question.order,
      question,
    })),
  )
}
