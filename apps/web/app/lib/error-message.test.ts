import { describe, expect, it } from 'vitest'
import { composeErrorMessage } from './error-message.ts'

const NOW = new Date(2026, 10, 21, 9, 5, 7)

describe('the global error message (shell spec §8)', () => {
  it.each([
    [{ msg: 'Quote not found', code: 404 }, '09:05:07: Quote not found\nCode: 404'],
    [
      { message: 'Bad gateway', status: 502, statusText: 'Bad Gateway', url: '/wyzeapi/x' },
      '09:05:07: Bad gateway\nStatus: 502 Bad Gateway\nURL: /wyzeapi/x',
    ],
    [{ msg: 'From msg', message: 'not this one' }, '09:05:07: From msg'],
    [{}, 'Something went wrong, please retry.'],
    [null, 'Something went wrong, please retry.'],
    ['', 'Something went wrong, please retry.'],
  ])('%j gives %j', (error, expected) => {
    expect(composeErrorMessage(error, NOW)).toBe(expected)
  })
})
