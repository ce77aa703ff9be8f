import { z } from '../../zod-config/index.ts'
import { BANK_LISTS, accountNumberProblemOf, type Bank } from '../../bank/index.ts'
import { COMMENCEMENT_RULES, DebitOrderSchema, type DebitOrder } from '../../debit-order/index.ts'
import { pageErrorsOf, recordedAsDone, type PageDefinition, type PageError } from './definition.ts'

export const UNKNOWN_BANK_MESSAGE = 'Select a bank from the list'
export const BRANCH_CODE_MISMATCH_MESSAGE = 'This is not the universal branch code of the bank selected'
export const UNKNOWN_ACCOUNT_TYPE_MESSAGE = 'Select an account type from the list'
export const COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE = 'Select one of the commencement dates offered'

/** The acceptances a banking page may ask beside the debit order (forms spec §7 purchase). */
export const PURCHASE_ACCEPTANCES = ['hivAccept', 'lifeAccept', 'financeAccept'] as const
export type PurchaseAcceptance = (typeof PURCHASE_ACCEPTANCES)[number]

export const BankingDetailsSettingsSchema = z.object({
  /** The bank list the debit order is collected from (GET A/wtf/getTiaBanks or A/quote/life/banks). */
  bankList: z.enum(BANK_LISTS).optional(),
  /** How the commencement dates are offered. */
  commencementRule: z.enum(COMMENCEMENT_RULES).optional(),
  /** The acceptances asked with the debit order (life: its terms and the HIV test). */
  acceptances: z.array(z.enum(PURCHASE_ACCEPTANCES)).optional(),
})
export type BankingDetailsSettings = z.infer<typeof BankingDetailsSettingsSchema>

/** The banking page's settings with their defaults: the short-term list and dates, no acceptances. */
export function bankingSettingsOf(settings: BankingDetailsSettings) {
  return {
    bankList: settings.bankList ?? 'shortTerm',
    commencementRule: settings.commencementRule ?? 'SHORT_TERM',
    acceptances: settings.acceptances ?? [],
  } as const
}

export interface BankingDetailsContext {
  /** The banks of the page's list. */
  banks: readonly Bank[]
  /** The commencement dates offered (the page's rule, today, the day chosen); null: not checked here. */
  commencementDates: readonly string[] | null
}

/**
 * The debit order checked: DebitOrderSchema's ten fields and messages, then against the page's
 * bank list (the bank on it, its universal branch code, the account number its bank issues) and
 * the dates its rule offers. A field the schema refused is not checked again.
 */
export function checkDebitOrder(sent: unknown, context: BankingDetailsContext) {
  const parsed = DebitOrderSchema.safeParse(sent)
  const errors: PageError[] = parsed.success ? [] : pageErrorsOf(parsed.error.issues)
  const refused = (field: string) => errors.some((error) => error.path === field)
  const order = (sent ?? {}) as Record<string, unknown>
  const bank = context.banks.find((candidate) => String(candidate.id) === String(order.bankId))
  if (!bank && !refused('bankId')) errors.push({ path: 'bankId', message: UNKNOWN_BANK_MESSAGE })
  if (bank && !refused('branchCode') && bank.universalBranchCode !== order.branchCode)
    errors.push({ path: 'branchCode', message: BRANCH_CODE_MISMATCH_MESSAGE })
  const accountNumberProblem =
    bank && !refused('accountNumber') ? accountNumberProblemOf(bank, String(order.accountNumber)) : null
  if (accountNumberProblem) errors.push({ path: 'accountNumber', message: accountNumberProblem })
  if (
    context.commencementDates &&
    !refused('commencementDate') &&
    !context.commencementDates.includes(String(order.commencementDate))
  )
    errors.push({ path: 'commencementDate', message: COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE })
  return { errors, order: parsed.success && errors.length === 0 ? parsed.data : null, bank: bank ?? null }
}

export const bankingDetailsPage: PageDefinition<
  BankingDetailsSettings,
  DebitOrder,
  BankingDetailsContext,
  DebitOrder
> = {
  settingsSchema: BankingDetailsSettingsSchema,
  inputSchema: DebitOrderSchema,
  savesThrough: 'purchase',
  validate(_settings, input, context) {
    const { errors, order } = checkDebitOrder(input, context)
    return order ? { ok: true, value: order } : { ok: false, errors }
  },
  isComplete: recordedAsDone,
}
