// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSiteSession, type SiteSettings } from './use-site-session.ts'

const settings: SiteSettings = {
  companyCode: 'IWYZE',
  callCentre: false,
  testMode: false,
  productionServer: false,
  publicApiKey: 'test',
  featureFlags: [],
}

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, data }))

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe("the session's products (shell spec §3), loaded after the session starts", () => {
  it('join the session as stored then: what a page wrote meanwhile stays', async () => {
    let answerProducts: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/global/auth/getToken')) return envelope({ token: 'rate', expiresIn: 900 })
        if (url.endsWith('/wyzeapi/session/create'))
          return envelope({ hashedSessionId: ['hs-1'], cid: 'c-1', environments: [] })
        if (url.includes('/wyzeapi/product/all'))
          return new Promise<Response>((resolve) => (answerProducts = resolve))
        return new Response('{}', { status: 404 })
      }),
    )
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>
    const footer = [{ id: 1, name: 'car', title: 'Car Insurance' }]
    const { result } = renderHook(() => useSiteSession(settings, footer), { wrapper })

    await waitFor(() => expect(result.current.session?.hashedSessionId).toBe('hs-1'))
    // A page writes the contact while the product list is on its way.
    const stored = JSON.parse(sessionStorage.getItem('session')!)
    const contact = { name: 'Thandi', surname: 'Mokoena', mobile: '0821234567' }
    sessionStorage.setItem('session', JSON.stringify({ ...stored, contact }))
    await act(async () => answerProducts(envelope([{ productId: 1, internalName: 'CAR' }])))

    await waitFor(() => expect(result.current.session?.products).toHaveLength(1))
    expect(JSON.parse(sessionStorage.getItem('session')!)).toMatchObject({
      hashedSessionId: 'hs-1',
      contact,
      footer,
      products: [{ productId: 1, internalName: 'CAR' }],
    })
  })
})
