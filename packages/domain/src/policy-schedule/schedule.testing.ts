import { saIdControlDigit } from '../sa-id/index.ts'
import type { PolicyScheduleInput } from './index.ts'

/** A valid ID number (born 1 January 1980, male, citizen) for tests: its control digit computed. */
export const SCHEDULE_ID_NUMBER = `800101500908${saIdControlDigit('800101500908')}`
export const SCHEDULE_ACCOUNT_NUMBER = '62012345678'
/** A wording's fingerprint as a schedule carries it: 64 hex digits, made up for the tests. */
export const SCHEDULE_WORDING_SHA256 = '5d4c4e1be0e4f7a2a4a6e9a3c1c0e3b8f1e4b5a6c7d8e9f00112233445566778'

/**
 * A funeral policy's schedule as the purchase would give it (tests only): whole ID and account
 * numbers, two covered lives and two beneficiaries.
 */
export function funeralScheduleInput(overrides: Partial<PolicyScheduleInput> = {}): PolicyScheduleInput {
  return {
    company: {
      code: 'IWYZE',
      name: 'iWYZE',
      phoneNumber: '0861 49 93 00',
      brandColour: '#4b1d8f',
    },
    insurer: {
      kind: 'life',
      name: 'iWYZE Life Assurance Company (RF) Limited',
      address: 'Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405',
      fspNumber: '47561',
    },
    policyNumber: 'IWFUN-000123',
    product: { code: 'funeral', displayName: 'Funeral Cover' },
    wording: {
      version: 'funeral-2026.1',
      effectiveDate: '2026-01-01',
      sha256: SCHEDULE_WORDING_SHA256,
      notCovered:
        'We do not pay for a death from natural causes in the first six months (the waiting period). A death by accident is covered from the first day.',
    },
    issuedAt: '2026-03-31T22:30:00.000Z',
    commencementDate: '2026-05-01',
    policyholder: { title: 'Mr', name: 'Sipho', surname: 'Dlamini', idNumber: SCHEDULE_ID_NUMBER },
    contact: { mobile: '+27821234567', email: 'sipho@example.co.za' },
    address: ['12 Jan Smuts Avenue', 'Parktown', 'Johannesburg', '2193'],
    cover: [{ description: 'Funeral benefit for you', sumInsuredCents: 3_000_000 }],
    coveredLives: [
      { name: 'Thandi Dlamini', relation: 'Spouse', coverCents: 3_000_000 },
      { name: 'Lwazi Dlamini', relation: 'Child', coverCents: 1_500_000 },
    ],
    beneficiaries: [
      { name: 'Thandi Dlamini', relation: 'Spouse', percentage: 60 },
      { name: 'Lerato Mokoena', relation: 'Sister', percentage: 40 },
    ],
    monthlyPremiumCents: 24_550,
    excess: null,
    ratingTableVersion: '2026-01',
    debitOrder: {
      bankName: 'Capitec Bank',
      accountNumber: SCHEDULE_ACCOUNT_NUMBER,
      debitDay: 25,
      firstStrikeDate: '2026-04-27',
    },
    soldBy: { channel: 'online' },
    ...overrides,
  }
}
