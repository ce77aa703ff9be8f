import { z } from '../../zod-config/index.ts'
import { BANK_LISTS, accountNumberProblemOf, type Bank } from '../../bank/index.ts'
import { MiniContactSchema, titleGenderMessage } from '../../contact/index.ts'
import { COMMENCEMENT_RULES, DebitOrderSchema, type DebitOrder } from '../../debit-order/index.ts'
import { parseSaIdNumber } from '../../sa-id/index.ts'
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

// ---- The payer: a policy whose premium someone else pays (forms spec §3, Payer)

/** Ours: the spec names the payer's fields, not the words of the choice or of the consent. */
export const PAYER_CONSENT_MESSAGE = 'The payer must agree to pay the premium by debit order'
export const PAYER_IS_POLICYHOLDER_MESSAGE =
  'The payer is someone other than you: leave the choice off to pay yourself'

/**
 * The payer as the banking page sends it: the spec's Payer (citizenId, name, surname, title, mobile,
 * email; dateOfBirth and gender follow from the ID number) with the mini contact's rules and
 * messages, and the payer's consent to the debit order from their account. The account itself is
 * the page's bank details, checked by the same bank rules as the policyholder's.
 */
export const PayerSchema = z
  .object({
    ...MiniContactSchema.shape,
    consent: z.literal(true, { error: PAYER_CONSENT_MESSAGE }),
  })
  .transform((payer) => {
    // The ID number field accepted it: its date of birth and gender are there.
    const details = parseSaIdNumber(payer.citizenId)!
    return { ...payer, dateOfBirth: details.dateOfBirth, gender: details.gender }
  })
export type PayerInput = z.input<typeof PayerSchema>
export type Payer = z.output<typeof PayerSchema>

/**
 * The payer checked, its messages under `payer.`: none sent is the policyholder paying. With
 * `policyholderCitizenId` (the API holds it) a payer with the policyholder's ID number is refused.
 */
export function checkPayer(sent: unknown, policyholderCitizenId?: string | null) {
  if (sent === undefined || sent === null) return { errors: [] as PageError[], payer: null }
  const parsed = PayerSchema.safeParse(sent)
  if (!parsed.success) return { errors: pageErrorsOf(parsed.error.issues, 'payer'), payer: null }
  if (policyholderCitizenId && parsed.data.citizenId === policyholderCitizenId)
    return { errors: [{ path: 'payer.citizenId', message: PAYER_IS_POLICYHOLDER_MESSAGE }], payer: null }
  const titleMessage = titleGenderMessage(parsed.data.title, parsed.data.citizenId)
  if (titleMessage) return { errors: [{ path: 'payer.title', message: titleMessage }], payer: null }
  return { errors: [] as PageError[], payer: parsed.data }
}

/** What a banking page sends: the debit order, and the payer when someone else pays. */
export const BankingDetailsInputSchema = DebitOrderSchema.extend({ payer: PayerSchema.nullish() })
export type BankingDetailsInput = z.infer<typeof BankingDetailsInputSchema>

export const bankingDetailsPage: PageDefinition<
  BankingDetailsSettings,
  BankingDetailsInput,
  BankingDetailsContext,
  DebitOrder & { payer: Payer | null }
> = {
  settingsSchema: BankingDetailsSettingsSchema,
  inputSchema: BankingDetailsInputSchema,
  savesThrough: 'purchase',
  validate(_settings, input, context) {
    const { errors, order } = checkDebitOrder(input, context)
    const payer = checkPayer((input as { payer?: unknown } | null)?.payer)
    return order && payer.errors.length === 0
      ? { ok: true, value: { ...order, payer: payer.payer } }
      : { ok: false, errors: [...errors, ...payer.errors] }
  },
  isComplete: recordedAsDone,
}
