import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  ACCOUNT_HOLDER_REQUIRED_MESSAGE,
  ACCOUNT_NUMBER_INVALID_MESSAGE,
  ACCOUNT_TYPE_REQUIRED_MESSAGE,
  BANK_REQUIRED_MESSAGE,
  BRANCH_CODE_INVALID_MESSAGE,
  COMMENCEMENT_DATE_INVALID_MESSAGE,
  DEBIT_NOT_CONSENTED_MESSAGE,
  DEBIT_ORDER_DAY_INVALID_MESSAGE,
  DEBIT_ORDER_FIELDS,
  DebitOrderSchema,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from './index.ts'

const mandate = {
  bankId: 3,
  bankName: 'Capitec Bank',
  branchCode: '470010',
  accountNumber: '1234567890',
  accountType: 'SAVINGS',
  accountHolderName: 'T Nkosi',
  debitOrderDay: 25,
  commencementDate: '2026-07-01',
  termsAccept: true,
  concentToDebit: true,
}

describe('Debit order requires the ten listed fields (forms spec §5)', () => {
  it('names ten fields, as the schema checks them', () => {
    expect(DEBIT_ORDER_FIELDS).toHaveLength(10)
    expect(Object.keys(DebitOrderSchema.shape)).toEqual([...DEBIT_ORDER_FIELDS])
  })

  it('accepts a complete mandate', () => {
    expect(fieldMessages(DebitOrderSchema, mandate)).toEqual({})
  })

  it.each([
    ['bankId', BANK_REQUIRED_MESSAGE],
    ['bankName', BANK_REQUIRED_MESSAGE],
    ['branchCode', BRANCH_CODE_INVALID_MESSAGE],
    ['accountNumber', ACCOUNT_NUMBER_INVALID_MESSAGE],
    ['accountType', ACCOUNT_TYPE_REQUIRED_MESSAGE],
    ['accountHolderName', ACCOUNT_HOLDER_REQUIRED_MESSAGE],
    ['debitOrderDay', DEBIT_ORDER_DAY_INVALID_MESSAGE],
    ['commencementDate', COMMENCEMENT_DATE_INVALID_MESSAGE],
    ['termsAccept', TERMS_NOT_ACCEPTED_MESSAGE],
    ['concentToDebit', DEBIT_NOT_CONSENTED_MESSAGE],
  ])('requires %s', (field, message) => {
    expect(fieldMessages(DebitOrderSchema, { ...mandate, [field]: undefined })).toEqual({
      [field]: [message],
    })
  })

  it.each([
    ['letters', '12345678AB'],
    ['spaces', '1234 567 890'],
    ['five digits', '12345'],
    ['17 digits', '1'.repeat(17)],
  ])('refuses an account number with %s', (_, accountNumber) => {
    expect(fieldMessages(DebitOrderSchema, { ...mandate, accountNumber })).toEqual({
      accountNumber: [ACCOUNT_NUMBER_INVALID_MESSAGE],
    })
  })

  it.each([[0], [32], [1.5], ['abc']])('refuses the debit order day %j', (debitOrderDay) => {
    expect(fieldMessages(DebitOrderSchema, { ...mandate, debitOrderDay })).toEqual({
      debitOrderDay: [DEBIT_ORDER_DAY_INVALID_MESSAGE],
    })
  })

  it.each([['Savings'], ['cheque'], ['BOND']])(
    'refuses the account type %j: only the listed codes',
    (accountType) => {
      expect(fieldMessages(DebitOrderSchema, { ...mandate, accountType })).toEqual({
        accountType: [ACCOUNT_TYPE_REQUIRED_MESSAGE],
      })
    },
  )

  it('reads a debit order day sent as text', () => {
    expect(DebitOrderSchema.parse({ ...mandate, debitOrderDay: '1' }).debitOrderDay).toBe(1)
  })

  it('refuses a mandate whose consents are not given', () => {
    expect(
      fieldMessages(DebitOrderSchema, { ...mandate, termsAccept: false, concentToDebit: false }),
    ).toEqual({
      termsAccept: [TERMS_NOT_ACCEPTED_MESSAGE],
      concentToDebit: [DEBIT_NOT_CONSENTED_MESSAGE],
    })
  })
})
