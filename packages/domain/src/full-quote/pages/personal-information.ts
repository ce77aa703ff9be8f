import { z } from '../../zod-config/index.ts'
import {
  AlternativeMiniContactSchema,
  FullContactSchema,
  MiniContactSchema,
  PolicyNumbersSchema,
  titleGenderMessage,
} from '../../contact/index.ts'
import { isMasked } from '../../masking/index.ts'
import { pageErrorsOf, recordedAsDone, type PageDefinition } from './definition.ts'

/** Forms spec §5: which contact validation the personal-information page applies. */
export const CONTACT_RULES = ['FULL', 'MINI', 'ALTERNATIVE_MINI'] as const
export type ContactRule = (typeof CONTACT_RULES)[number]

export const PersonalInformationSettingsSchema = z.object({
  /** The contact validation (forms spec §5); MINI when the page names none. */
  contactRule: z.enum(CONTACT_RULES).optional(),
})
export type PersonalInformationSettings = z.infer<typeof PersonalInformationSettingsSchema>

/** The contact fields a page may send (the Contact entity, forms spec §3). */
export const ContactFieldsSchema = z.object({
  title: z.string().trim().max(20).nullish(),
  citizenId: z.string().trim().max(20).nullish(),
  name: z.string().trim().max(255).nullish(),
  fullname: z.string().trim().max(255).nullish(),
  fullNames: z.string().trim().max(255).nullish(),
  surname: z.string().trim().max(255).nullish(),
  email: z.string().trim().max(254).nullish(),
  mobile: z.string().trim().max(20).nullish(),
  gender: z.string().trim().max(20).nullish(),
  dateOfBirth: z.string().trim().max(10).nullish(),
  type: z.string().trim().max(40).nullish(),
  occupation: z.string().trim().max(100).nullish(),
  maritalStatus: z.string().trim().max(50).nullish(),
  communicateByPost: z.boolean().nullish(),
  communicateByEmail: z.boolean().nullish(),
  consent: z.boolean().nullish(),
  message: z.string().trim().max(2000).nullish(),
  tiaPolicies: PolicyNumbersSchema.nullish(),
  mipPolicies: PolicyNumbersSchema.nullish(),
})
export type ContactFields = z.infer<typeof ContactFieldsSchema>

export const CONTACT_SCHEMAS = {
  FULL: FullContactSchema,
  MINI: MiniContactSchema,
  ALTERNATIVE_MINI: AlternativeMiniContactSchema,
} as const

/** The fields each contact rule asks for, in the order they are shown (forms spec §5). */
export const CONTACT_FIELDS: Readonly<Record<ContactRule, readonly string[]>> = {
  FULL: ['title', 'name', 'surname', 'citizenId', 'mobile', 'email', 'occupation'],
  MINI: ['title', 'name', 'surname', 'citizenId', 'email', 'mobile'],
  ALTERNATIVE_MINI: ['name', 'fullNames', 'surname', 'citizenId', 'email', 'mobile', 'maritalStatus'],
}

/** A contact as every rule's schema gives it (the fields a rule does not ask are absent). */
export type CheckedContact = z.infer<(typeof CONTACT_SCHEMAS)['FULL']> &
  Partial<z.infer<(typeof CONTACT_SCHEMAS)['ALTERNATIVE_MINI']>>

export interface PersonalInformationContext {
  /**
   * The ID number the server holds (it shows it masked). A masked one sent back unchanged keeps it;
   * `undefined` is a caller that does not hold it (the page server): the masked number is not
   * checked there, the API checks it.
   */
  storedCitizenId?: string | null
}

export const personalInformationPage: PageDefinition<
  PersonalInformationSettings,
  ContactFields,
  PersonalInformationContext,
  CheckedContact
> = {
  settingsSchema: PersonalInformationSettingsSchema,
  inputSchema: ContactFieldsSchema,
  savesThrough: 'contact',
  validate(settings, input, context) {
    const sent = ContactFieldsSchema.safeParse(input)
    if (!sent.success) return { ok: false, errors: pageErrorsOf(sent.error.issues) }
    const masked = Boolean(sent.data.citizenId && isMasked(sent.data.citizenId))
    const keepsUnknown = masked && context.storedCitizenId === undefined
    const citizenId = masked ? (context.storedCitizenId ?? '') : sent.data.citizenId
    const parsed = CONTACT_SCHEMAS[settings.contactRule ?? 'MINI'].safeParse({ ...sent.data, citizenId })
    // The title agrees with the ID number's gender (issue 25); a masked number the caller does not
    // hold is checked by the API, which holds it.
    const titleMessage = keepsUnknown ? null : titleGenderMessage(sent.data.title, citizenId)
    const titleErrors = titleMessage ? [{ path: 'title', message: titleMessage }] : []
    if (parsed.success && titleErrors.length === 0) return { ok: true, value: parsed.data as CheckedContact }
    const errors = [...(parsed.success ? [] : pageErrorsOf(parsed.error.issues)), ...titleErrors].filter(
      (error) => !(keepsUnknown && error.path === 'citizenId'),
    )
    if (errors.length > 0) return { ok: false, errors }
    return { ok: true, value: { ...sent.data, citizenId: sent.data.citizenId } as CheckedContact }
  },
  isComplete: recordedAsDone,
}
