/**
 * Whole journeys as fixtures (STYLE "Tests beside the code"): a funeral journey with a page shown
 * only for extended family, and a life journey whose beneficiaries page depends on the life_v2 flag.
 * Shaped as the seeded journeys are; used by the domain's tests and the site's.
 */
import type { FullQuoteJourney, FullQuotePage, QuoteProgress } from '../src/full-quote/journey.ts'
import { journeyAnswer, journeyQuestion } from '../src/quick-quote/journey.testing.ts'

function page(
  index: number,
  code: string,
  kind: FullQuotePage['kind'],
  more: Partial<FullQuotePage> = {},
): FullQuotePage {
  return {
    code,
    description: code,
    index,
    hashedPageId: `page-${code}`,
    icon: null,
    kind,
    questions: [],
    showWhen: null,
    settings: {},
    ...more,
  }
}

const number = { name: 'NUMBER' as const, minVal: 18, maxVal: 75 }

export const FUNERAL_AGE = journeyQuestion(
  'Age',
  number,
  [journeyAnswer('Age', 'value', { required: true })],
  {
    validationMethod: 'ALL_REQUIRED',
  },
)
export const FUNERAL_MEMBERS = journeyQuestion(
  'Covered_members',
  { name: 'MULTIPLE_CHOICE' },
  ['MAIN', 'SPOUSE', 'CHILDREN', 'PARENTS', 'EXTENDED'].map((code) => journeyAnswer('Covered_members', code)),
)
export const EXTENDED_COUNT = journeyQuestion(
  'Extended_family_count',
  { name: 'NUMBER', minVal: 1, maxVal: 8 },
  [journeyAnswer('Extended_family_count', 'value', { required: true })],
  { validationMethod: 'ALL_REQUIRED' },
)
export const SMOKER = journeyQuestion('Smoker', { name: 'SINGLE_CHOICE' }, [
  journeyAnswer('Smoker', 'Y'),
  journeyAnswer('Smoker', 'N'),
])
export const HEALTH = journeyQuestion('Serious_illness', { name: 'SINGLE_CHOICE' }, [
  journeyAnswer('Serious_illness', 'Y', { outcomes: ['life-premium-not-qual'] }),
  journeyAnswer('Serious_illness', 'N'),
])

export const FUNERAL_JOURNEY: FullQuoteJourney = {
  productCode: 'funeral',
  version: 'test-1',
  pages: [
    page(0, 'quick-quote', 'QUICK_QUOTE', { questions: [FUNERAL_AGE, FUNERAL_MEMBERS] }),
    page(1, 'disclaimer', 'DISCLAIMER'),
    page(2, 'extended-family', 'QUESTIONS', {
      questions: [EXTENDED_COUNT],
      showWhen: { ref: 'Covered_members', anyOf: ['EXTENDED'] },
    }),
    page(3, 'personal-information', 'PERSONAL_INFORMATION', { settings: { contactRule: 'MINI' } }),
    page(4, 'beneficiaries', 'BENEFICIARIES', {
      settings: { beneficiaryRule: 'OTHER', maxBeneficiaries: 5 },
    }),
    page(5, 'premium', 'PREMIUM'),
    page(6, 'banking-details', 'BANKING_DETAILS'),
    page(7, 'congratulations', 'CONGRATULATIONS'),
  ],
}

export const LIFE_JOURNEY: FullQuoteJourney = {
  productCode: 'life',
  version: 'test-1',
  pages: [
    page(0, 'quick-quote', 'QUICK_QUOTE', { questions: [SMOKER] }),
    page(1, 'disclaimer', 'DISCLAIMER'),
    page(2, 'health-and-lifestyle', 'QUESTIONS', { questions: [HEALTH] }),
    page(3, 'personal-information', 'PERSONAL_INFORMATION', { settings: { contactRule: 'FULL' } }),
    page(4, 'address', 'ADDRESS'),
    page(5, 'beneficiaries', 'BENEFICIARIES', {
      showWhen: { flag: 'life_v2', on: false },
      settings: { beneficiaryRule: 'OTHER' },
    }),
    page(6, 'beneficiaries-v2', 'BENEFICIARIES', {
      showWhen: { flag: 'life_v2', on: true },
      settings: { beneficiaryRule: 'LIFE_V2' },
    }),
    page(7, 'premium', 'PREMIUM', { settings: { selections: ['LIFE', 'ADB'] } }),
    page(8, 'banking-details', 'BANKING_DETAILS'),
    page(9, 'congratulations', 'CONGRATULATIONS'),
  ],
}

/** GAP in GAP_PAGES' order: the medical aid (it re-rates) before the beneficiaries and the premium. */
export const GAP_JOURNEY: FullQuoteJourney = {
  productCode: 'gap',
  version: 'test-1',
  pages: [
    page(0, 'quick-quote', 'QUICK_QUOTE'),
    page(1, 'disclaimer', 'DISCLAIMER'),
    page(2, 'personal-information', 'PERSONAL_INFORMATION', { settings: { contactRule: 'MINI' } }),
    page(3, 'medical-aid', 'MEDICAL_AID'),
    page(4, 'beneficiaries', 'BENEFICIARIES', {
      settings: { beneficiaryRule: 'OTHER', maxBeneficiaries: 5 },
    }),
    page(5, 'premium', 'PREMIUM'),
    page(6, 'banking-details', 'BANKING_DETAILS'),
    page(7, 'congratulations', 'CONGRATULATIONS'),
  ],
}

/** A quote's progress: nothing done, no flag, not bought, unless given. */
export function progress(more: Partial<QuoteProgress> = {}): QuoteProgress {
  return { answers: {}, done: new Set(), flags: [], purchased: false, ...more }
}
