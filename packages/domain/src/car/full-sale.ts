/**
 * The car full sale's own rules (issue 23): what a car page's answers say cannot be insured online,
 * with the sentence a person reads, and the requests of the full-sale calls that save and buy.
 */
import { PurchaseRequestSchema } from '../full-quote/schema.ts'
import type { AnswersByRef } from '../quick-quote/index.ts'
import { SubmittedQuestionSchema } from '../quick-quote/schema.ts'
import { z } from '../zod-config/index.ts'
import { ManualDropoffSchema } from './leads.ts'
import { CAR_REF } from './questions.ts'
import { REGISTRATION_INVALID_MESSAGE, registrationOf } from './registration.ts'

/** The answer to a refusal: the site offers the call-centre drop-off (carManualDropoff) instead. */
export const CAR_NOT_ONLINE_MESSAGE =
  'We cannot insure this car online. Leave your number and a consultant will call you to finish your quote.'
export const CAR_MODIFIED_MESSAGE =
  'A modified car is insured after a consultant has looked at the changes, not online.'
export const CAR_LEARNER_LICENCE_MESSAGE =
  "A driver with a learner's licence can only be insured through a consultant, not online."
export const CAR_FOREIGN_LICENCE_MESSAGE =
  'A driver with a foreign or international licence can only be insured through a consultant, not online.'
export const CAR_INSURANCE_REFUSED_MESSAGE =
  'A driver who has had insurance refused or cancelled, or a claim rejected, can only be insured through a consultant, not online.'

export interface CarRefusal {
  /** The externalReferenceId of the answer that refuses. */
  ref: string
  message: string
}

const answered = (answers: AnswersByRef, ref: string, code: string) =>
  answers[ref]?.codes.includes(code) === true

/**
 * What a car quote's answers so far say cannot be insured online, each with its sentence; none when
 * it can. Read on the merged answers, so a later page sees the earlier pages' refusals too.
 */
export function carRefusals(answers: AnswersByRef): CarRefusal[] {
  const refusals: CarRefusal[] = []
  if (answered(answers, CAR_REF.modified, 'Y'))
    refusals.push({ ref: CAR_REF.modified, message: CAR_MODIFIED_MESSAGE })
  if (answered(answers, CAR_REF.licenceCode, 'LEARNER'))
    refusals.push({ ref: CAR_REF.licenceCode, message: CAR_LEARNER_LICENCE_MESSAGE })
  if (answered(answers, CAR_REF.licenceCode, 'FOREIGN'))
    refusals.push({ ref: CAR_REF.licenceCode, message: CAR_FOREIGN_LICENCE_MESSAGE })
  if (answered(answers, CAR_REF.insuranceRefused, 'Y'))
    refusals.push({ ref: CAR_REF.insuranceRefused, message: CAR_INSURANCE_REFUSED_MESSAGE })
  return refusals
}

/**
 * The answers of a car page that are not well formed beyond their question's own rules: a
 * registration number must be one a province issues (registrationOf).
 */
export function carAnswerProblems(answers: AnswersByRef): CarRefusal[] {
  const registration = answers[CAR_REF.registration]?.values.value
  if (registration !== undefined && !registrationOf(registration))
    return [{ ref: CAR_REF.registration, message: REGISTRATION_INVALID_MESSAGE }]
  return []
}

const SessionIdSchema = z.string().trim().min(1).max(64)

/** POST …/full-sale/validate: a car page's answers, as questionDetails takes them. */
export const FullSaleValidateSchema = z.object({
  carFullSaleSessionId: SessionIdSchema,
  hashedPageId: z.string().trim().min(1).max(128),
  answeredQuestions: z.array(SubmittedQuestionSchema).max(40),
})
export type FullSaleValidate = z.infer<typeof FullSaleValidateSchema>

/** POST …/full-sale/purchase: quote/purchase's body, naming the quote by its carFullSaleSessionId. */
export const FullSalePurchaseSchema = PurchaseRequestSchema.omit({ hashedQuoteId: true }).extend({
  carFullSaleSessionId: SessionIdSchema,
})
export type FullSalePurchase = z.infer<typeof FullSalePurchaseSchema>

/** The drop-off form a refused car page offers: who to call (carManualDropoff without the quote). */
export const CarDropoffFormSchema = ManualDropoffSchema.omit({
  carFullSaleSessionId: true,
  requestedSlot: true,
})
export type CarDropoffForm = z.infer<typeof CarDropoffFormSchema>

/** GET …/full-sale/registration's answer as the vehicle page reads it: the car found, or not. */
export const CarRegistrationSchema = z.object({
  /** The number as the register is searched by: upper case, no spaces or hyphens. */
  registration: z.string(),
  province: z.string(),
  kind: z.enum(['STANDARD', 'PERSONALISED']),
  found: z.boolean(),
  vehicle: z
    .object({
      code: z.string(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      description: z.string(),
      valueCents: z.number().int(),
      /** A VEHICLE_COLOURS code, when the register knows it. */
      colour: z.string().nullable(),
    })
    .nullable(),
  /** The sentence for a number the register does not know (the vehicle search is offered), else null. */
  message: z.string().nullable(),
})
export type CarRegistration = z.infer<typeof CarRegistrationSchema>

/** Said on the vehicle page when the car found for the registration number is not confirmed. */
export const VEHICLE_NOT_CONFIRMED_MESSAGE =
  'Confirm that this is your car, or correct the registration number and find it again.'
