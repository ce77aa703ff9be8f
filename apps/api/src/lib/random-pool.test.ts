import { describe, expect, it } from 'vitest'
import { newHashedId } from './hashed-id.ts'
import { randomBytesFromPool } from './random-pool.ts'

describe('random bytes drawn from a pool', () => {
  it('hands out each byte once, across refills of the pool', () => {
    const ids = Array.from({ length: 2000 }, () => newHashedId())
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true)
  })

  it('gives a copy the next draw does not change, and large draws of their own', () => {
    const first = randomBytesFromPool(16)
    const kept = Buffer.from(first)
    for (let draw = 0; draw < 600; draw++) randomBytesFromPool(16)
    expect(first).toEqual(kept)
    expect(randomBytesFromPool(10_000)).toHaveLength(10_000)
  })
})
