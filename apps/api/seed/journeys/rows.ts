import { createHash } from 'node:crypto'
import { PRODUCT_CODES } from '@insure/domain/catalogue'
import type { PageKind } from '@insure/domain/full-quote'
import type {
  journeyPageQuestions,
  journeyPages,
  journeys,
  quickQuoteQuestions,
} from '../../src/db/schema/index.ts'
import { FULL_QUOTE_JOURNEY_VERSION, fullQuotePages } from './full-quote.ts'
import { PRODUCT_JOURNEY_PAGES } from './pages.ts'
import { QUICK_QUOTE_JOURNEYS } from './questions.ts'

/** The version of the page lists of products not yet sold online (./pages.ts). */
export const PAGE_LIST_VERSION = '1'

/**
 * A page's hashed id: opaque, and stable across seeds because it is derived from product, journey
 * version and page code (the page lists of version 1 keep the ids they had before versions).
 */
export function hashedPageIdOf(productCode: string, pageCode: string, version = PAGE_LIST_VERSION): string {
  const key =
    version === PAGE_LIST_VERSION
      ? `page:${productCode}:${pageCode}`
      : `page:${productCode}:${version}:${pageCode}`
  return createHash('sha256').update(key).digest('base64url').slice(0, 12)
}

/** The kind of a page of the version-1 lists, by its code. */
const KIND_OF_LISTED_PAGE: Readonly<Record<string, PageKind>> = {
  'quick-quote': 'QUICK_QUOTE',
  disclaimer: 'DISCLAIMER',
  'personal-information': 'PERSONAL_INFORMATION',
  address: 'ADDRESS',
  beneficiaries: 'BENEFICIARIES',
  'medical-aid': 'MEDICAL_AID',
  premium: 'PREMIUM',
  'banking-details': 'BANKING_DETAILS',
  congratulations: 'CONGRATULATIONS',
}

export function journeySeeds(): (typeof journeys.$inferInsert)[] {
  return PRODUCT_CODES.map((productCode) => ({
    productCode,
    version: fullQuotePages(productCode) ? FULL_QUOTE_JOURNEY_VERSION : PAGE_LIST_VERSION,
    current: true,
  }))
}

export function journeyPageSeeds(): (typeof journeyPages.$inferInsert)[] {
  return PRODUCT_CODES.flatMap((productCode) => {
    const fullQuote = fullQuotePages(productCode)
    if (fullQuote) {
      return fullQuote.map((page) => ({
        hashedPageId: hashedPageIdOf(productCode, page.code, FULL_QUOTE_JOURNEY_VERSION),
        productCode,
        journeyVersion: FULL_QUOTE_JOURNEY_VERSION,
        code: page.code,
        description: page.description,
        index: page.index,
        icon: page.icon,
        kind: page.kind,
        showWhenRef: page.showWhen && 'ref' in page.showWhen ? page.showWhen.ref : null,
        showWhenCodes: page.showWhen && 'ref' in page.showWhen ? [...page.showWhen.anyOf] : null,
        showWhenFlag: page.showWhen && 'flag' in page.showWhen ? page.showWhen.flag : null,
        showWhenFlagOn: page.showWhen && 'flag' in page.showWhen ? page.showWhen.on : null,
        settings: page.settings,
      }))
    }
    return PRODUCT_JOURNEY_PAGES[productCode].map((page) => ({
      hashedPageId: hashedPageIdOf(productCode, page.code),
      productCode,
      journeyVersion: PAGE_LIST_VERSION,
      code: page.code,
      description: page.description,
      index: page.index,
      icon: page.icon,
      kind: KIND_OF_LISTED_PAGE[page.code] ?? 'QUESTIONS',
    }))
  })
}

/** The questions of the full quotes' questions pages (the quick-quote page's are quick_quote_questions). */
export function journeyPageQuestionSeeds(): (typeof journeyPageQuestions.$inferInsert)[] {
  return PRODUCT_CODES.flatMap((productCode) =>
    (fullQuotePages(productCode) ?? [])
      .filter((page) => page.kind === 'QUESTIONS')
      .flatMap((page) =>
        page.questions.map((question) => ({
          hashedPageId: hashedPageIdOf(productCode, page.code, FULL_QUOTE_JOURNEY_VERSION),
          questionId: question.id,
          displayOrder: question.order,
          question,
        })),
      ),
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
