import type { ProductCode } from '@insure/domain/catalogue'
import {
  ALL_RISK_ITEM_CODES,
  BUSINESS_TYPE_CODES,
  CLAIM_COUNT_CODES,
  EDUCATION_CODES,
  EMPLOYEE_COUNT_CODES,
  FUNERAL_COVER_CODES,
  FUNERAL_MEMBER_CODES,
  GAP_MEMBER_CODES,
  GENDER_CODES,
  HOME_SECURITY_CODES,
  LEGAL_COVER_CODES,
  LIFE_COVER_AMOUNT_RANDS,
  MEDICAL_AID_PLAN_CODES,
  OVERNIGHT_PARKING_CODES,
  ROOF_TYPE_CODES,
  TRAILER_TYPE_CODES,
  VAP_OPTION_CODES,
  VEHICLE_ANSWER_CODES,
  VEHICLE_USE_CODES,
  WATERCRAFT_TYPE_CODES,
  YES_NO_CODES,
  coverRangeText,
  type AnswerValidationRule,
  type JourneyAnswer,
  type JourneyQuestion,
  type QuestionType,
} from '@insure/domain/quick-quote'

/**
 * The quick-quote questions of every product (forms spec §3 Question), as GET A/quickquote/questions
 * serves them. Their externalReferenceIds, order, answer types and answer codes follow
 * QUICK_QUOTE_QUESTIONS (@insure/domain/quick-quote) exactly; the texts, descriptions, outcomes and
 * limits are ours. Ids are stable: `${productCode}.${ref}` lower-cased with `_` as `-`, and an
 * answer's id is its question's id and its code (`life.date-of-birth.value`).
 *
 * Number questions carry two kinds of limit. The question type's minVal / maxVal are the hard bounds
 * of what can be typed (outside them the input is "out of range"); money amounts also carry an answer
 * rule, `range` or `min` (forms spec §5), the product's limits with the friendlier message "Amount must
 * be between R … and R …". The rule always lies inside the type's bounds, so it is the one people see.
 */

// ---- Drafts: a question without its ids and order, which journey() fills in

export type AnswerDraft = Omit<JourneyAnswer, 'id' | 'index'>
export type QuestionDraft = Omit<JourneyQuestion, 'id' | 'order' | 'answers'> & { answers: AnswerDraft[] }

/** A choice's label and, where helpful, its description, outcomes (shown when selected) and icon. */
export interface ChoiceLabel {
  text: string
  description?: string
  outcomes?: readonly string[]
  icon?: string
  title?: string
}

interface QuestionOptions {
  description?: string
  flow?: string
  title?: string
}

export const answer = (
  code: string,
  value: string | null,
  text: string,
  more: Partial<AnswerDraft> = {},
) => ({
  value,
  text,
  title: null,
  description: null,
  required: false,
  validation: null,
  outcomes: [],
  icon: null,
  child_flow: null,
  code,
  ...more,
})

/** An input question (NUMBER, DATE, ID_NUMBER, SUBURB, AUTOCOMPLETE): one answer, code `value`. */
export function inputQuestion(
  ref: string,
  type: QuestionType,
  text: string,
  answerText: string,
  options: QuestionOptions & { required?: boolean; validation?: AnswerValidationRule } = {},
): QuestionDraft {
  const required = options.required ?? true
  return {
    externalReferenceId: ref,
    text,
    description: options.description ?? null,
    multi: false,
    validationMethod: required ? 'ALL_REQUIRED' : 'NONE_REQUIRED',
    flow: options.flow ?? null,
    type,
    answers: [answer('value', null, answerText, { required, validation: options.validation ?? null })],
  }
}

/** A NUMBER question with its hard bounds (inclusive). */
export function numberQuestion(
  ref: string,
  text: string,
  answerText: string,
  bounds: { minVal: number; maxVal: number },
  options: QuestionOptions & { validation?: AnswerValidationRule } = {},
): QuestionDraft {
  return inputQuestion(ref, { name: 'NUMBER', ...bounds }, text, answerText, options)
}

/** A money amount in rands: typed from 0 up to `ceiling`, the product's limits as the answer rule. */
function amountQuestion(
  ref: string,
  text: string,
  answerText: string,
  rule: AnswerValidationRule & { type: 'range' | 'min' },
  ceiling: number,
  options: QuestionOptions = {},
): QuestionDraft {
  return numberQuestion(
    ref,
    text,
    answerText,
    { minVal: 0, maxVal: ceiling },
    { ...options, validation: rule },
  )
}

const suburbQuestion = (ref: string, text: string, description: string): QuestionDraft =>
  inputQuestion(ref, { name: 'SUBURB' }, text, 'Suburb', { description })

/** A SINGLE_CHOICE or MULTIPLE_CHOICE question: one answer per code, in the contract's order. */
export function choiceQuestion<Code extends string>(
  ref: string,
  multi: boolean,
  codes: readonly Code[],
  labels: Readonly<Record<Code, ChoiceLabel>>,
  text: string,
  options: QuestionOptions & { required?: boolean } = {},
): QuestionDraft {
  return {
    externalReferenceId: ref,
    text,
    description: options.description ?? null,
    multi,
    // Not required: a question a page may leave blank (a car's second driver, when there is none).
    validationMethod: options.required === false ? 'NONE_REQUIRED' : 'ONE_REQUIRED',
    flow: options.flow ?? null,
    type: { name: multi ? 'MULTIPLE_CHOICE' : 'SINGLE_CHOICE' },
    answers: codes.map((code) => {
      const label = labels[code]
      return answer(code, code, label.text, {
        title: label.title ?? null,
        description: label.description ?? null,
        outcomes: [...(label.outcomes ?? [])],
        icon: label.icon ?? null,
      })
    }),
  }
}

/** The vehicle search: the model year and the vehicle (make and model), both needed. */
const vehicleQuestion = (text: string, description: string): QuestionDraft => ({
  externalReferenceId: 'Vehicle',
  text,
  description,
  multi: false,
  validationMethod: 'ALL_REQUIRED',
  flow: null,
  type: { name: 'VEHICLE' },
  answers: VEHICLE_ANSWER_CODES.map((code) =>
    answer(code, null, code === 'year' ? 'Year of the vehicle' : 'Make and model', { required: true }),
  ),
})

/** "R10 000": rands with a space as the thousands separator (forms spec §9). */
export function randText(rands: string | number): string {
  return `R${String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`
}

/** Question ids: `${productCode}.${ref}`, lower-cased, `_` as `-`. */
export function journeyQuestionId(productCode: ProductCode, ref: string): string {
  return `${productCode}.${ref}`.toLowerCase().replace(/_/g, '-')
}

/** Numbers the drafts 10, 20, 30… and gives the question and its answers their stable ids. */
export function journey(
  productCode: ProductCode,
  drafts: readonly QuestionDraft[],
): readonly JourneyQuestion[] {
  return drafts.map((draft, position) => {
    const id = journeyQuestionId(productCode, draft.externalReferenceId)
    return {
      ...draft,
      id,
      order: (position + 1) * 10,
      answers: draft.answers.map((given, index) => ({
        ...given,
        id: `${id}.${given.code}`.toLowerCase(),
        index,
      })),
    }
  })
}

// ---- Shared answer labels

const DIGITS_ONLY: AnswerValidationRule = { type: 'regex', pattern: '"^[0-9]+$"' }

export const YES_NO: Record<(typeof YES_NO_CODES)[number], ChoiceLabel> = {
  Y: { text: 'Yes' },
  N: { text: 'No' },
}

const CLAIM_COUNTS: Record<(typeof CLAIM_COUNT_CODES)[number], ChoiceLabel> = {
  '0': { text: 'No claims' },
  '1': { text: '1 claim' },
  '2': { text: '2 claims' },
  '3': { text: '3 or more claims' },
}

const VEHICLE_USES: Record<(typeof VEHICLE_USE_CODES)[number], ChoiceLabel> = {
  PRIVATE: {
    text: 'Private use',
    description: 'Getting around, including driving to and from work.',
  },
  BUSINESS: {
    text: 'Business use',
    description: 'Visiting clients, making deliveries or driving as part of your job.',
  },
}

// ---- Life

const life = journey('life', [
  inputQuestion('Id_number', { name: 'ID_NUMBER' }, 'What is your South African ID number?', 'ID number', {
    description: 'Optional. We fill in your date of birth from a valid ID number.',
    flow: 'about-you',
    required: false,
  }),
  inputQuestion('Date_of_birth', { name: 'DATE' }, 'What is your date of birth?', 'Date of birth', {
    description: 'Your age is one of the things that decides your premium.',
    flow: 'about-you',
  }),
  choiceQuestion(
    'Gender',
    false,
    GENDER_CODES,
    { M: { text: 'Male' }, F: { text: 'Female' } },
    'Are you male or female?',
    { flow: 'about-you' },
  ),
  choiceQuestion('Smoker', false, YES_NO_CODES, YES_NO, 'Do you smoke?', {
    description:
      'Answer yes if you have smoked cigarettes, cigars, a pipe, hubbly or e-cigarettes in the last 12 months.',
  }),
  choiceQuestion(
    'Education',
    false,
    EDUCATION_CODES,
    {
      NO_MATRIC: { text: 'No matric' },
      MATRIC: { text: 'Matric (Grade 12)' },
      DIPLOMA: { text: 'Diploma or certificate' },
      DEGREE: { text: "Bachelor's degree" },
      POSTGRADUATE: { text: 'Postgraduate degree' },
    },
    'What is your highest qualification?',
  ),
  numberQuestion(
    'Height',
    'How tall are you?',
    'Height',
    { minVal: 1.0, maxVal: 2.5 },
    {
      description: 'In metres, for example 1.75.',
    },
  ),
  numberQuestion(
    'Weight',
    'How much do you weigh?',
    'Weight',
    { minVal: 30, maxVal: 300 },
    {
      description: 'In kilograms, for example 80.',
    },
  ),
  amountQuestion(
    'Household_income',
    'What is your household income?',
    'Household income',
    { type: 'min', min: 1_000 },
    10_000_000,
    {
      description: 'What everyone in your home earns together each month before tax, in rands.',
      flow: 'cover',
    },
  ),
  amountQuestion(
    'Cover_amount',
    'How much cover would you like?',
    'Cover amount',
    { type: 'range', ...LIFE_COVER_AMOUNT_RANDS },
    LIFE_COVER_AMOUNT_RANDS.max,
    {
      description: `The lump sum paid to the people you choose. You can take from ${coverRangeText('life')}.`,
      flow: 'cover',
    },
  ),
])

// ---- Funeral

const funeral = journey('funeral', [
  numberQuestion(
    'Age',
    'How old are you?',
    'Age',
    { minVal: 18, maxVal: 84 },
    {
      description: 'The main member must be between 18 and 84.',
    },
  ),
  choiceQuestion(
    'Covered_members',
    true,
    FUNERAL_MEMBER_CODES,
    {
      MAIN: { text: 'Just me', description: 'You are always covered as the main member.' },
      SPOUSE: { text: 'My spouse or partner' },
      CHILDREN: { text: 'My children', description: 'Children under 21, or under 25 if still studying.' },
      PARENTS: { text: 'My parents or parents-in-law' },
      EXTENDED: {
        text: 'Extended family',
        description: 'Brothers, sisters, aunts, uncles, cousins and more.',
      },
    },
    'Who would you like to cover?',
    { description: 'Choose everyone you want on the policy.' },
  ),
  choiceQuestion(
    'Funeral_cover',
    false,
    FUNERAL_COVER_CODES,
    Object.fromEntries(FUNERAL_COVER_CODES.map((code) => [code, { text: randText(code) }])) as Record<
      (typeof FUNERAL_COVER_CODES)[number],
      ChoiceLabel
    >,
    'How much funeral cover do you need?',
    { description: 'Paid out within 48 hours of a valid claim.' },
  ),
])

// ---- GAP

const gap = journey('gap', [
  numberQuestion(
    'Age',
    'How old are you?',
    'Age',
    { minVal: 18, maxVal: 74 },
    {
      description: 'The main member must be between 18 and 74.',
    },
  ),
  inputQuestion(
    'Medical_aid_scheme',
    {
      name: 'AUTOCOMPLETE',
      endpoint: '/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes',
      searchParam: 'query',
      path: 'data',
      displayField: 'name',
      valueField: 'name',
      minChars: 2,
    },
    'Which medical aid are you on?',
    'Medical aid scheme',
    { description: 'Start typing the name of your medical scheme.' },
  ),
  choiceQuestion(
    'Medical_aid_plan',
    false,
    MEDICAL_AID_PLAN_CODES,
    {
      HOSPITAL: {
        text: 'Hospital plan',
        description: 'Covers hospital stays only.',
        outcomes: [
          'Pays the shortfall when specialists in hospital charge more than your medical aid pays.',
          'Covers co-payments your hospital plan asks for on procedures and scans.',
        ],
      },
      SAVINGS: {
        text: 'Hospital plan with savings',
        description: 'Hospital cover plus a medical savings account for day-to-day costs.',
        outcomes: [
          'Pays the shortfall on in-hospital specialist and anaesthetist accounts.',
          'Covers co-payments and sub-limits on procedures in hospital.',
        ],
      },
      COMPREHENSIVE: {
        text: 'Comprehensive plan',
        description: 'Hospital and day-to-day cover from your medical aid.',
        outcomes: [
          'Tops up in-hospital specialist accounts charged above your medical aid rate.',
          'Covers co-payments, and cancer and casualty shortfalls.',
        ],
      },
    },
    'What type of medical aid plan are you on?',
  ),
  choiceQuestion(
    'Covered_members',
    true,
    GAP_MEMBER_CODES,
    {
      MAIN: { text: 'Just me' },
      SPOUSE: { text: 'My spouse or partner' },
      CHILDREN: {
        text: 'My children',
        description: 'Children registered as dependants on your medical aid.',
      },
    },
    'Who would you like to cover?',
    { description: 'Only people on your medical aid can be covered.' },
  ),
])

// ---- Car and motorcycle

const DRIVER_FLOW = 'driver'

const driverQuestions = (vehicle: 'car' | 'motorcycle'): QuestionDraft[] => [
  numberQuestion(
    'Driver_age',
    `How old is the main ${vehicle === 'car' ? 'driver' : 'rider'}?`,
    'Age',
    {
      minVal: 18,
      maxVal: 99,
    },
    {
      description: `The person who ${vehicle === 'car' ? 'drives the car' : 'rides the motorcycle'} most often.`,
      flow: DRIVER_FLOW,
      validation: DIGITS_ONLY,
    },
  ),
  numberQuestion(
    'Licence_years',
    'How many years have they had their licence?',
    'Years licensed',
    { minVal: 0, maxVal: 80 },
    {
      description: `Count from the date the ${vehicle === 'car' ? "driver's" : 'motorcycle'} licence was issued. Less than a year counts as 0.`,
      flow: DRIVER_FLOW,
    },
  ),
  choiceQuestion(
    'Claims_last_3_years',
    false,
    CLAIM_COUNT_CODES,
    CLAIM_COUNTS,
    'How many claims have you made in the last 3 years?',
    { description: 'Count every vehicle insurance claim, with any insurer.', flow: DRIVER_FLOW },
  ),
]

const car = journey('car', [
  vehicleQuestion(
    'Which car would you like to insure?',
    'Choose the year, then search for the make and model.',
  ),
  choiceQuestion('Vehicle_use', false, VEHICLE_USE_CODES, VEHICLE_USES, 'What do you use the car for?'),
  suburbQuestion(
    'Overnight_suburb',
    'Where is the car parked at night?',
    'Type the first few letters of the suburb.',
  ),
  choiceQuestion(
    'Overnight_parking',
    false,
    OVERNIGHT_PARKING_CODES,
    {
      GARAGE: { text: 'Locked garage', icon: 'garage' },
      CARPORT: { text: 'Carport', description: 'Covered, behind a locked gate.', icon: 'carport' },
      DRIVEWAY: {
        text: 'Driveway or yard',
        description: 'Behind a locked gate, not covered.',
        icon: 'driveway',
      },
      STREET: { text: 'In the street', icon: 'street' },
    },
    'How is the car parked at night?',
  ),
  ...driverQuestions('car'),
])

const motorcycle = journey('motorcycle', [
  numberQuestion('Motorcycle_year', 'What year was the motorcycle made?', 'Year', {
    minVal: 1990,
    maxVal: 2027,
  }),
  amountQuestion(
    'Motorcycle_value',
    'What is the motorcycle worth?',
    'Value',
    { type: 'range', min: 10_000, max: 500_000 },
    1_000_000,
    { description: 'What it would cost to buy the same motorcycle today, in rands.' },
  ),
  choiceQuestion(
    'Vehicle_use',
    false,
    VEHICLE_USE_CODES,
    VEHICLE_USES,
    'What do you use the motorcycle for?',
  ),
  suburbQuestion(
    'Overnight_suburb',
    'Where is the motorcycle parked at night?',
    'Type the first few letters of the suburb.',
  ),
  ...driverQuestions('motorcycle'),
])

// ---- Home, contents and buildings

const SECURITY: Record<(typeof HOME_SECURITY_CODES)[number], ChoiceLabel> = {
  ALARM: { text: 'Alarm system', description: 'Linked to a control room or a siren.' },
  ARMED_RESPONSE: { text: 'Armed response' },
  BURGLAR_BARS: { text: 'Burglar bars on all opening windows' },
  SECURITY_GATES: { text: 'Security gates on all outside doors' },
  SECURITY_COMPLEX: { text: 'A security complex or estate', description: 'With access control at the gate.' },
  NONE: { text: 'None of the above' },
}

const ROOF_TYPES: Record<(typeof ROOF_TYPE_CODES)[number], ChoiceLabel> = {
  STANDARD: { text: 'Tiles, slate, concrete or metal sheeting' },
  THATCH: { text: 'Thatch', description: 'Any thatch on the main house or an outbuilding.' },
}

function propertyJourney(productCode: 'home' | 'contents' | 'buildings'): readonly JourneyQuestion[] {
  const contents = amountQuestion(
    'Contents_sum_insured',
    'What are the contents of your home worth?',
    'Contents value',
    { type: 'range', min: 20_000, max: 2_000_000 },
    5_000_000,
    {
      description:
        'What it would cost to replace everything you would take with you if you moved: furniture, clothes, appliances.',
    },
  )
  const building = amountQuestion(
    'Building_sum_insured',
    'What would it cost to rebuild your home?',
    'Rebuilding cost',
    { type: 'range', min: 200_000, max: 10_000_000 },
    20_000_000,
    {
      description: 'The cost of rebuilding the house and outbuildings, not the market value of the property.',
    },
  )
  const roof = choiceQuestion('Roof_type', false, ROOF_TYPE_CODES, ROOF_TYPES, 'What is the roof made of?')
  return journey(productCode, [
    suburbQuestion('Suburb', 'Where is your home?', 'Type the first few letters of the suburb.'),
    ...(productCode !== 'buildings' ? [contents] : []),
    ...(productCode !== 'contents' ? [building, roof] : []),
    choiceQuestion('Security', true, HOME_SECURITY_CODES, SECURITY, 'What security does your home have?', {
      description: 'Choose all that apply.',
    }),
  ])
}

// ---- Value-added products

const VAP_OPTIONS: Record<
  'vap' | 'vapsscratchanddent' | 'vapstyreandrim',
  Record<(typeof VAP_OPTION_CODES)[number], ChoiceLabel>
> = {
  vap: {
    BASIC: {
      text: 'Basic',
      outcomes: ['Dent and scratch repairs up to R5 000 a year.'],
    },
    STANDARD: {
      text: 'Standard',
      outcomes: [
        'Dent and scratch repairs up to R10 000 a year.',
        'Tyre and rim cover up to R10 000 a year.',
      ],
    },
    PREMIUM: {
      text: 'Premium',
      outcomes: [
        'Dent and scratch repairs up to R15 000 a year.',
        'Tyre and rim cover up to R20 000 a year.',
        'Your excess paid back after a car insurance claim, up to R10 000.',
      ],
    },
  },
  vapsscratchanddent: {
    BASIC: { text: 'Basic', outcomes: ['Up to 3 repairs a year, R5 000 in total.'] },
    STANDARD: {
      text: 'Standard',
      outcomes: ['Up to 5 repairs a year, R10 000 in total.', 'Windscreen chip repairs.'],
    },
    PREMIUM: {
      text: 'Premium',
      outcomes: [
        'Unlimited repairs up to R15 000 a year.',
        'Windscreen chip repairs.',
        'Hail dents repaired without a claim on your car insurance.',
      ],
    },
  },
  vapstyreandrim: {
    BASIC: { text: 'Basic', outcomes: ['Tyres replaced up to R5 000 a year.'] },
    STANDARD: {
      text: 'Standard',
      outcomes: ['Tyres and rims replaced up to R10 000 a year.', 'Up to R2 500 for any one tyre.'],
    },
    PREMIUM: {
      text: 'Premium',
      outcomes: [
        'Tyres and rims replaced up to R20 000 a year.',
        'Up to R5 000 for any one tyre or rim.',
        'Roadside tyre change, day and night.',
      ],
    },
  },
}

const vapJourney = (
  productCode: 'vap' | 'vapsscratchanddent' | 'vapstyreandrim',
): readonly JourneyQuestion[] =>
  journey(productCode, [
    vehicleQuestion(
      'Which car would you like to cover?',
      'Choose the year, then search for the make and model.',
    ),
    choiceQuestion(
      'Vap_option',
      false,
      VAP_OPTION_CODES,
      VAP_OPTIONS[productCode],
      'Which option suits you?',
      {
        description: 'Choose an option to see what it covers.',
      },
    ),
  ])

// ---- Legal

const LEGAL_COVERS: Record<(typeof LEGAL_COVER_CODES)[number], ChoiceLabel> = {
  '50000': {
    text: randText(50_000),
    outcomes: ['Legal costs up to R50 000 a case.', 'A 24-hour legal advice line.'],
  },
  '100000': {
    text: randText(100_000),
    outcomes: [
      'Legal costs up to R100 000 a case.',
      'A 24-hour legal advice line.',
      'Contracts and letters drafted by a lawyer.',
    ],
  },
  '250000': {
    text: randText(250_000),
    outcomes: [
      'Legal costs up to R250 000 a case.',
      'A 24-hour legal advice line.',
      'Bail of up to R10 000 and cover for your spouse and children.',
    ],
  },
}

const legalJourney = (productCode: 'legal' | 'legalcosts'): readonly JourneyQuestion[] =>
  journey(productCode, [
    numberQuestion(
      'Age',
      'How old are you?',
      'Age',
      { minVal: 18, maxVal: 79 },
      {
        description: 'You must be between 18 and 79.',
      },
    ),
    choiceQuestion(
      'Legal_cover',
      false,
      LEGAL_COVER_CODES,
      LEGAL_COVERS,
      'How much legal cover do you need?',
      {
        description: 'The most we pay for any one case.',
      },
    ),
  ])

// ---- Business

const bi = journey('bi', [
  choiceQuestion(
    'Business_type',
    false,
    BUSINESS_TYPE_CODES,
    {
      OFFICE: { text: 'Office', description: 'Professional services, consulting, an agency.' },
      RETAIL: { text: 'Shop or retail store' },
      RESTAURANT: { text: 'Restaurant, café or takeaway' },
      WORKSHOP: { text: 'Workshop or light manufacturing' },
      SALON: { text: 'Hair or beauty salon' },
      GUESTHOUSE: { text: 'Guesthouse or B&B' },
    },
    'What kind of business do you run?',
  ),
  suburbQuestion('Business_suburb', 'Where is your business?', 'Type the first few letters of the suburb.'),
  amountQuestion(
    'Annual_turnover',
    'What is your yearly turnover?',
    'Annual turnover',
    { type: 'min', min: 1 },
    10_000_000_000,
    { description: 'Your total sales for the last financial year, in rands.' },
  ),
  amountQuestion(
    'Contents_sum_insured',
    'What are the contents of your business worth?',
    'Contents value',
    { type: 'range', min: 20_000, max: 5_000_000 },
    10_000_000,
    { description: 'Furniture, equipment and stock: what it would cost to replace them.' },
  ),
  // Validation method PER_ANSWER (forms spec §4): the full-time count is needed, part-time may stay empty.
  {
    externalReferenceId: 'Employees',
    text: 'How many people work for you?',
    description: 'Not counting yourself. Leave part-time empty if you have no part-time staff.',
    multi: false,
    validationMethod: 'PER_ANSWER',
    flow: null,
    type: { name: 'NUMBER', minVal: 0, maxVal: 1_000 },
    answers: EMPLOYEE_COUNT_CODES.map((code) =>
      answer(code, null, code === 'full_time' ? 'Full-time staff' : 'Part-time staff', {
        required: code === 'full_time',
        validation: DIGITS_ONLY,
      }),
    ),
  },
])

// ---- Watercraft, trailers and all risk

const ITEM_SUBURB_DESCRIPTION = 'Where it is kept when not in use. Type the first few letters of the suburb.'

const watercraft = journey('watercraft', [
  choiceQuestion(
    'Watercraft_type',
    false,
    WATERCRAFT_TYPE_CODES,
    {
      CANOE: { text: 'Canoe or kayak' },
      JET_SKI: { text: 'Jet ski' },
      SPEEDBOAT: { text: 'Speedboat or ski boat' },
      YACHT: { text: 'Yacht or sailboat' },
    },
    'What kind of watercraft is it?',
  ),
  amountQuestion(
    'Item_value',
    'What is it worth?',
    'Value',
    { type: 'range', min: 5_000, max: 5_000_000 },
    10_000_000,
    { description: 'Include the motor and fixed equipment, in rands.' },
  ),
  suburbQuestion('Suburb', 'Where is it kept?', ITEM_SUBURB_DESCRIPTION),
])

const trailer = journey('trailer', [
  choiceQuestion(
    'Trailer_type',
    false,
    TRAILER_TYPE_CODES,
    {
      LUGGAGE: { text: 'Luggage or utility trailer' },
      BOAT: { text: 'Boat trailer' },
      CARAVAN: { text: 'Caravan' },
      HORSEBOX: { text: 'Horsebox' },
    },
    'What kind of trailer is it?',
  ),
  amountQuestion(
    'Item_value',
    'What is it worth?',
    'Value',
    { type: 'range', min: 5_000, max: 1_000_000 },
    2_000_000,
    { description: 'What it would cost to replace it today, in rands.' },
  ),
  suburbQuestion('Suburb', 'Where is it kept?', ITEM_SUBURB_DESCRIPTION),
])

const allrisk = journey('allrisk', [
  choiceQuestion(
    'All_risk_items',
    true,
    ALL_RISK_ITEM_CODES,
    {
      CELLPHONE: { text: 'Cellphone' },
      LAPTOP: { text: 'Laptop or tablet' },
      CAMERA: { text: 'Camera' },
      JEWELLERY: { text: 'Jewellery or watch' },
      BICYCLE: { text: 'Bicycle' },
    },
    'What would you like to cover?',
    { description: 'Things you take with you when you leave home. Choose all that apply.' },
  ),
  amountQuestion(
    'Item_value',
    'What are they worth together?',
    'Total value',
    { type: 'range', min: 1_000, max: 500_000 },
    1_000_000,
    { description: 'What it would cost to replace them all today, in rands.' },
  ),
  suburbQuestion('Suburb', 'Where do you live?', 'Type the first few letters of the suburb.'),
])

/** The quick-quote questions of every product, in the order asked (QUICK_QUOTE_QUESTIONS). */
export const QUICK_QUOTE_JOURNEYS: Readonly<Record<ProductCode, readonly JourneyQuestion[]>> = {
  life,
  gap,
  vap: vapJourney('vap'),
  vapsscratchanddent: vapJourney('vapsscratchanddent'),
  vapstyreandrim: vapJourney('vapstyreandrim'),
  car,
  home: propertyJourney('home'),
  contents: propertyJourney('contents'),
  buildings: propertyJourney('buildings'),
  bi,
  funeral,
  watercraft,
  trailer,
  allrisk,
  legalcosts: legalJourney('legalcosts'),
  motorcycle,
  legal: legalJourney('legal'),
}
