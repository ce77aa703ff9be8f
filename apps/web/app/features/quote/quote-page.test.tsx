// @vitest-environment jsdom
/**
 * The product picker keeps the keyboard's place (issue 25, docs/decisions/021): a choice made with
 * the keyboard remounts the page at its new address (shell spec §2) and the focus stays on the
 * choice, however late the visit's session (and the flags it brings) arrives.
 */
import { SESSION_STORAGE_KEY } from '@insure/domain/session'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteContext, type Site } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import { QuotePage } from './quote-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
beforeEach(() => {
  window.sessionStorage.clear()
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ companyCode: 'IWYZE' }))
  // The questions' request never answers: the test is about the picker, not the questions.
  vi.stubGlobal('fetch', () => new Promise(() => undefined))
})

function siteWithProducts(): Site {
  // A new flags array each time, as each session the browser gets brings one.
  return { ...testSite(), activeProducts: ['car', 'life'], featureFlags: [] } as unknown as Site
}

/** How the test changes the host's site, as the root does when the session arrives. */
const host: { changeSite: (site: Site) => void } = { changeSite: () => undefined }

/** The root's part: the site context, and a page remounted at each new address (shell spec §2). */
function QuoteHost() {
  const [site, setSite] = useState(siteWithProducts)
  useEffect(() => {
    host.changeSite = setSite
  }, [])
  const { pathname, search } = useLocation()
  return (
    <SiteContext.Provider value={site}>
      <QuotePage key={`${pathname}${search}`} callCentre />
    </SiteContext.Provider>
  )
}

describe('the product picker', () => {
  it('keeps the focus on the choice when the session arrives before the new address is drawn', async () => {
    const Stub = createRoutesStub([{ path: '/quote', Component: QuoteHost }])
    render(<Stub initialEntries={['/quote']} />)
    const car = await screen.findByRole('radio', { name: 'Car Insurance' })
    car.focus()
    // The choice (its questions show at once, and note the product in the session), and the session's
    // flags arriving while the router's transition to the new address has not been drawn yet.
    act(() => {
      fireEvent.click(car)
      host.changeSite(siteWithProducts())
    })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const chosen = screen.getByRole('radio', { name: 'Car Insurance' })
    expect((chosen as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(chosen)
  })
})
