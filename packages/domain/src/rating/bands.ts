/** Table lookups shared by the rating families: bands, area risk and rounding. */
import type { AreaTable } from './schema.ts'

/**
 * The row of `bands` whose range holds `value`: the last row starting at or below it. A value below
 * the first row takes the first row (readers bound the answers; a table whose first band starts
 * higher still rates rather than throws).
 */
export function bandOf<Row extends { from: number }>(bands: readonly Row[], value: number): Row {
  let found = bands[0]
  for (const row of bands) {
    if (row.from <= value) found = row
    else break
  }
  if (found === undefined) throw new RangeError('A band table has no rows')
  return found
}

/** A suburb's place for area risk: its province and postal code (street code, else box code). */
export interface AreaOfRisk {
  province: string
  postalCode: string | null
}

/**
 * Area factor: the first postal-code range holding the code, else the province's factor. A province
 * the table does not know rates as 1 (readers only let the nine provinces through).
 */
export function areaFactor(area: AreaTable, place: AreaOfRisk): number {
  const range = postalCodeRangeOf(area, place.postalCode)
  if (range) return range.factor
  const provinces = area.provinces as Record<string, number | undefined>
  return (Object.hasOwn(provinces, place.province) ? provinces[place.province] : undefined) ?? 1
}

/** The first postal-code range of the table holding a four-digit code, or undefined. */
export function postalCodeRangeOf(
  area: AreaTable,
  postalCode: string | null,
): AreaTable['postalCodeOverrides'][number] | undefined {
  if (postalCode === null || !/^\d{4}$/.test(postalCode)) return undefined
  const code = Number(postalCode)
  return area.postalCodeOverrides.find((range) => code >= range.from && code <= range.to)
}

/**
 * Whole cents of a premium worked out in fractions, at least the minimum premium. Rounding happens
 * here and only here, once, at the end of each family's arithmetic.
 */
export function finalPremium(exactCents: number, minimumCents: number): number {
  return Math.max(Math.round(exactCents), minimumCents, 1)
}

/** R1 000 in cents: rates are per R1 000 of cover. */
export const CENTS_PER_THOUSAND_RAND = 100_000
