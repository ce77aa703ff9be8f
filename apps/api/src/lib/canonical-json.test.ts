import { describe, expect, it } from 'vitest'
import { canonicalDigest, canonicalJson } from './canonical-json.ts'

describe('canonical JSON', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    )
  })

  it('leaves undefined members out, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}')
  })

  it('gives one digest for the same body in any key order, another for a changed body', () => {
    const one = canonicalDigest({ route: '/r', body: { firstName: 'Sipho', surname: 'Dlamini' } })
    expect(canonicalDigest({ body: { surname: 'Dlamini', firstName: 'Sipho' }, route: '/r' })).toBe(one)
    expect(canonicalDigest({ route: '/r', body: { firstName: 'Sipho', surname: 'Dlamin' } })).not.toBe(one)
    expect(one).toMatch(/^[0-9a-f]{64}$/)
  })
})
