// @vitest-environment jsdom
/**
 * What a person sees on each page kind, drawn by the kind's component (PAGE_COMPONENTS) inside a
 * route (React Router's createRoutesStub): the page's settings choose the fields, what the quote
 * saved is shown again (Back), and a refusal's messages appear beside the fields with what was typed.
 */
import {
  CAR_NOT_ONLINE_MESSAGE,
  FINANCE_ACCOUNT_MESSAGE,
  FINANCE_HOUSE_NAME_MESSAGE,
  PHONE_NUMBER_INVALID_MESSAGE,
} from '@insure/domain/car'
import { MAX_BENEFICIARY_ROWS, type FullQuotePage } from '@insure/domain/full-quote'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
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

describe('the premium page of a car: a premium per excess', () => {
  const option = (key: string, excessCents: number, premiumCents: number) => ({
    key,
    selectedProduct: null,
    premiumCents,
    coverCents: 25_000_000,
    excessCents,
    excessKey: key,
    tableVersion: '2026-11-v3',
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
      },
      priceChanged: false,
      quickQuotePremiumCents: 120_000,
      accidentalDeathBenefit: null,
      options: [option('NONE', 500_000, 120_000), option('VOLUNTARY_5000', 1_000_000, 108_000)],
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

  it('asks nothing of an excess when the quote has one option (every other product)', async () => {
    show(pageOf('PREMIUM'), {
      ...view,
      ratings: { ...view.ratings, options: [view.ratings.options[0]!] },
    } as PageView)
    expect(await screen.findByRole('button', { name: 'Accept this premium' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Which excess would you like?' })).toBeNull()
  })
})

describe('a car page refused as not insurable online', () => {
  const view: PageView = { kind: 'QUESTIONS', answers: {} }
  const refused = {
    messages: { _form: CAR_NOT_ONLINE_MESSAGE },
    values: {},
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
    expect(await screen.findByText(PHONE_NUMBER_INVALID_MESSAGE)).toBeTruthy()
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
                messages: {},
                values: {},
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
    expect(await screen.findByText(FINANCE_HOUSE_NAME_MESSAGE)).toBeTruthy()
    expect(screen.getByText(FINANCE_ACCOUNT_MESSAGE)).toBeTruthy()
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

describe('a kind the site cannot draw yet', () => {
  it('says so (GAP’s medical aid comes with GAP)', async () => {
    show(pageOf('MEDICAL_AID'), { kind: 'MEDICAL_AID' })
    expect(await screen.findByText(/cannot be answered online yet/)).toBeTruthy()
  })
})
