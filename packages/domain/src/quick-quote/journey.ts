/**
 * The quick-quote journey as data (forms spec §3 Question, DESIGN "Journeys are data"): the shape of
 * the questions the API serves and the site renders, and the questions each product asks, named by
 * their externalReferenceId. Zod-free, so the browser can import it without loading zod; the zod
 * schemas of the calls are in ./schema.ts.
 *
 * The externalReferenceIds and answer codes below are the contract between three parts: the seeded
 * questions (apps/api/seed/journeys), the rating engine's reading of answers (../rating) and the site's
 * question engine. Change one and the tests of the others say so.
 */
import type { ProductCode, QuestionValidationMethod } from '../catalogue/lists.ts'

// ---- Answer types (DESIGN "Journeys are data"; forms spec §2, §5)

/**
 * How a question is answered. TEXT, NUMBER, DATE and ID_NUMBER questions have one input per answer;
 * SINGLE_CHOICE and MULTIPLE_CHOICE offer their answers as options; AUTOCOMPLETE filters a list (the
 * question type's endpoint, else its own answers); SUBURB is the suburb lookup widget; VEHICLE is the
 * vehicle search (a year answer and a vehicle answer).
 */
export const ANSWER_TYPES = [
  'TEXT',
  'NUMBER',
  'DATE',
  'ID_NUMBER',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'AUTOCOMPLETE',
  'SUBURB',
  'VEHICLE',
] as const
export type AnswerType = (typeof ANSWER_TYPES)[number]

/** Answer types whose answers are inputs the person types into (their values are the typed text). */
export const INPUT_ANSWER_TYPES: readonly AnswerType[] = ['TEXT', 'NUMBER', 'DATE', 'ID_NUMBER']

/** The question type (forms spec §3): its name and, for autocomplete and number questions, its settings. */
export interface QuestionType {
  name: AnswerType
  /** Autocomplete: the endpoint to query, path placeholders written `{:name}`. Absent: the answers are the list. */
  endpoint?: string | null
  /** Autocomplete: the query parameter of the term (default `query`). */
  searchParam?: string | null
  /** Autocomplete: where the results are in the response body (dot path, default `data`). */
  path?: string | null
  /** Autocomplete: the field of a result shown, and the field stored as the answer's value. */
  displayField?: string | null
  valueField?: string | null
  /** Autocomplete: characters to type before searching (default 2; forms spec §5). */
  minChars?: number | null
  /** Number: inclusive bounds (forms spec §5, out of range outside them). */
  minVal?: number | null
  maxVal?: number | null
}

/** A quick-quote answer's amount rule (forms spec §3, §5): `range` (min and max) or `min`. */
export type AnswerAmountRule = { type: 'range'; min: number; max: number } | { type: 'min'; min: number }
/** A regular-expression rule (forms spec §3); the pattern may be a JSON string. */
export type AnswerRegexRule = { type: 'regex'; pattern: string }
export type AnswerValidationRule = AnswerAmountRule | AnswerRegexRule

/** An answer of a question (forms spec §3). Codes are what the rating engine reads. */
export interface JourneyAnswer {
  id: string
  /** The answer's own value: a choice's code, or null for an input until the person types. */
  value: string | null
  text: string
  title: string | null
  description: string | null
  required: boolean
  validation: AnswerValidationRule | null
  /** Shown when the answer is selected, hidden when not (forms spec §4). */
  outcomes: string[]
  index: number
  icon: string | null
  child_flow: string | null
  /** Stable code of the answer within its question (see QUICK_QUOTE_QUESTIONS). */
  code: string
}

/** A quick-quote question as GET A/quickquote/questions serves it (forms spec §3 Question). */
export interface JourneyQuestion {
  id: string
  externalReferenceId: string
  /** The question put to the person. */
  text: string
  description: string | null
  multi: boolean
  validationMethod: QuestionValidationMethod
  /** Display order (default 99, forms spec §9). */
  order: number
  /** Questions of the same flow are shown together (workbench spec: grouped by flow when present). */
  flow: string | null
  type: QuestionType
  answers: JourneyAnswer[]
}

/** An answer the person gave: the answer's id and, for inputs and searches, the value. */
export interface SubmittedAnswer {
  id: string
  value?: string | null
}

/** A question's answers as POST A/quickquote/create receives them. */
export interface SubmittedQuestion {
  questionId: string
  selectedAnswers: SubmittedAnswer[]
}

// ---- The questions each product asks (by externalReferenceId)

/**
 * A question of the contract: its externalReferenceId, answer type and, for choices and the vehicle
 * search, the codes of its answers in display order. Texts, descriptions and limits are seed data.
 */
export interface QuestionContract {
  ref: string
  type: AnswerType
  /** Answer codes; for inputs, one code per input. */
  codes: readonly string[]
  /** False when the person may leave it out (validation method NONE_REQUIRED). */
  required: boolean
  /**
   * For a question of several inputs of which only some must be filled (validation method
   * PER_ANSWER): the codes of those. Absent: every input is needed (ALL_REQUIRED) or none.
   */
  requiredCodes?: readonly string[]
}

const input = (ref: string, type: AnswerType, required = true): QuestionContract => ({
  ref,
  type,
  codes: ['value'],
  required,
})
/** An input question of several inputs, only `requiredCodes` of them needed (PER_ANSWER). */
const inputs = (
  ref: string,
  type: AnswerType,
  codes: readonly string[],
  requiredCodes: readonly string[],
): QuestionContract => ({ ref, type, codes, required: true, requiredCodes })
const choice = (ref: string, type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE', codes: readonly string[]) => ({
  ref,
  type,
  codes,
  required: true,
})

/** Claims in the last three years: a count, 3 meaning three or more. */
export const CLAIM_COUNT_CODES = ['0', '1', '2', '3'] as const
export const VEHICLE_USE_CODES = ['PRIVATE', 'BUSINESS'] as const
/** A business's staff: full-time (needed) and part-time (left empty when there are none). */
export const EMPLOYEE_COUNT_CODES = ['full_time', 'part_time'] as const
export const OVERNIGHT_PARKING_CODES = ['GARAGE', 'CARPORT', 'DRIVEWAY', 'STREET'] as const
export const GENDER_CODES = ['M', 'F'] as const
export const YES_NO_CODES = ['Y', 'N'] as const
export const EDUCATION_CODES = ['NO_MATRIC', 'MATRIC', 'DIPLOMA', 'DEGREE', 'POSTGRADUATE'] as const
/** Funeral: who the policy covers besides the main member (MAIN is always covered). */
export const FUNERAL_MEMBER_CODES = ['MAIN', 'SPOUSE', 'CHILDREN', 'PARENTS', 'EXTENDED'] as const
/** Funeral cover options, in rands. */
export const FUNERAL_COVER_CODES = ['10000', '15000', '20000', '30000', '50000', '75000', '100000'] as const
export const GAP_MEMBER_CODES = ['MAIN', 'SPOUSE', 'CHILDREN'] as const
export const MEDICAL_AID_PLAN_CODES = ['HOSPITAL', 'SAVINGS', 'COMPREHENSIVE'] as const
/** Home security; NONE ("None of the above") clears and disables the others (forms spec §4). */
export const HOME_SECURITY_CODES = [
  'ALARM',
  'ARMED_RESPONSE',
  'BURGLAR_BARS',
  'SECURITY_GATES',
  'SECURITY_COMPLEX',
  'NONE',
] as const
export const ROOF_TYPE_CODES = ['STANDARD', 'THATCH'] as const
export const VAP_OPTION_CODES = ['BASIC', 'STANDARD', 'PREMIUM'] as const
/** Legal cover options, in rands. */
export const LEGAL_COVER_CODES = ['50000', '100000', '250000'] as const
export const BUSINESS_TYPE_CODES = [
  'OFFICE',
  'RETAIL',
  'RESTAURANT',
  'WORKSHOP',
  'SALON',
  'GUESTHOUSE',
] as const
export const WATERCRAFT_TYPE_CODES = ['CANOE', 'JET_SKI', 'SPEEDBOAT', 'YACHT'] as const
export const TRAILER_TYPE_CODES = ['LUGGAGE', 'BOAT', 'CARAVAN', 'HORSEBOX'] as const
export const ALL_RISK_ITEM_CODES = ['CELLPHONE', 'LAPTOP', 'CAMERA', 'JEWELLERY', 'BICYCLE'] as const
/** The vehicle search question's two answers: the model year and the vehicle (its catalogue code). */
export const VEHICLE_ANSWER_CODES = ['year', 'vehicle'] as const

const vehicleQuestion: QuestionContract = {
  ref: 'Vehicle',
  type: 'VEHICLE',
  codes: VEHICLE_ANSWER_CODES,
  required: true,
}
const suburbQuestion = (ref: string): QuestionContract => input(ref, 'SUBURB')
const propertyQuestions = (kind: 'contents' | 'buildings' | 'home'): QuestionContract[] => [
  suburbQuestion('Suburb'),
  ...(kind !== 'buildings' ? [input('Contents_sum_insured', 'NUMBER')] : []),
  ...(kind !== 'contents'
    ? [input('Building_sum_insured', 'NUMBER'), choice('Roof_type', 'SINGLE_CHOICE', ROOF_TYPE_CODES)]
    : []),
  choice('Security', 'MULTIPLE_CHOICE', HOME_SECURITY_CODES),
]
const vapQuestions = [vehicleQuestion, choice('Vap_option', 'SINGLE_CHOICE', VAP_OPTION_CODES)]
const legalQuestions = [input('Age', 'NUMBER'), choice('Legal_cover', 'SINGLE_CHOICE', LEGAL_COVER_CODES)]

/**
 * The quick-quote questions of every product, in the order asked. Life asks for a date of birth and,
 * optionally, an ID number (the site fills the date of birth from a valid ID); Height and Weight carry
 * the spec's `m` and `kg` affixes and Household_income its `R … p/m`.
 */
export const QUICK_QUOTE_QUESTIONS: Readonly<Record<ProductCode, readonly QuestionContract[]>> = {
  life: [
    input('Id_number', 'ID_NUMBER', false),
    input('Date_of_birth', 'DATE'),
    choice('Gender', 'SINGLE_CHOICE', GENDER_CODES),
    choice('Smoker', 'SINGLE_CHOICE', YES_NO_CODES),
    choice('Education', 'SINGLE_CHOICE', EDUCATION_CODES),
    input('Height', 'NUMBER'),
    input('Weight', 'NUMBER'),
    input('Household_income', 'NUMBER'),
    input('Cover_amount', 'NUMBER'),
  ],
  funeral: [
    input('Age', 'NUMBER'),
    choice('Covered_members', 'MULTIPLE_CHOICE', FUNERAL_MEMBER_CODES),
    choice('Funeral_cover', 'SINGLE_CHOICE', FUNERAL_COVER_CODES),
  ],
  gap: [
    input('Age', 'NUMBER'),
    input('Medical_aid_scheme', 'AUTOCOMPLETE'),
    choice('Medical_aid_plan', 'SINGLE_CHOICE', MEDICAL_AID_PLAN_CODES),
    choice('Covered_members', 'MULTIPLE_CHOICE', GAP_MEMBER_CODES),
  ],
  car: [
    vehicleQuestion,
    choice('Vehicle_use', 'SINGLE_CHOICE', VEHICLE_USE_CODES),
    suburbQuestion('Overnight_suburb'),
    choice('Overnight_parking', 'SINGLE_CHOICE', OVERNIGHT_PARKING_CODES),
    input('Driver_age', 'NUMBER'),
    input('Licence_years', 'NUMBER'),
    choice('Claims_last_3_years', 'SINGLE_CHOICE', CLAIM_COUNT_CODES),
  ],
  motorcycle: [
    input('Motorcycle_year', 'NUMBER'),
    input('Motorcycle_value', 'NUMBER'),
    choice('Vehicle_use', 'SINGLE_CHOICE', VEHICLE_USE_CODES),
    suburbQuestion('Overnight_suburb'),
    input('Driver_age', 'NUMBER'),
    input('Licence_years', 'NUMBER'),
    choice('Claims_last_3_years', 'SINGLE_CHOICE', CLAIM_COUNT_CODES),
  ],
  home: propertyQuestions('home'),
  contents: propertyQuestions('contents'),
  buildings: propertyQuestions('buildings'),
  vap: vapQuestions,
  vapsscratchanddent: vapQuestions,
  vapstyreandrim: vapQuestions,
  legal: legalQuestions,
  legalcosts: legalQuestions,
  bi: [
    choice('Business_type', 'SINGLE_CHOICE', BUSINESS_TYPE_CODES),
    suburbQuestion('Business_suburb'),
    input('Annual_turnover', 'NUMBER'),
    input('Contents_sum_insured', 'NUMBER'),
    inputs('Employees', 'NUMBER', EMPLOYEE_COUNT_CODES, ['full_time']),
  ],
  watercraft: [
    choice('Watercraft_type', 'SINGLE_CHOICE', WATERCRAFT_TYPE_CODES),
    input('Item_value', 'NUMBER'),
    suburbQuestion('Suburb'),
  ],
  trailer: [
    choice('Trailer_type', 'SINGLE_CHOICE', TRAILER_TYPE_CODES),
    input('Item_value', 'NUMBER'),
    suburbQuestion('Suburb'),
  ],
  allrisk: [
    choice('All_risk_items', 'MULTIPLE_CHOICE', ALL_RISK_ITEM_CODES),
    input('Item_value', 'NUMBER'),
    suburbQuestion('Suburb'),
  ],
}

// ---- Rating families (DESIGN "Journeys are data": one rating function per product family)

export const RATING_FAMILIES = [
  'life',
  'funeral',
  'gap',
  'motor',
  'property',
  'vap',
  'legal',
  'business',
  'specified-items',
] as const
export type RatingFamily = (typeof RATING_FAMILIES)[number]

/** The rating family of each product. */
export const RATING_FAMILY_OF_PRODUCT: Readonly<Record<ProductCode, RatingFamily>> = {
  life: 'life',
  funeral: 'funeral',
  gap: 'gap',
  car: 'motor',
  motorcycle: 'motor',
  home: 'property',
  contents: 'property',
  buildings: 'property',
  vap: 'vap',
  vapsscratchanddent: 'vap',
  vapstyreandrim: 'vap',
  legal: 'legal',
  legalcosts: 'legal',
  bi: 'business',
  watercraft: 'specified-items',
  trailer: 'specified-items',
  allrisk: 'specified-items',
}

// ---- Outcomes of a quick quote (forms spec; shell spec §2 error routes)

/** Why a life quick quote is not offered, and where the visitor goes (shell spec §2). */
export const LIFE_NOT_QUALIFIED_ROUTES = {
  'life-premium-not-qual': '/error/life-premium-not-qual',
  'life-exceeds-range': '/error/life-exceeds-range',
} as const
export type LifeNotQualifiedReason = keyof typeof LIFE_NOT_QUALIFIED_ROUTES

/** The captcha header of quick-quote create (DESIGN HTTP contract). */
export const CAPTCHA_HEADER = 'X-Captcha-Response'

// ---- Answers as the rating engine reads them

/**
 * A question's answers by code: `codes`, the selected answers' codes (choices); `values`, the values
 * given by answer code (inputs: `value`; the vehicle search: `year` and `vehicle`, the catalogue code;
 * the suburb lookup: `value`, the suburb id; autocomplete: `value`, the chosen value).
 */
export interface GivenAnswer {
  codes: readonly string[]
  values: Readonly<Record<string, string>>
}
/** The answers of a quick quote by question externalReferenceId. Questions left out are absent. */
export type AnswersByRef = Readonly<Record<string, GivenAnswer>>
