import { describe, expect, it } from 'vitest'
import { SignedValues } from './signed-values.ts'

describe('signed values', () => {
  it('reads its own again and again, and never an altered one or another purpose’s', () => {
    const owners = new SignedValues('a-secret-of-at-least-32-characters!!', 'quote-owner')
    const agents = new SignedValues('a-secret-of-at-least-32-characters!!', 'agent-session')
    const signed = owners.sign('owner-key')
    expect(owners.read(signed)).toBe('owner-key')
    expect(owners.read(signed)).toBe('owner-key')
    const [encoded, signature] = signed.split('.') as [string, string]
    const altered = `${encoded}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(owners.read(altered)).toBeNull()
    expect(owners.read(`${Buffer.from('other-key').toString('base64url')}.${signature}`)).toBeNull()
    expect(agents.read(signed)).toBeNull()
    expect(owners.read(undefined)).toBeNull()
  })
})
