// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteContext } from './site.tsx'
import { testSite } from './site.testing.tsx'
import { useTracker } from './use-tracker.ts'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

function trackerOf(callCentre: boolean) {
  const site = testSite({ settings: { callCentre, testMode: true }, config: { data_layer_tracking: true } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
  )
  return renderHook(() => useTracker(), { wrapper }).result.current
}

afterEach(() => {
  delete window.dataLayer
  sessionStorage.clear()
})

describe('the page tracker, its code loaded on demand (issue 25)', () => {
  it('keeps the order of what was tracked before its code came, then pushes at once', async () => {
    const tracker = trackerOf(false)
    tracker.pageView('/')
    tracker.click('click_to_call', { phoneNumber: '0860 000 001' })
    await expect.poll(() => window.dataLayer?.length).toBe(2)
    tracker.click('start_quote', { product: 'contents', pathContext: 'home' })
    expect(window.dataLayer).toEqual([
      { event: 'pageview', pagePath: '/' },
      { event: 'click_to_call', phoneNumber: '0860 000 001', callCentre: false, env: 'test' },
      {
        event: 'start_quote',
        product: 'home',
        subProduct: 'contents',
        pathContext: 'home',
        callCentre: false,
        env: 'test',
      },
    ])
  })

  it("in call-centre mode, a click names the agent of the session's workbench launch", async () => {
    sessionStorage.setItem(
      'session',
      JSON.stringify({ wbTokenData: { USERNAME: 'agent.naidoo', agentId: 'A-17' } }),
    )
    const tracker = trackerOf(true)
    tracker.click('start_quote', { product: 'car' })
    await expect.poll(() => window.dataLayer?.at(-1)).toMatchObject({ username: 'agent.naidoo' })
  })
})
