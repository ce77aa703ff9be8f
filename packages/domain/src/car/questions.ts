/**
 * The questions the car full sale's pages ask beyond the quick quote (issue 23; forms spec §3 Vehicle
 * and Person models), by externalReferenceId: answers like any other, not tables. The quick quote
 * already asks the car, its use, where it sleeps, the driver's age, licence years and claims.
 */
import { MARITAL_STATUSES } from '../contact/index.ts'
import { YES_NO_CODES, type QuestionContract } from '../quick-quote/journey.ts'
import { LICENCE_CODES, VEHICLE_COLOURS } from './lists.ts'

export const CAR_REF = {
  registration: 'Registration_number',
  trackingDevice: 'Tracking_device',
  financed: 'Vehicle_financed',
  modified: 'Vehicle_modified',
  accessories: 'Vehicle_accessories',
  colour: 'Vehicle_colour',
  licenceCode: 'Licence_code',
  maritalStatus: 'Marital_status',
  insuranceRefused: 'Insurance_refused',
  previousInsuranceYears: 'Previous_insurance_years',
  currentlyInsured: 'Currently_insured',
} as const

/** The marital statuses as answer codes (the contact's words, upper case and joined). */
export const MARITAL_STATUS_CODES = MARITAL_STATUSES.map((status) =>
  status.toUpperCase().replaceAll(' ', '_'),
) as readonly string[]

const input = (ref: string, type: QuestionContract['type']): QuestionContract => ({
  ref,
  type,
  codes: ['value'],
  required: true,
})
const yesNo = (ref: string): QuestionContract => ({
  ref,
  type: 'SINGLE_CHOICE',
  codes: YES_NO_CODES,
  required: true,
})
const choice = (ref: string, codes: readonly string[]): QuestionContract => ({
  ref,
  type: 'SINGLE_CHOICE',
  codes,
  required: true,
})

/** The main driver's questions: on the regular driver page, the first of its repeating group. */
const regularDriverQuestions = (ref: (base: string) => string, required: boolean): QuestionContract[] =>
  [
    choice(
      ref(CAR_REF.licenceCode),
      LICENCE_CODES.map(({ code }) => code),
    ),
    choice(ref(CAR_REF.maritalStatus), MARITAL_STATUS_CODES),
    yesNo(ref(CAR_REF.insuranceRefused)),
    input(ref(CAR_REF.previousInsuranceYears), 'NUMBER'),
    yesNo(ref(CAR_REF.currentlyInsured)),
  ].map((question) => ({ ...question, required }))

/**
 * The regular drivers after the main one (regular-drivers.ts): the same questions, their refs with
 * `_n` after (driver 2 to 4), none required on its own: a driver added answers them all.
 */
export const OTHER_REGULAR_DRIVERS = 3

/** The vehicle page, then the regular driver's: the car's full-quote questions in order. */
export const CAR_FULL_SALE_QUESTIONS: readonly QuestionContract[] = [
  input(CAR_REF.registration, 'TEXT'),
  // A trackingDevs code, or NONE for none: the rating engine reads it (REF.trackingDevice).
  input(CAR_REF.trackingDevice, 'AUTOCOMPLETE'),
  yesNo(CAR_REF.financed),
  yesNo(CAR_REF.modified),
  yesNo(CAR_REF.accessories),
  choice(
    CAR_REF.colour,
    VEHICLE_COLOURS.map(({ code }) => code),
  ),
  ...regularDriverQuestions((ref) => ref, true),
  ...Array.from({ length: OTHER_REGULAR_DRIVERS }, (_, other) =>
    regularDriverQuestions((ref) => `${ref}_${other + 2}`, false),
  ).flat(),
]
