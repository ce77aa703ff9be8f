import type { ProductCode } from '@insure/domain/catalogue'
import {
  CAR_REF,
  LICENCE_CODES,
  MARITAL_STATUS_CODES,
  MAX_REGULAR_DRIVERS,
  VEHICLE_COLOURS,
  regularDriverRef,
  type RegularDriverRef,
} from '@insure/domain/car'
import { MARITAL_STATUSES } from '@insure/domain/contact'
import { EXTENDED_FAMILY_RELATION_CODES } from '@insure/domain/full-quote'
import type { FullQuotePage, PageCondition, PageKind, PageSettings } from '@insure/domain/full-quote'
import { YES_NO_CODES, type JourneyQuestion } from '@insure/domain/quick-quote'
import { PURCHASE_DISCLAIMER_TYPE } from '../companies.ts'
import {
  choiceQuestion,
  inputQuestion,
  journey,
  numberQuestion,
  QUICK_QUOTE_JOURNEYS,
  type QuestionDraft,
} from './questions.ts'

/**
 * The full-quote journeys (docs/decisions/004, DESIGN "Journeys are data"): for each product sold
 * online, its pages in order, from the quick quote to congratulations. A questions page lists its
 * questions (FULL_QUOTE_QUESTIONS of @insure/domain/full-quote is their contract with the rating
 * engine); a special page names its kind and settings.
 */
export const FULL_QUOTE_JOURNEY_VERSION = '2026-11-v1'

interface PageDraft {
  code: string
  description: string
  kind: PageKind
  questions?: readonly QuestionDraft[]
  showWhen?: PageCondition
  settings?: PageSettings
}

const disclaimer: PageDraft = {
  code: 'disclaimer',
  description: 'Before you buy',
  kind: 'DISCLAIMER',
  settings: { disclaimerTypes: [PURCHASE_DISCLAIMER_TYPE] },
}
const personalInformation = (contactRule: PageSettings['contactRule']): PageDraft => ({
  code: 'personal-information',
  description: 'About you',
  kind: 'PERSONAL_INFORMATION',
  settings: { contactRule },
})
const address: PageDraft = { code: 'address', description: 'Your address', kind: 'ADDRESS', settings: {} }
const premium = (settings: PageSettings = {}): PageDraft => ({
  code: 'premium',
  description: 'Your premium',
  kind: 'PREMIUM',
  settings,
})
/** Short-term products: the TIA bank list, every business day to the first of the month after next. */
const bankingDetails: PageDraft = {
  code: 'banking-details',
  description: 'Debit order',
  kind: 'BANKING_DETAILS',
  settings: { bankList: 'shortTerm', commencementRule: 'SHORT_TERM', savesThrough: 'purchase' },
}
/**
 * Life: its own bank list (personal accounts), the firsts of the coming months by the debit order
 * day, the life cover's terms and the HIV test accepted with the debit order, bought through
 * life/purchase (forms spec §7).
 */
const lifeBankingDetails: PageDraft = {
  ...bankingDetails,
  settings: {
    bankList: 'life',
    commencementRule: 'LIFE',
    acceptances: ['lifeAccept', 'hivAccept'],
    savesThrough: 'lifePurchase',
  },
}
/** GAP: the banks on both the short-term and the life lists, the next firsts of a month (decision 003). */
const gapBankingDetails: PageDraft = {
  ...bankingDetails,
  settings: { bankList: 'gap', commencementRule: 'GAP', savesThrough: 'purchase' },
}
/** Life keeps its addresses and beneficiaries through one call of its own (forms spec §7). */
const lifeDetails: PageSettings = { savesThrough: 'lifeAddressesAndBeneficiaries' }
const congratulations: PageDraft = {
  code: 'congratulations',
  description: 'Congratulations',
  kind: 'CONGRATULATIONS',
  settings: {},
}

const YES_NO_LABELS = { Y: { text: 'Yes' }, N: { text: 'No' } }

// ---- Funeral: who else is covered, then the people who get the benefit

const funeralPages: PageDraft[] = [
  disclaimer,
  {
    code: 'spouse',
    description: 'Your spouse',
    kind: 'QUESTIONS',
    showWhen: { ref: 'Covered_members', anyOf: ['SPOUSE'] },
    questions: [
      inputQuestion('Spouse_name', { name: 'TEXT' }, 'What is your spouse’s full name?', 'Full name', {
        validation: { type: 'regex', pattern: "^[A-Za-zÀ-ÿ' -]{2,255}$" },
      }),
      inputQuestion(
        'Spouse_date_of_birth',
        { name: 'DATE' },
        'What is your spouse’s date of birth?',
        'Date of birth',
      ),
    ],
  },
  {
    code: 'children',
    description: 'Your children',
    kind: 'QUESTIONS',
    showWhen: { ref: 'Covered_members', anyOf: ['CHILDREN'] },
    questions: [
      numberQuestion('Children_count', 'How many children should the policy cover?', 'Number of children', {
        minVal: 1,
        maxVal: 6,
      }),
    ],
  },
  {
    code: 'parents',
    description: 'Your parents',
    kind: 'QUESTIONS',
    showWhen: { ref: 'Covered_members', anyOf: ['PARENTS'] },
    questions: [
      numberQuestion(
        'Parents_count',
        'How many parents and parents-in-law should the policy cover?',
        'Number of parents',
        { minVal: 1, maxVal: 4 },
      ),
    ],
  },
  {
    code: 'extended-family',
    description: 'Extended family',
    kind: 'QUESTIONS',
    showWhen: { ref: 'Covered_members', anyOf: ['EXTENDED'] },
    questions: [
      numberQuestion(
        'Extended_family_count',
        'How many extended family members should the policy cover?',
        'Number of family members',
        { minVal: 1, maxVal: 8 },
        { description: 'Each extended family member adds to the premium.' },
      ),
      choiceQuestion(
        'Extended_family_relations',
        true,
        EXTENDED_FAMILY_RELATION_CODES,
        {
          GRANDPARENT: { text: 'Grandparents' },
          SIBLING: { text: 'Brothers and sisters' },
          AUNT_UNCLE: { text: 'Aunts and uncles' },
          NIECE_NEPHEW: { text: 'Nieces and nephews' },
          COUSIN: { text: 'Cousins' },
          GRANDCHILD: { text: 'Grandchildren' },
        },
        'How are they related to you?',
      ),
    ],
  },
  personalInformation('MINI'),
  {
    code: 'beneficiaries',
    description: 'Beneficiaries',
    kind: 'BENEFICIARIES',
    settings: { beneficiaryRule: 'OTHER', maxBeneficiaries: 5 },
  },
  premium(),
  bankingDetails,
  congratulations,
]

// ---- Life: the health questions decide whether it is offered

const lifePages: PageDraft[] = [
  disclaimer,
  {
    code: 'health-and-lifestyle',
    description: 'Health and lifestyle',
    kind: 'QUESTIONS',
    questions: [
      choiceQuestion(
        'Serious_illness',
        false,
        YES_NO_CODES,
        { Y: { text: 'Yes', outcomes: ['life-premium-not-qual'] }, N: { text: 'No' } },
        'Have you been diagnosed with or treated for cancer, a heart condition, a stroke or kidney failure in the last five years?',
      ),
      choiceQuestion(
        'Life_cover_declined',
        false,
        YES_NO_CODES,
        { Y: { text: 'Yes', outcomes: ['life-premium-not-qual'] }, N: { text: 'No' } },
        'Has an insurer ever declined, postponed or loaded your life cover?',
      ),
      choiceQuestion(
        'Hazardous_activities',
        false,
        YES_NO_CODES,
        YES_NO_LABELS,
        'Do you take part in motor racing, diving below 40 m or flying other than as a passenger?',
      ),
    ],
  },
  personalInformation('FULL'),
  { ...address, settings: lifeDetails },
  {
    code: 'beneficiaries',
    description: 'Beneficiaries',
    kind: 'BENEFICIARIES',
    showWhen: { flag: 'life_v2', on: false },
    settings: { beneficiaryRule: 'OTHER', maxBeneficiaries: 5, ...lifeDetails },
  },
  {
    code: 'beneficiaries-v2',
    description: 'Beneficiaries',
    kind: 'BENEFICIARIES',
    showWhen: { flag: 'life_v2', on: true },
    settings: { beneficiaryRule: 'LIFE_V2', maxBeneficiaries: 5, ...lifeDetails },
  },
  premium({ selections: ['LIFE', 'ADB'] }),
  lifeBankingDetails,
  congratulations,
]

/** Products insured at an address: who the policyholder is and where the risk is. */
const atAnAddress: PageDraft[] = [
  disclaimer,
  personalInformation('MINI'),
  address,
  premium(),
  bankingDetails,
  congratulations,
]
/** Business cover: the policyholder, and the premises where the business is insured. */
const businessPages: PageDraft[] = atAnAddress.map((page) =>
  page === address
    ? { ...address, description: 'Your business address', settings: { addressOf: 'BUSINESS' } }
    : page,
)
/** Legal costs: who the policyholder is. */
const legalCostsPages: PageDraft[] = [
  disclaimer,
  personalInformation('MINI'),
  premium(),
  bankingDetails,
  congratulations,
]
/**
 * Legal cover: who the policyholder is, by the alternative mini contact (forms spec §5): its larger
 * cover also covers a spouse, so it asks the marital status (and all the given names).
 */
const legalPages: PageDraft[] = legalCostsPages.map((page) =>
  page.kind === 'PERSONAL_INFORMATION' ? personalInformation('ALTERNATIVE_MINI') : page,
)

// ---- GAP: the medical aid it tops up re-rates (GAP_PAGES' order), then who gets the benefit

const gapPages: PageDraft[] = [
  disclaimer,
  personalInformation('MINI'),
  {
    code: 'medical-aid',
    description: 'Your medical aid',
    kind: 'MEDICAL_AID',
    // Checked against the schemes GAP tops up on the server before it is stored (forms spec §7).
    settings: { savesThrough: 'validate' },
  },
  {
    code: 'beneficiaries',
    description: 'Beneficiaries',
    kind: 'BENEFICIARIES',
    settings: { beneficiaryRule: 'OTHER', maxBeneficiaries: 5 },
  },
  premium(),
  gapBankingDetails,
  congratulations,
]

// ---- Car: the full sale (issue 23). The vehicle and its regular driver, checked by the car's own
// rule (full-sale/validate answers what cannot be insured online), then a premium per excess.

/** The car's pages save through the full sale's validate, which refuses what is not sold online. */
const carPage: PageSettings = { savesThrough: 'carFullSaleValidate' }

/**
 * A regular driver's questions: the main driver's (index 0) are required and keyed as the rating
 * reads them; another driver's keys end in `_n` and none is required on its own (the group's rule
 * asks a driver added to answer them all).
 */
function regularDriverQuestions(index: number): QuestionDraft[] {
  const ref = (base: RegularDriverRef) => regularDriverRef(base, index)
  const required = index === 0
  return [
    choiceQuestion(
      ref(CAR_REF.licenceCode),
      false,
      LICENCE_CODES.map(({ code }) => code),
      Object.fromEntries(LICENCE_CODES.map(({ code, label }) => [code, { text: label }])) as Record<
        (typeof LICENCE_CODES)[number]['code'],
        { text: string }
      >,
      'Which driving licence does the regular driver hold?',
      { required },
    ),
    choiceQuestion(
      ref(CAR_REF.maritalStatus),
      false,
      MARITAL_STATUS_CODES,
      Object.fromEntries(MARITAL_STATUSES.map((status, at) => [MARITAL_STATUS_CODES[at]!, { text: status }])),
      'What is the regular driver’s marital status?',
      { required },
    ),
    choiceQuestion(
      ref(CAR_REF.insuranceRefused),
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Has an insurer ever refused or cancelled the regular driver’s insurance, or rejected a claim?',
      { required },
    ),
    inputQuestion(
      ref(CAR_REF.previousInsuranceYears),
      { name: 'NUMBER', minVal: 0, maxVal: 60 },
      'For how many years has the regular driver had car insurance without a break?',
      'Years insured',
      { required },
    ),
    choiceQuestion(
      ref(CAR_REF.currentlyInsured),
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Is the car insured today?',
      { required },
    ),
  ]
}
const carPages: PageDraft[] = [
  disclaimer,
  {
    code: 'vehicle',
    description: 'Your car',
    kind: 'QUESTIONS',
    settings: carPage,
    questions: [
      inputQuestion(
        CAR_REF.registration,
        { name: 'TEXT' },
        'What is the car’s registration number?',
        'Registration number',
        { description: 'As it is on the number plate, for example CA 123-456.' },
      ),
      inputQuestion(
        CAR_REF.trackingDevice,
        {
          name: 'AUTOCOMPLETE',
          endpoint: '/wyzeapi/wtf/sti/car/trackingDevs',
          searchParam: 'query',
          path: 'data',
          displayField: 'label',
          valueField: 'code',
          minChars: 2,
        },
        'Which tracking device is fitted?',
        'Tracking device',
        { description: 'Choose “No tracking device” if none is fitted. A tracked car costs less.' },
      ),
      choiceQuestion(CAR_REF.financed, false, YES_NO_CODES, YES_NO_LABELS, 'Is the car financed?', {
        description: 'We send the bank or finance house a letter that confirms your cover.',
      }),
      choiceQuestion(
        CAR_REF.modified,
        false,
        YES_NO_CODES,
        YES_NO_LABELS,
        'Has the car been modified from the manufacturer’s specification?',
        { description: 'For example its engine, suspension, wheels or body.' },
      ),
      choiceQuestion(
        CAR_REF.accessories,
        false,
        YES_NO_CODES,
        YES_NO_LABELS,
        'Does the car have accessories that did not come with it, such as a sound system or a tow bar?',
      ),
      choiceQuestion(
        CAR_REF.colour,
        false,
        VEHICLE_COLOURS.map(({ code }) => code),
        Object.fromEntries(VEHICLE_COLOURS.map(({ code, label }) => [code, { text: label }])) as Record<
          (typeof VEHICLE_COLOURS)[number]['code'],
          { text: string }
        >,
        'What colour is the car?',
      ),
    ],
  },
  {
    code: 'regular-driver',
    description: 'The regular driver',
    kind: 'QUESTIONS',
    settings: carPage,
    // A repeating group (regular-drivers.ts): the main driver, then up to three more.
    questions: Array.from({ length: MAX_REGULAR_DRIVERS }, (_, index) =>
      regularDriverQuestions(index),
    ).flat(),
  },
  personalInformation('FULL'),
  address,
  // With aof_vaps the car's premium page offers the VAPs as add-ons (decision 011).
  premium({ offersVapAddOns: true }),
  { ...bankingDetails, settings: { ...bankingDetails.settings, savesThrough: 'carFullSalePurchase' } },
  congratulations,
]

// ---- VAP: the vehicle the quick quote found, what VAP cannot cover refused before the premium

/**
 * The vehicle page (forms spec §3 Car for VAP): five yes/no questions; make, model, year and value
 * are the quick quote's vehicle. It saves through POST A/quote/validate, whose VAP refusal rule
 * (vapRefusals) refuses a taxi, a limousine or panel van, a car not registered here, existing
 * damage and a car outside the VAP tables' bands, each with its sentence.
 */
const vapVehicle: PageDraft = {
  // Not `vehicle`: the car full sale's vehicle page asks other things, with a script of its own.
  code: 'vap-vehicle',
  description: 'Your vehicle',
  kind: 'QUESTIONS',
  settings: { savesThrough: 'validate', refusalRule: 'VAP' },
  questions: [
    choiceQuestion(
      'Vehicle_owner',
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Are you the registered owner of the vehicle?',
    ),
    choiceQuestion('Vehicle_taxi', false, YES_NO_CODES, YES_NO_LABELS, 'Is the vehicle used as a taxi?'),
    choiceQuestion(
      'Vehicle_existing_damage',
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Does the vehicle have any damage now, such as dents, scratches or a damaged tyre or rim?',
    ),
    choiceQuestion(
      'Vehicle_registered_in_SA',
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Is the vehicle registered in South Africa?',
    ),
    choiceQuestion(
      'Vehicle_limo_or_panel_van',
      false,
      YES_NO_CODES,
      YES_NO_LABELS,
      'Is the vehicle a limousine or a panel van?',
    ),
  ],
}

/** The VAPs: the policyholder, the vehicle, where it is kept; the short-term bank list and dates. */
const vapPages: PageDraft[] = [
  disclaimer,
  personalInformation('MINI'),
  vapVehicle,
  { ...address, settings: { savesThrough: 'validate' } },
  premium(),
  bankingDetails,
  congratulations,
]

const PAGES_AFTER_QUICK_QUOTE: Readonly<Partial<Record<ProductCode, readonly PageDraft[]>>> = {
  car: carPages,
  funeral: funeralPages,
  gap: gapPages,
  life: lifePages,
  home: atAnAddress,
  contents: atAnAddress,
  buildings: atAnAddress,
  bi: businessPages,
  allrisk: atAnAddress,
  motorcycle: atAnAddress,
  trailer: atAnAddress,
  watercraft: atAnAddress,
  legal: legalPages,
  legalcosts: legalCostsPages,
  // Decision 011: all three have their journey; the multiple_vaps flag decides which one addQuote sells.
  vap: vapPages,
  vapsscratchanddent: vapPages,
  vapstyreandrim: vapPages,
}

/** The products whose full quote is sold online (the others end at their quick quote). */
export const FULL_QUOTE_PRODUCTS = Object.keys(PAGES_AFTER_QUICK_QUOTE) as ProductCode[]

export type SeededPage = Omit<FullQuotePage, 'hashedPageId'>

/** A product's full-quote pages: its quick quote first, its questions numbered as the quick quote's. */
export function fullQuotePages(productCode: ProductCode): SeededPage[] | null {
  const drafts = PAGES_AFTER_QUICK_QUOTE[productCode]
  if (!drafts) return null
  const quickQuote: SeededPage = {
    code: 'quick-quote',
    description: 'Quick quote',
    index: 0,
    icon: null,
    kind: 'QUICK_QUOTE',
    questions: QUICK_QUOTE_JOURNEYS[productCode] as JourneyQuestion[],
    showWhen: null,
    settings: {},
  }
  // Question ids and orders are unique per product across its pages (journey() numbers them).
  const questions = journey(
    productCode,
    drafts.flatMap((draft) => draft.questions ?? []),
  )
  let next = 0
  return [
    quickQuote,
    ...drafts.map((draft, position): SeededPage => {
      const count = draft.questions?.length ?? 0
      const own = questions.slice(next, next + count)
      next += count
      return {
        code: draft.code,
        description: draft.description,
        index: position + 1,
        icon: null,
        kind: draft.kind,
        questions: [...own],
        showWhen: draft.showWhen ?? null,
        settings: draft.settings ?? {},
      }
    }),
  ]
}
