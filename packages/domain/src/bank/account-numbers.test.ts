import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_NUMBER_RULES,
  accountNumberMessageOf,
  accountNumberProblemOf,
  accountNumberRuleOf,
} from './account-numbers.ts'

const ABSA = { name: 'Absa Bank', universalBranchCode: '632005' }
const CAPITEC = { name: 'Capitec Bank', universalBranchCode: '470010' }
const FNB = { name: 'FNB (First National Bank)', universalBranchCode: '250655' }
const NEDBANK = { name: 'Nedbank', universalBranchCode: '198765' }
const ALBARAKA = { name: 'Albaraka Bank', universalBranchCode: '800000' }
const CITIBANK = { name: 'Citibank', universalBranchCode: '350005' }
const TYMEBANK = { name: 'TymeBank', universalBranchCode: '678910' }

describe('account numbers checked by the lengths each bank issues (docs/decisions/006)', () => {
  it.each([
    [ABSA, '12345678'],
    [ABSA, '4012345678'],
    [ABSA, '40123456789'],
    [CAPITEC, '1234567890'],
    [FNB, '62001234567'],
    [NEDBANK, '1234567890'],
    [NEDBANK, '12345678901'],
    [ALBARAKA, '78612345678'],
    [CITIBANK, '1234567890'],
    // No published rule: any 6 to 16 digits (DebitOrderSchema's range).
    [TYMEBANK, '123456'],
    [TYMEBANK, '51012345678'],
  ])('takes a %j account number %s', (bank, accountNumber) => {
    expect(accountNumberProblemOf(bank, accountNumber)).toBeNull()
  })

  it.each([
    [ABSA, '1234567', 'Absa Bank account numbers have 8 to 11 digits.'],
    [ABSA, '401234567890', 'Absa Bank account numbers have 8 to 11 digits.'],
    [CAPITEC, '123456789', 'Capitec Bank account numbers have 10 digits.'],
    [CAPITEC, '62001234567', 'Capitec Bank account numbers have 10 digits.'],
    [FNB, '6200123456', 'FNB (First National Bank) account numbers have 11 digits.'],
    [NEDBANK, '123456789', 'Nedbank account numbers have 10 or 11 digits.'],
    [ALBARAKA, '12345678901', 'Albaraka Bank account numbers have 11 digits and start with 786.'],
    [ALBARAKA, '7861234567', 'Albaraka Bank account numbers have 11 digits and start with 786.'],
    [CITIBANK, '12345678901', 'Citibank account numbers have 10 digits.'],
  ])('refuses a %j account number %s, saying what to do', (bank, accountNumber, start) => {
    const message = accountNumberProblemOf(bank, accountNumber)
    expect(message).toBe(
      `${start} Check the number on your bank statement or in your banking app and enter it again.`,
    )
  })

  it('names the bank as it was chosen from the list', () => {
    expect(accountNumberMessageOf('Old Mutual Money Account', { lengths: [10] })).toMatch(
      /^Old Mutual Money Account account numbers have 10 digits\. /,
    )
  })

  it('has a rule only for a bank with a published one, each with at least one length', () => {
    expect(Object.keys(ACCOUNT_NUMBER_RULES).sort()).toEqual(
      ['198765', '250655', '350005', '470010', '632005', '800000'].sort(),
    )
    for (const rule of Object.values(ACCOUNT_NUMBER_RULES)) {
      expect(rule.lengths.length).toBeGreaterThan(0)
      expect([...rule.lengths].sort((a, b) => a - b)).toEqual(rule.lengths)
    }
    expect(accountNumberRuleOf('678910')).toBeNull()
  })
})
