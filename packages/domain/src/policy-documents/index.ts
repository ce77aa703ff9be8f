import { z } from '../zod-config/index.ts'
import { formatIsoDateInWords, isIsoDate } from '../calendar/index.ts'
import { ProductCodeSchema, type ProductCode } from '../catalogue/index.ts'
import { underwritingSentence, type Insurer } from '../company/insurer.ts'
import { formatCents } from '../money/index.ts'
import { sha256Hex } from './sha256.ts'

export { sha256Hex } from './sha256.ts'

/**
 * A product's policy wording and its terms (issue 25): versioned documents, each in effect from a
 * date, that a buyer reads before buying and that the policy is sold on. The key-information
 * summary of a quote is made from the wording itself (each section may carry the sentence that
 * summarises it), and the schedule prints the wording's version and SHA-256, so the summary, the
 * page a buyer read and the contract are one text (Lemonade's Policy 2.0, and its drift, the lesson).
 */

export const POLICY_DOCUMENT_KINDS = ['POLICY_WORDING', 'TERMS'] as const
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number]

/** The address segment of each kind: `/documents/funeral/policy-wording`, `/documents/funeral/terms`. */
export const POLICY_DOCUMENT_SLUGS: Readonly<Record<PolicyDocumentKind, string>> = {
  POLICY_WORDING: 'policy-wording',
  TERMS: 'terms',
}

export function policyDocumentKindOfSlug(slug: string): PolicyDocumentKind | null {
  return POLICY_DOCUMENT_KINDS.find((kind) => POLICY_DOCUMENT_SLUGS[kind] === slug) ?? null
}

/** The page of a product's document, and its PDF. */
export function policyDocumentPath(product: ProductCode, kind: PolicyDocumentKind, pdf = false): string {
  return `/documents/${product}/${POLICY_DOCUMENT_SLUGS[kind]}${pdf ? '.pdf' : ''}`
}

/**
 * What a key-information summary tells, in its order (issue 25): who and what is covered, what is
 * not, what it costs and when, how to claim, how to cancel. A wording has a summary of each.
 */
export const SUMMARY_TOPICS = ['covered', 'not-covered', 'paying', 'claiming', 'cancelling'] as const
export type SummaryTopic = (typeof SUMMARY_TOPICS)[number]

const text = (maxChars: number) => z.string().trim().min(1).max(maxChars)

export const PolicyDocumentSectionSchema = z.object({
  heading: text(120),
  paragraphs: z.array(text(2000)).min(1).max(30),
  /** The section in one or two plain sentences, for the key-information summary; printed in the wording too. */
  summary: z.object({ topic: z.enum(SUMMARY_TOPICS), text: text(600) }).optional(),
})
export type PolicyDocumentSection = z.infer<typeof PolicyDocumentSectionSchema>

export const PolicyDocumentSchema = z
  .object({
    productCode: ProductCodeSchema,
    kind: z.enum(POLICY_DOCUMENT_KINDS),
    /** `funeral-2026.1`: a new text is a new version; a version's text never changes. */
    version: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,39}$/),
    /** The first day the version is sold on (South African date). */
    effectiveDate: z.string().refine(isIsoDate, { error: 'Must be an ISO date (YYYY-MM-DD)' }),
    title: text(120),
    sections: z.array(PolicyDocumentSectionSchema).min(1).max(40),
  })
  .refine(
    (document) =>
      document.kind !== 'POLICY_WORDING' ||
      SUMMARY_TOPICS.every(
        (topic) => document.sections.filter((section) => section.summary?.topic === topic).length === 1,
      ),
    {
      error:
        'A policy wording summarises each topic once: covered, not-covered, paying, claiming, cancelling',
    },
  )
export type PolicyDocument = z.infer<typeof PolicyDocumentSchema>

/** How a section's summary reads inside the document: its own line, under the section. */
export function inShort(summary: string): string {
  return `In short: ${summary}`
}

/**
 * The document as one text: title, version and date, then each section (heading, paragraphs and its
 * summary line). The page, the PDF and the fingerprint are all made from this order of words.
 */
export function policyDocumentText(document: PolicyDocument): string {
  return [
    document.title,
    `Version ${document.version}, in effect from ${formatIsoDateInWords(document.effectiveDate)}`,
    ...document.sections.map((section) =>
      [
        section.heading,
        ...section.paragraphs,
        ...(section.summary ? [inShort(section.summary.text)] : []),
      ].join('\n'),
    ),
  ].join('\n\n')
}

/** The document's fingerprint: the SHA-256 of its text. The same words give the same fingerprint. */
export function policyDocumentSha256(document: PolicyDocument): string {
  return sha256Hex(policyDocumentText(document))
}

/** The version in effect on `today` (ISO date): the latest that started on or before it, or null. */
export function documentInEffect<T extends Pick<PolicyDocument, 'effectiveDate'>>(
  versions: readonly T[],
  today: string,
): T | null {
  return (
    versions
      .filter((version) => version.effectiveDate <= today)
      .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))[0] ?? null
  )
}

/** A wording as a policy is sold on: its version, date, fingerprint and summary lines. */
export type WordingReference = { version: string; effectiveDate: string; sha256: string }

export function wordingReferenceOf(document: PolicyDocument): WordingReference {
  return {
    version: document.version,
    effectiveDate: document.effectiveDate,
    sha256: policyDocumentSha256(document),
  }
}

/** The wording's summary of a topic. */
export function summaryOf(document: PolicyDocument, topic: SummaryTopic): string {
  const section = document.sections.find((each) => each.summary?.topic === topic)
  if (!section?.summary) throw new Error(`The wording ${document.version} does not summarise ${topic}`)
  return section.summary.text
}

export type SummarySection = { heading: string; paragraphs: string[] }

/** What a quote gives its summary: who, the cover and the price, and the company's number. */
export type KeyInformationInput = {
  company: { name: string; phoneNumber: string }
  insurer: Insurer
  product: { code: ProductCode; displayName: string }
  /** The policyholder's name, once the quote has it. */
  policyholder: string | null
  /** Whoever the quote covers by name (a funeral's family), each with their cover. */
  coveredPeople: readonly { name: string; relation: string; coverCents: number }[]
  cover: readonly { description: string; sumInsuredCents: number | null }[]
  monthlyPremiumCents: number
  excessCents: number | null
  /** The debit order when the quote has one; else the summary says it is chosen before buying. */
  debitOrder: { debitDay: number; firstStrikeDate: string | null } | null
  wording: PolicyDocument
}

const rands = (cents: number) => `R${formatCents(cents)}`

/**
 * The key-information summary (issue 25): one page, in plain words, of a quote. The general
 * sentences are the wording's own summaries; the rest is the quote's numbers. It ends with the
 * wording's version and fingerprint, as the schedule does.
 */
export function keyInformationText(input: KeyInformationInput): SummarySection[] {
  const { wording, company } = input
  const reference = wordingReferenceOf(wording)
  return [
    {
      heading: 'Who and what is covered',
      paragraphs: [
        `${input.product.displayName} from ${company.name}.`,
        ...(input.policyholder ? [`The policyholder is ${input.policyholder}.`] : []),
        ...(input.coveredPeople.length
          ? input.coveredPeople.map(
              (person) => `${person.name} (${person.relation}): cover of ${rands(person.coverCents)}.`,
            )
          : []),
        summaryOf(wording, 'covered'),
      ],
    },
    {
      heading: 'For how much',
      paragraphs: input.cover.map((line) =>
        line.sumInsuredCents === null
          ? `${line.description}.`
          : `${line.description}: we pay up to ${rands(line.sumInsuredCents)}.`,
      ),
    },
    { heading: 'What is not covered', paragraphs: [summaryOf(wording, 'not-covered')] },
    {
      heading: 'What it costs and when',
      paragraphs: [
        `${rands(input.monthlyPremiumCents)} a month, by debit order.`,
        input.debitOrder
          ? `We collect it on day ${input.debitOrder.debitDay} of each month${input.debitOrder.firstStrikeDate ? `, first on ${formatIsoDateInWords(input.debitOrder.firstStrikeDate)}` : ''}.`
          : 'You choose the day of the month we collect it before you buy.',
        input.excessCents
          ? `You pay the first ${rands(input.excessCents)} of each claim yourself (the excess).`
          : 'There is no excess: you pay no part of a claim yourself.',
        summaryOf(wording, 'paying'),
      ],
    },
    {
      heading: 'How to claim',
      paragraphs: [summaryOf(wording, 'claiming'), `Call ${company.name} on ${company.phoneNumber}.`],
    },
    {
      heading: 'How to cancel',
      paragraphs: [summaryOf(wording, 'cancelling'), `Call ${company.name} on ${company.phoneNumber}.`],
    },
    {
      heading: 'Where this comes from',
      paragraphs: [
        `This summary is taken from the ${input.product.displayName} policy wording version ${reference.version}, in effect from ${formatIsoDateInWords(reference.effectiveDate)}, SHA-256 ${reference.sha256}. Where they differ, the wording applies.`,
        underwritingSentence(input.product.displayName, input.insurer),
      ],
    },
  ]
}
