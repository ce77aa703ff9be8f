/**
 * The premium page's action (issue 25): "Recalculate" draws the page again with the cover chosen and
 * calls nothing; accepting sends the figures of the cover chosen; "This looks wrong" asks the API for
 * a call back naming the step disputed, or says what is missing.
 */
import { DISPUTED_ANSWER_MESSAGE, type FullQuotePage, type QuoteStatus } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { pageAction } from './full-quote-actions.server.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

const page = {
  code: 'premium',
  description: 'Your premium',
  index: 5,
  hashedPageId: 'page-premium',
  icon: null,
  kind: 'PREMIUM',
  showWhen: null,
  settings: {},
  questions: [],
} as unknown as FullQuotePage

type Answer = { data: Record<string, unknown>; init: { status: number } }

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
    ...pageRequestOf(new Request('http://localhost/quote/q1/premium', { method: 'POST' })),
    context,
    status: { hashedQuoteId: 'q1', acceptance: null } as unknown as QuoteStatus,
    page,
    form,
  })
  return { calls, result: result as Response | Answer }
}

const SHOWN = {
  premium: '25200',
  totalCover: '2000000',
  coverOption: 'COVER_30000',
  'coverPremium-COVER_20000': '25200',
  'coverAmount-COVER_20000': '2000000',
  'coverPremium-COVER_30000': '37800',
  'coverAmount-COVER_30000': '3000000',
}

describe('the premium page: another cover, and "This looks wrong"', () => {
  it('Recalculate (without script) answers the page with the cover chosen, calling nothing', async () => {
    const { calls, result } = await send({ ...SHOWN, _intent: 'recalculate' }, { status: 500, body: null })
    expect(calls).toEqual([])
    expect((result as Answer).init.status).toBe(200)
    expect((result as Answer).data.result).toMatchObject({ initialValue: { coverOption: 'COVER_30000' } })
  })

  it('accepting sends the figures shown for the cover chosen', async () => {
    const { calls, result } = await send(SHOWN, {
      status: 200,
      body: {
        code: 200,
        data: {
          premiumCents: 37800,
          totalCoverCents: 3000000,
          selectedProduct: null,
          addOns: [],
          nextPage: 'banking-details',
        },
      },
    })
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/wyzeapi/quote/accept',
        body: expect.objectContaining({ hashedQuoteId: 'q1', premium: 37800, totalCover: 3000000 }),
      },
    ])
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/banking-details')
  })

  it('"This looks wrong" asks for the call back naming the step, and says it is coming', async () => {
    const { calls, result } = await send(
      { _intent: 'price-query', disputedStep: 'family-members', comment: 'Only my spouse' },
      {
        status: 200,
        body: { code: 200, data: { reference: 'r1', disputed: 'Family members covered: spouse' } },
      },
    )
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wyzeapi/quote/priceQuery',
        body: {
          hashedQuoteId: 'q1',
          hashedSessionId: null,
          disputedStep: 'family-members',
          comment: 'Only my spouse',
        },
      },
    ])
    expect((result as Answer).data.priceQuery).toEqual({ disputed: 'Family members covered: spouse' })
  })

  it('"This looks wrong" without an answer named says so beside the question, calling nothing', async () => {
    const { calls, result } = await send({ _intent: 'price-query', comment: '' }, { status: 500, body: null })
    expect(calls).toEqual([])
    expect((result as Answer).init.status).toBe(400)
    const reply = (result as Answer).data.priceQuery as { reply: { error: Record<string, string[]> } }
    expect(reply.reply.error.disputedStep).toEqual([DISPUTED_ANSWER_MESSAGE])
  })
})
