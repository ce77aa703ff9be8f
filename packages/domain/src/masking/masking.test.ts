import { describe, expect, it } from 'vitest'
import { isMasked, maskAccountNumber, maskIdNumber } from './index.ts'

describe('masking personal information shown back', () => {
  it.each([
    ['8001015009087', '•••••••••9087'],
    ['800101 5009 087', '•••••••••9087'],
    ['123', '•••'],
  ])('an ID number %s shows only its last 4 digits: %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked)
  })

  it.each([
    ['62001234567', '••••••••567'],
    ['1234567', '••••567'],
  ])('an account number %s shows only its last 3 digits: %s', (account, masked) => {
    expect(maskAccountNumber(account)).toBe(masked)
  })

  it('tells a mask sent back from a number typed', () => {
    expect(isMasked(maskIdNumber('8001015009087'))).toBe(true)
    expect(isMasked('8001015009087')).toBe(false)
  })
})
