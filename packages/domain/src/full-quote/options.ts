import { z } from '../zod-config/index.ts'
import { TraceStepSchema } from '../rating/trace.ts'
import { SELECTED_PRODUCTS } from './selling.ts'

/**
 * The priced options of a quote (issue 23): the premiums the premium page offers and accept may
 * record. Today a quote has its rated price and, on life with the adb flag, the accidental death
 * benefit; a car quote will have a premium per voluntary excess. Accept records the option chosen,
 * not only the one rated.
 */
export const PricedOptionSchema = z.object({
  /** Stable within the quote: the cover chosen and the excess (`LIFE`, `ADB`, `NONE`, `EXCESS_5000`). */
  key: z.string(),
  /** The cover the option is (accept's selectedProduct); null for a product without a choice. */
  selectedProduct: z.enum(SELECTED_PRODUCTS).nullable(),
  premiumCents: z.number().int(),
  coverCents: z.number().int(),
  excessCents: z.number().int(),
  excessKey: z.string(),
  tableVersion: z.string(),
  /** How its premium was worked out, in order (issue 25): the premium page explains it. */
  steps: z.array(TraceStepSchema),
})
export type PricedOption = z.infer<typeof PricedOptionSchema>

/** The key of an option of another cover amount (issue 25): `COVER_30000` for R30 000. */
export const COVER_OPTION_PREFIX = 'COVER_'
export const coverOptionKeyOf = (coverCents: number) =>
  `${COVER_OPTION_PREFIX}${Math.round(coverCents / 100)}`
/** Whether an option is one of the cover amounts the premium page offers (not an excess, not ADB). */
export const isCoverOption = (option: Pick<PricedOption, 'key'>) => option.key.startsWith(COVER_OPTION_PREFIX)

/** What accept names: the cover chosen (or none), its amount and, where options differ by it, the excess. */
export interface OptionChoice {
  selectedProduct: PricedOption['selectedProduct'] | undefined
  excessCents: number | null | undefined
  /** The cover amount shown (accept's totalCover): picks among the amounts offered. */
  coverCents?: number | null | undefined
}

/**
 * The option a person chose: the one of the cover named (a product without a choice: its own, or
 * its first cover's), of the amount named and, when an excess is named, of that excess; null when
 * none is offered (an amount or excess made up is no option).
 */
export function optionChosen(options: readonly PricedOption[], choice: OptionChoice): PricedOption | null {
  const ofCover = options.filter(
    (option) =>
      (choice.selectedProduct
        ? option.selectedProduct === choice.selectedProduct
        : option.selectedProduct !== 'ADB') &&
      (choice.coverCents === null ||
        choice.coverCents === undefined ||
        option.coverCents === choice.coverCents),
  )
  if (choice.excessCents === null || choice.excessCents === undefined) return ofCover[0] ?? null
  return ofCover.find((option) => option.excessCents === choice.excessCents) ?? null
}
