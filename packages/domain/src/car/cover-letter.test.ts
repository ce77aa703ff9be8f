import { describe, expect, it } from 'vitest'
import {
  coverLetterText,
  LetterNotificationSchema,
  maskFinanceAccount,
  type CoverLetter,
} from './cover-letter.ts'

const LETTER: CoverLetter = {
  policyNumber: 'IWCAR-000042',
  issuedAt: '2026-11-27T08:00:00.000Z',
  company: { name: 'iWYZE', brandColour: '#4b1d8f' },
  insurer: {
    kind: 'non-life',
    name: 'iWYZE General Insurance Limited',
    address: '75 Helen Joseph Street, Johannesburg, 2001',
    fspNumber: '46021',
  },
  product: { displayName: 'Car' },
  policyholder: 'Sipho Dlamini',
  vehicle: '2020 VOLKSWAGEN POLO 1.4 HATCH',
  commencementDate: '2026-12-01',
  premiumCents: 123_450,
  coverCents: 25_000_000,
  financeHouse: { name: 'WesBank', maskedAccountNumber: maskFinanceAccount('3301234567') },
}

describe('the confirmation-of-cover letter', () => {
  it('tells the finance house the policy, the car, the cover and that it is the noted interest', () => {
    const text = coverLetterText(LETTER)
      .flatMap((section) => [section.heading, ...section.paragraphs])
      .join('\n')
    expect(text).toContain('To WesBank')
    expect(text).toContain(
      'Car is underwritten by iWYZE General Insurance Limited, a licensed non-life insurer and authorised financial services provider (FSP 46021), 75 Helen Joseph Street, Johannesburg, 2001.',
    )
    expect(text).toContain(
      'insured with iWYZE under Car policy IWCAR-000042, and that WesBank is noted as having an interest in it (finance account *******567).',
    )
    expect(text).toContain('Vehicle: 2020 VOLKSWAGEN POLO 1.4 HATCH.')
    expect(text).toContain('Cover starts on 1 December 2026, for up to R250 000.00.')
    expect(text).toContain('The monthly premium is R1 234.50.')
    expect(text).toContain('We issued this letter on 27 November 2026.')
    expect(text).not.toContain('3301234567')
  })

  it('leaves the policyholder out before it is known', () => {
    const text = JSON.stringify(coverLetterText({ ...LETTER, policyholder: null }))
    expect(text).not.toContain('Policyholder:')
  })

  it('refuses a finance account that is not letters, digits and hyphens', () => {
    const parsed = LetterNotificationSchema.safeParse({
      carFullSaleSessionId: 'q1',
      financeHouse: { name: 'WesBank', email: 'a@b.co.za', accountNumber: '12 34' },
    })
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['financeHouse.accountNumber'])
  })
})
