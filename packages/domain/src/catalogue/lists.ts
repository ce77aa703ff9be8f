/**
 * Every enumeration and catalogue of the two specs (shell spec §3, §6, §7, §9; forms spec §2 to §4,
 * §9), in the spec's spelling and order, as `as const` tuples and plain functions: no zod here, so the
 * browser can import them without loading zod. Their zod enums are in ./schema.ts.
 */

// The product catalogue is in ./products.ts (the first load of every page needs it, not the rest).
export * from './products.ts'

// ---- Companies

/** The two company variants (forms spec §1): the online insurer and the mutual group. */
export const COMPANY_CODES = ['IWYZE', 'OM'] as const
export type CompanyCode = (typeof COMPANY_CODES)[number]

/** Query parameters that name the company in call-centre mode (shell spec §2), in order of precedence. */
export const CALL_CENTRE_COMPANY_PARAMETERS = ['company', 'cpy', 'company_code'] as const

/** Brand names of the mutual group that stand for its short code OM (shell spec §3). */
export const MUTUAL_GROUP_BRAND_NAMES = ['OLD MUTUAL', 'OLDMUTUAL'] as const

/**
 * Company code named by a query parameter or environment value (`cpy`, `company`, `company_code`),
 * case-insensitive and trimmed: IWYZE, OM, or the mutual group's brand name (OLD MUTUAL, OLDMUTUAL,
 * OLD_MUTUAL, Old-Mutual) for OM. Anything else gives null.
 */
export function toCompanyCode(value: string | null | undefined): CompanyCode | null {
  const upper = (value ?? '').trim().toUpperCase()
  if (upper === 'IWYZE' || upper === 'OM') return upper
  const squashed = upper.replace(/[\s_-]+/g, '')
  return (MUTUAL_GROUP_BRAND_NAMES as readonly string[]).includes(squashed) ? 'OM' : null
}

// ---- Departments, call-back reasons, genders

export const DEPARTMENT_TYPES = ['claims', 'customer_care'] as const
export type DepartmentType = (typeof DEPARTMENT_TYPES)[number]

/** Departments of the contact form, label and value (forms spec §9). */
export const DEPARTMENTS = [
  { label: 'Quotes', value: 'quotes' },
  { label: 'Claims', value: 'claims' },
  { label: 'Customer Care', value: 'customer_care' },
  { label: 'Complaints', value: 'complaints' },
] as const
export const DEPARTMENT_VALUES = ['quotes', 'claims', 'customer_care', 'complaints'] as const
export type Department = (typeof DEPARTMENT_VALUES)[number]

/** Department picker: one of DEPARTMENT_VALUES, or "Select a department" (forms spec §5). */
export const SELECT_A_DEPARTMENT_MESSAGE = 'Select a department'

/** Reasons of the call-back reason picker (forms spec §9). */
export const CALLBACK_REASONS = ['Sales', 'Customer Care', 'Claims'] as const
export type CallbackReason = (typeof CALLBACK_REASONS)[number]

/**
 * Preferred call-back gender of a consultant. The spec names only the default `a`; we read it as
 * "any", beside `f` (female) and `m` (male), the codes the workbench uses for contacts (§4).
 */
export const CALLBACK_GENDERS = ['a', 'f', 'm'] as const
export type CallbackGender = (typeof CALLBACK_GENDERS)[number]
export const DEFAULT_CALLBACK_GENDER: CallbackGender = 'a'

/** Labels of the preferred call-back gender picker. */
export const CALLBACK_GENDER_LABELS: Readonly<Record<CallbackGender, string>> = {
  a: 'Any consultant',
  f: 'A female consultant',
  m: 'A male consultant',
}

/**
 * The company variant whose forms ask for a preferred call-back gender (forms spec §2: "for one
 * company variant"), and only while the callback_gender flag is on (shell spec §6).
 */
export const CALLBACK_GENDER_COMPANY: CompanyCode = 'OM'
export function asksPreferredCallbackGender(
  companyCode: CompanyCode,
  featureFlags: readonly FeatureFlag[],
): boolean {
  return companyCode === CALLBACK_GENDER_COMPANY && featureFlags.includes('callback_gender')
}

/** Contact gender as restored from a workbench token (forms spec §4). */
export const CONTACT_GENDERS = ['Female', 'Male', 'NA'] as const
export type ContactGender = (typeof CONTACT_GENDERS)[number]

/** Workbench contact gender (forms spec §4): `f` becomes Female, `m` Male, anything else NA. */
export function contactGenderFromCode(code: string | null | undefined): ContactGender {
  if (code === 'f') return 'Female'
  if (code === 'm') return 'Male'
  return 'NA'
}

// ---- Beneficiaries

/** The 41 beneficiary designations (forms spec §3), exact spelling and order. */
export const BENEFICIARY_DESIGNATIONS = [
  'Additional child',
  'Additional partner',
  'Adult child',
  'Aunt',
  'Benefactor to children',
  'Broker',
  'Brother',
  'Charity',
  'Child',
  'Cousin',
  'Daughter in law',
  'Dependant',
  'Disabled child',
  'Employee',
  'Employer',
  'Estate',
  'Extended family',
  'Father in law',
  'Fiancé',
  'Friend',
  'Grandchild',
  'Grandfather',
  'Grandparent',
  'Guardian',
  'Housekeeper',
  'Intermediary',
  'Mother in law',
  'Nephew/ niece',
  'Noted interest',
  'Other',
  'Parent',
  'Partner',
  'Policy Payer',
  'Self',
  'Sister',
  'Son in law',
  'Spouse',
  'Stillborn child',
  'Supplier',
  'Third party insurer',
  'Uncle',
] as const
export type BeneficiaryDesignation = (typeof BENEFICIARY_DESIGNATIONS)[number]

/**
 * Relations of a person to the policyholder. The spec lists none, so they are decided here, once,
 * in the words of the 41 designations (every relation is one of them, spelled the same), so that a
 * relation and a designation never name one kinship two ways.
 *
 * GET A/beneficiary/relationships: a life v2 beneficiary's relation. The beneficiary is a person with
 * a name, gender and date of birth (forms spec §3), so no Estate, Charity or firm, and not the
 * policyholder ("Self": a life benefit is paid on the policyholder's death).
 */
export const BENEFICIARY_RELATIONSHIPS = [
  'Spouse',
  'Partner',
  'Fiancé',
  'Child',
  'Parent',
  'Brother',
  'Sister',
  'Grandchild',
  'Grandparent',
  'Aunt',
  'Uncle',
  'Nephew/ niece',
  'Cousin',
  'Mother in law',
  'Father in law',
  'Son in law',
  'Daughter in law',
  'Guardian',
  'Dependant',
  'Friend',
  'Other',
] as const satisfies readonly BeneficiaryDesignation[]
export type BeneficiaryRelationship = (typeof BENEFICIARY_RELATIONSHIPS)[number]

/**
 * GET A/misc/relationships: a covered person's or payer's relation to the policyholder (the rating
 * person's "relation to policy holder", forms spec §3): the policyholder ("Self"), the immediate
 * family and the extended family a funeral policy covers.
 */
export const MISC_RELATIONSHIPS = [
  'Self',
  'Spouse',
  'Partner',
  'Child',
  'Adult child',
  'Disabled child',
  'Stillborn child',
  'Parent',
  'Mother in law',
  'Father in law',
  'Brother',
  'Sister',
  'Grandparent',
  'Grandchild',
  'Aunt',
  'Uncle',
  'Nephew/ niece',
  'Cousin',
  'Extended family',
  'Other',
] as const satisfies readonly BeneficiaryDesignation[]
export type MiscRelationship = (typeof MISC_RELATIONSHIPS)[number]

// ---- GAP journey pages (forms spec §2)

/**
 * The GAP journey's pages after the quick quote, in the order they are asked. The spec lists their
 * names alphabetically; the order is the built journeys' (docs/decisions/004): personal information
 * is the first full-quote page (the default resume page), and the premium comes after every page
 * that changes it (the medical aid plan re-rates), so the visitor accepts the price they pay.
 */
export const GAP_PAGES = [
  'disclaimer',
  'personal information',
  'medical aid',
  'beneficiaries',
  'premium',
  'banking details',
  'congratulations',
] as const
export type GapPage = (typeof GAP_PAGES)[number]
/** A saved GAP quote without a saved page resumes here (shell spec §4, forms spec §2). */
export const DEFAULT_GAP_RESUME_PAGE: GapPage = 'personal information'
/** A GAP page's code in the seeded journey: its name kebab-cased (`medical aid` is `medical-aid`). */
export function gapPageCode(page: GapPage): string {
  return page.replaceAll(' ', '-')
}

// ---- Feature flags (shell spec §4, §6)

/**
 * Feature flag keys, lower-case snake case (the spec names the flags but not their keys). The
 * environment variable of a flag is its key in upper case (`life_v2` is `LIFE_V2=1`).
 * legal: legal insurance; life_self_service: life via the self-service platform; external_flow;
 * multiple_vaps: separate scratch-and-dent and tyre-and-rim VAPs; callback_gender: preferred
 * consultant gender on the contact form; adb; life_v2; aof_vaps; generate_data: test-data
 * generator; debug: added on localhost in test mode.
 */
export const FEATURE_FLAGS = [
  'legal',
  'life_self_service',
  'external_flow',
  'multiple_vaps',
  'callback_gender',
  'adb',
  'life_v2',
  'aof_vaps',
  'generate_data',
  'debug',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

const squashFlag = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Feature flag named by `value`, ignoring case, spaces, hyphens and underscores, so the spec's
 * `generateData`, `GENERATE_DATA` and `generate-data` all name `generate_data`. Unknown names give null.
 */
export function toFeatureFlag(value: string): FeatureFlag | null {
  const squashed = squashFlag(value)
  return squashed === '' ? null : (FEATURE_FLAGS.find((flag) => squashFlag(flag) === squashed) ?? null)
}

/** The cookie the site keeps a visitor's own feature flags in (shell spec §4), read by the API too. */
export const FEATURE_FLAG_COOKIE = 'ff'
/** In call-centre mode, the cookie holding the company the launch link chose (shell spec §2, §5). */
export const CALL_CENTRE_COMPANY_COOKIE = 'cpy'

/** Flags of a comma-separated list (the `ff` cookie or query parameter), known ones only, without repeats. */
export function parseFeatureFlags(list: string | null | undefined): FeatureFlag[] {
  const flags = (list ?? '').split(',').map(toFeatureFlag)
  return [...new Set(flags.filter((flag): flag is FeatureFlag => flag !== null))]
}

/** Environment variable that turns a flag on: its key in upper case (shell spec §4). */
export function featureFlagEnvironmentName(flag: FeatureFlag): string {
  return flag.toUpperCase()
}

/** Flags compare to 1 (shell spec §4, forms spec §6): on for `1` or `'1'`, off for anything else. */
export function isFlagValueOn(value: unknown): boolean {
  return value === 1 || (typeof value === 'string' && value.trim() === '1')
}

// ---- Supplier map (shell spec §2, §3)

/** Marker types; the neutral one marks the user's own position and is not offered as a choice. */
export const SUPPLIER_MARKER_TYPES = ['HIV Test Location', 'Vehicle Inspection Center', 'Origin'] as const
export type SupplierMarkerType = (typeof SUPPLIER_MARKER_TYPES)[number]
/** The types a person picks from on the map. */
export const SELECTABLE_SUPPLIER_TYPES = ['HIV Test Location', 'Vehicle Inspection Center'] as const

// ---- Questions (forms spec §3, §4)

/** How a question decides it is answered (forms spec §4). */
export const QUESTION_VALIDATION_METHODS = [
  'ALL_REQUIRED',
  'PER_ANSWER',
  'NONE_REQUIRED',
  'ONE_REQUIRED',
] as const
export type QuestionValidationMethod = (typeof QUESTION_VALIDATION_METHODS)[number]
export const DEFAULT_QUESTION_VALIDATION_METHOD: QuestionValidationMethod = 'ONE_REQUIRED'

export interface DisplayAffixes {
  prefix: string
  suffix: string
}

/** Display prefix and suffix of answers, by the question's externalReferenceId (forms spec §3). */
export const QUESTION_DISPLAY_AFFIXES: Readonly<Record<string, DisplayAffixes>> = {
  Household_income: { prefix: 'R', suffix: 'p/m' },
  Weight: { prefix: '', suffix: 'kg' },
  Height: { prefix: '', suffix: 'm' },
}

/** Prefix and suffix shown around an answer of the question with this externalReferenceId; none by default. */
export function questionDisplayAffixes(externalReferenceId: string | null | undefined): DisplayAffixes {
  return (
    (externalReferenceId ? QUESTION_DISPLAY_AFFIXES[externalReferenceId] : undefined) ?? {
      prefix: '',
      suffix: '',
    }
  )
}

/** Consent types (forms spec §3); the spec names one. */
export const QUICK_QUOTE_LEAD_CAPTURE_CONSENT = 'QUICK_QUOTE_LEAD_CAPTURE'
export const CONSENT_TYPES = [QUICK_QUOTE_LEAD_CAPTURE_CONSENT] as const

// ---- Free life cover campaign (forms spec §2, §4, §7)

export const CAMPAIGN_CODE = 'FREE_LIFE'
export const CAMPAIGN_STATUSES = ['IN_CAMPAIGN', 'ALREADY_OPTED_IN'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]
/** Steps of the campaign form: 1 ID number, 2 beneficiary, 3 success, 98 already opted in, 99 not in the campaign. */
export const CAMPAIGN_STEPS = {
  idNumber: 1,
  beneficiary: 2,
  success: 3,
  alreadyOptedIn: 98,
  notInCampaign: 99,
} as const
export type CampaignStep = (typeof CAMPAIGN_STEPS)[keyof typeof CAMPAIGN_STEPS]

// ---- Call-back form states (forms spec §4)

export const CALLBACK_STATES = ['CALLBACK-INIT', 'CALLBACK-SUBMITTED', 'CALLBACK-ERRORED'] as const
export type CallbackState = (typeof CALLBACK_STATES)[number]

// ---- Addresses (forms spec §3)

export const ADDRESS_TYPES = ['RESIDENCE', 'MAILING'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
/** Addresses are always in South Africa (forms spec §9). */
export const ADDRESS_COUNTRY = 'South Africa'
export const ADDRESS_COUNTRY_CODE = 'ZA'
