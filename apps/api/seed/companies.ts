import type { CompanyConfiguration } from '@insure/domain/company'
import type { ProductCode } from '@insure/domain/catalogue'
import { ALWAYS_ACTIVE_PRODUCT_CODES, QUICK_QUOTE_LEAD_CAPTURE_CONSENT } from '@insure/domain/catalogue'
import type { CompanySeed } from './types.ts'

/**
 * Demo configuration of both brands (shell spec §3, Company configuration), written for this site.
 * They differ the way the spec says: menus, footers, phone numbers, products, pages, product order.
 */

/**
 * The declarations before a purchase (forms spec §3 Disclaimer with questions): a wrong answer shows
 * its invalid_answer_content and stops the purchase (issue 18).
 */
export const PURCHASE_DISCLAIMER_TYPE = 'PURCHASE'
function purchaseDisclaimer(brand: string) {
  return {
    disclaimer_type: PURCHASE_DISCLAIMER_TYPE,
    content: `Before you buy, please answer these questions truthfully. ${brand} relies on your answers: a wrong answer can mean a claim is not paid.`,
    active: true,
    questions: [
      {
        question_type: 'YES_NO' as const,
        question_content: 'Do you live in South Africa and hold a South African ID number?',
        invalid_answer_content: `${brand} can only cover people who live in South Africa and hold a South African ID number. Please call us to talk about other options.`,
        order: 10,
        confirmTypeDisclaimer: false,
        expected_answer: 'YES' as const,
      },
      {
        question_type: 'YES_NO' as const,
        question_content: 'Has an insurer cancelled or refused to renew your cover in the last five years?',
        invalid_answer_content:
          'We cannot offer you this cover online. Ask us to call you back and a consultant will look at your cover with you.',
        order: 20,
        confirmTypeDisclaimer: false,
        expected_answer: 'NO' as const,
      },
      {
        question_type: 'CONFIRM' as const,
        question_content:
          'I have read the policy wording and I understand what this policy covers and costs.',
        invalid_answer_content:
          'Please read the policy wording and confirm that you understand it before you buy.',
        order: 30,
        confirmTypeDisclaimer: true,
        expected_answer: 'YES' as const,
        document: 'POLICY_WORDING' as const,
      },
    ],
  }
}

/** Per-product content every product carries: its disclaimers, quote info and the lead-capture consent. */
function productContent(brand: string, codes: readonly ProductCode[], titles: Record<string, string>) {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      {
        disclaimers: [
          {
            disclaimer_type: 'QUOTE',
            content: `The ${titles[code]} premium quoted is based on the answers you give. ${brand} may change it if your answers change or turn out to be incomplete.`,
            active: true,
            questions: [],
          },
          purchaseDisclaimer(brand),
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

/** iWYZE's testimonials (written for this demo site; the people are made up). */
const IWYZE_FEEDBACK: CompanyConfiguration['customer_feedback'] = [
  {
    name: 'Sipho N.',
    town: 'Soweto',
    product_type: 'car',
    rating: 5,
    quote:
      'Someone reversed into my Polo at the mall. I reported it on my phone from the parking lot and the assessor called me the next morning. Car was back in nine days.',
    date: '2025-09-14',
  },
  {
    name: 'Annelie V.',
    town: 'Paarl',
    product_type: 'home',
    rating: 4,
    quote:
      'Our geyser burst on a Sunday night. The plumber was sent out on Monday and the ceiling repairs were approved without arguments. I only wish the claims line had been quicker to answer.',
    date: '2025-07-02',
  },
  {
    name: 'Lerato M.',
    town: 'Polokwane',
    product_type: 'funeral',
    rating: 5,
    quote:
      'When my gogo passed away the money was in my account within two days. At a time like that you do not want paperwork, and they kept it simple.',
    date: '2025-05-21',
  },
  {
    name: 'Craig P.',
    town: 'Durban North',
    product_type: 'vapstyreandrim',
    rating: 4,
    quote:
      'Hit a pothole on the N2 and bent a rim. The claim was easy and the tyre place they sent me to was close to work. Worth the few rand a month.',
    date: '2025-03-08',
  },
  {
    name: 'Nomvula D.',
    town: 'Bloemfontein',
    product_type: 'gap',
    rating: 5,
    quote:
      "The anaesthetist charged far more than my medical aid paid for my son's operation. GAP cover paid the shortfall and the consultant explained every step.",
    date: '2025-10-30',
  },
  {
    name: 'Pieter J.',
    town: 'Gqeberha',
    product_type: 'bi',
    rating: 3,
    quote:
      'Getting cover for my workshop took a few calls because I have unusual equipment, but the price was fair and the policy says clearly what is covered.',
    date: '2024-12-11',
  },
  {
    name: 'Fatima A.',
    town: 'Lenasia',
    product_type: 'contents',
    rating: 5,
    quote:
      'I moved flats and updated my contents list online in ten minutes. The premium went down a little, which I did not expect.',
    date: '2025-08-19',
  },
]

/*
 * CONFIGURATION TO FILL before going live (issue 25): the insurers' registered names, addresses and
 * FSP numbers below are plausible placeholders written for this demo site, not the licensed
 * insurers' real details. Every page footer, document page and PDF prints what is here.
 */
const IWYZE_INSURERS: CompanyConfiguration['insurers'] = {
  life: {
    name: 'iWYZE Life Assurance Company (RF) Limited',
    address: 'Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405',
    fsp_number: '47561',
  },
  non_life: {
    name: 'iWYZE General Insurance Limited',
    address: '75 Helen Joseph Street, Johannesburg, 2001',
    fsp_number: '46021',
  },
}

const iwyze: CompanyConfiguration = {
  metadata: {
    name: 'iWYZE',
    logo: '/brand/iwyze/logo.svg',
    logo_footer: '/brand/iwyze/logo-footer.svg',
    mobile_logo_footer: '/brand/iwyze/logo-mobile-footer.svg',
    created_date: '2012-03-01',
    disclaimer_text:
      'iWYZE sells insurance online and by phone. Premiums, cover and excesses depend on the answers you give.',
    meta_description:
      'iWYZE sells car, home, life, funeral, GAP and business insurance online in South Africa. Get a quote in minutes, or leave your number and we will call you back.',
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
  insurers: IWYZE_INSURERS,
  brand_colour: '#4b1d8f',
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
      disclaimer_text: 'iWYZE Car Insurance: excesses and limits apply.',
    },
    {
      product_type: 'life',
      disclaimer_text: 'iWYZE Life Insurance: terms and conditions apply.',
    },
    {
      product_type: 'gap',
      disclaimer_text: 'iWYZE GAP Cover is a health insurance product. It is not a medical scheme.',
    },
    {
      product_type: 'funeral',
      disclaimer_text: 'iWYZE Funeral Cover: waiting periods apply.',
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
  customer_feedback: IWYZE_FEEDBACK,
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
  // Always active (forms spec §9), so quoted on OM too, without a product page of their own.
  bi: 'Business Insurance',
  allrisk: 'All Risk Insurance',
  legalcosts: 'Legal Costs Insurance',
  motorcycle: 'Motorcycle Insurance',
  trailer: 'Trailer Insurance',
  watercraft: 'Watercraft Insurance',
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

/** Old Mutual's testimonials (written for this demo site; the people are made up). */
const OM_FEEDBACK: CompanyConfiguration['customer_feedback'] = [
  {
    name: 'Thabo K.',
    town: 'Mahikeng',
    product_type: 'life',
    rating: 5,
    quote:
      'I took life cover when our twins were born. The consultant helped me work out how much my family would really need instead of selling me the biggest amount.',
    date: '2025-06-03',
  },
  {
    name: 'Zanele B.',
    town: 'Pietermaritzburg',
    product_type: 'funeral',
    rating: 5,
    quote:
      'My father had paid his premiums for years, and when he passed the claim was settled in a day and a half. They were kind to my mother on the phone.',
    date: '2025-02-17',
  },
  {
    name: 'Johan S.',
    town: 'George',
    product_type: 'car',
    rating: 4,
    quote:
      'My bakkie was stolen from outside the church. The claim took about three weeks with the police report, but they kept me updated by SMS the whole time.',
    date: '2025-04-26',
  },
  {
    name: 'Precious T.',
    town: 'Mthatha',
    product_type: 'legal',
    rating: 5,
    quote:
      'My landlord would not give back my deposit. The legal adviser wrote a letter for me and I had my money back within a month.',
    date: '2025-09-05',
  },
  {
    name: 'Ayesha R.',
    town: 'Athlone',
    product_type: 'gap',
    rating: 4,
    quote:
      'The specialist bill after my knee operation was a shock, but GAP cover paid most of the difference. Sending the documents by email was easy.',
    date: '2025-01-29',
  },
  {
    name: 'Mandla Z.',
    town: 'Nelspruit',
    product_type: 'buildings',
    rating: 4,
    quote:
      'Hail damaged half of our roof. The assessor came out in the same week and the builder they approved did neat work.',
    date: '2024-11-22',
  },
  {
    name: 'Charmaine L.',
    town: 'Kimberley',
    product_type: 'contents',
    rating: 3,
    quote:
      'After the break-in I had to find receipts for most things, which took time. In the end the claim was paid, and I now keep photos of everything.',
    date: '2025-07-15',
  },
  {
    name: 'Kagiso M.',
    town: 'Rustenburg',
    product_type: 'home',
    rating: 5,
    quote:
      'A power surge after load shedding took out our fridge and TV. Both were replaced, and the call centre agent even reminded me about surge protection.',
    date: '2025-10-08',
  },
]

/* CONFIGURATION TO FILL, as IWYZE_INSURERS: placeholders, not the insurers' real details. */
const OM_INSURERS: CompanyConfiguration['insurers'] = {
  life: {
    name: 'Old Mutual Life Assurance Company (South Africa) Limited',
    address: 'Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405',
    fsp_number: '70393',
  },
  non_life: {
    name: 'Old Mutual Insure Limited',
    address: 'Wanooka Place, St Andrews Road, Parktown, Johannesburg, 2193',
    fsp_number: '48225',
  },
}

const om: CompanyConfiguration = {
  metadata: {
    name: 'Old Mutual',
    logo: '/brand/om/logo.svg',
    logo_footer: '/brand/om/logo-footer.svg',
    mobile_logo_footer: '/brand/om/logo-mobile-footer.svg',
    created_date: '2015-07-01',
    disclaimer_text:
      'Old Mutual Insure sells insurance online and by phone. Premiums, cover and excesses depend on the answers you give.',
    meta_description:
      'Old Mutual Insure sells car, home, life, funeral, GAP and legal cover online in South Africa. Get a quote in minutes, or leave your number and we will call you back.',
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
  insurers: OM_INSURERS,
  brand_colour: '#0b6b3a',
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
      disclaimer_text: 'Old Mutual Life Cover: terms and conditions apply.',
    },
    {
      product_type: 'car',
      disclaimer_text: 'Old Mutual Car Insurance: excesses apply.',
    },
    {
      product_type: 'gap',
      disclaimer_text:
        'Old Mutual GAP Cover is a health insurance product. It is not a medical scheme and does not replace one.',
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
  customer_feedback: OM_FEEDBACK,
  // Every product OM quotes carries its content: those with a page and the always-active ones.
  product_content: productContent(
    'Old Mutual',
    [...new Set([...OM_PRODUCT_PAGES.map((page) => page.product_type), ...ALWAYS_ACTIVE_PRODUCT_CODES])],
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
