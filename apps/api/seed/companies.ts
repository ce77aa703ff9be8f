import type { CompanyConfiguration } from '@insure/domain/company'
import type { ProductCode } from '@insure/domain/catalogue'
import { QUICK_QUOTE_LEAD_CAPTURE_CONSENT } from '@insure/domain/catalogue'
import type { CompanySeed } from './types.ts'

/**
 * Demo configuration of both brands (shell spec §3, Company configuration), written for this site.
 * They differ the way the spec says: menus, footers, phone numbers, products, pages, product order.
 */

/** Per-product content every product carries: its disclaimer, quote info and the lead-capture consent. */
function productContent(brand: string, codes: readonly ProductCode[], titles: Record<string, string>) {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      {
        disclaimers: [
          {
            disclaimer_type: 'QUOTE',
            content: `The ${titles[code]} premium quoted is based on the answers you give. ${brand} may change it if your answers change or turn out to be incomplete.`,
          },
        ],
        quote_info: [
          {
            content_type: 'QUICK_QUOTE',
            content: `Answer a few questions and see your ${titles[code]} premium straight away. Nothing is bought until you say so.`,
          },
        ],
        consents: [
          {
            consent_type: QUICK_QUOTE_LEAD_CAPTURE_CONSENT,
            content: `I agree that ${brand} may keep my answers and contact me about this quote.`,
            confirm_text: 'I agree',
            active: true,
          },
        ],
      },
    ]),
  ) as CompanyConfiguration['product_content']
}

const IWYZE_TITLES: Record<string, string> = {
  car: 'Car Insurance',
  home: 'Home Insurance',
  buildings: 'Home Owners Insurance',
  contents: 'Household Contents Insurance',
  vap: 'Vehicle Value-Added Products',
  vapsscratchanddent: 'Scratch and Dent Cover',
  vapstyreandrim: 'Tyre and Rim Cover',
  bi: 'Business Insurance',
  funeral: 'Funeral Cover',
  life: 'Life Insurance',
  gap: 'GAP Cover',
  allrisk: 'All Risk Insurance',
  legalcosts: 'Legal Costs Insurance',
  motorcycle: 'Motorcycle Insurance',
  trailer: 'Trailer Insurance',
  watercraft: 'Watercraft Insurance',
}

/** iWYZE's product order: car, home (building, content), VAP (scratch, tyre), business, funeral, life, gap, extras. */
const IWYZE_PRODUCT_PAGES: { slug: string; product_type: ProductCode }[] = [
  { slug: 'car-insurance', product_type: 'car' },
  { slug: 'home-insurance', product_type: 'home' },
  { slug: 'buildings-insurance', product_type: 'buildings' },
  { slug: 'contents-insurance', product_type: 'contents' },
  { slug: 'vap-insurance', product_type: 'vap' },
  { slug: 'vapsscratchanddent-insurance', product_type: 'vapsscratchanddent' },
  { slug: 'vapstyreandrim-insurance', product_type: 'vapstyreandrim' },
  { slug: 'business-insurance', product_type: 'bi' },
  { slug: 'funeral-insurance', product_type: 'funeral' },
  { slug: 'life-insurance', product_type: 'life' },
  { slug: 'gap-insurance', product_type: 'gap' },
  { slug: 'allrisk-insurance', product_type: 'allrisk' },
  { slug: 'legalcosts-insurance', product_type: 'legalcosts' },
  { slug: 'motorcycle-insurance', product_type: 'motorcycle' },
  { slug: 'trailer-insurance', product_type: 'trailer' },
  { slug: 'watercraft-insurance', product_type: 'watercraft' },
]

const iwyze: CompanyConfiguration = {
  metadata: {
    name: 'iWYZE',
    logo: '/brand/iwyze/logo.svg',
    logo_footer: '/brand/iwyze/logo-footer.svg',
    mobile_logo_footer: '/brand/iwyze/logo-mobile-footer.svg',
    created_date: '2012-03-01',
    disclaimer_text:
      'iWYZE insurance products are underwritten by a licensed non-life insurer and authorised financial services provider (FSP 00000, demo).',
    local_phone_number: '0861 49 93 00',
    alternative_phone_number: '0861 49 93 01',
    facebook_link: 'https://www.facebook.com/',
    twitter_link: 'https://x.com/',
    youtube_link: 'https://www.youtube.com/',
    linkedin_link: 'https://www.linkedin.com/',
  },
  instagram_link: 'https://www.instagram.com/',
  portal_url: 'https://portal.example.co.za/',
  external_sales_platform_url: 'https://sales.example.co.za/start',
  privacy_notice_url: '/privacy-policy',
  footer_variant: 'online-insurer',
  menu_variant: 'full',
  error_responses: [
    { code: 'SESSION', message: 'We could not start your visit. Please try again from the home page.' },
    { code: 'QUOTE', message: 'We could not work out your quote right now. Please try again.' },
  ],
  products_pages: IWYZE_PRODUCT_PAGES.map((page) => ({ ...page, title: IWYZE_TITLES[page.product_type]! })),
  sub_products_pages_data: [
    { slug: 'buildings-insurance', product_type: 'buildings' },
    { slug: 'contents-insurance', product_type: 'contents' },
    { slug: 'vapsscratchanddent-insurance', product_type: 'vapsscratchanddent' },
    { slug: 'vapstyreandrim-insurance', product_type: 'vapstyreandrim' },
  ],
  productsData: [
    {
      product_type: 'car',
      disclaimer_text:
        'iWYZE Car Insurance is underwritten by a licensed non-life insurer (FSP 00000, demo). Excesses and limits apply.',
    },
    {
      product_type: 'life',
      disclaimer_text:
        'iWYZE Life Insurance is underwritten by a registered life insurer (FSP 00000, demo). Terms and conditions apply.',
    },
    {
      product_type: 'gap',
      disclaimer_text:
        'iWYZE GAP Cover is a health insurance product underwritten by a licensed insurer (FSP 00000, demo). It is not a medical scheme.',
    },
    {
      product_type: 'funeral',
      disclaimer_text:
        'iWYZE Funeral Cover is underwritten by a registered life insurer (FSP 00000, demo). Waiting periods apply.',
    },
  ],
  products: [
    { id: 1, name: 'car', title: 'Car Insurance' },
    { id: 2, name: 'home', title: 'Home Insurance' },
    { id: 3, name: 'vap', title: 'Vehicle Value-Added Products' },
    { id: 4, name: 'bi', title: 'Business Insurance' },
    { id: 5, name: 'funeral', title: 'Funeral Cover' },
    { id: 6, name: 'life', title: 'Life Insurance' },
    { id: 7, name: 'gap', title: 'GAP Cover' },
    { id: 8, name: 'legal', title: 'Legal Insurance' },
  ],
  landing_pages_numbers_data: [
    { slug: 'save-on-car-cover', phone_number: '0861 49 93 10' },
    { slug: 'family-funeral-plan', phone_number: '0861 49 93 11' },
  ],
  quote_page: true,
  claims_page: true,
  blog_page: true,
  support_page: true,
  privacy_policy_page: true,
  company_disclaimer_page: true,
  company_info_page: true,
  products_page: true,
  life: true,
  car: true,
  home: true,
  vap: true,
  gap: true,
  bi: true,
  funeral: true,
  legal: false,
  IS_LEGAL_INSURANCE_ENABLED: false,
  lazy_load_placeholder_image: '/images/lazy-placeholder.svg',
  lazy_load_offset: 100,
  floating_button: { quick_quote: true, call_me_back: true },
  data_layer_tracking: true,
  product_content: productContent(
    'iWYZE',
    IWYZE_PRODUCT_PAGES.map((page) => page.product_type),
    IWYZE_TITLES,
  ),
}

const OM_TITLES: Record<string, string> = {
  car: 'Car Insurance',
  life: 'Life Cover',
  home: 'Home Insurance',
  buildings: 'Buildings Insurance',
  contents: 'Home Contents Insurance',
  gap: 'GAP Cover',
  funeral: 'Funeral Cover',
  legal: 'Legal Cover',
}

/** Old Mutual's order follows the numbered catalogue: car 0, life 1, home 2, GAP 4, funeral 6, legal 14, contents 15, building 16. */
const OM_PRODUCT_PAGES: { slug: string; product_type: ProductCode }[] = [
  { slug: 'car-insurance', product_type: 'car' },
  { slug: 'life-insurance', product_type: 'life' },
  { slug: 'home-insurance', product_type: 'home' },
  { slug: 'gap-insurance', product_type: 'gap' },
  { slug: 'funeral-insurance', product_type: 'funeral' },
  { slug: 'legal-insurance', product_type: 'legal' },
  { slug: 'contents-insurance', product_type: 'contents' },
  { slug: 'buildings-insurance', product_type: 'buildings' },
]

const om: CompanyConfiguration = {
  metadata: {
    name: 'Old Mutual',
    logo: '/brand/om/logo.svg',
    logo_footer: '/brand/om/logo-footer.svg',
    mobile_logo_footer: '/brand/om/logo-mobile-footer.svg',
    created_date: '2015-07-01',
    disclaimer_text:
      'Old Mutual insurance products are underwritten by licensed insurers in the group, authorised financial services providers (FSP 00000, demo).',
    local_phone_number: '0860 60 66 60',
    alternative_phone_number: '0860 60 66 61',
    facebook_link: 'https://www.facebook.com/',
    twitter_link: 'https://x.com/',
    youtube_link: 'https://www.youtube.com/',
    linkedin_link: '',
  },
  instagram_link: '',
  portal_url: '',
  external_sales_platform_url: 'https://sales.example.co.za/start',
  privacy_notice_url: 'https://www.example.co.za/privacy-notice',
  footer_variant: 'mutual-group',
  menu_variant: 'reduced',
  error_responses: [
    { code: 'SESSION', message: 'We could not start your visit. Please try again from the home page.' },
    { code: 'QUOTE', message: 'We could not work out your quote right now. Please try again.' },
  ],
  products_pages: OM_PRODUCT_PAGES.map((page) => ({ ...page, title: OM_TITLES[page.product_type]! })),
  sub_products_pages_data: [
    { slug: 'buildings-insurance', product_type: 'buildings' },
    { slug: 'contents-insurance', product_type: 'contents' },
  ],
  productsData: [
    {
      product_type: 'life',
      disclaimer_text:
        'Old Mutual Life Cover is underwritten by a registered life insurer in the group (FSP 00000, demo). Terms and conditions apply.',
    },
    {
      product_type: 'car',
      disclaimer_text:
        'Old Mutual Car Insurance is underwritten by a licensed non-life insurer in the group (FSP 00000, demo). Excesses apply.',
    },
    {
      product_type: 'gap',
      disclaimer_text:
        'Old Mutual GAP Cover is a health insurance product (FSP 00000, demo). It is not a medical scheme and does not replace one.',
    },
  ],
  products: [
    { id: 1, name: 'life', title: 'Life Cover' },
    { id: 2, name: 'car', title: 'Car Insurance' },
    { id: 3, name: 'gap', title: 'GAP Cover' },
    { id: 4, name: 'funeral', title: 'Funeral Cover' },
    { id: 5, name: 'home', title: 'Home Insurance' },
  ],
  landing_pages_numbers_data: [
    { slug: 'free-life-cover', phone_number: '0860 60 66 70' },
    { slug: 'gap-cover-explained', phone_number: '0860 60 66 71' },
  ],
  quote_page: true,
  claims_page: true,
  blog_page: true,
  support_page: true,
  privacy_policy_page: true,
  company_disclaimer_page: true,
  company_info_page: true,
  products_page: true,
  life: true,
  car: true,
  home: true,
  vap: false,
  gap: true,
  bi: false,
  funeral: true,
  legal: true,
  IS_LEGAL_INSURANCE_ENABLED: true,
  lazy_load_placeholder_image: '/images/lazy-placeholder.svg',
  lazy_load_offset: 100,
  floating_button: { quick_quote: true, call_me_back: true },
  data_layer_tracking: true,
  product_content: productContent(
    'Old Mutual',
    OM_PRODUCT_PAGES.map((page) => page.product_type),
    OM_TITLES,
  ),
}

export const companySeeds: CompanySeed[] = [
  {
    code: 'IWYZE',
    name: 'iWYZE',
    configuration: iwyze,
    environments: [
      { key: 'NEW_CUSTOMER_CARE', value: '0' },
      { key: 'NEW_CLAIMS', value: '0' },
      { key: 'LEGAL_CLAIMS', value: '0' },
    ],
  },
  {
    code: 'OM',
    name: 'Old Mutual',
    configuration: om,
    environments: [
      { key: 'NEW_CUSTOMER_CARE', value: '1' },
      { key: 'NEW_CLAIMS', value: '1' },
      { key: 'LEGAL_CLAIMS', value: '1' },
    ],
  },
]
