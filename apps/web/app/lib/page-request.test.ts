import { describe, expect, it } from 'vitest'
import { isDataRequest, postedFormOf } from './page-request.ts'

const post = (body: string, contentType: string) =>
  new Request('http://localhost/quote?product=funeral', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })

describe('postedFormOf: the form a post sent', () => {
  it('is the form the page server parsed, when it handed one over', async () => {
    const parsed = new FormData()
    parsed.append('age', '40')
    // The page server hands over a request without its body: nothing is read from it.
    const request = new Request('http://localhost/quote', { method: 'POST' })
    expect(await postedFormOf(request, { postedForm: parsed })).toBe(parsed)
  })

  it('is read from the request otherwise (a page server that parsed nothing, a test)', async () => {
    const form = await postedFormOf(post('age=40&consent=accepted', 'application/x-www-form-urlencoded'), {})
    expect(form && [...form]).toEqual([
      ['age', '40'],
      ['consent', 'accepted'],
    ])
  })

  it('is null for a body that is not a form', async () => {
    expect(await postedFormOf(post('{"age":40}', 'application/json'), {})).toBeNull()
  })
})

describe('isDataRequest', () => {
  it.each([
    ['http://localhost/products/car-insurance.data', true],
    ['http://localhost/quote.data?product=funeral', true],
    ['http://localhost/products/car-insurance', false],
    ['http://localhost/quote?next=a.data', false],
  ])('%s: %s', (url, expected) => {
    expect(isDataRequest(new Request(url))).toBe(expected)
  })
})
