import type { AccountType, Bank } from '@insure/domain/bank'
import type { BeneficiaryRelationChoice } from '@insure/domain/beneficiary'
import type { CarRegistration } from '@insure/domain/car'
import type {
  AboutYouCarried,
  BeneficiaryRule,
  ContactRule,
  FullQuotePage,
  PageScript,
  QuoteRatings,
  QuoteStatus,
  CoverLine,
  MedicalAidShown,
  PurchaseAcceptance,
} from '@insure/domain/full-quote'
import type { MedicalScheme } from '@insure/domain/medical-aid'
import type { FormReply } from '../../lib/forms/schema-form.ts'
import type { AnswersState } from '../../questions/answers.ts'
import type { SuburbOption } from '../../questions/search-sources.ts'
import type { ShownDisclaimer } from './full-quote.server.ts'

/** A commencement date offered, with its first debit date when the API tells it (by debit order day). */
export type OfferedDate = { commencementDate: string; firstStrikeDate: string | null }

/** What each kind of page draws, besides the quote and the page (the loader's `view`). */
export type PageView =
  | {
      kind: 'QUICK_QUOTE' | 'QUESTIONS'
      answers: AnswersState
      /** A car's vehicle page, which starts from the registration lookup. */
      car?: CarVehicleView
      /** A car's regular driver page (a repeating group): how many drivers the quote holds. */
      drivers?: number
    }
  | {
      kind: 'DISCLAIMER'
      disclaimers: ShownDisclaimer[]
      /** The answers given before, by field (`answers.<type>.<order>`): Back shows them. */
      saved: Record<string, string>
    }
  | {
      kind: 'PERSONAL_INFORMATION'
      rule: ContactRule
      contact: QuoteStatus['contact']
      /** What an earlier step gave (the quick quote's ID number, masked): prefilled, not asked twice. */
      carried: AboutYouCarried
      /** The page holding the age, date of birth and gender an ID number is checked against. */
      identityPage: { code: string; description: string } | null
    }
  | {
      kind: 'ADDRESS'
      asksPostalAddress: boolean
      addressOf: 'HOME' | 'BUSINESS'
      saved: QuoteStatus['addresses']
      /** The quick quote's suburb, chosen already when nothing is saved (issue 25). */
      carriedSuburb: { id: number; suburb: string; town: string; province: string } | null
    }
  | {
      kind: 'BENEFICIARIES'
      rule: BeneficiaryRule
      max: number
      /** The relations offered: the code sent (a designation or life v2's relation) and the words shown. */
      choices: BeneficiaryRelationChoice[]
      /** The beneficiaries given before, field by field: Back shows them. */
      saved: QuoteStatus['beneficiaries']
    }
  | {
      kind: 'PREMIUM'
      ratings: QuoteRatings
      coverLines: CoverLine[]
      offersAccidentalDeathBenefit: boolean
      acceptance: QuoteStatus['acceptance']
    }
  | {
      kind: 'BANKING_DETAILS'
      banks: Bank[]
      accountTypes: AccountType[]
      dates: OfferedDate[]
      /** The page's commencement rule offers dates by the debit order day (life's): "Show start dates". */
      datesByDebitOrderDay: boolean
      /** The acceptances the page asks with the debit order (its settings). */
      acceptances: PurchaseAcceptance[]
      premiumCents: number | null
    }
  | {
      kind: 'CONGRATULATIONS'
      policy: QuoteStatus['policy']
      firstStrikeDate: string | null
      scheduleHref: string | null
      /** Just bought (the purchase's redirect): the purchase is tracked once. */
      justBought: boolean
      /** A financed car: the page offers the confirmation-of-cover letter to the finance house. */
      asksCoverLetter: boolean
    }
  | {
      kind: 'MEDICAL_AID'
      /** The schemes GAP tops up, each with the options it tops up (the name and option lists). */
      schemes: MedicalScheme[]
      /** What the page shows first: what it saved (the number masked), else the quick quote's scheme and plan. */
      shown: MedicalAidShown
    }

/** What a car's vehicle page shows of the car before anything is sent (Back shows it). */
export type CarVehicleView = {
  /** The register's answer for the registration number saved, null before one. */
  lookup: CarRegistration | null
  /** The quote's car (the quick quote's vehicle answer). */
  quoted: { code: string; year: number } | null
}

/** The journey's shown pages as the progress indicator lists them. */
export type ProgressStep = { code: string; description: string }

export type QuoteSummary = {
  hashedQuoteId: string
  productCode: string
  /** The base of the pages' addresses (/quote or /callcenter/quote/q). */
  base: string
  email: string | null
}

/**
 * The answer of a page's action when it does not redirect: the form's reply (Conform's
 * `submission.reply()`: what was typed, the messages by field, the page's own), and page extras.
 */
export type PageAnswer = {
  /** A new answer each time: the form is drawn anew with what it holds. */
  answerId: string
  result: FormReply
  /** Beneficiaries, a car's regular drivers: how many rows to show. */
  rows?: number
  /** Banking details: the dates offered for the debit order day chosen. */
  dates?: OfferedDate[]
  /** Address: the suburbs found by a search sent without script. */
  suburbs?: SuburbOption[]
  suburbMessage?: string | null
  /**
   * The page's refusal rule refused the answers (VAP's vehicle page): its sentence. The quote stops
   * here: the page offers the call-me-back form instead of going on.
   */
  refused?: string
  /**
   * A car page refused as not insurable online: the call-back form offered (its reply when it was
   * sent and refused), or the sentence saying when the call comes once it was sent.
   */
  dropoff?: { reply?: FormReply; expected?: string }
  /**
   * The premium page's "This looks wrong": the form's reply when it was refused, or the words of the
   * answer disputed once the call-back was asked for.
   */
  priceQuery?: { reply?: FormReply; disputed?: string }
  /** A car's vehicle page: the register's answer for the registration number typed. */
  registration?: CarRegistration
  /** Congratulations of a financed car: the letter form's reply, or where the letter was sent. */
  coverLetter?: { reply?: FormReply; sentTo?: string }
  /** Save and continue later: the form's reply when refused, or where the link was sent. */
  savedForLater?: { reply?: FormReply; sentTo?: string }
}

export type PageProps<K extends PageView['kind']> = {
  quote: QuoteSummary
  page: FullQuotePage
  view: Extract<PageView, { kind: K }>
  answer: PageAnswer | undefined
}

/**
 * What an agent sees beside a page (call-centre mode only): the page's script, if it has one, and
 * the quote's scripts by hashed page id, for the session's viewableScripts and pendingScripts.
 */
export type AgentScripts = {
  script: PageScript | null
  viewableScripts: string[]
  pendingScripts: string[]
}
