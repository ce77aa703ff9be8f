import { z } from '../zod-config/index.ts'
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
})
export type PricedOption = z.infer<typeof PricedOptionSchema>

/** What accept names: the cover chosen (or none) and, where options differ by it, the excess. */
export interface OptionChoice {
  selectedProduct: PricedOption['selectedProduct'] | undefined
  excessCents: number | null | undefined
}

/**
 * The option a person chose: the one of the cover named (a product without a choice: its own, or
 * its first cover's) and, when an excess is named, of that excess; null when none is offered.
 */
export function optionChosen(options: readonly PricedOption[], choice: OptionChoice): PricedOption | null {
  const ofCover = options.filter((option) =>
    choice.selectedProduct
      ? option.selectedProduct === choice.selectedProduct
      : option.selectedProduct !== 'ADB',
  )
  if (choice.excessCents === null || choice.excessCents === undefined) return ofCover[0] ?? null
  return ofCover.find((option) => option.excessCents === choice.excessCents) ?? null
}
