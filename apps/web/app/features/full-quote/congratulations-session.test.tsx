// @vitest-environment jsdom
/**
 * Shell spec §3, issue 24: after a purchase the site writes the policy number into the session (the
 * browser's session storage under the key `session`), as a cache of the policy the server holds.
 */
import type { FullQuotePage } from '@insure/domain/full-quote'
import { SESSION_STORAGE_KEY } from '@insure/domain/session'
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SiteContext } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import type { PageView, QuoteSummary } from './page-data.ts'
import { PageOfKind } from './page-views.tsx'

afterEach(cleanup)
beforeEach(() => {
  window.sessionStorage.clear()
  window.sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ companyCode: 'IWYZE', hashedQuoteId: 'q1', policyNumber: null }),
  )
})

const quote: QuoteSummary = { hashedQuoteId: 'q1', productCode: 'funeral', base: '/quote', email: null }
const page: FullQuotePage = {
  code: 'congratulations',
  description: 'Congratulations',
  index: 9,
  hashedPageId: 'page-congratulations',
  icon: null,
  kind: 'CONGRATULATIONS',
  questions: [],
  showWhen: null,
  settings: {},
}

function show(view: PageView) {
  const Stub = createRoutesStub([
    {
      path: '/quote/q1/congratulations',
      Component: () => (
        <SiteContext.Provider value={testSite()}>
          <PageOfKind quote={quote} page={page} view={view} answer={undefined} />
        </SiteContext.Provider>
      ),
    },
  ])
  return render(<Stub initialEntries={['/quote/q1/congratulations']} />)
}

const storedSession = () => JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')

describe('the session after a purchase', () => {
  it('holds the policy number once the congratulations page shows the policy', async () => {
    show({
      kind: 'CONGRATULATIONS',
      policy: {
        policyNumber: 'IW-FUNERAL-0000042',
        hashedPolicyId: 'p1',
        premiumCents: 24_550,
        commencementDate: '2026-12-01',
      },
      firstStrikeDate: null,
      scheduleHref: null,
      justBought: true,
      asksCoverLetter: false,
    })
    expect(await screen.findByText('IW-FUNERAL-0000042')).toBeTruthy()
    expect(storedSession()).toMatchObject({ hashedQuoteId: 'q1', policyNumber: 'IW-FUNERAL-0000042' })
  })

  it('holds none while the quote has no policy', async () => {
    show({
      kind: 'CONGRATULATIONS',
      policy: null,
      firstStrikeDate: null,
      scheduleHref: null,
      justBought: false,
      asksCoverLetter: false,
    })
    expect(await screen.findByText('This quote has no policy yet.')).toBeTruthy()
    expect(storedSession().policyNumber).toBeNull()
  })

  it('a car policy fills the car full sale: its number, and its premium in cents as the GAP quote’s', async () => {
    const car: QuoteSummary = { ...quote, productCode: 'car' }
    const Stub = createRoutesStub([
      {
        path: '/quote/q1/congratulations',
        Component: () => (
          <SiteContext.Provider value={testSite()}>
            <PageOfKind
              quote={car}
              page={page}
              view={{
                kind: 'CONGRATULATIONS',
                policy: {
                  policyNumber: 'IW-CAR-0000007',
                  hashedPolicyId: 'p7',
                  premiumCents: 98_765,
                  commencementDate: '2026-12-01',
                },
                firstStrikeDate: null,
                scheduleHref: null,
                justBought: true,
                asksCoverLetter: false,
              }}
              answer={undefined}
            />
          </SiteContext.Provider>
        ),
      },
    ])
    render(<Stub initialEntries={['/quote/q1/congratulations']} />)
    expect(await screen.findByText('R 987.65')).toBeTruthy()
    expect(storedSession().carFullSaleSession).toEqual({
      selectedCar: null,
      carFullSaleSessionId: 'q1',
      finalPremium: 98_765,
      policyNumber: 'IW-CAR-0000007',
    })
  })
})
