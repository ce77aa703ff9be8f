/**
 * What a purchase makes of a quote (DESIGN "Selling"): its policy number, the debit order's
 * reference, and the lines of what the policy covers, for the schedule. Pure: the API numbers and
 * stores, these say what.
 */
import { PRODUCT_CATALOGUE, type CompanyCode, type ProductCode } from '../catalogue/lists.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'

/** The policy wording each product is sold on; a new wording is a new version. */
export const POLICY_WORDING_VERSION = '2026-11'

const COMPANY_PREFIX: Readonly<Record<CompanyCode, string>> = { IWYZE: 'IW', OM: 'OM' }

/**
 * A policy number: company, product line and a sequence the company and product never repeat
 * (`IW-FUNERAL-0000042`). The sequence comes from a counter the purchase's transaction takes.
 */
export function policyNumberOf(companyCode: CompanyCode, productCode: ProductCode, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Not a policy sequence: ${sequence}`)
  return `${COMPANY_PREFIX[companyCode]}-${productCode.toUpperCase()}-${String(sequence).padStart(7, '0')}`
}

/** The debit order's reference: what the account holder sees on the bank statement (at most 14 characters). */
export function mandateReferenceOf(policyNumber: string): string {
  return policyNumber.replace(/[^A-Z0-9]/g, '').slice(-14)
}

export type CoverLine = { description: string; sumInsuredCents: number | null }
export type CoveredLife = { name: string; relation: string; coverCents: number }

const valueOf = (answers: AnswersByRef, ref: string) => answers[ref]?.values.value ?? null

/**
 * The lines of what a policy covers, in words, with the sum insured where there is one. Life bought
 * as the accidental death benefit (accept's selectedProduct ADB) pays on a death by accident only.
 */
export function coverLinesOf(
  productCode: ProductCode,
  coverCents: number,
  selectedProduct: string | null = null,
): CoverLine[] {
  const name = PRODUCT_CATALOGUE[productCode].displayName
  if (productCode === 'life' && selectedProduct === 'ADB') {
    return [
      {
        description: 'Accidental death benefit paid on the death of the life insured by an accident',
        sumInsuredCents: coverCents,
      },
    ]
  }
  switch (productCode) {
    case 'funeral':
      return [
        { description: 'Funeral benefit paid on the death of a covered member', sumInsuredCents: coverCents },
      ]
    case 'life':
      return [
        { description: 'Life cover paid on the death of the life insured', sumInsuredCents: coverCents },
      ]
    case 'legal':
    case 'legalcosts':
      return [{ description: `${name}: legal costs paid for a covered matter`, sumInsuredCents: coverCents }]
    default:
      return [{ description: name, sumInsuredCents: coverCents }]
  }
}

/** Funeral: the lives a policy covers besides the main member, from the full quote's answers. */
export function coveredLivesOf(
  productCode: ProductCode,
  answers: AnswersByRef,
  coverCents: number,
): CoveredLife[] {
  if (productCode !== 'funeral') return []
  const members = answers.Covered_members?.codes ?? []
  const lives: CoveredLife[] = []
  if (members.includes('SPOUSE')) {
    lives.push({ name: valueOf(answers, 'Spouse_name') ?? 'Spouse', relation: 'Spouse', coverCents })
  }
  const counted = [
    ['CHILDREN', 'Children_count', 'Child'],
    ['PARENTS', 'Parents_count', 'Parent'],
    ['EXTENDED', 'Extended_family_count', 'Extended family'],
  ] as const
  for (const [code, ref, relation] of counted) {
    if (!members.includes(code)) continue
    const count = Number(valueOf(answers, ref) ?? '1')
    for (let n = 1; n <= count; n += 1) lives.push({ name: `${relation} ${n}`, relation, coverCents })
  }
  return lives
}
