import { z } from '../zod-config/index.ts'
import { CallbackGenderSchema, DepartmentSchema, ProductChoiceSchema } from '../catalogue/index.ts'
import { OptionalEmailSchema } from '../email/index.ts'
import { FullNameSchema, NameSchema, SurnameSchema, splitFullName } from '../person-name/index.ts'
import { PhoneNumberSchema } from '../phone/index.ts'
import { SaIdNumberSchema } from '../sa-id/index.ts'
import { containsMarkup } from '../field/index.ts'

/** The spec requires a message but gives no text for an empty one (forms spec §5); this is ours. */
export const MESSAGE_EMPTY_MESSAGE = 'Message cannot be empty'
/** Our bound on the message length (the spec gives none), so one request cannot carry a book. */
export const CONTACT_MESSAGE_MAX_CHARS = 2000
export const MESSAGE_TOO_LONG_MESSAGE = `Message cannot be longer than ${CONTACT_MESSAGE_MAX_CHARS} characters`
/** Ours: a message is plain text. */
export const MESSAGE_MARKUP_MESSAGE = 'Message cannot contain HTML or scripts'

/** The contact form's message: trimmed, not empty. */
export const ContactMessageSchema = z
  .string({ error: MESSAGE_EMPTY_MESSAGE })
  .trim()
  .min(1, { error: MESSAGE_EMPTY_MESSAGE })
  .max(CONTACT_MESSAGE_MAX_CHARS, { error: MESSAGE_TOO_LONG_MESSAGE })
  .refine((value) => !containsMarkup(value), { error: MESSAGE_MARKUP_MESSAGE })

/**
 * The contact form (forms spec §2, §5): full name ("Name and Surname must be valid"), phone ("Phone
 * number must be valid"), message (not empty), department ("Select a department") and product
 * ("Select a product"); one company variant also asks for a preferred callback gender (default `a`).
 */
export const ContactUsFormSchema = z.object({
  fullName: FullNameSchema,
  phone: PhoneNumberSchema,
  message: ContactMessageSchema,
  department: DepartmentSchema,
  /** The chosen product's hashedProductId. */
  product: ProductChoiceSchema,
  preferredCallbackGender: CallbackGenderSchema.default('a'),
})
export type ContactUsForm = z.infer<typeof ContactUsFormSchema>

/**
 * The product the contact form starts with: "a single available product is preselected" (forms spec
 * §5), so the only product when there is exactly one, else none.
 */
export function preselectedProduct<T>(availableProducts: readonly T[]): T | undefined {
  return availableProducts.length === 1 ? availableProducts[0] : undefined
}

const HashedIdSchema = z.string().trim().min(1).max(64)

/** Body of a contact-us request (forms spec §3 "Contact-us payload"). */
export const ContactUsPayloadSchema = z.object({
  firstName: NameSchema,
  surname: SurnameSchema,
  idNumber: SaIdNumberSchema.nullish(),
  policyNumber: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w +-]*$/)
    .nullish(),
  contactNumber: PhoneNumberSchema,
  email: OptionalEmailSchema,
  hashedProductId: ProductChoiceSchema,
  department: DepartmentSchema,
  message: ContactMessageSchema,
  sendCopy: z.boolean().optional(),
  hashedSessionId: HashedIdSchema,
  amendDropOff: z.boolean().optional(),
  preferredCallbackGender: CallbackGenderSchema.optional(),
  mustUseDirectTrafficUcid: z.boolean().optional(),
})
export type ContactUsPayload = z.infer<typeof ContactUsPayloadSchema>

/** Builds the contact-us payload from a parsed contact form; the full name splits as splitFullName does. */
export function toContactUsPayload(
  form: ContactUsForm,
  context: { hashedSessionId: string; mustUseDirectTrafficUcid?: boolean },
): ContactUsPayload {
  const { name, surname } = splitFullName(form.fullName)
  return {
    firstName: name,
    surname,
    contactNumber: form.phone,
    email: null,
    hashedProductId: form.product,
    department: form.department,
    message: form.message,
    hashedSessionId: context.hashedSessionId,
    preferredCallbackGender: form.preferredCallbackGender,
    ...(context.mustUseDirectTrafficUcid === undefined
      ? {}
      : { mustUseDirectTrafficUcid: context.mustUseDirectTrafficUcid }),
  }
}
