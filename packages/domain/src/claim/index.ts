import { z } from '../zod-config/index.ts'
import { ProductChoiceSchema } from '../catalogue/index.ts'
import { EmailSchema } from '../email/index.ts'
import { NameSchema, SurnameSchema } from '../person-name/index.ts'
import { PhoneNumberSchema } from '../phone/index.ts'
import { SaIdNumberSchema } from '../sa-id/index.ts'

/**
 * The claim form (forms spec §2, §5): name, surname, email, ID number, phone (spaces stripped first)
 * and the product, each with the spec's message on its own field.
 */
export const ClaimFormSchema = z.object({
  name: NameSchema,
  surname: SurnameSchema,
  email: EmailSchema,
  idNumber: SaIdNumberSchema,
  phone: PhoneNumberSchema,
  /** The chosen product's hashedProductId. */
  product: ProductChoiceSchema,
})
export type ClaimForm = z.infer<typeof ClaimFormSchema>

const HashedIdSchema = z.string().trim().min(1).max(64)

/**
 * Body of a claim submission (forms spec §3 "Claim form submission"): the form's fields under the
 * payload's names, policyNumber set to the mobile number, and the product's internalName. The
 * submission names the first name `name`, as §3 writes it (the Claim entity's `firstName`).
 */
export const ClaimSubmissionSchema = z.object({
  name: NameSchema,
  surname: SurnameSchema,
  idNumber: SaIdNumberSchema,
  policyNumber: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w +-]*$/),
  contactNumber: PhoneNumberSchema,
  email: EmailSchema,
  hashedSessionId: HashedIdSchema,
  hashedProductId: ProductChoiceSchema,
  internalName: z.string().trim().max(64).regex(/^\w*$/).optional(),
})
export type ClaimSubmission = z.infer<typeof ClaimSubmissionSchema>

/** Builds the claim submission from a parsed claim form; the policy number is the mobile number (forms spec §3). */
export function toClaimSubmission(
  form: ClaimForm,
  context: { hashedSessionId: string; internalName?: string },
): ClaimSubmission {
  return {
    name: form.name,
    surname: form.surname,
    idNumber: form.idNumber,
    policyNumber: form.phone,
    contactNumber: form.phone,
    email: form.email,
    hashedSessionId: context.hashedSessionId,
    hashedProductId: form.product,
    ...(context.internalName === undefined ? {} : { internalName: context.internalName }),
  }
}
