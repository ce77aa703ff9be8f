/**
 * The buttons of the quote page's forms (issue 25): each posts its intent, so the page works without
 * script (the route's action answers it); with script the same buttons are handled in the page.
 */
export const QUOTE_INTENT = {
  name: 'intent',
  /** Get my quote: check the answers and rate them. */
  quote: 'quote',
  /** Change my answers: keep them, forget the premium. */
  change: 'change',
  /** Start again: forget the answers and the premium. */
  startAgain: 'start-again',
} as const

export type QuoteIntent = (typeof QUOTE_INTENT)[Exclude<keyof typeof QUOTE_INTENT, 'name'>]

/** Shown above the questions when submit finds answers to fix. */
export const CHECK_ANSWERS_MESSAGE = 'Please check the answers marked below.'
