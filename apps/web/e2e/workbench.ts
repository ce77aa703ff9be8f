import type { APIRequestContext } from '@playwright/test'
import { E2E_WORKBENCH_SECRET } from './e2e-keys.ts'
import { expect } from './fixtures.ts'

const API_KEY = 'local-dev-key'

export type LaunchToken = { token: string; expiresAt: string; launchPath: string }

/**
 * The workbench's side, through the HTTP contract: rate token, API key and the XSRF double submit;
 * `issue` adds the workbench's credential (token/issue, issue 22). With `asAgent`, the client also
 * holds an agent session, got the one way there is (a launch token exchanged), so its quick quotes
 * skip the captcha as an agent's do. `base`: another server than the test's own.
 */
export async function apiClient(request: APIRequestContext, { asAgent = false, base = '' } = {}) {
  const tokenResponse = await request.get(`${base}/global/auth/getToken`, {
    headers: { 'x-api-key': API_KEY },
  })
  const rateToken = ((await tokenResponse.json()) as { data: { token: string } }).data.token
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers()['set-cookie'] ?? '')![1]!
  const headers: Record<string, string> = {
    'x-api-key': API_KEY,
    'x-rate-token': rateToken,
    'x-xsrf-token': xsrf,
    cookie: `XSRF-TOKEN=${xsrf}`,
  }
  async function post(path: string, body: unknown, extra: Record<string, string> = {}) {
    const response = await request.post(`${base}${path}`, { headers: { ...headers, ...extra }, data: body })
    expect(response.status(), await response.text()).toBe(200)
    // The quote owner's credential a quick quote sets is kept, as a browser keeps it (issue 22).
    const owner = /quote-owner=[^;]+/.exec(response.headers()['set-cookie'] ?? '')?.[0]
    if (owner) headers.cookie = `${(headers.cookie ?? '').replace(/; quote-owner=[^;]+/, '')}; ${owner}`
    return response
  }
  const client = {
    /** A browser's cookie (its quote-owner credential) sent from now on, to read what it may read. */
    addCookie(cookie: string) {
      headers.cookie = `${headers.cookie}; ${cookie}`
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async post(path: string, body: unknown): Promise<any> {
      return ((await (await post(path, body)).json()) as { data: unknown }).data
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`${base}${path}`, { headers })
      expect(response.status(), await response.text()).toBe(200)
      return ((await response.json()) as { data: T }).data
    },
    /** POST A/wtf/token/issue as the workbench: with `Authorization: Bearer <WORKBENCH_SECRET>`. */
    async issue(body: Record<string, unknown>): Promise<LaunchToken> {
      const response = await post('/wyzeapi/wtf/token/issue', body, {
        authorization: `Bearer ${E2E_WORKBENCH_SECRET}`,
      })
      return ((await response.json()) as { data: LaunchToken }).data
    },
  }
  if (asAgent) {
    const { token } = await client.issue({ agentId: 'AG00', productCode: 'funeral' })
    const verified = await post('/wyzeapi/wtf/token/verify', { token })
    const session = /agent-session=[^;]+/.exec(verified.headers()['set-cookie'] ?? '')![0]
    headers.cookie = `${headers.cookie}; ${session}`
  }
  return client
}
