/**
 * The quick-quote rating engine (DESIGN "Journeys are data"): pure functions from a product's answers,
 * the API's lookups and a versioned table set to a monthly premium, excess and excess key in whole
 * cents. Each rating family has a reader (answers to a typed input, or the problems of the answers)
 * and a rating function (input and table to a price); rateQuickQuote picks the family of the product.
 */
import type { ProductCode } from '../catalogue/lists.ts'
import {
  RATING_FAMILY_OF_PRODUCT,
  type AnswersByRef,
  type LifeNotQualifiedReason,
  type RatingFamily,
} from '../quick-quote/journey.ts'
import type { RatingProblem, ReadResult } from './answers.ts'
import { businessInputOf, rateBusiness } from './business.ts'
import { funeralInputOf, rateFuneral } from './funeral.ts'
import { gapInputOf, rateGap } from './gap.ts'
import { legalInputOf, rateLegal, type LegalProduct } from './legal.ts'
import { lifeInputOf, rateLife } from './life.ts'
import type { RatingLookups } from './lookups.ts'
import { motorInputOf, rateMotor, type MotorProduct } from './motor.ts'
import type { Price } from './price.ts'
import { propertyInputOf, rateProperty, type PropertyProduct } from './property.ts'
import type { RatingTables } from './schema.ts'
import { rateSpecifiedItems, specifiedItemsInputOf, type SpecifiedItemsProduct } from './specified-items.ts'
import { rateVap, vapInputOf, type VapProduct } from './vap.ts'

export * from './answers.ts'
export * from './bands.ts'
export * from './cover-choices.ts'
export * from './business.ts'
export * from './funeral.ts'
export * from './gap.ts'
export * from './legal.ts'
export * from './life.ts'
export * from './lookups.ts'
export * from './motor.ts'
export * from './price.ts'
export * from './property.ts'
export * from './refs.ts'
export * from './schema.ts'
export * from './specified-items.ts'
export * from './tables.ts'
export * from './trace.ts'
export * from './trace-words.ts'
export * from './vap.ts'

export type RatingOutcome =
  | ({ outcome: 'QUOTED'; tableVersion: string } & Price)
  | { outcome: 'NOT_QUALIFIED'; reason: LifeNotQualifiedReason; tableVersion: string }
  | { outcome: 'INVALID'; problems: RatingProblem[] }

/** Reads with `read`, then prices with `rate`: INVALID with the problems when the answers do not read. */
function rateWith<Input>(
  read: ReadResult<Input>,
  rate: (input: Input) => Price,
  version: string,
): RatingOutcome {
  if (!read.ok) return { outcome: 'INVALID', problems: read.problems }
  return { outcome: 'QUOTED', ...rate(read.input), tableVersion: version }
}

/**
 * Rates a quick quote of `product` on `tables`, at the local calendar day of `today` (ages and vehicle
 * ages). Never throws on answers: missing or unusable ones give INVALID naming their refs.
 */
export function rateQuickQuote(
  product: ProductCode,
  answers: AnswersByRef,
  lookups: RatingLookups,
  tables: RatingTables,
  today: Date,
): RatingOutcome {
  const version = tables.version
  const family: RatingFamily | undefined = RATING_FAMILY_OF_PRODUCT[product]
  switch (family) {
    case 'life': {
      const read = lifeInputOf(answers, lookups, today)
      if (!read.ok) return { outcome: 'INVALID', problems: read.problems }
      const rated = rateLife(read.input, tables.life)
      return rated.outcome === 'QUOTED'
        ? { ...rated, tableVersion: version }
        : { outcome: 'NOT_QUALIFIED', reason: rated.reason, tableVersion: version }
    }
    case 'funeral':
      return rateWith(funeralInputOf(answers, lookups, today), (i) => rateFuneral(i, tables.funeral), version)
    case 'gap':
      return rateWith(gapInputOf(answers, lookups, today), (i) => rateGap(i, tables.gap), version)
    case 'motor':
      return rateWith(
        motorInputOf(product as MotorProduct, answers, lookups, today),
        (i) => rateMotor(i, tables.motor),
        version,
      )
    case 'property':
      return rateWith(
        propertyInputOf(product as PropertyProduct, answers, lookups, today),
        (i) => rateProperty(i, tables.property),
        version,
      )
    case 'vap':
      return rateWith(
        vapInputOf(product as VapProduct, answers, lookups, today),
        (i) => rateVap(i, tables.vap),
        version,
      )
    case 'legal':
      return rateWith(
        legalInputOf(product as LegalProduct, answers, lookups, today),
        (i) => rateLegal(i, tables.legal),
        version,
      )
    case 'business':
      return rateWith(
        businessInputOf(answers, lookups, today),
        (i) => rateBusiness(i, tables.business),
        version,
      )
    case 'specified-items':
      return rateWith(
        specifiedItemsInputOf(product as SpecifiedItemsProduct, answers, lookups, today),
        (i) => rateSpecifiedItems(i, tables.specifiedItems),
        version,
      )
    default:
      return {
        outcome: 'INVALID',
        problems: [{ ref: 'product', message: `No rating for product ${String(product)}` }],
      }
  }
}
