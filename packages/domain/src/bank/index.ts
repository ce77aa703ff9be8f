import { z } from '../zod-config/index.ts'

/**
 * Banks and account types of the banking details page (forms spec §3 Bank details, §7 getAllBanks,
 * getTiaBanks, quote/life/banks, getAccountTypes). The banks themselves are seed data
 * (apps/api/seed/data/banks.ts, sources in its README); the rules and the answers' shapes are here.
 */

/** A universal branch code: the six digits a bank publishes for all its branches (EFTs and debit orders). */
export const UNIVERSAL_BRANCH_CODE_PATTERN = /^\d{6}$/

/** One bank as every bank list answers it. */
export const BankSchema = z.object({
  /** Ours, stable: a mandate records the bank by it (bankId). */
  id: z.number().int().positive(),
  name: z.string(),
  universalBranchCode: z.string().regex(UNIVERSAL_BRANCH_CODE_PATTERN),
})
export type Bank = z.infer<typeof BankSchema>
export const BankListSchema = z.array(BankSchema)

/**
 * The four lists of one table: every bank (`all`), the banks the short-term products' debit orders
 * are collected from (`shortTerm`, the TIA administration's list), the life products' (`life`) and
 * GAP's (`gap`). Which list a bank is on is two columns of its row, not a list of its own.
 */
export const BANK_LISTS = ['all', 'shortTerm', 'life', 'gap'] as const
export type BankList = (typeof BANK_LISTS)[number]

/** The columns of a bank's row that place it on the debit-order lists. */
export type BankDebitOrderColumns = {
  /**
   * Short-term premiums (car, home, business, the extra lines) are collected from its accounts:
   * banks with accounts for people or businesses. Not a bank that serves only corporate and
   * institutional clients (the branches of foreign banks): it is listed for completeness only.
   */
  shortTermDebitOrders: boolean
  /**
   * Life premiums are collected from its accounts: the short-term rule, less the banks that hold
   * business accounts only. A life policy's premium payer is a person (forms spec §3 Payer: ID
   * number, date of birth), who pays from a personal account.
   */
  lifeDebitOrders: boolean
}

/**
 * True when a bank with these columns is on `list`. GAP (GET A/wtf/getGapBanks) is short-term cover,
 * collected as the short-term products are, and paid by a person for their own medical aid
 * membership, from a personal account as a life premium is: a bank on both lists.
 */
export function isOnBankList(bank: BankDebitOrderColumns, list: BankList): boolean {
  if (list === 'shortTerm') return bank.shortTermDebitOrders
  if (list === 'life') return bank.lifeDebitOrders
  if (list === 'gap') return bank.shortTermDebitOrders && bank.lifeDebitOrders
  return true
}

/**
 * Account types a debit order can be drawn on (GET A/wtf/getAccountTypes). The code is what a
 * mandate records (`accountType`); the name is what a person reads.
 */
export const ACCOUNT_TYPES = [
  { code: 'CURRENT', name: 'Cheque / current account' },
  { code: 'SAVINGS', name: 'Savings account' },
  { code: 'TRANSMISSION', name: 'Transmission account' },
] as const
export const ACCOUNT_TYPE_CODES = [
  'CURRENT',
  'SAVINGS',
  'TRANSMISSION',
] as const satisfies readonly (typeof ACCOUNT_TYPES)[number]['code'][]
export type AccountTypeCode = (typeof ACCOUNT_TYPE_CODES)[number]

export const AccountTypeSchema = z.object({ code: z.enum(ACCOUNT_TYPE_CODES), name: z.string() })
export type AccountType = z.infer<typeof AccountTypeSchema>
export const AccountTypeListSchema = z.array(AccountTypeSchema)

export * from './account-numbers.ts'
