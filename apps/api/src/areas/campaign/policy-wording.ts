import { CAMPAIGN_COVER_CENTS, CAMPAIGN_COVER_PERIOD_MONTHS } from '@insure/domain/limits'
import { underwritingSentence, type Insurer } from '@insure/domain/company'
import { drawLetterhead, drawSections, drawTitle, renderPdf, type Letterhead } from '../../lib/pdf.ts'

export const POLICY_WORDING_FILE_NAME = 'free-life-cover-policy-wording.pdf'

/** `R20 000`: whole rands with a space between thousands. */
function rands(cents: number): string {
  return `R${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`
}

type Section = { heading: string; paragraphs: string[] }

/** The policy wording of the free life cover campaign; written for this site. */
export function policyWordingSections(companyName: string, insurer: Insurer): Section[] {
  const cover = rands(CAMPAIGN_COVER_CENTS)
  const months =
    CAMPAIGN_COVER_PERIOD_MONTHS === 3 ? 'three months' : `${CAMPAIGN_COVER_PERIOD_MONTHS} months`
  return [
    {
      heading: '1. What this cover is',
      paragraphs: [
        `${companyName} gives you free life cover of ${cover} for ${months}. If you pass away while the cover runs, we pay ${cover} in one amount to the beneficiary you named when you opted in.`,
        'You pay no premium for this cover and you do not have to buy anything else from us to keep it.',
      ],
    },
    {
      heading: '2. When the cover starts and ends',
      paragraphs: [
        `The cover starts on the day we confirm your opt-in and ends ${months} later, on the date shown in your confirmation. It ends sooner if you ask us to cancel it. It does not renew by itself.`,
      ],
    },
    {
      heading: '3. Who is covered',
      paragraphs: [
        'The person whose South African ID number was checked and opted in on our website: one cover per ID number. That person must have been invited to the campaign and be between 18 and 64 years old on the day of opting in.',
        'Nobody else is covered by this policy: not your spouse, children or other family members.',
      ],
    },
    {
      heading: '4. Your beneficiary',
      paragraphs: [
        'We pay the benefit to the beneficiary you named. If that person has passed away before you, or cannot be identified, we pay the benefit to your estate. You can change your beneficiary at any time while the cover runs by calling us.',
      ],
    },
    {
      heading: '5. What is not covered',
      paragraphs: [
        'We do not pay the benefit when death is caused by, or results from:',
        '- suicide or a deliberately self-inflicted injury within the cover period, whether you were sane or not;',
        '- taking part in war, invasion, civil war, rebellion, riot or terrorism;',
        '- taking part in a crime, or resisting lawful arrest;',
        '- the use of alcohol above the legal driving limit, or of drugs not prescribed by a doctor;',
        '- an illness or injury you knew about, or were treated for, in the 12 months before the cover started, when death follows within the cover period;',
        '- anything that happens after the cover has ended.',
        'We also do not pay when the information given when opting in was false, or when the ID number was not your own.',
      ],
    },
    {
      heading: '6. How to claim',
      paragraphs: [
        `Your beneficiary, or the executor of your estate, contacts ${companyName} within six months of your death, by phone or through the claims page of our website, and gives the reference of your opt-in or your ID number.`,
        'We will ask for: a certified copy of the death certificate; a certified copy of the ID document of the person who passed away and of the beneficiary; the notice of death or medical report stating the cause of death; and a bank confirmation letter of the beneficiary (not older than three months).',
        'We pay valid claims within 48 hours of receiving all the documents. We may investigate a claim when the cause of death is unnatural, and will tell the beneficiary when we do.',
      ],
    },
    {
      heading: '7. General',
      paragraphs: [
        'This cover has no cash or surrender value and cannot be transferred or ceded. We keep your personal information only to administer this cover and will not share it with anyone outside our group without your consent.',
        `If you are unhappy with a decision we made, write to ${companyName}'s complaints team first. If we cannot resolve your complaint, you may contact the Ombud for Financial Services Providers.`,
        underwritingSentence('This free life cover', insurer),
      ],
    },
  ]
}

/** The free life cover policy wording as a PDF (forms spec §2: "download the life policy wording PDF"). */
export function renderPolicyWording(letterhead: Letterhead): Promise<Buffer> {
  const { companyName } = letterhead
  return renderPdf(
    {
      Title: 'Free life cover: policy wording',
      Author: companyName,
      Subject: `Free life cover of ${rands(CAMPAIGN_COVER_CENTS)} for ${CAMPAIGN_COVER_PERIOD_MONTHS} months`,
    },
    (doc) => {
      drawLetterhead(doc, letterhead)
      drawTitle(doc, 'Free life cover', `Policy wording - ${companyName}`)
      drawSections(doc, policyWordingSections(companyName, letterhead.insurer))
    },
  )
}
