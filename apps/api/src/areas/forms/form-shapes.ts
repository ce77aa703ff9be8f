import { SELECT_A_DEPARTMENT_MESSAGE } from '@insure/domain/catalogue'
import { CallbackPayloadSchema } from '@insure/domain/callback'
import { ClaimSubmissionSchema } from '@insure/domain/claim'
import { ContactMessageSchema, ContactUsPayloadSchema } from '@insure/domain/contact-us'
import { isValidPhoneNumber, stripSpaces } from '@insure/domain/phone'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import { z } from 'zod'
import type { FormSubmissionKind } from '../../db/schema/index.ts'

/**
 * A claim as the claim routes take it: the claim form's submission (forms spec §3), which may also
 * name the claims department and carry a message when it goes through cmp2 or the legal query.
 */
export const ClaimRequestSchema = ClaimSubmissionSchema.extend({
  department: z.literal('claims', { error: SELECT_A_DEPARTMENT_MESSAGE }).optional(),
  message: ContactMessageSchema.optional(),
})

/** The body each kind of submission is validated with. */
export const SUBMISSION_SCHEMAS = {
  callback: CallbackPayloadSchema,
  contact_us: ContactUsPayloadSchema,
  claim: ClaimRequestSchema,
} as const satisfies Record<FormSubmissionKind, z.ZodType>

export type Submission =
  | { kind: 'callback'; payload: z.output<typeof CallbackPayloadSchema> }
  | { kind: 'contact_us'; payload: z.output<typeof ContactUsPayloadSchema> }
  | { kind: 'claim'; payload: z.output<typeof ClaimRequestSchema> }

export const UNKNOWN_SHAPE_MESSAGE =
  'Send a call-back request (with a reason), a contact-us request (with a message) or a claim (with an ID number and a policy number).'

const isPresent = (value: unknown) => value !== undefined && value !== null

/**
 * Which kind of request a body is, by its fields (the routes that take several kinds, forms spec §7):
 * a `reason` makes it a call-back; an ID number and a policy number (and no department but claims)
 * a claim; a `message` or a `department` a contact-us request; then an ID or policy number alone a
 * claim. Null when it is none of `accepted`.
 */
export function submissionKindOf(
  body: unknown,
  accepted: readonly FormSubmissionKind[],
): FormSubmissionKind | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const fields = body as Record<string, unknown>
  // Own fields: `in` would also find what every object inherits.
  const has = (name: string) => Object.hasOwn(fields, name)
  let kind: FormSubmissionKind | null = null
  if (has('reason')) kind = 'callback'
  else if (
    isPresent(fields.idNumber) &&
    isPresent(fields.policyNumber) &&
    (!isPresent(fields.department) || fields.department === 'claims')
  )
    kind = 'claim'
  else if (has('message') || has('department')) kind = 'contact_us'
  else if (has('idNumber') || has('policyNumber')) kind = 'claim'
  return kind !== null && accepted.includes(kind) ? kind : null
}

/**
 * Validates a body that may be any of `accepted`: picks the schema by submissionKindOf and reports
 * that schema's issues on their own fields, so a client sees the same messages as on the one-kind
 * routes. A body of no accepted kind gets one issue naming what is expected.
 */
export function submissionSchemaOf(accepted: readonly FormSubmissionKind[]) {
  return z.unknown().transform((body, ctx): Submission => {
    const kind = submissionKindOf(body, accepted)
    if (kind === null) {
      ctx.addIssue({ code: 'custom', path: [], message: UNKNOWN_SHAPE_MESSAGE })
      return z.NEVER
    }
    const parsed = SUBMISSION_SCHEMAS[kind].safeParse(body)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
      return z.NEVER
    }
    return { kind, payload: parsed.data } as Submission
  })
}

/**
 * A submission as it is stored and recognised: its phone numbers in their one form (E.164), so that
 * `082 123 4567` and `+27821234567` from one session within a minute are one submission. A claim's
 * policy number is the mobile number (forms spec §3) and goes with it; another policy number stays
 * as typed.
 */
export function withStoredPhoneNumbers(submission: Submission): Submission {
  const contactNumber = toE164PhoneNumber(submission.payload.contactNumber)
  if (submission.kind !== 'claim') {
    return { ...submission, payload: { ...submission.payload, contactNumber } } as Submission
  }
  const typedPolicy = stripSpaces(submission.payload.policyNumber)
  const policyIsMobile = isValidPhoneNumber(typedPolicy) && toE164PhoneNumber(typedPolicy) === contactNumber
  return {
    kind: 'claim',
    payload: {
      ...submission.payload,
      contactNumber,
      policyNumber: policyIsMobile ? contactNumber : submission.payload.policyNumber,
    },
  }
}
