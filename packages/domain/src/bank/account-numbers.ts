/**
 * Which account numbers a bank issues (docs/decisions/006-bank-account-checks.md). A bank is named by
 * its universal branch code (the six digits every bank list gives with it), so the rule holds for a
 * bank whatever list or id it comes from: Bidvest Bank and the Old Mutual Money Account held at it
 * share one code and one rule.
 *
 * Only lengths and leading digits are checked. South Africa's check-digit verification (CDV) rules
 * are BankservAfrica's (now PayInc's) parameter tables, given to the banks and the payment services
 * registered with it, not published by the banks or by it for anyone to read; we found no bank's rule
 * in a publication of its own, so no check digit is computed here (a rule we cannot cite would refuse
 * real accounts when it is wrong). Pure, no zod: the banking page's action and the API both use it.
 */

/** Any bank without a published rule of its own: the digits a debit order's account number may have. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 6
export const ACCOUNT_NUMBER_MAX_DIGITS = 16

/** The account numbers one bank issues. */
export interface AccountNumberRule {
  /** The lengths, in digits, of the bank's account numbers, shortest first. */
  readonly lengths: readonly number[]
  /** Digits every one of its account numbers starts with, where the bank's numbers share them. */
  readonly startsWith?: string
}

const digits = (from: number, to: number): readonly number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The rules of the banks whose account numbers' lengths are published, by universal branch code.
 * Source of each, unless a line says otherwise: Netcash's "Account number tips" (Netcash is a
 * registered payment service provider collecting debit orders through BankservAfrica),
 * https://help.netcash.co.za/docs/account-profile/account/tools/ ("Account number tips").
 * A bank not listed is checked by ACCOUNT_NUMBER_MIN_DIGITS and ACCOUNT_NUMBER_MAX_DIGITS only.
 */
export const ACCOUNT_NUMBER_RULES: Readonly<Record<string, AccountNumberRule>> = {
  // Netcash: "ABSA … Account numbers must be 8,9,10,11 digits in length".
  '632005': { lengths: digits(8, 11) },
  // Netcash: "CAPITEC BANK All account numbers are 10 digits long".
  '470010': { lengths: [10] },
  // Netcash: "FIRST RAND BANK Account numbers are 11 digits" (FNB's universal code, 250655).
  '250655': { lengths: [11] },
  // Netcash: "NEDBANK LTD incorporating BoE BANK All account numbers are 10 digits long" and
  // "NEDBANK Incorp. FBC … are 11 digits" (savings and transmission accounts): one code, both lengths.
  '198765': { lengths: [10, 11] },
  // Netcash: "ALBARAKA BANK All account numbers are 11 digits long, the 3 most significant digits
  // (3 leftmost digits) will always be 786".
  '800000': { lengths: [11], startsWith: '786' },
  // Netcash: "CITIBANK All account numbers are 10 digits long".
  '350005': { lengths: [10] },
}

/** The rule of the bank with this universal branch code, or null when none is published. */
export function accountNumberRuleOf(universalBranchCode: string): AccountNumberRule | null {
  return ACCOUNT_NUMBER_RULES[universalBranchCode] ?? null
}

/** `[10]` is "10", `[10, 11]` is "10 or 11", `[8, 9, 10, 11]` is "8 to 11". */
function lengthsInWords(lengths: readonly number[]): string {
  const first = lengths[0]!
  const last = lengths.at(-1)!
  if (lengths.length === 1) return String(first)
  if (lengths.length === 2) return `${first} or ${last}`
  return `${first} to ${last}`
}

/** What a person is told when an account number is not one its bank issues. */
export function accountNumberMessageOf(bankName: string, rule: AccountNumberRule): string {
  const shape = `${lengthsInWords(rule.lengths)} digits${rule.startsWith ? ` and start with ${rule.startsWith}` : ''}`
  return `${bankName} account numbers have ${shape}. Check the number on your bank statement or in your banking app and enter it again.`
}

/**
 * The problem with an account number at a bank, or null when the bank could have issued it. The
 * number is digits only (DebitOrderSchema has checked that, with its own message); `bank` is the
 * bank chosen from a bank list.
 */
export function accountNumberProblemOf(
  bank: { name: string; universalBranchCode: string },
  accountNumber: string,
): string | null {
  const rule = accountNumberRuleOf(bank.universalBranchCode)
  if (!rule) return null
  const fits =
    rule.lengths.includes(accountNumber.length) &&
    (rule.startsWith === undefined || accountNumber.startsWith(rule.startsWith))
  return fits ? null : accountNumberMessageOf(bank.name, rule)
}
