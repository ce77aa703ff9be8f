// @vitest-environment jsdom
/**
 * What a person sees on each page kind, drawn by the kind's component (PAGE_COMPONENTS) inside a
 * route (React Router's createRoutesStub): the page's settings choose the fields, what the quote
 * saved is shown again (Back), and a refusal's messages appear beside the fields with what was typed.
 * A refused post is the page's action's reply (Conform's `submission.reply()` of the page's schema,
 * ./page-forms.ts), drawn as the server draws it without script and as the form shows it with.
 */
import { beneficiaryRelationChoices } from '@insure/domain/beneficiary'
import { TITLE_GENDER_MESSAGES } from '@insure/domain/contact'
import {
  ID_AGE_MISMATCH_MESSAGE,
  MAX_BENEFICIARY_ROWS,
  benefitTotalMessage,
  type FullQuotePage,
} from '@insure/domain/full-quote'
import { EMAIL_INVALID_MESSAGE } from '@insure/domain/email'
import { ADDRESS_NOT_SELECTED_MESSAGE } from '@insure/domain/address'
import {
  CAR_NOT_ONLINE_MESSAGE,
  FINANCE_ACCOUNT_MESSAGE,
  FINANCE_HOUSE_EMAIL_MESSAGE,
  FINANCE_HOUSE_NAME_MESSAGE,
  PHONE_NUMBER_INVALID_MESSAGE,
} from '@insure/domain/car'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { EXTENDED_COUNT } from '../../../../../packages/domain/test/full-quote-journeys.ts'
import { VALID_ID_NUMBER, saIdNumber } from '../../../../../packages/domain/test/sa-id-numbers.ts'
import { ERROR_SUMMARY_TITLE } from '../../lib/forms/error-summary.tsx'
import { parseForm, type FormReply } from '../../lib/forms/schema-form.ts'
import { registerSlot, type CallMeBackFormProps } from '../../lib/embeds.tsx'
import { SiteContext } from '../../lib/site.tsx'
import { testSite, type TestSiteParts } from '../../lib/site.testing.tsx'
import type { TraceStep } from '@insure/domain/rating'
import type { PageAnswer, PageView, QuoteSummary } from './page-data.ts'
import {
  addressFormSchema,
  beneficiariesFormSchema,
  contactFormSchema,
  debitOrderFormSchema,
  disclaimerFormSchema,
  premiumFormSchema,
  questionsFormSchema,
} from './page-forms.ts'
import { PageOfKind } from './page-views.tsx'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const undo of cleanups.splice(0)) undo()
})

/**
 * The error summary at the top of the form (lib/forms/error-summary.tsx): its messages, in order;
 * of the last form on the page when there are two (a car page's call-back under the page's own).
 */
async function summaryMessages(): Promise<string[]> {
  const summary = (await screen.findAllByRole('alert', { name: ERROR_SUMMARY_TITLE })).at(-1)!
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

const quote: QuoteSummary = { hashedQuoteId: 'q1', productCode: 'funeral', base: '/quote', email: null }

function pageOf(kind: FullQuotePage['kind'], settings: FullQuotePage['settings'] = {}): FullQuotePage {
  return {
    code: kind.toLowerCase(),
    description: kind,
    index: 1,
    hashedPageId: `page-${kind}`,
    icon: null,
    kind,
    questions: [],
    showWhen: null,
    settings,
  }
}

/**
 * The page drawn at its address; a post answers `refusal` (the action's answer shown again), made
 * from the form posted when it is a function. `drawn` is an answer the page is drawn with first (the
 * action's reply a page without script gets).
 */
function show(
  page: FullQuotePage,
  view: PageView,
  refusal?: Omit<PageAnswer, 'answerId'> | ((form: FormData) => Omit<PageAnswer, 'answerId'>),
  drawn?: PageAnswer,
  site: TestSiteParts = {},
) {
  function Page({ actionData }: { actionData?: PageAnswer }) {
    const answer = actionData ?? drawn
    return (
      <SiteContext.Provider value={testSite(site)}>
        <PageOfKind key={answer?.answerId ?? 'page'} quote={quote} page={page} view={view} answer={answer} />
      </SiteContext.Provider>
    )
  }
  // The form as posted, read where it is sent: jsdom's FormData does not cross into the request
  // the stub's action gets.
  let posted = new FormData()
  const keep = (event: Event) => {
    posted = new FormData(event.target as HTMLFormElement)
  }
  document.addEventListener('submit', keep, { capture: true })
  cleanups.push(() => document.removeEventListener('submit', keep, { capture: true }))
  const Stub = createRoutesStub([
    {
      path: '/quote/q1/page',
      Component: Page as never,
      action: () => ({ answerId: 'a1', ...(typeof refusal === 'function' ? refusal(posted) : refusal) }),
    },
  ])
  return render(<Stub initialEntries={['/quote/q1/page']} />)
}

/** A form as the browser posts it. */
function formOf(entries: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.append(name, value)
  return form
}

/** The page's action's reply to `entries` posted: its schema's messages, and `fieldErrors` the API gave. */
function replyTo(
  schema: z.ZodType,
  entries: Record<string, string> | FormData,
  fieldErrors?: Record<string, string[]>,
  formErrors?: string[],
): FormReply {
  const submission = parseForm(entries instanceof FormData ? entries : formOf(entries), schema)
  return fieldErrors || formErrors ? submission.reply({ fieldErrors, formErrors }) : submission.reply()
}

/** The message that describes a field (aria-describedby), as a screen reader reads it. */
function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('the disclaimer page', () => {
  const view: Extract<PageView, { kind: 'DISCLAIMER' }> = {
    kind: 'DISCLAIMER',
    disclaimers: [
      {
        disclaimer_type: 'PURCHASE',
        content: 'Read this before you buy.',
        active: true,
        questions: [
          { question_content: 'Are you a South African resident?', question_type: 'YES_NO', order: 10 },
        ],
      } as never,
    ],
    saved: { 'answers.PURCHASE.10': 'YES' },
  }

  it('shows the question with the answer given before (Back)', async () => {
    show(pageOf('DISCLAIMER'), view)
    expect(await screen.findByText('Read this before you buy.')).toBeTruthy()
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(false)
  })

  it('says the refusal beside the question, keeping the answer chosen', async () => {
    // The API's refusal of the answer sent (a wrong answer's invalid_answer_content), beside it.
    show(pageOf('DISCLAIMER'), { ...view, saved: {} }, (form) => ({
      result: replyTo(disclaimerFormSchema(view.disclaimers), form, {
        'answers.PURCHASE.10': ['Only residents may buy online.'],
      }),
    }))
    await userEvent.click(await screen.findByLabelText('No'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await summaryMessages()).toContain('Only residents may buy online.')
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true)
  })
})

describe('the documents a buyer confirms having read (issue 25)', () => {
  it("links the product's policy wording beside the statement that names it", async () => {
    show(pageOf('DISCLAIMER'), {
      kind: 'DISCLAIMER',
      disclaimers: [
        {
          disclaimer_type: 'PURCHASE',
          content: 'Read this before you buy.',
          active: true,
          questions: [
            {
              question_content: 'I have read the policy wording.',
              question_type: 'CONFIRM',
              order: 30,
              confirmTypeDisclaimer: true,
              document: 'POLICY_WORDING',
            },
          ],
        } as never,
      ],
      saved: {},
    })
    const link = await screen.findByRole('link', { name: 'Read the policy wording (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('/documents/funeral/policy-wording')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.getByLabelText('I have read the policy wording.')).toBeTruthy()
  })
})

describe('the error summary (issue 25)', () => {
  const view: Extract<PageView, { kind: 'DISCLAIMER' }> = {
    kind: 'DISCLAIMER',
    disclaimers: [
      {
        disclaimer_type: 'PURCHASE',
        content: 'Read this before you buy.',
        active: true,
        questions: [
          { question_content: 'Are you a South African resident?', question_type: 'YES_NO', order: 10 },
          {
            question_content: 'I have read the policy wording',
            question_type: 'CONFIRM',
            invalid_answer_content: 'Please read the policy wording first.',
            order: 20,
          },
        ],
      } as never,
    ],
    saved: {},
  }

  it('after a failed Continue takes focus and names each question; a link goes to its field', async () => {
    show(pageOf('DISCLAIMER'), view)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const summary = await screen.findByRole('alert', { name: ERROR_SUMMARY_TITLE })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(await summaryMessages()).toEqual([
      'Answer this question to continue.',
      'Please read the policy wording first.',
    ])
    // Each question is marked invalid, its message its description.
    const resident = screen.getByRole('group', { name: 'Are you a South African resident?' })
    for (const radio of within(resident).getAllByRole('radio'))
      expect(radio.getAttribute('aria-invalid')).toBe('true')
    const wording = screen.getByRole('checkbox', { name: 'I have read the policy wording' })
    expect(wording.getAttribute('aria-invalid')).toBe('true')
    expect(messageOf(wording)).toBe('Please read the policy wording first.')
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Please read the policy wording first.' }),
    )
    expect(document.activeElement).toBe(wording)
  })

  it('goes once every field is put right', async () => {
    show(pageOf('DISCLAIMER'), view)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await summaryMessages()).toHaveLength(2)
    await userEvent.click(screen.getByLabelText('Yes'))
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the policy wording' }))
    await waitFor(() => expect(screen.queryByRole('alert', { name: ERROR_SUMMARY_TITLE })).toBeNull())
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })
})

describe('the beneficiaries page', () => {
  const view: PageView = {
    kind: 'BENEFICIARIES',
    rule: 'OTHER',
    max: MAX_BENEFICIARY_ROWS,
    choices: beneficiaryRelationChoices('OTHER'),
    saved: [
      {
        name: 'Lerato',
        surname: 'Mokoena',
        gender: 'Female',
        dateOfBirth: '1990-07-04',
        benefitPercentage: '60',
        beneficiaryDesignation: 'Sister',
      },
      {
        name: 'Sipho',
        surname: 'Mokoena',
        gender: 'Male',
        dateOfBirth: '1992-01-09',
        benefitPercentage: '40',
        beneficiaryDesignation: 'Brother',
      },
    ],
  }

  it('shows a row per beneficiary given before (Back), with their answers', async () => {
    show(pageOf('BENEFICIARIES'), view)
    expect(await screen.findByText('Beneficiary 2')).toBeTruthy()
    const names = screen.getAllByLabelText('First name') as HTMLInputElement[]
    expect(names.map((input) => input.value)).toEqual(['Lerato', 'Sipho'])
    const shares = screen.getAllByLabelText('Percentage of the benefit') as HTMLInputElement[]
    expect(shares.map((input) => input.value)).toEqual(['60', '40'])
  })

  it('says the group’s message when the shares do not add up, keeping what was typed', async () => {
    show(pageOf('BENEFICIARIES'), { ...view, saved: [] })
    await userEvent.type(await screen.findByLabelText('First name'), 'Lerato')
    await userEvent.type(screen.getByLabelText('Surname'), 'Mokoena')
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female')
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-07-04')
    await userEvent.type(screen.getByLabelText('Percentage of the benefit'), '60')
    await userEvent.selectOptions(screen.getByLabelText('Relationship to you'), 'Sister')
    await userEvent.click(screen.getAllByRole('button', { name: 'Continue' }).at(-1)!)
    expect(await summaryMessages()).toContain(benefitTotalMessage(60))
    expect(benefitTotalMessage(60)).toBe(
      'The beneficiaries’ percentages must add up to 100%. Together they make 60% now: add 40%.',
    )
    // Beside the shares: in the row, after its percentage.
    const share = screen.getByLabelText('Percentage of the benefit')
    const besideShares = [...share.closest('fieldset')!.querySelectorAll('p.field__error')].map(
      (message) => message.textContent,
    )
    expect(besideShares).toContain(benefitTotalMessage(60))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Lerato')
  })

  it('a refused post keeps each row as typed, the message beside its own row', async () => {
    const settings = { beneficiaryRule: 'OTHER' as const, maxBeneficiaries: MAX_BENEFICIARY_ROWS }
    const typed = {
      rows: '2',
      'beneficiaries[1].name': 'Naledi',
      'beneficiaries[1].surname': 'Mokoena',
      'beneficiaries[1].gender': 'Female',
      'beneficiaries[1].dateOfBirth': '1990-07-04',
      'beneficiaries[1].benefitPercentage': '100',
    }
    show(pageOf('BENEFICIARIES', settings), { ...view, saved: [] }, undefined, {
      answerId: 'refused',
      rows: 2,
      result: replyTo(beneficiariesFormSchema(settings), typed),
    })
    const names = (await screen.findAllByLabelText('First name')) as HTMLInputElement[]
    expect(names.map((input) => input.value)).toEqual(['', 'Naledi'])
    const designations = screen.getAllByLabelText('Relationship to you')
    expect(messageOf(designations[1]!)).toMatch(/\S/)
    expect(messageOf(designations[0]!)).toBe('')
  })
})

describe('the beneficiaries page’s relations in plain words (issue 25)', () => {
  it('shows plain words and sends the spec’s designation', async () => {
    show(pageOf('BENEFICIARIES'), {
      kind: 'BENEFICIARIES',
      rule: 'OTHER',
      max: MAX_BENEFICIARY_ROWS,
      choices: beneficiaryRelationChoices('OTHER'),
      saved: [],
    })
    const relation = (await screen.findByLabelText('Relationship to you')) as HTMLSelectElement
    const shown = [...relation.options].map((option) => option.textContent)
    expect(shown).toContain('Husband or wife')
    expect(shown).toContain('Nephew or niece')
    expect(shown).not.toContain('Stillborn child')
    expect(shown).not.toContain('Third party insurer')
    await userEvent.selectOptions(relation, 'Nephew or niece')
    expect(relation.value).toBe('Nephew/ niece')
  })
})

describe('the personal-information page', () => {
  it('asks the fields of the page’s contact rule, with the contact saved (its ID number masked)', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), {
      kind: 'PERSONAL_INFORMATION',
      rule: 'MINI',
      contact: {
        hashedContactId: 'c1',
        title: 'Ms',
        name: 'Thandi',
        fullNames: null,
        surname: 'Mokoena',
        email: 'thandi@example.co.za',
        mobile: '+27821234567',
        citizenId: '•••••••••5087',
        occupation: null,
        maritalStatus: null,
      },
      carried: {},
      identityPage: null,
    })
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Thandi')
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('•••••••••5087')
    expect(screen.queryByLabelText('Full names')).toBeNull()
    expect(screen.queryByLabelText(/Occupation/)).toBeNull()
    expect(screen.queryByLabelText(/Marital status/)).toBeNull()
  })

  const typed = {
    title: 'Mr', // VALID_ID_NUMBER is a man's
    name: 'Thandiwe',
    surname: 'Mokoena',
    citizenId: VALID_ID_NUMBER,
    email: 'not an address',
    mobile: '082 555 0101',
  }
  const view: PageView = {
    kind: 'PERSONAL_INFORMATION',
    rule: 'MINI',
    contact: null,
    carried: {},
    identityPage: { code: 'quick-quote', description: 'Your quote' },
  }

  it('a refused post keeps what was typed, the message beside the field (without script)', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, undefined, {
      answerId: 'refused',
      result: replyTo(contactFormSchema('MINI'), typed),
    })
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement
    expect(email.value).toBe('not an address')
    expect(messageOf(email)).toBe(EMAIL_INVALID_MESSAGE)
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Thandiwe')
    expect((screen.getByLabelText('Title') as HTMLSelectElement).value).toBe('Mr')
  })

  it('the API’s refusal of a valid form keeps what was typed (with script)', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, (form) => ({
      result: replyTo(contactFormSchema('MINI'), form, {
        citizenId: ['This ID number gives a different age.'],
      }),
    }))
    for (const [label, value] of [
      ['First name', 'Thandiwe'],
      ['Surname', 'Mokoena'],
      ['ID number', VALID_ID_NUMBER],
      ['Email', 'thandiwe@example.co.za'],
      ['Mobile number', '082 555 0101'],
    ] as const) {
      await userEvent.type(await screen.findByLabelText(label), value)
    }
    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Mr')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const id = await screen.findByLabelText('ID number')
    expect(await summaryMessages()).toContain('This ID number gives a different age.')
    expect(messageOf(screen.getByLabelText('ID number'))).toBe('This ID number gives a different age.')
    expect((id as HTMLInputElement).value).toBe(VALID_ID_NUMBER)
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('thandiwe@example.co.za')
  })

  it('the browser says the spec’s message before anything is posted', async () => {
    let posted = false
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, () => {
      posted = true
      return { result: {} }
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'not an address')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(messageOf(await screen.findByLabelText('Email'))).toBe(EMAIL_INVALID_MESSAGE)
    expect(posted).toBe(false)
  })

  it('refuses "Mr" with a woman’s ID number in the browser, saying why beside the title', async () => {
    let posted = false
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, () => {
      posted = true
      return { result: {} }
    })
    await userEvent.selectOptions(await screen.findByLabelText('Title'), 'Mr')
    await userEvent.type(screen.getByLabelText('ID number'), saIdNumber('900101', '0123'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(messageOf(await screen.findByLabelText('Title'))).toBe(
      TITLE_GENDER_MESSAGES.Female.replace('{title}', 'Mr'),
    )
    expect(posted).toBe(false)
  })

  it('says what is wrong with an ID number of 12 digits', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view)
    await userEvent.type(await screen.findByLabelText('ID number'), VALID_ID_NUMBER.slice(0, 12))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(messageOf(await screen.findByLabelText('ID number'))).toBe(
      'Id Number must be valid. It has 12 digits and an ID number has 13: check that none is missing or extra.',
    )
  })

  it('an ID number with another age links to the page that holds the age', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, undefined, {
      answerId: 'refused',
      result: replyTo(
        contactFormSchema('MINI'),
        { ...typed, email: 'thandiwe@example.co.za' },
        {
          citizenId: [ID_AGE_MISMATCH_MESSAGE],
        },
      ),
    })
    expect(messageOf(await screen.findByLabelText('ID number'))).toBe(ID_AGE_MISMATCH_MESSAGE)
    expect(
      screen.getByRole('link', { name: 'Change your answers on “Your quote”' }).getAttribute('href'),
    ).toBe('/quote/q1/quick-quote')
  })

  it('prefills the quick quote’s ID number, hidden, so it is not asked twice', async () => {
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), {
      ...view,
      carried: { citizenId: '*********5087' },
    })
    const id = (await screen.findByLabelText('ID number')) as HTMLInputElement
    expect(id.value).toBe('*********5087')
    expect(messageOf(id)).toContain('Leave it as it is to keep it.')
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('')
  })

  it('prefills the workbench token’s contact from the agent’s session', async () => {
    const contact = {
      name: 'Thandi',
      surname: 'Mokoena',
      mobile: '+27821234567',
      email: 'thandi@example.co.za',
      idNumber: saIdNumber('900101', '0123'),
      gender: 'Female',
    }
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view, undefined, undefined, {
      session: { contact },
    })
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Thandi')
    for (const [label, value] of [
      ['Surname', 'Mokoena'],
      ['Mobile number', '+27821234567'],
      ['Email', 'thandi@example.co.za'],
      ['ID number', contact.idNumber],
    ] as const) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value)
    }
  })

  it('reads the token’s contact from the session as stored now (the launch wrote it after the shell read it)', async () => {
    sessionStorage.setItem('session', JSON.stringify({ contact: { name: 'Lindiwe', surname: 'Zulu' } }))
    cleanups.push(() => sessionStorage.clear())
    show(pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }), view)
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Lindiwe')
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('Zulu')
  })

  it('the contact saved wins over what an earlier step gave', async () => {
    show(
      pageOf('PERSONAL_INFORMATION', { contactRule: 'MINI' }),
      {
        ...view,
        carried: { citizenId: '*********5087' },
        contact: {
          hashedContactId: 'c1',
          title: 'Mr',
          name: 'Sipho',
          fullNames: null,
          surname: 'Dlamini',
          email: 'sipho@example.co.za',
          mobile: '+27821234567',
          citizenId: '*********9999',
          occupation: null,
          maritalStatus: null,
        },
      },
      undefined,
      undefined,
      { session: { contact: { name: 'Thandi', surname: 'Mokoena' } } },
    )
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Sipho')
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('*********9999')
  })
})

describe('the banking-details page', () => {
  const view = (settings: {
    acceptances: ('lifeAccept' | 'hivAccept')[]
    datesByDebitOrderDay: boolean
  }): PageView => ({
    kind: 'BANKING_DETAILS',
    banks: [{ id: 2, name: 'Capitec Bank', universalBranchCode: '470010' }],
    accountTypes: [{ code: 'SAVINGS', name: 'Savings account' }],
    dates: [],
    premiumCents: 12345,
    ...settings,
  })

  it('asks the acceptances its settings name, and the start dates by debit order day (life)', async () => {
    show(
      pageOf('BANKING_DETAILS'),
      view({ acceptances: ['lifeAccept', 'hivAccept'], datesByDebitOrderDay: true }),
    )
    expect(await screen.findByLabelText("I accept the life cover's terms and its exclusions")).toBeTruthy()
    expect(screen.getByLabelText('I agree to an HIV test if the insurer asks for one')).toBeTruthy()
    expect(screen.getByText('123.45', { exact: false })).toBeTruthy()
  })

  it('with the script, choosing the debit order day fills the start dates: no button to find', async () => {
    let asked = 0
    show(pageOf('BANKING_DETAILS'), view({ acceptances: [], datesByDebitOrderDay: true }), () => {
      asked += 1
      return { result: {}, dates: [{ commencementDate: '2026-12-01', firstStrikeDate: '2026-12-25' }] }
    })
    const startDate = (await screen.findByLabelText('Commencement date')) as HTMLSelectElement
    expect(screen.queryByRole('button', { name: 'Show start dates' })).toBeNull()
    expect([...startDate.options].map((option) => option.text)).toEqual(['Choose a debit order day first'])
    await userEvent.selectOptions(screen.getByLabelText('Debit order day'), '25')
    await waitFor(() =>
      expect([...startDate.options].map((option) => option.text)).toEqual([
        'Select a date',
        '1 December 2026 (first debit 25 December 2026)',
      ]),
    )
    expect(asked).toBe(1)
    // The day chosen and nothing else posted: the page's other answers are not sent or refused.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('links the terms beside the box that accepts them (issue 25)', async () => {
    show(pageOf('BANKING_DETAILS'), view({ acceptances: [], datesByDebitOrderDay: false }))
    const link = await screen.findByRole('link', {
      name: 'Read the terms and conditions (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toBe('/documents/funeral/terms')
    expect(screen.getByLabelText('I accept the terms and conditions')).toBeTruthy()
    // And the quote's own summary, before Buy now.
    expect(
      screen
        .getByRole('link', { name: 'Read your key information: your cover on one page (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/quote/q1/key-information')
  })

  it('a refused post keeps the bank, the account typed and the boxes ticked, the message beside the account', async () => {
    const banks = [{ id: 2, name: 'Capitec Bank', universalBranchCode: '470010' }]
    const typed = {
      bankId: '2',
      accountNumber: '62001234567',
      accountType: 'SAVINGS',
      accountHolderName: 'T Mokoena',
      debitOrderDay: '25',
      commencementDate: '',
      termsAccept: 'on',
    }
    show(pageOf('BANKING_DETAILS'), view({ acceptances: [], datesByDebitOrderDay: false }), undefined, {
      answerId: 'refused',
      result: replyTo(debitOrderFormSchema(banks, []), typed),
    })
    const account = (await screen.findByLabelText('Account number')) as HTMLInputElement
    expect(account.value).toBe('62001234567')
    expect(messageOf(account)).toMatch(/Capitec Bank account numbers have 10 digits/)
    expect((screen.getByLabelText('Bank') as HTMLSelectElement).value).toBe('2')
    expect(screen.getByText('Universal branch code: 470010')).toBeTruthy()
    expect((screen.getByLabelText('Account holder') as HTMLInputElement).value).toBe('T Mokoena')
    expect((screen.getByLabelText('I accept the terms and conditions') as HTMLInputElement).checked).toBe(
      true,
    )
    expect(
      (screen.getByLabelText('I consent to the monthly debit order from this account') as HTMLInputElement)
        .checked,
    ).toBe(false)
  })

  it('asks none on a short-term page', async () => {
    show(pageOf('BANKING_DETAILS'), view({ acceptances: [], datesByDebitOrderDay: false }))
    expect(await screen.findByLabelText('I accept the terms and conditions')).toBeTruthy()
    expect(screen.queryByLabelText("I accept the life cover's terms and its exclusions")).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show start dates' })).toBeNull()
  })
})

describe('the premium page of a car: a premium per excess', () => {
  const option = (key: string, excessCents: number, premiumCents: number) => ({
    key,
    selectedProduct: null,
    premiumCents,
    coverCents: 25_000_000,
    excessCents,
    excessKey: key,
    tableVersion: '2026-11-v3',
    steps: [],
  })
  const view: PageView = {
    kind: 'PREMIUM',
    ratings: {
      price: {
        premiumCents: 120_000,
        coverCents: 25_000_000,
        excessCents: 500_000,
        excessKey: 'FIXED',
        tableVersion: '2026-11-v3',
        steps: [],
      },
      priceChanged: false,
      quickQuotePremiumCents: 120_000,
      accidentalDeathBenefit: null,
      options: [option('NONE', 500_000, 120_000), option('VOLUNTARY_5000', 1_000_000, 108_000)],
      addOns: [],
    },
    coverLines: [],
    offersAccidentalDeathBenefit: false,
    acceptance: null,
  }

  it('offers each excess with its premium, none chosen first', async () => {
    show(pageOf('PREMIUM'), view)
    expect(await screen.findByRole('group', { name: 'Which excess would you like?' })).toBeTruthy()
    const none = screen.getByLabelText<HTMLInputElement>('R 5 000.00 excess: R 1 200.00 per month')
    const higher = screen.getByLabelText<HTMLInputElement>('R 10 000.00 excess: R 1 080.00 per month')
    expect(none.checked).toBe(true)
    expect(higher.checked).toBe(false)
  })

  it('with script, the premium and the excess follow the excess chosen (issue 25)', async () => {
    show(pageOf('PREMIUM'), view)
    await userEvent.click(await screen.findByLabelText('R 10 000.00 excess: R 1 080.00 per month'))
    expect(await screen.findByText('R 1 080.00')).toBeTruthy()
    expect(document.querySelector('.quote-result__details')?.textContent).toContain('ExcessR 10 000.00')
  })

  it('asks nothing of an excess when the quote has one option (every other product)', async () => {
    show(pageOf('PREMIUM'), {
      ...view,
      ratings: { ...view.ratings, options: [view.ratings.options[0]!] },
    } as PageView)
    expect(await screen.findByRole('button', { name: 'Accept this premium' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Which excess would you like?' })).toBeNull()
  })

  it('offers no add-ons when the quote has none (no aof_vaps)', async () => {
    show(pageOf('PREMIUM'), view)
    expect(await screen.findByRole('button', { name: 'Accept this premium' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Add to your car policy' })).toBeNull()
  })

  describe('with the VAPs as add-ons (aof_vaps)', () => {
    const addOn = (productCode: 'vapsscratchanddent' | 'vapstyreandrim', premiumCents: number) => ({
      productCode,
      premiumCents,
      coverCents: 1_000_000,
      excessCents: 0,
      tableVersion: '2026-11-v3',
    })
    const withAddOns: PageView = {
      ...view,
      ratings: {
        ...(view as Extract<PageView, { kind: 'PREMIUM' }>).ratings,
        addOns: [addOn('vapsscratchanddent', 8_900), addOn('vapstyreandrim', 6_500)],
      },
    } as PageView

    it('offers each with its price and cover, none ticked', async () => {
      show(pageOf('PREMIUM'), withAddOns)
      expect(await screen.findByRole('group', { name: 'Add to your car policy' })).toBeTruthy()
      const scratch = screen.getByLabelText<HTMLInputElement>(
        'Scratch and Dent Cover: R 89.00 per month, cover up to R 10 000.00 a year',
      )
      const tyres = screen.getByLabelText<HTMLInputElement>(
        'Tyre and Rim Cover: R 65.00 per month, cover up to R 10 000.00 a year',
      )
      expect([scratch.checked, tyres.checked]).toEqual([false, false])
    })

    it('a refused post keeps the add-ons ticked', async () => {
      show(pageOf('PREMIUM'), withAddOns, undefined, {
        answerId: 'refused',
        result: replyTo(
          premiumFormSchema(),
          formOf({
            premium: '120000',
            totalCover: '25000000',
            addOn: 'vapstyreandrim',
            'addOnPremium-vapstyreandrim': '6500',
          }),
          undefined,
          ['The premium changed: accept the new one.'],
        ),
      })
      expect(await screen.findByRole('alert')).toBeTruthy()
      expect(screen.getByLabelText<HTMLInputElement>(/^Tyre and Rim Cover/).checked).toBe(true)
      expect(screen.getByLabelText<HTMLInputElement>(/^Scratch and Dent Cover/).checked).toBe(false)
    })

    it('shows the add-ons accepted before ticked', async () => {
      show(pageOf('PREMIUM'), {
        ...withAddOns,
        acceptance: {
          premiumCents: 128_900,
          totalCoverCents: 25_000_000,
          selectedProduct: null,
          addOns: ['vapsscratchanddent'],
          current: true,
        },
      } as PageView)
      expect((await screen.findByLabelText<HTMLInputElement>(/^Scratch and Dent Cover/)).checked).toBe(true)
    })
  })
})

describe('a car page refused as not insurable online', () => {
  const view: PageView = { kind: 'QUESTIONS', answers: {} }
  const refused = {
    result: { initialValue: {}, error: { '': [CAR_NOT_ONLINE_MESSAGE] } },
    dropoff: {},
  }

  it('offers the call back: name, surname and cellphone number, checked before it is sent', async () => {
    // The action's refusal comes back as the page's answer.
    const Stub = createRoutesStub([
      {
        path: '/quote/q1/page',
        Component: (() => (
          <SiteContext.Provider value={testSite()}>
            <PageOfKind
              quote={quote}
              page={pageOf('QUESTIONS')}
              view={view}
              answer={{ answerId: 'a1', ...refused }}
            />
          </SiteContext.Provider>
        )) as never,
      },
    ])
    render(<Stub initialEntries={['/quote/q1/page']} />)
    expect(await screen.findByRole('heading', { name: 'Let a consultant finish your quote' })).toBeTruthy()
    expect(screen.getByLabelText('Name')).toBeTruthy()
    expect(screen.getByLabelText('Surname')).toBeTruthy()
    expect(screen.getByLabelText('Cellphone number')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'CALL ME BACK' }))
    expect(await summaryMessages()).toContain(PHONE_NUMBER_INVALID_MESSAGE)
  })

  it('says when the call comes once it was asked for', async () => {
    const Stub = createRoutesStub([
      {
        path: '/quote/q1/page',
        Component: (() => (
          <SiteContext.Provider value={testSite()}>
            <PageOfKind
              quote={quote}
              page={pageOf('QUESTIONS')}
              view={view}
              answer={{
                answerId: 'a2',
                result: {},
                dropoff: { expected: 'Expect our call on Monday.' },
              }}
            />
          </SiteContext.Provider>
        )) as never,
      },
    ])
    render(<Stub initialEntries={['/quote/q1/page']} />)
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Expect our call on Monday.'),
    )
    expect(screen.queryByLabelText('Cellphone number')).toBeNull()
  })
})

describe('the congratulations page of a financed car', () => {
  const view = (asksCoverLetter: boolean): PageView => ({
    kind: 'CONGRATULATIONS',
    policy: {
      policyNumber: 'IWCAR-0000001',
      hashedPolicyId: 'p1',
      premiumCents: 120_000,
      commencementDate: '2026-12-01',
    },
    firstStrikeDate: null,
    scheduleHref: null,
    justBought: false,
    asksCoverLetter,
  })

  it('offers the letter to the finance house, its fields checked before it is sent', async () => {
    show(pageOf('CONGRATULATIONS'), view(true))
    expect(
      await screen.findByRole('heading', { name: 'Confirm your cover to your finance house' }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send the letter' }))
    expect(await summaryMessages()).toEqual([
      FINANCE_HOUSE_NAME_MESSAGE,
      FINANCE_HOUSE_EMAIL_MESSAGE,
      FINANCE_ACCOUNT_MESSAGE,
    ])
  })

  it('links the schedule, the key information, the wording and the terms (issue 25)', async () => {
    show(pageOf('CONGRATULATIONS'), {
      ...(view(false) as object),
      scheduleHref: '/quote/q1/policy-schedule.pdf',
    } as never)
    const documents = await screen.findByRole('region', { name: 'Your documents' })
    const hrefs = Array.from(documents.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ])
    expect(hrefs).toEqual([
      ['Download your policy schedule (PDF)', '/quote/q1/policy-schedule.pdf'],
      ['Your key information: your cover on one page', '/quote/q1/key-information'],
      ['The policy wording', '/documents/funeral/policy-wording'],
      ['The terms and conditions', '/documents/funeral/terms'],
    ])
  })

  it('asks nothing of a car that is not financed', async () => {
    show(pageOf('CONGRATULATIONS'), view(false))
    expect(await screen.findByText('IWCAR-0000001')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send the letter' })).toBeNull()
  })
})

describe('the address page', () => {
  it('shows the address saved (Back)', async () => {
    show(pageOf('ADDRESS'), {
      kind: 'ADDRESS',
      asksPostalAddress: false,
      addressOf: 'HOME',
      carriedSuburb: { id: 7, suburb: 'SEA POINT', town: 'CAPE TOWN', province: 'Western Cape' },
      saved: {
        residence: {
          streetNo: '12',
          street: 'Long Street',
          isComplexOrFlat: false,
          unitNo: null,
          buildingName: null,
          afrigisCode: '1001',
          postArea: 'Gardens',
          town: 'Cape Town',
          province: 'Western Cape',
        },
        postal: null,
      },
    })
    expect(((await screen.findByLabelText(/Street name/)) as HTMLInputElement).value).toBe('Long Street')
    expect(screen.queryByLabelText('PO Box')).toBeNull()
    // The suburb saved wins over the quick quote's.
    const chosen = document.querySelector<HTMLInputElement>('input[name="residence.suburb"]')!
    expect(JSON.parse(chosen.value)).toMatchObject({ id: 1001, suburb: 'Gardens' })
  })

  it('starts from the quick quote’s suburb, chosen already: not asked twice (issue 25)', async () => {
    const carriedSuburb = { id: 7, suburb: 'SEA POINT', town: 'CAPE TOWN', province: 'Western Cape' }
    show(pageOf('ADDRESS'), {
      kind: 'ADDRESS',
      asksPostalAddress: false,
      addressOf: 'HOME',
      saved: null,
      carriedSuburb,
    })
    await screen.findByLabelText(/Street name/)
    const chosen = document.querySelector<HTMLInputElement>('input[name="residence.suburb"]')!
    expect(JSON.parse(chosen.value)).toEqual(carriedSuburb)
  })

  it('a refused post keeps what was typed, the suburb’s message beside the suburb', async () => {
    const typed = {
      'residence.streetNo': '12',
      'residence.street': 'Beach Road',
      'residence.isComplexOrFlat': 'on',
      'residence.unitNo': '4',
    }
    show(
      pageOf('ADDRESS'),
      { kind: 'ADDRESS', asksPostalAddress: false, addressOf: 'HOME', saved: null, carriedSuburb: null },
      undefined,
      { answerId: 'refused', result: replyTo(addressFormSchema(false), typed) },
    )
    expect(((await screen.findByLabelText(/Street name/)) as HTMLInputElement).value).toBe('Beach Road')
    expect((screen.getByLabelText('Unit number (complex or flat)') as HTMLInputElement).value).toBe('4')
    expect(
      (screen.getByLabelText('I live in a complex or a block of flats') as HTMLInputElement).checked,
    ).toBe(true)
    expect(await summaryMessages()).toContain(ADDRESS_NOT_SELECTED_MESSAGE)
  })
})

describe('a questions page', () => {
  const page = { ...pageOf('QUESTIONS'), questions: [EXTENDED_COUNT] }

  it('a refused post keeps the answer typed, the message beside its question', async () => {
    const input = EXTENDED_COUNT.answers[0]!.id
    show(page, { kind: 'QUESTIONS', answers: {} }, undefined, {
      answerId: 'refused',
      result: replyTo(
        questionsFormSchema(page),
        { [input]: '3' },
        { [EXTENDED_COUNT.id]: ['Refused by the API'] },
      ),
    })
    expect(await summaryMessages()).toContain('Refused by the API')
    expect((document.querySelector(`[name="${input}"]`) as HTMLInputElement).value).toBe('3')
  })
})

describe('the premium page', () => {
  const view: PageView = {
    kind: 'PREMIUM',
    ratings: {
      price: { premiumCents: 12345, coverCents: 1_000_000_00, excessCents: 0, steps: [] },
      priceChanged: false,
      quickQuotePremiumCents: null,
      accidentalDeathBenefit: { premiumCents: 4500, coverCents: 1_000_000_00 },
      options: [],
      addOns: [],
    } as never,
    coverLines: [],
    offersAccidentalDeathBenefit: true,
    acceptance: null,
  }

  it('a refused post (figures gone stale) keeps the cover chosen and says the premium changed', async () => {
    const typed = { selectedProduct: 'ADB', premium: '12000', adbPremium: '4500', totalCover: '100000000' }
    show(pageOf('PREMIUM'), view, undefined, {
      answerId: 'refused',
      result: replyTo(premiumFormSchema(), typed, undefined, ['The premium changed: accept the new one.']),
    })
    expect(await summaryMessages()).toEqual(['The premium changed: accept the new one.'])
    expect(screen.getByText(/Your premium changed/)).toBeTruthy()
    expect(
      (screen.getByRole('radio', { name: /Accidental death benefit/ }) as HTMLInputElement).checked,
    ).toBe(true)
  })
})

describe('the premium explained and changed there and then (issue 25)', () => {
  const steps = (coverCents: number, base: number): TraceStep[] => [
    {
      code: 'funeral-cover',
      op: 'ADD',
      value: base,
      answers: [
        { ref: 'Funeral_cover', value: String(coverCents) },
        { ref: 'Age', value: '40' },
      ],
    },
    {
      code: 'family-members',
      op: 'MULTIPLY',
      value: 2.15,
      answers: [{ ref: 'Covered_members', value: 'SPOUSE,CHILDREN' }],
    },
    { code: 'minimum-premium', op: 'AT_LEAST', value: 3_000, answers: [] },
  ]
  const cover = (rands: number, premiumCents: number, base: number) => ({
    key: `COVER_${rands}`,
    selectedProduct: null,
    premiumCents,
    coverCents: rands * 100,
    excessCents: 0,
    excessKey: 'NONE',
    tableVersion: '2026-11-v3',
    steps: steps(rands * 100, base),
  })
  const rated = cover(20_000, 30_100, 14_000)
  const view: PageView = {
    kind: 'PREMIUM',
    ratings: {
      price: { ...rated },
      priceChanged: false,
      quickQuotePremiumCents: 30_100,
      accidentalDeathBenefit: null,
      options: [rated, cover(10_000, 15_050, 7_000), cover(30_000, 45_150, 21_000)],
      addOns: [],
    },
    coverLines: [],
    offersAccidentalDeathBenefit: false,
    acceptance: null,
  }

  it('says what the price starts from and what raised it, in the buyer’s answers', async () => {
    show(pageOf('PREMIUM'), view)
    const explanation = await screen.findByRole('region', { name: 'How we worked out your premium' })
    expect(explanation.textContent).toContain('R 20 000.00 of funeral cover at age 40: R 140.00')
    expect(explanation.textContent).toContain('What raised it')
    expect(explanation.textContent).toContain('Family members covered: spouse, children: +115%')
    expect(explanation.textContent).not.toContain('What lowered it')
  })

  it('offers each cover with its price; choosing one moves the premium and the explanation', async () => {
    show(pageOf('PREMIUM'), view)
    const higher = await screen.findByLabelText<HTMLInputElement>('R 30 000.00 cover: R 451.50 per month')
    expect(screen.getByLabelText<HTMLInputElement>('R 20 000.00 cover: R 301.00 per month').checked).toBe(
      true,
    )
    expect(screen.getByText('R 301.00')).toBeTruthy()
    await userEvent.click(higher)
    expect(await screen.findByText('R 451.50')).toBeTruthy()
    const explanation = screen.getByRole('region', { name: 'How we worked out your premium' })
    expect(explanation.textContent).toContain('R 30 000.00 of funeral cover at age 40: R 210.00')
    // Accepting sends the figures of the cover chosen.
    const form = screen.getByRole('button', { name: 'Accept this premium' }).closest('form')!
    const sent = new FormData(form)
    expect(sent.get('coverOption')).toBe('COVER_30000')
    expect(parseForm(sent, premiumFormSchema())).toMatchObject({
      status: 'success',
      value: { premium: 45_150, totalCover: 3_000_000 },
    })
  })

  it('without script, the cover posted by Recalculate is the one shown, at its price', async () => {
    show(pageOf('PREMIUM'), view, undefined, {
      answerId: 'recalculated',
      result: { initialValue: { coverOption: 'COVER_10000' } },
    })
    expect((await screen.findByLabelText<HTMLInputElement>(/R 10 000.00 cover/)).checked).toBe(true)
    expect(screen.getByText('R 150.50')).toBeTruthy()
  })

  it('"This looks wrong" lists the answers the price used, and says the call is coming once sent', async () => {
    show(pageOf('PREMIUM'), view, undefined, {
      answerId: 'asked',
      result: { initialValue: {} },
      priceQuery: { disputed: 'R 20 000.00 of funeral cover at age 40' },
    })
    expect(
      (await screen.findByRole('status', { name: 'We will call you about your premium' })).textContent,
    ).toContain('You told us this looks wrong: R 20 000.00 of funeral cover at age 40.')
    cleanup()
    show(pageOf('PREMIUM'), view)
    expect(await screen.findByText('This looks wrong')).toBeTruthy()
    const question = screen.getByRole('group', { name: 'Which answer do you think is wrong?' })
    const choices = [...question.querySelectorAll('label')].map((label) => label.textContent)
    expect(choices).toEqual([
      'R 20 000.00 of funeral cover at age 40',
      'Family members covered: spouse, children',
    ])
  })

  it('"This looks wrong" is not offered to an agent: the buyer is on the line', async () => {
    show(pageOf('PREMIUM'), view, undefined, undefined, { settings: { callCentre: true } })
    expect(await screen.findByRole('button', { name: 'Accept this premium' })).toBeTruthy()
    expect(screen.queryByText('This looks wrong')).toBeNull()
  })
})

describe("VAP's vehicle page (a questions page with the VAP refusal rule)", () => {
  // The site's call-me-back slot, as the forms feature fills it: what the host asks of it is shown.
  registerSlot('call-me-back-form', ({ heading, initialProduct }: CallMeBackFormProps) => (
    <form aria-label={heading ?? ''}>
      <p>Call me back about {initialProduct}</p>
    </form>
  ))
  const choice = (id: string, code: string, text: string) => ({
    id,
    code,
    value: code,
    text,
    title: null,
    description: null,
    outcomes: [],
    icon: null,
    required: false,
    validation: null,
  })
  const vehiclePage: FullQuotePage = {
    ...pageOf('QUESTIONS', { savesThrough: 'validate', refusalRule: 'VAP' }),
    code: 'vap-vehicle',
    questions: [
      {
        id: 'q-taxi',
        externalReferenceId: 'Vehicle_taxi',
        text: 'Is the vehicle used as a taxi?',
        description: null,
        multi: false,
        order: 10,
        validationMethod: 'ONE_REQUIRED',
        flow: null,
        type: { name: 'SINGLE_CHOICE' },
        answers: [choice('a-y', 'Y', 'Yes'), choice('a-n', 'N', 'No')],
      } as never,
    ],
  }

  it('a refusal shows its sentence and the call-me-back form instead of going on', async () => {
    show(vehiclePage, { kind: 'QUESTIONS', answers: {} }, (form) => ({
      result: replyTo(questionsFormSchema(vehiclePage), form),
      refused: 'We cannot cover a vehicle used as a taxi.',
    }))
    await userEvent.click(await screen.findByLabelText('Yes'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We cannot cover a vehicle used as a taxi.')
    expect(screen.getByRole('form', { name: 'Ask us to call you back' }).textContent).toContain('funeral')
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Change my answers' }).getAttribute('href')).toBe(
      '/quote/q1/vap-vehicle',
    )
  })

  it('after its call-me-back form was sent without script (?sent=), the page shows the form’s outcome, not the questions', async () => {
    const Stub = createRoutesStub([
      {
        path: '/quote/q1/vap-vehicle',
        Component: () => (
          <SiteContext.Provider value={testSite()}>
            <PageOfKind
              quote={quote}
              page={vehiclePage}
              view={{ kind: 'QUESTIONS', answers: {} }}
              answer={undefined}
            />
          </SiteContext.Provider>
        ),
      },
    ])
    render(<Stub initialEntries={['/quote/q1/vap-vehicle?sent=call-back-one']} />)
    expect(await screen.findByRole('form', { name: 'Ask us to call you back' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'We cannot cover this online' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })

  it('another form’s outcome leaves the questions in place', async () => {
    const Stub = createRoutesStub([
      {
        path: '/quote/q1/vap-vehicle',
        Component: () => (
          <SiteContext.Provider value={testSite()}>
            <PageOfKind
              quote={quote}
              page={vehiclePage}
              view={{ kind: 'QUESTIONS', answers: {} }}
              answer={undefined}
            />
          </SiteContext.Provider>
        ),
      },
    ])
    render(<Stub initialEntries={['/quote/q1/vap-vehicle?sent=contact-form']} />)
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Ask us to call you back' })).toBeNull()
  })
})

describe('the medical aid page (GAP)', () => {
  const schemes = [
    {
      name: 'Discovery Health Medical Scheme',
      open: true,
      options: [
        { name: 'Classic Core', plan: 'HOSPITAL' as const },
        { name: 'Classic Saver', plan: 'SAVINGS' as const },
      ],
    },
    { name: 'Bonitas Medical Fund', open: true, options: [{ name: 'BonSave', plan: 'SAVINGS' as const }] },
  ]
  const fromQuickQuote: PageView = {
    kind: 'MEDICAL_AID',
    schemes,
    shown: {
      name: 'Discovery Health Medical Scheme',
      option: 'Classic Saver',
      number: '',
      inceptionDate: '',
    },
  }
  const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value
  const optionsOf = (label: string) => {
    const list = screen.getByLabelText(label).getAttribute('list')
    return [...document.querySelectorAll(`datalist[id="${list}"] option`)].map(
      (option) => (option as HTMLOptionElement).value,
    )
  }

  it('starts from the quick quote’s scheme and plan; the lists are the schemes GAP tops up and the scheme’s options', async () => {
    show(pageOf('MEDICAL_AID'), fromQuickQuote)
    expect(((await screen.findByLabelText('Medical scheme')) as HTMLInputElement).value).toBe(
      'Discovery Health Medical Scheme',
    )
    expect(valueOf('Option (plan)')).toBe('Classic Saver')
    expect(valueOf('Membership number')).toBe('')
    expect(optionsOf('Medical scheme')).toEqual(['Discovery Health Medical Scheme', 'Bonitas Medical Fund'])
    expect(optionsOf('Option (plan)')).toEqual(['Classic Core', 'Classic Saver'])
    await userEvent.clear(screen.getByLabelText('Medical scheme'))
    await userEvent.type(screen.getByLabelText('Medical scheme'), 'bonitas medical fund')
    expect(optionsOf('Option (plan)')).toEqual(['BonSave'])
  })

  it('shows the spec’s four messages beside the fields left empty', async () => {
    show(pageOf('MEDICAL_AID'), {
      ...fromQuickQuote,
      shown: { name: '', option: '', number: '', inceptionDate: '' },
    } as PageView)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    for (const [label, message] of [
      ['Medical scheme', 'No correct medical scheme selected'],
      ['Option (plan)', 'No correct medical aid option/plan provided'],
      ['Membership number', 'No correct medical aid number provided'],
      ['Inception date', 'No correct inception date supplied'],
    ] as const) {
      const field = screen.getByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(
        document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
      ).toBe(message)
    }
  })

  it('shows the server’s refusal beside its field, with what was typed', async () => {
    const typed = {
      name: 'Momentum Health',
      option: 'Ingwe',
      number: '123456789',
      inceptionDate: '2019-03-01',
    }
    show(pageOf('MEDICAL_AID'), fromQuickQuote, {
      result: { initialValue: typed, error: { name: ['No correct medical scheme selected'] } },
    })
    await userEvent.clear(await screen.findByLabelText('Medical scheme'))
    await userEvent.type(screen.getByLabelText('Medical scheme'), typed.name)
    await userEvent.type(screen.getByLabelText('Membership number'), typed.number)
    await userEvent.type(screen.getByLabelText('Inception date'), typed.inceptionDate)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await summaryMessages()).toContain('No correct medical scheme selected')
    expect(valueOf('Medical scheme')).toBe('Momentum Health')
    expect(valueOf('Membership number')).toBe('123456789')
  })

  it('shows what was saved (Back), the number hidden', async () => {
    show(pageOf('MEDICAL_AID'), {
      ...fromQuickQuote,
      shown: {
        name: 'Discovery Health Medical Scheme',
        option: 'Classic Core',
        number: '******789',
        inceptionDate: '2019-03-01',
      },
    } as PageView)
    expect(((await screen.findByLabelText('Membership number')) as HTMLInputElement).value).toBe('******789')
    expect(screen.getByText('Shown hidden for your safety. Leave it as it is to keep it.')).toBeTruthy()
    expect(valueOf('Option (plan)')).toBe('Classic Core')
    expect(valueOf('Inception date')).toBe('2019-03-01')
  })
})
