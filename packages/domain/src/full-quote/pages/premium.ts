import { z } from '../../zod-config/index.ts'
import { AddOnChoiceSchema, VAP_ADD_ON_CODES } from '../../vap/add-ons.ts'
import { SELECTED_PRODUCTS } from '../selling.ts'
import { recordedAsDone, type PageDefinition } from './definition.ts'

export const PremiumSettingsSchema = z.object({
  /**
   * The covers the page offers to choose from, sent as accept's selectedProduct (life: LIFE, and
   * ADB, the accidental death benefit, only with the adb flag). None: the product's own cover is
   * accepted without a choice.
   */
  selections: z.array(z.enum(SELECTED_PRODUCTS)).min(1).optional(),
  /**
   * The VAPs are offered as add-ons to this page's product when the quote has the aof_vaps flag
   * (decision 011, vapAddOnsOffered): the car's premium page.
   */
  offersVapAddOns: z.boolean().optional(),
})
export type PremiumSettings = z.infer<typeof PremiumSettingsSchema>

/** The premium page sends the figures shown and the cover chosen (PUT A/quote/accept). */
export const PremiumInputSchema = z.object({
  premium: z.number().int().min(0),
  totalCover: z.number().int().min(0),
  selectedProduct: z.string().nullish(),
  excess: z.number().int().min(0).nullish(),
  /** The VAP add-ons chosen, each with the premium shown for it (aof_vaps). */
  addOns: z.array(AddOnChoiceSchema).max(VAP_ADD_ON_CODES.length).optional(),
})
export type PremiumInput = z.infer<typeof PremiumInputSchema>

/** The premium page: what it accepts is the server's rating, checked by accept against it. */
export const premiumPage: PageDefinition<PremiumSettings, PremiumInput, void, PremiumInput> = {
  settingsSchema: PremiumSettingsSchema,
  inputSchema: PremiumInputSchema,
  savesThrough: 'accept',
  validate(_settings, input) {
    const parsed = PremiumInputSchema.safeParse(input)
    return parsed.success
      ? { ok: true, value: parsed.data }
      : {
          ok: false,
          errors: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        }
  },
  isComplete: recordedAsDone,
}
