import { z } from '../zod-config/index.ts'
import { isIsoDate } from '../calendar/index.ts'
import { requiredText } from '../field/index.ts'

/** Messages of forms spec §5, to the letter. */
export const MEDICAL_SCHEME_INVALID_MESSAGE = 'No correct medical scheme selected'
export const MEDICAL_AID_OPTION_INVALID_MESSAGE = 'No correct medical aid option/plan provided'
export const MEDICAL_AID_NUMBER_INVALID_MESSAGE = 'No correct medical aid number provided'
export const MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE = 'No correct inception date supplied'

/**
 * Medical aid of the GAP journey (forms spec §3, §5): scheme name, option (plan), membership number
 * and inception date are all required. The inception date is an ISO `YYYY-MM-DD` day that exists.
 */
export const MedicalAidSchema = z.object({
  name: requiredText(MEDICAL_SCHEME_INVALID_MESSAGE, 100),
  option: requiredText(MEDICAL_AID_OPTION_INVALID_MESSAGE, 100),
  number: requiredText(MEDICAL_AID_NUMBER_INVALID_MESSAGE, 50),
  inceptionDate: z
    .string({ error: MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE })
    .trim()
    .refine(isIsoDate, { error: MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE }),
})
export type MedicalAid = z.infer<typeof MedicalAidSchema>

/**
 * South African medical schemes, by their registered names (GAP journey: GET
 * A/wtf/autocompleteData?answerValue=medicalSchemes). A scheme not listed cannot be chosen.
 */
export const MEDICAL_SCHEMES: readonly string[] = [
  'Bankmed',
  'Bestmed Medical Scheme',
  'Bonitas Medical Fund',
  'CompCare Wellness Medical Scheme',
  'Discovery Health Medical Scheme',
  'Fedhealth Medical Scheme',
  'Genesis Medical Scheme',
  'Government Employees Medical Scheme (GEMS)',
  'Health Squared Medical Scheme',
  'KeyHealth',
  'LA-Health Medical Scheme',
  'Makoti Medical Scheme',
  'Medihelp',
  'Medimed Medical Scheme',
  'Medshield Medical Scheme',
  'Momentum Medical Scheme',
  'Platinum Health',
  'Polmed',
  'Profmed',
  'Sasolmed',
  'Sizwe Hosmed Medical Fund',
  'Transmed Medical Fund',
]
