import { describe, expect, it } from 'vitest'
import { FUNERAL_JOURNEY, LIFE_JOURNEY, progress } from '../../../test/full-quote-journeys.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../../test/sa-id-numbers.ts'
import { TITLE_GENDER_MESSAGES, TITLE_REQUIRED_MESSAGE } from '../../contact/index.ts'
import { EMAIL_INVALID_MESSAGE } from '../../email/index.ts'
import { NAME_INVALID_MESSAGE, SURNAME_REQUIRED_MESSAGE } from '../../person-name/index.ts'
import { PHONE_NUMBER_INVALID_MESSAGE } from '../../phone/index.ts'
import { SA_ID_NUMBER_PROBLEM_MESSAGES } from '../../sa-id/index.ts'
import type { Disclaimer } from '../../company/schema.ts'
import { maskIdNumber } from '../../masking/index.ts'
import { firstIncompletePage, pageAfterSave, type FullQuoteJourney } from '../journey.ts'
import {
  BENEFIT_TOTAL_MESSAGE,
  OWN_BENEFICIARY_MESSAGE,
  benefitTotalMessage,
  BRANCH_CODE_MISMATCH_MESSAGE,
  COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE,
  DISCLAIMER_UNANSWERED_MESSAGE,
  NO_BENEFICIARY_MESSAGE,
  PAGE_DEFINITIONS,
  POSTAL_ADDRESS_REQUIRED_MESSAGE,
  TOO_MANY_BENEFICIARIES_MESSAGE,
  UNKNOWN_BANK_MESSAGE,
  PAYER_CONSENT_MESSAGE,
  PAYER_IS_POLICYHOLDER_MESSAGE,
  checkPayer,
  checkDisclaimerAnswers,
  isPageComplete,
  medicalAidShownOf,
  savesThroughOf,
  validatePage,
  validateRepeatingGroup,
} from './index.ts'
import { z } from '../../zod-config/index.ts'
import {
  PO_BOX_REQUIRED_MESSAGE,
  POSTAL_AREA_REQUIRED_MESSAGE,
  POSTAL_CITY_REQUIRED_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  POSTAL_COUNTY_REQUIRED_MESSAGE,
} from '../../address/index.ts'

const person = (benefitPercentage: string) => ({
  name: 'Thandi',
  surname: 'Mokoena',
  gender: 'Female',
  dateOfBirth: '1990-02-01',
  benefitPercentage,
  beneficiaryDesignation: 'Spouse',
})

describe('the beneficiaries page: a repeating group with shares adding up to 100', () => {
  const settings = { beneficiaryRule: 'OTHER' as const, maxBeneficiaries: 2 }
  it.each([
    ['none named', [], [{ path: 'beneficiaries', message: NO_BENEFICIARY_MESSAGE }]],
    [
      'more than the page takes',
      [person('50'), person('25'), person('25')],
      [{ path: 'beneficiaries', message: TOO_MANY_BENEFICIARIES_MESSAGE.replace('{max}', '2') }],
    ],
    [
      'shares of 90',
      [person('60'), person('30')],
      [{ path: 'beneficiaries', message: benefitTotalMessage(90) }],
    ],
  ])('%s: refused with its message', (_case, rows, errors) => {
    expect(validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries: rows }, undefined)).toEqual({
      ok: false,
      errors,
    })
  })

  it.each([
    [10, 'The beneficiaries’ percentages must add up to 100%. Together they make 10% now: add 90%.'],
    [90, 'The beneficiaries’ percentages must add up to 100%. Together they make 90% now: add 10%.'],
    [120, 'The beneficiaries’ percentages must add up to 100%. Together they make 120% now: take off 20%.'],
    [99.99, 'The beneficiaries’ percentages must add up to 100%. Together they make 99.99% now: add 0.01%.'],
  ])('says the total of %s and what to change', (total, message) => {
    expect(benefitTotalMessage(total)).toBe(message)
    expect(message.startsWith(BENEFIT_TOTAL_MESSAGE)).toBe(true)
  })

  it('refuses the policyholder as their own beneficiary, beside the row, where the policyholder is known', () => {
    const policyholder = { name: 'Thandi', surname: 'Mokoena', dateOfBirth: '1990-02-01' }
    const rows = [person('50'), { ...person('50'), name: 'Sipho' }]
    expect(
      validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries: rows }, { policyholder }),
    ).toEqual({ ok: false, errors: [{ path: 'beneficiaries.0.name', message: OWN_BENEFICIARY_MESSAGE }] })
    // Spelled in other case and spacing, still the same person.
    const spelled = [{ ...person('100'), name: ' thandi ', surname: 'MOKOENA' }]
    expect(
      validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries: spelled }, { policyholder }).ok,
    ).toBe(false)
    // Another date of birth is another person (a daughter of the same name).
    const daughter = [{ ...person('100'), dateOfBirth: '2015-02-01' }]
    expect(
      validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries: daughter }, { policyholder }).ok,
    ).toBe(true)
    // Without the policyholder (the page server) the rows are taken; the API checks.
    expect(
      validatePage({ kind: 'BENEFICIARIES', settings }, { beneficiaries: [person('100')] }, undefined).ok,
    ).toBe(true)
  })

  it('refuses the designation "Self" beside it', () => {
    expect(
      validatePage(
        { kind: 'BENEFICIARIES', settings },
        { beneficiaries: [{ ...person('100'), beneficiaryDesignation: 'Self' }] },
        undefined,
      ),
    ).toEqual({
      ok: false,
      errors: [{ path: 'beneficiaries.0.beneficiaryDesignation', message: OWN_BENEFICIARY_MESSAGE }],
    })
  })

  it('names the row and field of a wrong answer', () => {
    const checked = validatePage(
      { kind: 'BENEFICIARIES', settings },
      { beneficiaries: [person('50'), { ...person('50'), name: '' }] },
      undefined,
    )
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.errors.map((error) => error.path)).toEqual(['beneficiaries.1.name'])
  })

  it('takes shares adding up to 100, and none on a page where they are optional', () => {
    expect(
      validatePage(
        { kind: 'BENEFICIARIES', settings },
        { beneficiaries: [person('60'), person('40')] },
        undefined,
      ).ok,
    ).toBe(true)
    expect(
      validatePage(
        { kind: 'BENEFICIARIES', settings: { beneficiariesOptional: true } },
        { beneficiaries: [] },
        undefined,
      ),
    ).toEqual({ ok: true, value: [] })
  })

  it('serves any group: drivers without shares, at most one', () => {
    const group = {
      name: 'drivers',
      row: z.object({ name: z.string().min(1, 'Name the driver') }),
      min: 1,
      max: 1,
      messages: { tooFew: 'Name a driver', tooMany: 'One driver' },
    }
    expect(validateRepeatingGroup(group, [{ name: '' }])).toEqual({
      ok: false,
      errors: [{ path: 'drivers.0.name', message: 'Name the driver' }],
    })
    expect(validateRepeatingGroup(group, [{ name: 'A' }, { name: 'B' }])).toEqual({
      ok: false,
      errors: [{ path: 'drivers', message: 'One driver' }],
    })
  })
})

describe('the personal-information page', () => {
  // VALID_ID_NUMBER is a man's.
  const contact = {
    title: 'Mr',
    name: 'Thandi',
    surname: 'Mokoena',
    citizenId: VALID_ID_NUMBER,
    mobile: '0821234567',
    email: 'thandi@example.co.za',
  }
  it('checks the contact by the rule the page names', () => {
    expect(
      validatePage({ kind: 'PERSONAL_INFORMATION', settings: { contactRule: 'MINI' } }, contact, {}).ok,
    ).toBe(true)
    const full = validatePage(
      { kind: 'PERSONAL_INFORMATION', settings: { contactRule: 'FULL' } },
      contact,
      {},
    )
    expect(!full.ok && full.errors.map((error) => error.path)).toEqual(['occupation'])
  })

  it('keeps the ID number the server holds when the masked one is sent back', () => {
    const masked = { ...contact, citizenId: maskIdNumber(VALID_ID_NUMBER) }
    const kept = validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, masked, {
      storedCitizenId: VALID_ID_NUMBER,
    })
    expect(kept.ok && kept.value.citizenId).toBe(VALID_ID_NUMBER)
    // The API without one stored refuses it; the page server (which holds none) leaves it to the API.
    expect(
      validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, masked, { storedCitizenId: null }).ok,
    ).toBe(false)
    expect(validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, masked, {}).ok).toBe(true)
  })

  it.each([
    ['Mr', saIdNumber('900101', '0123'), 'title', TITLE_GENDER_MESSAGES.Female.replace('{title}', 'Mr')],
    ['Mrs', VALID_ID_NUMBER, 'title', TITLE_GENDER_MESSAGES.Male.replace('{title}', 'Mrs')],
    ['Ms', VALID_ID_NUMBER, 'title', TITLE_GENDER_MESSAGES.Male.replace('{title}', 'Ms')],
    ['Miss', VALID_ID_NUMBER, 'title', TITLE_GENDER_MESSAGES.Male.replace('{title}', 'Miss')],
  ])(
    'refuses the title %s with an ID number of the other gender, beside the title',
    (title, citizenId, path, message) => {
      expect(
        validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, { ...contact, title, citizenId }, {}),
      ).toEqual({ ok: false, errors: [{ path, message }] })
    },
  )

  it.each([
    ['Mr', VALID_ID_NUMBER],
    ['Ms', saIdNumber('900101', '0123')],
    ['Dr', VALID_ID_NUMBER],
    ['Dr', saIdNumber('900101', '0123')],
    ['Prof', saIdNumber('900101', '0123')],
  ])('takes the title %s with the ID number %s', (title, citizenId) => {
    expect(
      validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, { ...contact, title, citizenId }, {}).ok,
    ).toBe(true)
  })

  it('checks a masked ID number against the title where it is held (the API), not where it is not', () => {
    const masked = { ...contact, title: 'Ms', citizenId: maskIdNumber(VALID_ID_NUMBER) }
    expect(
      validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, masked, {
        storedCitizenId: VALID_ID_NUMBER,
      }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'title', message: TITLE_GENDER_MESSAGES.Male.replace('{title}', 'Ms') }],
    })
    expect(validatePage({ kind: 'PERSONAL_INFORMATION', settings: {} }, masked, {}).ok).toBe(true)
  })
})

describe('the address page', () => {
  it('asks the postal address when its settings say so', () => {
    const residence = { streetNo: '12', street: 'Long Street', isComplexOrFlat: false, afrigisCode: '1001' }
    expect(validatePage({ kind: 'ADDRESS', settings: {} }, { residence }, undefined).ok).toBe(true)
    expect(
      validatePage({ kind: 'ADDRESS', settings: { asksPostalAddress: true } }, { residence }, undefined),
    ).toEqual({
      ok: false,
      errors: [{ path: 'postal', message: POSTAL_ADDRESS_REQUIRED_MESSAGE }],
    })
  })

  const residence = { streetNo: '12', street: 'Long Street', isComplexOrFlat: false, afrigisCode: '1001' }
  const postal = {
    poBox: '123',
    number: null,
    area: 'Rondebosch',
    code: '7700',
    city: 'Cape Town',
    county: 'Western Cape',
  }
  const address = (sent: Record<string, unknown>) =>
    validatePage({ kind: 'ADDRESS', settings: {} }, { residence, ...sent }, undefined)

  it.each([
    [
      'different, none given',
      { postalIsDifferent: true },
      [{ path: 'postal', message: POSTAL_ADDRESS_REQUIRED_MESSAGE }],
    ],
    [
      'different, no PO Box',
      { postalIsDifferent: true, postal: { ...postal, poBox: '' } },
      [{ path: 'postal.poBox', message: PO_BOX_REQUIRED_MESSAGE }],
    ],
    [
      'different, no area',
      { postalIsDifferent: true, postal: { ...postal, area: ' ' } },
      [{ path: 'postal.area', message: POSTAL_AREA_REQUIRED_MESSAGE }],
    ],
    [
      'different, no city',
      { postalIsDifferent: true, postal: { ...postal, city: '' } },
      [{ path: 'postal.city', message: POSTAL_CITY_REQUIRED_MESSAGE }],
    ],
    [
      'different, no county',
      { postalIsDifferent: true, postal: { ...postal, county: '' } },
      [{ path: 'postal.county', message: POSTAL_COUNTY_REQUIRED_MESSAGE }],
    ],
    [
      'different, a three-digit code',
      { postalIsDifferent: true, postal: { ...postal, code: '770' } },
      [{ path: 'postal.code', message: POSTAL_CODE_INVALID_MESSAGE }],
    ],
    [
      'sent without the choice and incomplete',
      { postal: { ...postal, code: '' } },
      [{ path: 'postal.code', message: POSTAL_CODE_INVALID_MESSAGE }],
    ],
  ])(
    '"my postal address is different": refuses %s with the message beside the field',
    (_what, sent, errors) => {
      expect(address(sent)).toEqual({ ok: false, errors })
    },
  )

  it('keeps the postal address when it is different', () => {
    const checked = address({ postalIsDifferent: true, postal })
    expect(checked.ok && checked.value.postal).toEqual(postal)
  })

  it('drops what the postal fields held when it is not different', () => {
    const checked = address({ postalIsDifferent: false, postal: { ...postal, code: 'x' } })
    expect(checked).toEqual({ ok: true, value: expect.objectContaining({ postal: null }) })
  })
})

describe('the disclaimer page', () => {
  const disclaimers: Disclaimer[] = [
    {
      disclaimer_type: 'PURCHASE',
      active: true,
      content: 'Read this',
      questions: [
        {
          question_content: 'Are you a South African resident?',
          question_type: 'YES_NO',
          expected_answer: 'YES',
          invalid_answer_content: 'Only residents may buy online.',
          order: 1,
        },
      ],
    } as unknown as Disclaimer,
  ]
  it('says an unanswered question, and a wrong answer with its sentence, keeping what was declared', () => {
    expect(checkDisclaimerAnswers(disclaimers, []).errors).toEqual([
      { path: 'answers.PURCHASE.1', message: DISCLAIMER_UNANSWERED_MESSAGE },
    ])
    const wrong = checkDisclaimerAnswers(disclaimers, [
      { disclaimerType: 'PURCHASE', order: 1, answer: 'no' },
    ])
    expect(wrong.errors).toEqual([{ path: 'answers.PURCHASE.1', message: 'Only residents may buy online.' }])
    expect(wrong.answeredAll).toBe(true)
    expect(wrong.records[0]).toMatchObject({ answer: 'NO', valid: false })
  })
})

describe('the banking-details page: its bank list and dates are its context', () => {
  const banks = [{ id: 2, name: 'Capitec Bank', universalBranchCode: '470010' }]
  const order = {
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
  }
  const check = (sent: object, commencementDates: string[] | null = ['2026-12-01']) =>
    validatePage({ kind: 'BANKING_DETAILS', settings: {} }, sent, { banks, commencementDates })

  it('takes a debit order on the list, at a date offered', () => {
    expect(check(order).ok).toBe(true)
  })
  it.each([
    ['a bank not on the page’s list', { bankId: 9 }, 'bankId', UNKNOWN_BANK_MESSAGE],
    ['another bank’s branch code', { branchCode: '250655' }, 'branchCode', BRANCH_CODE_MISMATCH_MESSAGE],
    [
      'a date not offered',
      { commencementDate: '2027-03-01' },
      'commencementDate',
      COMMENCEMENT_DATE_NOT_OFFERED_MESSAGE,
    ],
  ])('refuses %s beside its field', (_case, change, path, message) => {
    expect(check({ ...order, ...change })).toEqual({ ok: false, errors: [{ path, message }] })
  })
})

describe('the banking-details page: a premium someone else pays (forms spec §3, Payer)', () => {
  const banks = [{ id: 2, name: 'Capitec Bank', universalBranchCode: '470010' }]
  const order = {
    bankId: 2,
    bankName: 'Capitec Bank',
    branchCode: '470010',
    accountNumber: '1234567890',
    accountType: 'SAVINGS',
    accountHolderName: 'N Khumalo',
    debitOrderDay: 25,
    commencementDate: '2026-12-01',
    termsAccept: true,
    concentToDebit: true,
  }
  // Born 15 June 1985, female (sequence 0123).
  const PAYER_ID = saIdNumber('850615', '0123')
  const payer = {
    title: 'Mrs',
    citizenId: PAYER_ID,
    name: 'Nomsa',
    surname: 'Khumalo',
    mobile: '082 555 0199',
    email: 'nomsa@example.co.za',
    consent: true,
  }
  const check = (sent: object) =>
    validatePage({ kind: 'BANKING_DETAILS', settings: {} }, sent, { banks, commencementDates: null })

  it('takes the payer, their date of birth and gender read from their ID number', () => {
    const checked = check({ ...order, payer })
    expect(checked.ok && checked.value.payer).toEqual({
      ...payer,
      mobile: '0825550199',
      dateOfBirth: '1985-06-15',
      gender: 'Female',
    })
  })

  it('takes none: the policyholder pays', () => {
    const checked = check({ ...order, payer: null })
    expect(checked.ok && checked.value.payer).toBeNull()
  })

  it.each([
    ['no title', { title: '' }, 'payer.title', TITLE_REQUIRED_MESSAGE],
    [
      'an ID number with a wrong control digit',
      { citizenId: `${PAYER_ID.slice(0, 12)}${(Number(PAYER_ID[12]) + 1) % 10}` },
      'payer.citizenId',
      SA_ID_NUMBER_PROBLEM_MESSAGES.CHECK_DIGIT,
    ],
    ['a name with digits', { name: 'N0msa' }, 'payer.name', NAME_INVALID_MESSAGE],
    ['no surname', { surname: '' }, 'payer.surname', SURNAME_REQUIRED_MESSAGE],
    ['a mobile of zeros', { mobile: '0000000000' }, 'payer.mobile', PHONE_NUMBER_INVALID_MESSAGE],
    ['no e-mail', { email: '' }, 'payer.email', EMAIL_INVALID_MESSAGE],
    ['no consent', { consent: false }, 'payer.consent', PAYER_CONSENT_MESSAGE],
    [
      'the title Mr and a woman’s ID number',
      { title: 'Mr' },
      'payer.title',
      TITLE_GENDER_MESSAGES.Female.replace('{title}', 'Mr'),
    ],
  ])('refuses a payer with %s beside its field', (_case, change, path, message) => {
    expect(check({ ...order, payer: { ...payer, ...change } })).toEqual({
      ok: false,
      errors: [{ path, message }],
    })
  })

  it("checks the payer's account by the same bank rules as the policyholder's", () => {
    expect(check({ ...order, branchCode: '250655', payer })).toEqual({
      ok: false,
      errors: [{ path: 'branchCode', message: BRANCH_CODE_MISMATCH_MESSAGE }],
    })
  })

  it("refuses the policyholder's own ID number as the payer's, where it is known (the API)", () => {
    expect(checkPayer(payer, PAYER_ID)).toEqual({
      payer: null,
      errors: [{ path: 'payer.citizenId', message: PAYER_IS_POLICYHOLDER_MESSAGE }],
    })
    expect(checkPayer(payer, VALID_ID_NUMBER).errors).toEqual([])
  })
})

describe('completion per page, and the page after a save', () => {
  const twoAddresses: FullQuoteJourney = {
    ...FUNERAL_JOURNEY,
    pages: [
      ...FUNERAL_JOURNEY.pages.slice(0, 4),
      { ...FUNERAL_JOURNEY.pages[3]!, code: 'home-address', kind: 'ADDRESS', index: 4, hashedPageId: 'h1' },
      { ...FUNERAL_JOURNEY.pages[3]!, code: 'work-address', kind: 'ADDRESS', index: 5, hashedPageId: 'h2' },
      ...FUNERAL_JOURNEY.pages.slice(4).map((page) => ({ ...page, index: page.index + 2 })),
    ],
  }
  const answered = {
    Age: { codes: ['value'], values: { value: '40' } },
    Covered_members: { codes: ['MAIN'], values: {} },
  }

  it('a journey with two address pages waits for the second after the first is done', () => {
    const state = progress({
      answers: answered,
      done: new Set(['disclaimer', 'personal-information', 'home-address']),
    })
    expect(isPageComplete(twoAddresses.pages[4]!, state)).toBe(true)
    expect(isPageComplete(twoAddresses.pages[5]!, state)).toBe(false)
    expect(firstIncompletePage(twoAddresses, state).code).toBe('work-address')
    expect(pageAfterSave(twoAddresses, state, twoAddresses.pages[4]!).code).toBe('work-address')
  })

  it('goes back to the first page still to answer when an earlier one is not done', () => {
    const state = progress({ answers: answered, done: new Set(['disclaimer', 'work-address']) })
    expect(pageAfterSave(twoAddresses, state, twoAddresses.pages[5]!).code).toBe('personal-information')
  })

  it('every kind has a definition; a page names its call, else its kind’s', () => {
    expect(Object.keys(PAGE_DEFINITIONS)).toHaveLength(10)
    const banking = LIFE_JOURNEY.pages.find((page) => page.kind === 'BANKING_DETAILS')!
    expect(savesThroughOf(banking)).toBe('purchase')
    expect(savesThroughOf({ ...banking, settings: { savesThrough: 'lifePurchase' } })).toBe('lifePurchase')
  })
})

describe('the medical aid page (GAP): one rule for the site and the API', () => {
  const schemes = [
    {
      name: 'Discovery Health Medical Scheme',
      open: true,
      options: [{ name: 'Classic Saver', plan: 'SAVINGS' as const }],
    },
  ]
  const sent = {
    name: 'discovery health medical scheme',
    option: 'classic saver',
    number: '123456789',
    inceptionDate: '2020-03-01',
  }
  const page = { kind: 'MEDICAL_AID' as const, settings: {} }
  const context = { schemes, today: '2026-11-27' }

  it('saves through POST A/quote/validate', () => {
    expect(savesThroughOf({ kind: 'MEDICAL_AID', settings: {} })).toBe('validate')
  })

  it('gives the list’s spelling and the plan GAP rates the option as', () => {
    expect(validatePage(page, sent, context)).toEqual({
      ok: true,
      value: {
        name: 'Discovery Health Medical Scheme',
        option: 'Classic Saver',
        number: '123456789',
        inceptionDate: '2020-03-01',
        plan: 'SAVINGS',
      },
    })
  })

  it.each([
    ['name', 'Bonitas Medical Fund', 'No correct medical scheme selected'],
    ['option', 'KeyCare Start', 'No correct medical aid option/plan provided'],
    ['number', '', 'No correct medical aid number provided'],
    ['inceptionDate', '2027-01-01', 'No correct inception date supplied'],
  ])('%s of %j shows %j beside the field', (field, value, message) => {
    expect(validatePage(page, { ...sent, [field]: value }, context)).toEqual({
      ok: false,
      errors: [{ path: field, message }],
    })
  })

  it('keeps the stored number for a masked one sent back; the page server passes it on for the API', () => {
    const masked = { ...sent, number: '******789' }
    const kept = validatePage(page, masked, { ...context, storedNumber: '123456789' })
    expect(kept.ok && kept.value.number).toBe('123456789')
    expect(validatePage(page, masked, { ...context, storedNumber: null })).toEqual({
      ok: false,
      errors: [{ path: 'number', message: 'No correct medical aid number provided' }],
    })
    const passed = validatePage(page, masked, context)
    expect(passed.ok && passed.value.number).toBe('******789')
  })
})

describe('what the medical aid page shows first', () => {
  const schemes = [
    {
      name: 'Discovery Health Medical Scheme',
      open: true,
      options: [
        { name: 'Classic Core', plan: 'HOSPITAL' as const },
        { name: 'Classic Saver', plan: 'SAVINGS' as const },
      ],
    },
  ]
  const quickQuote = {
    Medical_aid_scheme: { codes: [], values: { value: 'discovery health medical scheme' } },
    Medical_aid_plan: { codes: ['SAVINGS'], values: {} },
  }

  it('the quick quote’s scheme as the list spells it, and its option on the quick quote’s plan', () => {
    expect(medicalAidShownOf(null, quickQuote, schemes)).toEqual({
      name: 'Discovery Health Medical Scheme',
      option: 'Classic Saver',
      number: '',
      inceptionDate: '',
    })
  })

  it('a scheme GAP does not top up as typed, with no option', () => {
    const other = { ...quickQuote, Medical_aid_scheme: { codes: [], values: { value: 'Bonitas' } } }
    expect(medicalAidShownOf(null, other, schemes)).toMatchObject({ name: 'Bonitas', option: '' })
  })

  it('what the page saved once it was answered (Back), the number as the server gives it', () => {
    const saved = {
      name: 'Discovery Health Medical Scheme',
      option: 'Classic Core',
      number: '******789',
      inceptionDate: '2019-03-01',
    }
    expect(medicalAidShownOf({ ...saved, plan: 'HOSPITAL' } as never, quickQuote, schemes)).toEqual(saved)
  })
})
