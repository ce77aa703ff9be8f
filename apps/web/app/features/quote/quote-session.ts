import type { QuickQuoteResult } from '@insure/domain/quick-quote'
import { mergeIntoStoredSession, readStoredSession } from '../../lib/session.client.ts'
import type { AnswersState } from '../../questions/answers.ts'

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

export { readStoredSession }
