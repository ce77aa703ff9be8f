import { z } from '../../zod-config/index.ts'
import { AddressSchema, PostalAddressSchema } from '../../address/index.ts'
import { pageErrorsOf, recordedAsDone, type PageDefinition, type PageError } from './definition.ts'

export const POSTAL_ADDRESS_REQUIRED_MESSAGE = 'Give your postal address.'

export const AddressSettingsSchema = z.object({
  /** Whether the postal address is asked too (forms spec §5, postal address). */
  asksPostalAddress: z.boolean().optional(),
  /** Whose address it is: the person's home (the default) or the insured business's premises. */
  addressOf: z.enum(['HOME', 'BUSINESS']).optional(),
})
export type AddressSettings = z.infer<typeof AddressSettingsSchema>

/**
 * The addresses a quote's address page sends: the residence, and the postal one when asked or when
 * the person says it is different (`postalIsDifferent`: the spec's address entity has a MAILING
 * address beside the RESIDENCE). A client that leaves the choice out and sends a postal address
 * has it checked and kept, as before the choice existed.
 */
export const QuoteAddressesSchema = z.object({
  residence: AddressSchema,
  postalIsDifferent: z.boolean().optional(),
  postal: PostalAddressSchema.nullish(),
})
export type QuoteAddresses = z.infer<typeof QuoteAddressesSchema>

export const addressPage: PageDefinition<AddressSettings, QuoteAddresses, void, QuoteAddresses> = {
  settingsSchema: AddressSettingsSchema,
  inputSchema: QuoteAddressesSchema,
  savesThrough: 'updateContact',
  validate(settings, input) {
    const sent = (input ?? {}) as { residence?: unknown; postal?: unknown; postalIsDifferent?: unknown }
    const errors: PageError[] = []
    const residence = AddressSchema.safeParse(sent.residence)
    if (!residence.success) errors.push(...pageErrorsOf(residence.error.issues, 'residence'))
    // "Not different": the residence is the postal address too, whatever the form still held.
    const ignored = sent.postalIsDifferent === false && !settings.asksPostalAddress
    const postal =
      ignored || sent.postal === undefined || sent.postal === null
        ? null
        : PostalAddressSchema.safeParse(sent.postal)
    if (postal && !postal.success) errors.push(...pageErrorsOf(postal.error.issues, 'postal'))
    if ((settings.asksPostalAddress || sent.postalIsDifferent === true) && !postal)
      errors.push({ path: 'postal', message: POSTAL_ADDRESS_REQUIRED_MESSAGE })
    if (errors.length > 0 || !residence.success) return { ok: false, errors }
    return { ok: true, value: { residence: residence.data, postal: postal?.success ? postal.data : null } }
  },
  isComplete: recordedAsDone,
}
