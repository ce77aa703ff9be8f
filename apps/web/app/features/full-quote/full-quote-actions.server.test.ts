/**
 * VAP's vehicle page as its action sends it (a questions page whose settings name POST
 * A/quote/validate and the VAP refusal rule): the answers go as the Car for VAP fields, the API's
 * messages land beside their questions, and a refusal is the page's sentence.
 */
import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import type { FullQuotePage, QuoteStatus } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { registerPageAction } from '../../lib/page-action.server.ts'
import { pageAction } from './full-quote-actions.server.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

const yesNo = (id: string, ref: string) => ({
  id,
  externalReferenceId: ref,
  text: ref,
  description: null,
  multi: false,
  order: 10,
  validationMethod: 'ONE_REQUIRED',
  flow: null,
  type: { name: 'SINGLE_CHOICE' },
  answers: ['Y', 'N'].map((code) => ({
    id: `${id}.${code}`,
    code,
    value: code,
    text: code,
    title: null,
    description: null,
    outcomes: [],
    icon: null,
    required: false,
    validation: null,
  })),
})

const page = {
  code: 'vap-vehicle',
  description: 'Your vehicle',
  index: 3,
  hashedPageId: 'page-vehicle',
  icon: null,
  kind: 'QUESTIONS',
  showWhen: null,
  settings: { savesThrough: 'validate', refusalRule: 'VAP' },
  questions: [
    yesNo('q-owner', 'Vehicle_owner'),
    yesNo('q-taxi', 'Vehicle_taxi'),
    yesNo('q-damage', 'Vehicle_existing_damage'),
    yesNo('q-sa', 'Vehicle_registered_in_SA'),
    yesNo('q-limo', 'Vehicle_limo_or_panel_van'),
  ],
} as unknown as FullQuotePage

/** The page's action on a form, the API answering `answer`: what was called, and the action's answer. */
async function send(fields: Record<string, string>, answer: { status: number; body: unknown }) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const context = {
    callApi: async (method: string, path: string, body: unknown) => {
      calls.push({ method, path, body })
      return answer
    },
    log: { error: () => undefined, debug: () => undefined },
  } as unknown as SiteLoadContext
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const result = await pageAction({
    ...pageRequestOf(new Request('http://localhost/quote/q1/vap-vehicle', { method: 'POST' })),
    context,
    status: { hashedQuoteId: 'q1' } as QuoteStatus,
    page,
    form,
  })
  return { calls, result: result as Response | { data: Record<string, unknown>; init: { status: number } } }
}

const ANSWERED = {
  'q-owner': 'q-owner.Y',
  'q-taxi': 'q-taxi.Y',
  'q-damage': 'q-damage.N',
  'q-sa': 'q-sa.Y',
  'q-limo': 'q-limo.N',
}

describe("VAP's vehicle page saves through POST A/quote/validate", () => {
  it('sends the answers as the Car for VAP fields and goes to the page the API names', async () => {
    const { calls, result } = await send(ANSWERED, {
      status: 200,
      body: { code: 200, data: { nextPage: 'address', price: null, priceChanged: false } },
    })
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wyzeapi/quote/validate',
        body: {
          hashedQuoteId: 'q1',
          hashedPageId: 'page-vehicle',
          hashedSessionId: null,
          car: {
            owner: true,
            taxi: true,
            existingDamage: false,
            registeredInSA: true,
            isLimoOrPanelVan: false,
          },
        },
      },
    ])
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/address')
  })

  it('a refusal (409) is the sentence the page shows with the call-me-back form', async () => {
    const { result } = await send(ANSWERED, {
      status: 409,
      body: {
        code: 409,
        msg: 'We cannot cover a vehicle used as a taxi.',
        errors: [{ path: 'car.taxi', message: 'We cannot cover a vehicle used as a taxi.' }],
      },
    })
    const answer = result as { data: Record<string, unknown>; init: { status: number } }
    expect(answer.init.status).toBe(409)
    expect(answer.data.refused).toBe('We cannot cover a vehicle used as a taxi.')
  })

  it("a question left unanswered is refused by the page's schema: the API is not called", async () => {
    const { 'q-taxi': _left, ...rest } = ANSWERED
    const { calls, result } = await send(rest, { status: 500, body: null })
    expect(calls).toEqual([])
    const answer = result as {
      data: { result: { error?: Record<string, string[]> } }
      init: { status: number }
    }
    expect(answer.init.status).toBe(400)
    expect(Object.keys(answer.data.result.error ?? {})).toEqual(['q-taxi'])
  })

  it("the API's message under car.<field> lands beside the question asking it", async () => {
    const { calls, result } = await send(ANSWERED, {
      status: 400,
      body: {
        code: 400,
        msg: 'Some fields are missing or not valid.',
        errors: [{ path: 'car.taxi', message: 'Please answer this question' }],
      },
    })
    expect(calls).toHaveLength(1)
    const answer = result as {
      data: { refused?: string; result: { error?: Record<string, string[]> } }
      init: { status: number }
    }
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toEqual({ 'q-taxi': ['Please answer this question'] })
    expect(answer.data.refused).toBeUndefined()
  })
})

describe('the call-me-back form of a refused vehicle page, posted without script', () => {
  // The forms' action, as entry.server.tsx registers it (its own tests: features/forms): here it
  // shows what it was handed and answers as it does for a call-back stored.
  const handed: { url: string; method: string; fields: Record<string, string> }[] = []
  registerPageAction(async ({ request }) => {
    const form = await request.formData()
    handed.push({
      url: request.url,
      method: request.method,
      fields: Object.fromEntries([...form].map(([name, value]) => [name, String(value)])),
    })
    return new Response(null, {
      status: 303,
      headers: { Location: '/quote/q1/vap-vehicle?sent=call-back-one' },
    })
  })
  const CALL_BACK = {
    _form: 'call-back-one',
    name: 'Thandi',
    surname: 'Mokoena',
    phone: '0825550101',
    product: PRODUCT_CATALOGUE.vap.hashedProductId,
    reason: 'Sales',
  }

  /** The page's action on the call-back form: what the API was asked directly, and the answer. */
  async function post(fields: Record<string, string>, onPage: FullQuotePage = page) {
    handed.length = 0
    const calls: string[] = []
    const context = {
      callApi: async (_method: string, path: string) => {
        calls.push(path)
        return { status: 500, body: null }
      },
      log: { error: () => undefined, debug: () => undefined },
    } as unknown as SiteLoadContext
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const request = new Request('http://localhost/quote/q1/vap-vehicle', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
    // The route reads the body before the page's action runs.
    await request.formData()
    const result = await pageAction({
      ...pageRequestOf(request),
      context,
      status: { hashedQuoteId: 'q1' } as QuoteStatus,
      page: onPage,
      form,
    }).catch((thrown: unknown) => thrown)
    return { calls, result }
  }

  it('is handed to the forms’ action as posted, whose answer (the redirect with ?sent=) is the page’s', async () => {
    const { calls, result } = await post(CALL_BACK)
    expect(calls).toEqual([])
    expect(handed).toEqual([
      { url: 'http://localhost/quote/q1/vap-vehicle', method: 'POST', fields: CALL_BACK },
    ])
    expect((result as Response).status).toBe(303)
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/vap-vehicle?sent=call-back-one')
  })

  it('a page that cannot refuse hosts no call-me-back form: 400, nothing handed on or sent', async () => {
    const plain = { ...page, settings: { savesThrough: 'validate' } } as FullQuotePage
    const { calls, result } = await post(CALL_BACK, plain)
    expect(calls).toEqual([])
    expect(handed).toEqual([])
    expect((result as { init: { status: number } }).init.status).toBe(400)
  })
})
