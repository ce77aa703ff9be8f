import { describe, expect, it } from 'vitest'
import { isMasked, maskAccountNumber, maskIdNumber, maskMedicalAidNumber } from './index.ts'

describe('an ID number is shown with its last 4 digits only', () => {
  it.each([
    ['8001015009087', '*********9087'],
    [' 8001015009087 ', '*********9087'],
    ['800101 5009 087', '*********9087'],
    // Already masked: unchanged.
    ['*********9087', '*********9087'],
    // Too short to show any digit without showing all of them.
    ['9087', '****'],
    ['', ''],
  ])('%j is shown as %j', (idNumber, shown) => {
    expect(maskIdNumber(idNumber)).toBe(shown)
  })
})

describe('a bank account number is shown with its last 3 digits only', () => {
  it.each([
    ['62012345678', '********678'],
    ['1234567', '****567'],
    ['********678', '********678'],
    ['678', '***'],
  ])('%j is shown as %j', (accountNumber, shown) => {
    expect(maskAccountNumber(accountNumber)).toBe(shown)
  })
})

describe('a medical aid number once received', () => {
  it.each([
    ['123456789', '******789'],
    ['AB 12 345', '****345'],
    ['12', '**'],
  ])('%s shows as %s, and the mask is recognised as one', (number, shown) => {
    expect(maskMedicalAidNumber(number)).toBe(shown)
    expect(isMasked(shown)).toBe(true)
  })
})
