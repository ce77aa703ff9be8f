import { z } from '../zod-config/index.ts'
import { ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_MIN_DIGITS, ACCOUNT_TYPE_CODES } from '../bank/index.ts'
import { isIsoDate } from '../calendar/index.ts'
import { requiredText } from '../field/index.ts'

/**
 * Forms spec §5 says "Debit order requires the ten listed fields" without listing them; the Bank
 * details entity (§3) holds more. We take the ten a debit order mandate cannot go without: which bank
 * (bankId, bankName), which branch (branchCode), which account (accountNumber, accountType,
 * accountHolderName), when (debitOrderDay, commencementDate) and the holder's consent (termsAccept and
 * concentToDebit, spelled as the spec spells it). Messages are ours: the spec gives none.
 */
export const DEBIT_ORDER_FIELDS = [
  'bankId',
  'bankName',
  'branchCode',
  'accountNumber',
  'accountType',
  'accountHolderName',
  'debitOrderDay',
  'commencementDate',
  'termsAccept',
  'concentToDebit',
] as const

export const BANK_REQUIRED_MESSAGE = 'Select a bank'
export const BRANCH_CODE_INVALID_MESSAGE = 'Branch code must be 6 digits'
/**
 * Any account number that is not 6 to 16 digits. A bank's own lengths are checked once the bank is
 * known (accountNumberProblemOf in `@insure/domain/bank`, with a message naming the bank).
 */
export const ACCOUNT_NUMBER_INVALID_MESSAGE =
  'Enter the account number as it appears on your bank statement: 6 to 16 digits, without spaces or letters.'
export const ACCOUNT_TYPE_REQUIRED_MESSAGE = 'Select an account type'
export const ACCOUNT_HOLDER_REQUIRED_MESSAGE = 'Account holder name is required'
export const DEBIT_ORDER_DAY_INVALID_MESSAGE = 'Select a debit order day'
export const COMMENCEMENT_DATE_INVALID_MESSAGE = 'Select a commencement date'
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Accept the terms and conditions to continue'
export const DEBIT_NOT_CONSENTED_MESSAGE = 'Consent to the debit order to continue'

/** Day of the month the premium is collected. */
export const DEBIT_ORDER_FIRST_DAY = 1
export const DEBIT_ORDER_LAST_DAY = 31

/**
 * The day of the month the premium is collected, 1 to 31 (a form sends it as text). A day past a
 * month's end means that month's last day (see debit-order/dates).
 */
export const DebitOrderDaySchema = z.coerce
  .number({ error: DEBIT_ORDER_DAY_INVALID_MESSAGE })
  .int({ error: DEBIT_ORDER_DAY_INVALID_MESSAGE, abort: true })
  .min(DEBIT_ORDER_FIRST_DAY, { error: DEBIT_ORDER_DAY_INVALID_MESSAGE })
  .max(DEBIT_ORDER_LAST_DAY, { error: DEBIT_ORDER_DAY_INVALID_MESSAGE })

/**
 * A debit order mandate (forms spec §3, §5). Account numbers are digits only, 6 to 16 of them here
 * (the lengths each bank issues are checked against the bank chosen: accountNumberProblemOf);
 * universal branch codes are 6 digits. The two consents must be given (true).
 */
export const DebitOrderSchema = z.object({
  bankId: z.union([z.number().int().positive(), requiredText(BANK_REQUIRED_MESSAGE, 64)], {
    error: BANK_REQUIRED_MESSAGE,
  }),
  bankName: requiredText(BANK_REQUIRED_MESSAGE, 100),
  branchCode: z
    .string({ error: BRANCH_CODE_INVALID_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: BRANCH_CODE_INVALID_MESSAGE }),
  accountNumber: z
    .string({ error: ACCOUNT_NUMBER_INVALID_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`), {
      error: ACCOUNT_NUMBER_INVALID_MESSAGE,
    }),
  /** One of the codes GET A/wtf/getAccountTypes lists (CURRENT, SAVINGS, TRANSMISSION). */
  accountType: z.enum(ACCOUNT_TYPE_CODES, { error: ACCOUNT_TYPE_REQUIRED_MESSAGE }),
  accountHolderName: requiredText(ACCOUNT_HOLDER_REQUIRED_MESSAGE, 255),
  debitOrderDay: DebitOrderDaySchema,
  /** ISO `YYYY-MM-DD`, one of the dates GET A/wtf/getCommencementDates offers. */
  commencementDate: z
    .string({ error: COMMENCEMENT_DATE_INVALID_MESSAGE })
    .trim()
    .refine(isIsoDate, { error: COMMENCEMENT_DATE_INVALID_MESSAGE }),
  termsAccept: z.literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE }),
  concentToDebit: z.literal(true, { error: DEBIT_NOT_CONSENTED_MESSAGE }),
})
export type DebitOrder = z.infer<typeof DebitOrderSchema>

/**
 * How a banking page offers commencement dates (forms spec §3, getCommencementDates): the
 * short-term rule, GAP's (the next firsts of a month, decision 003) or life's, which depends on the
 * debit order day. A page setting.
 */
export const COMMENCEMENT_RULES = ['SHORT_TERM', 'LIFE', 'GAP'] as const
export type CommencementRule = (typeof COMMENCEMENT_RULES)[number]

/** An ISO `YYYY-MM-DD` date in an answer (documented as `format: date`). */
const IsoDateAnswerSchema = z.iso.date()

/**
 * The mandate as it is recorded: the ten fields the client sends, and the first strike date, the
 * day of the first collection, which the server computes (`withFirstStrikeDate` in
 * `@insure/domain/debit-order/dates`, from the commencement date, the day and today). A client
 * cannot set it: DebitOrderSchema drops a `firstStrikeDate` it sends, like any unknown field.
 */
export const DebitOrderMandateSchema = DebitOrderSchema.extend({ firstStrikeDate: IsoDateAnswerSchema })
export type DebitOrderMandate = z.infer<typeof DebitOrderMandateSchema>

/** GET A/wtf/getCommencementDates: the days a short-term policy may start, earliest first. */
export const CommencementDatesSchema = z.array(IsoDateAnswerSchema)

/** POST A/quote/life/commencement-dates: the debit order day the visitor chose. */
export const LifeCommencementDatesRequestSchema = z.object({ debitOrderDay: DebitOrderDaySchema })
export type LifeCommencementDatesRequest = z.infer<typeof LifeCommencementDatesRequestSchema>

/** A life policy's possible start (the first of a month) with the day its first premium is collected. */
export const LifeCommencementDateSchema = z.object({
  commencementDate: IsoDateAnswerSchema,
  firstStrikeDate: IsoDateAnswerSchema,
})
export type LifeCommencementDate = z.infer<typeof LifeCommencementDateSchema>
export const LifeCommencementDatesSchema = z.array(LifeCommencementDateSchema)
