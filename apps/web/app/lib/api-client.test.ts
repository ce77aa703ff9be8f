import { describe, expect, it } from 'vitest'
import { ApiCallError, createApiClient } from './api-client.ts'

type Seen = { url: string; method: string; headers: Record<string, string>; body?: string }

function fakeServer(answers: ((seen: Seen) => { status: number; body: unknown })[]) {
  const seen: Seen[] = []
  let tokens = 0
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const request: Seen = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    }
    seen.push(request)
    if (url.endsWith('/global/auth/getToken')) {
      tokens += 1
      return Response.json({ code: 200, data: { token: `token-${tokens}`, expiresIn: 900 } })
    }
    const answer = answers.shift()!(request)
    return Response.json(answer.body, { status: answer.status })
  }) as typeof fetch
  const api = createApiClient({ apiKey: 'key-1', fetch: fetchImpl, readCookie: () => 'xsrf-1' })
  return { api, seen }
}

describe('the API client (shell spec §7)', () => {
  it('fetches the rate token first, then sends the contract headers and JSON body', async () => {
    const { api, seen } = fakeServer([() => ({ status: 200, body: { code: 200, data: { ok: true } } })])
    await expect(
      api.post('/wyzeapi/session/create', { location: '/' }, { captchaResponse: 'pow-1' }),
    ).resolves.toEqual({ ok: true })
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /global/auth/getToken',
      'POST /wyzeapi/session/create',
    ])
    expect(seen[0]!.headers).toMatchObject({ 'X-Api-Key': 'key-1' })
    expect(seen[1]!.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Api-Key': 'key-1',
      'X-Rate-Token': 'token-1',
      'X-XSRF-TOKEN': 'xsrf-1',
      'X-Captcha-Response': 'pow-1',
    })
    expect(seen[1]!.body).toBe('{"location":"/"}')
  })

  it('asks for one token for many calls', async () => {
    const ok = () => ({ status: 200, body: { code: 200, data: 1 } })
    const { api, seen } = fakeServer([ok, ok, ok])
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')])
    expect(seen.filter((s) => s.url.endsWith('getToken'))).toHaveLength(1)
  })

  it('renews an expired rate token once and repeats the call', async () => {
    const { api, seen } = fakeServer([
      () => ({ status: 401, body: { code: 401, msg: 'The rate token is missing or has expired.' } }),
      (request) => ({ status: 200, body: { code: 200, data: request.headers['X-Rate-Token'] } }),
    ])
    await expect(api.get('/wyzeapi/departments')).resolves.toBe('token-2')
    expect(seen.filter((s) => s.url.endsWith('getToken'))).toHaveLength(2)
  })

  it('throws the server sentence and field errors of a refused call', async () => {
    const { api } = fakeServer([
      () => ({
        status: 400,
        body: {
          code: 400,
          msg: 'Some fields are missing or not valid.',
          errors: [{ path: 'phone', message: 'Phone number must be valid' }],
        },
      }),
    ])
    const error = await api.post('/wyzeapi/cc/submitCallback', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiCallError)
    expect(error).toMatchObject({
      status: 400,
      msg: 'Some fields are missing or not valid.',
      errors: [{ path: 'phone', message: 'Phone number must be valid' }],
    })
  })
})

describe('the client-side GET cache (shell spec §7: default max age 3600 s)', () => {
  function countingServer() {
    let clock = 0
    const calls: string[] = []
    const fetchImpl = (async (url: string) => {
      if (url.endsWith('/global/auth/getToken')) return Response.json({ code: 200, data: { token: 't' } })
      calls.push(url)
      if (url.includes('broken') && calls.filter((c) => c === url).length === 1)
        return Response.json({ code: 500, msg: 'down' }, { status: 500 })
      return Response.json({ code: 200, data: { n: calls.length } })
    }) as typeof fetch
    const api = createApiClient({ apiKey: 'k', fetch: fetchImpl, readCookie: () => 'x', now: () => clock })
    return { api, calls, advance: (ms: number) => (clock += ms) }
  }

  it('answers a repeated GET from the cache until it is an hour old', async () => {
    const { api, calls, advance } = countingServer()
    expect(await api.get('/wyzeapi/departments')).toEqual({ n: 1 })
    advance(3_599_999)
    expect(await api.get('/wyzeapi/departments')).toEqual({ n: 1 })
    advance(1)
    expect(await api.get('/wyzeapi/departments')).toEqual({ n: 2 })
    expect(calls).toHaveLength(2)
  })

  it('does not cache with cache: false, nor a failure', async () => {
    const { api, calls } = countingServer()
    await api.get('/wyzeapi/contact/campaignStatus?x=1', { cache: false })
    await api.get('/wyzeapi/contact/campaignStatus?x=1', { cache: false })
    await expect(api.get('/wyzeapi/broken')).rejects.toBeInstanceOf(ApiCallError)
    expect(await api.get('/wyzeapi/broken')).toMatchObject({ n: 4 })
    expect(calls).toHaveLength(4)
  })
})
