import { MONTH_NAMES } from '../calendar/index.ts'
import type { ProductCode } from '../catalogue/lists.ts'

/**
 * Customer feedback (shell spec §2 embeds "customer feedback" and "feedback slider"): the testimonials
 * of the company configuration and how they read. No zod here: the browser imports these.
 */

/** Ratings are whole stars from 1 to 5. */
export const FEEDBACK_RATING_MIN = 1
export const FEEDBACK_RATING_MAX = 5

/** One testimonial of `customer_feedback` in the company configuration. */
export type CustomerFeedback = {
  /** First name and surname initial, e.g. "Thandi M." */
  name: string
  town: string
  /** The product the customer has. */
  product_type: ProductCode
  /** Whole stars, 1 to 5. */
  rating: number
  quote: string
  /** ISO date `YYYY-MM-DD` the feedback was given. */
  date: string
}

/** Keeps a rating within 1 to 5 whole stars (a bad value never draws six stars). */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return FEEDBACK_RATING_MIN
  return Math.min(FEEDBACK_RATING_MAX, Math.max(FEEDBACK_RATING_MIN, Math.round(rating)))
}

/** What a screen reader hears for the stars: "Rated 4 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating)} out of ${FEEDBACK_RATING_MAX}`
}

/** The stars as text: filled then empty, e.g. ★★★★☆ for 4. */
export function ratingStars(rating: number): string {
  const filled = clampRating(rating)
  return '★'.repeat(filled) + '☆'.repeat(FEEDBACK_RATING_MAX - filled)
}

/** Newest first; equal dates keep their order. Does not change the list it is given. */
export function newestFirst<T extends { date: string }>(feedback: readonly T[]): T[] {
  return [...feedback].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

/** The month and year a testimonial was given, e.g. "March 2025"; the date as given when it is not ISO. */
export function feedbackMonth(date: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date)
  if (!match) return date
  const month = MONTH_NAMES[Number(match[2]) - 1]
  return month ? `${month} ${match[1]}` : date
}

/** The index `step` places from `index` in a list of `length`, wrapping at both ends (the slider). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0
  return (((index + step) % length) + length) % length
}
