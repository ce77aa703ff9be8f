import { z } from '../zod-config/index.ts'
import {
  CALLBACK_REASONS,
  CallbackGenderSchema,
  DEFAULT_CALLBACK_GENDER,
  DEPARTMENT_VALUES,
} from '../catalogue/index.ts'
import { isValidEmail } from '../email/index.ts'
import { requiredText, withoutMarkup } from '../field/index.ts'
import { CALLBACK_INCOMPLETE_MESSAGE } from '../messages/index.ts'
import { splitFullName } from '../person-name/index.ts'
import { isValidPhoneNumber, stripSpaces } from '../phone/index.ts'
import { SaIdNumberSchema } from '../sa-id/index.ts'

export { CALLBACK_INCOMPLETE_MESSAGE }

/**
 * Values used when a variant hides a field (forms spec §3, §9: "a fixed placeholder e-mail when the
 * email field is hidden", "a fixed placeholder reason in the banner variant"). The spec does not give
 * them; ours: an address at a reserved domain that passes the email check, and the first reason.
 */
export const CALLBACK_PLACEHOLDER_EMAIL = 'callback@example.com'
export const CALLBACK_PLACEHOLDER_REASON = 'Sales'

/**
 * What the reason picker may send: a call-back reason (forms spec §9) or, on the variants whose
 * picker lists departments, a department value (forms spec §4: "reason resets to the default department").
 */
export const CALLBACK_REASON_VALUES = [...CALLBACK_REASONS, ...DEPARTMENT_VALUES] as const
export const CallbackReasonSchema = z.enum(CALLBACK_REASON_VALUES, { error: CALLBACK_INCOMPLETE_MESSAGE })

// Call-me-back client validation has one message for every field (forms spec §5, §8); each issue
// still lands on its own field so the form can mark it.
// Free text refuses markup: what is stored here is shown to agents.
const required = (maxChars?: number) =>
  withoutMarkup(requiredText(CALLBACK_INCOMPLETE_MESSAGE, maxChars), CALLBACK_INCOMPLETE_MESSAGE)

/** Mobile number: spaces removed (as on blur, forms spec §5), then a valid phone number. */
export const CallbackPhoneSchema = z
  .string({ error: CALLBACK_INCOMPLETE_MESSAGE })
  .overwrite(stripSpaces)
  .refine(isValidPhoneNumber, { error: CALLBACK_INCOMPLETE_MESSAGE })

/** Email: not empty and valid. A variant that hides the field sends CALLBACK_PLACEHOLDER_EMAIL. */
export const CallbackEmailSchema = z
  .string({ error: CALLBACK_INCOMPLETE_MESSAGE })
  .trim()
  .refine((value) => isValidEmail(value), { error: CALLBACK_INCOMPLETE_MESSAGE })

/** Full name of the landing, blog and banner variants: splits (splitFullName) into a name and a surname. */
export const CallbackFullNameSchema = z.string({ error: CALLBACK_INCOMPLETE_MESSAGE }).refine(
  (value) => {
    const { name, surname } = splitFullName(value)
    return name.length > 0 && name.length <= 255 && surname.length > 0 && surname.length <= 255
  },
  { error: CALLBACK_INCOMPLETE_MESSAGE },
)

/**
 * The call-me-back form (forms spec §3 "Callback request", §5): name, surname, mobile and email must
 * not be empty, as the contact model requires, plus the product and the reason; else "Please complete
 * all form fields and try again". The phone's spaces are removed. The spec's contact-model list also
 * names citizenId, which this form does not ask for; it is checked only when present (payload).
 */
export const CallbackFormSchema = z.object({
  name: required(),
  surname: required(),
  phone: CallbackPhoneSchema,
  email: CallbackEmailSchema,
  /** The chosen product's hashedProductId. */
  product: required(64),
  /** A call-back reason or department value. */
  reason: CallbackReasonSchema,
  preferredCallbackGender: CallbackGenderSchema.default(DEFAULT_CALLBACK_GENDER),
})
export type CallbackForm = z.infer<typeof CallbackFormSchema>

/**
 * The landing-page and blog variant: one full-name field instead of name and surname (forms spec §2,
 * §5). A single word leaves the surname empty, so it fails like an empty surname would.
 */
export const LandingCallbackFormSchema = CallbackFormSchema.omit({ name: true, surname: true }).extend({
  fullName: CallbackFullNameSchema,
})
export type LandingCallbackForm = z.infer<typeof LandingCallbackFormSchema>

/** The product-banner variant (forms spec §5): full name, a valid phone and a selected product. */
export const BannerCallbackFormSchema = z.object({
  fullName: CallbackFullNameSchema,
  phone: CallbackPhoneSchema,
  product: required(64),
})
export type BannerCallbackForm = z.infer<typeof BannerCallbackFormSchema>

/**
 * Body of the call-back request (forms spec §3 "Callback payload", §7): both submit paths take it.
 * `email` is null when none was given; `citizenId`, when present, must be a valid ID number.
 */
export const CallbackPayloadSchema = z.object({
  hashedProductId: required(64),
  contactNumber: CallbackPhoneSchema,
  hashedSessionId: required(64),
  firstName: required(),
  surname: required(),
  email: CallbackEmailSchema.nullable(),
  reason: CallbackReasonSchema,
  citizenId: SaIdNumberSchema.nullish(),
  preferredCallbackGender: CallbackGenderSchema.optional(),
  mustUseDirectTrafficUcid: z.boolean().optional(),
})
export type CallbackPayload = z.infer<typeof CallbackPayloadSchema>

/** Who is asking, in the shape every call-me-back variant reduces to before it is sent. */
export interface CallbackRequester {
  name: string
  surname: string
  phone: string
  email: string | null
  product: string
  reason: CallbackPayload['reason']
  preferredCallbackGender?: CallbackForm['preferredCallbackGender']
}

/** Name and surname of a full-name variant (landing, blog, banner), split as forms spec §5 says. */
export function requesterFromFullName<T extends { fullName: string }>(
  form: T,
): Omit<T, 'fullName'> & { name: string; surname: string } {
  const { fullName, ...rest } = form
  return { ...rest, ...splitFullName(fullName) }
}

/** Builds the call-back payload (forms spec §3) from a parsed form and the session. */
export function toCallbackPayload(
  requester: CallbackRequester,
  context: { hashedSessionId: string; citizenId?: string | null; mustUseDirectTrafficUcid?: boolean },
): CallbackPayload {
  return {
    hashedProductId: requester.product,
    contactNumber: stripSpaces(requester.phone),
    hashedSessionId: context.hashedSessionId,
    firstName: requester.name,
    surname: requester.surname,
    email: requester.email === null || requester.email.trim() === '' ? null : requester.email.trim(),
    reason: requester.reason,
    citizenId: context.citizenId ?? null,
    ...(requester.preferredCallbackGender
      ? { preferredCallbackGender: requester.preferredCallbackGender }
      : {}),
    ...(context.mustUseDirectTrafficUcid === undefined
      ? {}
      : { mustUseDirectTrafficUcid: context.mustUseDirectTrafficUcid }),
  }
}
