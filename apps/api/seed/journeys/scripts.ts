import { COMPANY_CODES, type CompanyCode } from '@insure/domain/catalogue'
import type { pageScripts } from '../../src/db/schema/index.ts'

/**
 * The agents' scripts (GET A/pages/{id}/script, shell spec §6): what an agent says on each page of a
 * full quote, written for this site. `{company}` is the brand's name.
 */
const SCRIPTS: Readonly<Record<string, { title: string; lines: readonly string[] }>> = {
  'quick-quote': {
    title: 'Quick quote',
    lines: [
      'Thank you for calling {company}. My name is … and this call is recorded for quality and training.',
      'I will ask a few questions to work out your premium. Nothing is bought until you say so.',
    ],
  },
  disclaimer: {
    title: 'Before you buy',
    lines: [
      'Before we go on, I must ask you a few questions. Please answer them truthfully: {company} relies on your answers when a claim is made.',
      'Read each question exactly as it is written, and record the answer the client gives.',
    ],
  },
  'health-and-lifestyle': {
    title: 'Health and lifestyle',
    lines: ['These questions are about your health. A wrong answer can mean a claim is not paid.'],
  },
  spouse: { title: 'Spouse', lines: ["May I have your spouse's full name and date of birth?"] },
  children: { title: 'Children', lines: ['How many children should the policy cover?'] },
  parents: { title: 'Parents', lines: ['How many parents and parents-in-law should the policy cover?'] },
  'extended-family': {
    title: 'Extended family',
    lines: ['How many extended family members should the policy cover, and how are they related to you?'],
  },
  vehicle: {
    title: 'The car',
    lines: [
      'What is the car’s registration number? I will find the car from it; if the register does not know it, we search by its year and description.',
      'Is a tracking device fitted, and which? Is the car financed, modified, or fitted with accessories it did not come with? What colour is it?',
      'If the car is modified, {company} insures it through a consultant: offer the call back.',
    ],
  },
  'regular-driver': {
    title: 'The regular driver',
    lines: [
      'Which licence does the person who drives the car most hold, and what is their marital status?',
      'Has an insurer ever refused or cancelled their insurance, or rejected a claim? For how many years have they been insured, and is the car insured today?',
    ],
  },
  'personal-information': {
    title: 'About the client',
    lines: [
      'May I confirm your title, full name and ID number?',
      'Which cellphone number and e-mail address should we use for your policy documents?',
    ],
  },
  address: {
    title: 'Address',
    lines: ['What is the street address where you live (or where the cover applies)?'],
  },
  'vap-vehicle': {
    title: 'Your vehicle',
    lines: [
      'I will confirm the vehicle from your quote: read out its make, model and year.',
      'Is it yours, is it used as a taxi, is it damaged now, is it registered in South Africa, and is it a limousine or a panel van? Read each question as written.',
      'If the page says we cannot cover the vehicle, read its sentence to the client: the quote stops here. Offer a call back from a consultant.',
    ],
  },
  'medical-aid': {
    title: 'Medical aid',
    lines: [
      'Which medical scheme and option are you on, what is your membership number, and when did your membership start?',
      'If your option is not the plan you chose for the quote, your premium changes: I will read out the new premium before you accept it.',
    ],
  },
  beneficiaries: {
    title: 'Beneficiaries',
    lines: ['Who should receive the benefit? Their shares must add up to 100 per cent.'],
  },
  'beneficiaries-v2': {
    title: 'Beneficiaries',
    lines: [
      'Who should receive the benefit, and how are they related to you? Their shares must add up to 100 per cent.',
    ],
  },
  premium: {
    title: 'Premium',
    lines: [
      'Your monthly premium is … for cover of …. Read out the excess, if any.',
      'For a car, read out the premium of each voluntary excess: a higher excess lowers the premium. Record the one chosen.',
      'Do you accept this premium? Record the answer: the policy records exactly this amount.',
    ],
  },
  'banking-details': {
    title: 'Debit order',
    lines: [
      'Which bank, account number and account type should the premium be collected from, and on which day of the month?',
      'Do you agree that {company} may collect the premium by debit order from this account? Record the answer.',
    ],
  },
  congratulations: {
    title: 'Congratulations',
    lines: [
      'Your policy number is …. Your policy schedule is on its way by e-mail.',
      'You may cancel within 31 days of receiving it. Is there anything else I can help you with?',
    ],
  },
}

const BRAND: Readonly<Record<CompanyCode, string>> = { IWYZE: 'iWYZE', OM: 'Old Mutual' }

export function pageScriptSeeds(): (typeof pageScripts.$inferInsert)[] {
  return COMPANY_CODES.flatMap((companyCode) =>
    Object.entries(SCRIPTS).map(([pageCode, script]) => ({
      companyCode,
      pageCode,
      title: script.title,
      lines: script.lines.map((line) => line.replaceAll('{company}', BRAND[companyCode])),
    })),
  )
}
