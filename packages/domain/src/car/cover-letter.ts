/**
 * The confirmation-of-cover letter a finance house asks for before it pays out a car loan: that the
 * car it finances is insured, under which policy, from when, and that the house is the noted
 * interest. Drawn as a PDF by the API's PDF thread and e-mailed to the finance house.
 */
import { underwritingSentence, type Insurer } from '../company/insurer.ts'
import { formatIsoDateInWords, southAfricanIsoDate } from '../calendar/index.ts'
import { isValidEmail } from '../email/index.ts'
import { requiredText, withoutMarkup } from '../field/index.ts'
import { maskAccountNumber } from '../masking/index.ts'
import { rands } from '../policy-schedule/index.ts'
import { z } from '../zod-config/index.ts'

export const FINANCE_HOUSE_NAME_MESSAGE = 'Enter the name of the bank or finance house.'
export const FINANCE_HOUSE_EMAIL_MESSAGE = "Enter the finance house's e-mail address."
export const FINANCE_ACCOUNT_MESSAGE = 'Enter the finance account number: letters, digits and hyphens.'

/** letterNotification's body: the quote, and the finance house to send the letter to. */
export const LetterNotificationSchema = z.object({
  carFullSaleSessionId: z.string().min(1).max(64),
  financeHouse: z.object({
    name: withoutMarkup(requiredText(FINANCE_HOUSE_NAME_MESSAGE, 120), FINANCE_HOUSE_NAME_MESSAGE),
    email: z
      .string({ error: FINANCE_HOUSE_EMAIL_MESSAGE })
      .trim()
      .refine((value) => isValidEmail(value), FINANCE_HOUSE_EMAIL_MESSAGE),
    accountNumber: z
      .string({ error: FINANCE_ACCOUNT_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,30}$/, FINANCE_ACCOUNT_MESSAGE),
  }),
})
export type LetterNotification = z.infer<typeof LetterNotificationSchema>
/** The congratulations page's form for a financed car: the finance house the letter goes to. */
export const FinanceHouseSchema = LetterNotificationSchema.shape.financeHouse

/** What the letter is drawn from, stored with the document (numbers masked already). */
export interface CoverLetter {
  policyNumber: string
  /** When the letter was issued (ISO instant). */
  issuedAt: string
  /** The company and its letterhead colour (the configuration's brand colour). */
  company: { name: string; brandColour: string }
  /** The non-life insurer that writes the car policy, from the configuration (issue 25). */
  insurer: Insurer
  product: { displayName: string }
  /** The policyholder's name, or null before the personal information page is answered. */
  policyholder: string | null
  /** The car: "2020 VOLKSWAGEN POLO 1.4 HATCH". */
  vehicle: string
  commencementDate: string
  premiumCents: number
  /** The car's insured value. */
  coverCents: number
  financeHouse: { name: string; maskedAccountNumber: string }
}

/** The finance account number as the letter and every listing show it. */
export const maskFinanceAccount = (accountNumber: string) => maskAccountNumber(accountNumber)

/** The letter's words, in sections as the policy schedule's (the PDF draws them). */
export function coverLetterText(letter: CoverLetter): { heading: string; paragraphs: string[] }[] {
  const { company, financeHouse } = letter
  return [
    {
      heading: `To ${financeHouse.name}`,
      paragraphs: [
        `We confirm that the vehicle below is insured with ${company.name} under ${letter.product.displayName} policy ${letter.policyNumber}, and that ${financeHouse.name} is noted as having an interest in it (finance account ${financeHouse.maskedAccountNumber}).`,
        `We issued this letter on ${formatIsoDateInWords(southAfricanIsoDate(letter.issuedAt))}.`,
      ],
    },
    {
      heading: 'The vehicle and its cover',
      paragraphs: [
        `Vehicle: ${letter.vehicle}.`,
        ...(letter.policyholder ? [`Policyholder: ${letter.policyholder}.`] : []),
        `Cover starts on ${formatIsoDateInWords(letter.commencementDate)}, for up to ${rands(letter.coverCents)}.`,
        `The monthly premium is ${rands(letter.premiumCents)}.`,
      ],
    },
    {
      heading: 'If the policy changes',
      paragraphs: [
        `We will tell ${financeHouse.name} if this policy is cancelled or lapses, or if the vehicle is written off, while the finance account is open.`,
        underwritingSentence(letter.product.displayName, letter.insurer),
      ],
    },
  ]
}
