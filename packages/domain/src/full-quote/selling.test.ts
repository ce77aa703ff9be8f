import { describe, expect, it } from 'vitest'
import {
  alreadyBoughtMessage,
  coverLinesOf,
  coveredLivesOf,
  purchaseDetailsOf,
  samePurchaseDetails,
  selectionsOffered,
} from './selling.ts'
import type { PurchaseRequest } from './schema.ts'

describe('the covers a quote offers to accept (selectionsOffered): its premium page’s setting', () => {
  const lifePage = { settings: { selections: ['LIFE' as const, 'ADB' as const] } }
  const lifeOnlyPage = { settings: { selections: ['LIFE' as const] } }
  const plainPage = { settings: {} }
  it.each([
    ['a page offering life and ADB, with the adb flag', lifePage, ['adb'], ['LIFE', 'ADB']],
    ['the same page without the flag', lifePage, [], ['LIFE']],
    ['a page offering life only, with the flag', lifeOnlyPage, ['adb'], ['LIFE']],
    ['a page without selections (funeral, home, car): no choice, whatever the flags', plainPage, ['adb'], []],
    ['no premium page', undefined, ['adb'], []],
  ] as const)('%s', (_case, page, flags, offered) => {
    expect(selectionsOffered(page, flags)).toEqual([...offered])
  })
})

describe('a purchase repeated: the same details or other ones', () => {
  const request: PurchaseRequest = {
    hashedQuoteId: 'q1',
    bankDetails: {
      bankId: 2,
      bankName: 'Capitec Bank',
      branchCode: '470010',
      accountNumber: '1234567890',
      accountType: 'SAVINGS',
      accountHolderName: 'T Mokoena',
      debitOrderDay: 25,
      commencementDate: '2026-12-01',
      termsAccept: true,
      concentToDebit: true,
    },
  }
  const stored = purchaseDetailsOf(request)

  it('is the same with the bank id as text, absent acceptances as false and another bank name', () => {
    const again = purchaseDetailsOf({
      ...request,
      bankDetails: { ...request.bankDetails, bankId: '2', bankName: 'Any name' },
      hivAccept: false,
    })
    expect(samePurchaseDetails(stored, again)).toBe(true)
  })

  it.each([
    ['bankId', { bankId: 3 }],
    ['branchCode', { branchCode: '250655' }],
    ['accountNumber', { accountNumber: '1234567891' }],
    ['accountType', { accountType: 'CURRENT' as const }],
    ['accountHolderName', { accountHolderName: 'T M Mokoena' }],
    ['debitOrderDay', { debitOrderDay: 1 }],
    ['commencementDate', { commencementDate: '2026-12-02' }],
  ])('differs by its %s', (_field, change) => {
    const other = purchaseDetailsOf({ ...request, bankDetails: { ...request.bankDetails, ...change } })
    expect(samePurchaseDetails(stored, other)).toBe(false)
  })

  it.each([['hivAccept'], ['lifeAccept'], ['financeAccept']] as const)('differs by %s', (flag) => {
    expect(samePurchaseDetails(stored, purchaseDetailsOf({ ...request, [flag]: true }))).toBe(false)
  })

  it('says which account paid, masked', () => {
    expect(alreadyBoughtMessage('1234567890')).toBe(
      'This quote was already bought, paid from account *******890. Its policy is shown on the congratulations page.',
    )
  })
})

describe('what a policy covers, for its schedule (coverLinesOf)', () => {
  it.each([
    ['funeral', 'Funeral benefit paid on the death of a covered member'],
    [
      'gap',
      'GAP cover: in-hospital specialist shortfalls and co-payments above what the medical aid pays, each year',
    ],
    ['trailer', 'Trailer Insurance'],
    [
      'vap',
      'Vehicle value-added cover on the insured vehicle: dent and scratch repairs, and tyre and rim cover on the larger options, each year',
    ],
    [
      'vapsscratchanddent',
      'Scratch and dent cover: dent and scratch repairs to the insured vehicle, each year',
    ],
    ['vapstyreandrim', 'Tyre and rim cover: tyres and rims of the insured vehicle replaced, each year'],
  ] as const)('%s: %s', (product, description) => {
    expect(coverLinesOf(product, 15_000_000)).toEqual([{ description, sumInsuredCents: 15_000_000 }])
  })

  it.each(['vap', 'vapsscratchanddent', 'vapstyreandrim'] as const)(
    '%s covers a vehicle, no other lives (coveredLivesOf)',
    (product) => {
      const answers = { Covered_members: { codes: ['SPOUSE'], values: {} } }
      expect(coveredLivesOf(product, answers, 1_000_000)).toEqual([])
    },
  )

  it('car: comprehensive cover up to its insured value, and liability to others', () => {
    expect(coverLinesOf('car', 25_000_000)).toEqual([
      {
        description:
          'Comprehensive car cover: accident, theft, hijacking, fire and weather damage, up to the car’s insured value',
        sumInsuredCents: 25_000_000,
      },
      { description: 'Liability for damage the car does to other people’s property', sumInsuredCents: null },
    ])
  })
})
