import { SELECT_A_PRODUCT_MESSAGE } from '@insure/domain/catalogue'
import { FORM_ENDPOINTS } from '@insure/domain/form-routing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { FormSubmissionKind } from '../../db/schema/index.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { SESSION_NOT_FOUND } from '../session/session.routes.ts'
import { citizenReferenceIdOf, contactReferenceIdOf } from './contact-reference.ts'
import {
  SUBMISSION_SCHEMAS,
  submissionSchemaOf,
  withStoredPhoneNumbers,
  type Submission,
} from './form-shapes.ts'

export const SubmissionReceiptSchema = z.object({
  /** The stored submission's opaque id; a repeated submission answers the first one's. */
  reference: z.string(),
  /** Tracking's reference of the contact number: a keyed hash, never the number (./contact-reference.ts). */
  contactReferenceId: z.string(),
  /**
   * Analytics' citizenId: a keyed hash of the ID number the submission gave (a claim's, a contact-us
   * or call-back's when asked), never the number; null when it gave none (./contact-reference.ts).
   */
  citizenReferenceId: z.string().nullable(),
})

/** The five submission routes of forms spec §7 and the kinds of request each takes. */
export const SUBMISSION_ROUTES: readonly {
  path: string
  kinds: readonly FormSubmissionKind[]
  summary: string
}[] = [
  {
    path: FORM_ENDPOINTS.callback,
    kinds: ['callback'],
    summary: 'Call me back (every product but legal and VAP)',
  },
  {
    path: FORM_ENDPOINTS.cmp2ContactUs,
    kinds: ['callback', 'contact_us', 'claim'],
    summary:
      'Call-backs of legal and VAP products; contact-us and claims routed by the session environments or a VAP product. The kind follows the body: reason (call-back), message (contact us), ID and policy number (claim)',
  },
  {
    path: FORM_ENDPOINTS.contactUs,
    kinds: ['contact_us'],
    summary: 'Contact us',
  },
  {
    path: FORM_ENDPOINTS.legalQuery,
    kinds: ['contact_us', 'claim'],
    summary: 'Legal claims (legal-claims environment): a contact-us request or a claim',
  },
  {
    path: FORM_ENDPOINTS.claim,
    kinds: ['claim'],
    summary: 'A claim',
  },
]

/** Who the request goes to: a contact-us request names its department; a claim goes to claims. */
function departmentOf(submission: Submission): string | null {
  if (submission.kind === 'contact_us') return submission.payload.department
  if (submission.kind === 'claim') return 'claims'
  return null
}

/**
 * Call-back, contact-us and claim submissions (forms spec §3, §7; issue 4). Each stores one row with
 * the route it came through and the session's company, and answers its reference; the same payload
 * from the same session within a minute is stored once and answered with the first reference.
 */
const formsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  for (const route of SUBMISSION_ROUTES) {
    const single = route.kinds.length === 1 ? route.kinds[0] : undefined
    // What validates the body: the kind's schema, or on routes that take several kinds the schema the
    // body's fields pick (so each field gets its own message); either way the handler gets a Submission.
    const bodyValidator: z.ZodType<Submission> = single
      ? SUBMISSION_SCHEMAS[single].transform((payload) => ({ kind: single, payload }) as Submission)
      : submissionSchemaOf(route.kinds)
    // What the OpenAPI document shows: the schema of each kind the route takes.
    const documented = single
      ? SUBMISSION_SCHEMAS[single]
      : z.union(route.kinds.map((kind) => SUBMISSION_SCHEMAS[kind]))

    app.post(
      route.path,
      {
        schema: {
          tags: ['forms'],
          summary: route.summary,
          body: documented,
          response: {
            200: okEnvelope(SubmissionReceiptSchema),
            400: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
        validatorCompiler: (part) =>
          validatorCompiler({
            ...part,
            schema: part.httpPart === 'body' ? bodyValidator : (part.schema as unknown as z.ZodType),
          }),
      },
      async (request) => {
        const submission = withStoredPhoneNumbers(request.body as unknown as Submission)
        const { payload } = submission
        const product = await app.products.byHashedId(payload.hashedProductId)
        if (!product) {
          throw new ApiError(400, MESSAGES.validation, [
            { path: 'hashedProductId', message: SELECT_A_PRODUCT_MESSAGE },
          ])
        }
        const outcome = await app.formSubmissions.submit({
          kind: submission.kind,
          route: route.path,
          sessionHashedId: payload.hashedSessionId,
          productCode: product.code,
          hashedProductId: product.hashedProductId,
          department: departmentOf(submission),
          reason: submission.kind === 'callback' ? submission.payload.reason : null,
          payload,
        })
        if (outcome.status === 'session-not-found') throw new ApiError(404, SESSION_NOT_FOUND)
        return ok({
          reference: outcome.reference,
          // The stored form: E.164 (withStoredPhoneNumbers), one reference for every spelling.
          contactReferenceId: contactReferenceIdOf(config.tokenSecret, payload.contactNumber),
          citizenReferenceId: citizenReferenceOf(config.tokenSecret, submission),
        })
      },
    )
  }
}

/** The keyed hash of the ID number a submission gave, under its kind's field name (forms spec §3). */
function citizenReferenceOf(tokenSecret: string, submission: Submission): string | null {
  const payload = submission.payload as { citizenId?: string | null; idNumber?: string | null }
  const idNumber = submission.kind === 'callback' ? payload.citizenId : payload.idNumber
  return idNumber ? citizenReferenceIdOf(tokenSecret, idNumber) : null
}

export default formsRoutes
