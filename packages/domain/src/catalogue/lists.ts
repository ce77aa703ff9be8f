/**
 * Every enumeration and catalogue of the two specs (shell spec §3, §6, §7, §9; forms spec §2 to §4,
 * §9), in the spec's spelling and order, as `as const` tuples and plain functions: no zod here, so the
 * browser can import them without loading zod. Their zod enums are in ./schema.ts.
 */

// ---- Products

/** Product enumeration (shell spec §3). */
export const PRODUCTS = ['LIFE', 'GAP', 'CAR', 'HOME', 'VAP', 'FUNERAL'] as const
export type Product = (typeof PRODUCTS)[number]

/** Product codes (forms spec §3): `productcode` of a product, first segment of its page slug. */
export const PRODUCT_CODES = [
  'life',
  'gap',
  'vap',
  'vapsscratchanddent',
  'vapstyreandrim',
  'car',
  'home',
  'contents',
  'buildings',
  'bi',
  'funeral',
  'watercraft',
  'trailer',
  'allrisk',
  'legalcosts',
  'motorcycle',
  'legal',
] as const
export type ProductCode = (typeof PRODUCT_CODES)[number]

export const PRODUCT_LINE_CODES = ['VB', 'BI', 'LI', 'GP', 'FP', 'ST', 'VA', 'LP'] as const
export type ProductLineCode = (typeof PRODUCT_LINE_CODES)[number]

/** The 25 product line ids (shell spec §3, forms spec §3), sent as `productLineId` to the sales platform. */
export const PRODUCT_LINE_IDS = [
  'Vehicle',
  'Education',
  'Buildings',
  'OfficeContents',
  'HomeContents',
  'ElectronicEquipment',
  'Trailer',
  'Motorcycle',
  'BusinessInterruption',
  'EmployersLiability',
  'PublicLiability',
  'GoodsInTransit',
  'AllRisk',
  'Sasria',
  'VapsVehicle',
  'VapsScratchAndDent',
  'VapsTyreAndRim',
  'PersonalLiability',
  'Watercraft',
  'LegalCost',
  'Gap',
  'Funeral',
  'SpecifiedContents',
  'Legal',
  'Life',
] as const
export type ProductLineId = (typeof PRODUCT_LINE_IDS)[number]

export const PRODUCT_CATEGORIES = ['STI_CAR', 'LIFE_STYLE'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/**
 * Product order of menus and footers (shell spec §9, "per company"): car, home (building, content),
 * VAP (scratch, tyre), business, funeral, life, gap.
 */
export const COMPANY_PRODUCT_ORDER: readonly ProductCode[] = [
  'car',
  'home',
  'buildings',
  'contents',
  'vap',
  'vapsscratchanddent',
  'vapstyreandrim',
  'bi',
  'funeral',
  'life',
  'gap',
]

/**
 * The numbered product catalogue (shell spec §9, forms spec §9): `displayOrder` per product code.
 * Numbers 7 and 8 are unused in the spec; scratch-and-dent and tyre-and-rim share VAP's 3.
 */
export const PRODUCT_DISPLAY_ORDER: Readonly<Record<ProductCode, number>> = {
  car: 0,
  life: 1,
  home: 2,
  vap: 3,
  vapsscratchanddent: 3,
  vapstyreandrim: 3,
  gap: 4,
  bi: 5,
  funeral: 6,
  motorcycle: 9,
  trailer: 10,
  watercraft: 11,
  allrisk: 12,
  legalcosts: 13,
  legal: 14,
  contents: 15,
  buildings: 16,
}

/** Sort comparator by PRODUCT_DISPLAY_ORDER; equal numbers keep the spec's code order. */
export function compareByDisplayOrder(a: ProductCode, b: ProductCode): number {
  return (
    PRODUCT_DISPLAY_ORDER[a] - PRODUCT_DISPLAY_ORDER[b] || PRODUCT_CODES.indexOf(a) - PRODUCT_CODES.indexOf(b)
  )
}

/** Products that depend on the company's product flags (forms spec §9). */
export const FLAG_DEPENDENT_PRODUCT_CODES = [
  'life',
  'gap',
  'vap',
  'home',
  'car',
] as const satisfies ProductCode[]

/**
 * Products always active (forms spec §9: "business, funeral, contents, building and other extras").
 * Legal cover is not here: it needs the legal feature flag (shell spec §2); the scratch-and-dent and
 * tyre-and-rim VAPs follow VAP.
 */
export const ALWAYS_ACTIVE_PRODUCT_CODES = [
  'bi',
  'funeral',
  'contents',
  'buildings',
  'watercraft',
  'trailer',
  'allrisk',
  'legalcosts',
  'motorcycle',
] as const satisfies ProductCode[]

/**
 * Whether a product is active (forms spec §9): life, GAP, VAP, home and car only when the company's
 * product flag is on; the VAP variants with VAP; legal with the `legal` feature flag; the rest always.
 */
export function isProductActive(
  code: ProductCode,
  productFlags: Partial<Record<ProductCode, boolean>>,
  featureFlags: readonly FeatureFlag[] = [],
): boolean {
  if (code === 'legal') return featureFlags.includes('legal')
  if (code === 'vapsscratchanddent' || code === 'vapstyreandrim') return productFlags.vap === true
  if ((FLAG_DEPENDENT_PRODUCT_CODES as readonly ProductCode[]).includes(code))
    return productFlags[code] === true
  return true
}

/**
 * Product code named by a product page slug (shell spec §2 guard): its first hyphen-separated segment,
 * with the word business mapped to bi. `car-insurance` gives `car`; an unknown segment gives null.
 */
export function productCodeOfSlug(slug: string): ProductCode | null {
  const first = slug.trim().toLowerCase().split('/')[0]?.split('-')[0] ?? ''
  const code = first === 'business' ? 'bi' : first
  // A list lookup, not ProductCodeSchema: this runs in the browser, where zod is not loaded.
  return (PRODUCT_CODES as readonly string[]).includes(code) ? (code as ProductCode) : null
}

/**
 * Products sold as variants of another (forms spec §3 product codes; shell spec menus): home's
 * contents and buildings, VAP's scratch-and-dent and tyre-and-rim. A parent is not a leaf product.
 */
export const PARENT_PRODUCT: Readonly<Partial<Record<ProductCode, ProductCode>>> = {
  contents: 'home',
  buildings: 'home',
  vapsscratchanddent: 'vap',
  vapstyreandrim: 'vap',
}

/** The product a variant belongs to, or null for a product that is not a variant. */
export function parentProductOf(code: ProductCode): ProductCode | null {
  return PARENT_PRODUCT[code] ?? null
}

/** What the site and the API know of each product: its names and its stable, opaque hashed id. */
export interface CatalogueProduct {
  code: ProductCode
  /** Internal name (forms spec §3 Product.internalName): sent with a claim. */
  internalName: string
  displayName: string
  /** The product's hashedProductId: opaque, stable across releases, the same on both sides. */
  hashedProductId: string
}

const catalogueProduct = (code: ProductCode, displayName: string, hashedProductId: string) => ({
  code,
  internalName: code.toUpperCase(),
  displayName,
  hashedProductId,
})

/** The product catalogue (forms spec §3 Product), in the spec's code order. */
export const PRODUCT_CATALOGUE: Readonly<Record<ProductCode, CatalogueProduct>> = {
  life: catalogueProduct('life', 'Life Insurance', 'qnNzjl0wcgx-'),
  gap: catalogueProduct('gap', 'GAP Cover', 'J0N1UoGMKqe6'),
  vap: catalogueProduct('vap', 'Vehicle Value-Added Products', 'yn5UAl43uUOw'),
  vapsscratchanddent: catalogueProduct('vapsscratchanddent', 'Scratch and Dent Cover', 'VH74C6Flq0tI'),
  vapstyreandrim: catalogueProduct('vapstyreandrim', 'Tyre and Rim Cover', 'SU58CAsXQxIq'),
  car: catalogueProduct('car', 'Car Insurance', 'OKLcE0mTsFs0'),
  home: catalogueProduct('home', 'Home Insurance', 'UMA3ul0XpDj-'),
  contents: catalogueProduct('contents', 'Household Contents Insurance', 'rdS2dWoh2697'),
  buildings: catalogueProduct('buildings', 'Home Owners (Building) Insurance', 'GoTFNF4s8ztR'),
  bi: catalogueProduct('bi', 'Business Insurance', 'Q34nQNkm8yc7'),
  funeral: catalogueProduct('funeral', 'Funeral Cover', 'PztgaPq8l-mL'),
  watercraft: catalogueProduct('watercraft', 'Watercraft Insurance', 'hjWTazPzjFv0'),
  trailer: catalogueProduct('trailer', 'Trailer Insurance', 'w8j7ezLUoOsr'),
  allrisk: catalogueProduct('allrisk', 'All Risk Insurance', 'Nq_VG4eykYU2'),
  legalcosts: catalogueProduct('legalcosts', 'Legal Costs Cover', 'YRjHbADy6RBP'),
  motorcycle: catalogueProduct('motorcycle', 'Motorcycle Insurance', 'zzU1r9XSAcs7'),
  legal: catalogueProduct('legal', 'Legal Cover', 'stfh56ewNFrV'),
}

/** The catalogue product whose `field` is `value`, or null. */
const productBy = (field: 'code' | 'internalName' | 'hashedProductId', value: string | null | undefined) =>
  Object.values(PRODUCT_CATALOGUE).find((product) => product[field] === value) ?? null

/** The product of an internal name (the session's selectedProduct, shell spec §3), or null. */
export function productOfInternalName(internalName: string | null | undefined): CatalogueProduct | null {
  return productBy('internalName', internalName)
}

/** The product of a code, or null for a code the catalogue does not know. */
export function productOfCode(code: string): CatalogueProduct | null {
  return productBy('code', code)
}

/** The product a hashedProductId names, or null for an unknown id. */
export function productOfHashedId(hashedProductId: string | null | undefined): CatalogueProduct | null {
  return productBy('hashedProductId', hashedProductId)
}

/** The separately sold VAPs (scratch and dent, tyre and rim), in place of the combined VAP. */
export const SEPARATE_VAP_CODES = ['vapsscratchanddent', 'vapstyreandrim'] as const satisfies ProductCode[]

/**
 * Whether a product is offered for a quote as far as the VAPs go (docs/decisions/011): the combined
 * VAP without the multiple_vaps flag, scratch-and-dent and tyre-and-rim in its place with it. Every
 * other product: yes. The product pages and the menu still show the VAP page (shell spec §2).
 */
export function isVapOffered(code: ProductCode, featureFlags: readonly FeatureFlag[]): boolean {
  const separate = featureFlags.includes('multiple_vaps')
  if (code === 'vap') return !separate
  if ((SEPARATE_VAP_CODES as readonly ProductCode[]).includes(code)) return separate
  return true
}

/**
 * Products of a picker: the active codes in display order, with their catalogue entries, and of the
 * VAPs only those the multiple_vaps flag sells (isVapOffered).
 */
export function pickerProducts(
  activeCodes: readonly ProductCode[],
  featureFlags: readonly FeatureFlag[] = [],
): CatalogueProduct[] {
  return [...activeCodes]
    .filter((code) => isVapOffered(code, featureFlags))
    .sort(compareByDisplayOrder)
    .map((code) => PRODUCT_CATALOGUE[code])
}

/** Product of a product page's path (`/products/car-insurance` gives `car`); null elsewhere. */
export function productCodeOfPath(pathname: string): ProductCode | null {
  const productPage = /^\/products\/([^/]+)/.exec(pathname)
  return productPage ? productCodeOfSlug(productPage[1]!) : null
}

/** Product picker of the forms: any chosen product (its hashed id), or "Select a product" (forms spec §5). */
export const SELECT_A_PRODUCT_MESSAGE = 'Select a product'
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

// ---- Starting a quote (shell spec §2, product banner)

/** The product line id the external sales platform knows each product by (`productLineId`). */
export const PRODUCT_LINE_ID_OF_PRODUCT: Readonly<Record<ProductCode, ProductLineId>> = {
  life: 'Life',
  gap: 'Gap',
  vap: 'VapsVehicle',
  vapsscratchanddent: 'VapsScratchAndDent',
  vapstyreandrim: 'VapsTyreAndRim',
  car: 'Vehicle',
  home: 'HomeContents',
  contents: 'HomeContents',
  buildings: 'Buildings',
  bi: 'BusinessInterruption',
  funeral: 'Funeral',
  watercraft: 'Watercraft',
  trailer: 'Trailer',
  allrisk: 'AllRisk',
  legalcosts: 'LegalCost',
  motorcycle: 'Motorcycle',
  legal: 'Legal',
}
