import { describe, expect, it } from 'vitest'
import { formatCents, formatCover, randsToCents } from './index.ts'

describe('cover formatted with two decimals, space thousands separator, period decimal (spec §9)', () => {
  it.each([
    [0, '0.00'],
    [0.5, '0.50'],
    [999, '999.00'],
    [1000, '1 000.00'],
    [20_000, '20 000.00'],
    [1_234_567.89, '1 234 567.89'],
    [100_000_000, '100 000 000.00'],
    [-1234.5, '-1 234.50'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [999.999, '1 000.00'],
    [-0.001, '0.00'],
  ])('%d rands shows %j', (rands, shown) => {
    expect(formatCover(rands)).toBe(shown)
  })

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99_999, '999.99'],
    [123_456_789, '1 234 567.89'],
    [2_000_000, '20 000.00'],
    [-100_000, '-1 000.00'],
    [150.5, '1.51'],
  ])('%d cents shows %j', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown)
  })

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (amount) => {
    expect(() => formatCover(amount)).toThrow(RangeError)
    expect(() => formatCents(amount)).toThrow(RangeError)
  })

  it.each([
    [1.005, 101],
    [19.99, 1999],
    [-2.5, -250],
    [0, 0],
  ])('%d rands is %i cents', (rands, cents) => {
    expect(randsToCents(rands)).toBe(cents)
  })
})
