import { productOfCode } from '@insure/domain/catalogue'
import type { QuickQuoteResult } from '@insure/domain/quick-quote'
import { mergeIntoStoredSession, readStoredSession, type SiteSession } from '../../lib/session.client.ts'
import type { AnswersState } from './question-engine/answers.ts'

/**
 * The quick-quote fields of the browser session (shell spec §3): the chosen product, the answers by
 * question id, the position, the result and its value. Written whole on every change, so a reload of
 * /quote continues with the same product, answers and result.
 */
export type QuickQuoteSession = {
  /** The product's internalName (shell spec §3: selectedProduct). */
  selectedProduct: string | null
  answers: AnswersState
  result: { productCode: string; hashedProductId: string; result: QuickQuoteResult } | null
}

export function readQuickQuoteSession(): QuickQuoteSession {
  const session = readStoredSession()
  return {
    selectedProduct: session?.selectedProduct ?? null,
    answers: (session?.qqObjects as AnswersState | undefined) ?? {},
    result: (session?.qqResult as QuickQuoteSession['result'] | undefined) ?? null,
  }
}

/** Merges quick-quote fields into the stored session; nothing happens before the shell stored one. */
export const writeQuickQuoteSession = mergeIntoStoredSession

/** The session's fields for a product being quoted (qqProducts keeps each product once, most recent last). */
export function productFields(
  productCode: string,
  session: SiteSession | null = readStoredSession(),
): Partial<SiteSession> {
  const products = (session?.qqProducts ?? []).filter((code) => code !== productCode)
  return {
    selectedProduct: productOfCode(productCode)?.internalName,
    qqProducts: [...products, productCode],
    // The VAP options are sub-products of VAP (spec: qqSubProduct).
    qqSubProduct: productCode.startsWith('vaps') ? productCode : null,
  }
}

export { readStoredSession }
