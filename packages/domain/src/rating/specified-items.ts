/**
 * Specified items (watercraft, trailer, all risk): item value × the monthly rate of its type per
 * R1 000, loaded by area. All risk covers several item types under one value, rated at the highest
 * rate among them (the cautious reading of one sum across unknown shares).
 */
import {
  ALL_RISK_ITEM_CODES,
  TRAILER_TYPE_CODES,
  WATERCRAFT_TYPE_CODES,
  type AnswersByRef,
} from '../quick-quote/journey.ts'
import { AnswerReader, readSuburb, type ReadResult } from './answers.ts'
import { areaFactor, bandOf, CENTS_PER_THOUSAND_RAND, finalPremium, type AreaOfRisk } from './bands.ts'
import type { RatingLookups } from './lookups.ts'
import type { Price } from './price.ts'
import { REF } from './refs.ts'
import { answerOf, areaWords, TraceRecorder } from './trace.ts'
import type { SpecifiedItemsTable } from './schema.ts'

export const ITEM_VALUE_RANDS = { min: 100, max: 20_000_000 } as const

export type SpecifiedItemsInput =
  | {
      product: 'watercraft'
      types: readonly [(typeof WATERCRAFT_TYPE_CODES)[number]]
      valueCents: number
      area: AreaOfRisk
    }
  | {
      product: 'trailer'
      types: readonly [(typeof TRAILER_TYPE_CODES)[number]]
      valueCents: number
      area: AreaOfRisk
    }
  | {
      product: 'allrisk'
      types: readonly (typeof ALL_RISK_ITEM_CODES)[number][]
      valueCents: number
      area: AreaOfRisk
    }
export type SpecifiedItemsProduct = SpecifiedItemsInput['product']

export function specifiedItemsInputOf(
  product: SpecifiedItemsProduct,
  answers: AnswersByRef,
  lookups: RatingLookups,
  _today: Date,
): ReadResult<SpecifiedItemsInput> {
  const read = new AnswerReader(answers)
  const types =
    product === 'watercraft'
      ? read.choice(REF.watercraftType, WATERCRAFT_TYPE_CODES)
      : product === 'trailer'
        ? read.choice(REF.trailerType, TRAILER_TYPE_CODES)
        : read.choices(REF.allRiskItems, ALL_RISK_ITEM_CODES)
  const value = read.rands(REF.itemValue, ITEM_VALUE_RANDS)
  const area = readSuburb(read, REF.suburb, lookups.suburbs)
  return read.result(
    () =>
      ({
        product,
        types: Array.isArray(types) ? types : [types],
        valueCents: value!,
        area: area!,
      }) as SpecifiedItemsInput,
  )
}

/** The monthly rate per R1 000 of the input's item types: the highest of them. */
export function specifiedItemsRate(input: SpecifiedItemsInput, table: SpecifiedItemsTable): number {
  const rates = table[input.product] as Readonly<Record<string, number>>
  // Own keys only: a type named like an Object method (`constructor`) is not a rated type.
  return Math.max(...input.types.map((type) => (Object.hasOwn(rates, type) ? rates[type]! : 0)))
}

/** premium = value / R1 000 × rate of the item type × area, at least the minimum. Excess by value band. */
export function rateSpecifiedItems(input: SpecifiedItemsInput, table: SpecifiedItemsTable): Price {
  const trace = new TraceRecorder()
  const typeRef =
    input.product === 'watercraft'
      ? REF.watercraftType
      : input.product === 'trailer'
        ? REF.trailerType
        : REF.allRiskItems
  const exact =
    trace.add(
      'item-value',
      (input.valueCents / CENTS_PER_THOUSAND_RAND) * specifiedItemsRate(input, table),
      answerOf(REF.itemValue, input.valueCents),
      answerOf(typeRef, input.types),
    ) * trace.factor('area', areaFactor(table.area, input.area), answerOf(REF.suburb, areaWords(input.area)))
  trace.atLeast(table.minimumPremiumCents)
  const { excess } = bandOf(table.excessBands, input.valueCents)
  return {
    steps: trace.steps,
    premium: finalPremium(exact, table.minimumPremiumCents),
    excess: excess.cents,
    excessKey: excess.key,
    cover: input.valueCents,
  }
}
