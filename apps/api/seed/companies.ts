import type { CompanySeed } from './types.ts'

/**
 * Demo configuration for both brands, written for this site. The shell issue grows these into the
 * full Company configuration entity (menus, footers, pages, products, landing-page numbers).
 */
export const companySeeds: CompanySeed[] = [
  {
    code: 'IWYZE',
    name: 'iWYZE',
    configuration: {
      metadata: {
        name: 'iWYZE',
        logo: '/brand/iwyze/logo.svg',
        disclaimer_text:
          'iWYZE insurance products are underwritten by a licensed non-life insurer and authorised financial services provider.',
        local_phone_number: '0861 49 93 00',
        alternative_phone_number: '0861 49 93 01',
        facebook_link: 'https://www.facebook.com/',
        twitter_link: 'https://x.com/',
        youtube_link: 'https://www.youtube.com/',
        linkedin_link: 'https://www.linkedin.com/',
      },
      instagram_link: 'https://www.instagram.com/',
      IS_LEGAL_INSURANCE_ENABLED: false,
    },
    environments: [
      { key: 'NEW_CUSTOMER_CARE', value: '0' },
      { key: 'NEW_CLAIMS', value: '0' },
      { key: 'LEGAL_CLAIMS', value: '0' },
    ],
  },
  {
    code: 'OM',
    name: 'Old Mutual',
    configuration: {
      metadata: {
        name: 'Old Mutual',
        logo: '/brand/om/logo.svg',
        disclaimer_text:
          'Old Mutual insurance products are underwritten by licensed insurers in the group and authorised financial services providers.',
        local_phone_number: '0860 60 66 60',
        alternative_phone_number: '0860 60 66 61',
        facebook_link: 'https://www.facebook.com/',
        twitter_link: 'https://x.com/',
        youtube_link: 'https://www.youtube.com/',
        linkedin_link: '',
      },
      instagram_link: '',
      IS_LEGAL_INSURANCE_ENABLED: true,
    },
    environments: [
      { key: 'NEW_CUSTOMER_CARE', value: '1' },
      { key: 'NEW_CLAIMS', value: '1' },
      { key: 'LEGAL_CLAIMS', value: '1' },
    ],
  },
]
