import { areaTablesOf, CURRENT_RATING_TABLES, isProvince, postalCodeRangeOf } from '@insure/domain/rating'
import { describe, expect, it } from 'vitest'
import { parseSuburbsCsv, suburbsCsv } from './suburbs.ts'

/**
 * The area tables' rows are reachable from the suburbs a visitor can pick (issue 5: every table row
 * reachable): each postal-code range rates at least one seeded suburb, and each province has suburbs.
 * A suburb's postal code for rating is its street code, else its box code (rating/answers.ts).
 */
describe('the seeded suburbs reach every row of the area tables', () => {
  const suburbs = parseSuburbsCsv(suburbsCsv())
  const T = CURRENT_RATING_TABLES
  const AREAS = areaTablesOf(T)

  it.each(
    AREAS.flatMap(([name, area]) =>
      area.postalCodeOverrides.map((range) => [name, range.name, area, range] as const),
    ),
  )('%s, %s: rates some seeded suburbs', (_, __, area, range) => {
    const rated = suburbs.filter(
      (suburb) => postalCodeRangeOf(area, suburb.streetCode ?? suburb.boxCode) === range,
    )
    expect(rated.length).toBeGreaterThan(0)
  })

  it.each(
    AREAS.flatMap(([name, area]) => Object.keys(area.provinces).map((province) => [name, province] as const)),
  )('%s, %s: has seeded suburbs', (_, province) => {
    expect(suburbs.some((suburb) => suburb.province === province)).toBe(true)
  })

  it('every seeded suburb is in one of the nine provinces the tables rate', () => {
    expect(suburbs.filter((suburb) => !isProvince(suburb.province))).toEqual([])
  })
})
