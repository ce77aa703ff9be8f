import { NOT_SOLD_ONLINE_MESSAGE } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import {
  action,
  CAMPAIGN_FIELD,
  DIRECT_TRAFFIC_FIELD,
  PRODUCT_FIELD,
  QUICK_QUOTE_FIELD,
} from './start-full-quote.route.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

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
    const answered = (await action({
      ...pageRequestOf(buyNow()),
      context,
      params: {},
    } as never)) as unknown as {
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
    const answered = (await action({ ...pageRequestOf(buyNow()), context, params: {} } as never)) as Response
    expect(answered.status).toBe(302)
    expect(answered.headers.get('location')).toMatch(/q1\/disclaimer$/)
  })
})

describe('quote/buy of a car: the full sale records where its lead came from (sourceUpdate)', () => {
  const started = { code: 200, data: { hashedQuoteId: 'q-car', status: 'OPEN', nextPage: 'disclaimer' } }

  /** A page server whose API starts the quote and records the source, keeping each call's path and body. */
  function carContext() {
    const calls: { method: string; path: string; body: unknown }[] = []
    const context = {
      callCentre: false,
      companyCode: 'IWYZE',
      callApi: async (method: string, path: string, body: unknown) => {
        calls.push({ method, path, body })
        if (path.endsWith('/sourceUpdate'))
          return { status: 200, body: { code: 200, data: { ...(body as object), ucid: null } } }
        return { status: 200, body: started }
      },
    } as unknown as SiteLoadContext
    return { context, calls }
  }

  const buyCar = (fields: Record<string, string>) =>
    new Request('https://site.test/quote/buy', {
      method: 'POST',
      body: new URLSearchParams({ [QUICK_QUOTE_FIELD]: 'qq-car', [PRODUCT_FIELD]: 'car', ...fields }),
    })

  it.each([
    [{ [CAMPAIGN_FIELD]: 'CAMP42' }, { source: 'UCID', ucid: 'CAMP42' }],
    [{ [DIRECT_TRAFFIC_FIELD]: 'true' }, { source: 'DIRECT_TRAFFIC', ucid: null }],
    [{}, { source: 'ONLINE', ucid: null }],
  ])('the session %o: sourceUpdate %o, once, then the first page', async (fields, expected) => {
    const { context, calls } = carContext()
    const answered = (await action({
      ...pageRequestOf(buyCar(fields)),
      context,
      params: {},
    } as never)) as Response
    const updates = calls.filter(({ path }) => path.endsWith('/full-sale/sourceUpdate'))
    expect(updates).toEqual([
      {
        method: 'POST',
        path: '/wyzeapi/wtf/sti/car/full-sale/sourceUpdate',
        body: { carFullSaleSessionId: 'q-car', ...expected },
      },
    ])
    expect(answered.headers.get('location')).toMatch(/q-car\/disclaimer$/)
  })

  it('another product records no source', async () => {
    const { context, calls } = carContext()
    await action({ ...pageRequestOf(buyCar({ [PRODUCT_FIELD]: 'funeral' })), context, params: {} } as never)
    expect(calls.map(({ path }) => path)).toEqual(['/wyzeapi/quote/addQuote'])
  })
})
