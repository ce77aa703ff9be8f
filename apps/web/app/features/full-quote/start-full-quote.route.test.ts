import { NOT_SOLD_ONLINE_MESSAGE } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { action, QUICK_QUOTE_FIELD } from './start-full-quote.route.ts'

/** A page server whose API answers addQuote with `status` and `body`, recording what it was sent. */
function contextAnswering(status: number, body: unknown) {
  const sent: unknown[] = []
  const context = {
    callCentre: false,
    companyCode: 'IWYZE',
    callApi: async (_method: string, _path: string, payload: unknown) => {
      sent.push(payload)
      return { status, body }
    },
  } as unknown as SiteLoadContext
  return { context, sent }
}

const buyNow = () =>
  new Request('https://site.test/quote/buy', {
    method: 'POST',
    body: new URLSearchParams({ [QUICK_QUOTE_FIELD]: 'qq-car' }),
  })

describe('quote/buy (BUY NOW): what addQuote answers decides', () => {
  it('a product not sold online: the sentence beside the button, 409, no quote page', async () => {
    const { context, sent } = contextAnswering(409, { code: 409, msg: NOT_SOLD_ONLINE_MESSAGE })
    const answered = (await action({ request: buyNow(), context, params: {} } as never)) as unknown as {
      data: { message: string }
      init: { status: number }
    }
    expect(sent).toEqual([expect.objectContaining({ hashedQuickQuoteSessionId: 'qq-car' })])
    expect(answered.data).toEqual({ message: NOT_SOLD_ONLINE_MESSAGE })
    expect(answered.init.status).toBe(409)
  })

  it('a quote started: to its first page still to answer', async () => {
    const { context } = contextAnswering(200, {
      code: 200,
      data: { hashedQuoteId: 'q1', status: 'OPEN', nextPage: 'disclaimer' },
    })
    const answered = (await action({ request: buyNow(), context, params: {} } as never)) as Response
    expect(answered.status).toBe(302)
    expect(answered.headers.get('location')).toMatch(/q1\/disclaimer$/)
  })
})
