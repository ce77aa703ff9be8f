import { describe, expect, it } from 'vitest'
import { SESSION_TTL_MS, SessionUpdateRequestSchema, isSessionExpired } from './index.ts'

describe('session lifetime (shell spec §4: 7 days)', () => {
  const created = Date.UTC(2026, 0, 1)
  it.each([
    [0, false],
    [SESSION_TTL_MS, false],
    [SESSION_TTL_MS + 1, true],
  ])('a session %i ms old is expired: %s', (age, expired) => {
    expect(isSessionExpired(created, created + age)).toBe(expired)
  })
  it('is 604800000 ms', () => expect(SESSION_TTL_MS).toBe(604_800_000))
})

describe('session update request', () => {
  it('needs the hashed session id', () => {
    expect(SessionUpdateRequestSchema.safeParse({ location: '/' }).success).toBe(false)
  })
  it('ignores browser-only fields of the session object', () => {
    const parsed = SessionUpdateRequestSchema.parse({ hashedSessionId: 'abc', qqResult: { premium: 1 } })
    expect(parsed).toEqual({ hashedSessionId: 'abc' })
  })
  it('refuses an unknown company code', () => {
    expect(SessionUpdateRequestSchema.safeParse({ hashedSessionId: 'abc', companyCode: 'XYZ' }).success).toBe(
      false,
    )
  })
})
