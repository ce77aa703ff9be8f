// @vitest-environment jsdom
/**
 * What a person sees on each page kind, drawn by the kind's component (PAGE_COMPONENTS) inside a
 * route (React Router's createRoutesStub): the page's settings choose the fields, what the quote
 * saved is shown again (Back), and a refusal's messages appear beside the fields with what was typed.
 */
import { MAX_BENEFICIARY_ROWS, type FullQuotePage } from '@insure/domain/full-quote'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { registerSlot, type CallMeBackFormProps } from '../../lib/embeds.tsx'
import { SiteContext } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import type { PageAnswer, PageView, QuoteSummary } from './page-data.ts'
import { PageOfKind } from './page-views.tsx'

afterEach(cleanup)

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

/** The page drawn at its address; a post answers `refusal` (the action's answer shown again). */
function show(page: FullQuotePage, view: PageView, refusal?: Omit<PageAnswer, 'answerId'>) {
  function Page({ actionData }: { actionData?: PageAnswer }) {
    return (
      <SiteContext.Provider value={testSite()}>
        <PageOfKind
          key={actionData?.answerId ?? 'page'}
          quote={quote}
          page={page}
          view={view}
          answer={actionData}
        />
      </SiteContext.Provider>
    )
  }
  const Stub = createRoutesStub([
    {
      path: '/quote/q1/page',
      Component: Page as never,
      action: () => ({ answerId: 'a1', ...refusal }),
    },
  ])
  return render(<Stub initialEntries={['/quote/q1/page']} />)
}

describe('the disclaimer page', () => {
  const view: PageView = {
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
    show(
      pageOf('DISCLAIMER'),
      { ...view, saved: {} },
      {
        messages: { 'answers.PURCHASE.10': 'Only residents may buy online.' },
        values: { 'answers.PURCHASE.10': 'NO' },
      },
    )
    await userEvent.click(await screen.findByLabelText('No'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Only residents may buy online.')).toBeTruthy()
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true)
  })
})

describe('the beneficiaries page', () => {
  const view: PageView = {
    kind: 'BENEFICIARIES',
    rule: 'OTHER',
    max: MAX_BENEFICIARY_ROWS,
    choices: ['Sister', 'Brother'],
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

  it('says the group’s message when the shares do not add up', async () => {
    show(
      pageOf('BENEFICIARIES'),
      { ...view, saved: [] },
      {
        messages: { beneficiaries: 'The beneficiaries’ percentages must add up to 100%' },
        values: {},
        rows: 1,
      },
    )
    await userEvent.click((await screen.findAllByRole('button', { name: 'Continue' })).at(-1)!)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The beneficiaries’ percentages must add up to 100%',
    )
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
    })
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Thandi')
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('•••••••••5087')
    expect(screen.queryByLabelText('Full names')).toBeNull()
    expect(screen.queryByLabelText(/Occupation/)).toBeNull()
    expect(screen.queryByLabelText(/Marital status/)).toBeNull()
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
    expect(screen.getByRole('button', { name: 'Show start dates' })).toBeTruthy()
    expect(screen.getByText('123.45', { exact: false })).toBeTruthy()
  })

  it('asks none on a short-term page', async () => {
    show(pageOf('BANKING_DETAILS'), view({ acceptances: [], datesByDebitOrderDay: false }))
    expect(await screen.findByLabelText('I accept the terms and conditions')).toBeTruthy()
    expect(screen.queryByLabelText("I accept the life cover's terms and its exclusions")).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show start dates' })).toBeNull()
  })
})

describe('the address page', () => {
  it('shows the address saved (Back)', async () => {
    show(pageOf('ADDRESS'), {
      kind: 'ADDRESS',
      asksPostalAddress: false,
      addressOf: 'HOME',
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
  })
})

describe("VAP's vehicle page (a questions page with the VAP refusal rule)", () => {
  // The site's call-me-back slot, as the forms feature fills it: what the host asks of it is shown.
  registerSlot('call-me-back-form', ({ heading, initialProduct }: CallMeBackFormProps) => (
    <form aria-label={heading ?? ''}>
      <p>Call me back about {initialProduct}</p>
    </form>
  ))
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
        answers: [
          {
            id: 'a-y',
            code: 'Y',
            value: 'Y',
            text: 'Yes',
            title: null,
            description: null,
            outcomes: [],
            icon: null,
            required: false,
            validation: null,
          },
          {
            id: 'a-n',
            code: 'N',
            value: 'N',
            text: 'No',
            title: null,
            description: null,
            outcomes: [],
            icon: null,
            required: false,
            validation: null,
          },
        ],
      } as never,
    ],
  }

  it('a refusal shows its sentence and the call-me-back form instead of going on', async () => {
    show(
      vehiclePage,
      { kind: 'QUESTIONS', answers: {} },
      { messages: {}, values: { 'q-taxi': 'a-y' }, refused: 'We cannot cover a vehicle used as a taxi.' },
    )
    await userEvent.click(await screen.findByLabelText('Yes'))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We cannot cover a vehicle used as a taxi.')
    expect(screen.getByRole('form', { name: 'Ask us to call you back' }).textContent).toContain('funeral')
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Change my answers' }).getAttribute('href')).toBe(
      '/quote/q1/vap-vehicle',
    )
  })
})

describe('a kind the site cannot draw yet', () => {
  it('says so (GAP’s medical aid comes with GAP)', async () => {
    show(pageOf('MEDICAL_AID'), { kind: 'MEDICAL_AID' })
    expect(await screen.findByText(/cannot be answered online yet/)).toBeTruthy()
  })
})
