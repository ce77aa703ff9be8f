import { describe, expect, it } from 'vitest'
import { asksForFullName } from './index.ts'

describe('asksForFullName: the landing and blog variants of call me back (forms spec §2, §5)', () => {
  it.each([
    ['/home/save-on-car-cover', true],
    ['/post/gap-cover-explained', true],
    ['/post/gap-cover-explained/', true],
    ['/', false],
    ['/home', false],
    ['/call-back', false],
    ['/products/car-insurance', false],
    ['/blogs', false],
  ])('%s: %s', (pathname, expected) => {
    expect(asksForFullName(pathname)).toBe(expected)
  })
})
