import type { ProductCode } from '../catalogue/index.ts'

/**
 * Who underwrites a product (issue 25): South African law licenses life insurers (Long-term, now
 * life, insurance) and non-life insurers (short-term) apart, and a product is written by one kind.
 * Funeral and life cover are life products; car, home, the VAPs, GAP, business and legal cover are
 * non-life. The company's configuration names its insurer of each kind (`insurers`).
 */
export const INSURER_KINDS = ['life', 'non-life'] as const
export type InsurerKind = (typeof INSURER_KINDS)[number]

export const INSURER_KIND_OF_PRODUCT: Readonly<Record<ProductCode, InsurerKind>> = {
  life: 'life',
  funeral: 'life',
  gap: 'non-life',
  vap: 'non-life',
  vapsscratchanddent: 'non-life',
  vapstyreandrim: 'non-life',
  car: 'non-life',
  home: 'non-life',
  contents: 'non-life',
  buildings: 'non-life',
  bi: 'non-life',
  watercraft: 'non-life',
  trailer: 'non-life',
  allrisk: 'non-life',
  legalcosts: 'non-life',
  motorcycle: 'non-life',
  legal: 'non-life',
}

/** An insurer as the configuration holds it (schema.ts's InsurerSchema), without zod for the browser. */
export type InsurerDetails = { name: string; address: string; fsp_number: string }
export type CompanyInsurers = { life: InsurerDetails; non_life: InsurerDetails }

/** An insurer with its kind: what a page or a PDF prints. */
export type Insurer = { kind: InsurerKind; name: string; address: string; fspNumber: string }

/** The insurer that writes `product` for a company with these insurers. */
export function insurerOf(insurers: CompanyInsurers, product: ProductCode): Insurer {
  const kind = INSURER_KIND_OF_PRODUCT[product]
  const details = kind === 'life' ? insurers.life : insurers.non_life
  return { kind, name: details.name, address: details.address, fspNumber: details.fsp_number }
}

/** `a licensed life insurer` / `a licensed non-life insurer`. */
export function insurerKindInWords(kind: InsurerKind): string {
  return `a licensed ${kind} insurer`
}

/**
 * The sentence every page and document uses to say who underwrites a product:
 * "Funeral Cover is underwritten by X Limited, a licensed life insurer and authorised financial
 * services provider (FSP 12345), of <address>."
 */
export function underwritingSentence(productName: string, insurer: Insurer): string {
  return `${productName} is underwritten by ${insurer.name}, ${insurerKindInWords(insurer.kind)} and authorised financial services provider (FSP ${insurer.fspNumber}), ${insurer.address}.`
}

/** The company default: both insurers, each with the products it writes. */
export function companyUnderwritingSentence(insurers: CompanyInsurers): string {
  const life = insurerOf(insurers, 'life')
  const nonLife = insurerOf(insurers, 'car')
  return `Life and funeral cover are underwritten by ${life.name}, ${insurerKindInWords('life')} and authorised financial services provider (FSP ${life.fspNumber}). Car, home, business, GAP and the other cover are underwritten by ${nonLife.name}, ${insurerKindInWords('non-life')} and authorised financial services provider (FSP ${nonLife.fspNumber}).`
}
