import { z } from '../../zod-config/index.ts'
import { SELECTED_PRODUCTS } from '../selling.ts'
import { recordedAsDone, type PageDefinition } from './definition.ts'

export const PremiumSettingsSchema = z.object({
  /**
   * The covers the page offers to choose from, sent as accept's selectedProduct (life: LIFE, and
   * ADB, the accidental death benefit, only with the adb flag). None: the product's own cover is
   * accepted without a choice.
   */
  selections: z.array(z.enum(SELECTED_PRODUCTS)).min(1).optional(),
})
export type PremiumSettings = z.infer<typeof PremiumSettingsSchema>

/** The premium page sends the figures shown and the cover chosen (PUT A/quote/accept). */
export const PremiumInputSchema = z.object({
  premium: z.number().int().min(0),
  totalCover: z.number().int().min(0),
  selectedProduct: z.string().nullish(),
  excess: z.number().int().min(0).nullish(),
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
