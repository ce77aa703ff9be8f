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

/**
 * The session API as the hook calls it: getToken answered at once, session/create and the product
 * list by the test (a Response, or a promise it resolves later).
 */
function stubSessionApi(answers: {
  create: () => Response | Promise<Response>
  products: () => Response | Promise<Response>
}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/global/auth/getToken')) return envelope({ token: 'rate', expiresIn: 900 })
      if (url.endsWith('/wyzeapi/session/create')) return answers.create()
      if (url.includes('/wyzeapi/product/all')) return answers.products()
      return new Response('{}', { status: 404 })
    }),
  )
}

/** A promise of a Response and the function that answers it. */
function heldAnswer() {
  let answer: (response: Response) => void = () => {}
  const promise = new Promise<Response>((resolve) => (answer = resolve))
  return { promise, answer: (response: Response) => answer(response) }
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe("the server's answer to session/create (shell spec §3-4)", () => {
  it('joins the session as stored then: what a page wrote while it was on its way stays', async () => {
    const create = heldAnswer()
    stubSessionApi({ create: () => create.promise, products: () => envelope([]) })
    const { result } = renderHook(() => useSiteSession(settings, []), { wrapper })

    await waitFor(() => expect(sessionStorage.getItem('session')).not.toBeNull())
    // A quick quote notes its cover before the server has answered.
    const stored = JSON.parse(sessionStorage.getItem('session')!)
    sessionStorage.setItem('session', JSON.stringify({ ...stored, selectedCover: 10_000_00 }))
    await act(async () =>
      create.answer(envelope({ hashedSessionId: ['hs-2'], cid: 'c-2', environments: [] })),
    )

    await waitFor(() => expect(result.current.session?.hashedSessionId).toBe('hs-2'))
    expect(result.current.session).toMatchObject({ selectedCover: 10_000_00, contactId: 'c-2' })
    expect(JSON.parse(sessionStorage.getItem('session')!)).toMatchObject({
      hashedSessionId: 'hs-2',
      contactId: 'c-2',
      selectedCover: 10_000_00,
    })
  })
})

describe("the session's products (shell spec §3), loaded after the session starts", () => {
  it('join the session as stored then: what a page wrote meanwhile stays', async () => {
    const products = heldAnswer()
    stubSessionApi({
      create: () => envelope({ hashedSessionId: ['hs-1'], cid: 'c-1', environments: [] }),
      products: () => products.promise,
    })
    const footer = [{ id: 1, name: 'car', title: 'Car Insurance' }]
    const { result } = renderHook(() => useSiteSession(settings, footer), { wrapper })

    await waitFor(() => expect(result.current.session?.hashedSessionId).toBe('hs-1'))
    // A page writes the contact while the product list is on its way.
    const stored = JSON.parse(sessionStorage.getItem('session')!)
    const contact = { name: 'Thandi', surname: 'Mokoena', mobile: '0821234567' }
    sessionStorage.setItem('session', JSON.stringify({ ...stored, contact }))
    await act(async () => products.answer(envelope([{ productId: 1, internalName: 'CAR' }])))

    await waitFor(() => expect(result.current.session?.products).toHaveLength(1))
    expect(JSON.parse(sessionStorage.getItem('session')!)).toMatchObject({
      hashedSessionId: 'hs-1',
      contact,
      footer,
      products: [{ productId: 1, internalName: 'CAR' }],
    })
  })
})
