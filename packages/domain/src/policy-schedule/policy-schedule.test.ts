import { describe, expect, it } from 'vitest'
import {
  confirmationEmail,
  policyScheduleFileName,
  PolicyScheduleSchema,
  scheduleText,
  sectionsAsPlainText,
  type PolicySchedule,
} from './index.ts'
import {
  funeralScheduleInput,
  SCHEDULE_ACCOUNT_NUMBER,
  SCHEDULE_ID_NUMBER,
  SCHEDULE_WORDING_SHA256,
} from './schedule.testing.ts'

const schedule: PolicySchedule = PolicyScheduleSchema.parse(funeralScheduleInput())
const words = sectionsAsPlainText(scheduleText(schedule))

describe('the policy schedule in plain language', () => {
  it('has the sections a policyholder looks for, in order', () => {
    expect(scheduleText(schedule).map((section) => section.heading)).toEqual([
      'Your policy',
      'About you',
      'What you are covered for',
      'Who we pay',
      'What you pay',
      'What is not covered',
      'How to claim',
      'How to cancel',
      'Who insures you',
    ])
  })

  it.each([
    ['the policy number', 'Your policy number is IWFUN-000123.'],
    ['the product and company', 'your Funeral Cover policy with iWYZE'],
    ['the premium in rands and cents, a month', 'Your premium is R245.50 a month.'],
    ['the commencement date in words', 'Your cover starts on 1 May 2026.'],
    // 22:30 UTC on 31 March is 1 April in South Africa.
    ['the day of issue in South Africa, in words', 'We issued this schedule on 1 April 2026.'],
    [
      'the wording version it was sold on, with its date',
      'policy wording version funeral-2026.1, in effect from 1 January 2026',
    ],
    ['the wording fingerprint', `The wording's SHA-256 fingerprint is ${SCHEDULE_WORDING_SHA256}.`],
    ['the ID number masked to its last 4 digits', `ID number *********${SCHEDULE_ID_NUMBER.slice(-4)}.`],
    ['the account number masked to its last 3 digits', 'Capitec Bank account ********678 on day 25'],
    ['the first debit in words', 'The first debit is on 27 April 2026.'],
    ['the cover with its sum insured', 'Funeral benefit for you: we pay up to R30 000.00.'],
    ['each covered life', 'Lwazi Dlamini (Child): cover of R15 000.00.'],
    ['each beneficiary and share', 'Lerato Mokoena (Sister): 40% of the benefit.'],
    ['no excess', 'Your policy has no excess'],
    ['the rating table version', 'rating table 2026-01'],
    ["the wording's own summary of what is not covered", 'We do not pay for a death from natural causes'],
    ['how to claim, with the number to call', 'Call iWYZE on 0861 49 93 00'],
    [
      'the 31-day cooling-off period',
      'You have 31 days after you receive this schedule to change your mind.',
    ],
    [
      'the insurer from the configuration, of its kind, with its FSP number and address',
      'Funeral Cover is underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer and authorised financial services provider (FSP 47561), Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405.',
    ],
    ['the contact details', 'We contact you on +27821234567 and at sipho@example.co.za.'],
    ['the address', 'Your address is 12 Jan Smuts Avenue, Parktown, Johannesburg, 2193.'],
    ['how it was sold', 'You bought this policy online.'],
  ])('says %s', (_what, sentence) => {
    expect(words).toContain(sentence)
  })

  it("never holds the payer's whole ID number", () => {
    const paid = PolicyScheduleSchema.parse(
      funeralScheduleInput({
        payer: { title: 'Mrs', name: 'Nomsa', surname: 'Khumalo', idNumber: SCHEDULE_ID_NUMBER },
      }),
    )
    expect(JSON.stringify(paid)).not.toContain(SCHEDULE_ID_NUMBER)
    expect(sectionsAsPlainText(scheduleText(paid))).not.toContain(SCHEDULE_ID_NUMBER)
  })

  it('never holds the whole ID or account number, in the text or the parsed schedule', () => {
    expect(words).not.toContain(SCHEDULE_ID_NUMBER)
    expect(words).not.toContain(SCHEDULE_ACCOUNT_NUMBER)
    expect(JSON.stringify(schedule)).not.toContain(SCHEDULE_ID_NUMBER)
    expect(JSON.stringify(schedule)).not.toContain(SCHEDULE_ACCOUNT_NUMBER)
  })

  it.each([
    [
      'an excess, with its amount and key',
      { excess: { cents: 500_000, key: 'BASIC_5000' } },
      ['Your excess is R5 000.00.', 'excess BASIC_5000'],
    ],
    ['an agent sale', { soldBy: { channel: 'agent' as const, agentId: 'AG42' } }, ['through our agent AG42']],
    [
      'a payer other than the policyholder, ID number masked',
      { payer: { title: 'Mrs', name: 'Nomsa', surname: 'Khumalo', idNumber: SCHEDULE_ID_NUMBER } },
      [
        `Your premium is paid by Mrs Nomsa Khumalo, ID number *********${SCHEDULE_ID_NUMBER.slice(-4)}, who agreed to the debit order.`,
        "from the payer's Capitec Bank account ********678 on day 25",
      ],
    ],
    [
      'a postal address other than the residence',
      { postalAddress: ['PO Box 123', 'Rondebosch', 'Cape Town', 'Western Cape', '7700'] },
      ['We send your post to PO Box 123, Rondebosch, Cape Town, Western Cape, 7700.'],
    ],
    [
      'a line without an amount',
      { cover: [{ description: 'Legal advice by phone', sumInsuredCents: null }] },
      ['Legal advice by phone.'],
    ],
  ])('with %s, says so', (_case, overrides, sentences) => {
    const text = sectionsAsPlainText(
      scheduleText(PolicyScheduleSchema.parse(funeralScheduleInput(overrides))),
    )
    for (const sentence of sentences) expect(text).toContain(sentence)
  })

  it('leaves out who is paid, the covered lives and the address when the product has none', () => {
    const bare = PolicyScheduleSchema.parse(
      funeralScheduleInput({ beneficiaries: null, coveredLives: undefined, address: null }),
    )
    const sections = scheduleText(bare)
    expect(sections.map((section) => section.heading)).not.toContain('Who we pay')
    expect(sectionsAsPlainText(sections)).not.toMatch(/people covered|Your address|send your post/)
  })
})

describe('a schedule the purchase cannot issue', () => {
  it.each([
    [
      'an ID number that is not valid',
      { policyholder: { ...funeralScheduleInput().policyholder, idNumber: '8001015009088' } },
    ],
    ['a mobile number not in E.164', { contact: { mobile: '0821234567', email: 'sipho@example.co.za' } }],
    [
      'beneficiaries that do not add up to 100',
      { beneficiaries: [{ name: 'A B', relation: 'Spouse', percentage: 60 }] },
    ],
    ['no cover line', { cover: [] }],
    [
      'a wording fingerprint that is not a SHA-256',
      { wording: { ...funeralScheduleInput().wording, sha256: 'demo' } },
    ],
    [
      'an FSP number that is not a number',
      { insurer: { ...funeralScheduleInput().insurer, fspNumber: '00000, demo' } },
    ],
    ['a premium of nothing', { monthlyPremiumCents: 0 }],
    ['a premium in fractions of a cent', { monthlyPremiumCents: 245.5 }],
    ['a commencement date that does not exist', { commencementDate: '2026-02-29' }],
    ['a debit day of 32', { debitOrder: { ...funeralScheduleInput().debitOrder, debitDay: 32 } }],
    [
      'an account number with letters',
      { debitOrder: { ...funeralScheduleInput().debitOrder, accountNumber: '62O12345678' } },
    ],
  ])('is refused with %s', (_case, overrides) => {
    expect(PolicyScheduleSchema.safeParse(funeralScheduleInput(overrides)).success).toBe(false)
  })
})

describe('the confirmation e-mail', () => {
  const email = confirmationEmail(schedule, 'doc-hashed-id')

  it('goes to the policyholder with the schedule attached', () => {
    expect(email).toMatchObject({
      to: 'sipho@example.co.za',
      subject: 'Your iWYZE Funeral Cover policy IWFUN-000123',
      html: null,
      documentHashedIds: ['doc-hashed-id'],
    })
  })

  it("carries the schedule's own words", () => {
    expect(email.text).toContain('Dear Mr Dlamini')
    expect(email.text).toContain(words)
    expect(email.text).not.toContain(SCHEDULE_ID_NUMBER)
  })
})

describe('the download file name', () => {
  it.each([
    ['IWFUN-000123', 'policy-schedule-IWFUN-000123.pdf'],
    ['OM/LIFE 7"x', 'policy-schedule-OM-LIFE-7-x.pdf'],
  ])('of policy %j is %j', (policyNumber, fileName) => {
    expect(policyScheduleFileName(policyNumber)).toBe(fileName)
  })
})
