/**
 * What a purchase makes of a quote (DESIGN "Selling"): its policy number, the debit order's
 * reference, and the lines of what the policy covers, for the schedule; which covers a quote offers
 * to accept; and when a repeated purchase is the same one. Pure: the API numbers and stores, these
 * say what.
 */
import {
  PRODUCT_CATALOGUE,
  type CompanyCode,
  type FeatureFlag,
  type ProductCode,
} from '../catalogue/lists.ts'
import { maskAccountNumber } from '../masking/index.ts'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import type { FullQuotePage } from './journey.ts'
import type { PurchaseOrder } from './schema.ts'

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
 * A car policy's VAP add-ons (aof_vaps, decision 011) follow as lines of their own, each marked as an
 * add-on with the VAP's own words and cover.
 */
export function coverLinesOf(
  productCode: ProductCode,
  coverCents: number,
  selectedProduct: string | null = null,
  addOns: readonly { productCode: ProductCode; coverCents: number }[] = [],
): CoverLine[] {
  const own = ownCoverLinesOf(productCode, coverCents, selectedProduct)
  const added = addOns.flatMap((addOn) =>
    ownCoverLinesOf(addOn.productCode, addOn.coverCents, null).map((line) => ({
      ...line,
      description: `Add-on: ${line.description}`,
    })),
  )
  return [...own, ...added]
}

function ownCoverLinesOf(
  productCode: ProductCode,
  coverCents: number,
  selectedProduct: string | null,
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
    case 'gap':
      return [
        {
          description:
            'GAP cover: in-hospital specialist shortfalls and co-payments above what the medical aid pays, each year',
          sumInsuredCents: coverCents,
        },
      ]
    // The VAPs cover the quick quote's vehicle up to the option's amount a year (the options' words).
    case 'vap':
      return [
        {
          description:
            'Vehicle value-added cover on the insured vehicle: dent and scratch repairs, and tyre and rim cover on the larger options, each year',
          sumInsuredCents: coverCents,
        },
      ]
    case 'vapsscratchanddent':
      return [
        {
          description: 'Scratch and dent cover: dent and scratch repairs to the insured vehicle, each year',
          sumInsuredCents: coverCents,
        },
      ]
    case 'vapstyreandrim':
      return [
        {
          description: 'Tyre and rim cover: tyres and rims of the insured vehicle replaced, each year',
          sumInsuredCents: coverCents,
        },
      ]
    case 'car':
      return [
        {
          description:
            'Comprehensive car cover: accident, theft, hijacking, fire and weather damage, up to the car’s insured value',
          sumInsuredCents: coverCents,
        },
        {
          description: 'Liability for damage the car does to other people’s property',
          sumInsuredCents: null,
        },
      ]
    case 'legal':
    case 'legalcosts':
      return [{ description: `${name}: legal costs paid for a covered matter`, sumInsuredCents: coverCents }]
    default:
      return [{ description: name, sumInsuredCents: coverCents }]
  }
}

/**
 * Funeral: the lives a policy covers besides the main member, from the full quote's answers. The
 * other products cover no other lives (the VAPs cover a vehicle, named by the cover lines).
 */
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

// ---- What a quote offers to accept

/** The covers accept's selectedProduct names (forms spec §7: "selectedProduct ADB or LIFE"). */
export const SELECTED_PRODUCTS = ['LIFE', 'ADB'] as const
export type SelectedProduct = (typeof SELECTED_PRODUCTS)[number]

/** accept's answer (400, beside selectedProduct) for a cover the quote does not offer. */
export const SELECTED_PRODUCT_NOT_OFFERED_MESSAGE =
  'This quote does not offer that cover. Accept the premium shown on the page.'

/**
 * The covers a quote's premium page offers, for accept's selectedProduct: the page's `selections`
 * (decision 009: a product's rule is its page's setting), the accidental death benefit only when the
 * quote has the adb flag. A page without selections offers no choice: its product's own cover is
 * accepted without a selectedProduct.
 */
export function selectionsOffered(
  premiumPage: Pick<FullQuotePage, 'settings'> | undefined,
  flags: readonly FeatureFlag[],
): readonly SelectedProduct[] {
  const selections = premiumPage?.settings.selections ?? []
  return selections.filter((selection) => selection !== 'ADB' || flags.includes('adb'))
}

// ---- A purchase repeated

/**
 * What makes a purchase the same purchase (DESIGN "Selling": a repeat with other details answers 409,
 * as a reused idempotency key with other parameters does): the account, when and from when it is
 * debited, and every acceptance given. Not the bank's name, which the server takes from the bank list.
 */
export interface PurchaseDetails {
  bankId: string
  branchCode: string
  accountNumber: string
  accountType: string
  accountHolderName: string
  debitOrderDay: number
  commencementDate: string
  hivAccept: boolean
  lifeAccept: boolean
  financeAccept: boolean
  termsAccept: boolean
  concentToDebit: boolean
  /** The payer's ID number when someone else pays; null when the policyholder does. */
  payerCitizenId: string | null
}

/** A purchase request's details, as they are compared and stored (an absent acceptance is false). */
export function purchaseDetailsOf(request: PurchaseOrder): PurchaseDetails {
  const order = request.bankDetails
  return {
    bankId: String(order.bankId),
    branchCode: order.branchCode,
    accountNumber: order.accountNumber,
    accountType: order.accountType,
    accountHolderName: order.accountHolderName,
    debitOrderDay: order.debitOrderDay,
    commencementDate: order.commencementDate,
    hivAccept: request.hivAccept ?? false,
    lifeAccept: request.lifeAccept ?? false,
    financeAccept: request.financeAccept ?? false,
    termsAccept: order.termsAccept,
    concentToDebit: order.concentToDebit,
    payerCitizenId: request.payer?.citizenId ?? null,
  }
}

/** Whether two purchases of a quote give the same details (the second is a retry of the first). */
export function samePurchaseDetails(a: PurchaseDetails, b: PurchaseDetails): boolean {
  return (Object.keys(a) as (keyof PurchaseDetails)[]).every((field) => a[field] === b[field])
}

/** A repeat with other details (409): which account the policy is paid from, masked. */
export function alreadyBoughtMessage(accountNumber: string): string {
  return `This quote was already bought, paid from account ${maskAccountNumber(accountNumber)}. Its policy is shown on the congratulations page.`
}
