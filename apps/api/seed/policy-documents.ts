import { PRODUCT_CATALOGUE, PRODUCT_CODES, type ProductCode } from '@insure/domain/catalogue'
import type { PolicyDocument, PolicyDocumentSection } from '@insure/domain/policy-documents'
import { RATING_FAMILY_OF_PRODUCT, type RatingFamily } from '@insure/domain/quick-quote'

/**
 * Each product's policy wording and terms (issue 25), written for this site: plain, short and true
 * to what the rating prices. A text once sold on never changes: a new text is a new version with a
 * later effective date, added beside the old (policies keep the version they were sold on, and its
 * fingerprint is printed on their schedule). "We" is the insurer the company's configuration names.
 */

const EFFECTIVE_DATE = '2026-01-01'
const VERSION = '2026.1'

type FamilyWording = {
  /** What the policy pays for, in two or three sentences. */
  covered: { paragraphs: string[]; summary: string }
  whoIsCovered: string[]
  notCovered: { paragraphs: string[]; summary: string }
  /** What a claim needs, beyond calling us. */
  claimDocuments: string
}

const FAMILY_WORDINGS: Record<RatingFamily, FamilyWording> = {
  life: {
    covered: {
      paragraphs: [
        'We pay the cover amount on your schedule, in one amount, to your beneficiaries when the life insured dies while the policy is in force.',
        'If you bought the accidental death benefit instead, we pay only when death is caused by an accident: a sudden, violent and visible event outside the body.',
      ],
      summary:
        'A lump sum, the cover amount on your schedule, paid to the people you choose when the life insured dies.',
    },
    whoIsCovered: [
      'The life insured is the person named on your schedule, whose age, health, smoking and income you told us about when you asked for the quote. The price depends on those answers.',
    ],
    notCovered: {
      paragraphs: [
        'We do not pay when death is caused by suicide in the first two years of the policy.',
        'We do not pay when death is caused by taking part in war, riot or a crime, or by resisting arrest.',
        'We do not pay when an answer you gave us was not true and we would not have given the cover, or not at this price, had we known.',
      ],
      summary:
        'We do not pay when death is caused by suicide in the first two years, or by taking part in war, riot or a crime.',
    },
    claimDocuments:
      'a certified copy of the death certificate, the ID documents of the life insured and the beneficiary, and the beneficiary’s bank details',
  },
  funeral: {
    covered: {
      paragraphs: [
        'We pay the cover amount on your schedule when a person covered by the policy dies, so that the family can pay for the funeral.',
        'Each person covered has their own cover amount, shown on your schedule.',
      ],
      summary:
        'Money for a funeral: the cover amount on your schedule, paid when you or a family member covered by the policy dies.',
    },
    whoIsCovered: [
      'You, and the family members named on your schedule with their relation to you. Each person covered must have been under the age limit when they were added.',
    ],
    notCovered: {
      paragraphs: [
        'We do not pay for a death from natural causes in the first six months after a person’s cover starts (the waiting period). A death by accident is covered from the first day.',
        'We do not pay for a death by suicide in the first 12 months after a person’s cover starts.',
      ],
      summary:
        'We do not pay for a death from natural causes in the first six months (the waiting period). A death by accident is covered from the first day.',
    },
    claimDocuments:
      'a certified copy of the death certificate, the ID document of the person who died and of the person claiming, and the bank details we pay into',
  },
  gap: {
    covered: {
      paragraphs: [
        'We pay the difference between what a specialist charges for treatment in hospital and what your medical scheme pays, and co-payments your scheme asks of you, up to the yearly limit on your schedule.',
      ],
      summary:
        'The shortfall between what specialists charge in hospital and what your medical scheme pays, up to the yearly limit on your schedule.',
    },
    whoIsCovered: [
      'You, while you are a member of a registered South African medical scheme. GAP cover is not a medical scheme and does not replace one.',
    ],
    notCovered: {
      paragraphs: [
        'We do not pay for treatment your medical scheme does not cover at all.',
        'We do not pay, in the first 12 months, for a condition you already had when your cover started.',
      ],
      summary:
        'We do not pay for treatment your medical scheme does not cover at all, or in the first 12 months for a condition you already had.',
    },
    claimDocuments: 'the specialist’s account and your medical scheme’s statement of what it paid',
  },
  motor: {
    covered: {
      paragraphs: [
        'We pay to repair or replace the vehicle on your schedule when it is damaged, stolen or written off, up to its value, less your excess. Comprehensive cover includes damage you cause to other people’s property.',
      ],
      summary:
        'Repair or replacement of the vehicle on your schedule after an accident, theft or fire, up to its value and less your excess.',
    },
    whoIsCovered: [
      'The vehicle on your schedule, driven by you or by someone with your permission who holds a valid licence.',
    ],
    notCovered: {
      paragraphs: [
        'We do not pay for wear and tear or mechanical or electrical breakdown.',
        'We do not pay for damage while the driver was unlicensed or over the legal alcohol limit.',
      ],
      summary:
        'We do not pay for wear and tear or mechanical breakdown, or for damage while the driver was unlicensed or over the legal alcohol limit.',
    },
    claimDocuments:
      'a police case number for a theft or an accident with another vehicle, and photos of the damage',
  },
  property: {
    covered: {
      paragraphs: [
        'We pay to repair or replace your home, or the things in it, on your schedule when they are damaged or lost by fire, storm, flood, theft or an accident, up to the sum insured, less your excess.',
      ],
      summary:
        'Repair or replacement of your home or its contents after fire, storm, theft or an accident, up to the sum insured and less your excess.',
    },
    whoIsCovered: [
      'The home or contents at the address on your schedule, and the people who live there with you.',
    ],
    notCovered: {
      paragraphs: [
        'We do not pay for wear and tear, or damage that happens slowly (damp, rust, insects).',
        'We do not pay for loss while the home stands empty for more than 60 days in a row.',
      ],
      summary:
        'We do not pay for wear and tear, damage that happens slowly (damp, rust, insects), or loss while the home stands empty for more than 60 days in a row.',
    },
    claimDocuments:
      'a police case number for a theft, and proof of what was lost or damaged (receipts or photos)',
  },
  vap: {
    covered: {
      paragraphs: [
        'We pay to repair the damage the option on your schedule names (small dents and scratches, or tyres and rims) on the vehicle on your schedule, up to the option’s yearly amount.',
      ],
      summary:
        'Repairs of the damage your option names, on your vehicle, up to the yearly amount on your schedule.',
    },
    whoIsCovered: ['The vehicle on your schedule.'],
    notCovered: {
      paragraphs: [
        'We do not pay for damage that was there before your cover started.',
        'We do not pay for wear and tear.',
      ],
      summary: 'We do not pay for damage that was there before your cover started, or for wear and tear.',
    },
    claimDocuments: 'photos of the damage',
  },
  legal: {
    covered: {
      paragraphs: [
        'We pay for legal advice and for a lawyer to act for you in a legal matter that begins while the policy is in force, up to the limit on your schedule.',
      ],
      summary: 'Legal advice, and a lawyer’s and court costs, up to the limit on your schedule.',
    },
    whoIsCovered: ['You, and the family members named on your schedule.'],
    notCovered: {
      paragraphs: [
        'We do not pay for a legal matter that began before your cover started, or that you knew about when you bought it.',
      ],
      summary:
        'We do not pay for a legal matter that began before your cover started, or that you knew about when you bought it.',
    },
    claimDocuments: 'the papers of the legal matter you have',
  },
  business: {
    covered: {
      paragraphs: [
        'We pay to repair or replace the business premises, stock and equipment on your schedule when they are damaged or lost by fire, storm, theft or an accident, and the income you lose while you recover, up to the sums insured, less your excess.',
      ],
      summary:
        'Your business premises, stock, equipment and lost income after fire, storm, theft or an accident, up to the sums insured.',
    },
    whoIsCovered: ['The business and the premises on your schedule.'],
    notCovered: {
      paragraphs: [
        'We do not pay for wear and tear.',
        'We do not pay for loss caused on purpose or dishonestly by you or your employees.',
      ],
      summary:
        'We do not pay for wear and tear, or for loss caused on purpose or dishonestly by you or your employees.',
    },
    claimDocuments: 'a police case number for a theft, and proof of what was lost or damaged',
  },
  'specified-items': {
    covered: {
      paragraphs: [
        'We pay to repair or replace the items on your schedule when they are lost, stolen or damaged anywhere in South Africa, up to each item’s sum insured, less your excess.',
      ],
      summary: 'The items on your schedule, lost, stolen or damaged, up to each item’s sum insured.',
    },
    whoIsCovered: ['The items named on your schedule.'],
    notCovered: {
      paragraphs: [
        'We do not pay for wear and tear.',
        'We do not pay for an item left unattended in a public place or an unlocked vehicle.',
      ],
      summary:
        'We do not pay for wear and tear, or for an item left unattended in a public place or an unlocked vehicle.',
    },
    claimDocuments: 'a police case number for a theft, and proof that you owned the item',
  },
}

function wording(code: ProductCode): PolicyDocument {
  const name = PRODUCT_CATALOGUE[code].displayName
  const family = FAMILY_WORDINGS[RATING_FAMILY_OF_PRODUCT[code]]
  const sections: PolicyDocumentSection[] = [
    {
      heading: '1. What we pay for',
      paragraphs: family.covered.paragraphs,
      summary: { topic: 'covered', text: family.covered.summary },
    },
    { heading: '2. Who and what is covered', paragraphs: family.whoIsCovered },
    {
      heading: '3. What we do not pay for',
      paragraphs: family.notCovered.paragraphs,
      summary: { topic: 'not-covered', text: family.notCovered.summary },
    },
    {
      heading: '4. Your premium',
      paragraphs: [
        'You pay the premium on your schedule every month, by debit order, on the day you chose. Your cover starts on the commencement date on your schedule.',
        'If a premium is not paid, we try again the next month. If two premiums in a row are not paid, the policy ends and we do not pay claims for events after the last month paid for.',
        'We may change the premium once a year. We tell you in writing at least 31 days before the change.',
      ],
      summary: {
        topic: 'paying',
        text: 'You pay every month by debit order. If two premiums in a row are not paid, your cover ends.',
      },
    },
    {
      heading: '5. How to claim',
      paragraphs: [
        'Tell us as soon as you can, and within six months, by phone or through the claims page of our website, with your policy number.',
        `We will ask for ${family.claimDocuments}.`,
        'We tell you our decision in writing within 15 working days of receiving everything we asked for, and give our reasons if we do not pay.',
      ],
      summary: {
        topic: 'claiming',
        text: 'Tell us within six months, with your policy number. We decide within 15 working days of having the documents, and explain in writing.',
      },
    },
    {
      heading: '6. How to cancel',
      paragraphs: [
        'You may cancel within 31 days of receiving your schedule. If you have not claimed and nothing covered has happened, we pay back your premiums, less the cost of the cover you already had.',
        'After that you may cancel at any time by telling us; the cover ends at the end of the month you were last debited for. We may cancel by giving you 31 days’ notice in writing.',
      ],
      summary: {
        topic: 'cancelling',
        text: 'Cancel within 31 days and get your premiums back (less the cover you had), or at any time after that by calling us.',
      },
    },
    {
      heading: '7. If you are unhappy',
      paragraphs: [
        'Tell us first: we answer a complaint within 15 working days. If we cannot put it right, you may go to the National Financial Ombud Scheme South Africa, free of charge.',
      ],
    },
  ]
  return {
    productCode: code,
    kind: 'POLICY_WORDING',
    version: `${code}-${VERSION}`,
    effectiveDate: EFFECTIVE_DATE,
    title: `${name}: policy wording`,
    sections,
  }
}

function terms(code: ProductCode): PolicyDocument {
  const name = PRODUCT_CATALOGUE[code].displayName
  return {
    productCode: code,
    kind: 'TERMS',
    version: `${code}-terms-${VERSION}`,
    effectiveDate: EFFECTIVE_DATE,
    title: `${name}: terms and conditions`,
    sections: [
      {
        heading: '1. Your answers',
        paragraphs: [
          'Your premium and cover rest on the answers you gave us. Please answer truthfully and tell us when something changes. If an answer was wrong and it matters to the cover, we may change the premium, refuse a claim or end the policy.',
        ],
      },
      {
        heading: '2. The debit order',
        paragraphs: [
          'By accepting these terms you allow us to collect the premium from the account you gave, on the day you chose, each month. You may stop the debit order by cancelling the policy.',
        ],
      },
      {
        heading: '3. How we contact you',
        paragraphs: [
          'We send your schedule and letters by e-mail, and may call or text you about your policy. Tell us when your e-mail address or phone number changes.',
        ],
      },
      {
        heading: '4. Your personal information',
        paragraphs: [
          'We use your personal information to give you a quote, to run your policy and to pay claims, and keep it only as long as the law asks (Protection of Personal Information Act). You may ask what we hold about you and have it corrected.',
        ],
      },
      {
        heading: '5. The documents of your policy',
        paragraphs: [
          'Your policy is the policy wording, these terms and your schedule. Where they differ, the schedule applies first, then the policy wording.',
          'South African law applies to your policy.',
        ],
      },
    ],
  }
}

/** Every product's wording and terms, each in its one version so far. */
export const policyDocumentSeeds: PolicyDocument[] = PRODUCT_CODES.flatMap((code) => [
  wording(code),
  terms(code),
])
