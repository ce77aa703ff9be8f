import { GAP_PAGES, type ProductCode } from '@insure/domain/catalogue'

/**
 * The pages of each product's quote journey, in order (forms spec §3 Page: code, description, index,
 * icon; the hashedPageId is given when the pages are stored). Every journey starts at the quick quote;
 * GAP's pages after it are the spec's GAP page names (forms spec §2) in GAP_PAGES's order.
 */
export interface JourneyPage {
  code: string
  description: string
  index: number
  icon: string | null
}

/** A page code: the page name kebab-cased (`banking details` → `banking-details`). */
export function journeyPageCode(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'quick-quote': 'Quick quote',
  disclaimer: 'Disclaimer',
  'personal-information': 'Personal information',
  'health-and-lifestyle': 'Health and lifestyle',
  beneficiaries: 'Beneficiaries',
  'covered-members': 'Covered members',
  'medical-aid': 'Medical aid',
  'vehicle-details': 'Vehicle details',
  'motorcycle-details': 'Motorcycle details',
  'driver-details': 'Driver details',
  'insurance-history': 'Insurance history',
  address: 'Address',
  'property-details': 'Property details',
  'business-details': 'Business details',
  'watercraft-details': 'Watercraft details',
  'trailer-details': 'Trailer details',
  'item-details': 'Item details',
  'family-members': 'Family members',
  premium: 'Premium',
  'banking-details': 'Banking details',
  congratulations: 'Congratulations',
}

/** Numbers the pages from 0, after the quick quote. */
function pages(...codes: readonly string[]): readonly JourneyPage[] {
  return ['quick-quote', ...codes].map((code, index) => ({
    code,
    description: DESCRIPTIONS[code] ?? code,
    index,
    icon: null,
  }))
}

/** Disclaimer and personal information, the product's own pages, then premium to congratulations. */
const standard = (...productPages: readonly string[]) =>
  pages(
    'disclaimer',
    'personal-information',
    ...productPages,
    'premium',
    'banking-details',
    'congratulations',
  )

const vapPages = standard('vehicle-details')
const propertyPages = standard('address', 'property-details', 'insurance-history')
const legalPages = standard('family-members')

/** Each product's journey pages, in order, starting with the quick quote. */
export const PRODUCT_JOURNEY_PAGES: Readonly<Record<ProductCode, readonly JourneyPage[]>> = {
  life: standard('health-and-lifestyle', 'beneficiaries'),
  gap: pages(...GAP_PAGES.map(journeyPageCode)),
  vap: vapPages,
  vapsscratchanddent: vapPages,
  vapstyreandrim: vapPages,
  car: standard('vehicle-details', 'driver-details', 'address', 'insurance-history'),
  home: propertyPages,
  contents: propertyPages,
  buildings: propertyPages,
  bi: standard('business-details', 'address', 'insurance-history'),
  funeral: standard('covered-members', 'beneficiaries'),
  watercraft: standard('watercraft-details', 'address', 'insurance-history'),
  trailer: standard('trailer-details', 'address', 'insurance-history'),
  allrisk: standard('item-details', 'address', 'insurance-history'),
  legalcosts: legalPages,
  motorcycle: standard('motorcycle-details', 'driver-details', 'address', 'insurance-history'),
  legal: legalPages,
}
