import { describe, expect, it } from 'vitest'
import { callCentreDestination } from './call-centre-navigation.ts'

describe('call-centre navigation (shell spec §2)', () => {
  it.each([
    ['https://s.example/', '/callcenter/quote'],
    ['https://s.example/products/car-insurance?cpy=OM', '/callcenter/quote?cpy=OM'],
    ['https://s.example/callcenter/quote/abc', null],
    ['https://s.example/support/tips-and-tools/tips/hiv-testing-locations', null],
    ['https://s.example/error/life-premium-not-qual', null],
    ['https://s.example/error/life-exceeds-range', null],
    ['https://s.example/error/ToHomePage', '/callcenter/quote'],
  ])('%s goes to %s', (url, expected) => {
    expect(callCentreDestination(new URL(url))).toBe(expected)
  })
})
