import {
  ADDRESS_NOT_SELECTED_MESSAGE,
  POSTAL_CITY_REQUIRED_MESSAGE,
  STREET_NUMBER_INVALID_MESSAGE,
} from '@insure/domain/address'
import { DESIGNATION_REQUIRED_MESSAGE } from '@insure/domain/beneficiary'
import { NAME_REQUIRED_MESSAGE, SURNAME_REQUIRED_MESSAGE } from '@insure/domain/person-name'
import type { Disclaimer } from '@insure/domain/company'
import { EMAIL_INVALID_MESSAGE } from '@insure/domain/email'
import {
  ACCOUNT_NUMBER_INVALID_MESSAGE,
  BANK_REQUIRED_MESSAGE,
  DEBIT_NOT_CONSENTED_MESSAGE,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '@insure/domain/debit-order'
import {
  benefitTotalMessage,
  DISCLAIMER_UNANSWERED_MESSAGE,
  NO_BENEFICIARY_MESSAGE,
} from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import {
  EXTENDED_COUNT,
  FUNERAL_JOURNEY,
  FUNERAL_MEMBERS,
} from '../../../../../packages/domain/test/full-quote-journeys.ts'
import { VALID_ID_NUMBER } from '../../../../../packages/domain/test/sa-id-numbers.ts'
import type { z } from 'zod'
import { echoForm, parseForm } from '../../lib/forms/schema-form.ts'
import { pagePathOf, quoteBasePath, scheduleDownloadPathOf } from './full-quote-paths.ts'
import {
  addressFormSchema,
  answeredQuestionsOf,
  beneficiariesFormSchema,
  contactFormSchema,
  debitOrderFormSchema,
  disclaimerFormSchema,
  messagesOfApiErrors,
  premiumFormSchema,
  questionsFormSchema,
  rowMessagesOfApi,
  suburbFieldValue,
  withoutRow,
  type PagePayload,
} from './page-forms.ts'

/** A form as the browser sends it: name and value pairs, a name repeated for a checkbox group. */
function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  }
  return form
}

/** The form's fields as Conform reads them (`beneficiaries[0].name` into rows). */
const payloadOf = (entries: Record<string, string | string[]>): PagePayload =>
  (echoForm(formOf(entries)).initialValue ?? {}) as PagePayload

/**
 * The form parsed with a page's schema, as the page's action and the browser do: the first message
 * per field name, and what the page sends on when there is none.
 */
function sent<Schema extends z.ZodType>(schema: Schema, entries: Record<string, string | string[]>) {
  const submission = parseForm(formOf(entries), schema)
  const messages = Object.fromEntries(
    Object.entries(submission.status === 'error' ? (submission.error ?? {}) : {}).flatMap(([name, errors]) =>
      errors?.[0] ? [[name, errors[0]]] : [],
    ),
  )
  return { messages, value: submission.status === 'success' ? (submission.value as z.output<Schema>) : null }
}

const page = (code: string) => FUNERAL_JOURNEY.pages.find((candidate) => candidate.code === code)!

describe('a questions page sent as a form', () => {
  it('gives each choice question its chosen answers and each input its typed text', () => {
    const quickQuote = { ...page('quick-quote'), questions: [FUNERAL_MEMBERS, EXTENDED_COUNT] }
    const [main, , , , extended] = FUNERAL_MEMBERS.answers
    const form = {
      [FUNERAL_MEMBERS.id]: [main!.id, extended!.id],
      [EXTENDED_COUNT.answers[0]!.id]: ' 3 ',
    }
    expect(answeredQuestionsOf(quickQuote, payloadOf(form))).toEqual([
      { questionId: FUNERAL_MEMBERS.id, selectedAnswers: [{ id: main!.id }, { id: extended!.id }] },
      { questionId: EXTENDED_COUNT.id, selectedAnswers: [{ id: EXTENDED_COUNT.answers[0]!.id, value: '3' }] },
    ])
  })

  it('leaves out questions not answered, so the rule says what they lack', () => {
    expect(answeredQuestionsOf(page('extended-family'), payloadOf({}))).toEqual([])
  })

  it("says each question's message beside it, by the question's id, and sends nothing", () => {
    const quickQuote = { ...page('quick-quote'), questions: [FUNERAL_MEMBERS] }
    const read = sent(questionsFormSchema(quickQuote), {})
    expect(read.value).toBeNull()
    expect(Object.keys(read.messages)).toEqual([FUNERAL_MEMBERS.id])
  })

  it('keeps what was typed, every value of a checkbox group', () => {
    expect(payloadOf({ a: ['1', '2'], b: 'x', 'c[0].d': 'y' })).toEqual({
      a: ['1', '2'],
      b: 'x',
      c: [{ d: 'y' }],
    })
  })
})

const DISCLAIMERS: Disclaimer[] = [
  {
    disclaimer_type: 'PURCHASE',
    content: 'Before you buy…',
    active: true,
    questions: [
      {
        question_type: 'YES_NO',
        question_content: 'Resident?',
        invalid_answer_content: 'Residents only.',
        order: 10,
        confirmTypeDisclaimer: false,
        expected_answer: 'YES',
      },
      {
        question_type: 'CONFIRM',
        question_content: 'I have read the wording.',
        invalid_answer_content: 'Please read it.',
        order: 30,
        confirmTypeDisclaimer: true,
        expected_answer: 'YES',
      },
    ],
  },
]

describe('the disclaimer page sent as a form', () => {
  it('answered and confirmed', () => {
    const answers = sent(disclaimerFormSchema(DISCLAIMERS), {
      'answers.PURCHASE.10': 'no',
      'answers.PURCHASE.30': 'YES',
    }).value!
    expect(answers.map((answer) => answer.answer)).toEqual(['NO', 'YES'])
    expect(answers.map((answer) => answer.order)).toEqual([10, 30])
  })

  it('a statement not ticked is said beside it, in its own sentence, before anything is sent', () => {
    expect(sent(disclaimerFormSchema(DISCLAIMERS), { 'answers.PURCHASE.10': 'YES' })).toEqual({
      messages: { 'answers.PURCHASE.30': 'Please read it.' },
      value: null,
    })
  })

  it('each question left unanswered, and the statement unticked, is said beside it', () => {
    expect(sent(disclaimerFormSchema(DISCLAIMERS), {})).toEqual({
      messages: {
        'answers.PURCHASE.10': DISCLAIMER_UNANSWERED_MESSAGE,
        'answers.PURCHASE.30': 'Please read it.',
      },
      value: null,
    })
  })
})

describe('the personal-information page sent as a form', () => {
  const mini = {
    title: 'Mr', // VALID_ID_NUMBER is a man's: the title agrees with it
    name: 'Thandiwe',
    surname: 'Mokoena',
    citizenId: VALID_ID_NUMBER,
    email: 'thandiwe@example.co.za',
    mobile: '082 555 0101',
  }

  it('checks the mini contact with the domain schema and its messages', () => {
    expect(sent(contactFormSchema('MINI'), mini).messages).toEqual({})
    expect(sent(contactFormSchema('MINI'), { ...mini, email: 'not an address' })).toEqual({
      messages: { email: EMAIL_INVALID_MESSAGE },
      value: null,
    })
  })

  it('sends an ID number shown masked back unchanged, without a message (the server keeps its own)', () => {
    const { value: contact, messages } = sent(contactFormSchema('MINI'), {
      ...mini,
      citizenId: '*********9087',
    })
    expect(messages).toEqual({})
    expect(contact?.citizenId).toBe('*********9087')
  })

  it('asks only the fields of the rule', () => {
    const { value: contact } = sent(contactFormSchema('ALTERNATIVE_MINI'), {
      ...mini,
      fullNames: 'Thandiwe Grace',
      maritalStatus: 'Married',
    })
    expect(Object.keys(contact!).sort()).toEqual([
      'citizenId',
      'email',
      'fullNames',
      'maritalStatus',
      'mobile',
      'name',
      'surname',
    ])
  })
})

describe('the address page sent as a form', () => {
  const suburb = suburbFieldValue({
    id: 4021,
    suburb: 'SEA POINT',
    town: 'CAPE TOWN',
    province: 'Western Cape',
  })

  it('takes the suburb chosen as the afrigisCode, post area, town and province', () => {
    const { value: addresses, messages } = sent(addressFormSchema(false), {
      'residence.streetNo': '12',
      'residence.street': 'Beach Road',
      'residence.suburb': suburb,
    })
    expect(messages).toEqual({})
    expect(addresses?.residence).toMatchObject({
      afrigisCode: '4021',
      postArea: 'SEA POINT',
      town: 'CAPE TOWN',
      province: 'Western Cape',
      isComplexOrFlat: false,
    })
    expect(addresses?.postal).toBeNull()
  })

  it('says beside each field what is wrong: no suburb chosen, a street number of 0', () => {
    const { messages } = sent(addressFormSchema(false), {
      'residence.streetNo': '0',
      'residence.street': 'Beach Road',
      'residence.suburb': '{broken',
    })
    expect(messages).toEqual({
      'residence.streetNo': STREET_NUMBER_INVALID_MESSAGE,
      'residence.afrigisCode': ADDRESS_NOT_SELECTED_MESSAGE,
    })
  })

  const postalFields = {
    'postal.poBox': '4512',
    'postal.area': 'Rondebosch',
    'postal.city': '',
    'postal.county': 'Western Cape',
    'postal.code': '7700',
  }
  const residence = {
    'residence.streetNo': '12',
    'residence.street': 'Beach Road',
    'residence.suburb': suburb,
  }

  it('reads the postal address only when "my postal address is different" is ticked', () => {
    const unticked = sent(addressFormSchema(false), { ...residence, ...postalFields })
    expect(unticked.messages).toEqual({})
    expect(unticked.value?.postal).toBeNull()
    const ticked = sent(addressFormSchema(false), { ...residence, ...postalFields, postalIsDifferent: 'on' })
    expect(ticked.messages).toEqual({ 'postal.city': POSTAL_CITY_REQUIRED_MESSAGE })
    const complete = sent(addressFormSchema(false), {
      ...residence,
      ...postalFields,
      'postal.city': 'Cape Town',
      postalIsDifferent: 'on',
    })
    expect(complete.messages).toEqual({})
    expect(complete.value).toMatchObject({
      postalIsDifferent: true,
      postal: { poBox: '4512', city: 'Cape Town', code: '7700' },
    })
  })
})

describe('the beneficiaries page sent as a form', () => {
  const beneficiaries = page('beneficiaries')
  const row = (n: number, name: string, percentage: string, designation = 'Sister') => ({
    [`beneficiaries[${n}].name`]: name,
    [`beneficiaries[${n}].surname`]: 'Mokoena',
    [`beneficiaries[${n}].gender`]: 'Female',
    [`beneficiaries[${n}].dateOfBirth`]: '1990-07-04',
    [`beneficiaries[${n}].benefitPercentage`]: percentage,
    [`beneficiaries[${n}].beneficiaryDesignation`]: designation,
  })

  it.each([
    ['two rows of 60 and 40', { rows: '2', ...row(0, 'Lerato', '60'), ...row(1, 'Naledi', '40') }, {}, 2],
    ['an empty spare row is ignored', { rows: '2', ...row(0, 'Lerato', '100') }, {}, 1],
    [
      'shares that do not add up to 100',
      { rows: '2', ...row(0, 'Lerato', '60'), ...row(1, 'Naledi', '30') },
      // The group's message, and each share it is about marked with it.
      {
        beneficiaries: benefitTotalMessage(90),
        'beneficiaries[0].benefitPercentage': benefitTotalMessage(90),
        'beneficiaries[1].benefitPercentage': benefitTotalMessage(90),
      },
      null,
    ],
    [
      'no one named: the group, and the first row by its fields',
      { rows: '1' },
      {
        beneficiaries: NO_BENEFICIARY_MESSAGE,
        'beneficiaries[0].name': NAME_REQUIRED_MESSAGE,
        'beneficiaries[0].surname': SURNAME_REQUIRED_MESSAGE,
        'beneficiaries[0].gender': 'Select a gender',
        'beneficiaries[0].dateOfBirth': 'Date of birth must be valid',
        'beneficiaries[0].benefitPercentage': 'Benefit percentage must be a number above 0 and at most 100',
        'beneficiaries[0].beneficiaryDesignation': DESIGNATION_REQUIRED_MESSAGE,
      },
      null,
    ],
    [
      'a row without its designation, named by its own row',
      { rows: '2', ...row(0, 'Lerato', '60'), ...row(1, 'Naledi', '40', '') },
      { 'beneficiaries[1].beneficiaryDesignation': DESIGNATION_REQUIRED_MESSAGE },
      null,
    ],
    [
      'a row without its designation after an empty one: named by its own row, not the n-th sent',
      { rows: '2', ...row(1, 'Naledi', '100', '') },
      { 'beneficiaries[1].beneficiaryDesignation': DESIGNATION_REQUIRED_MESSAGE },
      null,
    ],
  ])('%s', (_case, entries, messages, count) => {
    const read = sent(beneficiariesFormSchema(beneficiaries.settings), entries)
    expect(read.messages).toEqual(messages)
    if (count === null) expect(read.value).toBeNull()
    else expect(read.value).toHaveLength(count)
  })

  it('removing a row moves the later rows up with what was typed in them', () => {
    const typed = payloadOf({
      rows: '3',
      ...row(0, 'Lerato', '50'),
      ...row(1, 'Sipho', '20'),
      ...row(2, 'Naledi', '30'),
    })
    const kept = withoutRow(typed, 1, 3)
    expect(kept.rows).toBe('2')
    expect((kept.beneficiaries as { name: string }[]).map((beneficiary) => beneficiary.name)).toEqual([
      'Lerato',
      'Naledi',
    ])
  })

  it("puts the API's message of the n-th beneficiary sent beside the row it came from", () => {
    // Row 0 left empty: the API's beneficiaries.0 is the form's row 1.
    const form = payloadOf({ rows: '2', ...row(1, 'Naledi', '100') })
    const { fieldErrors } = messagesOfApiErrors(
      [{ path: 'beneficiaries.0.name', message: 'Name must be valid' }],
      '',
    )
    expect(rowMessagesOfApi(fieldErrors, form, beneficiaries.settings)).toEqual({
      'beneficiaries[1].name': ['Name must be valid'],
    })
  })
})

describe('the premium page sent as a form', () => {
  const shown = { premium: '57970', adbPremium: '9000', totalCover: '100000000' }
  it.each([
    ['life cover chosen', { ...shown, selectedProduct: 'LIFE' }, { premium: 57970, selectedProduct: 'LIFE' }],
    [
      'the accidental death benefit chosen: its own premium',
      { ...shown, selectedProduct: 'ADB' },
      { premium: 9000, selectedProduct: 'ADB' },
    ],
    ['no choice offered', { premium: '57970', totalCover: '100000000' }, { premium: 57970 }],
    ['a product not offered', { ...shown, selectedProduct: 'CAR' }, { premium: 57970 }],
    [
      "a car's excess chosen: its premium and excess",
      {
        premium: '57970',
        totalCover: '100000000',
        excessOption: 'VOLUNTARY_5000',
        'excessPremium-NONE': '57970',
        'excessAmount-NONE': '500000',
        'excessPremium-VOLUNTARY_5000': '52173',
        'excessAmount-VOLUNTARY_5000': '1000000',
      },
      { premium: 52173, excess: 1000000 },
    ],
    [
      "a car's excess and two VAP add-ons ticked (aof_vaps): each with the premium shown beside it",
      {
        premium: '57970',
        totalCover: '100000000',
        excessOption: 'NONE',
        'excessPremium-NONE': '57970',
        'excessAmount-NONE': '500000',
        addOn: ['vapsscratchanddent', 'vapstyreandrim'],
        'addOnPremium-vapsscratchanddent': '8900',
        'addOnPremium-vapstyreandrim': '6500',
      },
      {
        premium: 57970,
        excess: 500000,
        addOns: [
          { productCode: 'vapsscratchanddent', premium: 8900 },
          { productCode: 'vapstyreandrim', premium: 6500 },
        ],
      },
    ],
    [
      'add-ons offered, none ticked: none sent',
      {
        premium: '57970',
        totalCover: '100000000',
        'addOnPremium-vapstyreandrim': '6500',
      },
      { premium: 57970 },
    ],
  ])('%s', (_case, entries, expected) => {
    expect(sent(premiumFormSchema(), entries).value).toEqual({ totalCover: 100000000, ...expected })
  })

  it('an add-on’s premium that is not a figure is the page’s message, and nothing is accepted', () => {
    const read = sent(premiumFormSchema(), {
      premium: '57970',
      totalCover: '100000000',
      addOn: 'vap',
      'addOnPremium-vap': 'free',
    })
    expect(read.value).toBeNull()
    expect(Object.keys(read.messages)).toEqual([''])
  })

  it('a figure that is not one (tampered with) is the page’s message, and nothing is accepted', () => {
    const read = sent(premiumFormSchema(), { premium: 'lots', totalCover: '100000000' })
    expect(read.value).toBeNull()
    expect(Object.keys(read.messages)).toEqual([''])
  })
})

describe('the banking-details page sent as a form', () => {
  const banks = [{ id: 2, name: 'Capitec Bank', universalBranchCode: '470010' }]
  const order = {
    bankId: '2',
    accountNumber: '1234 567 890',
    accountType: 'SAVINGS',
    accountHolderName: 'T Mokoena',
    debitOrderDay: '25',
    commencementDate: '2026-12-01',
    termsAccept: 'on',
    concentToDebit: 'on',
  }

  it("fills in the bank's name and universal branch code from the bank chosen", () => {
    expect(sent(debitOrderFormSchema(banks, []), order).value?.order).toMatchObject({
      bankId: 2,
      bankName: 'Capitec Bank',
      branchCode: '470010',
      accountNumber: '1234567890',
      debitOrderDay: 25,
    })
  })

  it.each([
    ['no bank chosen: one message, beside the bank', { bankId: '' }, { bankId: BANK_REQUIRED_MESSAGE }],
    [
      'an account number Capitec does not issue (11 digits): its bank’s rule, beside the field',
      { accountNumber: '620 0123 4567' },
      {
        accountNumber:
          'Capitec Bank account numbers have 10 digits. Check the number on your bank statement or in your banking app and enter it again.',
      },
    ],
    [
      'an account number of letters: the schema’s message, not the bank’s',
      { accountNumber: '12345ABCDE' },
      { accountNumber: ACCOUNT_NUMBER_INVALID_MESSAGE },
    ],
    ['the terms not accepted', { termsAccept: '' }, { termsAccept: TERMS_NOT_ACCEPTED_MESSAGE }],
    ['no consent to debit', { concentToDebit: '' }, { concentToDebit: DEBIT_NOT_CONSENTED_MESSAGE }],
  ])('%s', (_case, change, messages) => {
    const entries = Object.fromEntries(
      Object.entries({ ...order, ...change }).filter(([, value]) => value !== ''),
    ) as Record<string, string>
    const read = sent(debitOrderFormSchema(banks, []), entries)
    expect(read.value).toBeNull()
    expect(read.messages).toMatchObject(messages)
    expect(Object.keys(read.messages)).toEqual(Object.keys(messages))
  })
})

describe("the API's refusals on the page", () => {
  it('are put beside the fields named by their path, without the call’s prefix', () => {
    expect(
      messagesOfApiErrors(
        [
          { path: 'contact.citizenId', message: 'A different age' },
          { path: 'contact.citizenId', message: 'A different gender' },
          { path: 'hashedPageId', message: 'This call does not save this page.' },
        ],
        'contact',
        (name) => name !== 'hashedPageId',
      ),
    ).toEqual({
      fieldErrors: { citizenId: ['A different age'] },
      formErrors: ['This call does not save this page.'],
    })
  })
})

describe('the addresses of the pages', () => {
  it.each([
    ['/quote/abc/disclaimer', '/quote'],
    ['/callcenter/quote/q/abc/disclaimer', '/callcenter/quote/q'],
    ['/callcenter/quote/q/buy', '/callcenter/quote/q'],
  ])('%s is under %s', (path, base) => {
    expect(quoteBasePath(path)).toBe(base)
  })

  it('name the quote and the page, and the schedule by its quote alone (no secret in the query)', () => {
    expect(pagePathOf('/quote', 'q-1', 'premium')).toBe('/quote/q-1/premium')
    expect(scheduleDownloadPathOf('/quote', 'q-1')).toBe('/quote/q-1/policy-schedule.pdf')
  })
})
