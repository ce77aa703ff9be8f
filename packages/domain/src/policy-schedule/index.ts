import { z } from '../zod-config/index.ts'
import { formatIsoDateInWords, isIsoDate, southAfricanIsoDate } from '../calendar/index.ts'
import { CompanyCodeSchema, ProductCodeSchema } from '../catalogue/index.ts'
import { INSURER_KINDS, underwritingSentence } from '../company/insurer.ts'
import { EmailSchema, type OutgoingEmail } from '../email/index.ts'
import { maskAccountNumber, maskIdNumber } from '../masking/index.ts'
import { formatCents } from '../money/index.ts'
import { SaIdNumberSchema } from '../sa-id/index.ts'

/**
 * The policy schedule (issue 18): what a policy is, in plain language, issued with every policy sold.
 * One source, `scheduleText`, gives the words that the PDF and the confirmation e-mail both show.
 *
 * The schema takes the ID and account numbers whole, as the purchase holds them, and its parsed
 * value keeps them only masked (`maskedIdNumber`, `maskedAccountNumber`): nothing rendered from a
 * `PolicySchedule` can show a whole number.
 */

const text = (maxChars = 255) => z.string().trim().min(1).max(maxChars)
const cents = z.number().int().nonnegative()
const isoDate = z.string().refine(isIsoDate, { error: 'Must be an ISO date (YYYY-MM-DD)' })

/** E.164, as the API stores phone numbers: `+27821234567`. */
export const E164_PHONE_PATTERN = /^\+[1-9]\d{7,14}$/

export const PolicyholderSchema = z
  .object({
    title: text(20),
    name: text(),
    surname: text(),
    idNumber: SaIdNumberSchema,
  })
  .transform(({ idNumber, ...person }) => ({ ...person, maskedIdNumber: maskIdNumber(idNumber) }))

export const ScheduleDebitOrderSchema = z
  .object({
    bankName: text(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,16}$/),
    /** Day of the month the premium is collected, 1 to 31. */
    debitDay: z.number().int().min(1).max(31),
    /** The first collection (first strike), ISO date. */
    firstStrikeDate: isoDate,
  })
  .transform(({ accountNumber, ...debitOrder }) => ({
    ...debitOrder,
    maskedAccountNumber: maskAccountNumber(accountNumber),
  }))

/** Who pays the premium when it is not the policyholder (forms spec §3, Payer): their ID number masked. */
export const SchedulePayerSchema = z
  .object({
    title: text(20),
    name: text(),
    surname: text(),
    idNumber: SaIdNumberSchema,
  })
  .transform(({ idNumber, ...person }) => ({ ...person, maskedIdNumber: maskIdNumber(idNumber) }))

export const CoverLineSchema = z.object({
  description: text(200),
  /** The most we pay for this line; null where it has no amount (legal advice, roadside help). */
  sumInsuredCents: cents.nullable(),
})

export const CoveredLifeSchema = z.object({
  name: text(),
  relation: text(100),
  coverCents: cents,
})

export const ScheduleBeneficiarySchema = z.object({
  name: text(),
  /** The life v2 relation or the beneficiary's designation (forms spec §3), as the visitor chose it. */
  relation: text(100),
  percentage: z.number().positive().max(100),
})

export const InsurerOnScheduleSchema = z.object({
  kind: z.enum(INSURER_KINDS),
  name: text(120),
  address: text(200),
  fspNumber: z.string().regex(/^\d{1,6}$/),
})

export const SoldBySchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('online') }),
  z.object({ channel: z.literal('agent'), agentId: text(64) }),
])

export const PolicyScheduleSchema = z.object({
  company: z.object({
    code: CompanyCodeSchema,
    name: text(100),
    /** Where a policyholder calls to claim or cancel. */
    phoneNumber: text(30),
    /** The letterhead's colour, `#rrggbb` (the configuration's brand colour). */
    brandColour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
  /** Who underwrites the policy, from the company's configuration (issue 25). */
  insurer: InsurerOnScheduleSchema,
  policyNumber: text(40),
  product: z.object({ code: ProductCodeSchema, displayName: text(100) }),
  /** The policy wording the policy was sold on: its version, fingerprint and what it does not cover. */
  wording: z.object({
    version: text(40),
    effectiveDate: isoDate,
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The wording's own summary of what is not covered (its `not-covered` section). */
    notCovered: text(600),
  }),
  /** ISO date-time with offset. */
  issuedAt: z.iso.datetime({ offset: true }),
  commencementDate: isoDate,
  policyholder: PolicyholderSchema,
  contact: z.object({ mobile: z.string().regex(E164_PHONE_PATTERN), email: EmailSchema }),
  /** The postal lines of the address (street, suburb, town, code), when the product has one. */
  address: z.array(text(120)).min(1).max(6).nullish(),
  /** The postal address's lines (PO Box, area, city, county, code), when it differs from the address. */
  postalAddress: z.array(text(120)).min(1).max(6).nullish(),
  cover: z.array(CoverLineSchema).min(1).max(50),
  coveredLives: z.array(CoveredLifeSchema).max(30).nullish(),
  beneficiaries: z
    .array(ScheduleBeneficiarySchema)
    .max(10)
    .nullish()
    .refine(
      (beneficiaries) =>
        !beneficiaries?.length ||
        Math.abs(beneficiaries.reduce((sum, each) => sum + each.percentage, 0) - 100) < 1e-9,
      { error: "Beneficiaries' percentages must add up to 100" },
    ),
  monthlyPremiumCents: z.number().int().positive(),
  excess: z.object({ cents, key: text(40) }).nullable(),
  ratingTableVersion: text(40),
  debitOrder: ScheduleDebitOrderSchema,
  /** Someone else pays the premium from their account; absent or null: the policyholder does. */
  payer: SchedulePayerSchema.nullish(),
  soldBy: SoldBySchema,
})

/** What the purchase gives: whole ID and account numbers. */
export type PolicyScheduleInput = z.input<typeof PolicyScheduleSchema>
/** A parsed schedule: the numbers masked. What the PDF and the e-mail are made from. */
export type PolicySchedule = z.output<typeof PolicyScheduleSchema>

export type ScheduleSection = { heading: string; paragraphs: string[] }

/** Money as the schedule writes it: `R1 234.50`. */
export function rands(amountCents: number): string {
  return `R${formatCents(amountCents)}`
}

/**
 * Forms spec gives no schedule; South African law sets its core. The cooling-off period: the
 * Policyholder Protection Rules (Long-term Insurance), 2017, and (Short-term Insurance), 2017,
 * rule 4.2 as substituted in September 2018 (GG 41928): a policyholder may cancel within 31 days of
 * receiving the policy summary when no claim has been made or paid and no insured event has happened,
 * and gets the premiums back less the cost of the cover already enjoyed (rule 4.3).
 */
export const COOLING_OFF_DAYS = 31

/**
 * The schedule in plain language: headings and short sentences, addressed to the policyholder, money
 * as `R1 234.50`, dates in words. The PDF and the confirmation e-mail render exactly these.
 */
export function scheduleText(schedule: PolicySchedule): ScheduleSection[] {
  const { company, product, policyholder, debitOrder, excess, payer } = schedule
  const sections: ScheduleSection[] = [
    {
      heading: 'Your policy',
      paragraphs: [
        `This is the schedule of your ${product.displayName} policy with ${company.name}. It tells you what you are covered for and what you pay.`,
        `Your policy number is ${schedule.policyNumber}. Please give it whenever you contact us.`,
        `Your cover starts on ${formatIsoDateInWords(schedule.commencementDate)}. We issued this schedule on ${formatIsoDateInWords(southAfricanIsoDate(schedule.issuedAt))}.`,
        `Your policy follows our policy wording version ${schedule.wording.version}, in effect from ${formatIsoDateInWords(schedule.wording.effectiveDate)}. Those are the terms you bought it on.`,
        `The wording's SHA-256 fingerprint is ${schedule.wording.sha256}. The wording on our website with the same fingerprint is word for word the one you bought.`,
        schedule.soldBy.channel === 'online'
          ? 'You bought this policy online.'
          : `You bought this policy through our agent ${schedule.soldBy.agentId}.`,
      ],
    },
    {
      heading: 'About you',
      paragraphs: [
        `The policyholder is ${policyholder.title} ${policyholder.name} ${policyholder.surname}, ID number ${policyholder.maskedIdNumber}.`,
        `We contact you on ${schedule.contact.mobile} and at ${schedule.contact.email}. Please tell us when these change.`,
        ...(schedule.address?.length ? [`Your address is ${schedule.address.join(', ')}.`] : []),
        ...(schedule.postalAddress?.length
          ? [`We send your post to ${schedule.postalAddress.join(', ')}.`]
          : []),
      ],
    },
    {
      heading: 'What you are covered for',
      paragraphs: [
        ...schedule.cover.map((line) =>
          line.sumInsuredCents === null
            ? `${line.description}.`
            : `${line.description}: we pay up to ${rands(line.sumInsuredCents)}.`,
        ),
        ...(schedule.coveredLives?.length
          ? [
              'The people covered are:',
              ...schedule.coveredLives.map(
                (life) => `${life.name} (${life.relation}): cover of ${rands(life.coverCents)}.`,
              ),
            ]
          : []),
      ],
    },
  ]
  if (schedule.beneficiaries?.length) {
    sections.push({
      heading: 'Who we pay',
      paragraphs: [
        'When we pay the benefit, we pay it to:',
        ...schedule.beneficiaries.map(
          (beneficiary) =>
            `${beneficiary.name} (${beneficiary.relation}): ${beneficiary.percentage}% of the benefit.`,
        ),
        'You can change your beneficiaries at any time by calling us.',
      ],
    })
  }
  sections.push(
    {
      heading: 'What you pay',
      paragraphs: [
        `Your premium is ${rands(schedule.monthlyPremiumCents)} a month.`,
        ...(payer
          ? [
              `Your premium is paid by ${payer.title} ${payer.name} ${payer.surname}, ID number ${payer.maskedIdNumber}, who agreed to the debit order.`,
              `We collect it by debit order from the payer's ${debitOrder.bankName} account ${debitOrder.maskedAccountNumber} on day ${debitOrder.debitDay} of each month. The first debit is on ${formatIsoDateInWords(debitOrder.firstStrikeDate)}.`,
            ]
          : [
              `We collect it by debit order from your ${debitOrder.bankName} account ${debitOrder.maskedAccountNumber} on day ${debitOrder.debitDay} of each month. The first debit is on ${formatIsoDateInWords(debitOrder.firstStrikeDate)}.`,
            ]),
        excess
          ? `Your excess is ${rands(excess.cents)}. That is the part of each claim you pay yourself.`
          : 'Your policy has no excess: you pay no part of a claim yourself.',
        `For our records: your premium was worked out on rating table ${schedule.ratingTableVersion}${excess ? `, excess ${excess.key}` : ''}.`,
      ],
    },
    {
      heading: 'What is not covered',
      paragraphs: [schedule.wording.notCovered, 'This is a summary. The full list is in the policy wording.'],
    },
    {
      heading: 'How to claim',
      paragraphs: [
        `Tell us as soon as you can. Call ${company.name} on ${company.phoneNumber}, or use the claims page of our website, and give your policy number, ${schedule.policyNumber}.`,
        'We tell you which documents we need, and we explain our decision in writing.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [
        `You have ${COOLING_OFF_DAYS} days after you receive this schedule to change your mind. If you cancel in that time, and you have not claimed and nothing you are covered for has happened, we pay back your premiums, less the cost of the cover you already had.`,
        `After that, you can cancel at any time. Call us on ${company.phoneNumber}. Your cover ends on the date we agree, and we stop the debit order.`,
      ],
    },
    {
      heading: 'Who insures you',
      paragraphs: [
        underwritingSentence(product.displayName, schedule.insurer),
        'If you are unhappy with how we treated you, tell us first. If we cannot put it right, you can go to the National Financial Ombud Scheme South Africa, free of charge.',
      ],
    },
  )
  return sections
}

/** The sections as plain text: each heading, then its paragraphs, a blank line between. */
export function sectionsAsPlainText(sections: readonly ScheduleSection[]): string {
  return sections.map((section) => [section.heading, ...section.paragraphs].join('\n')).join('\n\n')
}

/** The file name a schedule downloads as: `policy-schedule-<policy number>.pdf`, safe in a header. */
export function policyScheduleFileName(policyNumber: string): string {
  return `policy-schedule-${policyNumber.replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`
}

/**
 * The confirmation e-mail of a purchase: to the policyholder's address, the schedule's own words as
 * its text and the schedule's PDF (stored as `documentHashedId`) attached.
 */
export function confirmationEmail(schedule: PolicySchedule, documentHashedId: string): OutgoingEmail {
  const { company, product, policyholder } = schedule
  const text = [
    `Dear ${policyholder.title} ${policyholder.surname}`,
    `Thank you for choosing ${company.name}. Your ${product.displayName} policy ${schedule.policyNumber} is in place. Your policy schedule is attached as a PDF. Here is what it says.`,
    sectionsAsPlainText(scheduleText(schedule)),
    `Kind regards\n${company.name}`,
  ].join('\n\n')
  return {
    to: schedule.contact.email,
    subject: `Your ${company.name} ${product.displayName} policy ${schedule.policyNumber}`,
    text: `${text}\n`,
    html: null,
    documentHashedIds: [documentHashedId],
  }
}
