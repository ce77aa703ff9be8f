import { describe, expect, it } from 'vitest'
import { WorkbenchTokenSigner } from './workbench-token.ts'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'

describe('workbench token signing', () => {
  const signer = new WorkbenchTokenSigner(SECRET)
  const token = signer.sign('Zq3f_x-1')

  it('is base64url(id).base64url(signature) and reads back its id', () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe('Zq3f_x-1')
    expect(signer.read(token)).toBe('Zq3f_x-1')
  })

  it.each([
    ['another secret', new WorkbenchTokenSigner(`${SECRET}!`).sign('Zq3f_x-1')],
    ['a changed id', `${Buffer.from('Zq3f_x-2').toString('base64url')}.${token.split('.')[1]}`],
    ['a changed signature', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['a padded id', `${token.split('.')[0]}=.${token.split('.')[1]}`],
    ['one part', token.split('.')[0]!],
    ['three parts', `${token}.x`],
    ['empty', ''],
  ])('refuses %s', (_, candidate) => {
    expect(signer.read(candidate)).toBeNull()
  })
})
