/**
 * Home, contents and buildings: monthly rates per R1 000 of contents and of building sum insured,
 * loaded by area and a thatch roof, less the security discounts (capped). The basic excess goes by
 * the total sum insured.
 */
import { HOME_SECURITY_CODES, ROOF_TYPE_CODES, type AnswersByRef } from '../quick-quote/journey.ts'
import { AnswerReader, readSuburb, type ReadResult } from './answers.ts'
import { areaFactor, bandOf, CENTS_PER_THOUSAND_RAND, finalPremium, type AreaOfRisk } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import type { Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, areaWords, TraceRecorder } from './trace.ts'
import type { PropertyTable } from './schema.ts'

export const CONTENTS_SUM_INSURED_RANDS = { min: 1_000, max: 20_000_000 } as const
export const BUILDING_SUM_INSURED_RANDS = { min: 10_000, max: 50_000_000 } as const

export type PropertyProduct = 'home' | 'contents' | 'buildings'
export type HomeSecurity = (typeof HOME_SECURITY_CODES)[number]

export interface PropertyRatingInput {
  /** Null when the product does not cover contents (buildings). */
  contentsCents: number | null
  /** Null when the product does not cover the building (contents). */
  buildingCents: number | null
  /** Null when the product does not ask (contents). */
  roof: (typeof ROOF_TYPE_CODES)[number] | null
  /** The measures in place; empty for "None of the above". */
  security: readonly Exclude<HomeSecurity, 'NONE'>[]
  area: AreaOfRisk
}

export function propertyInputOf(
  product: PropertyProduct,
  answers: AnswersByRef,
  lookups: RatingLookups,
  _today: Date,
): ReadResult<PropertyRatingInput> {
  const read = new AnswerReader(answers)
  const area = readSuburb(read, REF.suburb, lookups.suburbs)
  const contents =
    product !== 'buildings' ? read.rands(REF.contentsSumInsured, CONTENTS_SUM_INSURED_RANDS) : null
  const building =
    product !== 'contents' ? read.rands(REF.buildingSumInsured, BUILDING_SUM_INSURED_RANDS) : null
  const roof = product !== 'contents' ? read.choice(REF.roofType, ROOF_TYPE_CODES) : null
  const security = read.choices(REF.security, HOME_SECURITY_CODES)
  if (security && security.includes('NONE') && security.length > 1)
    read.problem(REF.security, `${REF.security}: None of the above goes with no other answer`)
  return read.result(() => ({
    contentsCents: contents,
    buildingCents: building,
    roof,
    security: security!.filter((s): s is Exclude<HomeSecurity, 'NONE'> => s !== 'NONE'),
    area: area!,
  }))
}

/** The security factor: 1 less the measures' discounts, which add up to at most the cap. */
export function securityFactor(security: readonly HomeSecurity[], table: PropertyTable): number {
  const discount = security.reduce((sum, measure) => sum + table.securityDiscounts[measure], 0)
  return 1 - Math.min(discount, table.maxSecurityDiscount)
}

/**
 * premium = (contents / R1 000 × contents rate + building / R1 000 × building rate) × area × roof ×
 * security factor, at least the minimum. Excess by total sum insured band.
 */
export function rateProperty(input: PropertyRatingInput, table: PropertyTable): Price {
  const contents = input.contentsCents ?? 0
  const building = input.buildingCents ?? 0
  const trace = new TraceRecorder()
  // A product without contents (buildings) or without a building (contents) adds nothing for it.
  const base =
    (input.contentsCents === null
      ? 0
      : trace.add(
          'property-contents',
          (contents / CENTS_PER_THOUSAND_RAND) * table.contentsRatePerThousandCents,
          answerOf(REF.contentsSumInsured, contents),
        )) +
    (input.buildingCents === null
      ? 0
      : trace.add(
          'property-building',
          (building / CENTS_PER_THOUSAND_RAND) * table.buildingRatePerThousandCents,
          answerOf(REF.buildingSumInsured, building),
        ))
  const exact =
    base *
    trace.factor('area', areaFactor(table.area, input.area), answerOf(REF.suburb, areaWords(input.area))) *
    trace.factor('roof', input.roof ? table.roof[input.roof] : 1, answerOf(REF.roofType, input.roof ?? '')) *
    trace.factor('security', securityFactor(input.security, table), answerOf(REF.security, input.security))
  trace.atLeast(table.minimumPremiumCents)
  const cover = contents + building
  const { excess } = bandOf(table.excessBands, cover)
  return {
    steps: trace.steps,
    premium: finalPremium(exact, table.minimumPremiumCents),
    excess: excess.cents,
    excessKey: excess.key,
    cover,
  }
}
