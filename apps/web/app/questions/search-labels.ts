import { VEHICLE_MODEL_YEARS_BACK } from '@insure/domain/limits'
import { formatCents } from '@insure/domain/money'

/**
 * The texts the search widgets show for their options. The reference lists are stored in capitals
 * (RONDEBOSCH, CAPE TOWN); a list of capitals is hard to read, so names are shown in title case.
 */

/** Letters after these start a word: "KING WILLIAM'S TOWN" is "King William's Town", "KWA-MASHU" "Kwa-Mashu". */
const WORD_START = /(^|[\s\-/(.])(\p{L})/gu

/** A name in capitals written in title case; a name already in mixed case is left as written. */
export function readableCase(text: string): string {
  if (text !== text.toUpperCase()) return text
  return text
    .toLowerCase()
    .replace(WORD_START, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** What a suburb search shows of a suburb. */
export type SuburbLabelParts = { suburb: string; town: string; streetCode: string | null }

/** A suburb as the list shows it (forms spec §2): "Rondebosch, Cape Town (7700)"; without a street code, no brackets. */
export function suburbLabel({ suburb, town, streetCode }: SuburbLabelParts): string {
  const code = streetCode?.trim()
  return `${readableCase(suburb)}, ${readableCase(town)}${code ? ` (${code})` : ''}`
}

/** The model years the vehicle search offers, newest first (VEHICLE_MODEL_YEARS_BACK). */
export function vehicleModelYears(today: Date = new Date()): number[] {
  const newest = today.getFullYear()
  return Array.from({ length: VEHICLE_MODEL_YEARS_BACK + 1 }, (_, back) => newest - back)
}

/** Rands as the site writes an amount: "R 123 456.00". */
export function randText(cents: number): string {
  return `R ${formatCents(cents)}`
}
