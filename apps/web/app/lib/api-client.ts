import { GET_CACHE_MAX_AGE_S } from '@insure/domain/limits'
import { readCookie as readCookieOfPage } from './cookies.ts'

/**
 * The site's client for the product API (shell spec §7, DESIGN.md HTTP contract): the rate token is
 * fetched first and awaited before any other call; every call sends Accept, Content-Type, the API key,
 * the rate token and the XSRF cookie echoed in X-XSRF-TOKEN; answers are `{ code, data }` envelopes.
 */
export type FieldError = { path: string; message: string }

/** A call that did not answer `code: 200`; `msg` is the server's sentence, when it gave one. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string | undefined,
    readonly errors: FieldError[] = [],
  ) {
    super(msg ?? `The call failed with status ${status}`)
    this.name = 'ApiCallError'
  }
}

export type ApiClient = {
  /** GETs are cached in the page for GET_CACHE_MAX_AGE_S (shell spec §7) unless `cache: false`. */
  get<T>(path: string, options?: GetOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
}

export type CallOptions = { captchaResponse?: string }
export type GetOptions = { cache?: boolean }

type Options = {
  apiKey: string
  /** `{api}` of the spec: the site's own origin unless configured otherwise. */
  baseUrl?: string
  fetch?: typeof fetch
  readCookie?: (name: string) => string | undefined
  /** The clock of the GET cache (tests move it). */
  now?: () => number
  cacheMaxAgeS?: number
}

export function createApiClient({
  apiKey,
  baseUrl = '',
  fetch: fetchImpl = fetch,
  readCookie = readCookieOfPage,
  now = Date.now,
  cacheMaxAgeS = GET_CACHE_MAX_AGE_S,
}: Options): ApiClient {
  let rateToken: Promise<string> | undefined
  // Answers of GETs by path, with when they go stale; a failed GET is not kept.
  const getCache = new Map<string, { expiresAt: number; answer: Promise<unknown> }>()

  function cachedGet<T>(path: string): Promise<T> {
    const cached = getCache.get(path)
    if (cached && cached.expiresAt > now()) return cached.answer as Promise<T>
    const answer = call<T>('GET', path, undefined, {})
    getCache.set(path, { expiresAt: now() + cacheMaxAgeS * 1000, answer })
    answer.catch(() => getCache.delete(path))
    return answer
  }

  function fetchRateToken(): Promise<string> {
    rateToken = fetchImpl(`${baseUrl}/global/auth/getToken`, {
      headers: { Accept: 'application/json', 'X-Api-Key': apiKey },
      credentials: 'same-origin',
    })
      .then((response) => readEnvelope<{ token: string }>(response))
      .then((data) => data.token)
    rateToken.catch(() => (rateToken = undefined))
    return rateToken
  }

  async function call<T>(
    method: string,
    path: string,
    body: unknown,
    options: CallOptions,
    retried = false,
  ): Promise<T> {
    const token = await (rateToken ?? fetchRateToken())
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Api-Key': apiKey,
      'X-Rate-Token': token,
    }
    const xsrf = readCookie('XSRF-TOKEN')
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf
    if (options.captchaResponse) headers['X-Captcha-Response'] = options.captchaResponse
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    // An expired rate token (900 s) is renewed once, transparently.
    if (response.status === 401 && !retried) {
      await fetchRateToken()
      return call<T>(method, path, body, options, true)
    }
    return readEnvelope<T>(response)
  }

  return {
    get: (path, options = {}) =>
      options.cache === false ? call('GET', path, undefined, {}) : cachedGet(path),
    post: (path, body, options = {}) => call('POST', path, body ?? {}, options),
    put: (path, body, options = {}) => call('PUT', path, body ?? {}, options),
  }
}

async function readEnvelope<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as {
    code?: number
    data?: T
    msg?: string
    errors?: FieldError[]
  } | null
  if (!response.ok || body?.code !== 200)
    throw new ApiCallError(response.status, body?.msg, body?.errors ?? [])
  return body.data as T
}
