import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { PAGE_SERVER_CALL_HEADER } from './page-server-calls.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  app = testApp.app
})
afterAll(() => testApp.close())

describe("the page server's own API calls", () => {
  it('pass the API key, rate token and XSRF checks of a non-GET call, as a browser would', async () => {
    const response = await app.pageServer.inject({
      method: 'POST',
      url: '/wyzeapi/session/create',
      body: { location: 'http://localhost:3000/contact', browser: 'page server', operatingSystem: 'Linux' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ code: 200, data: { hashedSessionId: [expect.any(String)] } })
  })

  it('are told apart only by the per-process marker, never by a value a client can guess', async () => {
    const inject = vi.spyOn(app, 'inject')
    await app.pageServer.inject({ method: 'GET', url: '/health' })
    // spyOn types the calls by inject's first overload (no arguments).
    const sent = (inject.mock.calls[0] as unknown as [{ headers: Record<string, string> }])[0].headers
    inject.mockRestore()
    const requestWith = (value: string | undefined) =>
      ({ headers: { [PAGE_SERVER_CALL_HEADER]: value } }) as unknown as FastifyRequest
    expect(app.pageServer.isPageServerCall(requestWith(sent[PAGE_SERVER_CALL_HEADER]))).toBe(true)
    for (const guess of ['guess', '', undefined, `${sent[PAGE_SERVER_CALL_HEADER]}x`]) {
      expect(app.pageServer.isPageServerCall(requestWith(guess))).toBe(false)
    }
  })
})
